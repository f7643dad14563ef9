import type { AcaoEtapa } from '../../domain/etapas-inscricao.ts';
import { PAYMENT_STATE_LABEL, type PaymentState } from '../../domain/pagamento-situacao.ts';
import type { ProcessoWire } from '../../domain/wire/processo.ts';
import { buildPath } from '../../lib/routes.ts';

/** One of the candidate's enrolments as insProcesso/pesquisa returns it. */
export interface MinhaInscricao {
  insPrcCodigo: number;
  prcSltCodigo: number;
  insPrcIncDtHora: string;
  insCancelada: 'T' | 'F';
  insDeferida: 'T' | 'F';
  /** Rejected by staff; the reason is theirs to read (absent from an older API: not rejected). */
  insIndeferida?: 'T' | 'F';
  insPrcMotivoIndeferimento?: string | null;
  /** The candidate's situation in the process's latest published result (issue 22), and that result's kind. */
  resultadoSituacao?: string | null;
  resultadoTipo?: 'preliminar' | 'final' | null;
  edicaoPermitida: 'T' | 'F';
  insPrcSimulacao: 'T' | 'F';
  insPrcSlcIsencao: 'T' | 'F';
  insPrcFrmPagamento: string | null;
  opcVlrInscricao: number | null;
  tblGrlItmCdgPrcSltTpCrn: string | null;
  pssFisica: { pssFscCodigo: number };
  /** The process object of the contract (src/domain/wire/processo.ts); the list reads these of it. */
  prcSeletivo: Pick<ProcessoWire, 'prcSltDescricao' | 'prcSltTtlAlternativo' | 'prcSltInsUnica' | 'prcSltExbEnsalamento'> & Partial<Pick<ProcessoWire, 'prcSltEnvArquivo'>>;
}

/** The title a candidate sees for the enrolment's process: its alternative title when it has one. */
export const tituloDoProcesso = (i: MinhaInscricao) => i.prcSeletivo.prcSltTtlAlternativo || i.prcSeletivo.prcSltDescricao;

/** A link to another screen, or a report opened through relatum (abrirRelatorio: the receipt PDF). */
export type Acao = { label: string; href: string } | { label: string; relatorio: { tipo: string; params: Record<string, number> } };

/** The state shown for an enrolment. */
export function situacao(i: MinhaInscricao): { text: string; tone: 'secondary' | 'success' | 'primary' | 'danger' } {
  if (i.insCancelada === 'T') return { text: 'Cancelada', tone: 'secondary' };
  if (i.insIndeferida === 'T') return { text: 'Indeferida', tone: 'danger' };
  if (i.insDeferida === 'T') return { text: 'Deferida', tone: 'success' };
  return { text: 'Inscrição realizada', tone: 'primary' };
}

type Tom = 'secondary' | 'success' | 'info' | 'warning' | 'danger';
const TOM_PAGAMENTO: Record<PaymentState, Tom> = {
  CANCELADA: 'secondary',
  ISENTO: 'secondary',
  PAGO: 'success',
  ISENCAO_DEFERIDA: 'success',
  ISENCAO_EM_ANALISE: 'info',
  EMITIDO: 'warning',
  NAO_GERADO: 'warning',
  VENCIDO: 'danger',
};

/** The payment state of an enrolment (vInsPrcUltBoleto/pesquisa's situacaoPagamento), with the shared label. */
export function pagamentoDe(situacao: PaymentState | undefined): { text: string; tone: Tom } | null {
  if (!situacao || !Object.hasOwn(PAYMENT_STATE_LABEL, situacao)) return null;
  return { text: PAYMENT_STATE_LABEL[situacao], tone: TOM_PAGAMENTO[situacao] };
}

/** The line that tells a rejected candidate why (staff's reason, as written): null when not rejected. */
export function avisoDeIndeferimento(i: MinhaInscricao): string | null {
  if (i.insCancelada === 'T' || i.insIndeferida !== 'T') return null;
  const motivo = i.insPrcMotivoIndeferimento?.trim();
  return motivo ? `Inscrição indeferida: ${motivo}` : 'Inscrição indeferida.';
}

