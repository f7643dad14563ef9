/**
 * Build-time code (Node, never the browser): the data the public pages are pre-rendered from (SPEC §2 stricto,
 * especializacoes, entrar), gathered from the listing endpoints by the pages' frontmatter and getStaticPaths,
 * scripts/rebuild.ts and the server's rebuild. No island imports it: it reads files and the environment.
 *
 * The build reads a snapshot file when SITE_DATA_FILE is set (the server's rebuild writes one from its own
 * database), otherwise it asks the API at SITE_API_URL. When there is no data the pages are still built, with
 * empty lists: a build never fails for lack of processes.
 */
import { readFileSync } from 'node:fs';
import type { ResultadoPublico } from '../domain/wire/gestao-resultados.ts';

import type { LatoItem, StrictoItem } from '../domain/wire/listagem.ts';

export interface ProcessoResumo {
  prcSltCodigo: number;
  prcSltDescricao: string;
}

export interface SiteData {
  /** When the data was read (ISO); '' when there was none. */
  geradoEm: string;
  /** Where it came from, for the build log: 'api', 'db' or 'vazio'. */
  origem: string;
  stricto: { abertas: StrictoItem[]; proximas: StrictoItem[] };
  lato: { abertas: LatoItem[]; proximas: LatoItem[] };
  processos: ProcessoResumo[];
  /** The published result of each process that has one (issue 22): pre-rendered at /resultado/{prcSltCodigo}. Absent in older snapshots. */
  resultados?: ResultadoPublico[];
}

export const EMPTY_SITE_DATA: SiteData = {
  geradoEm: '',
  origem: 'vazio',
  stricto: { abertas: [], proximas: [] },
  lato: { abertas: [], proximas: [] },
  processos: [],
  resultados: [],
};

/** One GET on the sgps API, answering the parsed envelope (HTTP fetch at build, app.inject in the server). */
export type SgpsGet = (pathAndQuery: string) => Promise<{ success?: boolean; data?: unknown; total?: number }>;

async function list<T>(get: SgpsGet, path: string): Promise<T[]> {
  const env = await get(path);
  if (!env || env.success !== true || !Array.isArray(env.data)) throw new Error(`resposta inválida de ${path.split('?')[0]}`);
  return env.data as T[];
}

/** Every process code and description, a page of 1000 at a time (pesquisa2). */
async function allProcesses(get: SgpsGet): Promise<ProcessoResumo[]> {
  const out: ProcessoResumo[] = [];
  const map = encodeURIComponent(JSON.stringify(['prcSltCodigo', 'prcSltDescricao']));
  const sort = encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', direction: 'ASC' }]));
  for (let start = 0; ; start += 1000) {
    const env = await get(`prcSeletivo/pesquisa2?map=${map}&sort=${sort}&start=${start}&limit=1000`);
    if (!env || env.success !== true || !Array.isArray(env.data)) throw new Error('resposta inválida de prcSeletivo/pesquisa2');
    out.push(...(env.data as ProcessoResumo[]));
    if (env.data.length < 1000 || out.length >= (env.total ?? 0)) break;
  }
  return out;
}

/** The published result of each process (GET resultado/{code}); a 404 (nothing published) is skipped. A few at a time. */
async function publishedResults(get: SgpsGet, processos: readonly ProcessoResumo[]): Promise<ResultadoPublico[]> {
  const out: ResultadoPublico[] = [];
  for (let i = 0; i < processos.length; i += 8) {
    const lote = await Promise.all(
      processos.slice(i, i + 8).map(async (p) => {
        try {
          const env = await get(`resultado/${p.prcSltCodigo}`);
          return env?.success === true && env.data ? (env.data as ResultadoPublico) : null;
        } catch (err) {
          if (/^HTTP 404\b/.test((err as Error).message)) return null;
          throw err;
        }
      }),
    );
    out.push(...lote.filter((r): r is ResultadoPublico => r !== null));
  }
  return out;
}

/** Reads everything the public pages need through the listing endpoints (SPEC §7). */
export async function fetchSiteData(get: SgpsGet, origem: string, now = new Date()): Promise<SiteData> {
  const [sa, sp, la, lp, processos] = await Promise.all([
    list<StrictoItem>(get, 'prcSltInsStricto/getStrictoListagem'),
    list<StrictoItem>(get, 'prcSltInsStricto/getStrictoListagemProx'),
    list<LatoItem>(get, 'prcSltInsLato/getLatoEspecializacaoListagem?start=0&limit=999'),
    list<LatoItem>(get, 'prcSltInsLato/getLatoEspecializacaoListagemProx?start=0&limit=999'),
    allProcesses(get),
  ]);
  const resultados = await publishedResults(get, processos);
  return { geradoEm: now.toISOString(), origem, stricto: { abertas: sa, proximas: sp }, lato: { abertas: la, proximas: lp }, processos, resultados };
}

/** An SgpsGet over HTTP, for builds run next to a live API. */
export function httpGet(baseUrl: string, timeoutMs = 10_000): SgpsGet {
  const base = baseUrl.replace(/\/$/, '');
  return async (p) => {
    const res = await fetch(`${base}/sgps/${p}`, { signal: AbortSignal.timeout(timeoutMs), headers: { Accept: 'application/json' } });
    if (!res.ok) throw new Error(`HTTP ${res.status} em ${p.split('?')[0]}`);
    return res.json();
  };
}

let cached: Promise<SiteData> | null = null;

/** The build's data, read once per build: SITE_DATA_FILE, else the API at SITE_API_URL, else empty lists. */
export function loadSiteData(env: NodeJS.ProcessEnv = process.env): Promise<SiteData> {
  cached ??= (async () => {
    if (env.SITE_DATA_FILE) return JSON.parse(readFileSync(env.SITE_DATA_FILE, 'utf8')) as SiteData;
    const api = env.SITE_API_URL || 'http://127.0.0.1:8080';
    try {
      return await fetchSiteData(httpGet(api, 5_000), 'api');
    } catch (err) {
      console.warn(`[site-data] sem dados das listagens (${api}): ${(err as Error).message}. As páginas públicas saem com listas vazias.`);
      return EMPTY_SITE_DATA;
    }
  })();
  return cached;
}
