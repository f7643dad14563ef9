/**
 * Wire contracts of the back office's supporting documents (issue 27): the document types a process asks for
 * (Gestor do processo), the review queue per process and type with the candidate's declarations, the decisions
 * one by one or in bulk, and every version an enrolment sent.
 */
import { Type, type Static } from 'typebox';
import { CodigoAnulavel, TextoAnulavel, Codigo as Cod } from './anulavel.ts';
import { FormatoDocumentoWire, ParaQuemWire, SituacaoDocumentoWire, TipoDocumentoWire, VersaoDocumento } from './documentos.ts';


export const NOME_TIPO_MAX = 200;
export const INSTRUCOES_MAX = 2000;
export const MOTIVO_DOCUMENTO_MAX = 1000;
export const DECISOES_DOCUMENTO_MAX = 500;

export const TiposDocumento = Type.Object({
  prcSltCodigo: Type.Integer(),
  tipos: Type.Array(TipoDocumentoWire),
  /** The process's final options, for 'OPCAO' types. */
  opcoes: Type.Array(Type.Object({ opcCodigo: Type.Integer(), opcDescricao: Type.String() })),
});
export type TiposDocumento = Static<typeof TiposDocumento>;

export const SalvarTipoDocumento = Type.Object(
  {
    prcSltCodigo: Cod,
    /** null or absent: a new type. */
    prcSltTpDocCodigo: Type.Optional(CodigoAnulavel()),
    nome: Type.String({ maxLength: NOME_TIPO_MAX + 50 }),
    instrucoes: Type.Optional(TextoAnulavel({ maxLength: INSTRUCOES_MAX + 50 })),
    formatos: Type.Array(FormatoDocumentoWire, { minItems: 1, maxItems: 3 }),
    maxBytes: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    obrigatorio: Type.Boolean(),
    paraQuem: ParaQuemWire,
    opcCodigo: Type.Optional(CodigoAnulavel()),
    sensivel: Type.Boolean(),
    inicio: Type.Optional(TextoAnulavel({ maxLength: 40 })),
    fim: Type.Optional(TextoAnulavel({ maxLength: 40 })),
    ordem: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000 })),
  },
  { additionalProperties: false },
);
export type SalvarTipoDocumento = Static<typeof SalvarTipoDocumento>;

export const FilaDocumentosQuery = Type.Object(
  {
    prcSltTpDocCodigo: Type.Optional(Cod),
    /** Absent: what waits for a decision (Enviado and Em análise). */
    situacao: Type.Optional(Type.Union([SituacaoDocumentoWire, Type.Literal('PENDENTE')])),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type FilaDocumentosQuery = Static<typeof FilaDocumentosQuery>;

/** What the candidate declared on the enrolment that a reviewer reads beside the document. */
export const Declaracoes = Type.Object({
  deficiencia: Type.Boolean(),
  cotista: Type.Boolean(),
  condicaoEspecial: Type.Boolean(),
  atendimentoJustificativa: Type.Union([Type.String(), Type.Null()]),
  isencao: Type.Boolean(),
  opcoes: Type.Array(Type.String()),
});
export type Declaracoes = Static<typeof Declaracoes>;

export const ItemFilaDocumento = Type.Object({
  insPrcCodigo: Type.Integer(),
  pssFscNome: Type.String(),
  prcSltTpDocCodigo: Type.Integer(),
  tipoNome: Type.String(),
  sensivel: Type.Boolean(),
  documento: VersaoDocumento,
  declaracoes: Declaracoes,
});
export type ItemFilaDocumento = Static<typeof ItemFilaDocumento>;

export const FilaDocumentos = Type.Object({
  prcSltCodigo: Type.Integer(),
  contagem: Type.Object({ pendente: Type.Integer(), aceito: Type.Integer(), recusado: Type.Integer() }),
  itens: Type.Array(ItemFilaDocumento),
});
export type FilaDocumentos = Static<typeof FilaDocumentos>;

export const DecidirDocumentos = Type.Object(
  {
    prcSltCodigo: Cod,
    decisoes: Type.Array(Type.Object({ insPrcDocCodigo: Cod, situacao: Type.Union([Type.Literal('ACEITO'), Type.Literal('RECUSADO')]) }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: DECISOES_DOCUMENTO_MAX,
    }),
    /** Shown to the candidate; required when any document is refused. */
    motivo: Type.Optional(TextoAnulavel({ maxLength: MOTIVO_DOCUMENTO_MAX + 200 })),
  },
  { additionalProperties: false },
);
export type DecidirDocumentos = Static<typeof DecidirDocumentos>;

export const ResultadoDecisoesDocumentos = Type.Object({ gravadas: Type.Integer() });

/** Every version an enrolment sent, per type (the back office's enrolment page). */
export const DocumentosDaInscricaoGestao = Type.Object({
  insPrcCodigo: Type.Integer(),
  /** False for a reader: names and states only, no file. */
  podeVer: Type.Boolean(),
  tipos: Type.Array(Type.Object({ prcSltTpDocCodigo: Type.Integer(), nome: Type.String(), sensivel: Type.Boolean(), versoes: Type.Array(VersaoDocumento) })),
});
export type DocumentosDaInscricaoGestao = Static<typeof DocumentosDaInscricaoGestao>;
