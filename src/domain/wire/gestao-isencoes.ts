/**
 * Wire contracts of the back office's fee-exemption queue (issue 21 item 3): a process's requests with what the
 * candidate wrote and sent, and the decisions staff take one by one or in bulk. Instants are ISO 8601; money is
 * centavos with its pt-BR text.
 */
import { Type, type Static } from 'typebox';
import { TextoAnulavel, Codigo as Cod } from './anulavel.ts';
import { InteiroOuNulo, TextoOuNulo } from './envelope.ts';


export const SituacaoFilaIsencao = Type.Union([Type.Literal('pendente'), Type.Literal('deferida'), Type.Literal('indeferida')]);
export type SituacaoFilaIsencao = Static<typeof SituacaoFilaIsencao>;

export const FilaIsencoesQuery = Type.Object(
  {
    /** Absent: pending requests (the queue's work). */
    situacao: Type.Optional(SituacaoFilaIsencao),
    /** A part of the candidate's name (accents and case ignored) or the enrolment number. */
    busca: Type.Optional(Type.String({ maxLength: 100 })),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type FilaIsencoesQuery = Static<typeof FilaIsencoesQuery>;

/** A document the candidate sent with the request (downloaded through GET gestao/isencoes/anexos/:insPrcIsnAnxCodigo). */
export const DocumentoIsencaoGestao = Type.Object({
  insPrcIsnAnxCodigo: Type.Integer(),
  nome: Type.String(),
  tipo: Type.String(),
  tamanho: Type.Integer(),
});
export type DocumentoIsencaoGestao = Static<typeof DocumentoIsencaoGestao>;

export const PedidoIsencaoGestao = Type.Object({
  insPrcCodigo: Type.Integer(),
  pssFscNome: Type.String(),
  insCancelada: Type.Boolean(),
  /** The fee the exemption would waive (null: the options are exempt anyway). */
  taxa: InteiroOuNulo,
  taxaTexto: Type.String(),
  /** When the request was made (null: before requests kept their date). */
  solicitadaEm: TextoOuNulo,
  justificativa: TextoOuNulo,
  documentos: Type.Array(DocumentoIsencaoGestao),
  /**
   * The reason and documents speak of income and family (sensitive data): shown to who decides exemptions in the
   * process ('atender'); to a reader only, restricted (justificativa null, documentos empty).
   */
  restrito: Type.Boolean(),
  situacao: Type.Union([Type.Literal('PENDENTE'), Type.Literal('DEFERIDA'), Type.Literal('INDEFERIDA')]),
  /** The reason shown to the candidate, and when it was decided. */
  observacao: TextoOuNulo,
  decididaEm: TextoOuNulo,
});
export type PedidoIsencaoGestao = Static<typeof PedidoIsencaoGestao>;

export const FilaIsencoes = Type.Object({
  prcSltCodigo: Type.Integer(),
  /** End of the request period (ISO), when the process has one. */
  prazo: TextoOuNulo,
  contagem: Type.Object({ pendente: Type.Integer(), deferida: Type.Integer(), indeferida: Type.Integer() }),
  pedidos: Type.Array(PedidoIsencaoGestao),
});
export type FilaIsencoes = Static<typeof FilaIsencoes>;

/** The longest reason staff may give. */
export const MOTIVO_ISENCAO_MAX = 1000;
/** The most requests decided in one call. */
export const DECISOES_MAX = 500;

export const DecidirIsencoes = Type.Object(
  {
    prcSltCodigo: Cod,
    decisoes: Type.Array(
      Type.Object({ insPrcCodigo: Cod, situacao: Type.Union([Type.Literal('DEFERIDA'), Type.Literal('INDEFERIDA')]) }, { additionalProperties: false }),
      { minItems: 1, maxItems: DECISOES_MAX },
    ),
    /** Shown to the candidate; required when any request is refused. */
    motivo: Type.Optional(TextoAnulavel({ maxLength: MOTIVO_ISENCAO_MAX + 200 })),
  },
  { additionalProperties: false },
);
export type DecidirIsencoes = Static<typeof DecidirIsencoes>;

export const ResultadoDecisoes = Type.Object({ gravadas: Type.Integer(), inalteradas: Type.Integer() });
export type ResultadoDecisoes = Static<typeof ResultadoDecisoes>;
