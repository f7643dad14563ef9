/**
 * The allow-list for message bodies (SPEC §2 "Messages screen"): bodies are HTML written by the
 * institution and shown inside the page, so only these tags, attributes and URL schemes survive.
 * The server (sanitize-html) and the site (DOMPurify) apply this same list: the API cleans what it
 * sends, and the site cleans again what it shows, whichever sgps it talks to.
 *
 * No style, no class, no event handlers, no forms, no media but plain images, no iframe/svg/math,
 * no javascript:, data: or relative URLs.
 */

export const MESSAGE_ALLOWED_TAGS = [
  'a', 'abbr', 'b', 'blockquote', 'br', 'caption', 'code', 'dd', 'del', 'div', 'dl', 'dt', 'em',
  'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'hr', 'i', 'img', 'li', 'ol', 'p', 'pre', 's', 'small', 'span',
  'strong', 'sub', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'u', 'ul',
] as const;

/** Attributes allowed per tag; every other attribute is dropped. */
export const MESSAGE_ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
  abbr: ['title'],
};

/** The only URL schemes a link or image may use. */
export const MESSAGE_URL_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Every link in a body opens in a new tab, without giving the new page a handle on ours. */
export const LINK_TARGET = '_blank';
export const LINK_REL = 'noopener noreferrer';

/** True for a URL whose scheme is on the allow-list (absolute URLs only). */
export function isAllowedMessageUrl(url: string): boolean {
  const m = /^\s*([a-z][a-z0-9+.-]*):/i.exec(url);
  return m !== null && (MESSAGE_URL_SCHEMES as readonly string[]).includes(m[1].toLowerCase());
}

/**
 * linkify options (linkifyjs / linkify-html): bare URLs, www addresses and e-mail addresses in the
 * text become links; www addresses get https. Text already inside a link is left alone.
 */
export const LINKIFY_OPTIONS = {
  defaultProtocol: 'https',
  target: LINK_TARGET,
  rel: LINK_REL,
  ignoreTags: ['a', 'pre', 'code'],
} as const;

/** Length of the plain-text excerpt in the list. */
export const EXCERPT_LENGTH = 140;

/** Collapses white space and cuts at a word boundary, adding an ellipsis when cut. */
export function excerpt(text: string, max: number = EXCERPT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
