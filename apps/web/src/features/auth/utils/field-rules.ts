import type { LanguageCode, RegisterField, RegisterSettings } from '@perya/contracts';
import {
  DEFAULT_REGISTER_SETTINGS,
  checkRegisterField,
  fieldMessage,
  patternMessage,
  weakPasswordMessage,
  weakPasswordReason,
} from '@perya/contracts';

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

/**
 * The server's rules for a NEW login password, for the message under the field: the operator's
 * rule, then the shared minimum strength (not 123456, aaaaaa, password or the username).
 */
export const newPasswordError = (
  value: string,
  settings: Partial<RegisterSettings> | undefined,
  language: LanguageCode,
  username?: string,
): string | undefined =>
  registerFieldError('password', value, settings, language, true) ??
  (weakPasswordReason(value, { username }) ? weakPasswordMessage(language) : undefined);
