import { describe, expect, it } from 'vitest';

import { createCallbackDispatcher, DEFAULT_RETRY_DELAYS_MS, NO_TEST_OPTIONS } from './callbacks';
import type { CallbackRequest, Sleep } from './callbacks';
import type { Order } from './orders';
import { SIGNATURE_HEADERS } from './signing';

const SILENT_LOG = { info: () => undefined, warn: () => undefined, error: () => undefined };
const NOW = new Date('2026-01-15T08:00:00.000Z');
const clock = () => NOW;

const paidOrder = (): Order => ({
  gatewayOrderId: 'psim_test',
  merchantId: 'PERYA',
  orderId: '0b7f6a52-6d0e-4f57-9a3c-3f4e1f0c2d11',
  amountMinor: '150000',
  currency: 'PHP',
  callbackUrl: 'http://merchant.test/callback',
  returnUrl: 'http://merchant.test/return',
  description: null,
  method: 'GCASH',
  status: 'PAID',
  createdAt: NOW,
  paidAt: NOW,
});

// A fake merchant that answers with the planned statuses (an Error: no answer at all), then 200;
// and a sleep that only records how long it was asked to wait.
const setup = ({ answers = [] as (number | Error)[], sleep }: { answers?: (number | Error)[]; sleep?: Sleep } = {}) => {
  const waits: number[] = [];
  const requests: CallbackRequest[] = [];
  const sut = createCallbackDispatcher({
    retryDelaysMs: DEFAULT_RETRY_DELAYS_MS,
    clock,
    log: SILENT_LOG,
    post: async (request) => {
      requests.push(request);
      const answer = answers.shift() ?? 200;
      if (answer instanceof Error) throw answer;
      return answer;
    },
    sleep:
      sleep ??
      (async (ms) => {
        waits.push(ms);
      }),
  });
  return { sut, waits, requests, job: { order: paidOrder(), secret: 'secret' } };
};

describe(createCallbackDispatcher.name, () => {
  it('should back off 1, 2, 4, 8 and 16 s, then give up after five retries', async () => {
    const { sut, waits, job } = setup({ answers: [500, 500, 500, 500, 500, 500] });

    await sut.dispatch(job, NO_TEST_OPTIONS);
    await sut.settle();

    expect(waits).toEqual([1000, 2000, 4000, 8000, 16_000]);
    expect(sut.attempts().map(({ attempt, statusCode, delivered }) => ({ attempt, statusCode, delivered }))).toEqual(
      [1, 2, 3, 4, 5, 6].map((attempt) => ({ attempt, statusCode: 500, delivered: false })),
    );
  });

  it('should stop retrying once the merchant answers 2xx, recording network errors on the way', async () => {
    const { sut, waits, job } = setup({ answers: [503, new Error('connect ECONNREFUSED'), 204] });

    await sut.dispatch(job, NO_TEST_OPTIONS);
    await sut.settle();

    expect(waits).toEqual([1000, 2000]);
    expect(sut.attempts().map(({ statusCode, error, delivered }) => ({ statusCode, error, delivered }))).toEqual([
      { statusCode: 503, error: null, delivered: false },
      { statusCode: null, error: 'connect ECONNREFUSED', delivered: false },
      { statusCode: 204, error: null, delivered: true },
    ]);
  });

  it('should sign every try afresh, with a new nonce', async () => {
    const { sut, requests, job } = setup({ answers: [500] });

    await sut.dispatch(job, NO_TEST_OPTIONS);
    await sut.settle();

    const [first, second] = requests.map((request) => request.headers[SIGNATURE_HEADERS.nonce]);
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
  });

  it('should resolve dispatch before a delayed callback is sent, and send it after the delay', async () => {
    let endDelay = () => {};
    const waits: number[] = [];
    const { sut, requests, job } = setup({
      sleep: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => {
          endDelay = resolve;
        });
      },
    });

    await sut.dispatch(job, { ...NO_TEST_OPTIONS, delaySeconds: 5 });
    expect(waits).toEqual([5000]);
    expect(requests).toHaveLength(0);

    endDelay();
    await sut.settle();
    expect(requests).toHaveLength(1);
    expect(sut.attempts()[0]?.testOptions).toEqual(['delay']);
  });

  it('should drop pending retries on close', async () => {
    const { sut, job } = setup({
      answers: [500],
      // Waits until the dispatcher is closed, as a real retry delay would.
      sleep: (_ms, signal) => new Promise((resolve) => signal.addEventListener('abort', () => resolve())),
    });

    await sut.dispatch(job, NO_TEST_OPTIONS);
    await sut.close();

    expect(sut.attempts()).toHaveLength(1);
  });

  it('should refuse to call back for an order that is not final', () => {
    const { sut, job } = setup();

    expect(() =>
      sut.dispatch({ ...job, order: { ...job.order, status: 'PENDING', paidAt: null } }, NO_TEST_OPTIONS),
    ).toThrow(/not final/);
  });
});
