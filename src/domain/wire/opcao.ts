/**
 * Options (opcao) on the wire: a process's options (opcao/pesquisa, `map` may cut fields) and an enrolment's
 * chosen ones (prcSltOpcao). Fees in centavos, null for an exempt option; flags as 'T'/'F'.
 */
import { Type, type Static } from 'typebox';
import { InteiroOuNulo as Int, TextoOuNulo as Str, TF } from './envelope.ts';

export const OpcaoWire = Type.Partial(
  Type.Object(
    {
      opcCodigo: Type.Integer(),
      opcDescricao: Type.String(),
      opcCdgPai: Int,
      prcSltCodigo: Type.Integer(),
      opcVlrInscricao: Int,
      opcAjuda: Str,
      opcOpcFinal: TF,
      opcPgtCartao: TF,
      opcPgtPix: TF,
      opcPgtBoleto: TF,
      tpOpcCodigo: Type.Integer(),
      tpOpcDescricao: Type.String(),
    },
    { additionalProperties: false },
  ),
);
export type OpcaoWire = Static<typeof OpcaoWire>;

/** One option an enrolment chose, in its order. */
export const OpcaoDaInscricaoWire = Type.Object(
  {
    prcSltOpcCodigo: Type.Integer(),
    insPrcCodigo: Type.Integer(),
    opcCodigo: Type.Integer(),
    prcSltOpcOrdem: Type.Integer(),
    opcDescricao: Type.String(),
    opcVlrInscricao: Int,
  },
  { additionalProperties: false },
);
export type OpcaoDaInscricaoWire = Static<typeof OpcaoDaInscricaoWire>;

/** A chosen option with its chain from the root (pegarHierarquiaOpcaoInscricao: fills the cascading selects). */
export const HierarquiaDaOpcaoWire = Type.Object(
  {
    prcSltOpcOrdem: Type.Integer(),
    opcCodigo: Type.Integer(),
    hierarquia: Type.Array(
      Type.Object(
        { opcCodigo: Type.Integer(), opcCdgPai: Int, opcDescricao: Type.String(), tpOpcDescricao: Type.String(), opcVlrInscricao: Int },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
);
export type HierarquiaDaOpcaoWire = Static<typeof HierarquiaDaOpcaoWire>;
