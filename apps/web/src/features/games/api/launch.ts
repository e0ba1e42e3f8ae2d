import type { LanguageCode } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

export type LaunchRequest = {
  nodeId: number;
  device: 'DESKTOP' | 'MOBILE';
  language: LanguageCode;
  backUrl: string;
};

/** POST /wps/game/launchGame: the provider's URL for this member and game (member only). */
export const launchGame = (request: LaunchRequest) =>
  api.post('/wps/game/launchGame', lazySchema('LaunchGameResultSchema'), request);
