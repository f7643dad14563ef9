/**
 * Wire contracts of the back office's payments area (issue 21 item 5): bank return files uploaded and their kept
 * reports, an enrolment's payment as staff see it and mark it paid by hand, and a process's daily reconciliation
 * (expected vs received). Money is centavos with its pt-BR text; instants ISO 8601; calendar days 'yyyy-mm-dd'.
 */
import { Type, type Static } from 'typebox';
import { InteiroAnulavel } from './anulavel.ts';
import { InteiroOuNulo, TextoOuNulo } from './envelope.ts';
import { ValoresDaTaxa } from './pagamento.ts';

export const RetornoResumo = Type.Object({
  retCodigo: Type.Integer(),
  arquivo: Type.String(),
  formato: Type.String(),
  banco: Type.String(),
  em: Type.String(),
  /** Who imported it; null = `npm run payments:import`. */
  autorNome: TextoOuNulo,
  /** False: nothing was applied (a file of another bank). */
  aplicado: Type.Boolean(),
  pagos: Type.Integer(),
  jaPagos: Type.Integer(),
  rejeitados: Type.Integer(),
  outras: Type.Integer(),
  valorPago: Type.Integer(),
  valorPagoTexto: Type.String(),
  /** An earlier import of the very same file (same SHA-256), if any. */
  mesmoArquivoDe: InteiroOuNulo,
});
export type RetornoResumo = Static<typeof RetornoResumo>;

export const LinhaRetornoGestao = Type.Object({
  linha: Type.Integer(),
  tipo: Type.String(),
  tipoTexto: Type.String(),
  nossoNumero: TextoOuNulo,
  ocorrencia: TextoOuNulo,
  insPrcCodigo: InteiroOuNulo,
  prcSltCodigo: InteiroOuNulo,
  valor: InteiroOuNulo,
  valorTexto: TextoOuNulo,
  valorEsperado: InteiroOuNulo,
  valorEsperadoTexto: TextoOuNulo,
  motivo: TextoOuNulo,
});
export type LinhaRetornoGestao = Static<typeof LinhaRetornoGestao>;

/** Lines of a kept report per page (a bank file may have 100,000). */
export const LINHAS_RETORNO_POR_PAGINA = 200;

/** A kept report with one page of its lines: `start`..`start + limit` of the `total` lines the caller may see. */
export const RetornoDetalhe = Type.Object({
  retorno: RetornoResumo,
  linhas: Type.Array(LinhaRetornoGestao),
  start: Type.Integer(),
  limit: Type.Integer(),
  total: Type.Integer(),
  /** Lines about enrolments of processes outside the caller's scope, not shown. */
  ocultas: Type.Integer(),
});
export type RetornoDetalhe = Static<typeof RetornoDetalhe>;

export const LinhasRetornoQuery = Type.Object(
  { start: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000_000 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })) },
  { additionalProperties: false },
);

export const ListaRetornosQuery = Type.Object(
  { start: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000 })), limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
);

/** The largest return file accepted: 64 MB holds 100,000 slips in CNAB 400 (40 MB) with room to spare. */
export const RETORNO_MAX_BYTES = 64 * 1024 * 1024;

export const BoletoGestao = Type.Object({
  insBltCodigo: Type.Integer(),
  forma: Type.String(),
  nossoNumero: Type.String(),
  valor: Type.Integer(),
  valorTexto: Type.String(),
  /** yyyy-mm-dd */
  vencimento: Type.String(),
  situacao: Type.String(),
  pagoEm: TextoOuNulo,
  /** Recorded by hand: the proof, why, by whom and when. */
  manual: Type.Union([Type.Object({ documento: Type.String(), justificativa: Type.String(), autorNome: Type.String(), em: Type.String() }), Type.Null()]),
});
export type BoletoGestao = Static<typeof BoletoGestao>;

export const PagamentoInscricaoGestao = Type.Object({
  insPrcCodigo: Type.Integer(),
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  pssFscNome: Type.String(),
  ...ValoresDaTaxa,
  /** src/domain/pagamento-situacao.ts: what the candidate's screens show. */
  situacao: Type.String(),
  situacaoTexto: Type.String(),
  boletos: Type.Array(BoletoGestao),
});
export type PagamentoInscricaoGestao = Static<typeof PagamentoInscricaoGestao>;

export const DOCUMENTO_MAX = 200;

export const MarcarPago = Type.Object(
  {
    justificativa: Type.String({ maxLength: 2200 }),
    /** The proof's reference (bank receipt, deposit slip, administrative process). */
    documento: Type.String({ maxLength: DOCUMENTO_MAX + 100 }),
    /** Centavos; absent or null: what is still due. */
    valor: Type.Optional(InteiroAnulavel({ minimum: 0, maximum: 100_000_000 })),
  },
  { additionalProperties: false },
);
export type MarcarPago = Static<typeof MarcarPago>;

export const ConciliacaoQuery = Type.Object(
  { dia: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })) },
  { additionalProperties: false },
);

const Soma = Type.Object({ quantidade: Type.Integer(), valor: Type.Integer(), valorTexto: Type.String() });

export const DiaConciliacao = Type.Object({
  dia: Type.String(),
  /** Slips (fee and appeal) due that day, not cancelled: what may come in. */
  esperado: Soma,
  /** Slips and card payments paid that day, by origin. */
  recebido: Soma,
  porOrigem: Type.Object({ retorno: Soma, pix: Soma, cartao: Soma, manual: Soma, outros: Soma }),
});
export type DiaConciliacao = Static<typeof DiaConciliacao>;

export const Conciliacao = Type.Object({
  prcSltCodigo: Type.Integer(),
  dia: DiaConciliacao,
  /** The payments received that day, one per slip. */
  pagamentosDoDia: Type.Array(
    Type.Object({ insBltCodigo: Type.Integer(), insPrcCodigo: Type.Integer(), pssFscNome: Type.String(), forma: Type.String(), origem: Type.String(), valor: Type.Integer(), valorTexto: Type.String(), recurso: Type.Boolean() }),
  ),
  /** Every day with something due or received, oldest first. */
  dias: Type.Array(DiaConciliacao),
  periodo: Type.Object({
    /** The fees of the enrolments that owe one (not cancelled, not exempt). */
    devido: Soma,
    recebido: Soma,
    aReceber: Type.Object({ valor: Type.Integer(), valorTexto: Type.String() }),
    inscricoes: Type.Object({ pagas: Type.Integer(), pendentes: Type.Integer(), isentas: Type.Integer(), canceladas: Type.Integer() }),
    /** Appeal fees received. */
    recursos: Soma,
  }),
});
export type Conciliacao = Static<typeof Conciliacao>;
