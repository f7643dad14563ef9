/**
 * Wire contracts of the back office's processes area (issue 20, items 1 and 6): the process list, the edit form,
 * publication, cloning and the site rebuild's state. Staff wire: ISO 8601 instants, booleans as booleans,
 * 'yyyy-mm-dd' for calendar days.
 */
import { Type, type Static } from 'typebox';
import { InteiroOuNulo, TextoOuNulo } from './envelope.ts';

import { CodigoAnulavel, TextoAnulavel } from './anulavel.ts';

const TextoOuNuloNoCorpo = TextoAnulavel({ maxLength: 10000 });
const InteiroOuNuloNoCorpo = CodigoAnulavel();
import { MunicipioGestao, ResumoProcessoGestao, SituacaoProcesso } from './gestao.ts';

/** The kinds of process (server/db/schema/processo.ts TIPOS_PROCESSO) with the words the screens show. */
export const NOME_TIPO_PROCESSO = {
  VESTIBULAR: 'Vestibular',
  SERIADO: 'Vestibular seriado',
  STRICTO: 'Pós-graduação stricto sensu',
  LATO: 'Especialização (lato sensu)',
  RESIDENCIA: 'Residência',
  CHAMAMENTO: 'Chamamento público',
  INTENCAO: 'Intenção de matrícula',
  FISCAL: 'Seleção de fiscais',
} as const;
export type TipoProcessoGestao = keyof typeof NOME_TIPO_PROCESSO;
export const TipoProcessoGestao = Type.Union([
  Type.Literal('VESTIBULAR'),
  Type.Literal('SERIADO'),
  Type.Literal('STRICTO'),
  Type.Literal('LATO'),
  Type.Literal('RESIDENCIA'),
  Type.Literal('CHAMAMENTO'),
  Type.Literal('INTENCAO'),
  Type.Literal('FISCAL'),
]);

