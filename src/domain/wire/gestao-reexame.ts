/**
 * Wire contracts of the back office's appeal queue (issue 21 item 4): a process's appeals per stage (the appeal
 * windows of its schedule) with the candidate's text and attachment, and the answers staff give, one by one or
 * the same answer to many identical appeals, with an optional PDF. Instants are ISO 8601.
 */
import { Type, type Static } from 'typebox';
import { CodigoAnulavel } from './anulavel.ts';
import { InteiroOuNulo, TextoOuNulo } from './envelope.ts';

const Cod = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const SituacaoFilaRecurso = Type.Union([Type.Literal('pendente'), Type.Literal('respondido'), Type.Literal('todos')]);
export type SituacaoFilaRecurso = Static<typeof SituacaoFilaRecurso>;

export const FilaRecursosQuery = Type.Object(
  {
    /** The stage: an appeal window (prcSltCrnCodigo) of the process; absent = every stage. */
    etapa: Type.Optional(Cod),
    /** Absent: pending appeals (the queue's work). */
    situacao: Type.Optional(SituacaoFilaRecurso),
    busca: Type.Optional(Type.String({ maxLength: 100 })),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  },
  { additionalProperties: false },
);
export type FilaRecursosQuery = Static<typeof FilaRecursosQuery>;

export const EtapaRecursoGestao = Type.Object({
  prcSltCrnCodigo: Type.Integer(),
  descricao: Type.String(),
  inicio: TextoOuNulo,
  fim: TextoOuNulo,
  /** The appeal fee in centavos (null = free). */
  valor: InteiroOuNulo,
  total: Type.Integer(),
  pendentes: Type.Integer(),
});
export type EtapaRecursoGestao = Static<typeof EtapaRecursoGestao>;

export const AnexoGestao = Type.Object({ nome: Type.String(), tipo: Type.String(), tamanho: Type.Integer() });

export const RespostaGestao = Type.Object({
  situacao: Type.String(),
  situacaoTexto: Type.String(),
  texto: Type.String(),
  em: Type.String(),
  anexo: Type.Union([Type.Object({ rcrRspAnxCodigo: Type.Integer(), nome: Type.String(), tamanho: Type.Integer() }), Type.Null()]),
});

export const RecursoGestao = Type.Object({
  insPrcRcrCodigo: Type.Integer(),
  insPrcCodigo: Type.Integer(),
  pssFscNome: Type.String(),
  prcSltCrnCodigo: InteiroOuNulo,
  etapa: TextoOuNulo,
  justificativa: Type.String(),
  criadoEm: Type.String(),
  valor: InteiroOuNulo,
  valorTexto: Type.String(),
  /** The appeal fee is paid (null: the appeal is free). */
  taxaPaga: Type.Union([Type.Boolean(), Type.Null()]),
  /** The candidate's attachment (downloaded through GET gestao/reexame/:insPrcRcrCodigo/anexo). */
  anexo: Type.Union([AnexoGestao, Type.Null()]),
  resposta: Type.Union([RespostaGestao, Type.Null()]),
});
export type RecursoGestao = Static<typeof RecursoGestao>;

/** 1 or 2: which serial's standardized score of a serial process's exam (the essay's is serial 1). */
export const SeriadoDaNota = Type.Union([Type.Literal(1), Type.Literal(2)]);

/** A score an appeal may change: an exam of the ranking; for a serial process, an exam and a serial. */
export const ProvaDoRecurso = Type.Object({ prova: Type.Integer(), seriado: Type.Optional(SeriadoDaNota), descricao: Type.String() });
export type ProvaDoRecurso = Static<typeof ProvaDoRecurso>;

export const FilaRecursos = Type.Object({
  prcSltCodigo: Type.Integer(),
  etapas: Type.Array(EtapaRecursoGestao),
  /** The exams of the process's ranking (general scores file) whose score a deferred appeal may change. */
  provas: Type.Array(ProvaDoRecurso),
  recursos: Type.Array(RecursoGestao),
});
export type FilaRecursos = Static<typeof FilaRecursos>;

/** The answer as staff choose it, and what the candidate's screen calls it. */
export const SituacaoRespostaGestao = Type.Union([Type.Literal('deferido'), Type.Literal('indeferido'), Type.Literal('parcialmente')]);
export type SituacaoRespostaGestao = Static<typeof SituacaoRespostaGestao>;

/** The most appeals answered in one call. */
export const RESPOSTAS_MAX = 500;

export const ResponderRecursos = Type.Object(
  {
    prcSltCodigo: Cod,
    respostas: Type.Array(Type.Object({ insPrcRcrCodigo: Cod }, { additionalProperties: false }), { minItems: 1, maxItems: RESPOSTAS_MAX }),
    situacao: SituacaoRespostaGestao,
    /** The text the candidate reads on the appeal screen. */
    resposta: Type.String({ maxLength: 12_000 }),
    /** A PDF uploaded first (POST gestao/reexame/anexo); null or absent: no attachment. */
    rcrRspAnxCodigo: Type.Optional(CodigoAnulavel()),
    /**
     * A deferred appeal that changes a score (issue 22: an appeal on the preliminary result): the exam (prova of
     * the process's ranking, GET gestao/processos/:p/reexame `provas`), for a serial process its serial (the standardized score
     * of that serial changes), and the new score. One appeal per answer; the next ranking computed reads it.
     */
    nota: Type.Optional(Type.Object({ prova: Cod, seriado: Type.Optional(SeriadoDaNota), nota: Type.Number({ minimum: 0, maximum: 999_999.9999 }) }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type ResponderRecursos = Static<typeof ResponderRecursos>;

export const ResultadoRespostas = Type.Object({
  inseridas: Type.Integer(),
  atualizadas: Type.Integer(),
  inalteradas: Type.Integer(),
  /** The score the answer changed: before (null: none) and after. */
  nota: Type.Optional(Type.Object({ insPrcCodigo: Type.Integer(), prova: Type.Integer(), seriado: Type.Optional(SeriadoDaNota), antes: Type.Union([Type.Number(), Type.Null()]), depois: Type.Number() })),
});
export type ResultadoRespostas = Static<typeof ResultadoRespostas>;

/** The PDF just uploaded for answers. */
export const AnexoRespostaEnviado = Type.Object({ rcrRspAnxCodigo: Type.Integer(), nome: Type.String(), tamanho: Type.Integer() });
export type AnexoRespostaEnviado = Static<typeof AnexoRespostaEnviado>;
