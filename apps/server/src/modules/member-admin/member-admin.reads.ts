import type {
  MemberLink,
  StaffMemberBetQuery,
  StaffMemberLedgerQuery,
  StaffMemberProfile,
  StaffMemberQuery,
  StaffMemberRow,
} from '@perya/contracts';
import { AGENT_ACCOUNT_TYPES, MEMBER_ADMIN_EXPORT_MAX_ROWS, TRIAL_ACCOUNT_TYPE, isAgentType } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { isCalendarDay, startOfMemberDay } from '../../lib/member-time';
import { decodeCursor, encodeCursor, isUuid } from './member-admin.cursor';
import type { MemberLinksRepository } from './member-admin.links.repository';
import type { MemberAdminRepository, MemberListRow } from './member-admin.repository';
import { memberConditions as on } from './member-admin.repository';

// The back office's reads: the member list, a member's profile with its risk links, ledger,
// rounds, sessions and notes (issue 16, decision 029).

/** Days in the back office are the operator's (Manila, GMT+8). */
const OPERATOR_OFFSET_MINUTES = 480;
const DAY_MS = 86_400_000;
const SESSIONS_SHOWN = 100;
const KNOWN_IPS_SHOWN = 100;
const NOTES_SHOWN = 200;

export type MemberAdminReadDeps = {
  repository: MemberAdminRepository;
  links: MemberLinksRepository;
  now: () => Date;
};

/** A day range of the operator's calendar, checked: real days, in order. */
const dayRange = (from: string | undefined, to: string | undefined) => {
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (day !== undefined && !isCalendarDay(day))
      throw new AppError('VALIDATION', `bad ${field}`, { fields: { [field]: 'Not a date' } });
  }
  const start = from ? startOfMemberDay(from, OPERATOR_OFFSET_MINUTES) : undefined;
  const end = to ? new Date(startOfMemberDay(to, OPERATOR_OFFSET_MINUTES).getTime() + DAY_MS) : undefined;
  if (start && end && end <= start)
    throw new AppError('VALIDATION', 'range ends before it starts', {
      fields: { to: 'Must be on or after the start date' },
    });
  return { start, end };
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** National forms of a mobile number typed with or without the country code or a leading 0. */
const mobileForms = (digits: string): string[] => {
  const forms = new Set([digits]);
  if (digits.startsWith('63') && digits.length > 10) forms.add(digits.slice(2));
  if (digits.startsWith('0') && digits.length > 1) forms.add(digits.slice(1));
  return [...forms];
};

/** What `q` may be: an id, a mobile number and a username prefix (digits), an e-mail, a username prefix. */
const searchConditions = (q: string) => {
  const text = q.trim();
  if (text.includes('@')) return [on.emailIs(text)];
  const conditions = [on.accountStartsWith(`${escapeLike(text.toLowerCase())}%`)];
  const digits = text.replace(/^\+/, '');
  if (/^\d{1,20}$/.test(digits)) {
    const id = Number(digits);
    if (Number.isSafeInteger(id)) conditions.push(on.idIs(id));
    conditions.push(on.mobileIn(mobileForms(digits)));
  }
  return conditions;
};

const iso = (text: string | null) => (text === null ? null : text);

export const toMemberRow = (row: MemberListRow): StaffMemberRow => ({
  id: Number(row.id),
  account: row.account,
  nickname: row.nickname,
  type: row.type,
  isAgent: isAgentType(row.type),
  status: row.status,
  vipLevel: row.vip_level,
  email: row.email,
  mobile: row.mobile_num ? `${row.dialing_code ? `+${row.dialing_code} ` : ''}${row.mobile_num}` : null,
  uplineId: row.upline_id === null ? null : Number(row.upline_id),
  uplineAccount: row.upline_account,
  registeredIp: row.registered_ip,
  createdAt: row.created_at,
  lastLoginAt: iso(row.last_login_at),
});

const LINK_KINDS = ['IP', 'DEVICE', 'PAYOUT_NAME', 'PAYOUT_ACCOUNT'] as const;

