/**
 * Wire contracts of the back office's ranking area (issue 22 items 2 and 3): the process's ranking rules
 * (RegrasClassificacao of src/domain/classificacao-regras.ts), its exams and options, score uploads with their
 * line report, absentees, and a computed ranking (lists per option and category).
 */
import { Type, type Static } from 'typebox';

const Nome = Type.String({ maxLength: 200 });
const CodigoLista = Type.String({ maxLength: 20 });

export const RegrasWire = Type.Object(
  {
    // destinos: in order of preference (issue 36 item 4); rules saved before it named one `destino` (lerRegras reads both).
    categorias: Type.Array(Type.Object({ codigo: CodigoLista, nome: Nome, destinos: Type.Array(CodigoLista, { maxItems: 21 }) }), { maxItems: 20 }),
    vagas: Type.Array(Type.Object({ opcao: Type.Integer({ minimum: 1 }), lista: CodigoLista, vagas: Type.Integer() }), { maxItems: 20_000 }),
    pesos: Type.Array(Type.Object({ prova: Type.Integer({ minimum: 1 }), peso: Type.Number() }), { maxItems: 100 }),
    eliminacao: Type.Object({
      ausente: Type.Boolean(),
      zeroEm: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100 }),
      // A type list, not a union: the API's type coercion would turn a JSON null into 0 / '' (see anulavel.ts).
      minimoTotal: Type.Unsafe<number | null>({ type: ['number', 'null'] }),
    }),
    desempate: Type.Array(
      Type.Union([
        Type.Object({ tipo: Type.Literal('prova'), prova: Type.Integer({ minimum: 1 }) }),
        Type.Object({ tipo: Type.Literal('idoso') }),
        Type.Object({ tipo: Type.Literal('idade') }),
        Type.Object({ tipo: Type.Literal('inscricao') }),
      ]),
      { maxItems: 20 },
    ),
    dataReferencia: Type.String({ maxLength: 10 }),
    /** Several options per candidate (issue 36 item 5); absent: a selected candidate waits in no other option. */
    opcoes: Type.Optional(Type.Object({ esperaNasOpcoesAnteriores: Type.Boolean() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type RegrasWire = Static<typeof RegrasWire>;

export const SalvarRegras = Type.Object({ regras: RegrasWire }, { additionalProperties: false });
export type SalvarRegras = Static<typeof SalvarRegras>;

export const ConfiguracaoClassificacao = Type.Object({
  prcSltCodigo: Type.Integer(),
  /** A serial process ranks by its serial exams (seriado_prova); the others by the exams of their scores file. */
  seriado: Type.Boolean(),
  regras: Type.Union([RegrasWire, Type.Null()]),
  provas: Type.Array(Type.Object({ prova: Type.Integer(), descricao: Type.String(), notas: Type.Integer() })),
  /** Final options (no children) of the process. */
  opcoes: Type.Array(Type.Object({ opcCodigo: Type.Integer(), descricao: Type.String() })),
  ausentes: Type.Array(Type.Integer()),
  ultimoCalculo: Type.Union([Type.Object({ clsCalCodigo: Type.Integer(), em: Type.String() }), Type.Null()]),
});
export type ConfiguracaoClassificacao = Static<typeof ConfiguracaoClassificacao>;

export const LinhaRecusada = Type.Object({ linha: Type.Integer(), motivo: Type.String() });
export type LinhaRecusada = Static<typeof LinhaRecusada>;

export const NotasImportadas = Type.Object({ linhas: Type.Integer(), inseridas: Type.Integer(), atualizadas: Type.Integer(), inalteradas: Type.Integer() });
export type NotasImportadas = Static<typeof NotasImportadas>;

export const SalvarAusentes = Type.Object(
  { inscricoes: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 100_000 }), ausente: Type.Boolean() },
  { additionalProperties: false },
);
export type SalvarAusentes = Static<typeof SalvarAusentes>;

export const AusentesGravados = Type.Object({ alteradas: Type.Integer(), ausentes: Type.Array(Type.Integer()) });

export const ClassificadoWire = Type.Object({ posicao: Type.Integer(), inscricao: Type.Integer(), nome: Type.String(), nota: Type.Number(), situacao: Type.String() });
export const ResultadoOpcaoWire = Type.Object({
  opcao: Type.Integer(),
  descricao: Type.String(),
  listas: Type.Array(
    Type.Object({
      lista: Type.String(),
      vagasConfiguradas: Type.Integer(),
      vagas: Type.Integer(),
      candidatos: Type.Array(ClassificadoWire),
      /** The whole list's size when `candidatos` is one page of it (GET .../classificacao/listas). */
      total: Type.Optional(Type.Integer()),
    }),
  ),
  eliminados: Type.Array(Type.Object({ inscricao: Type.Integer(), nome: Type.String(), nota: Type.Number(), motivos: Type.Array(Type.String()) })),
  totalEliminados: Type.Optional(Type.Integer()),
  remanejamentos: Type.Array(Type.Object({ de: Type.String(), para: Type.String(), vagas: Type.Integer(), motivo: Type.Optional(Type.String()) })),
});
export const ClassificacaoCalculada = Type.Object({ clsCalCodigo: Type.Integer(), em: Type.String(), opcoes: Type.Array(ResultadoOpcaoWire) });
export type ClassificacaoCalculada = Static<typeof ClassificacaoCalculada>;

export const LISTAS_POR_PAGINA = 100;
export const ListasQuery = Type.Object(
  {
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type ListasQuery = Static<typeof ListasQuery>;

/**
 * One page of the last computation's stored lists: entries start+1..start+limit of every option × list (and of the
 * eliminated); `maior` is the largest list's size (the pager's end). null data: never computed.
 */
export const ListasDoCalculo = Type.Object({
  clsCalCodigo: Type.Integer(),
  em: Type.String(),
  start: Type.Integer(),
  limit: Type.Integer(),
  maior: Type.Integer(),
  opcoes: Type.Array(ResultadoOpcaoWire),
});
export type ListasDoCalculo = Static<typeof ListasDoCalculo>;
