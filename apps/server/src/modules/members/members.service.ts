import { randomBytes } from 'node:crypto';

import type { LanguageCode, MemberInfo, MemberProfile, RegisterSettings } from '@perya/contracts';
import { CURRENCY_SYMBOLS, isAgentType, isLanguageCode, isTrialType } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { createTtlCache } from '../../lib/ttl-cache';
import { AppError } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { FieldErrors } from './members.field-rules';
import { ageOn, fieldError } from './members.field-rules';
import { createPasswordOperations } from './members.passwords';
import type { MemberPatch, MemberRow, MembersRepository } from './members.repository';
import type { MemberContacts, MemberKyc } from './members.tables';
import { memberMessage } from './members.text';
import { createTotpOperations } from './members.totp';

export type MembersServiceDeps = {
  db: Database;
  membersRepository: MembersRepository;
  clock: Clock;
  getRegisterSettings: () => Promise<RegisterSettings>;
};

export type CreateMemberInput = {
  account: string;
  password: string;
  type: number;
  nickname?: string | null;
  uplineId?: number | null;
  affiliateCode?: string | null;
  referredById?: number | null;
  email?: string | null;
  dialingCode?: string | null;
  mobileNum?: string | null;
  payeeName?: string | null;
  birthday?: string | null;
  contacts?: MemberContacts;
  kyc?: MemberKyc;
  language?: string;
  registeredIp?: string | null;
  registeredDomain?: string | null;
  /** Runs in the creating transaction once the member and its tree rows exist (e.g. record the invitation link). */
  afterCreate?: (member: MemberRow, tx: Executor) => Promise<void>;
};

/** The member behind a session, as access rules need it; null unless active. */
export type ActiveMember = {
  id: number;
  account: string;
  type: number;
  isAgent: boolean;
  isTrial: boolean;
  currency: string;
};

/**
 * Who is behind a session is read on every request: remembered this long per member. A member
 * suspended (or promoted) is seen as such within this time in every process.
 */
const ACTIVE_MEMBER_CACHE_MS = 5_000;

// Constraint names of members.tables.ts, as the errors callers understand.
const TAKEN_BY_CONSTRAINT: Record<string, 'USERNAME_TAKEN' | 'MOBILE_TAKEN' | 'EMAIL_TAKEN'> = {
  members_account_lower: 'USERNAME_TAKEN',
  members_mobile: 'MOBILE_TAKEN',
  members_email_lower: 'EMAIL_TAKEN',
};

// 6 random bytes are 8 base64url characters; - and _ become X to keep codes easy to read out.
const newReferralCode = (): string => randomBytes(6).toString('base64url').replace(/[-_]/g, 'X').toUpperCase();

const languageOf = (member: MemberRow): LanguageCode => (isLanguageCode(member.language) ? member.language : 'TY');

