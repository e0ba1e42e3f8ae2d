// The payer's side: the payment page and the form it posts.
import type { FastifyPluginAsync } from 'fastify';

import { CALLBACK_DELAY_SECONDS } from './callbacks';
import type { CallbackTestOptions } from './callbacks';
import type { Gateway, PayAction } from './gateway';
import { buildReturnUrl } from './gateway';
import { renderMessagePage, renderPayPage, renderResultPage } from './pay-page';

export type PayRoutesOptions = { gateway: Gateway };

type PayParams = { gatewayOrderId: string };
type PayForm = Record<string, string | string[] | undefined>;

export type PayFormResult =
  { ok: true; action: PayAction; options: CallbackTestOptions } | { ok: false; detail: string };

// A checkbox is sent only when ticked, with the value "on".
const isTicked = (value: PayForm[string]) => value !== undefined && value !== '';

/** Reads the payment form: `action=pay|cancel` plus the test options. */
export const parsePayForm = (form: unknown): PayFormResult => {
  const fields: PayForm = typeof form === 'object' && form !== null ? (form as PayForm) : {};
  const { action, delaySeconds = '0' } = fields;
  if (action !== 'pay' && action !== 'cancel') return { ok: false, detail: 'action must be pay or cancel' };
  const delay = CALLBACK_DELAY_SECONDS.find((seconds) => String(seconds) === delaySeconds);
  if (delay === undefined) {
    return { ok: false, detail: `delaySeconds must be one of ${CALLBACK_DELAY_SECONDS.join(', ')}` };
  }
  return {
    ok: true,
    action,
    options: {
      duplicate: isTicked(fields.duplicate),
      delaySeconds: delay,
      replay: isTicked(fields.replay),
      staleTimestamp: isTicked(fields.staleTimestamp),
      wrongSignature: isTicked(fields.wrongSignature),
    },
  };
};

const NOT_FOUND_PAGE = renderMessagePage('Order not found', 'This payment link is unknown or has expired.');

export const payRoutes: FastifyPluginAsync<PayRoutesOptions> = async (app, { gateway }) => {
  app.get<{ Params: PayParams }>('/pay/:gatewayOrderId', async (request, reply) => {
    const order = gateway.findOrderForPayer(request.params.gatewayOrderId);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!order) return reply.code(404).send(NOT_FOUND_PAGE);
    const page = { order, merchantName: gateway.merchantName(order) };
    return order.status === 'PENDING'
      ? renderPayPage(page)
      : renderResultPage({ ...page, returnUrl: buildReturnUrl(order) });
  });

  app.post<{ Params: PayParams }>('/pay/:gatewayOrderId', async (request, reply) => {
    const form = parsePayForm(request.body);
    if (!form.ok) {
      return reply.code(400).type('text/html; charset=utf-8').send(renderMessagePage('Bad request', form.detail));
    }
    const order = await gateway.payOrder(request.params.gatewayOrderId, form.action, form.options);
    if (!order) return reply.code(404).type('text/html; charset=utf-8').send(NOT_FOUND_PAGE);
    // 303 so the browser follows with a GET, and a reload of the merchant's page posts nothing.
    return reply.redirect(buildReturnUrl(order), 303);
  });
};
