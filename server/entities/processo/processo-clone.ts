/**
 * Cloning a selection process (back office, issue 20): a past process becomes next year's in one go, with
 * everything that sets it up — the per-process lists, options (tree and languages remapped), exam municipalities,
 * venues and rooms, exam stages, form configuration (process, option and bond levels), schedule items and the
 * serial exams — with every date moved by the same number of days. Nothing of candidates is copied (enrolments,
 * seat assignments, payments, scores): the clone starts empty, unpublished and not archived.
 * It touches every table of a process, so it lives here rather than in one feature.
 */
import { escritaOpcao } from '../opcao/opcao.ts';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { formatBrDateTime, parseBrDateTime } from '../../../src/domain/dates.ts';
import type { Tx } from '../../db/client.ts';
import * as s from '../../db/schema/index.ts';

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** The same wall-clock time in Horário de Brasília, `dias` calendar days later (earlier when negative). */
export function deslocarInstante(d: Date, dias: number): Date {
  const m = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}:\d{2}:\d{2})$/.exec(formatBrDateTime(d));
  if (!m) return d;
  const dia = new Date(Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]) + dias));
  const texto = `${pad(dia.getUTCDate())}/${pad(dia.getUTCMonth() + 1)}/${pad(dia.getUTCFullYear(), 4)} ${m[4]}`;
  const out = parseBrDateTime(texto);
  return out ? new Date(out.getTime() + d.getUTCMilliseconds()) : d;
}

/** A calendar day 'yyyy-mm-dd' moved by `dias`. */
export function deslocarDia(iso: string, dias: number): string {
  const [y, m, d] = iso.split('-').map(Number);
  const dia = new Date(Date.UTC(y, m - 1, d + dias));
  return `${pad(dia.getUTCFullYear(), 4)}-${pad(dia.getUTCMonth() + 1)}-${pad(dia.getUTCDate())}`;
}

const inst = (d: Date | null, dias: number) => (d ? deslocarInstante(d, dias) : null);

// The copies below read and write rows of many tables through one helper; Drizzle's per-table types add nothing here.
// biome-ignore lint/suspicious/noExplicitAny: see above
type Linha = Record<string, any>;

/** Inserts each row (in order) and returns the new key of each, so references to them can be remapped. */
async function inserirUmAUm(tx: Tx, tabela: PgTable, chave: string, linhas: Linha[]): Promise<Map<number, number>> {
  const mapa = new Map<number, number>();
  for (const { [chave]: antiga, ...resto } of linhas) {
    const [nova] = (await tx.insert(tabela).values(resto as never).returning()) as Linha[];
    mapa.set(antiga as number, nova[chave] as number);
  }
  return mapa;
}

/** Inserts the rows in one statement (no one refers to their keys). */
async function inserirTodas(tx: Tx, tabela: PgTable, chave: string, linhas: Linha[]): Promise<number> {
  if (!linhas.length) return 0;
  await tx.insert(tabela).values(linhas.map(({ [chave]: _descartada, ...resto }) => resto) as never);
  return linhas.length;
}

async function ler(tx: Tx, tabela: PgTable, onde: SQL): Promise<Linha[]> {
  return (await tx.select().from(tabela).where(onde)) as Linha[];
}

/** Parents before children, so each option's parent already has its new code when the option is written. */
function emOrdemDePais(opcoes: Linha[]): Linha[] {
  const filhos = new Map<number | null, Linha[]>();
  for (const o of opcoes) filhos.set(o.opcCdgPai, [...(filhos.get(o.opcCdgPai) ?? []), o]);
  const out: Linha[] = [];
  const fila = [...(filhos.get(null) ?? [])];
  while (fila.length) {
    const o = fila.shift()!;
    out.push(o);
    fila.push(...(filhos.get(o.opcCodigo) ?? []));
  }
  return out;
}

