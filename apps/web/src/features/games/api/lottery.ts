import type { Game, GameMenus } from '@perya/contracts';
import { SEA_LOTTERY_VENDORS, VN_LOTTERY_VENDORS } from '@perya/contracts';

import type { GameListFilters } from './game-list';
import { getGamePage } from './game-list';

export type LotteryPath = '/lottery' | '/seaLottery' | '/vnLottery';

/** Pages searched per list before a game code counts as unknown. */
const MAX_PAGES = 5;

const listsFor = (path: LotteryPath): GameListFilters[] => {
  if (path === '/vnLottery') return VN_LOTTERY_VENDORS.map((vassalage) => ({ vassalage, select: 'ALL' }));
  if (path === '/seaLottery') return SEA_LOTTERY_VENDORS.map((vassalage) => ({ vassalage, select: 'ALL' }));
  return [
    { gameType: 'LOTT', select: 'ALL' },
    { gameType: 'ELOTT', select: 'ALL' },
  ];
};

/** The lobby game of a lottery vendor in the menu, when the code is one (no list call needed). */
const fromMenus = (menus: GameMenus | undefined, gameCode: string): Game | null => {
  for (const lane of menus?.lanes ?? []) {
    for (const vendor of lane.vendors) {
      if (vendor.lobbyGame?.gameCode === gameCode) {
        return {
          nodeId: vendor.lobbyGame.nodeId,
          gameType: vendor.lobbyGame.gameType,
          vassalage: vendor.vassalage,
          vendorName: vendor.displayName,
          gameCode,
          isGame: 'GAME',
          displayName: vendor.displayName,
          gameName: vendor.displayName,
          iconUrl: '',
          lagerIcon: '',
          isHot: 0,
          isNew: false,
          classify: null,
          isMaintenance: vendor.isMaintenance,
          isFavorite: false,
        };
      }
    }
  }
  return null;
};

/** Finds the game a lottery page's ?gameCode= names: in the menu, else in the lottery lists. */
export const findLotteryGame = async (
  path: LotteryPath,
  gameCode: string,
  menus: GameMenus | undefined,
): Promise<Game | null> => {
  const known = fromMenus(menus, gameCode);
  if (known) return known;
  for (const filters of listsFor(path)) {
    for (let pageNo = 1; pageNo <= MAX_PAGES; pageNo += 1) {
      const page = await getGamePage(filters, pageNo);
      const found = page.content.find((game) => game.gameCode === gameCode);
      if (found) return found;
      if (page.pageNum >= page.totalPages) break;
    }
  }
  return null;
};
