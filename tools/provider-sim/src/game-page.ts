// The game the portal's launch URL opens, shown in the portal's iframe: a three-reel slot with
// bet chips, Spin, the last result and the "Test options". Self-contained: inline style, inline
// script, inline SVG, nothing fetched but our own /play.
import { GAME_PAGE_SCRIPT } from './game-page-script';
import { GAME_PAGE_STYLE } from './game-page-style';
import { html, trustedHtml } from './html';
import type { SafeHtml } from './html';
import { formatAmountMinor } from './money';
import { PAY_TABLE, SYMBOLS } from './outcome';
import type { Reels, SlotSymbol } from './outcome';
import { BET_CHIPS, DELAY_SECONDS } from './play-options';
import type { RoundResult } from './rounds';
import type { RoundView } from './round-view';
import type { Session } from './sessions';
import { SYMBOL_DEFS, SYMBOL_SVG } from './symbols';

/** The launch URL's parameters, checked (`back` only when it is an http(s) URL). */
export type Launch = {
  token: string;
  vendor: string;
  game: string;
  lang: string;
  currency: string;
  back: string | null;
};

const STYLE = trustedHtml(GAME_PAGE_STYLE);
const SCRIPT = trustedHtml(GAME_PAGE_SCRIPT);
const symbol = (name: SlotSymbol): SafeHtml => trustedHtml(SYMBOL_SVG[name]);

const IDLE_REELS: Reels = ['bell', 'seven', 'cherry'];
const DEFAULT_BET = '1000';

