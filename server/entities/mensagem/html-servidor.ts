import linkifyHtml from 'linkify-html';
import sanitizeHtml from 'sanitize-html';
import {
  LINK_REL,
  LINK_TARGET,
  LINKIFY_OPTIONS,
  isAllowedMessageUrl,
  MESSAGE_ALLOWED_ATTRIBUTES,
  MESSAGE_ALLOWED_TAGS,
  MESSAGE_URL_SCHEMES,
} from '../../../src/domain/mensagem-html.ts';

const allowedAttributes: Record<string, string[]> = Object.fromEntries(
  Object.entries(MESSAGE_ALLOWED_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]]),
);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...MESSAGE_ALLOWED_TAGS],
  allowedAttributes,
  allowedSchemes: [...MESSAGE_URL_SCHEMES],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // script, style, textarea, noscript... are dropped with their contents; other unknown tags
  // (iframe, svg, object, form...) are dropped and only their text is kept.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'iframe', 'object', 'embed', 'svg', 'math'],
  // Only absolute URLs with an allowed scheme: a relative one would point into this site.
  transformTags: {
    a: (tagName, { href, ...attribs }) => ({
      tagName,
      attribs: { ...(href && isAllowedMessageUrl(href) ? { href } : {}), ...attribs, target: LINK_TARGET, rel: LINK_REL },
    }),
    img: (tagName, { src, ...attribs }) => ({ tagName, attribs: { ...(src && isAllowedMessageUrl(src) ? { src } : {}), ...attribs } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/**
 * A message body made safe to show: allow-list first (so linkify reads well-formed HTML), then bare
 * URLs, www addresses and e-mails become links, then the allow-list once more so that whatever
 * linkify produced also passes it. Every link opens in a new tab with rel="noopener noreferrer".
 */
export function safeMessageHtml(body: string): string {
  const pronto = seguras.get(body);
  if (pronto !== undefined) return pronto;
  const clean = sanitizeHtml(body, OPTIONS);
  const linked = linkifyHtml(clean, { ...LINKIFY_OPTIONS, ignoreTags: [...LINKIFY_OPTIONS.ignoreTags] });
  const segura = sanitizeHtml(linked, OPTIONS);
  // The oldest goes first when full: the inbox pages of a day show the same few hundred messages to everyone.
  if (seguras.size >= SEGURAS_MAX) seguras.delete(seguras.keys().next().value!);
  seguras.set(body, segura);
  return segura;
}

/**
 * Bodies already made safe, by their text: the result depends on the text alone, so the copy is always exact, and it
 * spares every inbox page two sanitizer passes and a linkify per message (most of the page's CPU).
 */
const seguras = new Map<string, string>();
const SEGURAS_MAX = 2_000;

/**
 * The same body as plain text (the e-mail copy's text part): paragraphs and line breaks kept, each link written
 * as "text (address)" so it still leads somewhere in a mail client that shows no HTML.
 */
export function messageText(body: string): string {
  const html = safeMessageHtml(body)
    .replace(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_m, href: string, text: string) => {
      const label = text.replace(/<[^>]*>/g, '').trim();
      const url = href.replace(/^mailto:/i, '');
      return label === url || label === href ? label : `${label} (${url})`;
    })
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h[1-6]|li|tr|blockquote|pre)>/gi, '\n\n');
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  const decoded = text.replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e]!);
  return decoded.replace(/[ \t]+\n/g, '\n').replace(/\n{3,}/g, '\n\n').trim();
}
