import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createTestClock, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import type { Mailer } from './verification.mailer';
import { createVerificationRepository } from './verification.repository';
import { createVerificationService } from './verification.service';
import type { SmsProvider } from './verification.sms';

// The outbox is the delivery only for the dev SMS provider and without SMTP_URL (the embedded
// demo, /dev/outbox). On a real install the messages go out, and their copy in the database must
// hold neither the code nor the link: codes are stored hashed, and a clear copy beside them
// would hand any account to whoever reads the database or a backup (issue 22, the outbox's
// convenience reaching a real install).

const PHONE = { dialingCode: '63', key: '63:9171230077', e164: '+639171230077', national: '9171230077' };
const quietLog = { warn: () => undefined };

describe('what the outbox keeps of messages that went out', () => {
  let sut: TestApp;
  const clock = createTestClock();
  const delivered: Array<{ body?: string; text?: string }> = [];
  let mailFails = false;

  const sentSms: SmsProvider = {
    name: 'semaphore',
    send: async (message) => {
      delivered.push(message);
      return { status: 'SENT', providerMessageId: 'msg-1' };
    },
  };
  const smtp: Mailer = {
    send: async (message) => {
      if (mailFails) throw new Error('SMTP unreachable');
      delivered.push(message);
      return { status: 'SENT' };
    },
    close: () => undefined,
  };

  beforeAll(async () => {
    sut = await createTestApp({ clock });
  });
  afterAll(async () => {
    await sut.close();
  });

  const service = () =>
    createVerificationService({
      verificationRepository: createVerificationRepository(sut.database.db),
      smsProvider: async () => sentSms,
      mailer: async () => smtp,
      clock,
      log: quietLog,
    });

  it('should send the SMS code, and keep the text with the code masked', async () => {
    await service().sendSmsCode({ purpose: 'LOGIN', phone: PHONE, language: 'EN', ip: '127.0.0.1' });
    const code = /\d{6}/.exec(delivered.at(-1)?.body ?? '')?.[0];
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await queryRows<{ body: string; status: string }>(
      sut.database,
      'select body, status from sms_outbox order by id desc limit 1',
    );
    expect(row?.status).toBe('SENT');
    expect(row?.body).toContain('******');
    expect(row?.body).not.toContain(code);
  });

  it('should send the e-mail code, and keep no text of it, sent or failed', async () => {
    clock.advance(2_000);
    await service().sendEmailCode({ purpose: 'LOGIN_2FA', email: 'juan@example.com', language: 'EN', ip: '127.0.0.1' });
    const code = /\d{6}/.exec(delivered.at(-1)?.text ?? '')?.[0];
    expect(code).toMatch(/^\d{6}$/);
    mailFails = true;
    clock.advance(2_000);
    await expect(
      service().sendMail({ to: 'juan@example.com', subject: 'Reset', text: 'https://x/reset?token=secret', html: '' }),
    ).rejects.toThrow();
    const rows = await queryRows<{ text_body: string; html_body: string; status: string }>(
      sut.database,
      'select text_body, html_body, status from mail_outbox order by id',
    );
    expect(rows.map((row) => row.status)).toEqual(['SENT', 'FAILED']);
    for (const row of rows) {
      expect(`${row.text_body}${row.html_body}`).not.toContain(code);
      expect(`${row.text_body}${row.html_body}`).not.toContain('secret');
    }
  });
});
