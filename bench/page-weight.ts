/**
 * Page weight of the built site: for each page, the gzip bytes of its HTML, of the CSS it links, and of all the
 * JavaScript it can load (module scripts, island components and renderers, and everything they import
 * statically). Prints a table and writes bench/results/page-weight-<date>.json. The public result page
 * (/resultado/:p, pre-rendered per process: the index of the options, with every list when the result is small)
 * and its option pages (/resultado/:p/:opcao) grow with the candidates: both are also measured for synthetic
 * results of 1,000, 10,000 and 100,000 candidates, the option page at the result's largest option
 * (bench/lib/resultado-publico.ts).
 *
 *   npx tsx bench/page-weight.ts [siteDir]     (default: DATA_DIR/site/current, else ./dist)
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { paginaDaOpcao, paginaDeResultado } from './lib/resultado-publico.ts';

const dataDir = process.env.DATA_DIR || './data';
const siteDir = path.resolve(process.argv[2] ?? (existsSync(path.join(dataDir, 'site/current/index.html')) ? path.join(dataDir, 'site/current') : './dist'));
if (!existsSync(path.join(siteDir, 'index.html'))) {
  console.error(`Nenhum site construído em ${siteDir}`);
  process.exit(1);
}

const gz = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

function pages(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name === '_astro') continue;
    if (statSync(full).isDirectory()) pages(full, out);
    else if (name === 'index.html') out.push(full);
  }
  return out;
}

const fileOf = (url: string) => path.join(siteDir, url.split('?')[0]);

/** A JS file and everything it imports statically (relative or absolute /_astro/ specifiers). */
function jsGraph(url: string, seen: Set<string>): void {
  const file = fileOf(url);
  if (seen.has(file) || !existsSync(file)) return;
  seen.add(file);
  const src = readFileSync(file, 'utf8');
  for (const m of src.matchAll(/(?:import|export)\s*(?:[^'"]*?from\s*)?["']([^"']+\.js)["']/g)) {
    const spec = m[1];
    jsGraph(spec.startsWith('/') ? spec : path.posix.join(path.posix.dirname(url), spec), seen);
  }
}

interface Row {
  page: string;
  html: number;
  css: number;
  js: number;
  jsFiles: number;
}

/** One page's weight: its HTML, the CSS it links and the JavaScript it can load. */
function medir(pagina: string, html: string): Row {
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)) css.add(fileOf(m[1]));
  const js = new Set<string>();
  const entries = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/component-url="([^"]+)"/g),
    ...html.matchAll(/renderer-url="([^"]+)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1]);
  // Inline module scripts import their chunks too.
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/g)) {
    for (const i of m[1].matchAll(/["'](\/_astro\/[^"']+\.js)["']/g)) entries.push(i[1]);
  }
  for (const e of entries) if (e.startsWith('/')) jsGraph(e, js);
  const sum = (set: Set<string>) => [...set].reduce((n, f) => n + (existsSync(f) ? gz(readFileSync(f)) : 0), 0);
  return { page: pagina, html: gz(html), css: sum(css), js: sum(js), jsFiles: js.size };
}

const rows: Row[] = [];
for (const file of pages(siteDir).sort()) {
  rows.push(medir(`/${path.relative(siteDir, path.dirname(file))}`.replace(/\/$/, '') || '/', readFileSync(file, 'utf8')));
}
const casca = path.join(siteDir, 'resultado/-/index.html');
const cascaDaOpcao = path.join(siteDir, 'resultado/-/-/index.html');
if (existsSync(casca) && existsSync(cascaDaOpcao)) {
  for (const n of [1_000, 10_000, 100_000]) {
    const qtos = `${n.toLocaleString('pt-BR')} candidatos`;
    rows.push(medir(`/resultado/:p (${qtos})`, paginaDeResultado(readFileSync(casca, 'utf8'), n)));
    const opcao = paginaDaOpcao(readFileSync(cascaDaOpcao, 'utf8'), n);
    rows.push(medir(`/resultado/:p/:opcao (${qtos}; maior opção, ${opcao.linhas.toLocaleString('pt-BR')} linhas)`, opcao.html));
  }
}

const pad = (s: string | number, n: number) => String(s).padStart(n);
console.log(`Peso das páginas (bytes gzip) em ${siteDir}\n`);
console.log(`${'página'.padEnd(72)}${pad('HTML', 8)}${pad('CSS', 8)}${pad('JS', 9)}${pad('arqs JS', 9)}${pad('total', 9)}`);
for (const r of rows) console.log(`${r.page.padEnd(72)}${pad(r.html, 8)}${pad(r.css, 8)}${pad(r.js, 9)}${pad(r.jsFiles, 9)}${pad(r.html + r.css + r.js, 9)}`);

const date = new Date().toISOString().slice(0, 10);
const out = path.resolve('bench/results', `page-weight-${date}.json`);
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ medidoEm: new Date().toISOString(), siteDir, unidade: 'bytes gzip (nível 9)', paginas: rows }, null, 2));
console.log(`\n-> ${path.relative(process.cwd(), out)}`);
