/**
 * Wire contracts of the back office's messages (issue 21, item 6): sending a message to one person, to the
 * candidates of a process under filters, or to everyone; the preview of how many it reaches; the list of what was
 * sent with how many received and read it. Instants are ISO 8601.
 */
import { Type, type Static } from 'typebox';
import { TextoAnulavel, Codigo as Cod } from './anulavel.ts';


export const SituacaoFiltro = Type.Union([Type.Literal('deferida'), Type.Literal('indeferida'), Type.Literal('pendente')]);
export type SituacaoFiltro = Static<typeof SituacaoFiltro>;
export const PagamentoFiltro = Type.Union([Type.Literal('pendente'), Type.Literal('pago'), Type.Literal('isento')]);
export type PagamentoFiltro = Static<typeof PagamentoFiltro>;

/** The words the screen shows for each filter value. */
export const NOME_SITUACAO_FILTRO: Record<SituacaoFiltro, string> = { deferida: 'Deferidas', indeferida: 'Indeferidas', pendente: 'Aguardando análise' };
export const NOME_PAGAMENTO_FILTRO: Record<PagamentoFiltro, string> = { pendente: 'Pagamento pendente', pago: 'Pago', isento: 'Isento' };

export const FiltrosDestino = Type.Object(
  { situacao: Type.Optional(SituacaoFiltro), prcSltMncPrvCodigo: Type.Optional(Cod), pagamento: Type.Optional(PagamentoFiltro) },
  { additionalProperties: false },
);
export type FiltrosDestino = Static<typeof FiltrosDestino>;

// Everyone first: a body built from the first branch never names a process by accident (the role suite does).
export const DestinoMensagem = Type.Union([
  Type.Object({ todos: Type.Literal(true) }, { additionalProperties: false }),
  Type.Object({ processo: Cod, filtros: Type.Optional(FiltrosDestino) }, { additionalProperties: false }),
  Type.Object({ pessoa: Cod }, { additionalProperties: false }),
]);
export type DestinoMensagem = Static<typeof DestinoMensagem>;

export const EnviarMensagemBody = Type.Object(
  {
    assunto: Type.String({ maxLength: 300 }),
    texto: Type.String({ maxLength: 20_000 }),
    tipo: Type.Union([Type.Literal('Mensagem'), Type.Literal('Noticia')]),
    destino: DestinoMensagem,
    /** ISO instant; absent or null = now. */
    agendarPara: Type.Optional(TextoAnulavel({ maxLength: 40 })),
    copiaPorEmail: Type.Boolean(),
    justificativa: Type.Optional(TextoAnulavel({ maxLength: 2000 })),
    /** One per composed message: a repeated click or a retried request sends it once. */
    idempotencyKey: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{8,100}$' })),
  },
  { additionalProperties: false },
);
export type EnviarMensagemBody = Static<typeof EnviarMensagemBody>;

export const MensagemEnviadaResultado = Type.Object({
  mnsCodigo: Type.Integer(),
  destinatarios: Type.Integer(),
  emails: Type.Integer(),
  mnsDtaAgendamento: Type.String(),
});
export type MensagemEnviadaResultado = Static<typeof MensagemEnviadaResultado>;

// 'processo' first (the role suite builds its query from the first value).
export const TipoDestino = Type.Union([Type.Literal('processo'), Type.Literal('pessoa'), Type.Literal('todos')]);
export type TipoDestino = Static<typeof TipoDestino>;

/** GET gestao/mensagens/previa-destino: the destination as the screen has it so far. */
export const PreviaDestinoQuery = Type.Object(
  {
    destino: TipoDestino,
    cpf: Type.Optional(Type.String({ maxLength: 14 })),
    prcSltCodigo: Type.Optional(Cod),
    situacao: Type.Optional(SituacaoFiltro),
    prcSltMncPrvCodigo: Type.Optional(Cod),
    pagamento: Type.Optional(PagamentoFiltro),
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type PreviaDestinoQuery = Static<typeof PreviaDestinoQuery>;

export const PreviaDestino = Type.Object({
  destinatarios: Type.Integer(),
  /** The person found by CPF (destination "pessoa"). */
  pessoa: Type.Union([Type.Object({ pssFscCodigo: Type.Integer(), pssFscNome: Type.String() }), Type.Null()]),
});
export type PreviaDestino = Static<typeof PreviaDestino>;

export const ListaMensagensQuery = Type.Object(
  {
    prcSltCodigo: Type.Optional(Cod),
    start: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);
export type ListaMensagensQuery = Static<typeof ListaMensagensQuery>;

export const MensagemEnviada = Type.Object({
  mnsCodigo: Type.Integer(),
  mnsAssunto: Type.String(),
  mnsTipo: Type.String(),
  /** When candidates see it (ISO); later than now = scheduled. */
  mnsDtaAgendamento: Type.String(),
  agendada: Type.Boolean(),
  destino: TipoDestino,
  prcSltCodigo: Type.Union([Type.Integer(), Type.Null()]),
  filtros: Type.Union([FiltrosDestino, Type.Null()]),
  /** The municipality of the filter, by name (the process's list can change later). */
  municipio: Type.Union([Type.String(), Type.Null()]),
  /** The person of a one-person message. */
  pessoa: Type.Union([Type.String(), Type.Null()]),
  destinatarios: Type.Integer(),
  lidas: Type.Integer(),
  copiaPorEmail: Type.Boolean(),
  emails: Type.Integer(),
  enviadaEm: Type.String(),
  enviadaPor: Type.Union([Type.String(), Type.Null()]),
});
export type MensagemEnviada = Static<typeof MensagemEnviada>;
