import type { LanguageCode, RegisterField, RegisterFieldSetting, RegisterSettings } from '@perya/contracts';
import { DEFAULT_REGISTER_SETTINGS, checkRegisterField, fieldMessage, patternMessage } from '@perya/contracts';

/** Per-field messages, as the VALIDATION envelope carries them. */
export type FieldErrors = Record<string, string>;

/**
 * The message for one value under the operator's rule for `field` (spec §5), or undefined when
 * the value is acceptable. `required` forces an empty value to fail (mobile in mobile registration).
 */
export const fieldError = (
  field: RegisterField,
  value: string | undefined,
  settings: Partial<RegisterSettings>,
  language: LanguageCode,
  required = false,
): string | undefined => {
  const setting: RegisterFieldSetting = settings[field] ?? DEFAULT_REGISTER_SETTINGS[field];
  const problem = checkRegisterField(value, setting, { forceRequired: required });
  if (problem === 'required') return fieldMessage('required', language);
  if (problem === 'pattern') return patternMessage(setting.patternId, language, setting.minLength, setting.maxLength);
  return undefined;
};

/** Age in whole years on `today` of someone born on `birthday` (yyyy-MM-dd). */
export const ageOn = (birthday: string, today: Date): number => {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
};
