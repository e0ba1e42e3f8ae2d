import type { GameCategoryCode } from '@perya/contracts';

import { GameCentrePage as GamesCentre } from '@/features/games/pages/game-centre-page';

/** A game centre (/live, /rng, /sports …): one category's providers and games. */
export const GameCentrePage = ({ code }: { code: GameCategoryCode }) => <GamesCentre code={code} />;
