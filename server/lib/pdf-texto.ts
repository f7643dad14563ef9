/**
 * Text on A4 pages with pdf-lib's standard fonts, for the reports drawn by hand (the enrolment receipt, the staff's
 * enrolment sheet): wrapping at spaces, label-and-value fields, rules, and a new page when one is full.
 */
import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';

export const MM = 72 / 25.4;
export const A4: [number, number] = [210 * MM, 297 * MM];
export const MARGIN = 20 * MM;

/** Keeps what the standard fonts' WinAnsi encoding has (Latin-1 and '›', the options' path separator); the rest becomes '?'. */
export const latin1 = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff\u203a]/g, '?');

/** Splits text into lines no wider than `width` at `size` (breaks at spaces; overlong words are cut). */
export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of latin1(text).split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) out.push(line);
    let rest = word;
    while (font.widthOfTextAtSize(rest, size) > width) {
      let n = rest.length - 1;
      while (n > 1 && font.widthOfTextAtSize(rest.slice(0, n), size) > width) n--;
      out.push(rest.slice(0, n));
      rest = rest.slice(n);
    }
    line = rest;
  }
  if (line) out.push(line);
  return out.length ? out : [''];
}

/** Writes down the page from the top margin; with `novaPagina`, a line that would cross the bottom margin starts a new page. */
export class Writer {
  y = A4[1] - MARGIN;
  constructor(
    public page: PDFPage,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    readonly novaPagina?: () => PDFPage,
  ) {}

  private linha(altura: number) {
    if (this.novaPagina && this.y - altura < MARGIN) {
      this.page = this.novaPagina();
      this.y = A4[1] - MARGIN;
    }
    this.y -= altura;
  }

  text(value: string, opts: { size?: number; bold?: boolean; width?: number; x?: number; gap?: number } = {}) {
    const size = opts.size ?? 11;
    const font = opts.bold ? this.bold : this.font;
    for (const line of wrap(value, font, size, opts.width ?? A4[0] - 2 * MARGIN)) {
      this.linha(size * 1.35);
      this.page.drawText(line, { x: opts.x ?? MARGIN, y: this.y, size, font, color: rgb(0, 0, 0) });
    }
    this.y -= opts.gap ?? 0;
  }

  field(label: string, value: string) {
    this.text(label, { size: 8.5, gap: 0 });
    this.text(value, { size: 12, bold: true, gap: 5 });
  }

  rule() {
    this.linha(6);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
    this.y -= 6;
  }
}
