import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

import { AppError } from '../../lib/errors';
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
<p>What SMS and e-mail would have sent. This page exists only while DEV_OUTBOX is on (by default, with the embedded database), and only for this machine.</p>
<h2>SMS (latest ${sms.length})</h2>
<table data-testid="sms-outbox"><tr><th>Time</th><th>To</th><th>Status</th><th>Text</th></tr>
${sms.map((row) => `<tr><td>${row.createdAt.toISOString()}</td><td>${escapeHtml(row.destination)}</td><td>${row.status}</td><td>${escapeHtml(row.body)}</td></tr>`).join('\n')}
</table>
<h2>E-mail (latest ${mail.length})</h2>
<table data-testid="mail-outbox"><tr><th>Time</th><th>To</th><th>Status</th><th>Subject</th><th>Text</th></tr>
${mail.map((row) => `<tr><td>${row.createdAt.toISOString()}</td><td>${escapeHtml(row.toAddress)}</td><td>${row.status}</td><td>${escapeHtml(row.subject)}</td><td><pre>${linkify(escapeHtml(row.textBody))}</pre></td></tr>`).join('\n')}
</table></body></html>`;

// Headers a proxy adds to say who its client is. A request carrying one came through a proxy,
// which may well run on this machine and forward a caller from anywhere.
const PROXY_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-real-ip',
  'x-client-ip',
  'x-cluster-client-ip',
  'true-client-ip',
  'cf-connecting-ip',
  'fastly-client-ip',
];

const isLoopbackAddress = (address: string | undefined): boolean => {
  if (!address || !ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'loopback';
};

const isLocalHostName = (host: string | undefined): boolean => {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  if (hostname === 'localhost' || hostname.endsWith('.localhost')) return true;
  return isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, '$1'));
};

/**
 * Whether a request was made on this machine: its TCP peer is a loopback address (the socket's,
 * never request.ip, which TRUST_PROXY lets X-Forwarded-For decide), it carries no proxy header
 * (a proxy on this machine would make every caller's peer loopback), and it names this machine
 * as its host (a page elsewhere whose name resolves to 127.0.0.1 must not read it: DNS rebinding).
 */
export const isFromThisMachine = (request: FastifyRequest): boolean =>
  isLoopbackAddress(request.raw.socket.remoteAddress) &&
  !PROXY_HEADERS.some((header) => header in request.headers) &&
  isLocalHostName(request.headers.host);

/**
 * GET /dev/outbox: registered only when DEV_OUTBOX is on (by default with the embedded database
 * only), and even then answered only to this machine: it shows every SMS and e-mail code, so a
 * caller elsewhere reading it could take any account over. HTML, or JSON with ?format=json.
 */
export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    {
      // Before anything else runs: elsewhere, the page does not exist.
      onRequest: async (request) => {
        if (!isFromThisMachine(request))
          throw new AppError('NOT_FOUND', 'the dev outbox answers loopback callers only');
      },
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
