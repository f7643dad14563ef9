/**
 * The verification queue's reads (issue 36 item 2): for one declaration the process verifies, the enrolments that
 * made it, by state (pendente: no decision yet; recurso: an appeal waits), a page at a time, each with every
 * declaration the candidate made and their documents (issue 27) beside it.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { declarouSql } from '../../entities/classificacao/cotas.ts';
import { respostasDe } from '../../entities/classificacao/cotas-verificacao.ts';
import { declaracoesFeitas, type ConfiguracaoCotas } from '../../../src/domain/cotas.ts';
import type { insProcesso } from '../../db/schema/index.ts';

async function rows<T>(db: DbOrTx, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows;
}

type Linha = typeof insProcesso.$inferSelect & {
  nome: string;
  ctaVrfCodigo: number | null;
  situacao: string | null;
  motivo: string | null;
  recursoTexto: string | null;
  recursoSituacao: string | null;
  total: number;
};

const FILTRO: Record<string, SQL> = {
  pendente: sql`v."ctaVrfCodigo" IS NULL`,
  confirmado: sql`v."ctaVrfSituacao" = 'confirmado'`,
  nao_confirmado: sql`v."ctaVrfSituacao" = 'nao_confirmado'`,
  recurso: sql`v."ctaVrfRecursoSituacao" = 'pendente'`,
};

export async function filaDeVerificacao(db: DbOrTx, prc: number, config: ConfiguracaoCotas, declaracao: string, situacao: string, start: number, limit: number) {
  const linhas = await rows<Linha>(
    db,
    sql`SELECT i.*, coalesce(nullif(i."insPrcNmSocial", ''), f."pssFscNome") AS nome, v."ctaVrfCodigo", v."ctaVrfSituacao" AS situacao, v."ctaVrfMotivo" AS motivo,
               v."ctaVrfRecursoTexto" AS "recursoTexto", v."ctaVrfRecursoSituacao" AS "recursoSituacao", count(*) OVER ()::int AS total
          FROM ins_processo i
          JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
          LEFT JOIN cta_verificacao v ON v."insPrcCodigo" = i."insPrcCodigo" AND v."ctaVrfDeclaracao" = ${declaracao}
         WHERE i."prcSltCodigo" = ${prc} AND NOT i."insCancelada" AND ${declarouSql(declaracao, config)} AND ${FILTRO[situacao]}
         ORDER BY i."insPrcCodigo" LIMIT ${limit} OFFSET ${start}`,
  );
  const codigos = linhas.map((l) => l.insPrcCodigo);
  const documentos = codigos.length
    ? await rows<{ ins: number; codigo: number; tipo: string; nome: string; situacao: string }>(
        db,
        sql`SELECT DISTINCT ON (d."insPrcCodigo", d."prcSltTpDocCodigo") d."insPrcCodigo" AS ins, d."insPrcDocCodigo" AS codigo, t."prcSltTpDocNome" AS tipo,
                   d."insPrcDocNome" AS nome, d."insPrcDocSituacao" AS situacao
              FROM ins_prc_documento d JOIN prc_slt_tp_documento t ON t."prcSltTpDocCodigo" = d."prcSltTpDocCodigo"
             WHERE d."insPrcCodigo" = ANY(${sql.param(codigos)}::int[])
             ORDER BY d."insPrcCodigo", d."prcSltTpDocCodigo", d."insPrcDocVersao" DESC`,
      )
    : [];
  // A raw row's columns carry the schema's names (quoted camelCase): it is the enrolment as Drizzle reads it.
  const itens = linhas.map((l) => ({
    ctaVrfCodigo: l.ctaVrfCodigo,
    insPrcCodigo: l.insPrcCodigo,
    nome: l.nome,
    declaracoes: [...declaracoesFeitas(respostasDe(l), config)],
    situacao: l.situacao ?? 'pendente',
    motivo: l.motivo,
    recursoTexto: l.recursoTexto,
    recursoSituacao: l.recursoSituacao,
    documentos: documentos.filter((d) => d.ins === l.insPrcCodigo).map(({ codigo, tipo, nome, situacao: s }) => ({ codigo, tipo, nome, situacao: s })),
  }));
  return { itens, total: linhas[0]?.total ?? 0 };
}
