import type { CompleteLanguage, LanguageCode } from '@perya/contracts';
import { textLanguage } from '@perya/contracts';

import type { MailMessage } from './verification.mailer';

// The words of SMS and e-mail, in the member's language.

const SMS_CODE: Record<CompleteLanguage, string> = {
  EN: 'Perya: your verification code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  TY: 'Perya: ang iyong verification code ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibahagi kaninuman.',
  PT: 'Perya: o seu código de verificação é {code}. Expira em {minutes} minutos. Nunca o partilhe com ninguém.',
};

export const smsCodeText = (language: LanguageCode, code: string, minutes: number): string =>
  SMS_CODE[textLanguage(language)].replace('{code}', code).replace('{minutes}', String(minutes));

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

const layout = (title: string, paragraphs: string[], action?: { label: string; url: string }): string =>
  `<!doctype html><html><body style="margin:0;background:#0e1226;font-family:Arial,sans-serif;color:#e8eaf6">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#1c2240;border-radius:14px;padding:32px">
<tr><td style="font-size:24px;font-weight:bold;color:#f6b519;letter-spacing:2px">PERYA</td></tr>
<tr><td style="padding-top:16px;font-size:20px;font-weight:bold">${escapeHtml(title)}</td></tr>
${paragraphs.map((paragraph) => `<tr><td style="padding-top:12px;font-size:15px;line-height:1.5;color:#c3c7e0">${escapeHtml(paragraph)}</td></tr>`).join('\n')}
${
  action
    ? `<tr><td style="padding-top:24px"><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#f6b519;color:#0a0d1c;padding:12px 24px;border-radius:999px;font-weight:bold;text-decoration:none">${escapeHtml(action.label)}</a></td></tr>
<tr><td style="padding-top:16px;font-size:12px;color:#9ca2c6;word-break:break-all">${escapeHtml(action.url)}</td></tr>`
    : ''
}
<tr><td style="padding-top:24px;font-size:12px;color:#737aa3">18+ only. Play responsibly.</td></tr>
</table></td></tr></table></body></html>`;

const RESET: Record<CompleteLanguage, { subject: string; intro: string; action: string; ignore: string }> = {
  EN: {
    subject: 'Reset your Perya password',
    intro:
      'We received a request to reset the password of your account {account}. The link works once and expires in {minutes} minutes.',
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this e-mail: your password stays the same.',
  },
  TY: {
    subject: 'I-reset ang iyong Perya password',
    intro:
      'May natanggap kaming kahilingan na i-reset ang password ng iyong account {account}. Isang beses lang gagana ang link at mag-e-expire ito sa loob ng {minutes} minuto.',
    action: 'Pumili ng bagong password',
    ignore: 'Kung hindi ikaw ang humiling nito, huwag pansinin ang e-mail na ito: hindi magbabago ang iyong password.',
  },
  PT: {
    subject: 'Redefina a sua palavra-passe Perya',
    intro:
      'Recebemos um pedido para redefinir a palavra-passe da sua conta {account}. O link funciona uma vez e expira em {minutes} minutos.',
    action: 'Escolher nova palavra-passe',
    ignore: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe mantém-se.',
  },
};

export const passwordResetMail = (
  language: LanguageCode,
  to: string,
  account: string,
  url: string,
  minutes: number,
): MailMessage => {
  const text = RESET[textLanguage(language)];
  const intro = text.intro.replace('{account}', account).replace('{minutes}', String(minutes));
  return {
    to,
    subject: text.subject,
    text: `${intro}\n\n${text.action}: ${url}\n\n${text.ignore}`,
    html: layout(text.subject, [intro, text.ignore], { label: text.action, url }),
  };
};

const EMAIL_CODE: Record<CompleteLanguage, { subject: string; body: string }> = {
  EN: {
    subject: 'Your Perya verification code',
    body: 'Your verification code is {code}. It expires in {minutes} minutes. Never share it with anyone.',
  },
  TY: {
    subject: 'Ang iyong Perya verification code',
    body: 'Ang iyong verification code ay {code}. Mag-e-expire ito sa loob ng {minutes} minuto. Huwag itong ibahagi kaninuman.',
  },
  PT: {
    subject: 'O seu código de verificação Perya',
    body: 'O seu código de verificação é {code}. Expira em {minutes} minutos. Nunca o partilhe com ninguém.',
  },
};

export const emailCodeMail = (language: LanguageCode, to: string, code: string, minutes: number): MailMessage => {
  const text = EMAIL_CODE[textLanguage(language)];
  const body = text.body.replace('{code}', code).replace('{minutes}', String(minutes));
  return { to, subject: text.subject, text: body, html: layout(text.subject, [body]) };
};
