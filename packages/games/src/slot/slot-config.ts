import { GameRuleError } from '../errors';

// A 5-reel video slot as data: symbols, paylines, pays, reel strips (one set for the base game,
// one for free spins), scatter pays and free spins. The engine (slot-engine.ts) and the exact RTP
// (slot-rtp.ts) read only this, so a new theme or a retuned maths sheet is a new config, checked by
// validateSlotConfig before use.

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

export type SlotSymbol = { readonly id: string; readonly kind: SlotSymbolKind; readonly name: string };

export type SlotConfig = {
  readonly id: string;
  readonly name: string;
  readonly reels: number;
  readonly rows: number;
  readonly symbols: readonly SlotSymbol[];
  /** Each payline: the row (0 = top) it crosses on each reel, left to right. */
  readonly paylines: readonly (readonly number[])[];
  /**
   * Line pays in multiples of the line bet (total bet / paylines), by symbol and run length:
   * linePays[id][n] for n in a row from the left. The wild's own entry pays runs of wilds.
   */
  readonly linePays: Readonly<Record<string, readonly number[]>>;
  /** Scatters pay anywhere, in multiples of the total bet, and award free spins, by scatter count. */
  readonly scatterPays: readonly number[];
  readonly freeSpinsAwarded: readonly number[];
  /** Every win in free spins is multiplied by this. */
  readonly freeSpinMultiplier: number;
  /** The most free spins one feature can hold, retriggers included. */
  readonly maxFreeSpins: number;
  /** Reel strips (symbol ids, read cyclically) for the base game and for free spins. */
  readonly strips: { readonly base: readonly (readonly string[])[]; readonly free: readonly (readonly string[])[] };
  /** The declared RTP in percent (4 decimals), checked against slotRtp in the tests. */
  readonly rtpPercent: string;
};

const fail = (message: string): never => {
  throw new GameRuleError('INVALID_CONFIG', message);
};

/** Throws INVALID_CONFIG unless the config is one the engine and the RTP calculation can trust. */
export const validateSlotConfig = (config: SlotConfig): void => {
  const ids = new Set(config.symbols.map((symbol) => symbol.id));
  if (ids.size !== config.symbols.length) fail('symbol ids must be unique');
  if (config.symbols.filter((symbol) => symbol.kind === 'wild').length > 1) fail('at most one wild symbol');
  if (config.symbols.filter((symbol) => symbol.kind === 'scatter').length !== 1) fail('exactly one scatter symbol');
  if (!Number.isInteger(config.reels) || config.reels < 3 || !Number.isInteger(config.rows) || config.rows < 1) {
    fail('reels must be ≥ 3 and rows ≥ 1');
  }
  if (config.paylines.length === 0) fail('at least one payline');
  for (const line of config.paylines) {
    if (line.length !== config.reels || line.some((row) => !Number.isInteger(row) || row < 0 || row >= config.rows)) {
      fail('each payline names one row per reel');
    }
  }
  const isCount = (values: readonly number[]) =>
    values.length === config.reels + 1 && values.every((value) => Number.isFinite(value) && value >= 0);
  for (const [id, pays] of Object.entries(config.linePays)) {
    const symbol = config.symbols.find((candidate) => candidate.id === id);
    if (!symbol || symbol.kind === 'scatter') fail(`line pays for unknown or scatter symbol ${id}`);
    if (!isCount(pays) || pays.some((pay) => !Number.isInteger(pay)))
      fail(`line pays of ${id}: whole numbers per run length 0-${config.reels}`);
  }
  if (!isCount(config.scatterPays) || config.scatterPays.some((pay) => !Number.isInteger(pay))) {
    fail('scatter pays: whole numbers per scatter count');
  }
  if (!isCount(config.freeSpinsAwarded) || config.freeSpinsAwarded.some((spins) => !Number.isInteger(spins))) {
    fail('free spins: whole numbers per scatter count');
  }
  if (!Number.isInteger(config.freeSpinMultiplier) || config.freeSpinMultiplier < 1) fail('free spin multiplier ≥ 1');
  if (!Number.isInteger(config.maxFreeSpins) || config.maxFreeSpins < Math.max(...config.freeSpinsAwarded)) {
    fail('max free spins must hold the largest award');
  }
  const scatter = config.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
  for (const set of [config.strips.base, config.strips.free]) {
    if (set.length !== config.reels) fail('one strip per reel');
    for (const strip of set) {
      if (strip.length < config.rows) fail('a strip must be at least as long as the window');
      if (strip.some((id) => !ids.has(id))) fail('strips use only known symbols');
      // At most one scatter in any window of a reel, so a spin shows at most one per reel.
      strip.forEach((id, index) => {
        if (id !== scatter) return;
        for (let gap = 1; gap < config.rows; gap += 1) {
          if (strip[(index + gap) % strip.length] === scatter)
            fail('scatters must be at least `rows` apart on a strip');
        }
      });
    }
  }
  if (!/^\d{1,3}\.\d{4}$/.test(config.rtpPercent)) fail('rtpPercent: percent with 4 decimals');
};
