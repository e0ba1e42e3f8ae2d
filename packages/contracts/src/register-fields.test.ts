import { describe, expect, it } from 'vitest';

import type { RegisterFieldSetting } from './register-fields';
import {
  DEFAULT_REGISTER_SETTINGS,
  PATTERN_IDS,
  PATTERNS,
  REGISTER_FIELDS,
  checkRegisterField,
  matchesPattern,
  matchesPatternId,
  patternMessage,
} from './register-fields';

// Values each pattern id (spec §5) must accept and must refuse.
const CASES: Record<number, { accept: string[]; refuse: string[] }> = {
  0: { accept: ['anything at all', '!@# 123', 'ñ'], refuse: [] },
  1: { accept: ['juan123', 'A', 'Maria2026'], refuse: ['1juan', '_juan', 'juan dela', 'juan!', ''] },
  2: { accept: ['张伟123', '中文', '2024'], refuse: ['abc', '张 伟', '张伟!'] },
  3: {
    accept: ['juan@example.com', 'ana.cruz+promo@mail.co.ph', 'x_y@sub.domain.org'],
    refuse: ['juan@', '@example.com', 'juan@example', 'juan example@x.com', 'juan@@x.com'],
  },
  4: { accept: ['abc123', 'ABC', '123'], refuse: ['abc 123', 'abc-123', 'ñ'] },
  5: { accept: ['abc123', '1a'], refuse: ['abcdef', '123456', 'abc 123', 'abc12!'] },
  6: { accept: ['09171234567', '0'], refuse: ['0917-123', '+639171234567', 'abc', '１２３'] },
  7: { accept: ['Abc123', 'ABC'], refuse: ['abc123', 'Abc 123', 'Abc!23'] },
  8: { accept: ['Juan Dela Cruz', 'ANA'], refuse: ['Juan2', 'Niño', 'Juan-Cruz'] },
  9: { accept: ['juan.cruz', '@handle', 'a!b#c'], refuse: ['juan cruz', ' juan', 'juan\t'] },
  10: { accept: ['中文，标点。', '你好！'], refuse: ['中文abc', '中文 标点', '123'] },
  11: {
    accept: ['2000-01-31', '1996-02-29'],
    refuse: ['2000-02-30', '1997-02-29', '2000-13-01', '01-31-2000', '2000/01/31', '2000-1-1'],
  },
  12: {
    accept: ['Juan Dela Cruz', 'Niño', 'José María'],
    refuse: ['Juan  Cruz', ' Juan', 'Juan ', 'Juan2', 'Juan-Cruz'],
  },
  13: { accept: ['01-31-2000', '02-29-1996'], refuse: ['02-30-2000', '2000-01-31', '13-01-2000', '1-1-2000'] },
  15: { accept: ['김민준', '한국어'], refuse: ['김 민준', 'Kim', '김민준1'] },
  16: { accept: ['สวัสดี', 'ภาษาไทย'], refuse: ['สวัสดี ครับ', 'Thai', 'ไทย1'] },
  17: { accept: ['สวัสดี Somchai', 'Somchai Jaidee', 'ภาษาไทย'], refuse: ['Somchai1', 'สวัสดี!', '张伟'] },
  18: { accept: ['JUAN DELA CRUZ', 'A'], refuse: ['Juan', '   ', 'JUAN1', '123'] },
  19: { accept: ['Pa$$w0rd', 'abc', '!@#$%^&*()'], refuse: ['pass word', 'ñandú', ''] },
  20: { accept: ['Pa$$w0rd', 'Xy1!abcd'], refuse: ['Password1', 'password1!', 'PASSWORD1!', 'Password!', 'Pa$$ w0rd'] },
  21: {
    accept: ['Juan Dela Cruz', 'Ma. Clara Reyes', "Maria O'Neil", 'José Rizal'],
    refuse: ['Juan', 'Juan  Cruz', ' Juan Cruz', 'Juan Cruz2'],
  },
  22: {
    accept: ['やまだ　たろう', 'ヤマダタロウ', '山田太郎', 'ＡＢＣ１２３'],
    refuse: ['yamada', 'ﾔﾏﾀﾞ', '山田 太郎'],
  },
  23: { accept: ['ABC', 'PERYA'], refuse: ['Abc', 'AB C', 'ABC1', ''] },
};

