import type { StreamTranscript } from '@perya/games';
import {
  createWebCrypto,
  originalsStreamRequest,
  playDice,
  playLimbo,
  runStream,
  verifySeedCommitment,
} from '@perya/games';
import type { OriginalsBet } from '@perya/contracts';

// Verifying a bet in the browser (packages/games "How a player verifies"): the revealed server
// seed against its commitment, then the bet replayed on WebCrypto from its seeds and nonce, with
// every HMAC block and float it read. Nothing here takes the server's figures on trust.

export type Verification = {
  commitmentMatches: boolean;
  transcript: StreamTranscript;
  /** Dice roll or limbo result, in hundredths. */
  value: number;
  payoutMinor: bigint;
  /** The recomputed outcome and payout equal the bet's record. */
  matchesRecord: boolean;
};

export type Seeds = { serverSeed: string; clientSeed: string; nonce: number; commitment: string };

export const verifyBet = async (bet: OriginalsBet, seeds: Seeds, maxWinMinor: bigint): Promise<Verification> => {
  const crypto = createWebCrypto();
  const commitmentMatches = await verifySeedCommitment(crypto, seeds.serverSeed, seeds.commitment);
  const request = originalsStreamRequest(seeds);
  const wager = { stakeMinor: BigInt(bet.amountMinor), maxWinMinor };
  const outcome = bet.outcome;
  const run =
    outcome.game === 'dice'
      ? await runStream(crypto, request, (source) => {
          const result = playDice(source, { ...wager, direction: outcome.direction, target: outcome.target });
          return { value: result.roll, payoutMinor: result.payoutMinor, recorded: outcome.roll };
        })
      : outcome.game === 'limbo'
        ? await runStream(crypto, request, (source) => {
            const result = playLimbo(source, { ...wager, target: outcome.target });
            return { value: result.result, payoutMinor: result.payoutMinor, recorded: outcome.result };
          })
        : null;
  if (!run) throw new Error(`no verifier for ${outcome.game} on this screen`);
  return {
    commitmentMatches,
    transcript: run.transcript,
    value: run.result.value,
    payoutMinor: run.result.payoutMinor,
    matchesRecord: run.result.value === run.result.recorded && run.result.payoutMinor === BigInt(bet.payoutMinor),
  };
};
