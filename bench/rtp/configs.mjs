// The configurations bench:rtp measures, their labels and declared RTPs, and how one round of each
// game is played for all of its configurations at once (worker.mjs). Every configuration of a game
// is played on the same round's floats, as if one player of each configuration bet on that round:
// each configuration still gets BENCH_ROUNDS independent rounds, and the HMACs are computed once per
// round instead of once per configuration.

export const STAKE_MINOR = 1_000_000n;
export const MAX_WIN_MINOR = 10n ** 15n;

const DICE_BETS = [
  { direction: 'under', target: 1 },
  { direction: 'over', target: 9_900 },
  { direction: 'under', target: 1_000 },
  { direction: 'over', target: 5_050 },
  { direction: 'under', target: 9_000 },
  { direction: 'over', target: 200 },
];
const LIMBO_TARGETS = [101, 150, 200, 1_000, 10_000, 100_000, 1_000_000, 100_000_000];
const CRASH_CASH_OUTS = [101, 150, 200, 500, 1_000, 10_000, 100_000];
// The order a player reveals mines tiles and picks keno numbers in (any order has the same odds).
const MINES_TILES = [12, 6, 18, 0, 24, 7, 17, 11, 13, 1, 23, 5, 19, 2, 22, 10, 14, 3, 21, 8, 16, 4, 20, 9, 15];
const KENO_PICKS = [7, 13, 21, 2, 38, 29, 16, 33, 5, 24];

const percent = (fraction, games) => games.toNumber(fraction) * 100;
const multiplierText = (hundredths) => `${(hundredths / 100).toLocaleString('en-US')}×`;

/** The configurations of every game: { key, label, declaredPercent }. */
export const configurationsOf = (games) => ({
  dice: DICE_BETS.map((bet) => ({
    key: `${bet.direction}-${bet.target}`,
    label: `${bet.direction} ${(bet.target / 100).toFixed(2)} (chance ${(games.diceChance(bet) / 100).toFixed(2)} %)`,
    declaredPercent: percent(games.DICE_RTP, games),
  })),
  limbo: LIMBO_TARGETS.map((target) => ({
    key: String(target),
    label: `target ${multiplierText(target)}`,
    declaredPercent: percent(games.LIMBO_RTP, games),
  })),
  crash: CRASH_CASH_OUTS.map((cashOutAt) => ({
    key: String(cashOutAt),
    label: `cash out at ${multiplierText(cashOutAt)}`,
    declaredPercent: percent(games.CRASH_RTP, games),
  })),
  mines: Array.from({ length: 24 }, (_, index) => index + 1).map((mineCount) => ({
    key: String(mineCount),
    label: `${mineCount} mine${mineCount === 1 ? '' : 's'}, 1–${minesRevealsFor(games, mineCount)} reveals`,
    declaredPercent: percent(games.MINES_RTP, games),
  })),
  plinko: games.PLINKO_RISKS.flatMap((risk) =>
    games.PLINKO_ROWS.map((rows) => ({
      key: `${risk}-${rows}`,
      label: `${risk}, ${rows} rows`,
      declaredPercent: Number(games.PLINKO_TABLES[risk][rows].rtpPercent),
    })),
  ),
  keno: games.KENO_RISKS.flatMap((risk) =>
    games.KENO_PICK_COUNTS.map((picks) => ({
      key: `${risk}-${picks}`,
      label: `${risk}, ${picks} pick${picks === 1 ? '' : 's'}`,
      declaredPercent: Number(games.KENO_TABLES[risk][picks].rtpPercent),
    })),
  ),
  slot: [
    {
      key: games.PERYA_LIGHTS.id,
      label: games.PERYA_LIGHTS.name,
      declaredPercent: Number(games.PERYA_LIGHTS.rtpPercent),
    },
  ],
});

export const GAMES = ['dice', 'limbo', 'crash', 'mines', 'plinko', 'keno', 'slot'];

const replay = (floats) => {
  let index = 0;
  return { float: () => floats[index++], byte: () => 0, integerBelow: () => 0 };
};
const fixed = (value) => ({ float: () => value, byte: () => 0, integerBelow: () => 0 });
const wager = { stakeMinor: STAKE_MINOR, maxWinMinor: MAX_WIN_MINOR };

// Mines: the stopping points measured for m mines are those a 10⁷-round run can see, survival
// probability at least 10⁻⁴ (≥ 1,000 wins expected at each). Rarer ones (13 mines and 12 reveals
// wins once in 5.2 million) would need 10⁹+ rounds (domain-rules §4.1); every stopping point's
// RTP is proven exact in mines.test.ts instead.
const revealsCache = new Map();
export const minesRevealsFor = (games, mineCount) => {
  if (revealsCache.has(mineCount)) return revealsCache.get(mineCount);
  let reveals = 1;
  while (reveals < 25 - mineCount && games.toNumber(games.minesSurvivalProbability(mineCount, reveals + 1)) >= 1e-4) {
    reveals += 1;
  }
  revealsCache.set(mineCount, reveals);
  return reveals;
};
const minesMultipliers = new Map();
const minesMultiplierOf = (games, mineCount, reveals) => {
  const key = mineCount * 100 + reveals;
  if (!minesMultipliers.has(key)) minesMultipliers.set(key, games.minesMultiplier(mineCount, reveals));
  return minesMultipliers.get(key);
};

