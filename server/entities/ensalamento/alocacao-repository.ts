import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  insPrcCndApoio,
  insPrcPrvSala,
  insProcesso,
  municipio,
  prcSeletivo,
  prcSltEtpProva,
  prcSltLclProva,
  prcSltMncProva,
  prcSltPrvSala,
  pssFisica,
} from '../../db/schema/index.ts';
import { insertMany } from '../../db/seed/bulk.ts';
import type { Alocacao, CandidatoAlocacao, SalaAlocacao } from './alocacao.ts';
import { comAssento } from './assento.ts';

/**
 * The enrolment flags that call for a room prepared for special conditions (issue 7: disability, extra
 * time, specialised attendance, left-handed desk, hearing aid, special board), or any support condition.
 */
const PRECISA_SALA_ESPECIAL = sql<boolean>`(
  ${insProcesso.insPrcDeficiente} OR ${insProcesso.insPrcNcsTmpAdicional} OR ${insProcesso.insPrcAtnEspecializado}
  OR ${insProcesso.insPrcCrtCanhota} OR ${insProcesso.insPrcAprSurdez} OR ${insProcesso.insPrcBncEspecial}
  OR EXISTS (SELECT 1 FROM ${insPrcCndApoio} a WHERE a."insPrcCodigo" = ${insProcesso.insPrcCodigo})
)`;

/** Deferred, non-cancelled enrolments of the process, with their exam municipality. */
export async function candidatosElegiveis(db: DbOrTx, prcSltCodigo: number): Promise<CandidatoAlocacao[]> {
  const rows = await db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      nome: pssFisica.pssFscNome,
      mncCodigo: prcSltMncProva.mncCodigo,
      especial: PRECISA_SALA_ESPECIAL,
    })
    .from(insProcesso)
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .leftJoin(prcSltMncProva, eq(prcSltMncProva.prcSltMncPrvCodigo, insProcesso.prcSltMncPrvCodigo))
    .where(sql`${insProcesso.prcSltCodigo} = ${prcSltCodigo} AND ${insProcesso.insDeferida} AND NOT ${insProcesso.insCancelada}`);
  return rows.map((r) => ({ ...r, mncCodigo: r.mncCodigo ?? null, especial: Boolean(r.especial) }));
}

export async function salasDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<SalaAlocacao[]> {
  return db
    .select({
      prcSltPrvSlCodigo: prcSltPrvSala.prcSltPrvSlCodigo,
      mncCodigo: prcSltLclProva.mncCodigo,
      especial: prcSltPrvSala.prcSltPrvSlEspecial,
      lugares: prcSltPrvSala.prcSltPrvSlQntLugar,
      prcSltLclPrvCodigo: prcSltPrvSala.prcSltLclPrvCodigo,
      bloco: prcSltPrvSala.prcSltPrvSlBloco,
      numero: prcSltPrvSala.prcSltPrvSlNumero,
    })
    .from(prcSltPrvSala)
    .innerJoin(prcSltLclProva, eq(prcSltLclProva.prcSltLclPrvCodigo, prcSltPrvSala.prcSltLclPrvCodigo))
    .where(eq(prcSltLclProva.prcSltCodigo, prcSltCodigo));
}

export async function nomesMunicipios(db: DbOrTx, codigos: number[]): Promise<Map<number, string>> {
  if (codigos.length === 0) return new Map();
  const rows = await db
    .select({ mncCodigo: municipio.mncCodigo, mncDescricao: municipio.mncDescricao, ufCodigo: municipio.ufCodigo })
    .from(municipio)
    .where(inArray(municipio.mncCodigo, codigos));
  return new Map(rows.map((r) => [r.mncCodigo, `${r.mncDescricao}/${r.ufCodigo}`]));
}

/** How many enrolments of the process already have a desk. */
export async function contarAlocados(db: DbOrTx, prcSltCodigo: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(insPrcPrvSala)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcPrvSala.insPrcCodigo))
    .where(eq(insProcesso.prcSltCodigo, prcSltCodigo));
  return Number(n);
}

/** The desks already saved for the process, in enrolment order: [enrolment, room, desk]. */
export async function carteirasDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<[number, number, number][]> {
  const rows = await db
    .select({ i: insPrcPrvSala.insPrcCodigo, s: insPrcPrvSala.prcSltPrvSlCodigo, c: insPrcPrvSala.insPrcPrvSlNmrCarteira })
    .from(insPrcPrvSala)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcPrvSala.insPrcCodigo))
    .where(eq(insProcesso.prcSltCodigo, prcSltCodigo))
    .orderBy(asc(insPrcPrvSala.insPrcCodigo));
  return rows.map((r) => [r.i, r.s, r.c]);
}

