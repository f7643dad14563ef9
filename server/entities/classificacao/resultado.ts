import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { resPublicacao } from '../../db/schema/index.ts';
import { chaveDaLista, textoDaSituacao, type LinhaDoResultado } from '../../../src/domain/resultado.ts';

/**
 * Published results (issue 22 item 4): owner of res_publicacao (gravarPublicacao), read by the back office, the
 * public result and the candidate's own enrolment list. A publication points at a stored computation: its lists
 * are cls_lista's rows of that computation.
 */

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

export interface PublicacaoLida {
  resPubCodigo: number;
  tipo: 'preliminar' | 'final';
  clsCalCodigo: number;
  em: Date;
  categorias: { codigo: string; nome: string }[];
}

/** The latest publication of a process (of one kind, when given), with the categories of its computation's rules. */
export async function ultimaPublicacao(db: DbOrTx, prc: number, tipo?: 'preliminar' | 'final'): Promise<PublicacaoLida | null> {
  const [r] = rowsOf<{ resPubCodigo: number; tipo: 'preliminar' | 'final'; clsCalCodigo: number; em: Date | string; regras: { categorias?: { codigo: string; nome: string }[] } }>(
    await db.execute(sql`
      SELECT p."resPubCodigo", p."resPubTipo" AS tipo, p."clsCalCodigo", p."resPubEm" AS em, c."clsCalRegras" AS regras
        FROM res_publicacao p JOIN cls_calculo c ON c."clsCalCodigo" = p."clsCalCodigo"
       WHERE p."prcSltCodigo" = ${prc} ${tipo ? sql`AND p."resPubTipo" = ${tipo}` : sql``}
       ORDER BY p."resPubCodigo" DESC LIMIT 1`),
  );
  if (!r) return null;
  return { resPubCodigo: r.resPubCodigo, tipo: r.tipo, clsCalCodigo: r.clsCalCodigo, em: new Date(r.em), categorias: r.regras?.categorias ?? [] };
}

/**
 * Each enrolment's situation in the latest result published for its process ("Classificado(a) na posição N —
 * lista X", "Lista de espera: posição N — lista X", "Eliminado(a): motivo"), with the kind of that result.
 * Enrolments of a process without a published result are absent from the map.
 */
export async function situacoesPublicadas(db: DbOrTx, inscricoes: number[]): Promise<Map<number, { tipo: 'preliminar' | 'final'; texto: string }>> {
  const out = new Map<number, { tipo: 'preliminar' | 'final'; texto: string }>();
  if (!inscricoes.length) return out;
  const linhas = rowsOf<{ ins: number; prc: number; tipo: 'preliminar' | 'final'; regras: { categorias?: { codigo: string; nome: string }[] }; opcao: number; lista: string; posicao: number | null; situacao: LinhaDoResultado['situacao']; motivo: string | null; preferencia: number | null }>(
    await db.execute(sql`
      WITH ult AS (
        SELECT DISTINCT ON (p."prcSltCodigo") p."prcSltCodigo", p."resPubTipo", p."clsCalCodigo"
          FROM res_publicacao p
         WHERE p."prcSltCodigo" IN (SELECT "prcSltCodigo" FROM ins_processo WHERE "insPrcCodigo" = ANY(${sql.param(inscricoes)}::int[]))
         ORDER BY p."prcSltCodigo", p."resPubCodigo" DESC)
      SELECT l."insPrcCodigo" AS ins, u."prcSltCodigo" AS prc, u."resPubTipo" AS tipo, c."clsCalRegras" AS regras, l."opcCodigo" AS opcao, l."clsLstLista" AS lista,
             l."clsLstPosicao" AS posicao, l."clsLstSituacao" AS situacao, l."clsLstMotivo" AS motivo,
             (SELECT o."prcSltOpcOrdem" FROM prc_slt_opcao o WHERE o."insPrcCodigo" = l."insPrcCodigo" AND o."opcCodigo" = l."opcCodigo" LIMIT 1) AS preferencia
        FROM ult u JOIN cls_calculo c ON c."clsCalCodigo" = u."clsCalCodigo"
        JOIN cls_lista l ON l."clsCalCodigo" = u."clsCalCodigo"
       WHERE l."insPrcCodigo" = ANY(${sql.param(inscricoes)}::int[])`),
  );
  // How far the calls went in each option × list of these processes (only calls of the final result exist).
  const chamadas = rowsOf<{ prc: number; opcao: number; lista: string; ultima: number }>(
    await db.execute(sql`
      SELECT h."prcSltCodigo" AS prc, v."opcCodigo" AS opcao, v."chmCnvLista" AS lista, max(v."chmCnvPosicao")::int AS ultima
        FROM chm_convocado v JOIN chm_chamada h ON h."chmCodigo" = v."chmCodigo"
       WHERE h."prcSltCodigo" IN (SELECT "prcSltCodigo" FROM ins_processo WHERE "insPrcCodigo" = ANY(${sql.param(inscricoes)}::int[]))
       GROUP BY 1, 2, 3`),
  );
  const ultimasDo = new Map<number, Map<string, number>>();
  for (const c of chamadas) {
    if (!ultimasDo.has(c.prc)) ultimasDo.set(c.prc, new Map());
    ultimasDo.get(c.prc)!.set(chaveDaLista(c.opcao, c.lista), c.ultima);
  }
  const porIns = new Map<number, typeof linhas>();
  for (const l of linhas) porIns.set(l.ins, [...(porIns.get(l.ins) ?? []), l]);
  for (const [ins, ls] of porIns) {
    const texto = textoDaSituacao(
      ls.map((l) => ({ opcao: l.opcao, lista: l.lista, posicao: l.posicao, inscricao: ins, situacao: l.situacao, motivo: l.motivo, preferencia: l.preferencia })),
      ls[0].regras?.categorias ?? [],
      ls[0].tipo === 'final' ? ultimasDo.get(ls[0].prc) : undefined,
    );
    if (texto) out.set(ins, { tipo: ls[0].tipo, texto });
  }
  return out;
}

export interface NovaPublicacao {
  prcSltCodigo: number;
  tipo: 'preliminar' | 'final';
  clsCalCodigo: number;
  /** The appeal (reexame) schedule item a preliminary result opens, if any. */
  prcSltCrnCodigo: number | null;
  justificativa: string | null;
  /** Who published it. */
  pssFscCodigo: number;
}

/** Publishes a stored computation (res_publicacao, the one writer); answers the row. In the staff write's transaction. */
export async function gravarPublicacao(tx: Tx, p: NovaPublicacao) {
  const [pub] = await tx
    .insert(resPublicacao)
    .values({ prcSltCodigo: p.prcSltCodigo, resPubTipo: p.tipo, clsCalCodigo: p.clsCalCodigo, prcSltCrnCodigo: p.prcSltCrnCodigo, resPubJustificativa: p.justificativa, pssFscCodigo: p.pssFscCodigo })
    .returning();
  return pub;
}
