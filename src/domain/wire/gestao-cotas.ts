/**
 * Wire contracts of quota categories from the enrolment's declarations and their verification (issue 36 items 1-3):
 * the process's configuration (ConfiguracaoCotas of src/domain/cotas.ts), the federal preset with its seats
 * preview, the staff verification queue and decisions, and the candidate's view and appeal.
 */
import { Type, type Static } from 'typebox';
import { VERIFICACOES } from '../cotas.ts';

const Codigo20 = Type.String({ maxLength: 40 });
const Percentual = Type.Number({ minimum: 0, maximum: 100 });

export const ConfiguracaoCotasWire = Type.Object(
  {
    modelo: Type.Union([Type.Literal('federal'), Type.Literal('propria')]),
    categorias: Type.Array(
      Type.Object(
        {
          codigo: Type.String({ maxLength: 20 }),
          nome: Type.String({ maxLength: 200 }),
          todas: Type.Array(Codigo20, { maxItems: 10 }),
          algumaDe: Type.Array(Codigo20, { maxItems: 10 }),
          destinos: Type.Array(Type.String({ maxLength: 20 }), { maxItems: 21 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 20 },
    ),
    verificacoes: Type.Record(Type.String({ maxLength: 40 }), Type.Unsafe<(typeof VERIFICACOES)[number] | null>({ anyOf: [{ type: 'string', enum: [...VERIFICACOES] }, { type: 'null' }] })),
    rendaLimite: Type.Integer(),
    naoConfirmado: Type.Union([Type.Literal('ampla'), Type.Literal('eliminado')]),
    prazoRecursoDias: Type.Integer(),
    percentuais: Type.Union([Type.Object({ ppi: Percentual, quilombola: Percentual, pcd: Percentual }, { additionalProperties: false }), Type.Null()]),
    ajustes: Type.Array(Type.Object({ opcao: Type.Integer({ minimum: 1 }), lista: Type.String({ maxLength: 20 }), vagas: Type.Integer(), justificativa: Type.String({ maxLength: 500 }) }), { maxItems: 5000 }),
  },
  { additionalProperties: false },
);
export type ConfiguracaoCotasWire = Static<typeof ConfiguracaoCotasWire>;

export const VagaPrevia = Type.Object({ lista: Type.String(), vagas: Type.Integer(), conta: Type.String(), ajustada: Type.Boolean() });
export const OpcaoVagas = Type.Object({ opcCodigo: Type.Integer(), descricao: Type.String(), total: Type.Integer(), vagas: Type.Array(VagaPrevia) });

export const Cotas = Type.Object({
  configuracao: Type.Union([ConfiguracaoCotasWire, Type.Null()]),
  /** The enrolment form's Sim/Não answers an institution's own category may ask for. */
  camposTF: Type.Array(Type.Object({ campo: Type.String(), rotulo: Type.String() })),
  /** Final options, named by their path, with their seats (federal preset: computed, with each cell's computation). */
  opcoes: Type.Array(OpcaoVagas),
});
export type Cotas = Static<typeof Cotas>;

export const SalvarCotas = Type.Object(
  {
    configuracao: ConfiguracaoCotasWire,
    /** Federal preset: each option's total seats (the seats per list are computed from it and the percentages). */
    totais: Type.Optional(Type.Array(Type.Object({ opcao: Type.Integer({ minimum: 1 }), total: Type.Integer({ minimum: 0, maximum: 100_000 }) }), { maxItems: 5000 })),
    /** true: answer the preview, write nothing. */
    previa: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SalvarCotas = Static<typeof SalvarCotas>;

export const PresetFederal = Type.Object(
  { salarioMinimo: Type.Integer({ minimum: 1, maximum: 100_000_000 }), percentuais: Type.Object({ ppi: Percentual, quilombola: Percentual, pcd: Percentual }, { additionalProperties: false }) },
  { additionalProperties: false },
);
export type PresetFederal = Static<typeof PresetFederal>;

export const SITUACOES_FILA = ['pendente', 'confirmado', 'nao_confirmado', 'recurso'] as const;
export const FilaVerificacaoQuery = Type.Object(
  {
    declaracao: Type.String({ maxLength: 40 }),
    situacao: Type.Optional(Type.Union(SITUACOES_FILA.map((s) => Type.Literal(s)))),
    start: Type.Optional(Type.Integer({ minimum: 0 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type FilaVerificacaoQuery = Static<typeof FilaVerificacaoQuery>;

export const ItemFilaVerificacao = Type.Object({
  ctaVrfCodigo: Type.Union([Type.Integer(), Type.Null()]),
  insPrcCodigo: Type.Integer(),
  nome: Type.String(),
  /** Every declaration the candidate made (the commission reads them side by side). */
  declaracoes: Type.Array(Type.String()),
  situacao: Type.String(),
  motivo: Type.Union([Type.String(), Type.Null()]),
  recursoTexto: Type.Union([Type.String(), Type.Null()]),
  recursoSituacao: Type.Union([Type.String(), Type.Null()]),
  /** The candidate's documents (issue 27): the latest version of each, opened through /sgps/gestao/documentos/arquivos/{codigo}. */
  documentos: Type.Array(Type.Object({ codigo: Type.Integer(), tipo: Type.String(), nome: Type.String(), situacao: Type.String() })),
});
export const FilaVerificacao = Type.Object({
  declaracoes: Type.Array(Type.Object({ declaracao: Type.String(), rotulo: Type.String(), verificacao: Type.String() })),
  itens: Type.Array(ItemFilaVerificacao),
});
export type FilaVerificacao = Static<typeof FilaVerificacao>;

export const DecidirVerificacoes = Type.Object(
  {
    declaracao: Type.String({ maxLength: 40 }),
    situacao: Type.Union([Type.Literal('confirmado'), Type.Literal('nao_confirmado')]),
    motivo: Type.Optional(Type.String({ maxLength: 2000 })),
    inscricoes: Type.Array(Type.Integer({ minimum: 1 }), { minItems: 1, maxItems: 5000 }),
  },
  { additionalProperties: false },
);
export type DecidirVerificacoes = Static<typeof DecidirVerificacoes>;
export const VerificacoesDecididas = Type.Object({ gravadas: Type.Integer(), inalteradas: Type.Integer() });

export const DecidirRecursoCota = Type.Object(
  { situacao: Type.Union([Type.Literal('deferido'), Type.Literal('indeferido')]), resposta: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type DecidirRecursoCota = Static<typeof DecidirRecursoCota>;

/** The candidate's view of their declarations' verification. */
export const MinhasVerificacoes = Type.Object({
  itens: Type.Array(
    Type.Object({
      declaracao: Type.String(),
      rotulo: Type.String(),
      situacao: Type.String(),
      motivo: Type.Union([Type.String(), Type.Null()]),
      recursoAte: Type.Union([Type.String(), Type.Null()]),
      podeRecorrer: Type.Boolean(),
      recursoTexto: Type.Union([Type.String(), Type.Null()]),
      recursoSituacao: Type.Union([Type.String(), Type.Null()]),
      recursoResposta: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
});
export type MinhasVerificacoes = Static<typeof MinhasVerificacoes>;
export const RecorrerVerificacao = Type.Object({ declaracao: Type.String({ maxLength: 40 }), texto: Type.String({ minLength: 1, maxLength: 4000 }) }, { additionalProperties: false });
