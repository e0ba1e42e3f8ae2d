import { z } from 'zod';

import { RESULT_CODES } from './errors';

/**
 * Every JSON response of the API: `success`, a stable `code`, a human `message` in the caller's
 * language, and the `value` (the result, or details of the failure).
 */
export const envelopeOf = <T extends z.ZodType>(value: T) =>
  z.object({
    success: z.boolean(),
    code: z.enum(RESULT_CODES),
    message: z.string(),
    value,
  });

export type Envelope<T> = {
  success: boolean;
  code: string;
  message: string;
  value: T;
};

/** Per-field messages of a VALIDATION failure, keyed by the field's dotted path. */
export const ValidationErrorValueSchema = z.object({
  fields: z.record(z.string(), z.string()),
});
export type ValidationErrorValue = z.infer<typeof ValidationErrorValueSchema>;

/** INTERNAL failures carry the request id, which is also in the server log. */
export const InternalErrorValueSchema = z.object({ requestId: z.string() });

export const ErrorEnvelopeSchema = envelopeOf(z.unknown());
