/**
 * The enrolment as a write sees it, described ONCE: the row's form columns (ins_processo, one per
 * ENROLMENT_FIELDS entry) and the lists it carries beside it (LISTAS: table, columns, how each list's rows come
 * from the validated form). From this one description come the new enrolment's single-row and batched
 * statements (inscricao-insercao.ts), the edit's replacement of the lists (inscricao-escrita.ts) and the lists'
 * JSON the history snapshot records. A new list is one entry of LISTAS (and its table in the schema).
 */
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { ENROLMENT_FIELDS } from '../../../src/domain/inscricao-campos.ts';
import { insPrcArConhecimento, insPrcCndApoio, insPrcLocalDesejado, insPrcTpInstituicao, insProcesso, prcSltOpcao } from '../../db/schema/index.ts';

/** An enrolment write, as the form's validation (features/inscricao/validation.ts) makes it from the wire body. */
export interface DadosDaInscricao {
  /** The form columns of ins_processo, by field name (ENROLMENT_FIELDS). */
  values: Record<string, string | number | boolean | null>;
  /** undefined = leave the enrolment's options as they are. */
  opcoes?: { opcCodigo: number; prcSltOpcOrdem: number }[];
  /** The same options with description and fee, as enrolmentLists reads them (for the history snapshot). */
  opcoesDetalhe?: { opcCodigo: number; prcSltOpcOrdem: number; opcDescricao: string; opcVlrInscricao: number | null }[];
  arConhecimentos: number[];
  locaisDesejados: number[];
  cndApoio: { prcSltDfcCndApoioCodigo: number; insPrcCndApoioDetalhe: string | null }[];
  tpInstituicoes: number[];
}

export type Linha = Record<string, unknown>;

interface ListaDescrita {
  /** Its name in the lists' JSON (the statements' parameter, the history's `listas`): the wire body's name. */
  nome: string;
  tabela: PgTable;
  /** The columns written besides insPrcCodigo (Drizzle names); the rows may carry more, for the history only. */
  colunas: string[];
  /** Its rows for this write; undefined = the write leaves the list as it is (a new enrolment writes none). */
  linhas: (d: DadosDaInscricao) => Linha[] | undefined;
}

/** The lists, in the order the statements write them and the history records them. */
const LISTAS_DESCRITAS: ListaDescrita[] = [
  // Options only when the call carries them (cadastrar2/atualizar2), with their detail for the history.
  { nome: 'opcoes', tabela: prcSltOpcao, colunas: ['opcCodigo', 'prcSltOpcOrdem'], linhas: (d) => (d.opcoes === undefined ? undefined : (d.opcoesDetalhe ?? d.opcoes)) },
  {
    nome: 'arConhecimentos',
    tabela: insPrcArConhecimento,
    colunas: ['prcSltArCnhCodigo', 'insPrcArCnhOrdem'],
    linhas: (d) => d.arConhecimentos.map((prcSltArCnhCodigo, i) => ({ prcSltArCnhCodigo, insPrcArCnhOrdem: i + 1 })),
  },
  { nome: 'locaisDesejados', tabela: insPrcLocalDesejado, colunas: ['mncCodigo'], linhas: (d) => d.locaisDesejados.map((mncCodigo) => ({ mncCodigo })) },
  { nome: 'cndApoio', tabela: insPrcCndApoio, colunas: ['prcSltDfcCndApoioCodigo', 'insPrcCndApoioDetalhe'], linhas: (d) => d.cndApoio },
  { nome: 'tpInstituicoes', tabela: insPrcTpInstituicao, colunas: ['tpIstCodigo'], linhas: (d) => d.tpInstituicoes.map((tpIstCodigo) => ({ tpIstCodigo })) },
];

/** A column as SQL needs it: quoted name and base type (a cast to varchar(n) would cut a long value short instead of refusing it). */
function colunaSql(tabela: PgTable, nome: string) {
  const col = (getTableColumns(tabela) as Record<string, PgColumn>)[nome];
  if (!col) throw new Error(`coluna ${nome} não existe em ${getTableName(tabela)}`);
  return { nome, sql: `"${col.name}"`, tipo: col.getSQLType().replace(/\(.*\)/, ''), padrao: col.hasDefault ? (col.default as unknown) : null };
}

/** A list compiled to the SQL pieces every statement that writes it shares (checked against the schema once, at load). */
export interface Lista extends ListaDescrita {
  tabelaSql: string;
  /** `"insPrcCodigo", "col", ...`: the insert's column list. */
  colunasSql: string;
  /** `x."col", ...`: the columns read from the recordset `x`. */
  selecionadasSql: string;
  /** `x("col" integer, ...)`: the recordset's definition, for jsonb_to_recordset. */
  registroSql: string;
}

export const LISTAS: Lista[] = LISTAS_DESCRITAS.map((l) => {
  const cols = l.colunas.map((c) => colunaSql(l.tabela, c));
  return {
    ...l,
    tabelaSql: getTableName(l.tabela),
    colunasSql: ['"insPrcCodigo"', ...cols.map((c) => c.sql)].join(', '),
    selecionadasSql: cols.map((c) => `x.${c.sql}`).join(', '),
    registroSql: `x(${cols.map((c) => `${c.sql} ${c.tipo}`).join(', ')})`,
  };
});

/**
 * A list's insert from a jsonb array of its rows: `id`, the new enrolment's code; `de`, what the SELECT reads
 * (the row it belongs to); `json`, the array.
 */
export function inserirListaSql(l: Lista, id: string, de: string | null, json: string): string {
  return `INSERT INTO ${l.tabelaSql} (${l.colunasSql})
      SELECT ${id}, ${l.selecionadasSql} FROM ${de === null ? '' : `${de}, `}jsonb_to_recordset(${json}) AS ${l.registroSql}`;
}

/**
 * The same insert for one enrolment's rows given as values (an edit, inside the caller's transaction): the text
 * of inserirListaSql with the code and the rows bound as parameters where its placeholders stand.
 */
export function inserirListaComValores(l: Lista, insPrcCodigo: number, linhas: Linha[]): SQL {
  const [antes, meio, depois] = inserirListaSql(l, '\u0001', null, '\u0002').split(/[\u0001\u0002]/);
  return sql`${sql.raw(antes)}${insPrcCodigo}::int${sql.raw(meio)}${JSON.stringify(linhas)}::jsonb${sql.raw(depois)}`;
}

/** The lists of a new enrolment, by name: what its insert writes and its history snapshot records. */
export function listasDaInscricao(d: DadosDaInscricao): Record<string, Linha[]> {
  return Object.fromEntries(LISTAS.map((l) => [l.nome, l.linhas(d) ?? []]));
}

/** The form columns of ins_processo the form writes, as named and typed in the table (checked once, at load). */
export const FIELD_COLUMNS = ENROLMENT_FIELDS.map((f) => {
  const c = colunaSql(insProcesso, f.name);
  return { name: f.name, sql: c.sql, type: c.tipo, dflt: c.padrao };
});

/**
 * The fields this enrolment gives a value other than the column's default (most of the ~80 stay
 * unset): only they are written, so the row is built from a dozen typed parameters, not all of them.
 */
export function suppliedFields(values: DadosDaInscricao['values']): number[] {
  const out: number[] = [];
  FIELD_COLUMNS.forEach((c, i) => {
    const v = values[c.name] ?? null;
    if (v !== c.dflt) out.push(i);
  });
  return out;
}
