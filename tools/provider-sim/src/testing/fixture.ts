// One fake wallet and one simulator per test, with the randomness, the clock and the delays in
// the test's hands: nothing waits for real time.
import { demoKey, startProviderSim } from '../index';
import type { PlayInput, ProviderSim, Sleep } from '../index';
import { startFakeWallet } from './wallet-server';
import type { FakeWallet } from './wallet-server';

export const VENDOR = 'BGS';
export const KEY = demoKey(VENDOR);
export const GAME = 'lucky-7s';
export const USER = '100001';
export const NICKNAME = 'Juan <b>dela Cruz</b>';
export const NOW = new Date('2026-01-15T08:00:00.000Z');

export type Fixture = {
  sim: ProviderSim;
  wallet: FakeWallet;
  /** A valid launch token of USER for VENDOR. */
  token: string;
  /** The next values random() returns (0.5, no win, once they run out). */
  nextRandom(...values: number[]): void;
  /** What the delay option asked to wait, in ms. */
  delays: number[];
  /** Ends every delay under way, as if its time had passed. */
  endDelays(): void;
  /** sim.play for USER's token, VENDOR and GAME. */
  play(bet: string, options?: PlayInput['options']): ReturnType<ProviderSim['play']>;
  close(): Promise<void>;
};

export const startFixture = async ({ balance = '123450' }: { balance?: string } = {}): Promise<Fixture> => {
  const clock = () => NOW;
  const wallet = await startFakeWallet({ keys: { [VENDOR]: KEY }, clock });
  wallet.addMember({ user: USER, nickname: NICKNAME, balance });
  const token = wallet.issueToken(USER, VENDOR);

  const randomValues: number[] = [];
  const delays: number[] = [];
  let waiting: (() => void)[] = [];
  const sleep: Sleep = (ms, signal) => {
    delays.push(ms);
    return new Promise((resolve) => {
      waiting.push(resolve);
      signal.addEventListener('abort', () => resolve());
    });
  };

  const sim = await startProviderSim({
    walletUrl: wallet.url,
    keys: { [VENDOR]: KEY },
    vendorNames: { [VENDOR]: 'Big <Games> Studio' },
    random: () => randomValues.shift() ?? 0.5,
    clock,
    sleep,
  });

  return {
    sim,
    wallet,
    token,
    nextRandom: (...values) => randomValues.push(...values),
    delays,
    endDelays() {
      const ended = waiting;
      waiting = [];
      for (const resolve of ended) resolve();
    },
    play: (bet, options) => sim.play({ token, vendor: VENDOR, game: GAME, bet, options }),
    async close() {
      await sim.close();
      await wallet.close();
    },
  };
};
