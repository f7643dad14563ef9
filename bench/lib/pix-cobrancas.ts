/**
 * Slips to pay by Pix for the Pix bench (bench/pix-notificacoes.ts and its warm-up, ./pix-aquecimento.ts): one per
 * enrolment given, each with its charge (cobv, due today, expiring in a day), written straight into the database —
 * the PSP's charge creation is not what the bench measures. `marca` keeps the nossos números of two callers apart.
 */
import type { Db } from '../../server/db/client.ts';
import { insBoleto, pixCobranca } from '../../server/db/schema/index.ts';
import { txidDaCobranca } from '../../server/entities/pagamento/pagamento-pix.ts';

export async function criarCobrancasPix(db: Db, inscricoes: number[], o: { valor: number; marca: string }): Promise<{ insBltCodigo: number; txid: string }[]> {
  const agora = new Date();
  const slips: { insBltCodigo: number; txid: string }[] = [];
  for (let k = 0; k < inscricoes.length; k += 1000) {
    const criados = await db
      .insert(insBoleto)
      .values(inscricoes.slice(k, k + 1000).map((i, j) => ({ insPrcCodigo: i, insBltForma: 'PIX' as const, insBltNossoNumero: `${o.marca}${Date.now().toString(36)}${k + j}`, insBltValor: o.valor, insBltDtVencimento: agora.toISOString().slice(0, 10) })))
      .returning({ insBltCodigo: insBoleto.insBltCodigo, insPrcCodigo: insBoleto.insPrcCodigo });
    const cobrancas = criados.map((b) => ({ insBltCodigo: b.insBltCodigo, pixCobTxid: txidDaCobranca(b.insPrcCodigo, b.insBltCodigo), pixCobTipo: 'COBV' as const, pixCobLocation: `psp.bench/qr/${o.marca}${b.insBltCodigo}`, pixCobExpiraEm: new Date(agora.getTime() + 86_400_000) }));
    await db.insert(pixCobranca).values(cobrancas);
    slips.push(...cobrancas.map((c) => ({ insBltCodigo: c.insBltCodigo, txid: c.pixCobTxid })));
  }
  return slips;
}
