import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ROUTE_ACCESS } from '@perya/contracts';

import { openSession } from '../testing/api-session';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';

// Issue 22, acceptance: every operation of the OpenAPI document (/docs/json) is sent bad strings
// (NUL, lone surrogates, 100 kB), wrong types and bad path parameters, as the role it needs, and
// must answer without a 5xx and in the envelope. Seeded, so a failure is reproduced by running it
// again; sized to take seconds (a few dozen requests per operation).

const SEED = 22;
const RANDOM_CASES_PER_OPERATION = 2;

const LONG = 'x'.repeat(100_000);
const BAD_STRINGS = ['a\u0000b', '\uD800', 'x\uDC00', LONG, "' OR 1=1 --"];
const WRONG_TYPES: unknown[] = [null, true, 0, -1, 1.5, 2 ** 63, [], {}, ['x'], { $gt: '' }];

type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  schema?: JsonSchema;
};

type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  queryParams: string[];
  bodyProperties: string[] | null;
  /** A value for each parameter and body field that its schema accepts, as far as a guess goes. */
  plausible: Record<string, unknown>;
};

type Case = { path: Record<string, string>; query: Record<string, unknown>; body: unknown };

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
};

const PLAUSIBLE_STRINGS = ['abc12345', 'Abc12345', '12345678', '2026-01-01', '63', 'PHP', 'ABC'];

/** A value the schema probably accepts: the baseline one bad field is put into. */
const plausible = (schema: JsonSchema | undefined): unknown => {
  if (!schema) return 'abc12345';
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return plausible(choice.find((option) => option.type !== 'null') ?? choice[0]);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
  if (schema.format === 'email') return 'fuzz@example.com';
  const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
  const fits = (text: string) =>
    (!pattern || pattern.test(text)) &&
    text.length >= (schema.minLength ?? 0) &&
    text.length <= (schema.maxLength ?? 1e9);
  return PLAUSIBLE_STRINGS.find(fits) ?? 'abc12345'.padEnd(schema.minLength ?? 0, 'x').slice(0, schema.maxLength ?? 64);
};

/** Puts `bad` into the middle of each plausible string, leaving the other values as they were. */
const spoilStrings = (values: Record<string, unknown>, bad: string) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string'
        ? `${value.slice(0, 1)}${bad}${value.slice(1)}`.slice(0, Math.max(value.length, 2))
        : value,
    ]),
  );

const operationsOf = (document: OpenApiDocument): Operation[] =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => ['get', 'post', 'put', 'delete', 'patch'].includes(method))
      .map(([method, operation]) => {
        const parameters = operation.parameters ?? [];
        const json = operation.requestBody?.content?.['application/json'];
        return {
          method: method.toUpperCase(),
          path,
          pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
          queryParams: parameters.filter((p) => p.in === 'query').map((p) => p.name),
          bodyProperties: json ? Object.keys(json.schema?.properties ?? {}) : method === 'get' ? null : [],
          plausible: {
            ...Object.fromEntries(parameters.map((p) => [p.name, plausible(p.schema)])),
            ...Object.fromEntries(
              Object.entries(json?.schema?.properties ?? {}).map(([name, schema]) => [name, plausible(schema)]),
            ),
          },
        };
      }),
  );

/** Percent-encoding that also writes a lone surrogate (which encodeURIComponent refuses) as its UTF-8-ish bytes. */
const encode = (value: unknown): string => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return Array.from(text)
    .map((char) => {
      try {
        return encodeURIComponent(char);
      } catch {
        return '%ED%A0%80';
      }
    })
    .join('');
};

const fill = <T>(names: string[], pick: (index: number) => T): Record<string, T> =>
  Object.fromEntries(names.map((name, index) => [name, pick(index)]));

