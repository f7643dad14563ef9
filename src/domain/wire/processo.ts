import { Type, type Static } from 'typebox';
import { InteiroOuNulo as Int, TextoOuNulo as Str, TF } from './envelope.ts';

/**
 * A selection process on the wire (SPEC §3): booleans as 'T'/'F', instants as 'dd/mm/yyyy HH:mm:ss' in
 * São Paulo time, calendar dates as dd/mm/yyyy, and prcSltVigente derived from the enrolment window and
 * the server clock. Bank agreement numbers stay on the server.
 *
 * The one decision on dates: every `prcSeletivo` the API sends — listaProcessos, getById, pesquisa2, and the
 * `prcSeletivo` nested in an enrolment row of insProcesso/pesquisa — is this object, in this format, with the
 * plain description in prcSltDescricao and the alternative title in prcSltTtlAlternativo. Instants a screen
 * computes with (deadlines) travel as ISO strings in fields of their own, outside this object.
 */
export const ProcessoWire = Type.Object(
  {
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  prcSltTipo: Type.String(),
  prcSltVigente: TF,
  prcSltTemGrupos: TF,
  prcSltExbEnsalamento: TF,
  prcSltEnsLembrete: Str,
  prcSltInsUnica: TF,
  prcSltNmrOpcoes: Type.Integer(),
  prcSltPgtCartao: TF,
  prcSltPgtBoleto: TF,
  prcSltPgtDebito: TF,
  prcSltPgtPix: TF,
  prcSltOpcEditavel: TF,
  prcSltUrlInformacao: Str,
  prcSltDtInicio: Type.String(),
  prcSltDtFim: Type.String(),
  prcSltDtFimIsencao: Str,
  prcSltDtEmsBoleto: Str,
  prcSltDtVncBoleto: Str,
  prcSltDtFimReimpressao: Str,
  prcSltDtFimEdicao: Str,
  prcSltMncSede: Int,
  prcSltExbResultado: TF,
  prcSltExbAjuda: TF,
  prcSltEnvArquivo: TF,
  prcSltLembrete: Str,
  prcSltCndPersonalizadas: Str,
  prcSltTxtInsFinal: Str,
  prcSltTtlAlternativo: Str,
  prcSltQstAvaliacao: Str,
  },
  { additionalProperties: false },
);
export type ProcessoWire = Static<typeof ProcessoWire>;

