/**
 * Accessibility by construction (issue 38): a table box that scrolls sideways on a phone must be reachable by the
 * keyboard (axe scrollable-region-focusable, WCAG 2.1.1), so every `table-responsive` of the site is focusable.
 * Read from the sources: a new table cannot forget it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

function arquivos(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? arquivos(path.join(dir, e.name)) : /\.(tsx|astro|ts)$/.test(e.name) ? [path.join(dir, e.name)] : []));
}

it('every scrolling table box of the site can take the keyboard focus', () => {
  const faltam: string[] = [];
  for (const f of arquivos('src')) {
    const texto = readFileSync(f, 'utf8');
    for (const m of texto.matchAll(/<div\b[^>]*\btable-responsive\b[^>]*>/g)) {
      if (!/tab[iI]ndex=/.test(m[0])) faltam.push(`${f}: ${m[0]}`);
    }
  }
  expect(faltam).toEqual([]);
});
