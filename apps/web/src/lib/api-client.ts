import type { z } from 'zod';

import { LANGUAGE_HEADER } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';

import { getSessionToken } from './storage';

/** A failed call: `code` is the server's stable code, or NETWORK when no envelope came back. */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    readonly code: string,
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
  schema: S,
  { query, body, form }: RequestOptions = {},
): Promise<z.output<S>> => {
  const headers: Record<string, string> = { accept: 'application/json', [LANGUAGE_HEADER]: getLanguageCode() };
  const token = getSessionToken();
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
    throw new ApiError(envelope.code ?? 'INTERNAL', envelope.message ?? '', response.status, envelope.value ?? null);
  }
  // Responses are parsed with the shared contract, so types come from a runtime check.
  return schema.parse(envelope.value);
};

export const api = {
  get: <S extends z.ZodType>(path: string, schema: S, query?: Query) => request('GET', path, schema, { query }),
  post: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('POST', path, schema, { body }),
  put: <S extends z.ZodType>(path: string, schema: S, body?: unknown) => request('PUT', path, schema, { body }),
  delete: <S extends z.ZodType>(path: string, schema: S, query?: Query, body?: unknown) =>
    request('DELETE', path, schema, { query, body }),
  /** A multipart POST (file uploads). */
  upload: <S extends z.ZodType>(path: string, schema: S, form: FormData) => request('POST', path, schema, { form }),
};
