import type { CompleteLanguage, LanguageCode } from './languages';
import { textLanguage } from './languages';

// Registration field rules (spec §5). Each field has a server-supplied config: enabled,
// required, acceptedPattern ('*' accepts everything), patternId (which message explains the
// pattern), minLength and maxLength. The server enforces them; the forms use the same code.

export const REGISTER_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'nickname',
  'fullname',
  'telegram',
  'zalo',
  'birthday',
  'address',
  'nationality',
  'occupation',
  'sourceOfIncome',
] as const;
export type RegisterField = (typeof REGISTER_FIELDS)[number];

export type RegisterFieldSetting = {
  enabled: boolean;
  required: boolean;
  acceptedPattern: string;
  patternId: number;
  minLength: number;
  maxLength: number;
};

const isCalendarDate = (year: number, month: number, day: number): boolean => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

type PatternDefinition = {
  /** Regular expression source (flag `u`), or '*' for length only. */
  source: string;
  /** Extra check beyond the expression, for real calendar dates. */
  refine?: (value: string) => boolean;
  message: Record<CompleteLanguage, string>;
};

// `{range}` becomes "min-max", or one number when min equals max (spec §5).
export const PATTERNS: Record<number, PatternDefinition> = {
  0: {
    source: '*',
    message: {
      EN: 'Must be {range} characters long.',
      TY: 'Dapat {range} na character ang haba.',
      PT: 'Deve ter {range} caracteres.',
    },
  },
  1: {
    source: '^[A-Za-z][A-Za-z0-9]*$',
    message: {
      EN: 'Must start with a letter, then letters or digits, {range} characters.',
      TY: 'Dapat magsimula sa titik, sinusundan ng titik o numero, {range} na character.',
      PT: 'Deve começar por uma letra, seguida de letras ou dígitos, {range} caracteres.',
    },
  },
  2: {
    source: '^[\\p{Script=Han}0-9]+$',
    message: {
      EN: 'Chinese characters and digits only, {range} characters.',
      TY: 'Chinese characters at numero lamang, {range} na character.',
      PT: 'Apenas caracteres chineses e dígitos, {range} caracteres.',
    },
  },
  3: {
    source:
      "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\\.[A-Za-z]{2,}$",
    message: {
      EN: 'Enter a valid e-mail address, {range} characters.',
      TY: 'Maglagay ng wastong e-mail address, {range} na character.',
      PT: 'Introduza um endereço de e-mail válido, {range} caracteres.',
    },
  },
  4: {
    source: '^[A-Za-z0-9]+$',
    message: {
      EN: 'Letters or digits only, {range} characters.',
      TY: 'Titik o numero lamang, {range} na character.',
      PT: 'Apenas letras ou dígitos, {range} caracteres.',
    },
  },
  5: {
    source: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
    message: {
      EN: 'Must combine letters and digits, {range} characters.',
      TY: 'Dapat may titik at numero, {range} na character.',
      PT: 'Deve combinar letras e dígitos, {range} caracteres.',
    },
  },
  6: {
    source: '^[0-9]+$',
    message: {
      EN: 'Digits only, {range} digits.',
      TY: 'Numero lamang, {range} na digit.',
      PT: 'Apenas dígitos, {range} dígitos.',
    },
  },
  7: {
    source: '^(?=.*[A-Z])[A-Za-z0-9]+$',
    message: {
      EN: 'Letters and digits with at least one capital letter, {range} characters.',
      TY: 'Titik at numero na may kahit isang malaking titik, {range} na character.',
      PT: 'Letras e dígitos com pelo menos uma maiúscula, {range} caracteres.',
    },
  },
  8: {
    source: '^[A-Za-z ]+$',
    message: {
      EN: 'English letters and spaces only, {range} characters.',
      TY: 'Mga titik sa Ingles at espasyo lamang, {range} na character.',
      PT: 'Apenas letras inglesas e espaços, {range} caracteres.',
    },
  },
  9: {
    source: '^\\S+$',
    message: {
      EN: 'Must not contain spaces, {range} characters.',
      TY: 'Hindi dapat may espasyo, {range} na character.',
      PT: 'Não pode conter espaços, {range} caracteres.',
    },
  },
  10: {
    source: '^[\\p{Script=Han}\\p{P}]+$',
    message: {
      EN: 'Chinese characters and punctuation only, {range} characters.',
      TY: 'Chinese characters at bantas lamang, {range} na character.',
      PT: 'Apenas caracteres chineses e pontuação, {range} caracteres.',
    },
  },
  11: {
    source: '^[0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$',
    refine: (value) => {
      const [year, month, day] = value.split('-').map(Number);
      return isCalendarDate(year ?? 0, month ?? 0, day ?? 0);
    },
    message: {
      EN: 'Enter a date as yyyy-MM-dd.',
      TY: 'Ilagay ang petsa bilang yyyy-MM-dd.',
      PT: 'Introduza a data como aaaa-MM-dd.',
    },
  },
  12: {
    source: '^\\p{L}+(?: \\p{L}+)*$',
    message: {
      EN: 'Letters with single spaces between words, {range} characters.',
      TY: 'Mga titik na may isang espasyo sa pagitan ng salita, {range} na character.',
      PT: 'Letras com um espaço entre palavras, {range} caracteres.',
    },
  },
  13: {
    source: '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4}$',
    refine: (value) => {
      const [month, day, year] = value.split('-').map(Number);
      return isCalendarDate(year ?? 0, month ?? 0, day ?? 0);
    },
    message: {
      EN: 'Enter a date as MM-dd-yyyy.',
      TY: 'Ilagay ang petsa bilang MM-dd-yyyy.',
      PT: 'Introduza a data como MM-dd-aaaa.',
    },
  },
  15: {
    source: '^\\p{Script=Hangul}+$',
    message: {
      EN: 'Korean characters only, {range} characters.',
      TY: 'Korean characters lamang, {range} na character.',
      PT: 'Apenas caracteres coreanos, {range} caracteres.',
    },
  },
  16: {
    source: '^[\\p{Script=Thai}]+$',
    message: {
      EN: 'Thai characters only, {range} characters.',
      TY: 'Thai characters lamang, {range} na character.',
      PT: 'Apenas caracteres tailandeses, {range} caracteres.',
    },
  },
  17: {
    source: '^[\\p{Script=Thai}A-Za-z ]+$',
    message: {
      EN: 'Thai or English letters and spaces, {range} characters.',
      TY: 'Titik na Thai o Ingles at espasyo, {range} na character.',
      PT: 'Letras tailandesas ou inglesas e espaços, {range} caracteres.',
    },
  },
  18: {
    source: '^(?=.*[A-Z])[A-Z ]+$',
    message: {
      EN: 'Capital letters and spaces, with at least one letter, {range} characters.',
      TY: 'Malalaking titik at espasyo, may kahit isang titik, {range} na character.',
      PT: 'Maiúsculas e espaços, com pelo menos uma letra, {range} caracteres.',
    },
  },
  19: {
    source: '^[\\x21-\\x7E]+$',
    message: {
      EN: 'Letters, digits and symbols, {range} characters.',
      TY: 'Mga titik, numero at simbolo, {range} na character.',
      PT: 'Letras, dígitos e símbolos, {range} caracteres.',
    },
  },
  20: {
    source: '^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9])(?=.*[\\x21-\\x2F\\x3A-\\x40\\x5B-\\x60\\x7B-\\x7E])[\\x21-\\x7E]+$',
    message: {
      EN: 'At least one capital letter, one small letter, one digit and one symbol, {range} characters.',
      TY: 'Kahit isang malaking titik, isang maliit na titik, isang numero at isang simbolo, {range} na character.',
      PT: 'Pelo menos uma maiúscula, uma minúscula, um dígito e um símbolo, {range} caracteres.',
    },
  },
  21: {
    source: "^\\p{L}[\\p{L}.'-]*(?: \\p{L}[\\p{L}.'-]*)+$",
    message: {
      EN: 'Enter your first and last name separated by a space.',
      TY: 'Ilagay ang pangalan at apelyido na may espasyo sa pagitan.',
      PT: 'Introduza o nome e o apelido separados por um espaço.',
    },
  },
  22: {
    source: '^[\\u3000-\\u30FF\\u3400-\\u4DBF\\u4E00-\\u9FFF\\uFF01-\\uFF5E\\uFFE0-\\uFFE6]+$',
    message: {
      EN: 'Japanese full-width characters only, {range} characters.',
      TY: 'Japanese full-width characters lamang, {range} na character.',
      PT: 'Apenas caracteres japoneses de largura total, {range} caracteres.',
    },
  },
  23: {
    source: '^[A-Z]+$',
    message: {
      EN: 'Capital letters only, no spaces, {range} characters.',
      TY: 'Malalaking titik lamang, walang espasyo, {range} na character.',
      PT: 'Apenas maiúsculas, sem espaços, {range} caracteres.',
    },
  },
};

