import type { PvpRoomId, RoomList } from '@perya/contracts';
import { PVP_ROOMS } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { ProvidersDeps } from './providers.context';

/** The room a PvP launch asks for, or a refusal when the game has no rooms. */
export const roomOf = (gameType: string, roomId: PvpRoomId) => {
  if (gameType !== 'PVP')
    throw new AppError('VALIDATION', `rooms are for PvP games, not ${gameType}`, {
      fields: { roomId: 'This game has no rooms' },
    });
  const room = PVP_ROOMS.find((entry) => entry.roomId === roomId);
  if (!room) throw new AppError('VALIDATION', `no room ${roomId}`, { fields: { roomId: 'No such room' } });
  return room;
};

/**
 * GLS2_roomList (spec §7.2, PvP): the rooms of a PvP card game, each with its base bet, the balance
 * a seat needs and whether the member's available balance reaches it now. The provider runs the
 * tables and checks the seat again with the money it holds; this list tells the member where they
 * can sit before they open the game.
 */
export const createProviderRooms = ({ games, wallet }: Pick<ProvidersDeps, 'games' | 'wallet'>) => ({
  async roomList(
    memberId: number,
    key: { nodeId: number } | { vendorCode: string; gameCode: string },
  ): Promise<RoomList> {
    const game = await games.findListedGame(key, memberId);
    if (!game || game.gameType !== 'PVP') throw new AppError('NOT_FOUND', 'no PvP game there');
    if (game.isMaintenance) throw new AppError('GAME_MAINTENANCE', `game ${game.nodeId} under maintenance`);
    const { availableMinor } = await wallet.getBalance(memberId);
    const available = BigInt(availableMinor);
    return {
      game,
      availableMinor,
      list: PVP_ROOMS.map((room) => ({
        roomId: room.roomId,
        baseBetMinor: room.baseBetMinor.toString(),
        minBalanceMinor: room.minBalanceMinor.toString(),
        canEnter: available >= room.minBalanceMinor,
      })),
    };
  },
});
