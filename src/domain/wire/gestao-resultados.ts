/**
 * Wire contracts of results and call-up lists (issue 22 items 4 and 5): publishing a preliminary or final result
 * (a stored ranking computation), the public result (enrolment number, name and rank per list — never a CPF),
 * and the call-up lists (chamadas) with who each one called and their situation.
 */
import { Type, type Static } from 'typebox';
import { CodigoAnulavel, TextoAnulavel } from './anulavel.ts';

const Instante = Type.String({ maxLength: 40 });

export const TipoResultado = Type.Union([Type.Literal('preliminar'), Type.Literal('final')]);
export type TipoResultado = Static<typeof TipoResultado>;

export const PublicarResultado = Type.Object(
  {
    tipo: TipoResultado,
    /** The ranking computation (cls_calculo) to publish. */
    clsCalCodigo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    /** Preliminary only: the appeal (reexame) schedule item it opens, and optionally that window's period. */
    prcSltCrnCodigo: Type.Optional(CodigoAnulavel()),
    recursoInicio: Type.Optional(TextoAnulavel({ maxLength: 40 })),
    recursoFim: Type.Optional(TextoAnulavel({ maxLength: 40 })),
    justificativa: Type.Optional(TextoAnulavel({ maxLength: 2000 })),
    /** An Administrador's reason to publish despite overridable readiness blockers (issue 37), audited. */
    justificativaContorno: Type.Optional(TextoAnulavel({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type PublicarResultado = Static<typeof PublicarResultado>;

export const Publicacao = Type.Object({
  resPubCodigo: Type.Integer(),
  tipo: TipoResultado,
  clsCalCodigo: Type.Integer(),
  prcSltCrnCodigo: Type.Union([Type.Integer(), Type.Null()]),
  justificativa: Type.Union([Type.String(), Type.Null()]),
  em: Instante,
});
export type Publicacao = Static<typeof Publicacao>;

export const ResultadosDoProcesso = Type.Object({
  prcSltCodigo: Type.Integer(),
  publicacoes: Type.Array(Publicacao),
  calculos: Type.Array(Type.Object({ clsCalCodigo: Type.Integer(), em: Instante })),
  /** Appeal (reexame) schedule items of the process a preliminary result may open. */
  janelasRecurso: Type.Array(Type.Object({ prcSltCrnCodigo: Type.Integer(), descricao: Type.String(), inicio: Type.Union([Instante, Type.Null()]), fim: Type.Union([Instante, Type.Null()]) })),
});
export type ResultadosDoProcesso = Static<typeof ResultadosDoProcesso>;

/** What heads a public result and its index: the process and the publication. */
const CabecalhoPublico = {
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  tipo: TipoResultado,
  publicadoEm: Instante,
};

/** The public result: lists per option, enrolment number, name and rank. No CPF, no document, no score. */
export const ResultadoPublico = Type.Object({
  ...CabecalhoPublico,
  opcoes: Type.Array(
    Type.Object({
      opcCodigo: Type.Integer(),
      descricao: Type.String(),
      listas: Type.Array(
        Type.Object({
          lista: Type.String(),
          nome: Type.String(),
          candidatos: Type.Array(Type.Object({ insPrcCodigo: Type.Integer(), nome: Type.String(), posicao: Type.Integer(), situacao: Type.String() })),
        }),
      ),
    }),
  ),
});
export type ResultadoPublico = Static<typeof ResultadoPublico>;

/**
 * The index of a public result: per option, each list's name and size, no one named (GET resultado/:p/indice). The
 * shell /resultado/- reads it first, so a large result is not sent whole to show its index.
 */
export const IndiceResultadoPublico = Type.Object({
  ...CabecalhoPublico,
  opcoes: Type.Array(
    Type.Object({
      opcCodigo: Type.Integer(),
      descricao: Type.String(),
      listas: Type.Array(Type.Object({ lista: Type.String(), nome: Type.String(), total: Type.Integer() })),
    }),
  ),
});
export type IndiceResultadoPublico = Static<typeof IndiceResultadoPublico>;

export const NovaChamada = Type.Object(
  {
    inicio: Instante,
    fim: Instante,
    instrucoes: Type.String({ maxLength: 5000 }),
    url: Type.Optional(TextoAnulavel({ maxLength: 500 })),
    presencial: Type.Optional(Type.Boolean()),
    /** An Administrador's reason to call despite overridable readiness blockers (issue 37), audited. */
    justificativaContorno: Type.Optional(TextoAnulavel({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type NovaChamada = Static<typeof NovaChamada>;

export const SITUACOES_CHAMADA = ['matriculado', 'nao-compareceu', 'desistiu'] as const;
// Spelled out: a Union over SITUACOES_CHAMADA.map(...) has the static type never, which no caller can satisfy.
export const SituacaoNaChamada = Type.Union([Type.Literal('matriculado'), Type.Literal('nao-compareceu'), Type.Literal('desistiu')]);

export const MarcarSituacao = Type.Object(
  { insPrcCodigo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), situacao: SituacaoNaChamada, justificativa: Type.Optional(TextoAnulavel({ maxLength: 2000 })) },
  { additionalProperties: false },
);
export type MarcarSituacao = Static<typeof MarcarSituacao>;

export const Convocacao = Type.Object({
  insPrcCodigo: Type.Integer(),
  nome: Type.String(),
  opcCodigo: Type.Integer(),
  opcDescricao: Type.String(),
  lista: Type.String(),
  posicao: Type.Integer(),
  /** convocado | matriculado | nao-compareceu | desistiu | deixou-opcao (called later in an option the candidate prefers) */
  situacao: Type.String(),
});
export type Convocacao = Static<typeof Convocacao>;

export const Chamada = Type.Object({
  chmCodigo: Type.Integer(),
  numero: Type.Integer(),
  inicio: Instante,
  fim: Instante,
  instrucoes: Type.String(),
  url: Type.Union([Type.String(), Type.Null()]),
  em: Instante,
  convocados: Type.Array(Convocacao),
});
export type Chamada = Static<typeof Chamada>;
