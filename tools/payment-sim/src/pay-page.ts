// The pages a payer sees. Self-contained (inline CSS, no scripts, no external assets) so they
// work offline and in any test browser.
import { CALLBACK_DELAY_SECONDS } from './callbacks';
import { html, trustedHtml } from './html';
import type { SafeHtml } from './html';
import { formatAmountMinor } from './money';
import type { Order, PaymentMethod } from './orders';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  GCASH: 'GCash',
  MAYA: 'Maya',
  QRPH: 'QR Ph',
  BANK: 'Online banking',
};

const STYLE = trustedHtml(`
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:flex-start;justify-content:center;padding:32px 16px;
  background:#eef1f6;color:#101828;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.card{width:100%;max-width:420px;background:#fff;border-radius:20px;box-shadow:0 12px 32px rgba(16,24,40,.12);overflow:hidden}
.merchant{display:flex;align-items:center;gap:12px;padding:20px 24px;border-bottom:1px solid #eaecf0}
.avatar{width:40px;height:40px;border-radius:12px;background:#1a56db;color:#fff;display:grid;place-items:center;font-weight:700}
.merchant .name{font-weight:600}
.label{font-size:13px;color:#667085}
.badge{margin-left:auto;padding:2px 10px;border-radius:999px;background:#fef0c7;color:#93370d;font-size:12px;font-weight:600}
.body{padding:24px}
.amount{font-size:36px;font-weight:700;letter-spacing:-.02em;margin:2px 0 4px}
.description{margin:0 0 8px;color:#475467}
dl{margin:16px 0 24px;padding:0}
dl div{display:flex;justify-content:space-between;gap:16px;padding:10px 0;border-top:1px solid #f2f4f7}
dt{color:#667085}
dd{margin:0;text-align:right;word-break:break-all}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:13px}
details{margin-bottom:20px;border:1px dashed #d0d5dd;border-radius:12px;background:#fcfcfd}
summary{cursor:pointer;padding:12px 16px;font-weight:600;color:#344054}
.options{padding:0 16px 12px}
.option{display:flex;gap:10px;align-items:flex-start;padding:8px 0;cursor:pointer}
.option input{flex:none;margin-top:4px;width:18px;height:18px}
.option small{display:block;color:#667085;font-size:13px}
select{margin-left:auto;font:inherit;padding:4px 8px;border:1px solid #d0d5dd;border-radius:8px;background:#fff}
button,.button{display:block;width:100%;min-height:52px;border-radius:12px;font-family:inherit;font-size:17px;
  font-weight:600;line-height:1;cursor:pointer;text-align:center;text-decoration:none;padding:17px 16px}
.pay{border:0;background:#1a56db;color:#fff}
.pay:hover{background:#1648b8}
.cancel{margin-top:12px;border:1px solid #d0d5dd;background:#fff;color:#344054}
.cancel:hover{background:#f9fafb}
.result{text-align:center}
h1{margin:0 0 8px;font-size:22px}
.icon{width:64px;height:64px;margin:8px auto 16px;border-radius:50%;display:grid;place-items:center;font-size:32px;color:#fff}
.icon.paid{background:#12b76a}
.icon.failed{background:#f04438}
footer{padding:0 24px 20px;text-align:center;font-size:12px;color:#98a2b3}
`);

const layout = (title: string, content: SafeHtml): SafeHtml =>
  html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title}</title>
        <style>
          ${STYLE}
        </style>
      </head>
      <body>
        <main class="card">
          ${content}
          <footer>Perya payment simulator · test mode, no real money moves</footer>
        </main>
      </body>
    </html>`;

const merchantHeader = (merchantName: string): SafeHtml =>
  html`<header class="merchant">
    <div class="avatar" aria-hidden="true">${merchantName.slice(0, 1).toUpperCase()}</div>
    <div>
      <div class="label">Pay to</div>
      <div class="name">${merchantName}</div>
    </div>
    <span class="badge">Test mode</span>
  </header>`;

const checkbox = (name: string, title: string, hint: string): SafeHtml =>
  html`<label class="option">
    <input type="checkbox" name="${name}" value="on" />
    <span>${title}<small>${hint}</small></span>
  </label>`;

const testOptions = (): SafeHtml =>
  html`<details>
    <summary>Test options</summary>
    <div class="options">
      ${checkbox('duplicate', 'Duplicate callback', 'Send the callback twice.')}
      <label class="option">
        <span>Delay callback<small>Redirect at once; call back later.</small></span>
        <select name="delaySeconds">
          ${CALLBACK_DELAY_SECONDS.map(
            (seconds) => html`<option value="${seconds}">${seconds === 0 ? 'No delay' : `${seconds} s`}</option>`,
          )}
        </select>
      </label>
      ${checkbox('replay', 'Replay', 'Then resend the same request: same nonce, same body.')}
      ${checkbox('staleTimestamp', 'Stale timestamp', 'Sign with a timestamp 10 minutes old.')}
      ${checkbox('wrongSignature', 'Wrong signature', 'Sign with a wrong secret.')}
    </div>
  </details>`;

export type PayPageInput = { order: Order; merchantName: string };

/** The checkout: amount, details, Pay and Cancel, and the test options. */
export const renderPayPage = ({ order, merchantName }: PayPageInput): string => {
  const amount = formatAmountMinor(order.amountMinor);
  return layout(
    `Pay ${amount} to ${merchantName}`,
    html`${merchantHeader(merchantName)}
      <div class="body">
        <div class="label">Amount</div>
        <div class="amount">${amount}</div>
        ${order.description && html`<p class="description">${order.description}</p>`}
        <dl>
          <div>
            <dt>Method</dt>
            <dd>${order.method ? METHOD_LABELS[order.method] : 'Any method'}</dd>
          </div>
          <div>
            <dt>Order</dt>
            <dd class="mono">${order.orderId}</dd>
          </div>
          <div>
            <dt>Reference</dt>
            <dd class="mono">${order.gatewayOrderId}</dd>
          </div>
        </dl>
        <form method="post" action="/pay/${encodeURIComponent(order.gatewayOrderId)}">
          ${testOptions()}
          <button class="pay" type="submit" name="action" value="pay">Pay ${amount}</button>
          <button class="cancel" type="submit" name="action" value="cancel">Cancel payment</button>
        </form>
      </div>`,
  ).toString();
};

export type ResultPageInput = PayPageInput & { returnUrl: string };

/** What a payer sees on coming back to an order that is already paid or cancelled. */
export const renderResultPage = ({ order, merchantName, returnUrl }: ResultPageInput): string => {
  const isPaid = order.status === 'PAID';
  const amount = formatAmountMinor(order.amountMinor);
  return layout(
    isPaid ? 'Payment received' : 'Payment cancelled',
    html`${merchantHeader(merchantName)}
      <div class="body result">
        <div class="icon ${isPaid ? 'paid' : 'failed'}" aria-hidden="true">${isPaid ? '✓' : '✕'}</div>
        <h1>${isPaid ? 'Payment received' : 'Payment cancelled'}</h1>
        <p class="description">${amount} · order <span class="mono">${order.orderId}</span></p>
        <a class="button pay" href="${returnUrl}">Return to ${merchantName}</a>
      </div>`,
  ).toString();
};

/** A page for when something went wrong: unknown order, a form we cannot read. */
export const renderMessagePage = (title: string, message: string): string =>
  layout(
    title,
    html`<div class="body result">
      <h1>${title}</h1>
      <p class="description">${message}</p>
    </div>`,
  ).toString();
