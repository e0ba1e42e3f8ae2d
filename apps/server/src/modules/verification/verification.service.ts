import { createHash, randomUUID } from 'node:crypto';

import type { LanguageCode } from '@perya/contracts';
import { maskEmail, maskMobile } from '@perya/contracts';

import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { generateNumericCode, safeEqual } from '../../lib/tokens';
import type { Mailer, MailMessage } from './verification.mailer';
import type { NormalizedPhone } from './verification.phone';
import { normalizeMobile } from './verification.phone';
import type { VerificationRepository } from './verification.repository';
import type { SmsProvider } from './verification.sms';
import { emailCodeMail, smsCodeText } from './verification.text';

export type VerificationServiceDeps = {
  verificationRepository: VerificationRepository;
  /** The provider in force now (the back office's saved settings, else the environment's). */
  smsProvider: () => Promise<SmsProvider>;
  mailer: () => Promise<Mailer>;
  clock: Clock;
  log: { warn: (object: object, message: string) => void };
};

/** What a code is for; a code is only good for the purpose it was sent for. */
export type CodePurpose =
  'REGISTER' | 'LOGIN' | 'RESET_PASSWORD' | 'LOGIN_2FA' | 'BIND_MOBILE' | 'RESET_PAYMENT_PASSWORD';

export type CodeCheck = { ok: true } | { ok: false; reason: 'INVALID' | 'EXPIRED' };

export const CODE_EXPIRY_MINUTES = 5;
const CODE_MAX_ATTEMPTS = 5;
// Spec §5/§9: one SMS a second per number; after a burst, a 5-minute wait.
const MIN_INTERVAL_MS = 1000;
const BURST_WINDOW_MS = 10 * 60_000;
const BURST_LIMIT = 5;
const BLOCK_MS = 5 * 60_000;

const hashCode = (id: string, code: string): string => createHash('sha256').update(`${id}:${code}`).digest('hex');

// The outbox keeps a message's text only when it is the delivery itself (the dev SMS provider,
// no SMTP_URL: /dev/outbox shows it). A message that went out, or failed to, keeps no code and no
// link: codes are stored hashed, and a copy in clear beside them would undo it for anyone who
// reads the database or a backup of it.
const MASKED_CODE = '******';
const MAIL_TEXT_NOT_KEPT = '(not kept: the text may hold a code or a link)';

