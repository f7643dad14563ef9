/**
 * What the payment screen and every payment call know about one enrolment's fee: the offer (oferta.ts)
 * computed from the rows of repository.contexto, and the insBoleto/resumo answer built from it.
 */
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { formatBrDate } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import { provedorCartao } from './cartao.ts';
import { oferta, recebidoDe } from './oferta.ts';
import { contexto, type Contexto } from './repository.ts';
import { slipToWire, slipValido } from './servico.ts';
import type { ResumoPagamentoWire } from '../../../src/domain/wire/pagamento.ts';

export const NAO_ENCONTRADA = 'Inscrição não encontrada.';

/** The caller's enrolment with everything the payment rules need (locked for update when asked); 404 for anyone else's. */
export async function carregar(db: DbOrTx, insPrcCodigo: number, request: FastifyRequest, lock = false): Promise<Contexto> {
  const ctx = await contexto(db, insPrcCodigo, request.auth!.pssFscCodigo, lock);
  if (!ctx) throw notFound(NAO_ENCONTRADA);
  return ctx;
}

/** The offer of an enrolment: its fee, what was received, what is still due, and how it may be paid. */
export function ofertaDe(ctx: Contexto, now: Date) {
  return oferta(
    ctx.processo,
    ctx.opcoes,
    {
      insCancelada: ctx.ins.insCancelada,
      insPrcSlcIsencao: ctx.ins.insPrcSlcIsencao,
      isencao: ctx.isencao?.insPrcIsnSituacao ?? null,
      recebido: recebidoDe(ctx.slips),
    },
    now,
  );
}

/**
 * Whether a Pix is confirmed by the PSP by itself (API Pix configured: the screen waits for it and says so), and
 * whether that PSP is the demo's simulator (the screen then offers its "pay" button, labelled as a simulation).
 */
function pixDe(cfg: Config): ResumoPagamentoWire['pix'] {
  const psp = cfg.pix.modo !== 'desativado' && !!cfg.pix.psp.url;
  return { confirmacaoAutomatica: psp ? 'T' : 'F', simulado: psp && cfg.pix.modo === 'simulador' ? 'T' : 'F' };
}

/** insBoleto/resumo. `formas` never offers the card when no card provider is configured. */
export function resumoDe(cfg: Config, ctx: Contexto, now: Date): ResumoPagamentoWire {
  const o = ofertaDe(ctx, now);
  const atual = slipValido(ctx.slips, now, o.aPagar) ?? ctx.slips.find((b) => b.insBltSituacao === 'PAGO') ?? null;
  const provedor = provedorCartao(cfg);
  return {
    insPrcCodigo: ctx.ins.insPrcCodigo,
    prcSltCodigo: ctx.processo.prcSltCodigo,
    prcSltDescricao: ctx.processo.prcSltDescricao,
    taxa: o.taxa,
    taxaTexto: feeText(o.taxa),
    recebido: o.recebido,
    recebidoTexto: feeText(o.recebido),
    aPagar: o.aPagar,
    aPagarTexto: feeText(o.aPagar),
    situacao: o.situacao,
    formas: o.formas.filter((f) => f !== 'CARTAO' || provedor !== null),
    formaEscolhida: ctx.ins.insPrcFrmPagamento,
    podeEmitir: o.podeEmitir ? 'T' : 'F',
    motivo: o.motivo,
    emissaoAte: o.emissaoAte.toISOString(),
    vencimento: formatBrDate(o.vencimento),
    reimpressaoAte: ctx.processo.prcSltDtFimReimpressao?.toISOString() ?? null,
    isencao: {
      solicitada: ctx.ins.insPrcSlcIsencao ? 'T' : 'F',
      situacao: !ctx.ins.insPrcSlcIsencao ? null : (ctx.isencao?.insPrcIsnSituacao ?? 'EM_ANALISE'),
      prazo: ctx.processo.prcSltDtFimIsencao?.toISOString() ?? null,
      podeSolicitar: o.podeSolicitarIsencao ? 'T' : 'F',
      observacao: ctx.ins.insPrcSlcIsencao ? (ctx.isencao?.insPrcIsnObservacao ?? null) : null,
      decididaEm: ctx.ins.insPrcSlcIsencao ? (ctx.isencao?.insPrcIsnDecididoEm.toISOString() ?? null) : null,
      justificativa: ctx.pedidoIsencao?.insPrcIsnPddJustificativa ?? null,
      documentos: ctx.documentosIsencao,
    },
    cartao: { disponivel: provedor ? 'T' : 'F', simulado: provedor?.simulado ? 'T' : 'F', provedor: provedor?.nome ?? null },
    pix: pixDe(cfg),
    boleto: atual ? slipToWire(cfg, atual, now, ctx.cobrancas.get(atual.insBltCodigo) ?? null, ctx.registros.get(atual.insBltCodigo) ?? null) : null,
  };
}
