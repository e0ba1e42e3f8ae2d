import type {
  PromotionAudience,
  PromotionCategory,
  PromotionClaimGuard,
  PromotionJoinMode,
  PromotionRecurrence,
  PromotionRewardKind,
  PromotionRulesInput,
  PromotionTrigger,
  StaffAnnouncement,
  StaffPromotion,
} from '@perya/contracts';
import { PromotionRulesInputSchema, parseAmount, toDecimalString } from '@perya/contracts';

import type { AnnouncementBody } from '../content/content-api';
import { fromLocalInput, toLocalInput } from '../content/content-api';

// The promotion screens' data (decision 040, issue 19): a promotion is rules the engine applies
// (this module's staff API) plus its words and pictures, which are its content announcement of
// kind PROMOTION (the home carousel, the gift popup and /promotions#<id> read them). The editor
// keeps both in one draft; turning pesos into centavos and local times into instants happens here.

export const PROMOTIONS_PATH = '/wps/admin/promotions';
export const APPLICATIONS_PATH = '/wps/admin/promotions/applications';
export const GRANTS_PATH = '/wps/admin/promotions/grants';
export const WEIGHTS_PATH = '/wps/admin/settings/bonus-turnover';

export const TEXT_LANGUAGES = ['EN', 'TY', 'PT'] as const;
export type TextLanguage = (typeof TEXT_LANGUAGES)[number];

/** Where a promotion stands now, for staff (the member's own status is the engine's, per member). */
export type PromotionState = 'SCHEDULED' | 'RUNNING' | 'PAUSED' | 'ENDED';
export const stateOfPromotion = (promotion: StaffPromotion, now = Date.now()): PromotionState => {
  if (promotion.endedAt || Date.parse(promotion.endsAt) <= now) return 'ENDED';
  if (promotion.pausedAt) return 'PAUSED';
  if (Date.parse(promotion.startsAt) > now) return 'SCHEDULED';
  return 'RUNNING';
};

export type PromotionDraft = {
  name: string;
  category: PromotionCategory;
  audience: PromotionAudience;
  /** Lists as staff type them: "1, 2, 3". */
  vipLevels: string;
  agentIds: string;
  memberIds: string;
  startsAt: string;
  endsAt: string;
  joinMode: PromotionJoinMode;
  trigger: PromotionTrigger;
  /** Pesos; empty: none (an optional minimum for a first deposit). */
  threshold: string;
  streakDays: number;
  recurrence: PromotionRecurrence;
  rewardKind: PromotionRewardKind;
  amount: string;
  /** Percent with up to 2 decimals ("12.5"). */
  percent: string;
  cap: string;
  /** POINTS: whole points per reward. */
  points: string;
  turnoverMultiplier: number;
  /** 0: until the promotion ends. */
  expiryDays: number;
  /** Pesos; empty: no budget. */
  budget: string;
  claimGuards: PromotionClaimGuard[];
  autoPay: boolean;
  texts: Record<TextLanguage, { title: string; content: string }>;
  /** The card's picture (the announcement's first image); empty: the default picture. */
  picture: string;
};

const pesosOf = (minor: string | null) => (minor === null ? '' : toDecimalString(minor));
const listText = (values: number[]) => values.join(', ');

export const draftOfPromotion = (
  promotion: StaffPromotion | null,
  announcement: StaffAnnouncement | null,
  now = Date.now(),
): PromotionDraft => ({
  name: promotion?.name ?? '',
  category: promotion?.category ?? 'NEWBIE',
  audience: promotion?.audience ?? 'ALL',
  vipLevels: listText(promotion?.vipLevels ?? []),
  agentIds: listText(promotion?.agentIds ?? []),
  memberIds: listText(promotion?.memberIds ?? []),
  startsAt: toLocalInput(promotion?.startsAt ?? new Date(now).toISOString()),
  endsAt: toLocalInput(promotion?.endsAt ?? new Date(now + 30 * 86_400_000).toISOString()),
  joinMode: promotion?.joinMode ?? 'JOIN',
  trigger: promotion?.trigger ?? 'FIRST_DEPOSIT',
  threshold: pesosOf(promotion?.thresholdMinor ?? null),
  streakDays: promotion?.streakDays ?? 7,
  recurrence: promotion?.recurrence ?? 'ONCE',
  rewardKind: promotion?.rewardKind ?? 'FIXED',
  amount: pesosOf(promotion?.amountMinor ?? null),
  percent: promotion?.percentBp == null ? '' : String(promotion.percentBp / 100),
  cap: pesosOf(promotion?.capMinor ?? null),
  points: promotion?.points ?? '',
  turnoverMultiplier: promotion?.turnoverMultiplier ?? 1,
  expiryDays: promotion?.expiryDays ?? 0,
  budget: pesosOf(promotion?.budgetMinor ?? null),
  claimGuards: promotion?.claimGuards ?? [],
  autoPay: promotion?.autoPay ?? false,
  picture: [...(announcement?.images ?? [])].sort((a, b) => a.sequence - b.sequence)[0]?.url ?? '',
  texts: Object.fromEntries(
    TEXT_LANGUAGES.map((language) => [
      language,
      {
        title: announcement?.texts[language]?.title ?? '',
        content: announcement?.texts[language]?.content ?? '',
      },
    ]),
  ) as PromotionDraft['texts'],
});

/** The draft field a refusal names, for the message under it. */
export type DraftProblem = { field: string; message: string };

/** "1, 2,3" → [1, 2, 3]; null when a part is not a whole number. */
const listOf = (text: string): number[] | null => {
  const parts = text
    .split(/[\s,]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.every((part) => /^\d{1,16}$/.test(part))) return null;
  return parts.map(Number);
};

