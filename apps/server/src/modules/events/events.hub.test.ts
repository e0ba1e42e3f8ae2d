import { describe, expect, it, vi } from 'vitest';

import type { Balance, LiveEvent } from '@perya/contracts';
import { LIVE_CLOSE_CODES } from '@perya/contracts';

import type { EventBus } from './events.bus';
import { createLocalEventBus } from './events.bus';
import type { LiveConnection, LiveHubDeps } from './events.hub';
import { createLiveHub } from './events.hub';

// The hub with fake sockets on the in-process bus: who gets what, how many reads a burst costs,
// which sockets a logout closes, and what happens when a subscription cannot be made.

const balanceOf = (minor: number): Balance => ({
  currency: 'PHP',
  currencySymbol: '₱',
  balanceMinor: String(minor),
  heldMinor: '0',
  availableMinor: String(minor),
  wageringOwedMinor: '0',
  withdrawableMinor: String(minor),
});

const fakeConnection = (memberId: number, sessionId: string, isTrial = false) => {
  const sent: LiveEvent[] = [];
  const closes: Array<{ code: number; reason: string }> = [];
  const connection: LiveConnection = {
    memberId,
    sessionId,
    isTrial,
    send: (event) => sent.push(event),
    close: (code, reason) => closes.push({ code, reason }),
  };
  return { connection, sent, closes };
};

const setup = (overrides: Partial<LiveHubDeps> = {}) => {
  const bus = createLocalEventBus({ onError: (error) => expect.fail(String(error)) });
  let stored = 10_000;
  const readBalance = vi.fn(async () => {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return balanceOf(stored);
  });
  const sut = createLiveHub({
    bus,
    clock: { now: () => new Date('2026-01-01T00:00:00Z') },
    log: { warn: () => undefined },
    readBalance,
    countUnread: async () => ({ messages: 1, rewards: 0 }),
    maxConnectionsPerMember: 3,
    ...overrides,
  });
  return { sut, bus, readBalance, setStored: (minor: number) => (stored = minor) };
};

const types = (events: LiveEvent[]) => events.map((event) => event.type);

