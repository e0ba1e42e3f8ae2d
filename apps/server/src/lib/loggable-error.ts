import type { SerializedError } from 'pino';
import { stdSerializers } from 'pino';

// The log's `err` serializer. A failed statement's error (Drizzle's DrizzleQueryError) carries the
// statement's parameters in its message, its stack and a `params` field, and PostgreSQL repeats
// values in its own message ("invalid input syntax ...: "<value>"") and detail ("Failing row
// contains (...)"): on registration that was the argon2 hash. The statement text is kept; every
// parameter value, the params field and the detail never reach the log.

const REDACTED = '[parameter]';

type QueryError = Error & { query: string; params: unknown[] };

const isQueryError = (error: unknown): error is QueryError =>
  error instanceof Error &&
  typeof (error as Partial<QueryError>).query === 'string' &&
  Array.isArray((error as Partial<QueryError>).params);

/** The values a text could repeat: parameters as strings, longest first (so none is left half-masked). */
const parameterTexts = (params: unknown[]): string[] =>
  params
    .map((value) => (typeof value === 'string' ? value : JSON.stringify(value ?? null)))
    .filter((text) => text.length >= 3)
    .sort((a, b) => b.length - a.length);

const mask = (text: string, secrets: string[]): string =>
  secrets.reduce((masked, secret) => masked.split(secret).join(REDACTED), text);

/** A copy of the error (and its causes) without parameter values, detail or params field. */
const withoutParameters = (error: Error, secrets: string[], depth = 0): Error => {
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Error & Record<string, unknown>;
  for (const [key, value] of Object.entries(error)) {
    if (key === 'params' || key === 'detail' || key === 'cause') continue;
    copy[key] = typeof value === 'string' ? mask(value, secrets) : value;
  }
  const message = isQueryError(error) ? `Failed query: ${error.query}` : mask(error.message, secrets);
  Object.defineProperty(copy, 'message', { value: message, enumerable: false });
  Object.defineProperty(copy, 'name', { value: error.name, enumerable: false });
  const stack = (error.stack ?? '').split('\n').filter((line) => !line.startsWith('params: '));
  if (isQueryError(error) && stack[0]?.startsWith('Error: Failed query')) stack[0] = `Error: ${message}`;
  Object.defineProperty(copy, 'stack', { value: mask(stack.join('\n'), secrets), enumerable: false });
  if (error.cause instanceof Error && depth < 4) copy.cause = withoutParameters(error.cause, secrets, depth + 1);
  return copy;
};

const statementParameters = (error: unknown): string[] => {
  for (let current: unknown = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (isQueryError(current)) return parameterTexts(current.params);
    current = current.cause;
  }
  return [];
};

/** pino's error serializer, over the error with its statement parameters taken out. */
export const serializeError = (error: Error): SerializedError => {
  const secrets = statementParameters(error);
  const hasDetail = (candidate: unknown, depth = 0): boolean =>
    candidate instanceof Error && depth < 5 && ('detail' in candidate || hasDetail(candidate.cause, depth + 1));
  if (secrets.length === 0 && !isQueryError(error) && !hasDetail(error)) return stdSerializers.err(error);
  return stdSerializers.err(withoutParameters(error, secrets));
};
