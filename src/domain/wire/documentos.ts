/**
 * Wire contracts of the supporting documents (issue 27), shared by the candidate's screen and the back office:
 * a document type as the process asks for it, and one version a candidate sent with its state. Instants are ISO 8601.
 */
import { Type, type Static } from 'typebox';
import { InteiroOuNulo, TextoOuNulo } from './envelope.ts';

export const FormatoDocumentoWire = Type.Union([Type.Literal('application/pdf'), Type.Literal('image/jpeg'), Type.Literal('image/png')]);
export type FormatoDocumentoWire = Static<typeof FormatoDocumentoWire>;
export const SituacaoDocumentoWire = Type.Union([Type.Literal('ENVIADO'), Type.Literal('EM_ANALISE'), Type.Literal('ACEITO'), Type.Literal('RECUSADO')]);
export type SituacaoDocumentoWire = Static<typeof SituacaoDocumentoWire>;
export const ParaQuemWire = Type.Union([
  Type.Literal('TODOS'),
  Type.Literal('COTISTA'),
  Type.Literal('DEFICIENCIA'),
  Type.Literal('CONDICAO_ESPECIAL'),
  Type.Literal('ISENCAO'),
  Type.Literal('OPCAO'),
]);
export type ParaQuemWire = Static<typeof ParaQuemWire>;

/** The state's label, as the candidate and staff read it. */
export const ROTULO_SITUACAO_DOCUMENTO: Record<SituacaoDocumentoWire, string> = {
  ENVIADO: 'Enviado',
  EM_ANALISE: 'Em análise',
  ACEITO: 'Aceito',
  RECUSADO: 'Recusado',
};

/** One version of a document sent. */
export const VersaoDocumento = Type.Object({
  insPrcDocCodigo: Type.Integer(),
  versao: Type.Integer(),
  nome: Type.String(),
  tipo: FormatoDocumentoWire,
  tamanho: Type.Integer(),
  situacao: SituacaoDocumentoWire,
  situacaoTexto: Type.String(),
  /** The reviewer's reason (a refused document always has one). */
  motivo: TextoOuNulo,
  enviadoEm: Type.String(),
  decididoEm: TextoOuNulo,
});
export type VersaoDocumento = Static<typeof VersaoDocumento>;

/** A document type the candidate must (or may) send, with what they sent, newest version first. */
export const DocumentoPedido = Type.Object({
  prcSltTpDocCodigo: Type.Integer(),
  nome: Type.String(),
  instrucoes: TextoOuNulo,
  formatos: Type.Array(FormatoDocumentoWire),
  /** 'PDF ou JPEG', for the screen and for the messages. */
  formatosTexto: Type.String(),
  maxBytes: Type.Integer(),
  maxTexto: Type.String(),
  obrigatorio: Type.Boolean(),
  /** The sending window, as the candidate reads it ('dd/mm/aaaa hh:mm a dd/mm/aaaa hh:mm'). */
  periodo: Type.String(),
  aberta: Type.Boolean(),
  /** A version may be sent now: the window is open and nothing sent waits or was accepted. */
  podeEnviar: Type.Boolean(),
  versoes: Type.Array(VersaoDocumento),
});
export type DocumentoPedido = Static<typeof DocumentoPedido>;

export const DocumentosDaInscricao = Type.Object({
  insPrcCodigo: Type.Integer(),
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  documentos: Type.Array(DocumentoPedido),
});
export type DocumentosDaInscricao = Static<typeof DocumentosDaInscricao>;

/** A document type as the back office configures it. */
export const TipoDocumentoWire = Type.Object({
  prcSltTpDocCodigo: Type.Integer(),
  prcSltCodigo: Type.Integer(),
  nome: Type.String(),
  instrucoes: TextoOuNulo,
  formatos: Type.Array(FormatoDocumentoWire),
  maxBytes: Type.Integer(),
  obrigatorio: Type.Boolean(),
  paraQuem: ParaQuemWire,
  opcCodigo: InteiroOuNulo,
  sensivel: Type.Boolean(),
  /** Own window (ISO); both null: the process's enrolment period. */
  inicio: TextoOuNulo,
  fim: TextoOuNulo,
  ordem: Type.Integer(),
  /** Versions sent so far (a type with any cannot be removed). */
  enviados: Type.Integer(),
});
export type TipoDocumentoWire = Static<typeof TipoDocumentoWire>;
