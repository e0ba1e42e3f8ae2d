import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import type { VerificationService } from './verification.service';

type Outbox = Awaited<ReturnType<VerificationService['listOutbox']>>;
type SmsOutboxRow = Outbox['sms'][number];
type MailOutboxRow = Outbox['mail'][number];

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const linkify = (escaped: string): string =>
  escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

const renderPage = (sms: SmsOutboxRow[], mail: MailOutboxRow[]): string => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Perya dev outbox</title>
<style>body{font-family:system-ui,sans-serif;background:#0e1226;color:#e8eaf6;margin:24px}h1{color:#f6b519}
table{border-collapse:collapse;width:100%;margin-bottom:32px}td,th{border:1px solid #2c3358;padding:8px;text-align:left;vertical-align:top}
th{background:#1c2240}a{color:#ffd152}pre{white-space:pre-wrap;margin:0;font-family:inherit}</style></head><body>
<h1>Dev outbox</h1>
<p>What SMS and e-mail would have sent. This page exists only while DEV_OUTBOX is on (by default, with the embedded database).</p>
<h2>SMS (latest ${sms.length})</h2>
<table data-testid="sms-outbox"><tr><th>Time</th><th>To</th><th>Status</th><th>Text</th></tr>
${sms.map((row) => `<tr><td>${row.createdAt.toISOString()}</td><td>${escapeHtml(row.destination)}</td><td>${row.status}</td><td>${escapeHtml(row.body)}</td></tr>`).join('\n')}
</table>
<h2>E-mail (latest ${mail.length})</h2>
<table data-testid="mail-outbox"><tr><th>Time</th><th>To</th><th>Status</th><th>Subject</th><th>Text</th></tr>
${mail.map((row) => `<tr><td>${row.createdAt.toISOString()}</td><td>${escapeHtml(row.toAddress)}</td><td>${row.status}</td><td>${escapeHtml(row.subject)}</td><td><pre>${linkify(escapeHtml(row.textBody))}</pre></td></tr>`).join('\n')}
</table></body></html>`;

/** GET /dev/outbox: registered only when DEV_OUTBOX is on. HTML, or JSON with ?format=json. */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      schema: {
        hide: true,
        querystring: z.object({ format: z.enum(['html', 'json']).default('html') }),
      },
    },
    async (request, reply) => {
      const { sms, mail } = await app.verificationService.listOutbox();
      if (request.query.format === 'json') {
        return {
          sms: sms.map((row) => ({
            to: row.destination,
            body: row.body,
            status: row.status,
            at: row.createdAt.toISOString(),
          })),
          mail: mail.map((row) => ({
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            status: row.status,
            at: row.createdAt.toISOString(),
          })),
        };
      }
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderPage(sms, mail));
    },
  );
};
