/**
 * Wire contracts the back office's areas share (issue 20). Each area declares its own rows in its own file
 * (gestao-<area>.ts); what every staff screen reads lives here.
 */
import { Type, type Static } from 'typebox';

/** A process's state as staff see it, derived from publication, archive and the enrolment window. */
export const SituacaoProcesso = Type.Union([Type.Literal('preparacao'), Type.Literal('abertas'), Type.Literal('aguardando'), Type.Literal('encerrado'), Type.Literal('arquivado')]);
export type SituacaoProcesso = Static<typeof SituacaoProcesso>;

/** The words the screens show for each state. */
export const NOME_SITUACAO: Record<SituacaoProcesso, string> = {
  preparacao: 'Em preparação',
  aguardando: 'Publicado, inscrições ainda não abertas',
  abertas: 'Inscrições abertas',
  encerrado: 'Encerrado',
  arquivado: 'Arquivado',
};

/** The head of every staff screen of one process: what it is, its state, how many enrolled, what the caller may do. */
export const ResumoProcessoGestao = Type.Object({
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  prcSltTipo: Type.String(),
  /** ISO instants. */
  prcSltDtInicio: Type.String(),
  prcSltDtFim: Type.String(),
  prcSltPublicado: Type.Boolean(),
  prcSltArquivado: Type.Boolean(),
  situacao: SituacaoProcesso,
  /** Enrolments that are not cancelled. */
  inscricoes: Type.Integer(),
  /** The phase (src/domain/fases-processo.ts) and its name: preparação, inscrições, ... chamadas (issue 37). */
  fase: Type.Optional(Type.String()),
  nomeFase: Type.Optional(Type.String()),
  /** The caller may change this process (Gestor or Administrador in scope). */
  podeConfigurar: Type.Boolean(),
});
export type ResumoProcessoGestao = Static<typeof ResumoProcessoGestao>;

/** Who is calling the back office: their name and roles (the menu and the screens adapt to them). */
export const EuNaGestao = Type.Object({
  pssFscCodigo: Type.Integer(),
  pssFscNome: Type.String(),
  papeis: Type.Array(Type.Object({ papel: Type.String(), nome: Type.String(), prcSltCodigo: Type.Union([Type.Integer(), Type.Null()]) })),
  podeCriarProcesso: Type.Boolean(),
  podeGerirPapeis: Type.Boolean(),
});
export type EuNaGestao = Static<typeof EuNaGestao>;

/** A municipality as staff pick it (exam municipalities, the seat municipality). */
export const MunicipioGestao = Type.Object({ mncCodigo: Type.Integer(), mncDescricao: Type.String(), ufCodigo: Type.String() });
export type MunicipioGestao = Static<typeof MunicipioGestao>;

/** GET gestao/municipios?q=: part of the name, accents and case ignored. */
export const BuscaMunicipioQuery = Type.Object({ q: Type.String({ maxLength: 100 }), _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });

/** A 409 that asks for a justification carries this in `data`. */
export interface PedidoDeJustificativa {
  precisaJustificativa: true;
  inscricoesAfetadas: number;
}

/** A 400 of a staff form carries the message of each field in error in `data.campos`. */
export interface ErrosDeCampos {
  campos: Record<string, string>;
}

/**
 * What a recorded read answers (issue 34, item 4): the POST that opens a sensitive file or export writes its trail
 * row and hands back the GET address of the bytes with a short-lived token; the page follows it at once.
 */
export const LinkDeLeitura = Type.Object({ url: Type.String(), expiraEm: Type.String() });
export type LinkDeLeitura = Static<typeof LinkDeLeitura>;