/** Replaces every desk of the process's enrolments with the new assignment (call inside a transaction). */
export async function substituirAlocacao(tx: DbOrTx, prcSltCodigo: number, alocacoes: readonly Alocacao[]): Promise<void> {
  await tx.execute(sql`DELETE FROM ${insPrcPrvSala} WHERE "insPrcCodigo" IN (SELECT "insPrcCodigo" FROM ${insProcesso} WHERE "prcSltCodigo" = ${prcSltCodigo})`);
  await insertMany(
    tx,
    'ins_prc_prv_sala',
    { insPrcCodigo: 'int', prcSltPrvSlCodigo: 'int', insPrcPrvSlNmrCarteira: 'int' },
    alocacoes.map((a) => ({ insPrcCodigo: a.insPrcCodigo, prcSltPrvSlCodigo: a.prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: a.carteira })),
  );
}

/** The seated candidates with everything the PDFs print (filtered and ordered by the callers below). */
const ensalados = (db: DbOrTx) =>
  comAssento(
    db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      prcSltCodigo: insProcesso.prcSltCodigo,
      pssFscNome: pssFisica.pssFscNome,
      carteira: insPrcPrvSala.insPrcPrvSlNmrCarteira,
      prcSltPrvSlCodigo: prcSltPrvSala.prcSltPrvSlCodigo,
      numero: prcSltPrvSala.prcSltPrvSlNumero,
      bloco: prcSltPrvSala.prcSltPrvSlBloco,
      lugares: prcSltPrvSala.prcSltPrvSlQntLugar,
      especial: prcSltPrvSala.prcSltPrvSlEspecial,
      local: prcSltLclProva.prcSltLclPrvDescricao,
      logradouro: prcSltLclProva.prcSltLclPrvLogradouro,
      bairro: prcSltLclProva.prcSltLclPrvBairro,
      referencia: prcSltLclProva.prcSltLclPrvReferencia,
      cidade: municipio.mncDescricao,
      uf: municipio.ufCodigo,
    })
    .from(insPrcPrvSala)
    .$dynamic(),
  );

/** Everything the PDFs print: one row per seated candidate, in room and desk order. */
export async function ensalamentoCompleto(db: DbOrTx, prcSltCodigo: number) {
  return ensalados(db)
    .where(sql`${insProcesso.prcSltCodigo} = ${prcSltCodigo} AND NOT ${insProcesso.insCancelada}`)
    .orderBy(asc(municipio.mncDescricao), asc(prcSltLclProva.prcSltLclPrvCodigo), asc(prcSltPrvSala.prcSltPrvSlCodigo), asc(insPrcPrvSala.insPrcPrvSlNmrCarteira));
}
export type LinhaEnsalamentoCompleto = Awaited<ReturnType<typeof ensalamentoCompleto>>[number];

/**
 * One person's own seat for the exam card: their non-cancelled enrolment in a process whose room assignment
 * is released, with the process's name and reminder; null for anyone else's, unreleased or unseated.
 */
export async function cartaoProprio(db: DbOrTx, pssFscCodigo: number, insPrcCodigo: number) {
  const [linha] = await ensalados(db).where(
    sql`${insProcesso.insPrcCodigo} = ${insPrcCodigo} AND ${insProcesso.pssFscCodigo} = ${pssFscCodigo} AND NOT ${insProcesso.insCancelada}`,
  );
  if (!linha) return null;
  const [processo] = await db
    .select({ prcSltDescricao: prcSeletivo.prcSltDescricao, prcSltEnsLembrete: prcSeletivo.prcSltEnsLembrete, liberado: prcSeletivo.prcSltExbEnsalamento })
    .from(prcSeletivo)
    .where(eq(prcSeletivo.prcSltCodigo, linha.prcSltCodigo));
  return processo?.liberado ? { linha, processo } : null;
}

/** Stages with room assignment, by date: their gate times go on every card and room list. */
export async function etapasComEnsalamento(db: DbOrTx, prcSltCodigo: number) {
  return db
    .select({
      descricao: prcSltEtpProva.prcSltEtpPrvDescricao,
      data: prcSltEtpProva.prcSltEtpPrvData,
      abre: prcSltEtpProva.prcSltEtpPrvHrrAbrPortao,
      fecha: prcSltEtpProva.prcSltEtpPrvHrrFchPortao,
    })
    .from(prcSltEtpProva)
    .where(sql`${prcSltEtpProva.prcSltCodigo} = ${prcSltCodigo} AND ${prcSltEtpProva.prcSltEtpPrvEnsala}`)
    .orderBy(asc(prcSltEtpProva.prcSltEtpPrvData), asc(prcSltEtpProva.prcSltEtpPrvHrrAbrPortao));
}
export type EtapaPdf = Awaited<ReturnType<typeof etapasComEnsalamento>>[number];
