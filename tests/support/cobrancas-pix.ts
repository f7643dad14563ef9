/**
 * Slips with their Pix charges, written straight into the database for the webhook's tests (the PSP's charge creation
 * is tested in tests/api/pagamento-pix.test.ts): a process that takes Pix, `quantas` enrolments of one person in it,
 * each with a slip of `valor` and a cobv charge expiring a day after `agora`. Returns each slip's code and txid.
 */
import type { Db } from '../../server/db/client.ts';
import { insBoleto, insProcesso, pixCobranca, prcSeletivo } from '../../server/db/schema/index.ts';
import { txidDaCobranca } from '../../server/entities/pagamento/pagamento-pix.ts';

export async function cobrancasPixDeTeste(db: Db, o: { pssFscCodigo: number; quantas: number; valor: number; marca: string; agora: Date }): Promise<{ insBltCodigo: number; txid: string }[]> {
  const [p] = await db.insert(prcSeletivo).values({ prcSltDescricao: `Vestibular ${o.marca}`, prcSltTipo: 'VESTIBULAR', prcSltPgtPix: true, prcSltDtInicio: o.agora, prcSltDtFim: o.agora }).returning();
  const slips: { insBltCodigo: number; txid: string }[] = [];
  for (let i = 0; i < o.quantas; i++) {
    const [ins] = await db.insert(insProcesso).values({ pssFscCodigo: o.pssFscCodigo, prcSltCodigo: p.prcSltCodigo, insPrcFrmPagamento: 'PIX' }).returning();
    const [b] = await db.insert(insBoleto).values({ insPrcCodigo: ins.insPrcCodigo, insBltForma: 'PIX', insBltNossoNumero: `${o.marca}${i}`, insBltValor: o.valor, insBltDtVencimento: '2099-12-31' }).returning();
    const txid = txidDaCobranca(ins.insPrcCodigo, b.insBltCodigo);
    await db.insert(pixCobranca).values({ insBltCodigo: b.insBltCodigo, pixCobTxid: txid, pixCobTipo: 'COBV', pixCobLocation: `psp.teste/qr/${o.marca}${i}`, pixCobExpiraEm: new Date(o.agora.getTime() + 86_400_000) });
    slips.push({ insBltCodigo: b.insBltCodigo, txid });
  }
  return slips;
}
