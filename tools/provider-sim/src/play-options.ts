// What a press of Spin asks for: the bet and the "Test options" that make the round misbehave
// on purpose. One parser for the page's JSON, its no-script form fallback and play().
import { AMOUNT_PATTERN } from './money';

export const DELAY_SECONDS = [0, 2, 5] as const;
export type DelaySeconds = (typeof DELAY_SECONDS)[number];

/** The page's bet chips: ₱1, ₱5, ₱10, ₱50, ₱100. */
export const BET_CHIPS = ['100', '500', '1000', '5000', '10000'] as const;

/** All off is a well-behaved provider: a bet, then its win. */
export type PlayOptions = {
  /** Send every money call twice, each copy signed afresh, with the same transaction_uuid. */
  duplicate: boolean;
  /** Resend the bet (the bonus win, when there is no bet) byte for byte: same nonce and signature. */
  replay: boolean;
  /** Wait before the call that settles the round (win, rollback, late bet, bonus); Spin does not wait. */
  delaySeconds: DelaySeconds;
  /** After the bet, roll it back instead of paying. */
  rollback: boolean;
  /** Roll back a bet the wallet never saw, then send that bet: the wallet must refuse it. */
  rollbackFirst: boolean;
  /** No bet: a win with is_bonus: true. */
  bonus: boolean;
};

export const NO_PLAY_OPTIONS: PlayOptions = {
  duplicate: false,
  replay: false,
  delaySeconds: 0,
  rollback: false,
  rollbackFirst: false,
  bonus: false,
};

/** The round's shape: the page offers it as one choice, since the three exclude each other. */
export const ROUND_FLOWS = ['win', 'rollback', 'rollbackFirst', 'bonus'] as const;
export type RoundFlow = (typeof ROUND_FLOWS)[number];

export const flowOf = (options: PlayOptions): RoundFlow =>
  options.bonus ? 'bonus' : options.rollbackFirst ? 'rollbackFirst' : options.rollback ? 'rollback' : 'win';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; detail: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const BOOLEAN_OPTIONS = ['duplicate', 'replay', 'rollback', 'rollbackFirst', 'bonus'] as const;

/** Test options as JSON; every field is optional and defaults to off. */
export const parsePlayOptions = (value: unknown): ParseResult<PlayOptions> => {
  if (value === undefined || value === null) return { ok: true, value: NO_PLAY_OPTIONS };
  if (!isRecord(value)) return { ok: false, detail: 'options must be an object' };
  const options: PlayOptions = { ...NO_PLAY_OPTIONS };
  for (const name of BOOLEAN_OPTIONS) {
    const flag = value[name];
    if (flag !== undefined && typeof flag !== 'boolean')
      return { ok: false, detail: `options.${name} must be a boolean` };
    options[name] = flag === true;
  }
  const delay = DELAY_SECONDS.find((seconds) => seconds === (value.delaySeconds ?? 0));
  if (delay === undefined)
    return { ok: false, detail: `options.delaySeconds must be one of ${DELAY_SECONDS.join(', ')}` };
  options.delaySeconds = delay;
  if ([options.rollback, options.rollbackFirst, options.bonus].filter(Boolean).length > 1) {
    return { ok: false, detail: 'options.rollback, options.rollbackFirst and options.bonus exclude each other' };
  }
  return { ok: true, value: options };
};

export type PlayRequest = { token: string; vendor: string; game: string; bet: string; options: PlayOptions };

const VENDOR_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const MAX_TOKEN_LENGTH = 512;
const MAX_GAME_LENGTH = 128;

const isText = (value: unknown, maxLength: number): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= maxLength;

/** The launch parameters a round needs, checked. */
export const parseLaunch = (
  fields: Record<string, unknown>,
): ParseResult<Pick<PlayRequest, 'token' | 'vendor' | 'game'>> => {
  const { token, vendor, game } = fields;
  if (!isText(token, MAX_TOKEN_LENGTH)) return { ok: false, detail: 'token is missing' };
  if (typeof vendor !== 'string' || !VENDOR_PATTERN.test(vendor)) return { ok: false, detail: 'vendor is missing' };
  if (!isText(game, MAX_GAME_LENGTH)) return { ok: false, detail: 'game is missing' };
  return { ok: true, value: { token, vendor, game } };
};

/** POST /play as JSON: `{ token, vendor, game, bet, options? }`. */
export const parsePlayRequest = (body: unknown): ParseResult<PlayRequest> => {
  if (!isRecord(body)) return { ok: false, detail: 'body must be a JSON object' };
  const launch = parseLaunch(body);
  if (!launch.ok) return launch;
  if (typeof body.bet !== 'string' || !AMOUNT_PATTERN.test(body.bet)) {
    return { ok: false, detail: 'bet must be a positive digit string of minor units' };
  }
  const options = parsePlayOptions(body.options);
  if (!options.ok) return options;
  return { ok: true, value: { ...launch.value, bet: body.bet, options: options.value } };
};

// A checkbox is sent only when ticked, with the value "on".
const isTicked = (value: unknown) => value !== undefined && value !== '';

/** POST /play as the page's form (without its script): the same fields, with `flow` for the round's shape. */
export const parsePlayForm = (form: unknown): ParseResult<PlayRequest> => {
  const fields = isRecord(form) ? form : {};
  const flow = ROUND_FLOWS.find((name) => name === (fields.flow ?? 'win'));
  if (flow === undefined) return { ok: false, detail: `flow must be one of ${ROUND_FLOWS.join(', ')}` };
  return parsePlayRequest({
    ...fields,
    options: {
      duplicate: isTicked(fields.duplicate),
      replay: isTicked(fields.replay),
      delaySeconds: Number(fields.delaySeconds ?? '0'),
      rollback: flow === 'rollback',
      rollbackFirst: flow === 'rollbackFirst',
      bonus: flow === 'bonus',
    },
  });
};
