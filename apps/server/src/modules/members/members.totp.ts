import { Secret, TOTP } from 'otpauth';

import type { AppError as AppErrorType } from '../../lib/errors';
import { AppError } from '../../lib/errors';
import type { MemberRow, MembersRepository } from './members.repository';

// Authenticator apps (TOTP, RFC 6238): 6 digits, 30 s, one step of clock drift either way.

const totpFor = (account: string, secret: string) =>
  new TOTP({
    issuer: 'Perya',
    label: account,
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

export const isTotpCode = (member: Pick<MemberRow, 'account'>, secret: string, code: string, now: Date): boolean =>
  totpFor(member.account, secret).validate({ token: code, timestamp: now.getTime(), window: 1 }) !== null;

const totpInvalid = (memberId: number): AppErrorType =>
  new AppError('TOTP_INVALID', `wrong authenticator code for ${memberId}`);

export const createTotpOperations = ({
  membersRepository,
  now,
}: {
  membersRepository: MembersRepository;
  now: () => Date;
}) => ({
  /** Starts enrolment: a new secret waits until the member proves their app has it. */
  async startTotp(memberId: number): Promise<{ secret: string; otpauthUrl: string }> {
    const member = await membersRepository.findById(memberId);
    if (!member) throw new AppError('NOT_FOUND', `member ${memberId}`);
    const secret = new Secret({ size: 20 }).base32;
    await membersRepository.update(memberId, { totpPendingSecret: secret });
    return { secret, otpauthUrl: totpFor(member.account, secret).toString() };
  },

  async enableTotp(memberId: number, code: string): Promise<void> {
    const member = await membersRepository.findById(memberId);
    if (!member?.totpPendingSecret || !isTotpCode(member, member.totpPendingSecret, code, now()))
      throw totpInvalid(memberId);
    await membersRepository.update(memberId, { totpSecret: member.totpPendingSecret, totpPendingSecret: null });
  },

  async disableTotp(memberId: number, code: string): Promise<void> {
    const member = await membersRepository.findById(memberId);
    if (!member?.totpSecret || !isTotpCode(member, member.totpSecret, code, now())) throw totpInvalid(memberId);
    await membersRepository.update(memberId, { totpSecret: null, totpPendingSecret: null });
  },

  verifyTotp: (member: MemberRow, code: string): boolean =>
    Boolean(member.totpSecret) && isTotpCode(member, member.totpSecret ?? '', code, now()),
});
