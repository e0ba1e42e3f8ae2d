import type { z } from 'zod';

import type { ResultCode } from '@perya/contracts';
import { LANGUAGE_HEADER, isResultCode } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { useSessionStore } from '@/stores/session-store';

import { takeBootAnswer } from './boot-data';
import { refusalBeforeSending } from './session-access';
import { getSessionToken } from './storage';

/** What a failed call says: one of the contracts' result codes, or NETWORK when no envelope came back. */
export type ApiErrorCode = ResultCode | 'NETWORK';

/** A failed call: `code` is the server's stable code, or NETWORK when no envelope came back. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly code: ApiErrorCode,
    message: string,
    readonly status: number,
    readonly value: unknown = null,
  ) {
    super(message);
  }

  /** Per-field messages of a VALIDATION failure. */
  get fields(): Record<string, string> {
    const fields = (this.value as { fields?: Record<string, string> } | null)?.fields;
    return fields ?? {};
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

type RequestOptions = { query?: Query; body?: unknown; form?: FormData };

/**
 * The contract schema of an answer, or a loader of it. Modules of the first screen pass loaders
 * (lib/lazy-schema.ts): zod and the schemas then arrive in a chunk of their own, fetched while the
 * request is on the network, instead of weighing on the first screen's script.
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

const withQuery = (path: string, query?: Query): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

const request = async <S extends z.ZodType>(
  method: string,
  path: string,
  source: SchemaSource<S>,
  { query, body, form }: RequestOptions = {},
): Promise<z.output<S>> => {
  // A call the session may not make never leaves: it fails here as the server would answer it.
  const refusal = refusalBeforeSending(method, path, useSessionStore.getState());
  if (refusal) throw new ApiError(refusal, '', 403);
  // A schema's loader starts with the request, so the two wait in parallel.
  const schema = typeof source === 'function' ? source() : Promise.resolve(source);
  // A failed network call never reads it: its own failure (a chunk that did not load) is not news.
  schema.catch(() => undefined);
  const token = getSessionToken();
  // The first screen's answers came with the page (lib/boot-data.ts): no round trip for them.
  if (method === 'GET' && !body && !form) {
    const inlined = takeBootAnswer(withQuery(path, query), getLanguageCode(), Boolean(token));
    if (inlined) return (await schema).parse(inlined.value);
  }
  const headers: Record<string, string> = { accept: 'application/json', [LANGUAGE_HEADER]: getLanguageCode() };
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body sets its own multipart content type (with the boundary).
  if (body !== undefined) headers['content-type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(withQuery(path, query), {
      method,
      headers,
      body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('NETWORK', 'network', 0);
  }

  let envelope: { success?: boolean; code?: string; message?: string; value?: unknown };
  try {
    envelope = await response.json();
  } catch {
    throw new ApiError('NETWORK', 'network', response.status);
  }
  if (!envelope.success) {
    // A code this build does not know (a newer server) is shown as the server's generic failure.
    const code = isResultCode(envelope.code) ? envelope.code : 'INTERNAL';
    throw new ApiError(code, envelope.message ?? '', response.status, envelope.value ?? null);
  }
  // Responses are parsed with the shared contract, so types come from a runtime check.
  return (await schema).parse(envelope.value);
};

export const api = {
  get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, query?: Query) =>
    request('GET', path, schema, { query }),
  post: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, body?: unknown) =>
    request('POST', path, schema, { body }),
  put: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, body?: unknown) =>
    request('PUT', path, schema, { body }),
  delete: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, query?: Query, body?: unknown) =>
    request('DELETE', path, schema, { query, body }),
  /** A multipart POST (file uploads). */
  upload: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, form: FormData) =>
    request('POST', path, schema, { form }),
};