export const PATTERN_IDS = Object.keys(PATTERNS).map(Number);

const compiled = new Map<string, RegExp>();
const compile = (source: string): RegExp => {
  let regex = compiled.get(source);
  if (!regex) {
    regex = new RegExp(source, 'u');
    compiled.set(source, regex);
  }
  return regex;
};

/** Whether `value` matches an accepted pattern ('*' matches everything). */
export const matchesPattern = (value: string, acceptedPattern: string): boolean =>
  acceptedPattern === '*' || compile(acceptedPattern).test(value);

/** Whether `value` satisfies pattern id `patternId`, including calendar checks for dates. */
export const matchesPatternId = (value: string, patternId: number): boolean => {
  const pattern = PATTERNS[patternId];
  if (!pattern) return false;
  return matchesPattern(value, pattern.source) && (pattern.refine?.(value) ?? true);
};

/** The pattern's message, with the length range (one number when min equals max). */
export const patternMessage = (
  patternId: number,
  language: LanguageCode,
  minLength: number,
  maxLength: number,
): string => {
  const pattern = PATTERNS[patternId] ?? PATTERNS[0]!;
  const range = minLength === maxLength ? `${minLength}` : `${minLength}-${maxLength}`;
  return pattern.message[textLanguage(language)].replace('{range}', range);
};

