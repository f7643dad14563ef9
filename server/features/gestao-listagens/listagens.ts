/**
 * The public postgraduate cards as staff edit them: stricto sensu calls (pss_etapa) and lato sensu / residência
 * calls (prj_esp_cronograma), read within the caller's scope and checked field by field before they are written.
 */
import { and, asc, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prcSeletivo, prjEspCronograma, pssEtapa, TIPOS_LATO } from '../../db/schema/index.ts';
import { lerInstante } from '../../../src/domain/dates.ts';
import { EXTERNAL_LATO_TYPE, INSERCAO_EXTERNA, INSERCAO_INTERNA, urlHttpValida } from '../../../src/domain/listagem-publica.ts';
import { CAMPUS_MAX, DESCRICAO_CARTAO_MAX, TITULO_CARTAO_MAX, URL_MAX, type CartaoLato, type CartaoStricto } from '../../../src/domain/wire/gestao-listagens.ts';
import { itensGerais } from '../../db/tabela-geral.ts';

/** Cards with no process are visible to every staff member; the others only within the caller's reach. */
function noAlcance(coluna: typeof pssEtapa.prcSltCodigo | typeof prjEspCronograma.prcSltCodigo, alcance: number[] | null): SQL | undefined {
  if (alcance === null) return undefined;
  return alcance.length ? or(isNull(coluna), inArray(coluna, alcance)) : isNull(coluna);
}

export const strictoParaWire = (r: typeof pssEtapa.$inferSelect): CartaoStricto => ({ ...r, pssEtpDtInicio: r.pssEtpDtInicio.toISOString(), pssEtpDtFim: r.pssEtpDtFim.toISOString() });
export const latoParaWire = (r: typeof prjEspCronograma.$inferSelect): CartaoLato => ({ ...r, prjEspCrnDtInicio: r.prjEspCrnDtInicio.toISOString(), prjEspCrnDtTermino: r.prjEspCrnDtTermino.toISOString() });

export async function cartoesStricto(db: DbOrTx, alcance: number[] | null): Promise<CartaoStricto[]> {
  const rows = await db.select().from(pssEtapa).where(noAlcance(pssEtapa.prcSltCodigo, alcance)).orderBy(asc(pssEtapa.pssEtpDtInicio), asc(pssEtapa.pssEtpMncTitulo), asc(pssEtapa.pssEtpCodigo));
  return rows.map(strictoParaWire);
}

export async function cartoesLato(db: DbOrTx, alcance: number[] | null): Promise<CartaoLato[]> {
  const rows = await db
    .select()
    .from(prjEspCronograma)
    .where(noAlcance(prjEspCronograma.prcSltCodigo, alcance))
    .orderBy(asc(prjEspCronograma.prjEspCrnDtInicio), asc(prjEspCronograma.prjEspMncTitulo), asc(prjEspCronograma.prjEspCrnCodigo));
  return rows.map(latoParaWire);
}

export async function cartaoStricto(db: DbOrTx, codigo: number) {
  const [r] = await db.select().from(pssEtapa).where(eq(pssEtapa.pssEtpCodigo, codigo));
  return r ?? null;
}

export async function cartaoLato(db: DbOrTx, codigo: number) {
  const [r] = await db.select().from(prjEspCronograma).where(eq(prjEspCronograma.prjEspCrnCodigo, codigo));
  return r ?? null;
}

/** The processes a card may be tied to: those the caller may configure, not archived. */
export function processosParaCartoes(db: DbOrTx, alcance: number[] | null) {
  const conds = [eq(prcSeletivo.prcSltArquivado, false), alcance === null ? undefined : alcance.length ? inArray(prcSeletivo.prcSltCodigo, alcance) : eq(prcSeletivo.prcSltCodigo, -1)];
  return db
    .select({ prcSltCodigo: prcSeletivo.prcSltCodigo, prcSltDescricao: prcSeletivo.prcSltDescricao, prcSltTipo: prcSeletivo.prcSltTipo })
    .from(prcSeletivo)
    .where(and(...conds))
    .orderBy(asc(prcSeletivo.prcSltDescricao));
}

const INSERCAO_PADRAO = [
  [INSERCAO_INTERNA, 'Inscrição neste sistema'],
  [INSERCAO_EXTERNA, 'Inscrição em sistema externo'],
] as const;
const LATO_PADRAO = [
  ['1', 'Inscrição'],
  [String(EXTERNAL_LATO_TYPE), 'Inscrição externa'],
] as const;

export const tiposInsercao = (db: DbOrTx) => itensGerais(db, 'TpInsercao', INSERCAO_PADRAO);
export const tiposLato = async (db: DbOrTx) => (await itensGerais(db, 'PrjEspTpCrn', LATO_PADRAO)).filter((t) => /^\d{1,4}$/.test(t.codigo)).map((t) => ({ codigo: Number(t.codigo), descricao: t.descricao }));

/** Trimmed text, null when blank. */
export const texto = (s: string | null | undefined) => (s?.trim() ? s.trim() : null);

/** Checks the fields every card has (title, period, a link, its process) into `erros`; answers the period. */
export function conferirComum(
  erros: Record<string, string>,
  c: { titulo: [string, string]; inicio: [string, string | null]; fim: [string, string | null]; urls: [string, string | null, string][] },
): { inicio: Date | null; fim: Date | null } {
  const [campoTitulo, titulo] = c.titulo;
  if (!titulo.trim()) erros[campoTitulo] = 'Título: obrigatório.';
  else if (titulo.trim().length > TITULO_CARTAO_MAX) erros[campoTitulo] = `Título: até ${TITULO_CARTAO_MAX} caracteres.`;
  const inicio = lerInstante(c.inicio[1]);
  const fim = lerInstante(c.fim[1]);
  if (inicio === undefined) erros[c.inicio[0]] = 'Início das inscrições: obrigatório.';
  else if (inicio === null) erros[c.inicio[0]] = 'Início das inscrições: data e hora inválidas (dd/mm/aaaa hh:mm).';
  if (fim === undefined) erros[c.fim[0]] = 'Fim das inscrições: obrigatório.';
  else if (fim === null) erros[c.fim[0]] = 'Fim das inscrições: data e hora inválidas (dd/mm/aaaa hh:mm).';
  if (inicio && fim && fim.getTime() < inicio.getTime()) erros[c.fim[0]] = 'Fim das inscrições: não pode ser antes do início.';
  for (const [campo, url, nome] of c.urls) {
    const u = texto(url);
    if (u && u.length > URL_MAX) erros[campo] = `${nome}: até ${URL_MAX} caracteres.`;
    else if (u && !urlHttpValida(u)) erros[campo] = `${nome}: informe um endereço que comece com http:// ou https://.`;
  }
  return { inicio: inicio ?? null, fim: fim ?? null };
}

export function conferirTextosStricto(erros: Record<string, string>, descricao: string | null, campus: string | null) {
  if (descricao && descricao.length > DESCRICAO_CARTAO_MAX) erros.pssEtpDescricao = `Descrição: até ${DESCRICAO_CARTAO_MAX} caracteres.`;
  if (campus && campus.length > CAMPUS_MAX) erros.pssEtpCampus = `Campus: até ${CAMPUS_MAX} caracteres.`;
}

export const tipoLatoValido = (t: string): t is (typeof TIPOS_LATO)[number] => (TIPOS_LATO as readonly string[]).includes(t);
