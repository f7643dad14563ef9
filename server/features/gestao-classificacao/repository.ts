import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { clsCalculo } from '../../db/schema/index.ts';
import { nomesDasOpcoes } from '../../../src/domain/opcao-nome.ts';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const LOTE = 5000;
export const intArray = (xs: number[]) => sql`${sql.param(xs)}::int[]`;

export async function ehSeriado(db: DbOrTx, prc: number): Promise<boolean> {
  const [r] = await rows<{ t: string }>(db, sql`SELECT "prcSltTipo" AS t FROM prc_seletivo WHERE "prcSltCodigo" = ${prc}`);
  return r?.t === 'SERIADO';
}

/** The process's exams with how many scores each has: serial exams for a serial process, cls_prova otherwise. */
export async function provasDoProcesso(db: DbOrTx, prc: number, seriado: boolean) {
  return seriado
    ? rows<{ prova: number; descricao: string; notas: number }>(
        db,
        sql`SELECT pr."prvCodigo" AS prova, pr."prvDescricao" AS descricao, (SELECT count(*)::int FROM seriado_pontuacao p WHERE p."prvCodigo" = pr."prvCodigo") AS notas
              FROM seriado_prova pr WHERE pr."prcSltCodigo" = ${prc} ORDER BY pr."etpCodigo", pr."prvOrdem", pr."prvCodigo"`,
      )
    : rows<{ prova: number; descricao: string; notas: number }>(
        db,
        sql`SELECT pr."clsPrvCodigo" AS prova, pr."clsPrvDescricao" AS descricao, (SELECT count(*)::int FROM cls_nota n WHERE n."clsPrvCodigo" = pr."clsPrvCodigo") AS notas
              FROM cls_prova pr WHERE pr."prcSltCodigo" = ${prc} ORDER BY pr."clsPrvOrdem", pr."clsPrvCodigo"`,
      );
}

/**
 * Marks in `erros` each item whose option is not a final option of the process (`<lista>.<i>.opcao`): seats, totals
 * and quota adjustments are per final option only. An error the item's own check already gave is kept.
 */
export function recusarOpcoesNaoFinais(erros: Record<string, string>, lista: string, itens: readonly { opcao: number }[], finais: ReadonlySet<number>): void {
  itens.forEach((x, i) => {
    if (!finais.has(x.opcao)) erros[`${lista}.${i}.opcao`] ??= 'Esta opção não é uma opção final deste processo.';
  });
}

/** Final options (without children) of the process, each named by its whole path (campus › curso › turno), in the path's order. */
export async function opcoesFinais(db: DbOrTx, prc: number) {
  const todas = await rows<{ opcCodigo: number; opcCdgPai: number | null; opcDescricao: string; final: boolean }>(
    db,
    sql`SELECT o."opcCodigo", o."opcCdgPai", o."opcDescricao", NOT EXISTS (SELECT 1 FROM opcao f WHERE f."opcCdgPai" = o."opcCodigo") AS final
          FROM opcao o WHERE o."prcSltCodigo" = ${prc}`,
  );
  const nomes = nomesDasOpcoes(todas);
  return todas
    .filter((o) => o.final)
    .map((o) => ({ opcCodigo: o.opcCodigo, descricao: nomes.get(o.opcCodigo)! }))
    .sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR') || a.opcCodigo - b.opcCodigo);
}

export async function ausentesDoProcesso(db: DbOrTx, prc: number): Promise<number[]> {
  const r = await rows<{ c: number }>(
    db,
    sql`SELECT c."insPrcCodigo" AS c FROM cls_inscricao c JOIN ins_processo i ON i."insPrcCodigo" = c."insPrcCodigo"
         WHERE i."prcSltCodigo" = ${prc} AND c."clsInsAusente" ORDER BY 1`,
  );
  return r.map((x) => x.c);
}

/** Moved to server/entities/classificacao/classificacao.ts (the serial simulation reads the same input, issue 36 item 6). */
export { candidatosDoProcesso } from '../../entities/classificacao/classificacao.ts';

export async function nomesDasInscricoes(db: DbOrTx, codigos: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < codigos.length; i += LOTE) {
    const r = await rows<{ c: number; nome: string }>(
      db,
      sql`SELECT i."insPrcCodigo" AS c, coalesce(nullif(i."insPrcNmSocial", ''), f."pssFscNome") AS nome
            FROM ins_processo i JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
           WHERE i."insPrcCodigo" = ANY(${intArray(codigos.slice(i, i + LOTE))})`,
    );
    for (const x of r) out.set(x.c, x.nome);
  }
  return out;
}

/** The process's latest computation of the ranking (the lists the screen shows), or null: never computed. */
export async function ultimoCalculo(db: DbOrTx, prc: number) {
  const [ultimo] = await db.select().from(clsCalculo).where(sql`${clsCalculo.prcSltCodigo} = ${prc}`).orderBy(sql`${clsCalculo.clsCalCodigo} DESC`).limit(1);
  return ultimo ?? null;
}

/** Which of these enrolment codes are enrolments of the process (the rest are refused by name). */
export async function inscricoesDoProcesso(db: DbOrTx, prc: number, codigos: number[]): Promise<number[]> {
  const r = await rows<{ c: number }>(db, sql`SELECT "insPrcCodigo" AS c FROM ins_processo WHERE "prcSltCodigo" = ${prc} AND "insPrcCodigo" = ANY(${intArray(codigos)})`);
  return r.map((x) => x.c);
}
