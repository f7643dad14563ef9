import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chmChamada, resPublicacao } from '../../db/schema/index.ts';
import { nomeDaOpcaoSql } from '../../entities/opcao/opcao-nome.ts';
import type { JaConvocado, LinhaDoResultado, SituacaoConvocado } from '../../../src/domain/resultado.ts';

export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The process's appeal (reexame) schedule items: those with an appeal configuration (prc_slt_crn_recurso). */
export function janelasDeRecurso(db: DbOrTx, prc: number) {
  return rows<{ prcSltCrnCodigo: number; descricao: string; inicio: Date | string | null; fim: Date | string | null }>(
    db,
    sql`SELECT c."prcSltCrnCodigo", c."prcSltCrnDescricao" AS descricao, c."prcSltCrnDtInicio" AS inicio, c."prcSltCrnDtFim" AS fim
          FROM prc_slt_cronograma c JOIN prc_slt_crn_recurso r ON r."prcSltCrnCodigo" = c."prcSltCrnCodigo"
         WHERE c."prcSltCodigo" = ${prc} ORDER BY c."prcSltCrnOrdem", c."prcSltCrnCodigo"`,
  );
}

/** The ranked lists of a computation for the public page: no eliminated, no score, no document — name and rank. */
export function listasPublicas(db: DbOrTx, clsCalCodigo: number, opcCodigo?: number) {
  return rows<{ opcao: number; descricao: string; lista: string; posicao: number; ins: number; nome: string; situacao: string }>(
    db,
    sql`SELECT l."opcCodigo" AS opcao, coalesce(${nomeDaOpcaoSql(sql`l."opcCodigo"`)}, 'Opção ' || l."opcCodigo") AS descricao, l."clsLstLista" AS lista,
               l."clsLstPosicao" AS posicao, l."insPrcCodigo" AS ins, p."pssFscNome" AS nome, l."clsLstSituacao" AS situacao
          FROM cls_lista l
          JOIN ins_processo i ON i."insPrcCodigo" = l."insPrcCodigo"
          JOIN pss_fisica p ON p."pssFscCodigo" = i."pssFscCodigo"
         WHERE l."clsCalCodigo" = ${clsCalCodigo} AND l."clsLstLista" <> '-' AND l."clsLstPosicao" IS NOT NULL
               ${opcCodigo === undefined ? sql`` : sql`AND l."opcCodigo" = ${opcCodigo}`}
         ORDER BY descricao, l."opcCodigo", (l."clsLstLista" <> 'AC'), l."clsLstLista", l."clsLstPosicao"`,
  );
}

/** How many are ranked in each list of each option of a computation (the public result's index), in listasPublicas's order. */
export function contagemPublica(db: DbOrTx, clsCalCodigo: number) {
  return rows<{ opcao: number; descricao: string; lista: string; total: number }>(
    db,
    sql`SELECT x.opcao, coalesce(${nomeDaOpcaoSql(sql`x.opcao`)}, 'Opção ' || x.opcao) AS descricao, x.lista, x.total
          FROM (SELECT l."opcCodigo" AS opcao, l."clsLstLista" AS lista, count(*)::int AS total FROM cls_lista l
                 WHERE l."clsCalCodigo" = ${clsCalCodigo} AND l."clsLstLista" <> '-' AND l."clsLstPosicao" IS NOT NULL
                 GROUP BY l."opcCodigo", l."clsLstLista") x
         ORDER BY descricao, x.opcao, (x.lista <> 'AC'), x.lista`,
  );
}

/** Every ranked row of a computation, for choosing who a call calls, with where the option stands among the candidate's choices. */
export async function linhasDoCalculo(db: DbOrTx, clsCalCodigo: number): Promise<LinhaDoResultado[]> {
  return rows<LinhaDoResultado>(
    db,
    sql`SELECT l."opcCodigo" AS opcao, l."clsLstLista" AS lista, l."clsLstPosicao" AS posicao, l."insPrcCodigo" AS inscricao, l."clsLstSituacao" AS situacao,
               (SELECT o."prcSltOpcOrdem" FROM prc_slt_opcao o WHERE o."insPrcCodigo" = l."insPrcCodigo" AND o."opcCodigo" = l."opcCodigo" LIMIT 1) AS preferencia
          FROM cls_lista l WHERE l."clsCalCodigo" = ${clsCalCodigo} AND l."clsLstLista" <> '-'`,
  );
}

/** Everyone already called in a process, with the list they were called from and their situation now. */
export function jaConvocados(db: DbOrTx, prc: number): Promise<JaConvocado[]> {
  return rows<JaConvocado>(
    db,
    sql`SELECT v."insPrcCodigo" AS inscricao, v."opcCodigo" AS opcao, v."chmCnvLista" AS lista, c."prcSltInsCnvSituacao" AS situacao, h."chmNumero" AS numero
          FROM chm_convocado v JOIN chm_chamada h ON h."chmCodigo" = v."chmCodigo"
          JOIN prc_slt_ins_convocado c ON c."prcSltInsCnvCodigo" = v."prcSltInsCnvCodigo"
         WHERE h."prcSltCodigo" = ${prc}`,
  );
}

