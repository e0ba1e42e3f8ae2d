import type { FastifySchemaCompiler } from 'fastify';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';

import { TextSchema, isCleanText } from '@perya/contracts';

/** A request that does not match its schema; carries the zod issues for per-field messages. */
export class SchemaValidationError extends Error {
  override name = 'SchemaValidationError';
  readonly statusCode = 400;

  constructor(readonly issues: readonly $ZodIssue[]) {
    super('request does not match its schema');
  }
}

/** Deep enough for any request we accept; deeper input is refused as a whole. */
const MAX_DEPTH = 32;

/**
 * The issues of every string (and object key) in a request part that is not clean text
 * (contracts' `TextSchema`: no NUL, no lone surrogate), whatever the route's schema says of it.
 */
const uncleanTextIssues = (data: unknown): $ZodIssue[] => {
  const issues: $ZodIssue[] = [];
  const visit = (value: unknown, path: PropertyKey[]): void => {
    if (typeof value === 'string') {
      if (isCleanText(value)) return;
      const result = TextSchema.safeParse(value, { reportInput: false });
      for (const issue of result.error?.issues ?? []) issues.push({ ...issue, path: [...path, ...issue.path] });
      return;
    }
    if (value === null || typeof value !== 'object') return;
    if (path.length >= MAX_DEPTH) {
      issues.push({ code: 'custom', path, message: 'nested too deeply', input: undefined });
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    for (const [key, item] of Object.entries(value)) {
      if (!isCleanText(key)) visit(key, [...path]);
      else visit(item, [...path, key]);
    }
  };
  visit(data, []);
  return issues;
};

// Like fastify-type-provider-zod's compiler, but keeps each issue whole (with its input) so the
// error handler can tell "missing" from "wrong" and word the message in the caller's language.
// The inputs never leave the server: only the localized messages do. Every string is first held
// to the shared text rule, so a NUL or a lone surrogate never reaches a handler or the database.
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const unclean = uncleanTextIssues(data);
    if (unclean.length > 0) return { error: new SchemaValidationError(unclean) };
    const result = safeParse(schema, data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new SchemaValidationError(result.error.issues) };
  };
