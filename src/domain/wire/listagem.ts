/**
 * The postgraduate listing items (SPEC §3 "Stricto listing item" and "Lato listing item") as the API sends them and the
 * site reads them — at build time for the public pages and in the listings' own logic. Dates are São Paulo calendar
 * days, dd/mm/yyyy.
 */
import { Type, type Static } from 'typebox';
import { TextoOuNulo } from './envelope.ts';

const ProcessoRef = Type.Union([Type.Object({ prcSltCodigo: Type.Integer() }), Type.Null()]);

/** A stricto sensu card's own fields (pss_etapa): as the listing sends it and as staff edit it (gestao-listagens.ts). */
export const CAMPOS_STRICTO = {
  pssEtpCodigo: Type.Integer(),
  pssEtpMncTitulo: Type.String(),
  pssEtpDescricao: TextoOuNulo,
  pssEtpDtInicio: Type.String(),
  pssEtpDtFim: Type.String(),
  pssEtpUrlEdital: TextoOuNulo,
  pssEtpUrl: TextoOuNulo,
  pssEtpCampus: TextoOuNulo,
  /** 'RgsInterno' (enrolment here) or 'RgsExterno' (in another system, at pssEtpUrl). */
  tblGrlItemTpInsercao: TextoOuNulo,
};

/** A lato sensu or residência card's own fields (prj_esp_cronograma), likewise. */
export const CAMPOS_LATO = {
  prjEspCrnCodigo: Type.Integer(),
  prjEspMncTitulo: Type.String(),
  prjEspCrnDtInicio: Type.String(),
  prjEspCrnDtTermino: Type.String(),
  prjEspCrnUrl: TextoOuNulo,
  /** tbl_grl_item 'PrjEspTpCrn': 1 = enrolment here, 10 = in another system. */
  prjEspTpCrnCodigo: Type.Integer(),
  prjEspTipo: Type.String(),
};

export const StrictoItem = Type.Object({ ...CAMPOS_STRICTO, prcSeletivo: ProcessoRef });
export type StrictoItem = Static<typeof StrictoItem>;

export const LatoItem = Type.Object({ ...CAMPOS_LATO, prcSeletivo: ProcessoRef });
export type LatoItem = Static<typeof LatoItem>;