describe('live hub', () => {
  it('should read a burst of balance notices at most twice and push the newest last', async () => {
    const { sut, bus, readBalance, setStored } = setup();
    const tab = fakeConnection(1, 's-1');
    await sut.add(tab.connection);
    for (let bet = 1; bet <= 20; bet += 1) {
      setStored(10_000 - bet);
      await bus.publish(1, { kind: 'balance' });
    }
    await vi.waitFor(() => expect(tab.sent.at(-1)).toMatchObject({ type: 'balance', balanceMinor: '9980' }));
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(readBalance.mock.calls.length).toBeLessThanOrEqual(2);
    expect(tab.sent.at(-1)).toMatchObject({ balanceMinor: '9980', at: '2026-01-01T00:00:00.000Z' });
  });

  it('should read once per member and push to each of their sockets, not to others', async () => {
    const { sut, bus, readBalance } = setup();
    const tabs = [fakeConnection(1, 's-1'), fakeConnection(1, 's-2')];
    const stranger = fakeConnection(2, 's-3');
    for (const tab of [...tabs, stranger]) await sut.add(tab.connection);
    await bus.publish(1, { kind: 'balance' });
    await vi.waitFor(() => expect(tabs.every((tab) => tab.sent.length === 1)).toBe(true));
    expect(readBalance).toHaveBeenCalledTimes(1);
    expect(stranger.sent).toEqual([]);
  });

  it('should send unread counts to members and never to trial accounts', async () => {
    const { sut } = setup();
    const member = fakeConnection(1, 's-1');
    const trial = fakeConnection(2, 's-2', true);
    await sut.add(member.connection);
    await sut.add(trial.connection);
    sut.refresh(1);
    sut.refresh(2);
    // Balance and counts are read side by side: either may arrive first.
    await vi.waitFor(() => expect(types(member.sent).sort()).toEqual(['balance', 'unread']));
    await vi.waitFor(() => expect(types(trial.sent)).toEqual(['balance']));
  });

  it('should push nothing for unread when no counter is registered', async () => {
    const { sut } = setup({ countUnread: async () => null });
    const member = fakeConnection(1, 's-1');
    await sut.add(member.connection);
    sut.refresh(1);
    await vi.waitFor(() => expect(types(member.sent)).toEqual(['balance']));
  });

  it('should log out and close exactly the sessions named, or all of them when none are', async () => {
    const { sut, bus } = setup();
    const ending = fakeConnection(1, 's-1');
    const staying = fakeConnection(1, 's-2');
    await sut.add(ending.connection);
    await sut.add(staying.connection);
    await bus.publish(1, { kind: 'logout', reason: 'SIGNED_OUT_ELSEWHERE', sessionIds: ['s-1'] });
    await vi.waitFor(() => expect(ending.closes).toHaveLength(1));
    expect(ending.sent).toEqual([{ type: 'logout', reason: 'SIGNED_OUT_ELSEWHERE' }]);
    expect(ending.closes).toEqual([{ code: LIVE_CLOSE_CODES.SIGNED_OUT, reason: 'SIGNED_OUT_ELSEWHERE' }]);
    expect(staying.closes).toEqual([]);

    sut.closeSessions(1, null, 'ACCOUNT_LOCKED');
    expect(staying.sent).toEqual([{ type: 'logout', reason: 'ACCOUNT_LOCKED' }]);
  });

  it('should push everyone-events to every member connected here', async () => {
    const { sut, bus } = setup();
    const tabs = [fakeConnection(1, 's-1'), fakeConnection(2, 's-2')];
    for (const tab of tabs) await sut.add(tab.connection);
    await bus.publish('all', { kind: 'push', event: { type: 'popup', id: 'p-1' } });
    await vi.waitFor(() =>
      expect(tabs.map((tab) => tab.sent)).toEqual([[{ type: 'popup', id: 'p-1' }], [{ type: 'popup', id: 'p-1' }]]),
    );
  });

  it('should close the oldest socket of a member beyond the limit', async () => {
    const { sut } = setup();
    const tabs = [1, 2, 3, 4].map((tab) => fakeConnection(1, `s-${tab}`));
    for (const tab of tabs) await sut.add(tab.connection);
    expect(tabs.map((tab) => tab.closes.length)).toEqual([1, 0, 0, 0]);
    expect(tabs[0]?.closes[0]?.code).toBe(LIVE_CLOSE_CODES.REPLACED);
    expect(sut.connections()).toHaveLength(3);
  });

  it('should stop listening to a member once their last socket is removed', async () => {
    const { sut, bus, readBalance } = setup();
    const tab = fakeConnection(1, 's-1');
    await sut.add(tab.connection);
    sut.remove(tab.connection);
    await bus.publish(1, { kind: 'balance' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(readBalance).not.toHaveBeenCalled();
    expect(sut.connections()).toEqual([]);
  });

  it('should refuse a socket whose subscription fails, and subscribe afresh for the next one', async () => {
    const local = createLocalEventBus({ onError: () => undefined });
    let isDown = true;
    const bus: EventBus = {
      ...local,
      subscribe: (target, listener) =>
        isDown ? Promise.reject(new Error('Redis down')) : local.subscribe(target, listener),
    };
    const { sut } = setup({ bus });
    await expect(sut.add(fakeConnection(1, 's-1').connection)).rejects.toThrow('Redis down');
    expect(sut.connections()).toEqual([]);
    isDown = false;
    const tab = fakeConnection(1, 's-2');
    await sut.add(tab.connection);
    await local.publish(1, { kind: 'push', event: { type: 'contract', id: 'c-1' } });
    await vi.waitFor(() => expect(tab.sent).toEqual([{ type: 'contract', id: 'c-1' }]));
  });

  it('should close every socket with going-away on shutdown', async () => {
    const { sut } = setup();
    const tabs = [fakeConnection(1, 's-1'), fakeConnection(2, 's-2')];
    for (const tab of tabs) await sut.add(tab.connection);
    sut.closeAll();
    expect(tabs.map((tab) => tab.closes)).toEqual([
      [{ code: LIVE_CLOSE_CODES.GOING_AWAY, reason: 'server shutting down' }],
      [{ code: LIVE_CLOSE_CODES.GOING_AWAY, reason: 'server shutting down' }],
    ]);
    expect(sut.connections()).toEqual([]);
  });
});
