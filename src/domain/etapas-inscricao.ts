/**
 * The steps of one enrolment as the candidate's own page shows them (issue 38): what is done, what is theirs to do
 * next, what waits on the institution. The API computes them from the facts it reads (one call for all of a
 * candidate's enrolments, features/prcseletivo/etapas-*.ts); the page only draws them and turns each action into
 * the link of its screen. Pure: the same facts give the same steps on both sides.
 */
import { PAYMENT_STATE_LABEL, type PaymentState } from './pagamento-situacao.ts';

export type NomeEtapa = 'inscricao' | 'pagamento' | 'isencao' | 'documentos' | 'homologacao' | 'localProva' | 'resultado' | 'convocacao';
/** concluida: done; pendente: the candidate must act; aguardando: the institution must; recusada: refused; futura: not yet. */
export type EstadoEtapa = 'concluida' | 'pendente' | 'aguardando' | 'recusada' | 'futura';
/** What the candidate can do at a step; the page makes each the link of its screen. */
export type AcaoEtapa = 'pagar' | 'enviarDocumento' | 'verDocumentos' | 'verSala' | 'verResultado' | 'verConvocacao';

export interface Etapa {
  etapa: NomeEtapa;
  rotulo: string;
  estado: EstadoEtapa;
  texto: string;
  acao: AcaoEtapa | null;
}

export interface DocumentosFatos {
  /** Document types the candidate's answers make theirs to send (required ones). */
  obrigatorios: number;
  /** Of those, how many have a last version waiting or accepted, and how many accepted, refused. */
  enviados: number;
  aceitos: number;
  recusados: number;
  /** Whether any of them can be sent now (window open, last version not under analysis). */
  podeEnviar: boolean;
}

export interface FatosDaInscricao {
  cancelada: boolean;
  deferida: boolean;
  indeferida: boolean;
  pagamento: PaymentState;
  /** null: the process asks this enrolment for no document. */
  documentos: DocumentosFatos | null;
  /** The process has an exam stage with seating; the room assignment is released; this enrolment has a seat. */
  temProva: boolean;
  ensalamentoLiberado: boolean;
  temSala: boolean;
  /** The latest published result this enrolment is in (its situation's text is shown by the card itself). */
  resultado: { tipo: 'preliminar' | 'final'; texto: string } | null;
  /** The latest call-up of this enrolment (1 = first call). */
  convocacao: { chamada: number } | null;
}

export const ROTULO_ETAPA: Record<NomeEtapa, string> = {
  inscricao: 'Inscrição',
  pagamento: 'Pagamento',
  isencao: 'Isenção',
  documentos: 'Documentos',
  homologacao: 'Homologação',
  localProva: 'Local de prova',
  resultado: 'Resultado',
  convocacao: 'Convocação',
};

export const ROTULO_ESTADO: Record<EstadoEtapa, string> = {
  concluida: 'Concluída',
  pendente: 'Pendente',
  aguardando: 'Aguardando',
  recusada: 'Recusada',
  futura: 'Ainda não',
};

const etapa = (nome: NomeEtapa, estado: EstadoEtapa, texto: string, acao: AcaoEtapa | null = null): Etapa => ({ etapa: nome, rotulo: ROTULO_ETAPA[nome], estado, texto, acao });

function pagamento(p: PaymentState): Etapa | null {
  const texto = PAYMENT_STATE_LABEL[p];
  switch (p) {
    case 'CANCELADA':
      return null;
    case 'ISENTO':
    case 'PAGO':
      return etapa('pagamento', 'concluida', texto);
    case 'ISENCAO_DEFERIDA':
      return etapa('isencao', 'concluida', texto);
    case 'ISENCAO_EM_ANALISE':
      return etapa('isencao', 'aguardando', texto);
    case 'EMITIDO':
    case 'VENCIDO':
    case 'NAO_GERADO':
      return etapa('pagamento', 'pendente', texto, 'pagar');
  }
}

function documentos(d: DocumentosFatos | null): Etapa | null {
  if (!d) return null;
  if (d.recusados > 0) return etapa('documentos', 'recusada', d.recusados === 1 ? 'Um documento foi recusado: veja o motivo e envie novamente' : `${d.recusados} documentos foram recusados: veja o motivo e envie novamente`, d.podeEnviar ? 'enviarDocumento' : 'verDocumentos');
  const faltam = d.obrigatorios - d.enviados;
  if (faltam > 0) return etapa('documentos', 'pendente', faltam === 1 ? 'Falta enviar 1 documento' : `Faltam enviar ${faltam} documentos`, d.podeEnviar ? 'enviarDocumento' : 'verDocumentos');
  if (d.aceitos >= d.obrigatorios) return etapa('documentos', 'concluida', d.obrigatorios === 0 ? 'Nenhum documento obrigatório' : 'Documentos aceitos', 'verDocumentos');
  return etapa('documentos', 'aguardando', 'Documentos enviados, em análise', 'verDocumentos');
}

/** The steps of an enrolment, in the order the candidate lives them; the ones that do not apply are left out. */
export function etapasDaInscricao(f: FatosDaInscricao): Etapa[] {
  if (f.cancelada) return [etapa('inscricao', 'recusada', 'Inscrição cancelada')];
  const out: Etapa[] = [etapa('inscricao', 'concluida', 'Inscrição realizada')];
  const pg = pagamento(f.pagamento);
  if (pg) out.push(pg);
  const doc = documentos(f.documentos);
  if (doc) out.push(doc);
  if (f.indeferida) out.push(etapa('homologacao', 'recusada', 'Inscrição indeferida'));
  else if (f.deferida) out.push(etapa('homologacao', 'concluida', 'Inscrição deferida'));
  else out.push(etapa('homologacao', 'aguardando', 'Aguardando a homologação'));
  if (f.temProva) {
    if (f.temSala && f.ensalamentoLiberado) out.push(etapa('localProva', 'concluida', 'Sala definida', 'verSala'));
    else out.push(etapa('localProva', 'futura', 'Ainda não divulgado'));
  }
  // the situation itself ("Classificado(a) na posição 3 — ...") is the card's own notice; the step says which result
  if (f.resultado) out.push(etapa('resultado', f.resultado.tipo === 'final' ? 'concluida' : 'aguardando', f.resultado.tipo === 'final' ? 'Resultado final publicado' : 'Resultado preliminar publicado', 'verResultado'));
  else out.push(etapa('resultado', 'futura', 'Ainda não publicado'));
  if (f.convocacao) out.push(etapa('convocacao', 'concluida', `Convocado(a) na ${f.convocacao.chamada}ª chamada`, 'verConvocacao'));
  else out.push(etapa('convocacao', 'futura', 'Sem convocação até agora'));
  return out;
}

/** The first step that waits on the candidate: the card says it first ("Próximo passo"). */
export const proximoPasso = (etapas: Etapa[]): Etapa | null => etapas.find((e) => (e.estado === 'pendente' || e.estado === 'recusada') && e.acao !== null) ?? null;