export const createVerificationService = ({
  verificationRepository,
  smsProvider: smsOf,
  mailer,
  clock,
  log,
}: VerificationServiceDeps) => {
  /** Throws SMS_TOO_FREQUENT / SMS_BLOCKED when a destination asks too often. */
  const throttle = async (destination: string): Promise<void> => {
    const now = clock.now().getTime();
    const recent = await verificationRepository.listCodesSince(destination, new Date(now - BURST_WINDOW_MS));
    const newest = recent[0]?.createdAt.getTime();
    if (newest !== undefined && now - newest < MIN_INTERVAL_MS)
      throw new AppError('SMS_TOO_FREQUENT', `code to ${destination} within 1 s`);
    if (recent.length >= BURST_LIMIT && newest !== undefined && now - newest < BLOCK_MS) {
      throw new AppError('SMS_BLOCKED', `${recent.length} codes to ${destination} in 10 minutes`);
    }
  };

  const issueCode = async (channel: 'SMS' | 'EMAIL', purpose: CodePurpose, destination: string, ip: string) => {
    await throttle(destination);
    const id = randomUUID();
    const code = generateNumericCode(6);
    const now = clock.now();
    await verificationRepository.insertCode({
      id,
      channel,
      purpose,
      destination,
      codeHash: hashCode(id, code),
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_EXPIRY_MINUTES * 60_000),
    });
    return { id, code };
  };

  const checkCode = async (purpose: CodePurpose, destination: string, code: string): Promise<CodeCheck> => {
    const row = await verificationRepository.findLatestUnusedCode(destination, purpose);
    if (!row || row.attempts >= CODE_MAX_ATTEMPTS) return { ok: false, reason: 'INVALID' };
    if (row.expiresAt <= clock.now()) return { ok: false, reason: 'EXPIRED' };
    if (!safeEqual(hashCode(row.id, code.trim()), row.codeHash)) {
      await verificationRepository.incrementAttempts(row.id);
      return { ok: false, reason: 'INVALID' };
    }
    // Two requests with the same right code: only the first gets through.
    return (await verificationRepository.consumeCode(row.id)) ? { ok: true } : { ok: false, reason: 'INVALID' };
  };

  const sendMail = async (message: MailMessage): Promise<void> => {
    try {
      const receipt = await (await mailer()).send(message);
      const kept = receipt.status === 'RECORDED';
      await verificationRepository.insertMail({
        toAddress: message.to,
        subject: message.subject,
        textBody: kept ? message.text : MAIL_TEXT_NOT_KEPT,
        htmlBody: kept ? message.html : '',
        status: receipt.status,
      });
    } catch (error) {
      await verificationRepository.insertMail({
        toAddress: message.to,
        subject: message.subject,
        textBody: MAIL_TEXT_NOT_KEPT,
        htmlBody: '',
        status: 'FAILED',
        error: (error as Error).message.slice(0, 500),
      });
      log.warn({ err: error }, 'e-mail not sent');
      throw new AppError('MAIL_SEND_FAILED', 'SMTP refused or unreachable');
    }
  };

  return {
    normalizeMobile,

    /**
     * A test message through the SMS provider or mailer in force (the back office's "send test"):
     * recorded in the outbox like any other; answers which way it went.
     */
    async sendTest(kind: 'SMS' | 'SMTP', to: string): Promise<string> {
      if (kind === 'SMTP') {
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to))
          throw new AppError('VALIDATION', 'not an e-mail address', { fields: { to: 'Enter an e-mail address' } });
        await sendMail({
          to,
          subject: 'Perya test e-mail',
          text: 'This is a test e-mail from the Perya back office.',
          html: '<p>This is a test e-mail from the Perya back office.</p>',
        });
        return 'smtp';
      }
      // A number with its country code (+63…), else a Philippine one.
      const phone = to.startsWith('+') ? normalizeMobile('', to.slice(1)) : normalizeMobile('63', to);
      if (!phone) throw new AppError('VALIDATION', 'not a mobile number', { fields: { to: 'Enter a mobile number' } });
      const provider = await smsOf();
      const body = 'Perya test message from the back office.';
      try {
        const receipt = await provider.send({ to: phone.e164, body });
        await verificationRepository.insertSms({
          destination: phone.e164,
          body,
          provider: provider.name,
          status: receipt.status,
          providerMessageId: receipt.providerMessageId,
        });
      } catch (error) {
        await verificationRepository.insertSms({
          destination: phone.e164,
          body,
          provider: provider.name,
          status: 'FAILED',
          error: (error as Error).message.slice(0, 500),
        });
        log.warn({ err: error, provider: provider.name }, 'test SMS not sent');
        throw new AppError('SMS_SEND_FAILED', `${provider.name} failed`);
      }
      return provider.name;
    },

    /**
     * What sending a code to a number with no account answers, without sending anything: the same
     * answer and the same limits (a code is stored, and reaches no one), so a recovery form cannot
     * be used to learn which numbers are registered (issue 22 item 13).
     */
    async sendNoSmsCode(input: {
      purpose: CodePurpose;
      phone: NormalizedPhone;
      ip: string;
    }): Promise<{ expiredMinutes: number; maskedMobile: string | null }> {
      await issueCode('SMS', input.purpose, input.phone.key, input.ip);
      return { expiredMinutes: CODE_EXPIRY_MINUTES, maskedMobile: maskMobile(input.phone.national) };
    },

    /** Sends a 6-digit code by SMS; refuses invalid numbers and numbers that ask too often. */
    async sendSmsCode(input: {
      purpose: CodePurpose;
      phone: NormalizedPhone;
      language: LanguageCode;
      ip: string;
    }): Promise<{ expiredMinutes: number; maskedMobile: string | null }> {
      const { id, code } = await issueCode('SMS', input.purpose, input.phone.key, input.ip);
      const body = smsCodeText(input.language, code, CODE_EXPIRY_MINUTES);
      const smsProvider = await smsOf();
      try {
        const receipt = await smsProvider.send({ to: input.phone.e164, body });
        await verificationRepository.insertSms({
          destination: input.phone.e164,
          body: receipt.status === 'RECORDED' ? body : body.replaceAll(code, MASKED_CODE),
          provider: smsProvider.name,
          status: receipt.status,
          providerMessageId: receipt.providerMessageId,
        });
      } catch (error) {
        // The code never reached anyone: make it unusable, record the failure, tell the caller.
        await verificationRepository.consumeCode(id);
        await verificationRepository.insertSms({
          destination: input.phone.e164,
          body: body.replaceAll(code, MASKED_CODE),
          provider: smsProvider.name,
          status: 'FAILED',
          error: (error as Error).message.slice(0, 500),
        });
        log.warn({ err: error, provider: smsProvider.name }, 'SMS not sent');
        throw new AppError('SMS_SEND_FAILED', `${smsProvider.name} failed`);
      }
      return { expiredMinutes: CODE_EXPIRY_MINUTES, maskedMobile: maskMobile(input.phone.national) };
    },

    /** Uses an SMS code once. */
    checkSmsCode: (purpose: CodePurpose, phone: NormalizedPhone, code: string) => checkCode(purpose, phone.key, code),

    /** Sends a 6-digit code by e-mail. */
    async sendEmailCode(input: { purpose: CodePurpose; email: string; language: LanguageCode; ip: string }) {
      const destination = input.email.toLowerCase();
      const { code } = await issueCode('EMAIL', input.purpose, destination, input.ip);
      await sendMail(emailCodeMail(input.language, input.email, code, CODE_EXPIRY_MINUTES));
      return { expiredMinutes: CODE_EXPIRY_MINUTES, maskedEmail: maskEmail(input.email) };
    },

    checkEmailCode: (purpose: CodePurpose, email: string, code: string) =>
      checkCode(purpose, email.toLowerCase(), code),

    sendMail,

    /** The latest SMS and e-mail, for the dev outbox page. */
    async listOutbox(limit = 50) {
      const [sms, mail] = await Promise.all([
        verificationRepository.listSms(limit),
        verificationRepository.listMail(limit),
      ]);
      return { sms, mail };
    },
  };
};

export type VerificationService = ReturnType<typeof createVerificationService>;