const pick = (values: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(names.filter((name) => name in values).map((name) => [name, values[name]]));

/** Plausible values everywhere but with `bad` inside every string: only the bad characters are wrong. */
const spoiledCase = (operation: Operation, bad: string): Case => {
  const spoiled = spoilStrings(operation.plausible, bad);
  return {
    path: Object.fromEntries(
      Object.entries(pick(spoiled, operation.pathParams)).map(([name, value]) => [name, encode(value)]),
    ),
    query: pick(spoiled, operation.queryParams),
    body: operation.bodyProperties ? pick(spoiled, operation.bodyProperties) : undefined,
  };
};

/**
 * The fixed cases: plausible values with a NUL or a lone surrogate inside every string, each bad
 * string everywhere at once, wrong types, then a body of the wrong shape.
 */
const fixedCases = (operation: Operation): Case[] => [
  spoiledCase(operation, '\u0000'),
  spoiledCase(operation, '\uD800'),
  ...BAD_STRINGS.map((bad) => ({
    path: fill(operation.pathParams, () => encode(bad)),
    query: fill(operation.queryParams, () => bad),
    body: operation.bodyProperties ? fill(operation.bodyProperties, () => bad) : undefined,
  })),
  // Each case gives every field a wrong type, a different one per field, rotating.
  ...[0, 3, 6, 9].map((shift) => {
    const wrong = (index: number) => WRONG_TYPES[(index + shift) % WRONG_TYPES.length];
    return {
      path: fill(operation.pathParams, (index) => encode(wrong(index))),
      query: fill(operation.queryParams, wrong),
      body: operation.bodyProperties ? fill(operation.bodyProperties, wrong) : undefined,
    };
  }),
  ...(operation.bodyProperties ? [{ path: {}, query: {}, body: [] }] : []),
];

const anyBad = fc.oneof(
  fc.constantFrom<unknown>(...BAD_STRINGS, ...WRONG_TYPES),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
);

const randomCases = (operation: Operation, seed: number): Case[] =>
  fc.sample(
    fc.record({
      path: fc.record(fill(operation.pathParams, () => anyBad.map(encode))),
      query: fc.record(fill(operation.queryParams, () => anyBad)),
      body: operation.bodyProperties
        ? fc.record(
            fill(operation.bodyProperties, () => anyBad),
            { requiredKeys: [] },
          )
        : fc.constant(undefined),
    }),
    { seed, numRuns: RANDOM_CASES_PER_OPERATION },
  );

const urlOf = (operation: Operation, testCase: Case) => {
  const path = operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => testCase.path[name] || 'x');
  const query = Object.entries(testCase.query)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  return query ? `${path}?${query}` : path;
};

const isEnvelope = (response: LightMyRequestResponse): boolean => {
  try {
    const body = response.json<Record<string, unknown>>();
    return typeof body.success === 'boolean' && typeof body.code === 'string' && typeof body.message === 'string';
  } catch {
    return false;
  }
};

describe('every operation of /docs/json under bad input', () => {
  let sut: TestApp;
  let operations: Operation[];

  beforeAll(async () => {
    sut = await createTestApp();
    // An agent (every player rule lets it through) and a staff member, each called with a fresh session.
    await sut.app.membersService.createMember({ account: 'fuzzagent1', password: 'Fuzz agent 2026', type: 1 });
    await sut.app.staffService.createStaff({
      username: 'fuzzstaff',
      password: 'Fuzz staff 2026!',
      displayName: 'Fuzz',
      role: 'OWNER',
    });
    const document = (await sut.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenApiDocument>();
    operations = operationsOf(document);
  }, 60_000);
  afterAll(async () => {
    await sut.close();
  });

  /** A fresh session per operation, as the role its route needs (an agent passes every player rule). */
  const bearerFor = async (operation: Operation): Promise<Record<string, string>> => {
    const route = `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
    const access = ROUTE_ACCESS[route] ?? 'public';
    if (access === 'public') return {};
    if (access === 'staff') {
      const staff = await sut.app.staffService.findByUsername('fuzzstaff');
      const { token } = await sut.app.sessionService.openStaffSession(
        staff?.id ?? 0,
        { ip: '127.0.0.1', userAgent: 'fuzz' },
        { secondFactor: 'DONE', mustChangePassword: false },
      );
      return { authorization: `Bearer ${token}` };
    }
    const agent = await sut.app.membersService.findByAccount('fuzzagent1');
    return { authorization: `Bearer ${await openSession(sut.app, agent?.id ?? 0)}` };
  };

  it('should answer every case of every operation below 500 and in the envelope', async () => {
    expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    for (const [index, operation] of operations.entries()) {
      const headers = await bearerFor(operation);
      for (const testCase of [...fixedCases(operation), ...randomCases(operation, SEED + index)]) {
        const url = urlOf(operation, testCase);
        const response = await sut.app.inject({
          method: operation.method as 'GET',
          url,
          headers: { ...headers, ...(testCase.body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(testCase.body === undefined ? {} : { payload: JSON.stringify(testCase.body) }),
        });
        sent += 1;
        const type = (response.headers['content-type'] ?? '').toString();
        // Pages outside the API (the live-chat page) answer HTML, as the web app's own pages do.
        const page = !/^\/(wps|lgw)\//.test(operation.path) && type.startsWith('text/html');
        const json = type.startsWith('application/json');
        if (response.statusCode >= 500 || ((response.statusCode >= 400 || json) && !page && !isEnvelope(response)))
          failures.push(
            `${operation.method} ${url.slice(0, 120)} -> ${response.statusCode} ${response.body.slice(0, 160)}`,
          );
      }
    }
    expect(sent).toBeGreaterThan(1500);
    expect(failures).toEqual([]);
  }, 300_000); // 18 s alone; over 120 s once beside an e2e run on the 2-core machine
});