const sameMoney = (left, right, what) => {
  if (left !== right) throw new Error(`${what}: the full engine paid ${right}, the shared round ${left}`);
};

/**
 * Plays round `round` of `game` on `source` for every configuration; calls record(index, payout
 * in minor units) for each, in configurationsOf(games)[game] order. Games whose configurations
 * share one draw (mines, plinko, keno) read the draw once through the engine's own steps (placeMines,
 * dropPlinkoBall, drawKeno, the tables, payoutFor) and, each round, play one configuration (in
 * turn) through the whole engine as well (startMines…, playPlinko, playKeno) and stop the bench
 * if the two ever pay differently.
 */
export const playRound = (games, game, source, round, record) => {
  switch (game) {
    case 'dice': {
      const float = source.float();
      DICE_BETS.forEach((bet, index) => record(index, games.playDice(fixed(float), { ...bet, ...wager }).payoutMinor));
      return;
    }
    case 'limbo': {
      const float = source.float();
      LIMBO_TARGETS.forEach((target, index) =>
        record(index, games.playLimbo(fixed(float), { target, ...wager }).payoutMinor),
      );
      return;
    }
    case 'mines': {
      const floats = Array.from({ length: 24 }, () => source.float());
      // Stake's pick order is the same for every mine count: the mines are its first m picks.
      const order = games.placeMines(replay(floats), 24);
      const pickedAt = new Array(25).fill(24);
      order.forEach((tile, index) => (pickedAt[tile] = index));
      const checked = 1 + (round % 24);
      for (let mineCount = 1; mineCount <= 24; mineCount += 1) {
        const reveals = 1 + (round % minesRevealsFor(games, mineCount));
        let isSafe = true;
        for (let pick = 0; pick < reveals; pick += 1) if (pickedAt[MINES_TILES[pick]] < mineCount) isSafe = false;
        const payout = isSafe ? games.payoutFor(wager, minesMultiplierOf(games, mineCount, reveals)).payoutMinor : 0n;
        record(mineCount - 1, payout);
        if (mineCount === checked) {
          let state = games.startMines(replay(floats), { mineCount, ...wager });
          for (let pick = 0; pick < reveals && state.status === 'playing'; pick += 1) {
            state = games.revealMinesTile(state, MINES_TILES[pick]);
          }
          if (state.status === 'playing') state = games.cashOutMines(state);
          sameMoney(payout, state.payoutMinor, `mines ${mineCount}`);
        }
      }
      return;
    }
    case 'plinko': {
      const floats = Array.from({ length: 16 }, () => source.float());
      const { path } = games.dropPlinkoBall(replay(floats), 16);
      const checked = round % 27;
      let index = 0;
      for (const risk of games.PLINKO_RISKS) {
        for (const rows of games.PLINKO_ROWS) {
          // The first `rows` floats are that many rows' drop.
          let bucket = 0;
          for (let row = 0; row < rows; row += 1) bucket += path[row];
          const payout = games.payoutFor(wager, games.plinkoMultipliers({ rows, risk })[bucket]).payoutMinor;
          record(index, payout);
          if (index === checked) {
            sameMoney(
              payout,
              games.playPlinko(replay(floats), { rows, risk, ...wager }).payoutMinor,
              `plinko ${risk} ${rows}`,
            );
          }
          index += 1;
        }
      }
      return;
    }
    case 'keno': {
      const floats = Array.from({ length: 10 }, () => source.float());
      const drawn = new Set(games.drawKeno(replay(floats)));
      const checked = round % 40;
      let index = 0;
      for (const risk of games.KENO_RISKS) {
        let hits = 0;
        for (const picks of games.KENO_PICK_COUNTS) {
          if (drawn.has(KENO_PICKS[picks - 1])) hits += 1;
          const payout = games.payoutFor(wager, games.kenoMultipliers(risk, picks)[hits]).payoutMinor;
          record(index, payout);
          if (index === checked) {
            const full = games.playKeno(replay(floats), { picks: KENO_PICKS.slice(0, picks), risk, ...wager });
            sameMoney(payout, full.payoutMinor, `keno ${risk} ${picks}`);
          }
          index += 1;
        }
      }
      return;
    }
    case 'slot':
      record(0, games.playSlot(source, { config: games.PERYA_LIGHTS, ...wager }).payoutMinor);
      return;
    default:
      throw new Error(`no round for ${game}`);
  }
};

/** Crash rounds come from a hash chain instead: one bust point, every cash-out target settled on it. */
export const settleCrashRound = (games, crashPoint, record) => {
  CRASH_CASH_OUTS.forEach((cashOutAt, index) =>
    record(index, games.settleCrashBet({ ...wager, cashOutAt, crashPoint }).payoutMinor),
  );
};
