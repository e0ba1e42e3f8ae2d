import { queryOptions } from '@tanstack/react-query';

import {
  CrashBetPageSchema,
  CrashPlaySchema,
  CrashRoundPageSchema,
  CrashRoundSchema,
  CrashStateSchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';

// Crash's API (server modules/crash, decision 054): the state, my bets and the crashed rounds
// (12 a page), a bet into the round taking bets and a cash-out.

export const crashKeys = {
  all: ['originals', 'crash'] as const,
  state: () => [...crashKeys.all, 'state'] as const,
  myBets: () => [...crashKeys.all, 'bets'] as const,
  rounds: () => [...crashKeys.all, 'rounds'] as const,
};

export const crashStateQuery = () =>
  queryOptions({ queryKey: crashKeys.state(), queryFn: () => api.get('/wps/originals/crash/state', CrashStateSchema) });

export const crashMyBetsQuery = () =>
  queryOptions({
    queryKey: crashKeys.myBets(),
    queryFn: () => api.get('/wps/originals/crash/bets', CrashBetPageSchema, { pageNo: '1' }),
  });

export const crashRoundsQuery = () =>
  queryOptions({
    queryKey: crashKeys.rounds(),
    queryFn: () => api.get('/wps/originals/crash/rounds', CrashRoundPageSchema, { pageNo: '1' }),
  });

/** POST /wps/originals/crash/bet: joins the round taking bets; the same betId again is the same bet. */
export const placeCrashBet = (body: {
  betId: string;
  launchToken: string;
  amountMinor: string;
  autoCashOut: number | null;
}) => api.post('/wps/originals/crash/bet', CrashPlaySchema, body);

/** POST /wps/originals/crash/bets/:betId/cashout: cashes out at the multiplier of this moment. */
export const cashOutCrash = (betId: string) =>
  api.post(`/wps/originals/crash/bets/${betId}/cashout`, CrashPlaySchema, {});

/** GET /wps/originals/crash/rounds/:roundId: one round with what verifying it needs. */
export const crashRound = (roundId: number) => api.get(`/wps/originals/crash/rounds/${roundId}`, CrashRoundSchema);
