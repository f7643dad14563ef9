/**
 * Staff see money as it is (issue 39): the day's totals by origin across processes (Pix: charged, paid, divergent,
 * refunded; boletos: issued, registered, rejected, paid at the bank, written off) and each slip's history (issued,
 * charged at the PSP, sent in a remessa, registered or rejected, paid by which channel, written off, refunded).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import { DiaQuery, DinheiroDoDia, EventoDoSlip } from '../../../src/domain/wire/gestao-remessas.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { dinheiroDoDia, fatosDoSlip, processoDoBoleto } from './dinheiro-repository.ts';

const soma = (t: { n: number; v: number }) => ({ quantidade: t.n, valor: t.v, valorTexto: feeText(t.v) });
const REGISTRO: Record<string, string> = {
  PENDENTE: 'Aguardando a remessa de registro',
  REMETIDO: 'Enviado ao banco para registro',
  REGISTRADO: 'Registrado pelo banco',
  REJEITADO: 'Registro recusado pelo banco',
  BAIXA_PENDENTE: 'Baixa aguardando a remessa',
  BAIXA_REMETIDA: 'Baixa enviada ao banco',
  BAIXADO: 'Baixado no banco',
};

export const gestaoDinheiroRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/pagamentos/dia',
    { config: { equipe: { pode: 'ler' } }, schema: { querystring: DiaQuery, response: { 200: EnvelopeOf(DinheiroDoDia) } } },
    async (request) => {
      // Every process's money: the whole scope is needed.
      request.equipe!.exigir('ler', null);
      const dia = request.query.dia ?? todayInSaoPaulo(app.clock());
      const d = await dinheiroDoDia(app.db, dia);
      return ok({
        dia,
        pix: { cobrado: soma(d.pix.cobrado), pago: soma(d.pix.pago), divergente: soma(d.pix.divergente), devolvido: soma(d.pix.devolvido) },
        boleto: { emitido: soma(d.boleto.emitido), registrado: soma(d.boleto.registrado), rejeitado: soma(d.boleto.rejeitado), pago: soma(d.boleto.pago), baixado: soma(d.boleto.baixado) },
      });
    },
  );

  app.get(
    '/gestao/pagamentos/boletos/:insBltCodigo/historico',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'insBltCodigo', processoDoBoleto) } },
      schema: { params: Type.Object({ insBltCodigo: Codigo }), response: { 200: EnvelopeOf(Type.Array(EventoDoSlip)) } },
    },
    async (request) => {
      const f = await fatosDoSlip(app.db, request.params.insBltCodigo);
      if (!f) throw notFound('Boleto não encontrado.');
      // `o`: the event's place in a slip's life, to order events of the same instant (a fixed clock, a batch).
      const ev: { em: Date; o: number; evento: string; detalhe: string | null }[] = [];
      const s = f.slip;
      ev.push({ em: s.insBltCriadoEm, o: 0, evento: `${s.insBltForma === 'PIX' ? 'Pix' : s.insBltForma === 'BOLETO' ? 'Boleto' : 'Cartão'} emitido`, detalhe: `${feeText(s.insBltValor)}, vencimento ${s.insBltDtVencimento.split('-').reverse().join('/')}` });
      if (f.cobranca) ev.push({ em: f.cobranca.pixCobCriadaEm, o: 1, evento: `Cobrança Pix criada no PSP (${f.cobranca.pixCobTipo.toLowerCase()})`, detalhe: `txid ${f.cobranca.pixCobTxid}; situação ${f.cobranca.pixCobSituacao.toLowerCase()}` });
      for (const r of f.remessas) ev.push({ em: r.em, o: r.movimento === '01' ? 2 : 5, evento: r.movimento === '01' ? `Enviado na remessa nº ${r.seq} (registro)` : `Enviado na remessa nº ${r.seq} (pedido de baixa)`, detalhe: null });
      if (f.registro) ev.push({ em: f.registro.bltRegAtualizadoEm, o: f.registro.bltRegSituacao.startsWith('BAIXA') || f.registro.bltRegSituacao === 'BAIXADO' ? 6 : 3, evento: REGISTRO[f.registro.bltRegSituacao], detalhe: f.registro.bltRegMotivo });
      for (const r of f.recebidos) {
        ev.push({ em: r.pixRcbHorario, o: 4, evento: r.pixRcbSituacao === 'APLICADO' ? 'Pago por Pix' : 'Pix recebido sem quitar (fila da equipe)', detalhe: `${feeText(r.pixRcbValor)}; endToEndId ${r.pixRcbE2eid}; via ${r.pixRcbOrigem === 'WEBHOOK' ? 'notificação do PSP' : 'conciliação'}${r.pixRcbResolucao ? `; decisão: ${r.pixRcbResolucao}` : ''}` });
      }
      for (const d of f.devolucoes) ev.push({ em: d.pixDvlConcluidaEm ?? d.pixDvlSolicitadaEm, o: 7, evento: `Devolução por Pix: ${d.pixDvlSituacao.toLowerCase().replace('_', ' ')}`, detalhe: feeText(d.pixDvlValor) });
      if (f.manual) ev.push({ em: f.manual.pgtMnlEm, o: 4, evento: 'Pagamento registrado pela equipe', detalhe: `${feeText(f.manual.pgtMnlValor)}; ${f.manual.pgtMnlDocumento}` });
      if (s.insBltPagoEm && !f.recebidos.some((r) => r.pixRcbSituacao === 'APLICADO') && !f.manual) ev.push({ em: s.insBltPagoEm, o: 4, evento: 'Pago no banco (arquivo de retorno)', detalhe: null });
      ev.sort((a, b) => a.em.getTime() - b.em.getTime() || a.o - b.o);
      // No instant is kept for these: they close the history.
      if (s.insBltSituacao === 'CANCELADO' || s.insBltSituacao === 'VENCIDO') ev.push({ em: ev.at(-1)!.em, o: 8, evento: s.insBltSituacao === 'CANCELADO' ? 'Cancelado (substituído ou recusado pelo banco)' : 'Vencido sem pagamento', detalhe: null });
      return ok(ev.map((e) => ({ em: e.em.toISOString(), evento: e.evento, detalhe: e.detalhe })));
    },
  );
};
