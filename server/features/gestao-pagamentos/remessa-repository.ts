import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { boletoRegistro, cnabRemessa, cnabRemessaBoleto, insBoleto, insProcesso, pssFisica } from '../../db/schema/index.ts';
import { BOLETO_NA_REMESSA } from '../../entities/pagamento/pagamento-remessa.ts';

const colunas = {
  remCodigo: cnabRemessa.remCodigo,
  remSequencial: cnabRemessa.remSequencial,
  remDia: cnabRemessa.remDia,
  remBoletos: cnabRemessa.remBoletos,
  remValor: cnabRemessa.remValor,
  remEm: cnabRemessa.remEm,
  geradaPor: pssFisica.pssFscNome,
};
const selecao = (db: DbOrTx) => db.select(colunas).from(cnabRemessa).leftJoin(pssFisica, eq(pssFisica.pssFscCodigo, cnabRemessa.pssFscCodigo));

/** The remessas, newest first, with who asked for each. */
export async function listaRemessas(db: DbOrTx, start: number, limit: number) {
  const rows = await selecao(db).orderBy(desc(cnabRemessa.remSequencial)).limit(limit).offset(start);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(cnabRemessa);
  return { rows, total: Number(n) };
}
export type LinhaRemessa = Awaited<ReturnType<typeof listaRemessas>>['rows'][number];

export async function remessa(db: DbOrTx, remCodigo: number): Promise<LinhaRemessa | null> {
  const [r] = await selecao(db).where(eq(cnabRemessa.remCodigo, remCodigo));
  return r ?? null;
}

/** The file's bytes (Latin-1 text). */
export async function conteudoDaRemessa(db: DbOrTx, remCodigo: number) {
  const [r] = await db.select({ conteudo: cnabRemessa.remConteudo, sequencial: cnabRemessa.remSequencial, dia: cnabRemessa.remDia }).from(cnabRemessa).where(eq(cnabRemessa.remCodigo, remCodigo));
  return r ?? null;
}

/** The slips a remessa carries, with their registration now. */
export async function boletosDaRemessa(db: DbOrTx, remCodigo: number) {
  return db
    .select({
      ...BOLETO_NA_REMESSA,
      movimento: cnabRemessaBoleto.remBltMovimento,
      registro: boletoRegistro.bltRegSituacao,
      motivo: boletoRegistro.bltRegMotivo,
    })
    .from(cnabRemessaBoleto)
    .innerJoin(insBoleto, eq(insBoleto.insBltCodigo, cnabRemessaBoleto.insBltCodigo))
    .leftJoin(boletoRegistro, eq(boletoRegistro.insBltCodigo, cnabRemessaBoleto.insBltCodigo))
    .where(eq(cnabRemessaBoleto.remCodigo, remCodigo))
    .orderBy(asc(insBoleto.insBltCodigo));
}

/** Slips the bank refused to register, newest first. */
export async function boletosRejeitados(db: DbOrTx, start: number, limit: number) {
  const onde = eq(boletoRegistro.bltRegSituacao, 'REJEITADO');
  const rows = await db
    .select({
      insBltCodigo: insBoleto.insBltCodigo,
      insPrcCodigo: insBoleto.insPrcCodigo,
      prcSltCodigo: insProcesso.prcSltCodigo,
      nossoNumero: insBoleto.insBltNossoNumero,
      valor: insBoleto.insBltValor,
      motivo: boletoRegistro.bltRegMotivo,
      em: boletoRegistro.bltRegAtualizadoEm,
    })
    .from(boletoRegistro)
    .innerJoin(insBoleto, eq(insBoleto.insBltCodigo, boletoRegistro.insBltCodigo))
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insBoleto.insPrcCodigo))
    .where(onde)
    .orderBy(desc(boletoRegistro.bltRegAtualizadoEm), desc(insBoleto.insBltCodigo))
    .limit(limit)
    .offset(start);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(boletoRegistro).where(onde);
  return { rows, total: Number(n) };
}
