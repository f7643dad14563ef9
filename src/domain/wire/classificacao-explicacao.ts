/**
 * Wire contract of "Por que estou nesta posição?" (issue 36 item 8), shared by the staff's and the candidate's
 * screens: src/domain/classificacao-explicacao.ts's Explicacao, with the names of the process, options and lists.
 * The candidate's answer carries no other person's enrolment (Vizinho.inscricao is staff only).
 */
import { Type, type Static } from 'typebox';

const Remanejamento = Type.Object({ de: Type.String(), para: Type.String(), vagas: Type.Integer(), motivo: Type.Optional(Type.String()) });
const Vizinho = Type.Object({ posicao: Type.Integer(), nota: Type.Number(), criterio: Type.String(), inscricao: Type.Optional(Type.Integer()) });

export const ExplicacaoWire = Type.Object({
  insPrcCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  /** The computation explained, and whether it is a published result ('preliminar' / 'final') or staff's latest (null). */
  clsCalCodigo: Type.Integer(),
  publicacao: Type.Union([Type.Literal('preliminar'), Type.Literal('final'), Type.Null()]),
  nota: Type.Number(),
  partes: Type.Array(Type.Object({ prova: Type.Integer(), nome: Type.String(), nota: Type.Number(), peso: Type.Number(), pontos: Type.Number() })),
  eliminacao: Type.Array(Type.String()),
  categorias: Type.Array(Type.Object({ codigo: Type.String(), nome: Type.String() })),
  opcoes: Type.Array(
    Type.Object({
      opcao: Type.Integer(),
      descricao: Type.String(),
      preferencia: Type.Union([Type.Integer(), Type.Null()]),
      eliminado: Type.Union([Type.String(), Type.Null()]),
      observacao: Type.Union([Type.String(), Type.Null()]),
      listas: Type.Array(
        Type.Object({
          lista: Type.String(),
          posicao: Type.Integer(),
          situacao: Type.String(),
          vagas: Type.Integer(),
          vagasConfiguradas: Type.Integer(),
          acima: Type.Union([Vizinho, Type.Null()]),
          abaixo: Type.Union([Vizinho, Type.Null()]),
        }),
      ),
      remanejamentos: Type.Array(Remanejamento),
    }),
  ),
  /** Declared categories the verification did not confirm (issue 36 item 2); empty until that verification exists. */
  naoConfirmadas: Type.Array(Type.Object({ categoria: Type.String(), motivo: Type.String() })),
});
export type ExplicacaoWire = Static<typeof ExplicacaoWire>;