describe('registration patterns', () => {
  it('should define every pattern id of the spec (0-23 but 14)', () => {
    expect(PATTERN_IDS.sort((a, b) => a - b)).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
    expect(
      Object.keys(CASES)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(PATTERN_IDS);
  });

  describe.each(PATTERN_IDS)('pattern %i', (patternId) => {
    const { accept, refuse } = CASES[patternId]!;
    it.each(accept)('should accept %j', (value) => {
      expect(matchesPatternId(value, patternId)).toBe(true);
    });
    if (refuse.length > 0) {
      it.each(refuse)('should refuse %j', (value) => {
        expect(matchesPatternId(value, patternId)).toBe(false);
      });
    }
  });

  it("should let '*' match everything", () => {
    expect(matchesPattern('', '*')).toBe(true);
    expect(matchesPattern('anything 😀', '*')).toBe(true);
  });

  it('should refuse an unknown pattern id', () => {
    expect(matchesPatternId('abc', 14)).toBe(false);
  });
});

describe('patternMessage', () => {
  it('should show the length range', () => {
    expect(patternMessage(1, 'EN', 6, 16)).toBe('Must start with a letter, then letters or digits, 6-16 characters.');
  });

  it('should show one number when min equals max', () => {
    expect(patternMessage(6, 'EN', 10, 10)).toBe('Digits only, 10 digits.');
  });

  it('should speak Filipino and Portuguese', () => {
    expect(patternMessage(6, 'TY', 10, 10)).toBe('Numero lamang, 10 na digit.');
    expect(patternMessage(4, 'PT', 4, 16)).toBe('Apenas letras ou dígitos, 4-16 caracteres.');
  });

  it('should fall back to English for other languages', () => {
    expect(patternMessage(6, 'JA', 10, 10)).toBe('Digits only, 10 digits.');
  });

  it('should have a message in every complete language for every pattern', () => {
    for (const id of PATTERN_IDS) {
      for (const language of ['EN', 'TY', 'PT'] as const)
        expect(PATTERNS[id]!.message[language].length).toBeGreaterThan(0);
    }
  });
});

describe('checkRegisterField', () => {
  const username: RegisterFieldSetting = DEFAULT_REGISTER_SETTINGS.username;
  const optionalEmail: RegisterFieldSetting = DEFAULT_REGISTER_SETTINGS.email;

  it('should accept a value matching its pattern within its bounds', () => {
    expect(checkRegisterField('juan123', username)).toBeUndefined();
  });

  it('should refuse an empty required field', () => {
    expect(checkRegisterField('', username)).toBe('required');
    expect(checkRegisterField(undefined, username)).toBe('required');
  });

  it('should accept an empty optional field, unless forced (mobile in mobile registration)', () => {
    expect(checkRegisterField('', optionalEmail)).toBeUndefined();
    expect(checkRegisterField('', optionalEmail, { forceRequired: true })).toBe('required');
  });

  it('should refuse values outside the length bounds, counting characters not bytes', () => {
    expect(checkRegisterField('juan1', username)).toBe('pattern');
    expect(checkRegisterField('j'.repeat(17), username)).toBe('pattern');
    expect(
      checkRegisterField('张伟', { ...username, acceptedPattern: '*', minLength: 2, maxLength: 2 }),
    ).toBeUndefined();
  });

  it('should refuse a value that breaks the pattern', () => {
    expect(checkRegisterField('1juan23', username)).toBe('pattern');
  });

  it('should apply the calendar check of date patterns', () => {
    expect(checkRegisterField('2001-02-29', DEFAULT_REGISTER_SETTINGS.birthday)).toBe('pattern');
    expect(checkRegisterField('2000-02-29', DEFAULT_REGISTER_SETTINGS.birthday)).toBeUndefined();
  });

  it('should have defaults for every field, with min not above max', () => {
    for (const field of REGISTER_FIELDS) {
      const setting = DEFAULT_REGISTER_SETTINGS[field];
      expect(setting.minLength).toBeLessThanOrEqual(setting.maxLength);
    }
  });
});
