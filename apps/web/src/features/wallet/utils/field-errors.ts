import { ApiError } from '@/lib/api-client';

/**
 * The form field a refusal is about, so it shows under that field (spec §8: field errors are
 * shown under the fields). `fieldsByApiName` renames the API's field names to the form's.
 */
export const fieldErrorsOf = (
  failure: unknown,
  message: string,
  fieldsByCode: Record<string, string>,
  fieldsByApiName: Record<string, string> = {},
): Record<string, string> | null => {
  if (!(failure instanceof ApiError)) return null;
  const field = fieldsByCode[failure.code];
  if (field) return { [field]: message };
  if (failure.code === 'VALIDATION' && Object.keys(failure.fields).length > 0) {
    return Object.fromEntries(
      Object.entries(failure.fields).map(([name, text]) => [fieldsByApiName[name] ?? name, text]),
    );
  }
  return null;
};
