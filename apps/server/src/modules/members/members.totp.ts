import { AppError } from '../../lib/errors';
import { matchTotpStep, newTotpSecret } from '../../lib/totp';
import type { MemberRow, MembersRepository } from './members.repository';

// Members' authenticator apps. Each code is used once: the member's last used time-step is kept,
// and a code is taken only for a later step, by one conditional update (issue 22 item 11).

export const isTotpCode = (member: Pick<MemberRow, 'account'>, secret: string, code: string, now: Date): boolean =>
  matchTotpStep(member.account, secret, code, now) !== null;

const totpInvalid = (memberId: number) => new AppError('TOTP_INVALID', `wrong authenticator code for ${memberId}`);

export const createTotpOperations = ({
  membersRepository,
  now,
}: {
  membersRepository: MembersRepository;
  now: () => Date;
}) => {
  /** Takes `code` for `secret` once: false when wrong, or when its time-step was used already. */
  const useCode = async (member: MemberRow, secret: string, code: string): Promise<boolean> => {
    const step = matchTotpStep(member.account, secret, code, now());
    return step !== null && membersRepository.claimTotpStep(member.id, step);
  };

  return {
    /** Starts enrolment: a new secret waits until the member proves their app has it. */
    async startTotp(memberId: number): Promise<{ secret: string; otpauthUrl: string }> {
      const member = await membersRepository.findById(memberId);
      if (!member) throw new AppError('NOT_FOUND', `member ${memberId}`);
      const enrolment = newTotpSecret(member.account);
      await membersRepository.update(memberId, { totpPendingSecret: enrolment.secret });
      return enrolment;
    },

    async enableTotp(memberId: number, code: string): Promise<void> {
      const member = await membersRepository.findById(memberId);
      if (!member?.totpPendingSecret || !(await useCode(member, member.totpPendingSecret, code)))
        throw totpInvalid(memberId);
      await membersRepository.update(memberId, { totpSecret: member.totpPendingSecret, totpPendingSecret: null });
    },

    async disableTotp(memberId: number, code: string): Promise<void> {
      const member = await membersRepository.findById(memberId);
      if (!member?.totpSecret || !(await useCode(member, member.totpSecret, code))) throw totpInvalid(memberId);
      await membersRepository.update(memberId, { totpSecret: null, totpPendingSecret: null });
    },

    /** A login's authenticator code: right, and not used before. */
    verifyTotp: async (member: MemberRow, code: string): Promise<boolean> =>
      member.totpSecret !== null && useCode(member, member.totpSecret, code),
  };
};
