import type { AddressInfo } from 'node:net';

import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

// A real SMTP server in the test process: the portal sends to it over SMTP_URL, and tests read
// what arrived (decoded MIME, as a mail client shows it).

export type ReceivedMail = { to: string[]; subject: string; text: string };

export type Mailbox = {
  url: string;
  received: ReceivedMail[];
  /** The next mail to `address`, waiting up to 30 s. */
  waitFor: (address: string) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

export const startMailbox = async (): Promise<Mailbox> => {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          received.push({
            to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
            subject: email.subject ?? '',
            text: email.text ?? '',
          });
          for (const wake of waiters.splice(0)) wake();
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  const find = (address: string, seen: number) =>
    received.slice(seen).find((mail) => mail.to.includes(address.toLowerCase()));

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor: async (address) => {
      const seen = 0;
      for (let waited = 0; waited < 300; waited += 1) {
        const mail = find(address, seen);
        if (mail) return mail;
        await Promise.race([
          new Promise<void>((wake) => waiters.push(wake)),
          new Promise((done) => setTimeout(done, 100)),
        ]);
      }
      throw new Error(`no mail to ${address} within 30 s`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
