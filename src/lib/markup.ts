/**
 * Markup written once and drawn two ways: as an HTML string at build time (a pre-rendered public page ships no
 * script) and as DOM nodes in the browser (the page's shell, filled from the API by a plain script, no React). So
 * the pre-rendered page and its shell show the same thing by construction.
 *
 * Text is always text: toHtml escapes it, toDom appends it as text nodes. Tag and attribute names come from our
 * code only, and are checked anyway.
 */

export type Attrs = Record<string, string | number | boolean | null | undefined>;
export interface MarkupElement {
  tag: string;
  attrs: Attrs;
  children: MarkupNode[];
}
export type MarkupNode = MarkupElement | string;
/** What a builder may receive as children: nodes, lists of them, and nothing (null, undefined, false) for "absent". */
export type Child = MarkupNode | Child[] | null | undefined | false;

const NAME = /^[a-z][a-z0-9-]*$/;
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link']);

function flatten(children: Child[], out: MarkupNode[] = []): MarkupNode[] {
  for (const c of children) {
    if (Array.isArray(c)) flatten(c, out);
    else if (c !== null && c !== undefined && c !== false) out.push(c);
  }
  return out;
}

/** An element. Attributes: a string or number is its value, true is present and empty, false/null/undefined absent. */
export function h(tag: string, attrs: Attrs = {}, ...children: Child[]): MarkupElement {
  if (!NAME.test(tag)) throw new Error(`tag inválida: ${tag}`);
  for (const name of Object.keys(attrs)) if (!NAME.test(name) || name.startsWith('on')) throw new Error(`atributo inválido: ${name}`);
  return { tag, attrs, children: flatten(children) };
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);

const present = (v: Attrs[string]): v is string | number | true => v !== false && v !== null && v !== undefined;

/** The HTML of nodes, every text and attribute value escaped. */
export function toHtml(nodes: Child): string {
  return flatten([nodes])
    .map((n) => {
      if (typeof n === 'string') return escapeHtml(n);
      const attrs = Object.entries(n.attrs)
        .filter(([, v]) => present(v))
        .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeHtml(String(v))}"`))
        .join('');
      return VOID.has(n.tag) ? `<${n.tag}${attrs}>` : `<${n.tag}${attrs}>${toHtml(n.children)}</${n.tag}>`;
    })
    .join('');
}

/** The DOM of nodes (browser only): elements by createElement, text by text nodes, never parsed as HTML. */
export function toDom(nodes: Child, doc: Document = document): Node[] {
  return flatten([nodes]).map((n) => {
    if (typeof n === 'string') return doc.createTextNode(n);
    const el = doc.createElement(n.tag);
    for (const [k, v] of Object.entries(n.attrs)) if (present(v)) el.setAttribute(k, v === true ? '' : String(v));
    el.append(...toDom(n.children, doc));
    return el;
  });
}
