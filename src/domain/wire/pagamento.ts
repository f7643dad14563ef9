/**
 * Payments on the wire (SPEC §7 insBoleto, vInsPrcUltBoleto): amounts in centavos with their pt-BR text,
 * due dates as dd/mm/yyyy, instants as ISO strings, flags as 'T'/'F'.
 */
import { Type, type Static } from 'typebox';
import { InteiroOuNulo as Int, TextoOuNulo as Str, TF } from './envelope.ts';

const Forma = Type.Union([Type.Literal('BOLETO'), Type.Literal('PIX'), Type.Literal('CARTAO')]);
const SituacaoBoleto = Type.Union([Type.Literal('EMITIDO'), Type.Literal('PAGO'), Type.Literal('CANCELADO'), Type.Literal('VENCIDO')]);

/** A payment slip (boleto, Pix charge or card payment) of an enrolment or an appeal. */
export const BoletoWire = Type.Object(
  {
    insBltCodigo: Type.Integer(),
    insPrcCodigo: Type.Integer(),
    insPrcRcrCodigo: Int,
    insBltForma: Forma,
    insBltNossoNumero: Type.String(),
    insBltValor: Type.Integer(),
    insBltValorTexto: Type.String(),
    insBltDtVencimento: Type.String(),
    insBltVencido: TF,
    insBltLinhaDigitavel: Str,
    insBltCodigoBarras: Str,
    insBltTxid: Str,
    pixCopiaECola: Str,
    insBltSituacao: SituacaoBoleto,
    /**
     * A boleto's registration with the bank (issue 39): it can be paid only once REGISTRADO; null = not a boleto, or
     * issued before registration was tracked. With the bank's reason when REJEITADO.
     */
    insBltRegistro: Type.Union([
      Type.Literal('PENDENTE'),
      Type.Literal('REMETIDO'),
      Type.Literal('REGISTRADO'),
      Type.Literal('REJEITADO'),
      Type.Literal('BAIXA_PENDENTE'),
      Type.Literal('BAIXA_REMETIDA'),
      Type.Literal('BAIXADO'),
      Type.Null(),
    ]),
    insBltRegistroMotivo: Str,
    insBltPagoEm: Str,
    insBltCriadoEm: Type.String(),
  },
  { additionalProperties: false },
);
export type BoletoWire = Static<typeof BoletoWire>;

/** The fee and what was paid of it, in centavos and as the screens write it: the candidate's and the staff's alike. */
export const ValoresDaTaxa = {
  taxa: Int,
  taxaTexto: Type.String(),
  recebido: Type.Integer(),
  recebidoTexto: Type.String(),
  aPagar: Type.Integer(),
  aPagarTexto: Type.String(),
};

/** What the payment screen knows about one enrolment's fee (insBoleto/resumo, solicitarIsencao). */
export const ResumoPagamentoWire = Type.Object(
  {
    insPrcCodigo: Type.Integer(),
    prcSltCodigo: Type.Integer(),
    prcSltDescricao: Type.String(),
    ...ValoresDaTaxa,
    situacao: Type.String(),
    formas: Type.Array(Forma),
    formaEscolhida: Str,
    podeEmitir: TF,
    motivo: Str,
    emissaoAte: Type.String(),
    vencimento: Type.String(),
    reimpressaoAte: Str,
    isencao: Type.Object(
      {
        solicitada: TF,
        situacao: Str,
        prazo: Str,
        podeSolicitar: TF,
        /** The staff's reason for the decision (shown to the candidate), and when it was decided (ISO). */
        observacao: Str,
        decididaEm: Str,
        /** What the candidate wrote with the request, and how many documents went with it. */
        justificativa: Str,
        documentos: Type.Integer(),
      },
      { additionalProperties: false },
    ),
    cartao: Type.Object({ disponivel: TF, simulado: TF, provedor: Str }, { additionalProperties: false }),
    /** Pix confirmed by the PSP (API Pix webhook and reconciliation) with no staff action; `simulado`: the demo's local PSP. */
    pix: Type.Object({ confirmacaoAutomatica: TF, simulado: TF }, { additionalProperties: false }),
    boleto: Type.Union([BoletoWire, Type.Null()]),
  },
  { additionalProperties: false },
);
export type ResumoPagamentoWire = Static<typeof ResumoPagamentoWire>;

/** vInsPrcUltBoleto/pesquisa: per enrolment, its last fee slip and the payment state (`map` may cut fields). */
export const UltimoBoletoWire = Type.Partial(
  Type.Object(
    {
      insPrcCodigo: Type.Integer(),
      prcSltCodigo: Type.Integer(),
      taxa: Int,
      taxaTexto: Type.String(),
      recebido: Type.Integer(),
      aPagar: Type.Integer(),
      aPagarTexto: Type.String(),
      situacaoPagamento: Type.String(),
      insBltCodigo: Int,
      insBltForma: Type.Union([Forma, Type.Null()]),
      insBltSituacao: Type.Union([SituacaoBoleto, Type.Null()]),
      insBltValor: Int,
      insBltDtVencimento: Str,
      insBltPagoEm: Str,
    },
    { additionalProperties: false },
  ),
);
export type UltimoBoletoWire = Static<typeof UltimoBoletoWire>;

/** insBoleto/pgtoCartaoProcessamento: the checkout to open, or the provider's answer. */
export const CartaoWire = Type.Union([
  Type.Object(
    {
      etapa: Type.Literal('CHECKOUT'),
      provedor: Type.String(),
      simulado: TF,
      valor: Type.Integer(),
      valorTexto: Type.String(),
      simulacao: Type.Optional(Type.Object({ aprovado: Type.String(), recusado: Type.String() }, { additionalProperties: false })),
    },
    { additionalProperties: false },
  ),
  Type.Object(
    { etapa: Type.Literal('RESULTADO'), aprovado: TF, mensagem: Type.String(), boleto: Type.Optional(BoletoWire) },
    { additionalProperties: false },
  ),
]);
export type CartaoWire = Static<typeof CartaoWire>;