/** Length of a value as people count it: by code point, not UTF-16 unit. */
const lengthOf = (value: string): number => [...value].length;

/**
 * Checks one field against its setting. Returns undefined when the value is acceptable, or
 * 'required' / 'pattern' when it is not. An empty optional field is acceptable.
 */
export const checkRegisterField = (
  value: string | undefined,
  setting: RegisterFieldSetting,
  options: { forceRequired?: boolean } = {},
): 'required' | 'pattern' | undefined => {
  const text = value ?? '';
  if (text === '') return setting.required || options.forceRequired ? 'required' : undefined;
  const length = lengthOf(text);
  if (length < setting.minLength || length > setting.maxLength) return 'pattern';
  if (!matchesPattern(text, setting.acceptedPattern)) return 'pattern';
  const refine = PATTERNS[setting.patternId]?.refine;
  if (refine && PATTERNS[setting.patternId]?.source === setting.acceptedPattern && !refine(text)) return 'pattern';
  return undefined;
};

/** Default registration settings for a Philippine portal; operators change them in the table. */
export const DEFAULT_REGISTER_SETTINGS: Record<RegisterField, RegisterFieldSetting> = (() => {
  const on = (patternId: number, minLength: number, maxLength: number, required = false): RegisterFieldSetting => ({
    enabled: true,
    required,
    acceptedPattern: PATTERNS[patternId]!.source,
    patternId,
    minLength,
    maxLength,
  });
  const off = (patternId: number, minLength: number, maxLength: number): RegisterFieldSetting => ({
    ...on(patternId, minLength, maxLength),
    enabled: false,
  });
  return {
    username: on(1, 6, 16, true),
    password: on(19, 6, 20, true),
    confirmPassword: on(19, 6, 20, true),
    payeeName: on(21, 3, 50),
    email: on(3, 5, 64),
    qqNum: off(6, 5, 12),
    mobileNum: on(6, 10, 10),
    recommenderId: off(4, 4, 16),
    captcha: off(4, 4, 6),
    verificationCode: on(0, 0, 255),
    affiliateCode: on(4, 4, 16),
    paymentPassword: on(6, 6, 6),
    line: off(9, 3, 50),
    whatsapp: off(6, 7, 15),
    facebook: off(9, 3, 50),
    wechat: off(9, 3, 50),
    idNumber: off(4, 5, 30),
    referralCode: on(4, 4, 16),
    nickname: off(0, 2, 20),
    fullname: off(21, 3, 50),
    telegram: off(9, 3, 50),
    zalo: off(6, 9, 11),
    birthday: on(11, 10, 10),
    address: off(0, 5, 120),
    nationality: off(12, 2, 40),
    occupation: off(12, 2, 60),
    sourceOfIncome: off(12, 2, 60),
  };
})();
