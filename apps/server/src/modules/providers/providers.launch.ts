import { randomUUID } from 'node:crypto';

import type { LaunchGameResult, PvpRoomId } from '@perya/contracts';
import { LAUNCH_TOKEN_HOURS, LOTTERY_VENDOR, lotteryGameOf } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { generateToken, hashToken } from '../../lib/tokens';
import { lotteryLaunchUrl } from '../lottery';
import { originalOf, originalsLaunchUrl } from '../originals';
import type { ProvidersDeps } from './providers.context';
import { roomOf } from './providers.rooms';

/**
 * Launching a game (spec §2.7 "others launch through the provider"): checks the game can be
 * played, moves money in transfer mode as the operator configured, issues a launch token and
 * answers with the provider's game URL. The launch is remembered for the member's recent games.
 */
/**
 * Where the game's "back" returns: a page of the portal, never another site. The URL parser
 * decides (it reads `/\\host` and `/\t/host` as another host), not a prefix check.
 */
export const backLinkOf = (backUrl: string | undefined, publicUrl: string): URL => {
  const portal = new URL(publicUrl);
  const asked = backUrl?.startsWith('/') ? new URL(backUrl, portal) : null;
  return asked && asked.origin === portal.origin ? asked : new URL('/', portal);
};

export const createProviderLaunch = ({
  providersRepository,
  clock,
  wallet,
  members,
  games,
  protection,
  compliance,
  launchUrl,
  publicUrl,
}: ProvidersDeps) => ({
  async launchGame(input: {
    memberId: number;
    /** The login session, for the member's session time limit. */
    sessionId?: string;
    nodeId: number;
    language?: string;
    backUrl?: string;
    /** A PvP room (GLS2_roomList): the provider seats the member at its stake. */
    roomId?: PvpRoomId;
  }): Promise<LaunchGameResult> {
    const game = await games.findGame(input.nodeId);
    if (!game || !game.isEnabled || !game.vendorEnabled) throw new AppError('NOT_FOUND', `game ${input.nodeId}`);
    const room = input.roomId === undefined ? null : roomOf(game.gameType, input.roomId);
    if (game.isMaintenance || game.vendorMaintenance)
      throw new AppError('GAME_MAINTENANCE', `game ${input.nodeId} under maintenance`);
    // The in-house originals open the portal's own game screen; others the provider's page.
    const original = originalOf(game.vendorCode, game.gameCode);
    // The in-house lottery opens the portal's lottery page (decision 053).
    const lottery = game.vendorCode === LOTTERY_VENDOR ? (lotteryGameOf(game.gameCode) ?? null) : null;
    // No provider address configured (never the simulator's on a real install): nothing to open.
    if (launchUrl === null && original === null && lottery === null)
      throw new AppError('GAME_MAINTENANCE', 'no PROVIDER_LAUNCH_URL configured');
    const member = await members.getMember(input.memberId);
    // Player protection: no game on a break from play or past the session time limit.
    await protection.checkPlay(member.id, input.sessionId);
    await compliance.requireForPlay(member.id);
    const transferred = await wallet.prepareForPlay({
      memberId: member.id,
      vendor: game.vendorCode,
      requestId: randomUUID(),
    });
    const token = generateToken();
    const now = clock.now();
    await providersRepository.insertLaunchToken({
      tokenHash: hashToken(token),
      memberId: member.id,
      vendorCode: game.vendorCode,
      gameCode: game.gameCode,
      nodeId: game.nodeId,
      currency: member.currency,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_HOURS * 3_600_000),
    });
    await games.recordLaunch(member.id, game.nodeId, now);
    const back = backLinkOf(input.backUrl, publicUrl);
    if (original !== null) {
      return {
        url: originalsLaunchUrl(original, {
          publicUrl,
          token,
          language: input.language ?? member.language,
          back: back.toString(),
        }).toString(),
        gameName: game.displayName,
        vassalage: game.vendorCode,
        transferredMinor: transferred === null ? null : transferred.toString(),
      };
    }
    if (lottery !== null) {
      return {
        url: lotteryLaunchUrl(lottery, {
          publicUrl,
          token,
          language: input.language ?? member.language,
          back: back.toString(),
        }).toString(),
        gameName: game.displayName,
        vassalage: game.vendorCode,
        transferredMinor: transferred === null ? null : transferred.toString(),
      };
    }
    const url = new URL('/game', launchUrl ?? publicUrl);
    url.search = new URLSearchParams({
      token,
      vendor: game.vendorCode,
      game: game.gameCode,
      lang: input.language ?? member.language,
      currency: member.currency,
      back: back.toString(),
      ...(room ? { room: room.roomId, baseBet: room.baseBetMinor.toString() } : {}),
    }).toString();
    return {
      url: url.toString(),
      gameName: game.displayName,
      vassalage: game.vendorCode,
      transferredMinor: transferred === null ? null : transferred.toString(),
    };
  },
});
