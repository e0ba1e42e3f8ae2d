import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';

// app.close() (what SIGTERM triggers) lets a request in flight finish before the server stops.
describe('closing the app', () => {
  let sut: TestApp;
  let release: () => void = () => undefined;
  let arrived: Promise<void>;

  beforeAll(async () => {
    sut = await createTestApp();
    const held = new Promise<void>((resolve) => (release = resolve));
    let markArrived: () => void = () => undefined;
    arrived = new Promise<void>((resolve) => (markArrived = resolve));
    sut.app.get('/slow-test-route', async () => {
      markArrived();
      await held;
      return { done: true };
    });
    await sut.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await sut.database.close();
  });

  it('should finish the request in flight, then refuse new ones', async () => {
    const { port } = sut.app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/slow-test-route`);
    await arrived;
    const closing = sut.app.close();
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await closing;
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});
