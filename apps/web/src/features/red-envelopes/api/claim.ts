import type { RedEnvelopeClaimResult } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { useMoneyMutation } from '@/lib/money-mutation';

import { RED_ENVELOPES_QUERY_KEY } from './drops-query';

// In the widget's chunk, not the home page's: the money mutation comes only with an open drop.
const claimSchema = () => import('./schemas').then((module) => module.RedEnvelopeClaimResultSchema);

/** MCS2_claimRafflePromotion: opens one envelope; the balance and the drops load again. */
export const useClaimRedEnvelope = () =>
  useMoneyMutation<number, RedEnvelopeClaimResult>({
    // The server makes a claim idempotent by (member, drop): no request id is sent.
    mutationFn: (dropId) => api.post('/wps/relay/MCS2_claimRafflePromotion', claimSchema, { dropId }),
    intentOf: (dropId) => String(dropId),
    invalidates: [RED_ENVELOPES_QUERY_KEY],
  });
