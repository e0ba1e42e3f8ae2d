// A tiny HTML template tag that escapes every interpolated value unless it is already HTML built
// by the tag itself. Escaping is the default, so forgetting it is not possible.

/** Markup that is safe to insert as is: made by `html`, or a constant of our own via `trustedHtml`. */
export class SafeHtml {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** Our own constant markup (the style sheet); never pass it anything that came from a request. */
export const trustedHtml = (markup: string): SafeHtml => new SafeHtml(markup);

export type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

const render = (value: HtmlValue): string => {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  // null, undefined and false render as nothing, so `${isPaid && html`…`}` reads naturally.
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(String(value));
};

export const html = (strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml =>
  new SafeHtml(strings.reduce((markup, string, index) => markup + render(values[index - 1]) + string));
