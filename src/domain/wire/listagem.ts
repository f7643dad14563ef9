/**
 * The postgraduate listing items (SPEC §3 "Stricto listing item" and "Lato listing item") as the API sends them and the
 * site reads them — at build time for the public pages and in the listings' own logic. Dates are São Paulo calendar
 * days, dd/mm/yyyy.
 */
import { Type, type Static } from 'typebox';
import { TextoOuNulo } from './envelope.ts';

const ProcessoRef = Type.Union([Type.Object({ prcSltCodigo: Type.Integer() }), Type.Null()]);

export const StrictoItem = Type.Object({
  pssEtpCodigo: Type.Integer(),
  pssEtpMncTitulo: Type.String(),
  pssEtpDescricao: TextoOuNulo,
  pssEtpDtInicio: Type.String(),
  pssEtpDtFim: Type.String(),
  pssEtpUrlEdital: TextoOuNulo,
  pssEtpUrl: TextoOuNulo,
  pssEtpCampus: TextoOuNulo,
  tblGrlItemTpInsercao: TextoOuNulo,
  prcSeletivo: ProcessoRef,
});
export type StrictoItem = Static<typeof StrictoItem>;

export const LatoItem = Type.Object({
  prjEspCrnCodigo: Type.Integer(),
  prjEspMncTitulo: Type.String(),
  prjEspCrnDtInicio: Type.String(),
  prjEspCrnDtTermino: Type.String(),
  prjEspCrnUrl: TextoOuNulo,
  prjEspTpCrnCodigo: Type.Integer(),
  prjEspTipo: Type.String(),
  prcSeletivo: ProcessoRef,
});
export type LatoItem = Static<typeof LatoItem>;
