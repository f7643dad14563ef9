/**
 * Wire contracts of the back office's enrolment-form area (issue 20 item 4): each configurable field with this
 * process's configuration, the per-process lists the form picks from, and the global teaching-institution types.
 */
import { Type, type Static } from 'typebox';
import { CodigoAnulavel, TextoAnulavel } from './anulavel.ts';
import { TextoOuNulo } from './envelope.ts';

const Texto = (max: number) => Type.String({ maxLength: max });
const TextoOuNuloAte = (max: number) => TextoAnulavel({ maxLength: max });

/** One catalogue field and its configuration in the process (the defaults, hidden and optional, when unset). */
export const CampoFormulario = Type.Object({
  prcSltFrmCmpCodigo: Type.Integer(),
  prcSltFrmCmpNome: Type.String(),
  prcSltFrmCmpDescricao: Type.String(),
  /** The label the candidate sees without an alternative name. */
  rotulo: Type.String(),
  /** How the candidate's form draws it (src/domain/formulario-layout.ts TipoDeCampo). */
  tipo: Type.String(),
  /** False: a catalogue field this form does not draw. */
  noFormulario: Type.Boolean(),
  /** The configuration row, null while the process has none for this field. */
  prcSltCnfFrmCodigo: Type.Union([Type.Integer(), Type.Null()]),
  exibir: Type.Boolean(),
  obrigatorio: Type.Boolean(),
  ajuda: TextoOuNulo,
  ajudaOculta: Type.Boolean(),
  nomeAlternativo: TextoOuNulo,
  /** The candidate's bond kind (INTERNO/EXTERNO) or a chosen option also configures this field and may override it. */
  sobreposto: Type.Boolean(),
});
export type CampoFormulario = Static<typeof CampoFormulario>;

export const GrupoDoFormulario = Type.Object({ grupo: Type.String(), nome: Type.String(), campos: Type.Array(CampoFormulario) });
export type GrupoDoFormulario = Static<typeof GrupoDoFormulario>;

export const FormularioGestao = Type.Object({
  prcSltCodigo: Type.Integer(),
  /** Non-cancelled enrolments: making a field required or hidden then needs a justification. */
  inscricoes: Type.Integer(),
  grupos: Type.Array(GrupoDoFormulario),
});
export type FormularioGestao = Static<typeof FormularioGestao>;

export const CampoEditado = Type.Object(
  {
    prcSltFrmCmpCodigo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    exibir: Type.Boolean(),
    obrigatorio: Type.Boolean(),
    ajuda: TextoOuNuloAte(5000),
    ajudaOculta: Type.Boolean(),
    nomeAlternativo: TextoOuNuloAte(1000),
  },
  { additionalProperties: false },
);
export type CampoEditado = Static<typeof CampoEditado>;

export const SalvarFormulario = Type.Object(
  {
    prcSltCodigo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    campos: Type.Array(CampoEditado, { maxItems: 500 }),
    justificativa: Type.Optional(TextoOuNuloAte(2000)),
  },
  { additionalProperties: false },
);
export type SalvarFormulario = Static<typeof SalvarFormulario>;

/** The per-process lists by their route names, in the order the screen shows them. */
export const NOMES_LISTAS = ['linguas', 'series', 'modalidades', 'setores', 'areas-conhecimento', 'condicoes-apoio', 'divulgacao', 'escolaridade'] as const;
export type NomeLista = (typeof NOMES_LISTAS)[number];

/** What each list is called on screen. */
export const TITULO_LISTA: Record<NomeLista, string> = {
  linguas: 'Línguas estrangeiras',
  series: 'Séries',
  modalidades: 'Modalidades',
  setores: 'Setores',
  'areas-conhecimento': 'Áreas de conhecimento',
  'condicoes-apoio': 'Condições de apoio',
  divulgacao: 'Como soube do processo (divulgação)',
  escolaridade: 'Tipos de escolaridade',
};

export const ItemDeLista = Type.Object({
  codigo: Type.Integer(),
  descricao: Type.String(),
  /** Condições de apoio only: choosing it asks the candidate for a detail. */
  detalhar: Type.Optional(Type.Boolean()),
  /** Enrolments (any state) and options that use the item: while above zero it cannot be removed. */
  emUso: Type.Integer(),
});
export type ItemDeLista = Static<typeof ItemDeLista>;

export const ListasDoProcesso = Type.Object({
  prcSltCodigo: Type.Integer(),
  listas: Type.Array(Type.Object({ lista: Type.String(), titulo: Type.String(), temDetalhar: Type.Boolean(), itens: Type.Array(ItemDeLista) })),
});
export type ListasDoProcesso = Static<typeof ListasDoProcesso>;

export const SalvarItemDeLista = Type.Object(
  {
    prcSltCodigo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    codigo: Type.Optional(CodigoAnulavel()),
    descricao: Texto(2000),
    detalhar: Type.Optional(Type.Boolean()),
    justificativa: Type.Optional(TextoOuNuloAte(2000)),
  },
  { additionalProperties: false },
);
export type SalvarItemDeLista = Static<typeof SalvarItemDeLista>;

export const TiposInstituicao = Type.Array(Type.Object({ tpIstCodigo: Type.Integer(), tpIstDescricao: Type.String(), emUso: Type.Integer() }));
export type TiposInstituicao = Static<typeof TiposInstituicao>;

export const SalvarTipoInstituicao = Type.Object(
  {
    tpIstCodigo: Type.Optional(CodigoAnulavel()),
    tpIstDescricao: Texto(2000),
    justificativa: Type.Optional(TextoOuNuloAte(2000)),
  },
  { additionalProperties: false },
);
export type SalvarTipoInstituicao = Static<typeof SalvarTipoInstituicao>;

/** The longest list item description. */
export const DESCRICAO_ITEM_MAX = 200;
