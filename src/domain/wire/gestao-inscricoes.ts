/**
 * The back office's candidates and enrolments (issue 21, item 1): the search, one enrolment with everything the
 * candidate entered and what happened to it, and the staff actions on it. Instants are ISO strings.
 */
import { Type, type Static } from 'typebox';
import type { PaymentState } from '../pagamento-situacao.ts';

const Fechado = { additionalProperties: false } as const;
const Texto = Type.Union([Type.String(), Type.Null()]);
const Inteiro = Type.Union([Type.Integer(), Type.Null()]);

/** An enrolment's state as staff search and read it. */
export const SituacaoInscricao = Type.Union([Type.Literal('realizada'), Type.Literal('deferida'), Type.Literal('indeferida'), Type.Literal('cancelada')]);
export type SituacaoInscricao = Static<typeof SituacaoInscricao>;

export const NOME_SITUACAO_INSCRICAO: Record<SituacaoInscricao, string> = {
  realizada: 'Realizada',
  deferida: 'Deferida',
  indeferida: 'Indeferida',
  cancelada: 'Cancelada',
};

/** The payment filter (the rule shared with the message filters and exports: server/entities/pagamento/inscricao-pagamento.ts). */
export const FiltroPagamento = Type.Union([Type.Literal('pago'), Type.Literal('pendente'), Type.Literal('isento')]);
export type FiltroPagamento = Static<typeof FiltroPagamento>;

/** GET gestao/inscricoes: every filter optional; `nome` ignores accents and case, `cpf` is the whole number. */
export const BuscaInscricoesQuery = Type.Object(
  {
    nome: Type.Optional(Type.String({ maxLength: 100 })),
    cpf: Type.Optional(Type.String({ maxLength: 20 })),
    insPrcCodigo: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    prcSltCodigo: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    situacao: Type.Optional(SituacaoInscricao),
    pagamento: Type.Optional(FiltroPagamento),
    /** Exemption: asked for (any decision), or granted. */
    isencao: Type.Optional(Type.Union([Type.Literal('solicitada'), Type.Literal('concedida')])),
    /** Special needs asked for (only for those who see sensitive data). */
    especiais: Type.Optional(Type.Literal('sim')),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
  },
  Fechado,
);
export type BuscaInscricoesQuery = Static<typeof BuscaInscricoesQuery>;

const EstadoPagamento = Type.Unsafe<PaymentState>(Type.String());

/** One line of the search. */
export const LinhaInscricao = Type.Object(
  {
    insPrcCodigo: Type.Integer(),
    prcSltCodigo: Type.Integer(),
    prcSltDescricao: Type.String(),
    pssFscCodigo: Type.Integer(),
    pssFscNome: Type.String(),
    pssFscCPF: Texto,
    insPrcIncDtHora: Type.String(),
    situacao: SituacaoInscricao,
    situacaoPagamento: EstadoPagamento,
    insPrcSlcIsencao: Type.Boolean(),
    isencao: Texto,
  },
  Fechado,
);
export type LinhaInscricao = Static<typeof LinhaInscricao>;

/** One field the candidate entered, ready to show: `valor` is RESTRITO when the caller may not see it. */
export const CampoInscricao = Type.Object({ campo: Type.String(), rotulo: Type.String(), grupo: Type.String(), valor: Texto, restrito: Type.Boolean() }, Fechado);
export type CampoInscricao = Static<typeof CampoInscricao>;

/** One of the enrolment's lists (knowledge areas, desired places, support conditions, institution types). */
export const ListaInscricao = Type.Object({ campo: Type.String(), rotulo: Type.String(), itens: Type.Array(Type.String()), restrito: Type.Boolean() }, Fechado);
export type ListaInscricao = Static<typeof ListaInscricao>;

export const BoletoGestao = Type.Object(
  {
    insBltCodigo: Type.Integer(),
    insBltForma: Type.String(),
    insBltNossoNumero: Type.String(),
    insBltValor: Type.Integer(),
    /** yyyy-mm-dd */
    insBltDtVencimento: Type.String(),
    insBltSituacao: Type.String(),
    insBltPagoEm: Texto,
    insBltCriadoEm: Type.String(),
    /** The appeal the slip is the fee of (null: the enrolment fee). */
    insPrcRcrCodigo: Inteiro,
  },
  Fechado,
);
export type BoletoGestao = Static<typeof BoletoGestao>;

export const PagamentoGestao = Type.Object(
  {
    situacao: EstadoPagamento,
    /** Centavos; null = exempt option. */
    taxa: Inteiro,
    recebido: Type.Integer(),
    insPrcSlcIsencao: Type.Boolean(),
    isencao: Type.Union([Type.Object({ situacao: Type.String(), observacao: Texto, decididaEm: Type.String() }, Fechado), Type.Null()]),
    boletos: Type.Array(BoletoGestao),
  },
  Fechado,
);

export const ArquivoInscricao = Type.Object(
  { insPrcRcrCodigo: Type.Integer(), nome: Type.String(), tipo: Type.String(), tamanho: Type.Integer(), enviadoEm: Type.String() },
  Fechado,
);
export type ArquivoInscricao = Static<typeof ArquivoInscricao>;

