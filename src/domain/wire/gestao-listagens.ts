/**
 * Wire contracts of the back office's listings (/gestao/listagens, API gestao/listagens/*): the cards of the public
 * stricto sensu and lato sensu/residência pages as staff edit them, and the limits the editor and the API share.
 * Instants travel as ISO 8601 strings.
 */
import { Type, type Static } from 'typebox';
import { CodigoAnulavel, TextoAnulavel } from './anulavel.ts';
import { CAMPOS_LATO, CAMPOS_STRICTO } from './listagem.ts';

// Nullable body fields as type lists (anulavel.ts): the API's type coercion would turn a null into 0 or ''.
const CodOuNulo = CodigoAnulavel();
const IsoOuNulo = TextoAnulavel({ maxLength: 40 });
const TextoAte = (max: number) => Type.String({ maxLength: max });
const TextoOuNuloAte = (max: number) => TextoAnulavel({ maxLength: max });

/** A stricto sensu card (pss_etapa) as staff edit it: the listing's fields, and the process it enrols in. */
export const CartaoStricto = Type.Object({ ...CAMPOS_STRICTO, prcSltCodigo: Type.Union([Type.Integer(), Type.Null()]) });
export type CartaoStricto = Static<typeof CartaoStricto>;

/** A lato sensu or residência card (prj_esp_cronograma), likewise. */
export const CartaoLato = Type.Object({ ...CAMPOS_LATO, prcSltCodigo: Type.Union([Type.Integer(), Type.Null()]) });
export type CartaoLato = Static<typeof CartaoLato>;

export const ListagensGestao = Type.Object({
  stricto: Type.Array(CartaoStricto),
  lato: Type.Array(CartaoLato),
  /** The processes a card may be tied to (those the caller may configure). */
  processos: Type.Array(Type.Object({ prcSltCodigo: Type.Integer(), prcSltDescricao: Type.String(), prcSltTipo: Type.String() })),
  /** The choices of the type selects: tbl_grl_item 'TpInsercao' and 'PrjEspTpCrn'. */
  tiposInsercao: Type.Array(Type.Object({ codigo: Type.String(), descricao: Type.String() })),
  tiposLato: Type.Array(Type.Object({ codigo: Type.Integer(), descricao: Type.String() })),
  /** The caller may change cards with no process (needs the role for every process). */
  podeSemProcesso: Type.Boolean(),
});
export type ListagensGestao = Static<typeof ListagensGestao>;

export const SalvarCartaoStricto = Type.Object(
  {
    pssEtpCodigo: Type.Optional(CodOuNulo),
    pssEtpMncTitulo: TextoAte(2000),
    pssEtpDescricao: Type.Optional(TextoOuNuloAte(10_000)),
    pssEtpDtInicio: IsoOuNulo,
    pssEtpDtFim: IsoOuNulo,
    pssEtpUrlEdital: Type.Optional(TextoOuNuloAte(5000)),
    pssEtpUrl: Type.Optional(TextoOuNuloAte(5000)),
    tblGrlItemTpInsercao: Type.Optional(TextoOuNuloAte(20)),
    pssEtpCampus: Type.Optional(TextoOuNuloAte(2000)),
    prcSltCodigo: Type.Optional(CodOuNulo),
  },
  { additionalProperties: false },
);
export type SalvarCartaoStricto = Static<typeof SalvarCartaoStricto>;

export const SalvarCartaoLato = Type.Object(
  {
    prjEspCrnCodigo: Type.Optional(CodOuNulo),
    prjEspMncTitulo: TextoAte(2000),
    prjEspCrnDtInicio: IsoOuNulo,
    prjEspCrnDtTermino: IsoOuNulo,
    prjEspCrnUrl: Type.Optional(TextoOuNuloAte(5000)),
    prjEspTpCrnCodigo: Type.Integer({ minimum: 0, maximum: 9999 }),
    prjEspTipo: TextoAte(20),
    prcSltCodigo: Type.Optional(CodOuNulo),
  },
  { additionalProperties: false },
);
export type SalvarCartaoLato = Static<typeof SalvarCartaoLato>;

/** Limits the editor and the API share. */
export const TITULO_CARTAO_MAX = 200;
export const DESCRICAO_CARTAO_MAX = 2000;
export const CAMPUS_MAX = 120;
export const URL_MAX = 1000;
