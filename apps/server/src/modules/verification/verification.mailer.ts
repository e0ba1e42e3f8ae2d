import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

import { loadPackage } from '../../lib/load-package';

// E-mail over SMTP (SMTP_URL) with nodemailer; without SMTP_URL, mail is only recorded in the
// outbox (and shown on the dev outbox page when it is on).

export type MailMessage = { to: string; subject: string; text: string; html: string };
export type MailReceipt = { status: 'SENT' | 'RECORDED' };

export type Mailer = {
  send: (message: MailMessage) => Promise<MailReceipt>;
  close: () => void;
};

export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  // nodemailer loads with the first e-mail, not with the server.
  let transport: Transporter | null = null;
  const transportOf = () => (transport ??= (loadPackage('nodemailer') as typeof Nodemailer).createTransport(smtpUrl));
  return {
    send: async (message) => {
      await transportOf().sendMail({ from, ...message });
      return { status: 'SENT' };
    },
    close: () => transport?.close(),
  };
};

export const createRecordingMailer = (): Mailer => ({
  send: async () => ({ status: 'RECORDED' }),
  close: () => undefined,
});
