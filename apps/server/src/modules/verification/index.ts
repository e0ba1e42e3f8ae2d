import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { Mailer } from './verification.mailer';
import { createRecordingMailer, createSmtpMailer } from './verification.mailer';
import { createVerificationRepository } from './verification.repository';
import { createSwitchingDelivery } from './verification.delivery';
import type { VerificationService } from './verification.service';
import { createVerificationService } from './verification.service';
import type { SmsProvider } from './verification.sms';
import { createDevSmsProvider, createSemaphoreSmsProvider } from './verification.sms';

export { devOutboxRoutes } from './verification.routes';
export { normalizeMobile } from './verification.phone';
export type { NormalizedPhone } from './verification.phone';
export { CODE_EXPIRY_MINUTES } from './verification.service';
export { passwordResetMail } from './verification.text';
export type { CodeCheck, CodePurpose, VerificationService } from './verification.service';
export type { SmsProvider } from './verification.sms';

declare module 'fastify' {
  interface FastifyInstance {
    verificationService: VerificationService;
  }
}

export type VerificationModuleOptions = {
  clock: Clock;
  sms: { provider: 'dev' | 'semaphore'; apiUrl: string; apiKey: string | undefined; sender: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Tests and tools may hand in their own provider. */
  smsProvider?: SmsProvider;
};

/** One-use codes by SMS and e-mail, their delivery, and the outbox of what was sent. */
export const verificationModule = fp(
  async (app, options: VerificationModuleOptions) => {
    const smsProvider =
      options.smsProvider ??
      (options.sms.provider === 'semaphore' && options.sms.apiKey
        ? createSemaphoreSmsProvider({
            apiUrl: options.sms.apiUrl,
            apiKey: options.sms.apiKey,
            sender: options.sms.sender,
          })
        : createDevSmsProvider());
    const envMailer: Mailer = options.smtpUrl
      ? createSmtpMailer(options.smtpUrl, options.mailFrom)
      : createRecordingMailer();
    // What staff saved in the back office wins over the environment (decision 030); a provider
    // handed in by a test wins over both.
    const delivery = createSwitchingDelivery({
      envSms: smsProvider,
      envMailer,
      read: (kind) =>
        options.smsProvider && kind === 'SMS' ? Promise.resolve(null) : app.systemService.getDelivery(kind),
    });
    // That SMS and e-mail are only recorded is said in the start-up summary (startup.ts reportSetup).
    app.addHook('onClose', async () => delivery.close());
    app.decorate(
      'verificationService',
      createVerificationService({
        verificationRepository: createVerificationRepository(app.database.db),
        smsProvider: () => delivery.sms(),
        mailer: () => delivery.mailer(),
        clock: options.clock,
        log: app.log,
      }),
    );
  },
  { name: 'verification', dependencies: ['database', 'system'] },
);