export const createMembersService = ({ db, membersRepository, clock, getRegisterSettings }: MembersServiceDeps) => {
  const activeMembers = createTtlCache<number, ActiveMember | null>({
    ttlMs: ACTIVE_MEMBER_CACHE_MS,
    maxEntries: 100_000,
    clock,
  });

  const requireMember = async (id: number): Promise<MemberRow> => {
    const member = await membersRepository.findById(id);
    if (!member) throw new AppError('NOT_FOUND', `member ${id}`);
    return member;
  };

  /** Writes a patch, turning a duplicate username, mobile or e-mail into its error. */
  const saveOrExplain = async (work: () => Promise<void>): Promise<void> => {
    try {
      await work();
    } catch (error) {
      const constraint = uniqueViolation(error);
      const code = constraint === null ? undefined : TAKEN_BY_CONSTRAINT[constraint];
      if (code) throw new AppError(code, `unique ${constraint}`);
      throw error;
    }
  };

  return {
    /** A member's record (for other modules: the wallet reads real name, upline, offset). */
    getMember: requireMember,

    /** Active members directly under an agent (transfers to a downline). */
    listDirectDownlines: (id: number) => membersRepository.findDirectDownlines(id),

    ...createPasswordOperations({ membersRepository, clock, getRegisterSettings }),
    ...createTotpOperations({ membersRepository, now: () => clock.now() }),

    /** Creates a member and its place in the agent tree, in one transaction. */
    async createMember(input: CreateMemberInput): Promise<MemberRow> {
      // Hash before the transaction: PGlite is one connection, and the hash takes ~100 ms.
      const passwordHash = await hashPassword(input.password);
      let created: MemberRow | undefined;
      await saveOrExplain(async () => {
        created = await db.transaction(async (tx) => {
          const member = await membersRepository.insertMember(
            {
              account: input.account,
              passwordHash,
              // By the app's clock, which judges the password's age (not the database's).
              passwordChangedAt: clock.now(),
              type: input.type,
              nickname: input.nickname ?? null,
              uplineId: input.uplineId ?? null,
              affiliateCode: input.affiliateCode ?? null,
              referralCode: newReferralCode(),
              referredById: input.referredById ?? null,
              email: input.email || null,
              dialingCode: input.mobileNum ? (input.dialingCode ?? null) : null,
              mobileNum: input.mobileNum || null,
              payeeName: input.payeeName || null,
              birthday: input.birthday || null,
              contacts: input.contacts ?? {},
              kyc: input.kyc ?? {},
              registeredIp: input.registeredIp ?? null,
              registeredDomain: input.registeredDomain ?? null,
              ...(input.language ? { language: input.language } : {}),
            },
            tx,
          );
          await membersRepository.insertHierarchy(member.id, member.uplineId, tx);
          await input.afterCreate?.(member, tx);
          return member;
        });
      });
      if (!created) throw new Error('member not created');
      return created;
    },

    findByAccount: (account: string) => membersRepository.findByAccount(account),
    findById: (id: number) => membersRepository.findById(id),
    findByMobile: (dialingCode: string, mobileNum: string) => membersRepository.findByMobile(dialingCode, mobileNum),
    findByEmail: (email: string) => membersRepository.findByEmail(email),
    findByAffiliateCode: (code: string) => membersRepository.findByAffiliateCode(code),
    findByReferralCode: (code: string) => membersRepository.findByReferralCode(code),
    countTeam: (agentId: number) => membersRepository.countDescendants(agentId),

    async findActiveMember(id: number): Promise<ActiveMember | null> {
      const remembered = activeMembers.get(id);
      if (remembered !== undefined) return remembered;
      const member = await membersRepository.findById(id);
      const active =
        member && member.status === 'ACTIVE'
          ? {
              id: member.id,
              account: member.account,
              type: member.type,
              isAgent: isAgentType(member.type),
              isTrial: isTrialType(member.type),
              currency: member.currency,
            }
          : null;
      activeMembers.set(id, active);
      return active;
    },

    async recordLogin(id: number): Promise<void> {
      await membersRepository.update(id, { lastLoginAt: clock.now() });
    },

    async getInfo(id: number, mustChangePassword: boolean): Promise<MemberInfo> {
      const member = await requireMember(id);
      // The label is the operator's name of the level (VIP ladder, decision 047).
      const vipName = member.vipLevel > 0 ? await membersRepository.vipLevelName(member.vipLevel) : null;
      return {
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        isAgent: isAgentType(member.type),
        isTrial: isTrialType(member.type),
        currency: member.currency,
        currencySymbol: CURRENCY_SYMBOLS[member.currency] ?? member.currency,
        vipLevel: member.vipLevel,
        isVip: member.vipLevel > 0,
        vipLabel: member.vipLevel > 0 ? (vipName ?? `VIP ${member.vipLevel}`) : null,
        rankLevel: member.vipLevel,
        language: languageOf(member),
        avatarId: member.avatarId,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        mustChangePassword,
        utcOffsetMinutes: member.utcOffsetMinutes,
      };
    },

    async getProfile(id: number): Promise<MemberProfile> {
      const member = await requireMember(id);
      return {
        account: member.account,
        nickname: member.nickname,
        payeeName: member.payeeName,
        birthday: member.birthday,
        email: member.email,
        countryDialingCode: member.dialingCode,
        mobileNum: member.mobileNum,
        totpEnabled: member.totpSecret !== null,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        utcOffsetMinutes: member.utcOffsetMinutes,
        createdAt: member.createdAt.toISOString(),
      };
    },

    /**
     * Updates the security-centre profile. Each field follows the operator's rule; the real name
     * is set once (withdrawals are paid to it); a birthday needs the 21+ confirmation (spec §5).
     */
    async updateProfile(
      id: number,
      input: {
        nickname?: string;
        payeeName?: string;
        email?: string;
        birthday?: string;
        confirmAge?: boolean;
        utcOffsetMinutes?: number;
      },
      language: LanguageCode,
    ): Promise<void> {
      const member = await requireMember(id);
      const settings = await getRegisterSettings();
      const errors: FieldErrors = {};
      const patch: MemberPatch = {};
      const check = (field: 'nickname' | 'payeeName' | 'email' | 'birthday', value: string | undefined) => {
        if (value === undefined) return false;
        const problem = fieldError(field, value, settings, language);
        if (problem) errors[field] = problem;
        return !problem;
      };
      if (check('nickname', input.nickname)) patch.nickname = input.nickname || null;
      if (input.payeeName !== undefined && member.payeeName && input.payeeName !== member.payeeName) {
        errors.payeeName = memberMessage('realNameLocked', language);
      } else if (check('payeeName', input.payeeName)) patch.payeeName = input.payeeName || null;
      if (check('email', input.email)) patch.email = input.email || null;
      if (check('birthday', input.birthday) && input.birthday) {
        if (!input.confirmAge || ageOn(input.birthday, clock.now()) < 21)
          errors.birthday = memberMessage('age21', language);
        else patch.birthday = input.birthday;
      }
      if (input.utcOffsetMinutes !== undefined) patch.utcOffsetMinutes = input.utcOffsetMinutes;
      if (Object.keys(errors).length > 0) throw new AppError('VALIDATION', 'profile refused', { fields: errors });
      if (Object.keys(patch).length > 0) await saveOrExplain(() => membersRepository.update(id, patch));
    },

    async setMobile(id: number, dialingCode: string, mobileNum: string): Promise<void> {
      await saveOrExplain(() => membersRepository.update(id, { dialingCode, mobileNum }));
    },

    async setAvatar(id: number, avatarId: number): Promise<void> {
      await membersRepository.update(id, { avatarId });
    },

    async setLanguage(id: number, language: LanguageCode): Promise<void> {
      await membersRepository.update(id, { language });
    },

    languageOf,
  };
};

export type MembersService = ReturnType<typeof createMembersService>;