/** GET gestao/processos: search (description, accents and case ignored), state, type, page. */
export const ListaProcessosQuery = Type.Object(
  {
    busca: Type.Optional(Type.String({ maxLength: 200 })),
    situacao: Type.Optional(SituacaoProcesso),
    tipo: Type.Optional(TipoProcessoGestao),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type ListaProcessosQuery = Static<typeof ListaProcessosQuery>;

/** A row of the staff process list: the process head (ResumoProcessoGestao) without the caller's rights. */
export const LinhaProcessoGestao = Type.Omit(ResumoProcessoGestao, ['podeConfigurar']);
export type LinhaProcessoGestao = Static<typeof LinhaProcessoGestao>;

/**
 * The fields staff edit (every field of SPEC §3 "Selection process"), as POST prcSeletivo/salvar takes them.
 * Instants are ISO 8601; prcSltDtVncBoleto is a calendar day 'yyyy-mm-dd'. The body declares loose types
 * (text where a number or a date goes) so that a wrong value gets its Portuguese message beside its field
 * instead of a generic schema error.
 */
const camposEditaveis = {
  prcSltDescricao: Type.String({ maxLength: 2000 }),
  prcSltTipo: Type.String({ maxLength: 40 }),
  prcSltTemGrupos: Type.Boolean(),
  prcSltExbEnsalamento: Type.Boolean(),
  prcSltEnsLembrete: TextoOuNuloNoCorpo,
  prcSltInsUnica: Type.Boolean(),
  /** A number (or its text: a number arrives as text and is checked by the API, so a wrong one gets its message). */
  prcSltNmrOpcoes: Type.Unsafe<number | string | null>({ type: ['string', 'null'], maxLength: 20 }),
  prcSltPgtCartao: Type.Boolean(),
  prcSltPgtBoleto: Type.Boolean(),
  prcSltPgtDebito: Type.Boolean(),
  prcSltPgtPix: Type.Boolean(),
  prcSltOpcEditavel: Type.Boolean(),
  prcSltUrlInformacao: TextoOuNuloNoCorpo,
  prcSltNmrConvenio: TextoOuNuloNoCorpo,
  prcSltNmrConvenioCartao: TextoOuNuloNoCorpo,
  prcSltDtInicio: TextoOuNuloNoCorpo,
  prcSltDtFim: TextoOuNuloNoCorpo,
  prcSltDtFimIsencao: TextoOuNuloNoCorpo,
  prcSltDtEmsBoleto: TextoOuNuloNoCorpo,
  prcSltDtVncBoleto: TextoOuNuloNoCorpo,
  prcSltDtFimReimpressao: TextoOuNuloNoCorpo,
  prcSltDtFimEdicao: TextoOuNuloNoCorpo,
  prcSltMncSede: InteiroOuNuloNoCorpo,
  prcSltExbResultado: Type.Boolean(),
  prcSltExbAjuda: Type.Boolean(),
  prcSltEnvArquivo: Type.Boolean(),
  prcSltLembrete: TextoOuNuloNoCorpo,
  prcSltCndPersonalizadas: TextoOuNuloNoCorpo,
  prcSltTxtInsFinal: TextoOuNuloNoCorpo,
  prcSltTtlAlternativo: TextoOuNuloNoCorpo,
  prcSltQstAvaliacao: TextoOuNuloNoCorpo,
};

/** POST prcSeletivo/salvar: without prcSltCodigo creates (unpublished), with it updates. */
export const SalvarProcessoCorpo = Type.Object(
  {
    prcSltCodigo: Type.Optional(InteiroOuNuloNoCorpo),
    ...camposEditaveis,
    /** Required (≥ 10 characters) when the change touches enrolled candidates (409 otherwise). */
    justificativa: Type.Optional(Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 2000 })),
    /** Creation only: start from the type's template (form fields, schedule, document types; issue 37). */
    modelo: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SalvarProcessoCorpo = Static<typeof SalvarProcessoCorpo>;

/** A municipality as the seat picker shows it. */

/** GET gestao/processos/:prcSltCodigo: the process as its form edits it. */
export const ProcessoEdicao = Type.Object({
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  prcSltTipo: Type.String(),
  prcSltTemGrupos: Type.Boolean(),
  prcSltExbEnsalamento: Type.Boolean(),
  prcSltEnsLembrete: TextoOuNulo,
  prcSltInsUnica: Type.Boolean(),
  prcSltNmrOpcoes: Type.Integer(),
  prcSltPgtCartao: Type.Boolean(),
  prcSltPgtBoleto: Type.Boolean(),
  prcSltPgtDebito: Type.Boolean(),
  prcSltPgtPix: Type.Boolean(),
  prcSltOpcEditavel: Type.Boolean(),
  prcSltUrlInformacao: TextoOuNulo,
  prcSltNmrConvenio: TextoOuNulo,
  prcSltNmrConvenioCartao: TextoOuNulo,
  prcSltDtInicio: Type.String(),
  prcSltDtFim: Type.String(),
  prcSltDtFimIsencao: TextoOuNulo,
  prcSltDtEmsBoleto: TextoOuNulo,
  prcSltDtVncBoleto: TextoOuNulo,
  prcSltDtFimReimpressao: TextoOuNulo,
  prcSltDtFimEdicao: TextoOuNulo,
  prcSltMncSede: InteiroOuNulo,
  prcSltExbResultado: Type.Boolean(),
  prcSltExbAjuda: Type.Boolean(),
  prcSltEnvArquivo: Type.Boolean(),
  prcSltLembrete: TextoOuNulo,
  prcSltCndPersonalizadas: TextoOuNulo,
  prcSltTxtInsFinal: TextoOuNulo,
  prcSltTtlAlternativo: TextoOuNulo,
  prcSltQstAvaliacao: TextoOuNulo,
  prcSltPublicado: Type.Boolean(),
  prcSltArquivado: Type.Boolean(),
  /** The seat municipality's name, for the form (null without one). */
  sede: Type.Union([MunicipioGestao, Type.Null()]),
});
export type ProcessoEdicao = Static<typeof ProcessoEdicao>;


/** POST gestao/processos/:prcSltCodigo/clonar. */
export const ClonarProcessoCorpo = Type.Object(
  {
    prcSltDescricao: Type.String({ maxLength: 2000 }),
    /** Days every date moves by (negative: earlier); a number or its text, checked by the API (a wrong one gets its message). */
    deslocamentoDias: Type.Unsafe<number | string>({ type: 'string', maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type ClonarProcessoCorpo = Static<typeof ClonarProcessoCorpo>;

/** What a clone copied: the new process and how many rows of each kind. */
export const ResultadoClone = Type.Object({
  prcSltCodigo: Type.Integer(),
  copiados: Type.Record(Type.String(), Type.Integer()),
});
export type ResultadoClone = Static<typeof ResultadoClone>;

/** Publication state after publicar/despublicar/arquivar/desarquivar. */
export const PublicacaoProcesso = Type.Object({
  prcSltCodigo: Type.Integer(),
  prcSltPublicado: Type.Boolean(),
  prcSltArquivado: Type.Boolean(),
  situacao: SituacaoProcesso,
  /** A site rebuild was asked for (what candidates see changed). */
  reconstrucaoPedida: Type.Boolean(),
});
export type PublicacaoProcesso = Static<typeof PublicacaoProcesso>;

export const SituacaoReconstrucao = Type.Union([Type.Literal('fila'), Type.Literal('andamento'), Type.Literal('concluida'), Type.Literal('falhou')]);
export type SituacaoReconstrucao = Static<typeof SituacaoReconstrucao>;

/** One site rebuild staff asked for. */
export const Reconstrucao = Type.Object({
  recCodigo: Type.Integer(),
  situacao: SituacaoReconstrucao,
  motivo: Type.String(),
  pedidaEm: Type.String(),
  iniciadaEm: TextoOuNulo,
  terminadaEm: TextoOuNulo,
  duracaoMs: InteiroOuNulo,
  /** Why it failed (the last good site stays up). */
  erro: TextoOuNulo,
});
export type Reconstrucao = Static<typeof Reconstrucao>;

/** GET gestao/site/reconstrucao: the newest rebuild asked for, and the newest that succeeded (the site that is up). */
export const EstadoReconstrucao = Type.Object({
  ultima: Type.Union([Reconstrucao, Type.Null()]),
  ultimaConcluida: Type.Union([Reconstrucao, Type.Null()]),
});
export type EstadoReconstrucao = Static<typeof EstadoReconstrucao>;
