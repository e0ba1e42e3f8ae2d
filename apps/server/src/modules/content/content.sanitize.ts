import sanitizeHtml from 'sanitize-html';

// Staff write announcements, notices, messages and help topics as HTML. It is cleaned when saved,
// so what the database holds is already safe to render: basic formatting, links to http(s) and
// mailto, images from http(s) or this site. Scripts, styles, event handlers, style attributes and
// javascript:/data: URLs never get in. The web app sanitizes again before rendering (defence in depth).

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'code',
    'pre',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links that leave the site open in a new tab without handing it our window.
    a: (tagName, attribs) => {
      const external = /^https?:/i.test(attribs.href ?? '');
      const { target: _target, rel: _rel, ...rest } = attribs;
      return {
        tagName,
        attribs: external ? { ...rest, target: '_blank', rel: 'noopener noreferrer' } : rest,
      };
    },
  },
};

const PLAIN: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {}, disallowedTagsMode: 'discard' };

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** Rich text as it may be stored and rendered. */
export const sanitizeRichText = (html: string): string => sanitizeHtml(html, RICH_TEXT).trim();

/**
 * Plain text (titles, the notice bar, chat lines): every tag dropped, entities turned back into the
 * characters they stand for. Clients render it as text, never as HTML.
 */
export const toPlainText = (text: string): string =>
  sanitizeHtml(text, PLAIN)
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
