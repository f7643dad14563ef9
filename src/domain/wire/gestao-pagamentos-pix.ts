/**
 * The back office's Pix (issue 39): the queue of Pix that paid nothing by themselves (another value, an unknown txid,
 * a slip already paid), their resolution, the refunds through the API Pix's devolução, a reconciliation on demand.
 */
import { Type, type Static } from 'typebox';
import { InteiroOuNulo as Int, TextoOuNulo as Str } from './envelope.ts';

export const MotivoPix = Type.Union([Type.Literal('VALOR'), Type.Literal('TXID_DESCONHECIDO'), Type.Literal('JA_PAGO')]);

/** A Pix received, as staff see it. */
export const RecebimentoPix = Type.Object(
  {
    pixRcbE2eid: Type.String(),
    pixRcbTxid: Str,
    insBltCodigo: Int,
    insPrcCodigo: Int,
    valor: Type.Integer(),
    valorTexto: Type.String(),
    /** The slip's own value, when the txid names one of ours. */
    valorEsperado: Int,
    horario: Type.String(),
    origem: Type.Union([Type.Literal('WEBHOOK'), Type.Literal('CONCILIACAO')]),
    situacao: Type.Union([Type.Literal('APLICADO'), Type.Literal('DIVERGENTE'), Type.Literal('RESOLVIDO')]),
    motivo: Type.Union([MotivoPix, Type.Null()]),
    /** The reason in Portuguese. */
    motivoTexto: Str,
    resolucao: Str,
  },
  { additionalProperties: false },
);
export type RecebimentoPix = Static<typeof RecebimentoPix>;

export const PendenciasPixQuery = Type.Object(
  { start: Type.Optional(Type.Integer({ minimum: 0 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
  { additionalProperties: false },
);

export const ResolverPix = Type.Object({ pixRcbE2eid: Type.String({ minLength: 1, maxLength: 64 }), justificativa: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });

export const DevolverPix = Type.Object({ insPrcCodigo: Type.Integer({ minimum: 1 }), justificativa: Type.String({ maxLength: 2000 }) }, { additionalProperties: false });

export const DevolucaoPixWire = Type.Object(
  {
    pixDvlId: Type.String(),
    pixRcbE2eid: Type.String(),
    insPrcCodigo: Int,
    valor: Type.Integer(),
    valorTexto: Type.String(),
    situacao: Type.Union([Type.Literal('EM_PROCESSAMENTO'), Type.Literal('DEVOLVIDO'), Type.Literal('NAO_REALIZADO')]),
    motivo: Str,
  },
  { additionalProperties: false },
);
export type DevolucaoPixWire = Static<typeof DevolucaoPixWire>;

export const ConciliacaoPixWire = Type.Object(
  { inicio: Type.String(), fim: Type.String(), lidos: Type.Integer(), novos: Type.Integer(), devolucoesAtualizadas: Type.Integer() },
  { additionalProperties: false },
);