/** Pesos → centavos as text; null for empty; undefined when unreadable. */
const minorOf = (text: string): string | null | undefined => {
  if (text.trim() === '') return null;
  const minor = parseAmount(text.trim());
  return minor === null ? undefined : minor.toString();
};

/** Percent ("12.5") → basis points (1250); undefined when unreadable or finer than 0.01 %. */
const basisPointsOf = (text: string): number | null | undefined => {
  if (text.trim() === '') return null;
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(text.trim())) return undefined;
  return Math.round(Number(text.trim()) * 100);
};

/**
 * The engine's rules from the draft, checked by the contract's own schema (the server checks the
 * same again): the rules, or the first field at fault.
 */
export const rulesOfDraft = (
  draft: PromotionDraft,
  announcementId: number | null,
): { rules: PromotionRulesInput } | { problem: DraftProblem } => {
  const amounts = {
    threshold: minorOf(draft.threshold),
    amount: minorOf(draft.amount),
    cap: minorOf(draft.cap),
    budget: minorOf(draft.budget),
  };
  for (const [field, value] of Object.entries(amounts))
    if (value === undefined) return { problem: { field, message: 'amount' } };
  const points = draft.points.trim();
  if (draft.rewardKind === 'POINTS' && points !== '' && !/^\d{1,16}$/.test(points))
    return { problem: { field: 'points', message: 'points' } };
  const percentBp = basisPointsOf(draft.percent);
  if (percentBp === undefined) return { problem: { field: 'percent', message: 'percent' } };
  const lists = {
    vipLevels: listOf(draft.vipLevels),
    agentIds: listOf(draft.agentIds),
    memberIds: listOf(draft.memberIds),
  };
  for (const [field, value] of Object.entries(lists))
    if (value === null) return { problem: { field, message: 'list' } };
  const fixed = draft.rewardKind === 'FIXED';
  const percent = draft.rewardKind === 'PERCENT';
  const inPoints = draft.rewardKind === 'POINTS';
  const input: PromotionRulesInput = {
    name: draft.name,
    announcementId,
    category: draft.category,
    audience: draft.audience,
    vipLevels: draft.audience === 'VIP_LEVELS' ? (lists.vipLevels ?? []) : [],
    agentIds: draft.audience === 'AGENT_TEAMS' ? (lists.agentIds ?? []) : [],
    memberIds: draft.audience === 'MEMBER_LIST' ? (lists.memberIds ?? []) : [],
    startsAt: fromLocalInput(draft.startsAt) ?? '',
    endsAt: fromLocalInput(draft.endsAt) ?? '',
    joinMode: draft.joinMode,
    trigger: draft.trigger,
    thresholdMinor: ['FIRST_DEPOSIT', 'DEPOSIT_AT_LEAST', 'TURNOVER', 'NET_LOSS'].includes(draft.trigger)
      ? (amounts.threshold ?? null)
      : null,
    streakDays: draft.trigger === 'LOGIN_STREAK' ? draft.streakDays : null,
    recurrence: draft.recurrence,
    rewardKind: draft.rewardKind,
    amountMinor: fixed ? (amounts.amount ?? null) : null,
    percentBp: percent ? percentBp : null,
    capMinor: percent ? (amounts.cap ?? null) : null,
    points: inPoints && points !== '' ? points : null,
    // Points carry no turnover and draw on no money budget (decision 039): the fields are hidden.
    turnoverMultiplier: inPoints ? 0 : draft.turnoverMultiplier,
    expiryDays: draft.expiryDays > 0 ? draft.expiryDays : null,
    budgetMinor: inPoints ? null : (amounts.budget ?? null),
    claimGuards: draft.claimGuards,
    autoPay: draft.autoPay,
  };
  const parsed = PromotionRulesInputSchema.safeParse(input);
  // The request is the input as checked (the parsed output holds amounts as bigints, which JSON cannot carry).
  if (parsed.success) return { rules: input };
  const issue = parsed.error.issues[0];
  return { problem: { field: String(issue?.path[0] ?? 'name'), message: issue?.message ?? '' } };
};

/** The card picture first, then the announcement's other pictures as they were. */
const imagesOf = (picture: string, existing: StaffAnnouncement | null) => {
  const [, ...others] = [...(existing?.images ?? [])].sort((a, b) => a.sequence - b.sequence);
  const rest = others.map(({ url, sequence }) => ({ url, sequence }));
  return picture.trim() ? [{ url: picture.trim(), sequence: 0 }, ...rest] : rest;
};

/** The promotion's content announcement (its words per language), shown over the promotion's period. */
export const announcementOfDraft = (
  draft: PromotionDraft,
  rules: { startsAt: string; endsAt: string; category: PromotionCategory },
  existing: StaffAnnouncement | null,
): AnnouncementBody => {
  const texts = Object.fromEntries(
    TEXT_LANGUAGES.flatMap((language) => {
      const text = draft.texts[language];
      return language === 'EN' || text.title.trim() || text.content.trim()
        ? [[language, { ...existing?.texts[language], title: text.title, content: text.content }]]
        : [];
    }),
  ) as AnnouncementBody['texts'];
  return {
    kind: 'PROMOTION',
    texts,
    startsAt: rules.startsAt,
    endsAt: rules.endsAt,
    enabled: existing?.enabled ?? true,
    sequence: existing?.sequence ?? 0,
    category: rules.category,
    images: imagesOf(draft.picture, existing),
    version: existing?.version ?? 1,
  };
};
