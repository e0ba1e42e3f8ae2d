import type { FastifySchemaCompiler } from 'fastify';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';

/** A request that does not match its schema; carries the zod issues for per-field messages. */
export class SchemaValidationError extends Error {
  override name = 'SchemaValidationError';
  readonly statusCode = 400;

  constructor(readonly issues: readonly $ZodIssue[]) {
    super('request does not match its schema');
  }
}

// Like fastify-type-provider-zod's compiler, but keeps each issue whole (with its input) so the
// error handler can tell "missing" from "wrong" and word the message in the caller's language.
// The inputs never leave the server: only the localized messages do.
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new SchemaValidationError(result.error.issues) };
  };