/** The candidate's own situation in the published result ('Resultado final: Classificado(a) na posição 3 — ...'). */
export function avisoDeResultado(i: MinhaInscricao): string | null {
  if (i.insCancelada === 'T' || !i.resultadoSituacao) return null;
  return `${i.resultadoTipo === 'final' ? 'Resultado final' : 'Resultado preliminar'}: ${i.resultadoSituacao}`;
}

/** The payment screen applies unless the option is exempt ('Isento') or the enrolment is cancelled. */
export const temTelaPagamento = (i: MinhaInscricao, situacao: PaymentState | undefined) =>
  i.insCancelada !== 'T' && situacao !== undefined && situacao !== 'ISENTO' && situacao !== 'CANCELADA';

/**
 * The actions that apply to an enrolment (SPEC §2 routes; other screens are built elsewhere). situacao is the
 * enrolment's payment state; without it (the payment list failed to load) no payment action is offered.
 */
export function acoes(i: MinhaInscricao, situacao?: PaymentState): Acao[] {
  if (i.insCancelada === 'T') return [];
  const p = { prcSltCodigo: i.prcSltCodigo, insPrcCodigo: i.insPrcCodigo };
  const out: Acao[] = [];
  if (i.edicaoPermitida === 'T') out.push({ label: 'Editar', href: buildPath('editar', { ...p, pssFscCodigo: i.pssFisica.pssFscCodigo }) });
  if (i.tblGrlItmCdgPrcSltTpCrn) out.push({ label: 'Cronogramas', href: buildPath('cronogramas', { ...p, tblGrlItmCdgPrcSltTpCrn: i.tblGrlItmCdgPrcSltTpCrn }) });
  if (i.prcSeletivo.prcSltExbEnsalamento === 'T') out.push({ label: 'Ensalamento', href: buildPath('ensalamentoIndividual', p) });
  if (i.insPrcSimulacao === 'T') out.push({ label: 'Simulação Seriado', href: buildPath('smlSeriado', p) });
  if (temTelaPagamento(i, situacao)) out.push({ label: 'Pagamento', href: buildPath('pagamento', { insPrcCodigo: i.insPrcCodigo }) });
  // The process takes candidates' files (issue 27): the documents this enrolment must send, and their review.
  if (i.prcSeletivo.prcSltEnvArquivo === 'T') out.push({ label: 'Documentos', href: buildPath('documentos', { insPrcCodigo: i.insPrcCodigo }) });
  out.push({ label: 'Comprovante', relatorio: { tipo: 'comprovante', params: { insPrcCodigo: i.insPrcCodigo } } });
  return out;
}

/** A fee to pay: a chosen option with a fee, and no exemption request. */
export const temPagamento = (i: MinhaInscricao) => i.insCancelada !== 'T' && (i.opcVlrInscricao ?? 0) > 0 && i.insPrcSlcIsencao !== 'T';

/**
 * The link of a step's action (issue 38): each to the screen where it is done. The result's "Por que estou nesta
 * posição?" (issue 36) is beside the result's notice on the card.
 */
export function linkDaEtapa(acao: AcaoEtapa | null, i: Pick<MinhaInscricao, 'insPrcCodigo' | 'prcSltCodigo'>): { label: string; href: string } | null {
  const p = { prcSltCodigo: i.prcSltCodigo, insPrcCodigo: i.insPrcCodigo };
  switch (acao) {
    case 'pagar':
      return { label: 'Pagar', href: buildPath('pagamento', { insPrcCodigo: i.insPrcCodigo }) };
    case 'enviarDocumento':
      return { label: 'Enviar documento', href: buildPath('documentos', { insPrcCodigo: i.insPrcCodigo }) };
    case 'verDocumentos':
      return { label: 'Ver documentos', href: buildPath('documentos', { insPrcCodigo: i.insPrcCodigo }) };
    case 'verSala':
      return { label: 'Ver sala', href: buildPath('ensalamentoIndividual', p) };
    case 'verResultado':
      return { label: 'Ver resultado', href: buildPath('resultadoProcesso', { prcSltCodigo: i.prcSltCodigo }) };
    case 'verConvocacao':
      return { label: 'Ver convocação', href: buildPath('prcSltInsConvocado') };
    default:
      return null;
  }
}
