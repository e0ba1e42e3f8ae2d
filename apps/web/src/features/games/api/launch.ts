import { LaunchGameResultSchema } from '@perya/contracts';
import type { LanguageCode } from '@perya/contracts';

import { api } from '@/lib/api-client';

export type LaunchRequest = {
  nodeId: number;
  device: 'DESKTOP' | 'MOBILE';
  language: LanguageCode;
  backUrl: string;
};

/** POST /wps/game/launchGame: the provider's URL for this member and game (member only). */
export const launchGame = (request: LaunchRequest) => api.post('/wps/game/launchGame', LaunchGameResultSchema, request);