const layout = (title: string, content: SafeHtml, script: boolean): SafeHtml =>
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
        ${trustedHtml(SYMBOL_DEFS)} ${content}
        ${
          script &&
          html`<script>
            ${SCRIPT};
          </script>`
        }
      </body>
    </html>`;

const backLink = (back: string | null): SafeHtml | false =>
  back !== null &&
  // _top: the page lives in the portal's iframe, and the way back is the portal itself.
  html`<a class="back" href="${back}" target="_top" aria-label="Back to Perya" title="Back to Perya">‹</a>`;

const REFRESH_ICON = trustedHtml(
  '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v5h-5" fill="none" stroke="currentColor" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/></svg>',
);

const reel = (shown: SlotSymbol, index: number): SafeHtml =>
  html`<div class="reel" data-reel="${index}">
    <div class="strip" aria-hidden="true">
      ${[...SYMBOLS, ...SYMBOLS].map((name) => html`<div class="cell">${symbol(name)}</div>`)}
    </div>
    <div class="face" data-symbol="${shown}">${symbol(shown)}</div>
  </div>`;

const resultPanel = (shown: { result: RoundResult; view: RoundView } | undefined): SafeHtml => {
  if (!shown) {
    return html`<div
      class="result is-neutral"
      id="result"
      role="status"
      aria-live="polite"
      data-status=""
      data-round=""
    >
      <div class="headline">Place your bet</div>
      <div class="message">Pick a chip and press Spin.</div>
      <div class="after"></div>
    </div>`;
  }
  const { result, view } = shown;
  return html`<div
    class="result is-${view.tone}"
    id="result"
    role="status"
    aria-live="polite"
    data-status="${result.status}"
    data-round="${result.round}"
  >
    <div class="headline">${view.headline}</div>
    <div class="message">${view.message}</div>
    <div class="after">${view.balance && html`Balance after this round: <strong>${view.balance}</strong>`}</div>
  </div>`;
};

const chips = (currency: string): SafeHtml =>
  html`${BET_CHIPS.map((amount, index) => {
    const label = formatAmountMinor(amount, currency).replace(/\.00$/, '');
    return html`<label class="chip chip-${index + 1}">
      <input
        type="radio"
        name="bet"
        value="${amount}"
        data-label="${formatAmountMinor(amount, currency)}"
        ${amount === DEFAULT_BET && trustedHtml('checked')}
      />
      <span><b>${label}</b></span>
    </label>`;
  })}`;

const checkbox = (name: string, title: string, hint: string): SafeHtml =>
  html`<label class="option">
    <input type="checkbox" name="${name}" value="on" />
    <span>${title}<small>${hint}</small></span>
  </label>`;

const flow = (value: string, title: string, hint: string): SafeHtml =>
  html`<label class="option">
    <input type="radio" name="flow" value="${value}" ${value === 'win' && trustedHtml('checked')} />
    <span>${title}<small>${hint}</small></span>
  </label>`;

const testOptions = (): SafeHtml =>
  html`<details>
    <summary>Test options <small>· for developers</small></summary>
    <div class="options">
      ${checkbox('duplicate', 'Duplicate', 'Send the bet and the win twice, with the same transaction_uuid.')}
      ${checkbox('replay', 'Replay', 'Resend the signed bet exactly: same nonce, same signature.')}
      <label class="option">
        <span>Delay<small>Wait before the win (or rollback); Spin does not wait.</small></span>
        <select name="delaySeconds">
          ${DELAY_SECONDS.map(
            (seconds) => html`<option value="${seconds}">${seconds === 0 ? 'No delay' : `${seconds} s`}</option>`,
          )}
        </select>
      </label>
      <fieldset class="group">
        <legend>Round</legend>
        ${flow('win', 'Bet, then win', 'The normal round.')}
        ${flow('rollback', 'Rollback', 'After the bet, roll it back instead of paying.')}
        ${flow('rollbackFirst', 'Rollback first', 'Roll back a bet the wallet never saw, then send it: it must be refused.')}
        ${flow('bonus', 'Bonus', 'A win with is_bonus: true and no bet.')}
      </fieldset>
    </div>
  </details>`;

const payTable = (): SafeHtml =>
  html`<ul class="paytable" aria-label="Pay table: three of a kind">
    ${PAY_TABLE.map(
      (line) =>
        html`<li>
          ${symbol(line.symbol)}${symbol(line.symbol)}${symbol(line.symbol)}<span class="pays"
            >×${String(line.tenths / 10)}</span
          >
        </li>`,
    )}
    <li>${symbol('diamond')}${symbol('diamond')}${symbol('diamond')}<span class="pays">Bonus</span></li>
  </ul>`;

export type GamePageInput = {
  launch: Launch;
  vendorName: string;
  session: Session;
  /** A round to show: where the page's form comes back to without its script. */
  shown?: { result: RoundResult; view: RoundView };
};

/** The slot game, for the player `authenticate` named. */
export const renderGamePage = ({ launch, vendorName, session, shown }: GamePageInput): string => {
  const reels = shown?.result.reels ?? IDLE_REELS;
  const isWin = shown?.view.tone === 'win';
  return layout(
    `${launch.game} · ${vendorName}`,
    html`<div class="app">
      <header class="topbar">
        ${backLink(launch.back)}
        <div class="title">
          <span class="vendor">${vendorName}</span>
          <h1>${launch.game}</h1>
        </div>
        <div class="wallet">
          <div class="wallet-text">
            <span class="who" id="nickname">${session.nickname}</span>
            <span class="balance" id="balance">${formatAmountMinor(session.balance, session.currency)}</span>
          </div>
          <button class="refresh" id="refresh" type="button" aria-label="Refresh balance" title="Refresh balance">
            ${REFRESH_ICON}
          </button>
        </div>
      </header>
      <form class="layout" id="spin-form" method="post" action="play">
        <input type="hidden" name="token" value="${launch.token}" />
        <input type="hidden" name="vendor" value="${launch.vendor}" />
        <input type="hidden" name="game" value="${launch.game}" />
        <input type="hidden" name="lang" value="${launch.lang}" />
        <input type="hidden" name="currency" value="${launch.currency}" />
        ${launch.back !== null && html`<input type="hidden" name="back" value="${launch.back}" />`}
        <section
          class="cabinet machine${isWin ? ' is-win' : ''}"
          id="machine"
          data-state="idle"
          aria-label="Slot machine"
        >
          <div class="bulbs" aria-hidden="true"></div>
          <div class="marquee" aria-hidden="true">LUCKY PERYA 7s</div>
          <div class="window">
            ${reels.map((name, index) => reel(name, index))}
            <div class="payline" aria-hidden="true"></div>
          </div>
          ${resultPanel(shown)}
        </section>
        <div class="side">
          <div class="panel">
            <p class="label">
              <span>Bet</span><output id="bet-output">${formatAmountMinor(DEFAULT_BET, session.currency)}</output>
            </p>
            <fieldset class="chips" aria-label="Bet">${chips(session.currency)}</fieldset>
          </div>
          <button class="spin" id="spin" type="submit">SPIN</button>
          ${testOptions()}
          <div class="panel">
            <p class="label"><span>Pays</span><span>three of a kind</span></p>
            ${payTable()}
          </div>
        </div>
      </form>
      <div id="symbols" hidden>${SYMBOLS.map((name) => html`<span data-symbol="${name}">${symbol(name)}</span>`)}</div>
      <footer>Perya provider simulator · test mode, no real money moves</footer>
    </div>`,
    true,
  ).toString();
};

/** A page for when the game cannot open: bad link, refused token, unreachable wallet. */
export const renderMessagePage = (title: string, message: string, back: string | null = null): string =>
  layout(
    title,
    html`<div class="app">
      <main class="error-card">
        <h1>${title}</h1>
        <p>${message}</p>
        ${back !== null && html`<a class="button" href="${back}" target="_top">Back to Perya</a>`}
      </main>
      <footer>Perya provider simulator · test mode, no real money moves</footer>
    </div>`,
    false,
  ).toString();