export const MensagemDaPessoa = Type.Object(
  { mnsCodigo: Type.Integer(), mnsAssunto: Type.String(), mnsTipo: Type.String(), mnsDtaAgendamento: Type.String(), lidaEm: Texto },
  Fechado,
);
export type MensagemDaPessoa = Static<typeof MensagemDaPessoa>;

/** One line of the enrolment's history: a snapshot the enrolment writes, or an audit row about it. */
export const EventoInscricao = Type.Object(
  {
    origem: Type.Union([Type.Literal('inscricao'), Type.Literal('auditoria')]),
    em: Type.String(),
    acao: Type.String(),
    autor: Type.Object({ pssFscCodigo: Type.Integer(), pssFscNome: Type.String() }, Fechado),
    justificativa: Texto,
    /** Snapshot: the enrolment as written; audit: before and after (sensitive fields masked for whoever may not see them). */
    dados: Type.Unknown(),
  },
  Fechado,
);
export type EventoInscricao = Static<typeof EventoInscricao>;

export const MunicipioDaInscricao = Type.Object({ prcSltMncPrvCodigo: Type.Integer(), mncDescricao: Type.String(), ufCodigo: Type.String() }, Fechado);
export type MunicipioDaInscricao = Static<typeof MunicipioDaInscricao>;

/** GET gestao/inscricoes/:insPrcCodigo */
export const InscricaoGestao = Type.Object(
  {
    insPrcCodigo: Type.Integer(),
    prcSltCodigo: Type.Integer(),
    prcSltDescricao: Type.String(),
    insPrcIncDtHora: Type.String(),
    insPrcAtualizadoEm: Texto,
    insPrcCdgVerificacao: Type.String(),
    situacao: SituacaoInscricao,
    insPrcMotivoIndeferimento: Texto,
    /** Staff's reopening of editing, and whether the candidate may edit now (and until when). */
    insPrcEdicaoAte: Texto,
    edicaoAberta: Type.Boolean(),
    prazoEdicao: Type.String(),
    pessoa: Type.Object(
      {
        pssFscCodigo: Type.Integer(),
        pssFscNome: Type.String(),
        pssFscCPF: Texto,
        pssFscEmail: Texto,
        pssFscCelular: Texto,
        pssFscTelefone: Texto,
        pssFscDtNascimento: Texto,
        pssFscCorRaca: Texto,
        /** The address as one line (logradouro, número, complemento, bairro, município, CEP), or null (issue 37). */
        endereco: Type.Optional(Texto),
      },
      Fechado,
    ),
    /** True when sensitive fields came masked (the caller is Atendimento or Leitura here). */
    dadosRestritos: Type.Boolean(),
    campos: Type.Array(CampoInscricao),
    listas: Type.Array(ListaInscricao),
    opcoes: Type.Array(Type.Object({ opcCodigo: Type.Integer(), prcSltOpcOrdem: Type.Integer(), opcDescricao: Type.String(), opcVlrInscricao: Inteiro }, Fechado)),
    municipio: Type.Union([MunicipioDaInscricao, Type.Null()]),
    /** The process's exam municipalities (the change-of-municipality dialog offers them). */
    municipiosDoProcesso: Type.Array(MunicipioDaInscricao),
    pagamento: PagamentoGestao,
    arquivos: Type.Array(ArquivoInscricao),
    mensagens: Type.Array(MensagemDaPessoa),
    historico: Type.Array(EventoInscricao),
    /** The caller may act on it (Atendimento, Gestor, Administrador in scope). */
    podeAtender: Type.Boolean(),
  },
  Fechado,
);
export type InscricaoGestao = Static<typeof InscricaoGestao>;

/** Every action asks why (kept in the audit trail). */
const Justificativa = Type.String({ maxLength: 2000 });

export const AcaoSimples = Type.Object({ justificativa: Justificativa }, Fechado);
export type AcaoSimples = Static<typeof AcaoSimples>;
export const Indeferir = Type.Object({ justificativa: Justificativa, motivo: Type.String({ maxLength: 2000 }) }, Fechado);
export type Indeferir = Static<typeof Indeferir>;
export const ReabrirEdicao = Type.Object({ justificativa: Justificativa, ate: Type.String({ maxLength: 40 }) }, Fechado);
export type ReabrirEdicao = Static<typeof ReabrirEdicao>;
export const TrocarMunicipio = Type.Object({ justificativa: Justificativa, prcSltMncPrvCodigo: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, Fechado);
export type TrocarMunicipio = Static<typeof TrocarMunicipio>;

/** What an action answers: the enrolment's new state, and the message sent to the candidate. */
export const ResultadoAcaoInscricao = Type.Object(
  { insPrcCodigo: Type.Integer(), situacao: SituacaoInscricao, insPrcEdicaoAte: Texto, prcSltMncPrvCodigo: Inteiro, mnsCodigo: Type.Integer() },
  Fechado,
);
export type ResultadoAcaoInscricao = Static<typeof ResultadoAcaoInscricao>;

/** The actions, as the screen names them (path segment -> button and dialog). */
export const ACOES_INSCRICAO = ['deferir', 'indeferir', 'cancelar', 'reabrir-edicao', 'trocar-municipio'] as const;
export type AcaoInscricao = (typeof ACOES_INSCRICAO)[number];