/** The calls of a process with who each called (name, option, list, rank, situation). */
export function convocadosDoProcesso(db: DbOrTx, prc: number, chmCodigo?: number) {
  return rows<{ chmCodigo: number; insPrcCodigo: number; nome: string; opcCodigo: number; opcDescricao: string; lista: string; posicao: number; situacao: string }>(
    db,
    sql`SELECT v."chmCodigo", v."insPrcCodigo", p."pssFscNome" AS nome, v."opcCodigo", coalesce(${nomeDaOpcaoSql(sql`v."opcCodigo"`)}, '') AS "opcDescricao",
               v."chmCnvLista" AS lista, v."chmCnvPosicao" AS posicao, c."prcSltInsCnvSituacao" AS situacao
          FROM chm_convocado v JOIN chm_chamada h ON h."chmCodigo" = v."chmCodigo"
          JOIN prc_slt_ins_convocado c ON c."prcSltInsCnvCodigo" = v."prcSltInsCnvCodigo"
          JOIN ins_processo i ON i."insPrcCodigo" = v."insPrcCodigo"
          JOIN pss_fisica p ON p."pssFscCodigo" = i."pssFscCodigo"
         WHERE h."prcSltCodigo" = ${prc} ${chmCodigo ? sql`AND v."chmCodigo" = ${chmCodigo}` : sql``}
         ORDER BY v."chmCodigo", v."opcCodigo", (v."chmCnvLista" <> 'AC'), v."chmCnvLista", v."chmCnvPosicao"`,
  );
}

/** The process's publications, the latest first. */
export function publicacoesDoProcesso(db: DbOrTx, prc: number) {
  return db.select().from(resPublicacao).where(sql`${resPublicacao.prcSltCodigo} = ${prc}`).orderBy(sql`${resPublicacao.resPubCodigo} DESC`);
}

/** The process's latest 50 computations of the ranking (what staff may publish), the latest first. */
export function calculosDoProcesso(db: DbOrTx, prc: number) {
  return rows<{ clsCalCodigo: number; em: Date | string }>(db, sql`SELECT "clsCalCodigo", "clsCalEm" AS em FROM cls_calculo WHERE "prcSltCodigo" = ${prc} ORDER BY "clsCalCodigo" DESC LIMIT 50`);
}

/** The process a computation belongs to; null: no such computation. */
export async function processoDoCalculo(db: DbOrTx, clsCalCodigo: number): Promise<number | null> {
  const [calc] = await rows<{ prc: number }>(db, sql`SELECT "prcSltCodigo" AS prc FROM cls_calculo WHERE "clsCalCodigo" = ${clsCalCodigo}`);
  return calc?.prc ?? null;
}

/** The process of a call; null: no such call. */
export async function processoDaChamada(db: DbOrTx, chmCodigo: number): Promise<number | null> {
  const [r] = await rows<{ p: number }>(db, sql`SELECT "prcSltCodigo" AS p FROM chm_chamada WHERE "chmCodigo" = ${chmCodigo}`);
  return r?.p ?? null;
}

/** The calls of a process in order (or just one of them). */
export function chamadasDoProcesso(db: DbOrTx, prc: number, chmCodigo?: number) {
  return db
    .select()
    .from(chmChamada)
    .where(chmCodigo ? sql`${chmChamada.chmCodigo} = ${chmCodigo}` : sql`${chmChamada.prcSltCodigo} = ${prc}`)
    .orderBy(chmChamada.chmNumero);
}

/** How many calls the process made, and the next call's number. */
export async function numeracaoDasChamadas(db: DbOrTx, prc: number): Promise<{ feitas: number; proxima: number }> {
  const [r] = await rows<{ feitas: number; proxima: number }>(
    db,
    sql`SELECT count(*)::int AS feitas, coalesce(max("chmNumero"), 0)::int + 1 AS proxima FROM chm_chamada WHERE "prcSltCodigo" = ${prc}`,
  );
  return r;
}

/** Who the enrolments are (the person to write to) and their process's name, for the call's messages. */
export function pessoasDasInscricoes(db: DbOrTx, inscricoes: number[]) {
  return rows<{ ins: number; pss: number; processo: string }>(
    db,
    sql`SELECT i."insPrcCodigo" AS ins, i."pssFscCodigo" AS pss, s."prcSltDescricao" AS processo FROM ins_processo i JOIN prc_seletivo s ON s."prcSltCodigo" = i."prcSltCodigo"
         WHERE i."insPrcCodigo" = ANY(${sql.param(inscricoes)}::int[])`,
  );
}

/** An enrolment's row in a call: the process, its call row and situation; null when the call did not call it. */
export async function convocadoNaChamada(db: DbOrTx, chmCodigo: number, insPrcCodigo: number) {
  const [v] = await rows<{ prc: number; cnv: number; situacao: SituacaoConvocado }>(
    db,
    sql`SELECT h."prcSltCodigo" AS prc, v."prcSltInsCnvCodigo" AS cnv, c."prcSltInsCnvSituacao" AS situacao
          FROM chm_convocado v JOIN chm_chamada h ON h."chmCodigo" = v."chmCodigo" JOIN prc_slt_ins_convocado c ON c."prcSltInsCnvCodigo" = v."prcSltInsCnvCodigo"
         WHERE v."chmCodigo" = ${chmCodigo} AND v."insPrcCodigo" = ${insPrcCodigo}`,
  );
  return v ?? null;
}
