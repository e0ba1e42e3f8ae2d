import type { LotteryGameDefinition } from '@perya/contracts';

// Where a launch of an in-house lottery game goes (decision 053): the portal's own lottery page
// (spec §2.1 /lottery, /seaLottery, /vnLottery with gameCode), not a provider's page. The launch
// itself (checks, token, recent games) is the providers module's, as for every vendor; the page
// buys slips with the launch token it is given.
export const lotteryLaunchUrl = (
  game: LotteryGameDefinition,
  input: { publicUrl: string; token: string; language: string; back: string },
): URL => {
  const url = new URL(game.path, input.publicUrl);
  url.search = new URLSearchParams({
    gameCode: game.gameCode,
    token: input.token,
    lang: input.language,
    back: input.back,
  }).toString();
  return url;
};
