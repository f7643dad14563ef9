/**
 * Lighthouse performance (its default: mobile emulation, simulated slow 4G and 4x CPU slowdown) on the
 * public pages, with Debian's Chromium (/usr/bin/chromium, or CHROME_PATH). One headless Chromium for
 * every page; nothing leaves the machine (the site is served by the API on 127.0.0.1).
 */
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  page: string;
  score: number | null;
  fcpMs?: number;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  speedIndexMs?: number;
  error?: string;
}

export async function runLighthouse(baseUrl: string, pages: string[]): Promise<{ chromium: string; rows: LighthouseRow[] } | { skipped: string }> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!existsSync(chromePath)) return { skipped: `Chromium não encontrado em ${chromePath}` };
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const rows: LighthouseRow[] = [];
  try {
    for (const page of pages) {
      try {
        const r = await lighthouse(`${baseUrl}${page}`, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
        const lhr = r?.lhr;
        if (!lhr) throw new Error('sem resultado');
        if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
        const n = (id: string) => (typeof lhr.audits[id]?.numericValue === 'number' ? Math.round(lhr.audits[id].numericValue! * 1000) / 1000 : undefined);
        const row: LighthouseRow = {
          page,
          score: lhr.categories.performance.score === null ? null : Math.round(lhr.categories.performance.score * 100),
          fcpMs: Math.round(n('first-contentful-paint') ?? NaN),
          lcpMs: Math.round(n('largest-contentful-paint') ?? NaN),
          tbtMs: Math.round(n('total-blocking-time') ?? NaN),
          cls: n('cumulative-layout-shift'),
          speedIndexMs: Math.round(n('speed-index') ?? NaN),
        };
        rows.push(row);
        console.log(`  ${page.padEnd(40)} desempenho ${String(row.score).padStart(3)}  FCP ${row.fcpMs} ms  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}`);
      } catch (err) {
        rows.push({ page, score: null, error: String((err as Error).message ?? err).slice(0, 300) });
        console.log(`  ${page.padEnd(40)} falhou: ${(err as Error).message}`);
      }
    }
  } finally {
    chrome.kill();
  }
  return { chromium: chromePath, rows };
}