/** The per-process lists the enrolment form picks from, with their key column (languages apart: options point to them). */
const LISTAS: [PgTable & { prcSltCodigo: AnyPgColumn }, string][] = [
  [s.prcSltTpDivulgacao, 'prcSltTpDvlCodigo'],
  [s.prcSltTpEscolaridade, 'prcSltTpEscCodigo'],
  [s.prcSltSerie, 'prcSltSerCodigo'],
  [s.prcSltSetor, 'prcSltStrCodigo'],
  [s.prcSltModalidade, 'prcSltMdlCodigo'],
  [s.prcSltArConhecimento, 'prcSltArCnhCodigo'],
  [s.prcSltDfcCndApoio, 'prcSltDfcCndApoioCodigo'],
];

export interface ResultadoDoClone {
  prcSltCodigo: number;
  /** Rows copied, per kind. */
  copiados: Record<string, number>;
}

/**
 * Copies process `origem` (which must exist) and everything below it, in the caller's transaction. The new
 * process is named `descricao`, unpublished, not archived; every instant and day moves by `deslocamentoDias`.
 */
export async function clonarProcesso(tx: Tx, origem: number, opts: { descricao: string; deslocamentoDias: number }): Promise<ResultadoDoClone> {
  const dias = opts.deslocamentoDias;
  const [p] = await tx.select().from(s.prcSeletivo).where(eq(s.prcSeletivo.prcSltCodigo, origem));
  if (!p) throw new Error(`clonarProcesso: processo ${origem} não existe`);
  const { prcSltCodigo: _origem, ...campos } = p;
  const [novo] = await tx
    .insert(s.prcSeletivo)
    .values({
      ...campos,
      prcSltDescricao: opts.descricao,
      prcSltDtInicio: deslocarInstante(p.prcSltDtInicio, dias),
      prcSltDtFim: deslocarInstante(p.prcSltDtFim, dias),
      prcSltDtFimIsencao: inst(p.prcSltDtFimIsencao, dias),
      prcSltDtEmsBoleto: inst(p.prcSltDtEmsBoleto, dias),
      prcSltDtVncBoleto: p.prcSltDtVncBoleto ? deslocarDia(p.prcSltDtVncBoleto, dias) : null,
      prcSltDtFimReimpressao: inst(p.prcSltDtFimReimpressao, dias),
      prcSltDtFimEdicao: inst(p.prcSltDtFimEdicao, dias),
      prcSltPublicado: false,
      prcSltArquivado: false,
    })
    .returning({ c: s.prcSeletivo.prcSltCodigo });
  const prc = novo.c;
  const copiados: Record<string, number> = {};
  const doOrigem = (col: AnyPgColumn) => eq(col, origem);
  const noNovo = (linhas: Linha[]): Linha[] => linhas.map((l) => ({ ...l, prcSltCodigo: prc }));

  // Per-process lists.
  let listas = 0;
  for (const [tabela, chave] of LISTAS) listas += await inserirTodas(tx, tabela, chave, noNovo(await ler(tx, tabela, doOrigem(tabela.prcSltCodigo))));
  const linguas = noNovo(await ler(tx, s.prcSltLngEstrangeira, doOrigem(s.prcSltLngEstrangeira.prcSltCodigo)));
  const mapaLingua = await inserirUmAUm(tx, s.prcSltLngEstrangeira, 'prcSltLngEstCodigo', linguas);
  copiados.listas = listas + linguas.length;

  // Options: the tree keeps its shape (parents remapped; the composite key keeps each parent in the same process).
  const opcoes = emOrdemDePais(await ler(tx, s.opcao, doOrigem(s.opcao.prcSltCodigo)));
  const mapaOpcao = new Map<number, number>();
  for (const o of opcoes) {
    const { opcCodigo, ...resto } = o;
    const n = await escritaOpcao.incluir(tx, {
      ...(resto as typeof s.opcao.$inferInsert),
      prcSltCodigo: prc,
      opcCdgPai: o.opcCdgPai === null ? null : mapaOpcao.get(o.opcCdgPai)!,
      prcSltLngEstCodigo: o.prcSltLngEstCodigo === null ? null : (mapaLingua.get(o.prcSltLngEstCodigo) ?? null),
    });
    mapaOpcao.set(opcCodigo, n.opcCodigo);
  }
  copiados.opcoes = opcoes.length;

  // Exam logistics: municipalities, venues with their rooms (empty: no seat is copied), stages.
  copiados.municipiosProva = await inserirTodas(tx, s.prcSltMncProva, 'prcSltMncPrvCodigo', noNovo(await ler(tx, s.prcSltMncProva, doOrigem(s.prcSltMncProva.prcSltCodigo))));
  const locais = await ler(tx, s.prcSltLclProva, doOrigem(s.prcSltLclProva.prcSltCodigo));
  const mapaLocal = await inserirUmAUm(tx, s.prcSltLclProva, 'prcSltLclPrvCodigo', noNovo(locais));
  copiados.locaisProva = locais.length;
  const salas = locais.length ? await ler(tx, s.prcSltPrvSala, inArray(s.prcSltPrvSala.prcSltLclPrvCodigo, [...mapaLocal.keys()])) : [];
  copiados.salas = await inserirTodas(
    tx,
    s.prcSltPrvSala,
    'prcSltPrvSlCodigo',
    salas.map((x) => ({ ...x, prcSltLclPrvCodigo: mapaLocal.get(x.prcSltLclPrvCodigo), prcSltPrvSlQntCandidato: 0 })),
  );
  const etapas = noNovo(await ler(tx, s.prcSltEtpProva, doOrigem(s.prcSltEtpProva.prcSltCodigo)));
  copiados.etapas = await inserirTodas(
    tx,
    s.prcSltEtpProva,
    'prcSltEtpPrvCodigo',
    etapas.map((e) => ({ ...e, prcSltEtpPrvData: e.prcSltEtpPrvData ? deslocarDia(e.prcSltEtpPrvData, dias) : null })),
  );

  // Form configuration at its three levels.
  copiados.formulario = await inserirTodas(tx, s.prcSltCnfFormulario, 'prcSltCnfFrmCodigo', noNovo(await ler(tx, s.prcSltCnfFormulario, doOrigem(s.prcSltCnfFormulario.prcSltCodigo))));
  const porOpcao = mapaOpcao.size ? await ler(tx, s.prcSltCnfFrmOpcao, inArray(s.prcSltCnfFrmOpcao.opcCodigo, [...mapaOpcao.keys()])) : [];
  copiados.formularioOpcao = await inserirTodas(tx, s.prcSltCnfFrmOpcao, 'prcSltCnfFrmOpcCodigo', porOpcao.map((c) => ({ ...c, opcCodigo: mapaOpcao.get(c.opcCodigo) })));
  copiados.formularioVinculo = await inserirTodas(tx, s.prcSltCnfFrmVinculo, 'prcSltCnfFrmVncCodigo', noNovo(await ler(tx, s.prcSltCnfFrmVinculo, doOrigem(s.prcSltCnfFrmVinculo.prcSltCodigo))));

  // Schedule items and the serial exams.
  const cronogramas = noNovo(await ler(tx, s.prcSltCronograma, doOrigem(s.prcSltCronograma.prcSltCodigo)));
  copiados.cronogramas = await inserirTodas(
    tx,
    s.prcSltCronograma,
    'prcSltCrnCodigo',
    cronogramas.map((c) => ({ ...c, prcSltCrnDtInicio: inst(c.prcSltCrnDtInicio, dias), prcSltCrnDtFim: inst(c.prcSltCrnDtFim, dias) })),
  );
  copiados.provasSeriado = await inserirTodas(tx, s.seriadoProva, 'prvCodigo', noNovo(await ler(tx, s.seriadoProva, doOrigem(s.seriadoProva.prcSltCodigo))));

  return { prcSltCodigo: prc, copiados };
}
