import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentSim } from '@perya/payment-sim';
import { startPaymentSim } from '@perya/payment-sim';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, loginMember, staffSession, valueOf } from '../../testing/api-session';
import { queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The payment gateway staff save in the back office (Settings → Payment gateway) is the one the
// next deposit goes through, over real HTTP to the simulator, without a restart: the order is
// created on the saved gateway with the saved merchant, and its callback is checked with the saved
// secret. The secret is stored sealed and never answered; removing it turns the gateway off.

const ENV_MERCHANT = 'PERYA';
const ENV_SECRET = 'environment-gateway-secret-0123';
const STORED_MERCHANT = 'PERYA-BACKOFFICE';
const STORED_SECRET = 'back-office-gateway-secret-4567';

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

describe('the payment gateway from the back office settings', () => {
  let sut: TestApp;
  let environmentSim: PaymentSim;
  let storedSim: PaymentSim;
  let member: string;
  let owner: string;
  let call: Caller;

  beforeAll(async () => {
    environmentSim = await startPaymentSim({
      merchants: { [ENV_MERCHANT]: ENV_SECRET },
      retryDelaysMs: [0, 0, 0, 0, 0],
    });
    // The saved gateway knows only its own merchant: an order signed with the environment's is refused there.
    storedSim = await startPaymentSim({
      merchants: { [STORED_MERCHANT]: STORED_SECRET },
      retryDelaysMs: [0, 0, 0, 0, 0],
    });
    const port = await freePort();
    sut = await createTestApp({
      seedDemo: true,
      config: {
        publicUrl: `http://127.0.0.1:${port}`,
        paymentGateways: [{ key: 'PERYA_PAY', url: environmentSim.url, merchantId: ENV_MERCHANT, secret: ENV_SECRET }],
      },
    });
    await sut.app.listen({ port, host: '127.0.0.1' });
    member = await loginMember(sut.app, sut.database, 'player01', 'Player2026');
    owner = await staffSession(sut.app, 'OWNER');
    call = createCaller(sut.app);
  });
  afterAll(async () => {
    await sut.close();
    await environmentSim.close();
    await storedSim.close();
  });

  const gatewayChannel = async () =>
    (
      valueOf(await call('GET', '/wps/v2/deposit/channels', member)).channels as Array<{ id: number; kind: string }>
    ).find((channel) => channel.kind === 'GATEWAY');
  const deposit = (channelId: number, amountMinor: string) =>
    call('POST', '/wps/v2/deposits', member, { requestId: randomUUID(), channelId, amountMinor });
  const gatewaySettings = async () =>
    (
      valueOf(await call('GET', '/wps/admin/settings/delivery', owner)).list as Array<{
        kind: string;
        version: number;
      }>
    ).find((entry) => entry.kind === 'GATEWAY');
  const saveGateway = async (secret: string | null | undefined) => {
    const current = await gatewaySettings();
    return call('PUT', '/wps/admin/settings/delivery/GATEWAY', owner, {
      kind: 'GATEWAY',
      version: current?.version,
      settings: { url: storedSim.url, merchant: STORED_MERCHANT },
      ...(secret === undefined ? {} : { secret }),
    });
  };
  const balance = async () =>
    BigInt(valueOf(await call('GET', '/wps/v2/wallets/balance', member)).balanceMinor as string);

  it('should send deposits to the environment gateway until staff save one', async () => {
    const channel = await gatewayChannel();
    expect(channel).toBeDefined();
    const created = valueOf(await deposit(channel?.id ?? 0, '20000'));
    expect(created.redirectUrl.startsWith(`${environmentSim.url}/pay/`)).toBe(true);
  });

  it('should send the next deposit to the saved gateway, checking its callback with the saved secret', async () => {
    const saved = await saveGateway(STORED_SECRET);
    expect(saved.statusCode).toBe(200);
    expect(saved.body).not.toContain(STORED_SECRET);
    expect(valueOf(saved)).toMatchObject({ configured: true, secretSet: true });
    const [row] = await queryRows<{ secret: string }>(
      sut.database,
      "select secret from delivery_settings where kind = 'GATEWAY'",
    );
    expect(row?.secret.startsWith('sk1.')).toBe(true);
    expect(row?.secret).not.toContain(STORED_SECRET);

    const before = await balance();
    const channel = await gatewayChannel();
    const created = valueOf(await deposit(channel?.id ?? 0, '35000'));
    expect(created.redirectUrl.startsWith(`${storedSim.url}/pay/`)).toBe(true);
    await storedSim.pay(created.redirectUrl.split('/pay/')[1] ?? '');
    await storedSim.settle();
    expect(valueOf(await call('GET', `/wps/v2/deposits/${created.deposit.id}`, member)).status).toBe('APPROVED');
    expect(await balance()).toBe(before + 35_000n);
    // Its callback was accepted: the portal checked it with the saved merchant and secret.
    expect(storedSim.callbackAttempts().every((attempt) => attempt.statusCode === 200)).toBe(true);
  });

  it('should turn the gateway off when staff remove its secret', async () => {
    const channel = await gatewayChannel();
    expect(channel).toBeDefined();
    expect((await saveGateway(null)).statusCode).toBe(200);
    expect(await gatewayChannel()).toBeUndefined();
    expectRefusal(await deposit(channel?.id ?? 0, '20000'), 409, 'CHANNEL_UNAVAILABLE');
  });
});
