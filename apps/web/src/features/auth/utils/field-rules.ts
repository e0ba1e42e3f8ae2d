import type { LanguageCode, RegisterField, RegisterSettings } from '@perya/contracts';
import { DEFAULT_REGISTER_SETTINGS, checkRegisterField, fieldMessage, patternMessage } from '@perya/contracts';

/**
 * The same per-field rule the server enforces (spec §5), for instant messages under a field:
 * undefined when the value is acceptable.
 */
export const registerFieldError = (
  field: RegisterField,
  value: string,
  settings: Partial<RegisterSettings> | undefined,
  language: LanguageCode,
  required = false,
): string | undefined => {
  const setting = settings?.[field] ?? DEFAULT_REGISTER_SETTINGS[field];
  const problem = checkRegisterField(value.trim() === '' ? '' : value, setting, { forceRequired: required });
  if (problem === 'required') return fieldMessage('required', language);
  if (problem === 'pattern') return patternMessage(setting.patternId, language, setting.minLength, setting.maxLength);
  return undefined;
};
