import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Game, GameLaunchFallback, RoomList } from '@perya/contracts';
import { MEMBER_ACCOUNT_TYPE, TRIAL_ACCOUNT_TYPE } from '@perya/contracts';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, valueOf } from '../../testing/api-session';
import { countRows } from '../../testing/auth-helpers';
import { feedGame } from '../../testing/games-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Spec §7.2's last two game calls: GLS2_roomList (PvP: the rooms of a card game, tok) and
// GCS_gameLaunchFB (a game named by vendor and code, and what opening it does, no token needed).
// On a small catalogue of their own: a PvP vendor, a slot vendor, a lottery and a vendor list.

const PROVIDER = 'https://games.provider.test';

describe('PvP rooms and the launch fallback', () => {
  let sut: TestApp;
  let call: Caller;
  const token = { rich: '', poor: '', trial: '' };
  const memberId = { rich: 0, poor: 0, trial: 0 };

  beforeAll(async () => {
    sut = await createTestApp({ config: { providerLaunchUrl: PROVIDER } });
    call = createCaller(sut.app);
    await sut.app.gamesService.importFeed({
      format: 'perya-catalogue/1',
      vendors: [
        { code: 'RPVP', name: 'Room Cards', category: 'PVP', sortOrder: 1, maintenance: false, enabled: true },
        { code: 'RSLOT', name: 'Room Slots', category: 'RNG', sortOrder: 2, maintenance: false, enabled: true },
        { code: 'RLOT', name: 'Room Lotto', category: 'LOTT', sortOrder: 3, maintenance: false, enabled: true },
        { code: 'ROFF', name: 'Switched Off', category: 'PVP', sortOrder: 4, maintenance: false, enabled: false },
      ],
      games: [
        feedGame({ vendor: 'RPVP', code: 'TONGITS', name: 'Tongits', type: 'PVP' }),
        feedGame({ vendor: 'RPVP', code: 'PUSOY', name: 'Pusoy', type: 'PVP', maintenance: true }),
        feedGame({ vendor: 'RSLOT', code: 'SLOT1', name: 'Carabao Reels', type: 'RNG' }),
        feedGame({ vendor: 'RSLOT', code: 'LOBBY', name: 'Room Slots', type: 'RNG', isGame: 'VASSALAGE' }),
        feedGame({ vendor: 'RLOT', code: 'PICK3', name: 'Pick 3', type: 'LOTT' }),
        feedGame({ vendor: 'ROFF', code: 'POKER', name: 'Poker', type: 'PVP' }),
      ],
    });
    const create = async (account: string, type: number) =>
      (await sut.app.membersService.createMember({ account, password: 'Rooms-Right-2026', type })).id;
    memberId.rich = await create('roomrich', MEMBER_ACCOUNT_TYPE);
    memberId.poor = await create('roompoor', MEMBER_ACCOUNT_TYPE);
    memberId.trial = await create('roomtrial', TRIAL_ACCOUNT_TYPE);
    // ₱1,200: enough for the beginner (₱50) and regular (₱250) rooms and the expert's ₱1,000, not VIP's ₱5,000.
    await sut.app.walletService.adjust({
      memberId: memberId.rich,
      requestId: randomUUID(),
      direction: 'CREDIT',
      amountMinor: 120_000n,
      reason: 'funds for the rooms test',
      actor: { kind: 'SYSTEM', name: 'test' },
    });
    token.rich = await openSession(sut.app, memberId.rich);
    token.poor = await openSession(sut.app, memberId.poor);
    token.trial = await openSession(sut.app, memberId.trial);
  });
  afterAll(async () => {
    await sut.close();
  });

  const fallback = (query: string, bearer: string | null = null) =>
    call('GET', `/wps/relay/GCS_gameLaunchFB?${query}`, bearer);
  const rooms = (query: string, bearer: string | null) => call('GET', `/wps/relay/GLS2_roomList?${query}`, bearer);
  const tongits = async (): Promise<Game> =>
    (valueOf(await fallback('vassalage=RPVP&gameCode=TONGITS')) as GameLaunchFallback).game;

  describe('GLS2_roomList', () => {
    it('should list the four rooms of a PvP game with what the member can enter', async () => {
      const list: RoomList = valueOf(await rooms('vassalage=RPVP&gameCode=TONGITS', token.rich));
      expect(list.game).toMatchObject({ vassalage: 'RPVP', gameCode: 'TONGITS', gameType: 'PVP' });
      expect(list.availableMinor).toBe('120000');
      expect(list.list).toEqual([
        { roomId: 'BEGINNER', baseBetMinor: '100', minBalanceMinor: '5000', canEnter: true },
        { roomId: 'REGULAR', baseBetMinor: '500', minBalanceMinor: '25000', canEnter: true },
        { roomId: 'EXPERT', baseBetMinor: '2000', minBalanceMinor: '100000', canEnter: true },
        { roomId: 'VIP', baseBetMinor: '10000', minBalanceMinor: '500000', canEnter: false },
      ]);
      const byNode: RoomList = valueOf(await rooms(`nodeId=${list.game.nodeId}`, token.poor));
      expect(byNode.availableMinor).toBe('0');
      expect(byNode.list.map((room) => room.canEnter)).toEqual([false, false, false, false]);
    });

    it('should answer only a real member, and only for a playable PvP game', async () => {
      expectRefusal(await rooms('vassalage=RPVP&gameCode=TONGITS', null), 401, 'AUTH_REQUIRED');
      expectRefusal(await rooms('vassalage=RPVP&gameCode=TONGITS', token.trial), 403, 'TRIAL_FORBIDDEN');
      expectRefusal(await rooms('vassalage=RSLOT&gameCode=SLOT1', token.rich), 404, 'NOT_FOUND');
      expectRefusal(await rooms('vassalage=ROFF&gameCode=POKER', token.rich), 404, 'NOT_FOUND');
      expectRefusal(await rooms('vassalage=RPVP&gameCode=NOPE', token.rich), 404, 'NOT_FOUND');
      expectRefusal(await rooms('vassalage=RPVP&gameCode=PUSOY', token.rich), 409, 'GAME_MAINTENANCE');
      expectRefusal(await rooms('vassalage=RPVP', token.rich), 400, 'VALIDATION');
      expectRefusal(await rooms('nodeId=-1', token.rich), 400, 'VALIDATION');
    });

    it('should seat a launch at the room asked for, and refuse a room for a game without rooms', async () => {
      const game = await tongits();
      const launched = valueOf(
        await call('POST', '/wps/game/launchGame', token.rich, { nodeId: game.nodeId, roomId: 'EXPERT' }),
      );
      const url = new URL(launched.url);
      expect(url.searchParams.get('room')).toBe('EXPERT');
      expect(url.searchParams.get('baseBet')).toBe('2000');
      const plain = new URL(
        valueOf(await call('POST', '/wps/game/launchGame', token.rich, { nodeId: game.nodeId })).url,
      );
      expect(plain.searchParams.has('room')).toBe(false);

      const slot = (valueOf(await fallback('vassalage=RSLOT&gameCode=SLOT1')) as GameLaunchFallback).game;
      const tokens = await countRows(sut.database, 'launch_tokens');
      const refused = await call('POST', '/wps/game/launchGame', token.rich, { nodeId: slot.nodeId, roomId: 'VIP' });
      expectRefusal(refused, 400, 'VALIDATION');
      expect(await countRows(sut.database, 'launch_tokens')).toBe(tokens);
      expectRefusal(
        await call('POST', '/wps/game/launchGame', token.rich, { nodeId: game.nodeId, roomId: 'KING' }),
        400,
        'VALIDATION',
      );
    });
  });

  describe('GCS_gameLaunchFB', () => {
    it('should tell each caller what opening the game does, by the launch rules of spec §2.7', async () => {
      const guest: GameLaunchFallback = valueOf(await fallback('vassalage=RSLOT&gameCode=SLOT1'));
      expect(guest.game).toMatchObject({ gameCode: 'SLOT1', displayName: 'Carabao Reels', isFavorite: false });
      expect(guest.target).toEqual({ kind: 'LOGIN' });
      expect(valueOf(await fallback('vassalage=RSLOT&gameCode=SLOT1', token.trial)).target).toEqual({
        kind: 'REGISTER_DIALOG',
      });
      expect(valueOf(await fallback('vassalage=RSLOT&gameCode=SLOT1', token.rich)).target).toEqual({
        kind: 'LAUNCH',
        nodeId: guest.game.nodeId,
      });
      expect(valueOf(await fallback('vassalage=RLOT&gameCode=PICK3', token.rich)).target).toEqual({
        kind: 'ROUTE',
        path: '/lottery',
        query: { gameCode: 'PICK3' },
      });
      expect(valueOf(await fallback('vassalage=RSLOT&gameCode=LOBBY', token.rich)).target).toEqual({
        kind: 'VENDOR_LIST',
        vassalage: 'RSLOT',
      });
      expect(valueOf(await fallback('vassalage=RPVP&gameCode=PUSOY', token.rich)).target).toEqual({
        kind: 'MAINTENANCE',
      });
    });

    it("should show a member's heart on the game", async () => {
      const game = await tongits();
      valueOf(await call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', token.rich, { nodeId: game.nodeId }));
      expect(valueOf(await fallback('vassalage=RPVP&gameCode=TONGITS', token.rich)).game.isFavorite).toBe(true);
      expect(valueOf(await fallback('vassalage=RPVP&gameCode=TONGITS', token.poor)).game.isFavorite).toBe(false);
    });

    it('should answer 404 for an unknown or switched-off game and 400 for a bad query', async () => {
      expectRefusal(await fallback('vassalage=RSLOT&gameCode=NOPE'), 404, 'NOT_FOUND');
      expectRefusal(await fallback('vassalage=ROFF&gameCode=POKER'), 404, 'NOT_FOUND');
      expectRefusal(await fallback('vassalage=RSLOT'), 400, 'VALIDATION');
      expectRefusal(await fallback(`vassalage=RSLOT&gameCode=${'x'.repeat(200)}`), 400, 'VALIDATION');
    });
  });
});
