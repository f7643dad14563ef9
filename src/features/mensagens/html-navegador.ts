/**
 * Message bodies as the browser shows them. Our API already sends them cleaned, but the site may talk
 * to another sgps, so the browser cleans again with the same allow-list (src/domain/mensagem-html.ts):
 * linkify turns bare URLs, www addresses and e-mails into links, then DOMPurify keeps only the allowed
 * tags, attributes and URL schemes, and every link opens in a new tab with rel="noopener noreferrer".
 */
import DOMPurify from 'dompurify';
import linkifyHtml from 'linkify-html';
import {
  excerpt,
  isAllowedMessageUrl,
  LINK_REL,
  LINK_TARGET,
  LINKIFY_OPTIONS,
  MESSAGE_ALLOWED_ATTRIBUTES,
  MESSAGE_ALLOWED_TAGS,
} from '../../domain/mensagem-html.ts';

let configured = false;
function purifier() {
  if (!configured) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      const el = node as Element;
      if (!el.tagName) return;
      const tag = el.tagName.toLowerCase();
      const allowed = MESSAGE_ALLOWED_ATTRIBUTES[tag] ?? [];
      for (const attr of [...el.attributes]) if (!allowed.includes(attr.name)) el.removeAttribute(attr.name);
      for (const name of ['href', 'src']) {
        const value = el.getAttribute(name);
        if (value !== null && !isAllowedMessageUrl(value)) el.removeAttribute(name);
      }
      if (tag === 'a') {
        el.setAttribute('target', LINK_TARGET);
        el.setAttribute('rel', LINK_REL);
      }
    });
    configured = true;
  }
  return DOMPurify;
}

const ALL_ATTRIBUTES = [...new Set(Object.values(MESSAGE_ALLOWED_ATTRIBUTES).flat())];

/** The body as safe HTML for the modal. */
export function safeBodyHtml(body: string): string {
  const linked = linkifyHtml(body, { ...LINKIFY_OPTIONS, ignoreTags: [...LINKIFY_OPTIONS.ignoreTags] });
  return purifier().sanitize(linked, {
    ALLOWED_TAGS: [...MESSAGE_ALLOWED_TAGS],
    ALLOWED_ATTR: ALL_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** The plain-text excerpt of the list: the body's text, read from an inert document (nothing runs, nothing loads). */
export function bodyExcerpt(body: string): string {
  const doc = new DOMParser().parseFromString(safeBodyHtml(body), 'text/html');
  for (const el of doc.body.querySelectorAll('br, p, div, li, tr, h1, h2, h3, h4, h5, h6')) el.append(' ');
  return excerpt(doc.body.textContent ?? '');
}
