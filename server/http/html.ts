const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML bodies and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Tagged template that escapes every interpolated value unless it is already SafeHtml. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((v, i) => {
    const piece = Array.isArray(v) ? v.map((x) => (x instanceof SafeHtml ? x.value : escapeHtml(x))).join('') : v instanceof SafeHtml ? v.value : v === false || v === null || v === undefined ? '' : escapeHtml(v);
    out += piece + strings[i + 1];
  });
  return new SafeHtml(out);
}
