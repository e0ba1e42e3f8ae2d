import type { Mailer } from './verification.mailer';
import { createRecordingMailer, createSmtpMailer } from './verification.mailer';
import type { SmsProvider } from './verification.sms';
import { createDevSmsProvider, createSemaphoreSmsProvider } from './verification.sms';

// SMS and e-mail go out through what staff saved in the back office (Settings → SMS/SMTP, stored
// with the credential sealed; decision 030), else through the environment's SMS_* and SMTP_URL.
// A provider is rebuilt only when the saved settings change.

export type StoredDelivery = { settings: Record<string, unknown>; secret: string | null } | null;

const text = (value: unknown, fallback = ''): string => (typeof value === 'string' ? value : fallback);

export const smsProviderOf = (stored: NonNullable<StoredDelivery>): SmsProvider =>
  stored.settings.provider === 'semaphore' && stored.secret
    ? createSemaphoreSmsProvider({
        apiUrl: text(stored.settings.apiUrl),
        apiKey: stored.secret,
        sender: text(stored.settings.sender, 'PERYA'),
      })
    : createDevSmsProvider();

export const smtpUrlOf = (stored: NonNullable<StoredDelivery>): string => {
  const { host, port, secure, username } = stored.settings;
  const auth =
    typeof username === 'string' && username !== ''
      ? `${encodeURIComponent(username)}${stored.secret ? `:${encodeURIComponent(stored.secret)}` : ''}@`
      : '';
  return `${secure === true ? 'smtps' : 'smtp'}://${auth}${text(host)}:${typeof port === 'number' ? port : 587}`;
};

export const createSwitchingDelivery = (options: {
  envSms: SmsProvider;
  envMailer: Mailer;
  read: (kind: 'SMS' | 'SMTP') => Promise<StoredDelivery>;
}) => {
  let sms: { key: string; provider: SmsProvider } | null = null;
  let mail: { key: string; mailer: Mailer } | null = null;
  return {
    async sms(): Promise<SmsProvider> {
      const stored = await options.read('SMS');
      if (!stored) return options.envSms;
      const key = JSON.stringify(stored);
      if (sms?.key !== key) sms = { key, provider: smsProviderOf(stored) };
      return sms.provider;
    },
    async mailer(): Promise<Mailer> {
      const stored = await options.read('SMTP');
      if (!stored || text(stored.settings.host) === '') return options.envMailer;
      const key = JSON.stringify(stored);
      if (mail?.key !== key) {
        mail?.mailer.close();
        mail = { key, mailer: createSmtpMailer(smtpUrlOf(stored), text(stored.settings.from)) };
      }
      return mail.mailer;
    },
    close(): void {
      mail?.mailer.close();
      options.envMailer.close();
    },
  };
};

export { createRecordingMailer };
