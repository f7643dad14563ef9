/**
 * The rows of an export, read in batches by key (insPrcCodigo > the last one seen, 1,000 at a time): memory stays
 * that of one batch however many enrolments the process has, no cursor holds a connection (PGlite has one) between
 * batches, and each column costs its subquery only when it was chosen.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ColunaExportacao } from '../../../src/domain/exportacao.ts';
import { situacaoPagamentoSql } from '../../entities/pagamento/situacao-pagamento.ts';
import { nomeDaOpcaoSql } from '../../entities/opcao/opcao-nome.ts';

export const LOTE = 1_000;

export type Linha = Record<string, unknown> & { insPrcCodigo: number };

/** The SQL of each column (i = ins_processo, p = pss_fisica). */
function expressao(id: string, hoje: string): SQL {
  switch (id) {
    case 'pssFscNome':
    case 'pssFscCPF':
    case 'pssFscEmail':
    case 'pssFscCelular':
    case 'pssFscCorRaca':
      return sql.raw(`p."${id}"`);
    case 'pssFscDtNascimento':
      return sql`p."pssFscDtNascimento"::text`;
    case 'municipioResidencia':
      return sql`(SELECT m."mncDescricao" || ' (' || m."ufCodigo" || ')' FROM municipio m WHERE m."mncCodigo" = p."mncCodigo")`;
    case 'situacao':
      return sql`CASE WHEN i."insCancelada" THEN 'Cancelada' WHEN i."insDeferida" THEN 'Deferida' WHEN i."insIndeferida" THEN 'Indeferida' ELSE 'Aguardando análise' END`;
    case 'opcoes':
      // Each option by its whole path (campus › curso › turno, issue 36 item 7).
      return sql`(SELECT string_agg(${nomeDaOpcaoSql(sql`so."opcCodigo"`)}, ' | ' ORDER BY so."prcSltOpcOrdem") FROM prc_slt_opcao so WHERE so."insPrcCodigo" = i."insPrcCodigo")`;
    case 'municipioProva':
      return sql`(SELECT m."mncDescricao" || ' (' || m."ufCodigo" || ')' FROM prc_slt_mnc_prova mp JOIN municipio m ON m."mncCodigo" = mp."mncCodigo" WHERE mp."prcSltMncPrvCodigo" = i."prcSltMncPrvCodigo")`;
    case 'lingua':
      return sql`(SELECT l."prcSltLngEstDescricao" FROM prc_slt_lng_estrangeira l WHERE l."prcSltLngEstCodigo" = i."prcSltLngEstCodigo")`;
    case 'taxa':
      return sql`(SELECT max(o."opcVlrInscricao") FROM prc_slt_opcao so JOIN opcao o ON o."opcCodigo" = so."opcCodigo" WHERE so."insPrcCodigo" = i."insPrcCodigo")`;
    case 'pagamento':
      return situacaoPagamentoSql(sql.raw('i'), hoje);
    case 'cndApoio':
      return sql`(SELECT string_agg(a."prcSltDfcCndApoioDescricao" || coalesce(': ' || c."insPrcCndApoioDetalhe", ''), ' | ' ORDER BY a."prcSltDfcCndApoioDescricao")
                    FROM ins_prc_cnd_apoio c JOIN prc_slt_dfc_cnd_apoio a ON a."prcSltDfcCndApoioCodigo" = c."prcSltDfcCndApoioCodigo" WHERE c."insPrcCodigo" = i."insPrcCodigo")`;
    default:
      // ins_processo's own columns (the catalogue's ids are their names; lerColunas let only known ids through)
      return sql.raw(`i."${id.replace(/[^A-Za-z]/g, '')}"`);
  }
}

/** One batch of the process's enrolments after `depois`, with the chosen columns. */
export async function lote(db: DbOrTx, prcSltCodigo: number, colunas: readonly ColunaExportacao[], depois: number, hoje: string): Promise<Linha[]> {
  const campos = sql.join(
    colunas.filter((c) => c.id !== 'insPrcCodigo').map((c) => sql`${expressao(c.id, hoje)} AS ${sql.identifier(c.id)}`),
    sql`, `,
  );
  const r = await db.execute(sql`
    SELECT i."insPrcCodigo"${colunas.length > 1 ? sql`, ${campos}` : sql``}
      FROM ins_processo i JOIN pss_fisica p ON p."pssFscCodigo" = i."pssFscCodigo"
     WHERE i."prcSltCodigo" = ${prcSltCodigo} AND i."insPrcCodigo" > ${depois}
     ORDER BY i."insPrcCodigo"
     LIMIT ${LOTE}`);
  return (r as unknown as { rows: Linha[] }).rows;
}

/** Every batch in turn (an async generator: the writer asks for the next when it has written the last). */
export async function* lotes(db: DbOrTx, prcSltCodigo: number, colunas: readonly ColunaExportacao[], hoje: string): AsyncGenerator<Linha[]> {
  let depois = 0;
  for (;;) {
    const linhas = await lote(db, prcSltCodigo, colunas, depois, hoje);
    if (!linhas.length) return;
    yield linhas;
    if (linhas.length < LOTE) return;
    depois = Number(linhas[linhas.length - 1].insPrcCodigo);
  }
}
