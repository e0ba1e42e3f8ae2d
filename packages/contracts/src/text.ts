import { z } from 'zod';

// Text every request field must be, whatever else its schema says: no NUL character (PostgreSQL's
// text cannot hold one, so it answered 500) and no lone UTF-16 surrogate (not a character: it cannot
// be stored or shown as UTF-8). The server checks every string of every request against
// `TextSchema` before the route's own schema (plugins/schema-validation.ts), so no route can forget.

/** A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNCLEAN_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isCleanText = (value: string): boolean => !UNCLEAN_TEXT.test(value);

/** Any string a request may carry; its failure reads "contains characters that are not allowed". */
export const TextSchema = z.string().refine(isCleanText, { params: { fieldMessage: 'invalidCharacters' } });
