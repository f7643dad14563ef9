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
import type { EntradaPlano, PlanoParaGravar } from './plano-thread.ts';
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

const primeiraLinha = <T>(r: unknown) => (r as { rows: T[] }).rows[0];

/**
 * Everything the plan is computed from, as PostgreSQL writes it: the deferred, non-cancelled enrolments of the
 * process with their name, exam municipality and need of a special room, and the process's rooms, each one JSON
 * text in key order; and the desks already saved, as their count and a digest. One statement, and the HTTP
 * thread holds three strings instead of 100,000 rows (./plano-thread.ts reads them in the computation thread).
 */
export async function entradaDoPlano(db: DbOrTx, prcSltCodigo: number): Promise<EntradaPlano> {
  const r = primeiraLinha<{ candidatos: string; salas: string; n: number; digest: string }>(
    await db.execute(sql`
      SELECT
        (SELECT coalesce(json_agg(json_build_array(${insProcesso.insPrcCodigo}, ${pssFisica.pssFscNome}, ${prcSltMncProva.mncCodigo}, ${PRECISA_SALA_ESPECIAL})
                                  ORDER BY ${insProcesso.insPrcCodigo}), '[]')::text
           FROM ${insProcesso}
           JOIN ${pssFisica} ON ${pssFisica.pssFscCodigo} = ${insProcesso.pssFscCodigo}
           LEFT JOIN ${prcSltMncProva} ON ${prcSltMncProva.prcSltMncPrvCodigo} = ${insProcesso.prcSltMncPrvCodigo}
          WHERE ${insProcesso.prcSltCodigo} = ${prcSltCodigo} AND ${insProcesso.insDeferida} AND NOT ${insProcesso.insCancelada}) AS candidatos,
        (SELECT coalesce(json_agg(json_build_array(s."prcSltPrvSlCodigo", l."mncCodigo", s."prcSltPrvSlEspecial", s."prcSltPrvSlQntLugar", s."prcSltLclPrvCodigo",
                                                   s."prcSltPrvSlBloco", s."prcSltPrvSlNumero") ORDER BY s."prcSltPrvSlCodigo"), '[]')::text
           FROM ${prcSltPrvSala} s JOIN ${prcSltLclProva} l ON l."prcSltLclPrvCodigo" = s."prcSltLclPrvCodigo"
          WHERE l."prcSltCodigo" = ${prcSltCodigo}) AS salas,
        d.n, d.digest
        FROM (SELECT count(*)::int AS n,
                     md5(coalesce(string_agg(c."insPrcCodigo" || ':' || c."prcSltPrvSlCodigo" || ':' || c."insPrcPrvSlNmrCarteira", ',' ORDER BY c."insPrcCodigo"), '')) AS digest
                FROM ${insPrcPrvSala} c JOIN ${insProcesso} i ON i."insPrcCodigo" = c."insPrcCodigo"
               WHERE i."prcSltCodigo" = ${prcSltCodigo}) d`),
  );
  return { prcSltCodigo, candidatos: r.candidatos, salas: r.salas, carteiras: { n: Number(r.n), digest: r.digest } };
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

/**
 * Replaces every desk of the process's enrolments with the new assignment (call inside a transaction): the desks
 * come as array literals, one statement per batch (./plano-thread.ts builds them).
 */
export async function substituirAlocacao(tx: DbOrTx, prcSltCodigo: number, lotes: PlanoParaGravar['lotes']): Promise<void> {
  await tx.execute(sql`DELETE FROM ${insPrcPrvSala} WHERE "insPrcCodigo" IN (SELECT "insPrcCodigo" FROM ${insProcesso} WHERE "prcSltCodigo" = ${prcSltCodigo})`);
  for (const l of lotes) {
    await tx.execute(sql`
      INSERT INTO ${insPrcPrvSala} ("insPrcCodigo", "prcSltPrvSlCodigo", "insPrcPrvSlNmrCarteira")
      SELECT * FROM unnest(${l.inscricoes}::int[], ${l.salas}::int[], ${l.carteiras}::int[])`);
  }
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