export const createMemberAdminReads = ({ repository, links, now }: MemberAdminReadDeps) => {
  const requireMember = async (memberId: number) => {
    const member = await repository.findMember(memberId);
    if (!member) throw new AppError('NOT_FOUND', `member ${memberId}`);
    return member;
  };

  const findLinks = async (memberId: number): Promise<MemberLink[]> => {
    const groups = await Promise.all([
      links.sharedIps(memberId),
      links.sharedDevices(memberId),
      links.sharedPayoutNames(memberId),
      links.sharedPayoutAccounts(memberId),
    ]);
    const ids = [...new Set(groups.flat().flatMap((row) => row.member_ids.map(Number)))];
    const accounts = new Map((await repository.findAccounts(ids)).map((row) => [Number(row.id), row]));
    return groups.flatMap((rows, index) =>
      rows.map((row) => ({
        kind: LINK_KINDS[index] ?? 'IP',
        value: row.value,
        memberCount: row.member_count,
        members: row.member_ids.flatMap((id) => {
          const found = accounts.get(Number(id));
          return found ? [{ id: Number(id), account: found.account, status: found.status }] : [];
        }),
      })),
    );
  };

  return {
    /** The member list: search, filters, whitelisted sort, offset pages; a CSV export takes every page up to the cap. */
    async listMembers(query: StaffMemberQuery, exportAll = false) {
      const where = [];
      if (query.q) where.push(on.anyOf(searchConditions(query.q)));
      if (query.status) where.push(on.status(query.status));
      if (query.kind === 'member') where.push(on.typeIn([0]));
      if (query.kind === 'agent') where.push(on.typeIn(AGENT_ACCOUNT_TYPES));
      if (query.kind === 'trial') where.push(on.typeIn([TRIAL_ACCOUNT_TYPE]));
      const range = dayRange(query.registeredFrom, query.registeredTo);
      if (range.start) where.push(on.registeredFrom(range.start));
      if (range.end) where.push(on.registeredBefore(range.end));
      if (query.uplineId !== undefined) where.push(on.uplineIs(query.uplineId));
      if (query.hasDeposited !== undefined) where.push(on.hasDeposited(query.hasDeposited));
      const limit = exportAll ? MEMBER_ADMIN_EXPORT_MAX_ROWS : query.pageSize;
      const offset = exportAll ? 0 : (query.pageNo - 1) * query.pageSize;
      const { rows, total } = await repository.listMembers(
        { where, sort: query.sort, order: query.order, limit, offset },
        !exportAll,
      );
      return {
        list: rows.map(toMemberRow),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    async getProfile(memberId: number): Promise<StaffMemberProfile> {
      const member = await requireMember(memberId);
      const [upline, teamSize, balances, wageringOwed, sessions, memberLinks] = await Promise.all([
        member.uplineId === null ? Promise.resolve(undefined) : repository.findMember(member.uplineId),
        repository.countTeam(member.id),
        repository.findBalances(member.id),
        repository.wageringOwed(member.id),
        repository.sessionSummary(member.id, now()),
        findLinks(member.id),
      ]);
      return {
        id: member.id,
        account: member.account,
        nickname: member.nickname,
        type: member.type,
        isAgent: isAgentType(member.type),
        status: member.status,
        vipLevel: member.vipLevel,
        email: member.email,
        mobile: member.mobileNum ? `${member.dialingCode ? `+${member.dialingCode} ` : ''}${member.mobileNum}` : null,
        uplineId: member.uplineId,
        uplineAccount: upline?.account ?? null,
        registeredIp: member.registeredIp,
        createdAt: member.createdAt.toISOString(),
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
        version: member.version,
        payeeName: member.payeeName,
        birthday: member.birthday,
        currency: member.currency,
        language: member.language,
        registeredDomain: member.registeredDomain,
        lastLoginIp: sessions.lastIp,
        mustChangePassword: member.passwordChangeRequired,
        hasPaymentPassword: member.paymentPasswordHash !== null,
        paymentPasswordFailures: member.paymentPasswordFailures,
        totpEnabled: member.totpSecret !== null,
        teamSize,
        balances: balances
          .filter((row) => row.kind === 'MEMBER_MAIN' || row.kind === 'MEMBER_PROVIDER')
          .map((row) => ({
            wallet: row.kind === 'MEMBER_MAIN' ? 'MAIN' : (row.provider ?? 'PROVIDER'),
            currency: row.currency,
            balanceMinor: row.balance,
            heldMinor: row.held,
          })),
        wageringOwedMinor: wageringOwed,
        openSessions: sessions.open,
        links: memberLinks,
      };
    },

    /** The member's ledger transfers, newest first, by keyset (`cursor`); an export walks up to the cap. */
    async listLedger(memberId: number, query: StaffMemberLedgerQuery, exportAll = false) {
      await requireMember(memberId);
      const { start, end } = dayRange(query.from, query.to);
      let after: { at: string; id: string } | undefined;
      if (query.cursor) {
        const [at = '', id = ''] = decodeCursor(query.cursor, 2);
        if (!isUuid(id))
          throw new AppError('VALIDATION', 'bad cursor', { fields: { cursor: 'Not a cursor of this list' } });
        after = { at, id };
      }
      const limit = exportAll ? MEMBER_ADMIN_EXPORT_MAX_ROWS : query.pageSize + 1;
      const rows = await repository.listLedger({ memberId, kind: query.kind, start, end, after, limit });
      const page = exportAll ? rows : rows.slice(0, query.pageSize);
      const last = page.at(-1);
      return {
        list: page.map((row) => {
          const fromMember = row.debit_member_id !== null && Number(row.debit_member_id) === memberId;
          const toMember = row.credit_member_id !== null && Number(row.credit_member_id) === memberId;
          // Between two of the member's own wallets: told from the main wallet's side.
          const negative = fromMember && (!toMember || row.debit_kind === 'MEMBER_MAIN');
          return {
            id: row.id,
            kind: row.kind,
            status: row.status,
            amountMinor: negative ? `-${row.amount}` : row.amount,
            currency: row.currency,
            debitAccount: row.debit_code,
            creditAccount: row.credit_code,
            reference: row.reference,
            createdAt: row.created_at,
          };
        }),
        pageSize: query.pageSize,
        nextCursor:
          !exportAll && rows.length > query.pageSize && last ? encodeCursor([last.created_at, last.id]) : null,
      };
    },

    /** The member's rounds with the providers, newest first, by keyset. */
    async listBets(memberId: number, query: StaffMemberBetQuery, exportAll = false) {
      await requireMember(memberId);
      const { start, end } = dayRange(query.from, query.to);
      let after: { at: string; vendorCode: string; roundId: string } | undefined;
      if (query.cursor) {
        const [at = '', vendorCode = '', roundId = ''] = decodeCursor(query.cursor, 3);
        after = { at, vendorCode, roundId };
      }
      const limit = exportAll ? MEMBER_ADMIN_EXPORT_MAX_ROWS : query.pageSize + 1;
      const rows = await repository.listRounds({
        memberId,
        vendorCode: query.vendorCode || undefined,
        gameCode: query.gameCode || undefined,
        status: query.status,
        start,
        end,
        after,
        limit,
      });
      const page = exportAll ? rows : rows.slice(0, query.pageSize);
      const last = page.at(-1);
      return {
        list: page.map((row) => ({
          vendorCode: row.vendor_code,
          roundId: row.round_id,
          gameCode: row.game_code,
          currency: row.currency,
          betMinor: row.bet_total,
          winMinor: row.win_total,
          status: row.status,
          startedAt: row.started_at,
          settledAt: row.settled_at,
        })),
        pageSize: query.pageSize,
        nextCursor:
          !exportAll && rows.length > query.pageSize && last
            ? encodeCursor([last.started_at, last.vendor_code, last.round_id])
            : null,
      };
    },

    async listSessions(memberId: number) {
      await requireMember(memberId);
      const at = now();
      const [sessions, knownIps] = await Promise.all([
        repository.listSessions(memberId, SESSIONS_SHOWN),
        repository.listKnownIps(memberId, KNOWN_IPS_SHOWN),
      ]);
      return {
        sessions: sessions.map((row) => ({
          id: row.id,
          ip: row.ip,
          device: row.device,
          deviceId: row.deviceId,
          userAgent: row.userAgent,
          method: row.method,
          createdAt: row.createdAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
          isOpen: row.revokedAt === null && row.expiresAt > at && row.idleExpiresAt > at,
          revokedAt: row.revokedAt?.toISOString() ?? null,
          revokedReason: row.revokedReason,
        })),
        knownIps: knownIps.map((row) => ({
          ip: row.ip,
          firstSeenAt: row.firstSeenAt.toISOString(),
          lastSeenAt: row.lastSeenAt.toISOString(),
        })),
      };
    },

    async listNotes(memberId: number) {
      await requireMember(memberId);
      const rows = await repository.listNotes(memberId, NOTES_SHOWN);
      return {
        list: rows.map((row) => ({
          id: row.id,
          body: row.body,
          staffId: row.staffId,
          staffName: row.staffName,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    requireMember,
  };
};

export type MemberAdminReads = ReturnType<typeof createMemberAdminReads>;
