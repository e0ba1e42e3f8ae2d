import type { CompleteLanguage, LanguageCode } from './languages';
import { textLanguage } from './languages';

// Field messages for schema failures, in every complete language. The server sends them in a
// VALIDATION envelope; the web forms show the same text under the field.

export type FieldMessageKey =
  | 'required'
  | 'invalidType'
  | 'tooShort'
  | 'tooLong'
  | 'exactLength'
  | 'tooSmall'
  | 'tooBig'
  | 'notInteger'
  | 'invalidFormat'
  | 'invalidOption'
  | 'unknownField'
  | 'invalidCharacters'
  | 'invalid';

const FIELD_MESSAGES: Record<FieldMessageKey, Record<CompleteLanguage, string>> = {
  required: {
    EN: 'Input cannot be empty.',
    TY: 'Hindi maaaring walang laman.',
    PT: 'O campo não pode estar vazio.',
  },
  invalidType: {
    EN: 'Wrong type of value.',
    TY: 'Maling uri ng halaga.',
    PT: 'Tipo de valor errado.',
  },
  tooShort: {
    EN: 'Must be at least {min} characters.',
    TY: 'Dapat hindi bababa sa {min} na character.',
    PT: 'Deve ter pelo menos {min} caracteres.',
  },
  tooLong: {
    EN: 'Must be at most {max} characters.',
    TY: 'Dapat hindi hihigit sa {max} na character.',
    PT: 'Deve ter no máximo {max} caracteres.',
  },
  exactLength: {
    EN: 'Must be exactly {min} characters.',
    TY: 'Dapat eksaktong {min} na character.',
    PT: 'Deve ter exatamente {min} caracteres.',
  },
  tooSmall: {
    EN: 'Must be at least {min}.',
    TY: 'Dapat hindi bababa sa {min}.',
    PT: 'Deve ser pelo menos {min}.',
  },
  tooBig: {
    EN: 'Must be at most {max}.',
    TY: 'Dapat hindi hihigit sa {max}.',
    PT: 'Deve ser no máximo {max}.',
  },
  notInteger: {
    EN: 'Must be a whole number.',
    TY: 'Dapat buong numero.',
    PT: 'Deve ser um número inteiro.',
  },
  invalidFormat: {
    EN: 'The format is not valid.',
    TY: 'Hindi wasto ang format.',
    PT: 'O formato não é válido.',
  },
  invalidOption: {
    EN: 'Must be one of: {options}.',
    TY: 'Dapat isa sa: {options}.',
    PT: 'Deve ser um de: {options}.',
  },
  unknownField: {
    EN: 'This field is not accepted.',
    TY: 'Hindi tinatanggap ang field na ito.',
    PT: 'Este campo não é aceite.',
  },
  invalidCharacters: {
    EN: 'Contains characters that are not allowed.',
    TY: 'May mga character na hindi pinapayagan.',
    PT: 'Contém caracteres que não são permitidos.',
  },
  invalid: {
    EN: 'The value is not valid.',
    TY: 'Hindi wasto ang halaga.',
    PT: 'O valor não é válido.',
  },
};

export const fieldMessage = (
  key: FieldMessageKey,
  language: LanguageCode,
  params: Record<string, string | number> = {},
): string =>
  FIELD_MESSAGES[key][textLanguage(language)].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

/** The parts of a zod 4 issue that decide its message. */
export type SchemaIssue = {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  exact?: boolean;
  format?: string;
  values?: readonly unknown[];
  expected?: string;
  /** A refinement's own parameters; `fieldMessage` names the message to show (text.ts). */
  params?: { fieldMessage?: string };
};

/** Turns a schema issue into a message in the caller's language. */
export const messageForIssue = (issue: SchemaIssue, language: LanguageCode): string => {
  const isText = issue.origin === 'string' || issue.origin === 'array';
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return fieldMessage('required', language);
      if (issue.expected === 'int') return fieldMessage('notInteger', language);
      return fieldMessage('invalidType', language);
    case 'too_small':
      if (isText && Number(issue.minimum) === 1 && issue.input === '') return fieldMessage('required', language);
      if (isText && issue.exact) return fieldMessage('exactLength', language, { min: Number(issue.minimum) });
      return fieldMessage(isText ? 'tooShort' : 'tooSmall', language, { min: String(issue.minimum) });
    case 'too_big':
      if (isText && issue.exact) return fieldMessage('exactLength', language, { min: Number(issue.maximum) });
      return fieldMessage(isText ? 'tooLong' : 'tooBig', language, { max: String(issue.maximum) });
    case 'invalid_format':
      return fieldMessage('invalidFormat', language);
    case 'invalid_value':
      return fieldMessage('invalidOption', language, {
        options: (issue.values ?? []).map((value) => String(value)).join(', '),
      });
    case 'unrecognized_keys':
      return fieldMessage('unknownField', language);
    case 'custom':
      return fieldMessage(
        issue.params?.fieldMessage === 'invalidCharacters' ? 'invalidCharacters' : 'invalid',
        language,
      );
    default:
      return fieldMessage('invalid', language);
  }
};
