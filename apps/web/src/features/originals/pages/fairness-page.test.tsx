import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import type { FairnessState, OriginalsBet, OriginalsGameInfo } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';
import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

import dice from '../../../../../../packages/games/test-vectors/dice.json';

// The fairness page on /fair/dice (decision 060): a bet of mine looked up by its id is recomputed
// in the browser step by step (packages/games' published dice vector, so the seeds and the outcome
// are real); an id the server does not know for me says so; a bet whose server seed is still
// secret asks for a rotation and verifies once it is done.

const vector = dice[0]!;
const BET_ID = 'looked-up-bet-0001';

const diceInfo: OriginalsGameInfo = {
  game: 'dice',
  gameCode: 'DICE',
  enabled: true,
  minBetMinor: '100',
  maxBetMinor: '1000000',
  maxWinMinor: vector.input.maxWinMinor,
  houseEdgeBps: 100,
  rtpPercent: '98.9901',
  tableRtpPercent: {},
};

/** The vector's bet as the server records it; `revealed`: rotated away, so it carries its seed. */
const betOf = (revealed: boolean): OriginalsBet => ({
  betId: BET_ID,
  game: 'dice',
  status: 'SETTLED',
  amountMinor: vector.input.stakeMinor,
  payoutMinor: vector.expected.payoutMinor,
  multiplier: 0,
  isWin: vector.expected.isWin,
  isCapped: false,
  currency: 'PHP',
  outcome: {
    game: 'dice',
    direction: vector.input.bet.direction as 'over' | 'under',
    target: vector.input.bet.target,
    roll: vector.expected.roll,
  },
  fairness: {
    commitment: vector.expected.commitment,
    serverSeed: revealed ? vector.input.serverSeed : null,
    clientSeed: vector.input.clientSeed,
    nonce: vector.input.nonce,
    cursor: 0,
  },
  createdAt: '2026-11-20T10:00:00.000Z',
  settledAt: '2026-11-20T10:00:00.000Z',
});

const activeState: FairnessState = {
  commitment: vector.expected.commitment,
  clientSeed: vector.input.clientSeed,
  nonce: 1,
  revealed: [],
};
const rotatedState: FairnessState = {
  commitment: 'e'.repeat(64),
  clientSeed: 'after-rotation',
  nonce: 0,
  revealed: [
    {
      serverSeed: vector.input.serverSeed,
      commitment: vector.expected.commitment,
      clientSeed: vector.input.clientSeed,
      betCount: 1,
      revealedAt: '2026-11-27T10:00:00.000Z',
    },
  ],
};

const notFound = { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'Not found', value: null } };

/** The server's side: my one bet, my seeds (rotating reveals the bet's), the dice limits. */
const installServer = ({ revealed }: { revealed: boolean }) => {
  let rotated = revealed;
  const api = installFakeApi({
    '/wps/originals/games': () => api.ok({ games: [diceInfo] }),
    '/wps/originals/bets': () => api.ok({ bets: [] }),
    '/wps/originals/fairness': () => api.ok(rotated ? rotatedState : activeState),
    '/wps/originals/fairness/rotate': () => {
      rotated = true;
      return api.ok(rotatedState);
    },
    [`/wps/originals/bets/${BET_ID}`]: () => api.ok(betOf(rotated)),
    '/wps/originals/bets/someone-elses-bet': () => notFound,
  });
  return api;
};

const lookUp = async (betId: string) => {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: /Bet id/ }, { timeout: 10_000 });
  await user.clear(field);
  await user.type(field, betId);
  await user.click(screen.getByRole('button', { name: 'Find' }));
  return user;
};

describe('FairnessPage', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await import('./fairness-page');
  });

  it('should look a bet up by its id and show it verified, step by step', async () => {
    const api = installServer({ revealed: true });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/fair/dice');
    expect(
      await screen.findByRole('heading', { name: 'Provably fair: Dais Perya' }, { timeout: 10_000 }),
    ).toBeVisible();

    await lookUp(BET_ID);

    const steps = await screen.findByTestId('verification', undefined, { timeout: 10_000 });
    expect(within(steps).getByText(/^Verified: the seed matches/)).toBeInTheDocument();
    expect(within(steps).getByTestId('step-commitment')).toHaveTextContent('SHA-256(server seed) = ✓');
    // Bytes: the vector's HMAC block; floats: the first one, from its four bytes; the outcome.
    expect(steps).toHaveTextContent(vector.expected.blocks[0]!.hex);
    expect(within(steps).getByTestId('step-floats')).toHaveTextContent(vector.expected.floats[0]!.toFixed(12));
    expect(within(steps).getByTestId('verified-outcome')).toHaveTextContent(
      `Roll = floor(float × 10001) / 100 = ${(vector.expected.roll / 100).toFixed(2)}`,
    );
    expect(api.requests.map((request) => request.url)).toContain(`/wps/originals/bets/${BET_ID}`);
  });

  it('should say no bet of mine has an id the server does not find for me', async () => {
    installServer({ revealed: true });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    renderApp('/fair/dice');

    await lookUp('someone-elses-bet');

    expect(await screen.findByTestId('fair-not-found', undefined, { timeout: 10_000 })).toHaveTextContent(
      'No bet of yours has this id.',
    );
    expect(screen.queryByTestId('verification')).not.toBeInTheDocument();
  });

  it('should ask for a rotation while the bet’s seed is secret, then verify it once rotated', async () => {
    installServer({ revealed: false });
    useSessionStore.setState({ token: 'test-token', isAgent: false, isTrial: false });
    // As the betting record links to it: the bet id in the address.
    renderApp(`/fair/dice?bet=${BET_ID}&back=%2Fmember%2FpersonalHistoryCopy`);

    expect(await screen.findByTestId('not-revealed', undefined, { timeout: 10_000 })).toHaveTextContent(
      `This bet's server seed is still secret. Rotate the seeds to reveal it, then verify bet #${vector.input.nonce}.`,
    );
    expect(screen.getByRole('textbox', { name: /Bet id/ })).toHaveValue(BET_ID);
    expect(screen.getByTestId('fair-back')).toHaveAttribute('href', '/member/personalHistoryCopy');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Rotate seeds (reveal the server seed)' }));

    await waitFor(() => expect(screen.getByTestId('fair-commitment')).toHaveTextContent('e'.repeat(64)));
    const steps = await screen.findByTestId('verification', undefined, { timeout: 10_000 });
    expect(within(steps).getByText(/^Verified: the seed matches/)).toBeInTheDocument();
  });
});
