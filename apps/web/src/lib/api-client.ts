import type { z } from 'zod';

import type { ResultCode } from '@perya/contracts';
import { LANGUAGE_HEADER, isResultCode } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { useSessionStore } from '@/stores/session-store';

import { takeBootAnswer } from './boot-data';
import { refusalBeforeSending } from './session-access';
import { getDeviceId, getSessionToken } from './storage';

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

export const withQuery = (path: string, query?: Query): string => {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/** Whose calls a client makes: the token it sends, and a check that may refuse a call before it leaves. */
export type ClientAuth = {
  token: () => string | null;
  refusal?: (method: string, path: string) => ResultCode | null;
  /** Told of every refusal the server answers (the back office drops a staff session that ended). */
  onRefused?: (error: ApiError) => void;
};

const playerAuth: ClientAuth = {
  token: getSessionToken,
  // A call the session may not make never leaves: it fails here as the server would answer it.
  refusal: (method, path) => refusalBeforeSending(method, path, useSessionStore.getState()),
};

/** The headers every call sends: JSON, the language, and the caller's bearer token. */
export const requestHeaders = (auth: ClientAuth = playerAuth): Record<string, string> => {
  const headers: Record<string, string> = { [LANGUAGE_HEADER]: getLanguageCode(), 'x-device-id': getDeviceId() };
  const token = auth.token();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
};

/** Turns an answer's envelope into its value, or throws the refusal as an ApiError. */
export const readEnvelope = async (response: Response): Promise<unknown> => {
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
  return envelope.value;
};

const request = async <S extends z.ZodType>(
  auth: ClientAuth,
  method: string,
  path: string,
  source: SchemaSource<S>,
  { query, body, form }: RequestOptions = {},
): Promise<z.output<S>> => {
  const refusal = auth.refusal?.(method, path);
  if (refusal) throw new ApiError(refusal, '', 403);
  // A schema's loader starts with the request, so the two wait in parallel.
  const schema = typeof source === 'function' ? source() : Promise.resolve(source);
  // A failed network call never reads it: its own failure (a chunk that did not load) is not news.
  schema.catch(() => undefined);
  // The first screen's answers came with the page (lib/boot-data.ts): no round trip for them.
  if (auth === playerAuth && method === 'GET' && !body && !form) {
    const inlined = takeBootAnswer(withQuery(path, query), getLanguageCode(), Boolean(auth.token()));
    if (inlined) return (await schema).parse(inlined.value);
  }
  const headers: Record<string, string> = { accept: 'application/json', ...requestHeaders(auth) };
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

  let value: unknown;
  try {
    value = await readEnvelope(response);
  } catch (failure) {
    if (failure instanceof ApiError) auth.onRefused?.(failure);
    throw failure;
  }
  // Responses are parsed with the shared contract, so types come from a runtime check.
  return (await schema).parse(value);
};

/** A client whose calls carry `auth`'s token: the player's (`api`) or the back office's staff token. */
export const createApi = (auth: ClientAuth) => ({
  get: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, query?: Query) =>
    request(auth, 'GET', path, schema, { query }),
  post: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, body?: unknown) =>
    request(auth, 'POST', path, schema, { body }),
  put: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, body?: unknown) =>
    request(auth, 'PUT', path, schema, { body }),
  delete: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, query?: Query, body?: unknown) =>
    request(auth, 'DELETE', path, schema, { query, body }),
  /** A multipart POST (file uploads). */
  upload: <S extends z.ZodType>(path: string, schema: SchemaSource<S>, form: FormData) =>
    request(auth, 'POST', path, schema, { form }),
});

export type ApiClient = ReturnType<typeof createApi>;

/** The player's client: the session token of the portal. */
export const api: ApiClient = createApi(playerAuth);
