/**
 * Pure rules of the serial exam simulation screen (SPEC §2 "Serial exam simulation", §4, §5, §9).
 * No DOM, no fetch: the store and the islands build on these.
 */
import { formatDecimalComma } from '../../domain/decimal.ts';

/** Essay stage code: its score is attributed to serial 1 (SPEC §9). */
export const ESSAY_STAGE = 5;
/** The empty choice of a select (SPEC §5: '' or -1 count as not chosen). */
export const NO_CHOICE = '-1';

export interface OptionItem {
  opcCodigo: number;
  opcDescricao: string;
  tpOpcDescricao?: string;
}

/** One select of the cascade: its options, its label's option type and the current choice. */
export interface CascadeLevel {
  tipo: string;
  options: OptionItem[];
  value: string;
}

/** The select's label: 'Selecione o {option type}'. */
export const selectLabel = (tipo: string) => `Selecione o ${tipo}`;

/** A level built from a list of sibling options (their type names the select). */
export function levelOf(options: OptionItem[]): CascadeLevel {
  return { tipo: options[0]?.tpOpcDescricao ?? 'Opção', options, value: NO_CHOICE };
}

/**
 * Choosing a value in select `index` (SPEC §4): the levels above and the changed one stay, every deeper
 * select is discarded. The caller then appends the children of the new choice, if any.
 */
export function chooseAt(levels: CascadeLevel[], index: number, value: string): CascadeLevel[] {
  if (index < 0 || index >= levels.length) return levels;
  return [...levels.slice(0, index), { ...levels[index], value }];
}

export const isChosen = (value: string | undefined | null) => value !== undefined && value !== null && value !== '' && value !== NO_CHOICE;

/** The option code to simulate: the last displayed select's choice, or null when it is empty (SPEC §5). */
export function chosenOption(levels: CascadeLevel[]): number | null {
  const last = levels[levels.length - 1];
  if (!last || !isChosen(last.value)) return null;
  const n = Number(last.value);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

/** SPEC §3 "Serial score row" as the API sends it: the contract shared with the API. */
import type { SerialScoreRow } from '../../domain/wire/seriado.ts';
export type { SerialScoreRow };

export type { ExamRawScore, QuotaRankingRow } from '../../domain/seriado-linhas.ts';

export interface StageGroup {
  etpCodigo: number;
  etpDescricao: string;
  rows: SerialScoreRow[];
}

/** DESEMPENHO INDIVIDUAL is one table per stage, in stage order, exams in the order received. */
export function groupByStage(rows: SerialScoreRow[]): StageGroup[] {
  const groups = new Map<number, StageGroup>();
  for (const row of rows) {
    let g = groups.get(row.etpCodigo);
    if (!g) groups.set(row.etpCodigo, (g = { etpCodigo: row.etpCodigo, etpDescricao: row.etpDescricao, rows: [] }));
    g.rows.push(row);
  }
  return [...groups.values()].sort((a, b) => a.etpCodigo - b.etpCodigo);
}

export interface Summary {
  /** Average of the objective exams: sum of the objective exams' media ((serial 1 + serial 2) / 2). */
  objetivas: number;
  /** The essay score, attributed to serial 1. */
  redacao: number;
  /** Score for the ranking simulation: objetivas + redacao (with the process's saved ranking rules: their weighted total). */
  final: number;
  /** Place in ampla concorrência. */
  classificacao: number;
  /** With the process's ranking rules (issue 36 item 6), why the rules eliminate the candidate; else null. */
  eliminacao: string | null;
  crsDescricao: string;
  cmpDescricao: string | null;
}

/** The summary cards, from the score rows (the API's final score is the authority; the parts add up to it). */
export function summarize(rows: SerialScoreRow[]): Summary | null {
  if (rows.length === 0) return null;
  let objetivas = 0;
  let redacao = 0;
  for (const r of rows) {
    if (r.etpCodigo === ESSAY_STAGE) redacao += r.pntCndPrvPntPdrSeriado1 ?? r.pntCndPrvPntPdrMedia;
    else objetivas += r.pntCndPrvPntPdrMedia;
  }
  const first = rows[0];
  return {
    objetivas: round4(objetivas),
    redacao: round4(redacao),
    final: first.pntCndPrvPntPdrFinal,
    classificacao: first.cndCrsClassificacao,
    eliminacao: first.cndCrsSituacao === 'eliminado' ? first.cndCrsMotivo || 'não atende às regras do edital.' : null,
    crsDescricao: first.crsDescricao,
    cmpDescricao: first.cmpDescricao,
  };
}

const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/** Scores with a decimal comma and two places; an absent score is a dash. */
export function formatScore(n: number | null | undefined): string {
  return n === null || n === undefined ? '-' : formatDecimalComma(n, 2);
}

/** Hits: whole numbers as they are, fractions with a decimal comma. */
export function formatHits(n: number | null | undefined): string {
  if (n === null || n === undefined) return '-';
  return Number.isInteger(n) ? String(n) : formatDecimalComma(n, 2);
}

/** Ordinal place in Portuguese: 1º, 2º, ... */
export const formatPlace = (n: number) => `${n}º`;

const QUOTA_NAMES: Record<string, string> = {
  AC: 'Ampla Concorrência',
  EP: 'Escola Pública',
  NEP: 'Negros de Escola Pública',
  PCD: 'Pessoas com Deficiência',
};
/** The accordion panel title of a quota type: its name when known, else its code. */
export const quotaName = (clsTpCota: string) => QUOTA_NAMES[clsTpCota] ?? clsTpCota;

/** Accordion (SPEC §4): one panel open at a time; clicking the open one closes it. */
export const togglePanel = (open: string | null, clicked: string): string | null => (open === clicked ? null : clicked);

/** Exam names carry the footnote marks: * specific subject, ** essay (counts for serial 1). */
export function examLabel(row: Pick<SerialScoreRow, 'prvDescricao' | 'prvEspecifica' | 'etpCodigo'>): string {
  if (row.etpCodigo === ESSAY_STAGE) return `${row.prvDescricao}**`;
  return row.prvEspecifica === 'T' ? `${row.prvDescricao}*` : row.prvDescricao;
}
