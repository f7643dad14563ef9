/**
 * Owner of cta_configuracao (a process's quota categories from the enrolment's declarations, issue 36 item 1), and
 * the SQL that turns an enrolment's declarations and their verifications into the categories the ranking reads
 * (src/domain/cotas.ts says the same in TypeScript; tests/unit/cotas.test.ts and the API tests hold both to it).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { ctaConfiguracao } from '../../db/schema/index.ts';
import { CAMPO_DA_DECLARACAO, type ConfiguracaoCotas, type DeclaracaoPadrao } from '../../../src/domain/cotas.ts';
import { ENROLMENT_FIELDS } from '../../../src/domain/inscricao-campos.ts';

/** The enrolment form's T/F answers (the institution's own categories may ask for any of them). */
/** Enrolments per statement of a batched read. */
const LOTE = 5000;

export const CAMPOS_TF = new Set(ENROLMENT_FIELDS.filter((f) => f.kind === 'tf').map((f) => f.name));

export async function configuracaoCotas(db: DbOrTx, prc: number): Promise<ConfiguracaoCotas | null> {
  const [r] = await db.select().from(ctaConfiguracao).where(eq(ctaConfiguracao.prcSltCodigo, prc));
  return (r?.ctaCfgConfiguracao as ConfiguracaoCotas | undefined) ?? null;
}

/** Writes the configuration (in the staff write's transaction); answers what it replaced, for the audit row. */
export async function gravarConfiguracaoCotas(tx: Tx, prc: number, config: ConfiguracaoCotas): Promise<ConfiguracaoCotas | null> {
  const [antes] = await tx.select().from(ctaConfiguracao).where(eq(ctaConfiguracao.prcSltCodigo, prc)).for('update');
  await tx
    .insert(ctaConfiguracao)
    .values({ prcSltCodigo: prc, ctaCfgConfiguracao: config })
    .onConflictDoUpdate({ target: ctaConfiguracao.prcSltCodigo, set: { ctaCfgConfiguracao: config, ctaCfgAtualizadoEm: sql`now()` } });
  return (antes?.ctaCfgConfiguracao as ConfiguracaoCotas | undefined) ?? null;
}

/** The declarations a configuration reads (its categories' and its verified ones). */
export function declaracoesDaConfiguracao(c: ConfiguracaoCotas): string[] {
  return [...new Set([...c.categorias.flatMap((x) => [...x.todas, ...x.algumaDe]), ...Object.keys(c.verificacoes)])];
}

/**
 * Whether the enrolment `i` (ins_processo's alias in the caller's query) made declaration `d` on its form. RENDA:
 * income per capita at or below the process's limit, compared exactly (income ≤ limit × household size, in bigint: no
 * division to floor), as declaracoesFeitas does.
 */
export function declarouSql(d: string, c: Pick<ConfiguracaoCotas, 'rendaLimite'>): SQL {
  if (d === 'RENDA') return sql`(i."insPrcVlrRenda" IS NOT NULL AND coalesce(i."insPrcQtdFamilia", 0) >= 1 AND i."insPrcVlrRenda"::bigint <= ${c.rendaLimite}::bigint * i."insPrcQtdFamilia")`;
  const campo = CAMPO_DA_DECLARACAO[d as Exclude<DeclaracaoPadrao, 'RENDA'>] ?? d;
  // Only the form's T/F columns reach here (validarConfiguracaoCotas checked the names); anything else is never true.
  if (!CAMPOS_TF.has(campo)) return sql`false`;
  return sql`i.${sql.identifier(campo)}`;
}

/**
 * Per enrolment `i`: `categorias` (text[]: the categories it is entitled to, in the configuration's order) and
 * `naoConfirmada` (boolean: a verified declaration of theirs was not confirmed), from one read of its verifications.
 * Used as a LATERAL join: `LEFT JOIN LATERAL ${categoriasDaInscricaoSql(c)} cat ON true`.
 */
export function categoriasDaInscricaoSql(c: ConfiguracaoCotas): SQL {
  const valida = (d: string) => (c.verificacoes[d] ? sql`(${declarouSql(d, c)} AND ${d}::text = ANY(v.conf))` : declarouSql(d, c));
  const condicoes = c.categorias.map((cat) => {
    const partes = [...cat.todas.map(valida), ...(cat.algumaDe.length ? [sql`(${sql.join(cat.algumaDe.map(valida), sql` OR `)})`] : [])];
    return sql`CASE WHEN ${partes.length ? sql.join(partes, sql` AND `) : sql`false`} THEN ${cat.codigo}::text END`;
  });
  // A verified declaration the candidate made and the verification (appeal included) did not confirm.
  const naoConfirmadas = Object.entries(c.verificacoes)
    .filter(([, v]) => v)
    .map(([d]) => sql`(${declarouSql(d, c)} AND ${d}::text = ANY(v.nao))`);
  return sql`(SELECT ${condicoes.length ? sql`array_remove(ARRAY[${sql.join(condicoes, sql`, `)}], NULL)` : sql`'{}'::text[]`} AS categorias,
                     ${naoConfirmadas.length ? sql.join(naoConfirmadas, sql` OR `) : sql`false`} AS "naoConfirmada"
                FROM (SELECT coalesce(array_agg(x."ctaVrfDeclaracao") FILTER (WHERE x."ctaVrfSituacao" = 'confirmado'), '{}') AS conf,
                             coalesce(array_agg(x."ctaVrfDeclaracao") FILTER (WHERE x."ctaVrfSituacao" = 'nao_confirmado'), '{}') AS nao
                        FROM cta_verificacao x WHERE x."insPrcCodigo" = i."insPrcCodigo") v)`;
}

/**
 * The categories each enrolment is entitled to by its declarations as verified (none without a quota
 * configuration): what a scores file's categories column (or the serial file's quota type) is checked against.
 */
export async function categoriasDasInscricoes(db: DbOrTx, codigos: number[], cotas: ConfiguracaoCotas | null): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (!cotas) return out;
  for (let i = 0; i < codigos.length; i += LOTE) {
    const r = (await db.execute(
      sql`SELECT i."insPrcCodigo" AS c, cat.categorias FROM ins_processo i LEFT JOIN LATERAL ${categoriasDaInscricaoSql(cotas)} cat ON true
           WHERE i."insPrcCodigo" = ANY(${sql.param(codigos.slice(i, i + LOTE))}::int[])`,
    )) as unknown as { rows: { c: number; categorias: string[] }[] };
    for (const x of r.rows) out.set(x.c, x.categorias);
  }
  return out;
}
