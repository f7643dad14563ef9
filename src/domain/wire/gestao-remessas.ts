/**
 * Registered boletos in the back office (issue 39): the CNAB 240 remessas (listed, generated on demand, downloaded,
 * with the slips each carries) and the slips the bank refused to register, with its reason.
 */
import { Type, type Static } from 'typebox';
import { InteiroOuNulo as Int, TextoOuNulo as Str } from './envelope.ts';

export const RemessaResumo = Type.Object(
  {
    remCodigo: Type.Integer(),
    /** NSA: the file's sequence number. */
    remSequencial: Type.Integer(),
    /** dd/mm/yyyy */
    dia: Type.String(),
    boletos: Type.Integer(),
    valor: Type.Integer(),
    valorTexto: Type.String(),
    /** ISO instant. */
    em: Type.String(),
    /** Who asked for it; null = the schedule. */
    geradaPor: Str,
    arquivo: Type.String(),
  },
  { additionalProperties: false },
);
export type RemessaResumo = Static<typeof RemessaResumo>;

export const BoletoDaRemessa = Type.Object(
  {
    insBltCodigo: Type.Integer(),
    insPrcCodigo: Type.Integer(),
    nossoNumero: Type.String(),
    valor: Type.Integer(),
    valorTexto: Type.String(),
    vencimento: Type.String(),
    /** 01 entrada (registration), 02 pedido de baixa. */
    movimento: Type.Union([Type.Literal('01'), Type.Literal('02')]),
    /** The slip's registration now, and the bank's reason when it was refused. */
    registro: Str,
    motivo: Str,
  },
  { additionalProperties: false },
);
export type BoletoDaRemessa = Static<typeof BoletoDaRemessa>;

export const RemessaDetalhe = Type.Object({ remessa: RemessaResumo, boletos: Type.Array(BoletoDaRemessa) }, { additionalProperties: false });

export const BoletoRejeitado = Type.Object(
  {
    insBltCodigo: Type.Integer(),
    insPrcCodigo: Type.Integer(),
    prcSltCodigo: Int,
    nossoNumero: Type.String(),
    valorTexto: Type.String(),
    motivo: Str,
    em: Type.String(),
  },
  { additionalProperties: false },
);

export const ListaQuery = Type.Object(
  { start: Type.Optional(Type.Integer({ minimum: 0 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })) },
  { additionalProperties: false },
);

const Soma = Type.Object({ quantidade: Type.Integer(), valor: Type.Integer(), valorTexto: Type.String() }, { additionalProperties: false });

/** The day's money by origin (Horário de Brasília): every process, Pix and boletos apart. */
export const DinheiroDoDia = Type.Object(
  {
    dia: Type.String(),
    pix: Type.Object({ cobrado: Soma, pago: Soma, divergente: Soma, devolvido: Soma }, { additionalProperties: false }),
    boleto: Type.Object({ emitido: Soma, registrado: Soma, rejeitado: Soma, pago: Soma, baixado: Soma }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type DinheiroDoDia = Static<typeof DinheiroDoDia>;

export const DiaQuery = Type.Object({ dia: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) }, { additionalProperties: false });

/** One event of a slip's history, oldest first. */
export const EventoDoSlip = Type.Object({ em: Type.String(), evento: Type.String(), detalhe: Str }, { additionalProperties: false });
