/**
 * An enrolment's payment as staff see it, and a payment recorded by hand ("baixa manual"): the candidate paid and
 * the bank's file never said so (a slip paid after its due date, a deposit, a court order). The slip the
 * candidate was given is marked paid when one of that amount is open, so a return file that reports it later
 * finds it already paid and counts nothing twice; otherwise a slip is recorded for the amount. The proof's
 * reference, the reason and who did it are kept in pgt_manual; the candidate is told by message and their payment
 * screen shows "Pago" at once (it reads what was received from the paid slips).
 */
import { PAYMENT_STATE_LABEL, paymentState } from '../../../src/domain/pagamento-situacao.ts';
import { todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import type { BoletoGestao, PagamentoInscricaoGestao } from '../../../src/domain/wire/gestao-pagamentos.ts';
import type { Tx } from '../../db/client.ts';
import { inserirBoletoPago, quitarBoleto, registrarPagamentoManual } from '../../entities/pagamento/boleto.ts';
import { enviarMensagem } from '../../entities/mensagem/mensagem.ts';
import { conflict } from '../../http/envelope.ts';
import { camposInvalidos } from '../../http/gestao.ts';
import { html } from '../../http/html.ts';
import { manuaisDaInscricao, type PagamentoLido } from './repository.ts';

/** What was received for the fee: the sum of its paid slips (the candidate's payment screen's rule). */
const recebidoDe = (p: PagamentoLido) => p.slips.reduce((s, x) => s + (x.b.insBltSituacao === 'PAGO' ? x.b.insBltValor : 0), 0);

export function pagamentoParaGestao(p: PagamentoLido, now: Date): PagamentoInscricaoGestao {
  const recebido = recebidoDe(p);
  const aPagar = p.taxa === null ? 0 : Math.max(p.taxa - recebido, 0);
  const ultimo = p.slips[0]?.b ?? null;
  const situacao = paymentState({
    insCancelada: p.insCancelada,
    taxa: p.taxa,
    pago: p.taxa !== null && p.taxa > 0 && recebido >= p.taxa,
    insPrcSlcIsencao: p.insPrcSlcIsencao,
    isencao: p.isencao,
    insBltSituacao: ultimo?.insBltSituacao ?? null,
    insBltDtVencimento: ultimo?.insBltDtVencimento ?? null,
    hoje: todayInSaoPaulo(now),
  });
  const boletos: BoletoGestao[] = p.slips.map(({ b, manual, autorNome }) => ({
    insBltCodigo: b.insBltCodigo,
    forma: b.insBltForma,
    nossoNumero: b.insBltNossoNumero,
    valor: b.insBltValor,
    valorTexto: feeText(b.insBltValor),
    vencimento: b.insBltDtVencimento,
    situacao: b.insBltSituacao,
    pagoEm: b.insBltPagoEm?.toISOString() ?? null,
    manual: manual ? { documento: manual.pgtMnlDocumento, justificativa: manual.pgtMnlJustificativa, autorNome: autorNome ?? '', em: manual.pgtMnlEm.toISOString() } : null,
  }));
  return {
    insPrcCodigo: p.insPrcCodigo,
    prcSltCodigo: p.prcSltCodigo,
    prcSltDescricao: p.prcSltDescricao,
    pssFscNome: p.pssFscNome,
    taxa: p.taxa,
    taxaTexto: feeText(p.taxa),
    recebido,
    recebidoTexto: feeText(recebido),
    aPagar,
    aPagarTexto: feeText(aPagar),
    situacao,
    situacaoTexto: PAYMENT_STATE_LABEL[situacao],
    boletos,
  };
}

export interface PedidoBaixa {
  valor: number | null;
  documento: string;
  justificativa: string;
  autor: number;
  now: Date;
}

/** Records the payment in the caller's transaction (the enrolment row locked by the read); returns the slip paid. */
export async function registrarBaixa(tx: Tx, p: PagamentoLido, pedido: PedidoBaixa): Promise<{ insBltCodigo: number; valor: number; novo: boolean }> {
  const antes = pagamentoParaGestao(p, pedido.now);
  if (p.insCancelada) throw conflict('Esta inscrição está cancelada: não há pagamento a registrar.');
  if (p.taxa === null || p.taxa === 0) throw conflict('Esta inscrição é isenta de taxa: não há pagamento a registrar.');
  if (antes.aPagar === 0) throw conflict('A taxa desta inscrição já está paga.');
  const valor = pedido.valor ?? antes.aPagar;
  if (valor < 1) throw camposInvalidos({ valor: 'Valor: informe um valor maior que zero.' });
  if (valor > antes.aPagar) throw camposInvalidos({ valor: `Valor: no máximo o que falta pagar (${antes.aPagarTexto}).` });
  const aberto = p.slips.find(({ b }) => (b.insBltSituacao === 'EMITIDO' || b.insBltSituacao === 'VENCIDO') && b.insBltForma !== 'CARTAO' && b.insBltValor === valor)?.b;
  let insBltCodigo: number;
  if (aberto) {
    await quitarBoleto(tx, aberto.insBltCodigo, pedido.now);
    insBltCodigo = aberto.insBltCodigo;
  } else {
    const n = (await manuaisDaInscricao(tx, p.insPrcCodigo)) + 1;
    insBltCodigo = await inserirBoletoPago(tx, { insPrcCodigo: p.insPrcCodigo, n, valor, vencimento: todayInSaoPaulo(pedido.now), pagoEm: pedido.now });
  }
  await registrarPagamentoManual(tx, { insBltCodigo, insPrcCodigo: p.insPrcCodigo, pgtMnlValor: valor, pgtMnlDocumento: pedido.documento, pgtMnlJustificativa: pedido.justificativa, pssFscCodigo: pedido.autor, pgtMnlEm: pedido.now });
  const quitou = valor >= antes.aPagar;
  await enviarMensagem(
    tx,
    {
      assunto: `Pagamento da taxa de inscrição confirmado - inscrição nº ${p.insPrcCodigo}`,
      texto: html`<p>Registramos o pagamento de <strong>${feeText(valor)}</strong> da taxa da inscrição nº ${p.insPrcCodigo} em <strong>${p.prcSltDescricao}</strong>.</p><p>${
        quitou ? 'A taxa de inscrição está paga.' : 'Ainda há diferença a pagar: veja a tela de pagamento da inscrição.'
      }</p>`.value,
      tipo: 'Mensagem',
      destino: { para: p.pssFscCodigo },
    },
    pedido.now,
  );
  return { insBltCodigo, valor, novo: !aberto };
}
