import type { ChatMessage, CompleteLanguage } from '@perya/contracts';
import { languageTag } from '@perya/contracts';

import { CHAT_TEXT } from './chat.text';

// The built-in chat room page (/chat/:roomToken): rendered here, every value escaped. It works
// without JavaScript (the form posts and the page reloads); with it, /chat/assets/chat.js sends
// without reloading and asks for new messages every 3 seconds. The CSP allows only our own script.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const STYLE = `
:root{color-scheme:dark;--gold:#f5c542;--bg:#0d111c;--card:#161c2c;--line:#262e45;--text:#e8ebf5;--dim:#9aa3c2}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:var(--bg);color:var(--text);height:100vh;height:100dvh;display:flex;flex-direction:column}
header{padding:14px 18px;border-bottom:1px solid var(--line);background:var(--card);display:flex;align-items:center;gap:12px}
header .logo{width:36px;height:36px;border-radius:10px;background:linear-gradient(135deg,#ffd24a,#e07b00);display:grid;place-items:center;font-weight:900;color:#231400}
header h1{font-size:17px;margin:0}header p{margin:2px 0 0;font-size:12px;color:var(--dim)}
main{flex:1;min-height:0;overflow-y:auto;padding:18px;display:flex;flex-direction:column;gap:10px;max-width:760px;width:100%;margin:0 auto}
.msg{max-width:82%;padding:10px 14px;border-radius:14px;background:var(--card);border:1px solid var(--line);white-space:pre-wrap;overflow-wrap:anywhere;line-height:1.45}
.msg .who{display:block;font-size:11px;font-weight:700;color:var(--gold);margin-bottom:3px;text-transform:uppercase;letter-spacing:.04em}
.msg.VISITOR{align-self:flex-end;background:#1f2b4d;border-color:#2f4178}.msg.VISITOR .who{color:#9fb8ff}
.msg.BOT{background:#1a1f2e;color:#cfd5ea}
.notice{align-self:center;font-size:13px;color:var(--dim)}
form{display:flex;gap:8px;padding:12px 18px;border-top:1px solid var(--line);background:var(--card);max-width:760px;width:100%;margin:0 auto}
textarea{flex:1;resize:none;height:48px;padding:12px;border-radius:12px;border:1px solid var(--line);background:var(--bg);color:var(--text);font:inherit}
textarea:focus{outline:2px solid var(--gold);outline-offset:1px}
button{padding:0 20px;border:0;border-radius:12px;background:var(--gold);color:#231400;font-weight:800;font:inherit;font-weight:800;cursor:pointer}
button:disabled{opacity:.5;cursor:default}
`;

const messageHtml = (message: ChatMessage, you: string) =>
  `<div class="msg ${message.sender}" data-id="${message.id}"><span class="who">${escapeHtml(
    message.sender === 'VISITOR' ? you : message.authorName,
  )}</span>${escapeHtml(message.body)}</div>`;

const shell = (language: CompleteLanguage, title: string, body: string) => `<!doctype html>
<html lang="${languageTag(language)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)} · Perya</title>
<style>${STYLE}</style>
</head>
<body>
${body}
</body>
</html>`;

/** A room as its visitor sees it. */
export const renderChatPage = (input: {
  token: string;
  language: CompleteLanguage;
  title: string;
  displayName: string;
  status: 'OPEN' | 'CLOSED';
  messages: ChatMessage[];
}): string => {
  const text = CHAT_TEXT[input.language];
  const lastId = input.messages.at(-1)?.id ?? 0;
  const isOpen = input.status === 'OPEN';
  return shell(
    input.language,
    input.title,
    `<header><div class="logo" aria-hidden="true">P</div><div><h1>${escapeHtml(input.title)}</h1><p>${escapeHtml(
      input.displayName,
    )} · ${escapeHtml(text.keepOpen)}</p></div></header>
<main id="messages" aria-live="polite" data-you="${escapeHtml(text.you)}" data-closed="${escapeHtml(text.closed)}">
${input.messages.map((message) => messageHtml(message, text.you)).join('\n')}
${isOpen ? '' : `<p class="notice">${escapeHtml(text.closed)}</p>`}
</main>
<form id="composer" method="post" action="/chat/${escapeHtml(input.token)}" data-token="${escapeHtml(
      input.token,
    )}" data-after="${lastId}" data-open="${isOpen ? '1' : '0'}">
<label for="body" style="position:absolute;left:-9999px">${escapeHtml(text.placeholder)}</label>
<textarea id="body" name="body" maxlength="1000" required placeholder="${escapeHtml(text.placeholder)}"${
      isOpen ? '' : ' disabled'
    }></textarea>
<button type="submit"${isOpen ? '' : ' disabled'}>${escapeHtml(text.send)}</button>
</form>
<script src="/chat/assets/chat.js" defer></script>`,
  );
};

/** A link that leads to no room. */
export const renderMissingChatPage = (language: CompleteLanguage): string => {
  const text = CHAT_TEXT[language];
  return shell(
    language,
    text.missingTitle,
    `<main><h1>${escapeHtml(text.missingTitle)}</h1><p>${escapeHtml(text.missingText)}</p><p><a href="/helpmc#contact" style="color:#f5c542">/helpmc</a></p></main>`,
  );
};

/**
 * The page's script: sends without reloading and polls every 3 s. Text goes in with textContent
 * only, never as HTML.
 */
export const CHAT_SCRIPT = `(() => {
  'use strict';
  const form = document.getElementById('composer');
  const list = document.getElementById('messages');
  if (!form || !list) return;
  const token = form.dataset.token;
  const you = list.dataset.you;
  let after = Number(form.dataset.after) || 0;
  let open = form.dataset.open === '1';
  const box = form.querySelector('textarea');
  const button = form.querySelector('button');
  const scroll = () => { list.scrollTop = list.scrollHeight; };
  const add = (message) => {
    if (message.id <= after) return;
    after = message.id;
    const item = document.createElement('div');
    item.className = 'msg ' + message.sender;
    item.dataset.id = String(message.id);
    const who = document.createElement('span');
    who.className = 'who';
    who.textContent = message.sender === 'VISITOR' ? you : message.authorName;
    item.append(who, document.createTextNode(message.body));
    list.append(item);
  };
  const close = () => {
    if (!open) return;
    open = false;
    box.disabled = true;
    button.disabled = true;
    const notice = document.createElement('p');
    notice.className = 'notice';
    notice.textContent = list.dataset.closed;
    list.append(notice);
  };
  const apply = (state) => {
    (state.messages || []).forEach(add);
    if (state.status === 'CLOSED') close();
    scroll();
  };
  const base = '/wps/chat/rooms/' + encodeURIComponent(token) + '/messages';
  const poll = async () => {
    try {
      const response = await fetch(base + '?after=' + after, { headers: { accept: 'application/json' } });
      const body = await response.json();
      if (body && body.success) apply(body.value);
    } catch (error) { /* offline for a moment: the next poll tries again */ }
  };
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = box.value.trim();
    if (!text || !open) return;
    button.disabled = true;
    try {
      const response = await fetch(base, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ body: text }),
      });
      const body = await response.json();
      if (body && body.success) { box.value = ''; apply(body.value); }
      else if (body && body.code === 'CHAT_ROOM_CLOSED') close();
    } finally {
      button.disabled = !open;
      box.focus();
    }
  });
  box.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey) { event.preventDefault(); form.requestSubmit(); }
  });
  scroll();
  setInterval(poll, 3000);
})();
`;
