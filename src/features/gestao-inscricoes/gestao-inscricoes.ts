/**
 * The enrolment screens' pure logic: the search form turned into the API's query (with the checks the API would
 * make, said before it is asked), the words for states, and each action's dialog: its fields, its checks and the
 * body it sends.
 */
import { isValidCpf, onlyDigits } from '../../domain/cpf.ts';
import { parseBrDateTime } from '../../domain/dates.ts';
import { PAYMENT_STATE_LABEL, type PaymentState } from '../../domain/pagamento-situacao.ts';
import type { AcaoInscricao, BuscaInscricoesQuery, FiltroPagamento, SituacaoInscricao } from '../../domain/wire/gestao-inscricoes.ts';

export const POR_PAGINA = 25;
export const JUSTIFICATIVA_MINIMA = 10;

/** The search form as typed. */
export interface FormBusca {
  nome: string;
  cpf: string;
  numero: string;
  processo: string;
  situacao: '' | SituacaoInscricao;
  pagamento: '' | FiltroPagamento;
  isencao: '' | 'solicitada' | 'concedida';
  especiais: boolean;
}

export const FORM_VAZIO: FormBusca = { nome: '', cpf: '', numero: '', processo: '', situacao: '', pagamento: '', isencao: '', especiais: false };

/**
 * The form a link opens the screen with: /gestao/inscricoes?prcSltCodigo=7 (from a process's screens) searches that
 * process's enrolments at once; null when the address asks for nothing.
 */
export function formDoEndereco(search: string): FormBusca | null {
  const p = new URLSearchParams(search).get('prcSltCodigo');
  return p && /^\d{1,9}$/.test(p) ? { ...FORM_VAZIO, processo: p } : null;
}

/** The query for the API, or the message of each field that cannot be sent as typed. */
export function consultaDaBusca(f: FormBusca, start = 0): { query: BuscaInscricoesQuery } | { erros: Record<string, string> } {
  const erros: Record<string, string> = {};
  const cpf = onlyDigits(f.cpf);
  if (f.cpf.trim() && !isValidCpf(cpf)) erros.cpf = 'Informe o CPF inteiro (11 dígitos) e válido.';
  const numero = f.numero.trim();
  if (numero && !/^\d{1,9}$/.test(numero)) erros.numero = 'O número da inscrição tem só algarismos.';
  const nome = f.nome.trim();
  if (nome && nome.length < 3) erros.nome = 'Digite ao menos 3 letras do nome.';
  if (Object.keys(erros).length) return { erros };
  const query: BuscaInscricoesQuery = { start, limit: POR_PAGINA };
  if (nome) query.nome = nome;
  if (cpf) query.cpf = cpf;
  if (numero) query.insPrcCodigo = Number(numero);
  if (f.processo) query.prcSltCodigo = Number(f.processo);
  if (f.situacao) query.situacao = f.situacao;
  if (f.pagamento) query.pagamento = f.pagamento;
  if (f.isencao) query.isencao = f.isencao;
  if (f.especiais) query.especiais = 'sim';
  return { query };
}

export const NOME_FILTRO_PAGAMENTO: Record<FiltroPagamento, string> = { pago: 'Pago', pendente: 'Pendente', isento: 'Isento' };

export const COR_SITUACAO: Record<SituacaoInscricao, string> = { realizada: 'primary', deferida: 'success', indeferida: 'danger', cancelada: 'secondary' };

export const textoPagamento = (s: string) => PAYMENT_STATE_LABEL[s as PaymentState] ?? s;

/** What each action's button and dialog say. */
export const ACAO: Record<AcaoInscricao, { botao: string; titulo: string; confirmar: string; cor: string; aviso: string }> = {
  deferir: { botao: 'Deferir', titulo: 'Deferir a inscrição', confirmar: 'Deferir', cor: 'success', aviso: 'O candidato recebe uma mensagem dizendo que a inscrição foi deferida.' },
  indeferir: { botao: 'Indeferir', titulo: 'Indeferir a inscrição', confirmar: 'Indeferir', cor: 'danger', aviso: 'O candidato vê o motivo na lista de inscrições e recebe uma mensagem com ele.' },
  cancelar: { botao: 'Cancelar inscrição', titulo: 'Cancelar a inscrição', confirmar: 'Cancelar a inscrição', cor: 'outline-dark', aviso: 'Uma inscrição cancelada não volta atrás. O candidato recebe uma mensagem.' },
  'reabrir-edicao': { botao: 'Reabrir edição', titulo: 'Reabrir a edição', confirmar: 'Reabrir', cor: 'outline-dark', aviso: 'O candidato pode editar a inscrição até a data escolhida, mesmo depois do prazo do processo.' },
  'trocar-municipio': { botao: 'Trocar município de prova', titulo: 'Trocar o município de prova', confirmar: 'Trocar', cor: 'outline-dark', aviso: 'O lugar na sala de prova, se havia, é liberado. O candidato recebe uma mensagem.' },
};

/** The dialog's fields as typed. */
export interface FormAcao {
  justificativa: string;
  motivo: string;
  ate: string;
  municipio: string;
}
export const ACAO_VAZIA: FormAcao = { justificativa: '', motivo: '', ate: '', municipio: '' };

/** The body to send, or each field's message (the same checks the API makes, so nothing is sent in vain). */
export function corpoDaAcao(acao: AcaoInscricao, f: FormAcao, agora: Date): { corpo: Record<string, unknown> } | { erros: Record<string, string> } {
  const erros: Record<string, string> = {};
  const justificativa = f.justificativa.trim();
  if (justificativa.length < JUSTIFICATIVA_MINIMA) erros.justificativa = `Escreva uma justificativa (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres): ela fica registrada na auditoria.`;
  const corpo: Record<string, unknown> = { justificativa };
  if (acao === 'indeferir') {
    if (f.motivo.trim().length < 5) erros.motivo = 'Escreva o motivo do indeferimento: o candidato o lerá.';
    corpo.motivo = f.motivo.trim();
  }
  if (acao === 'reabrir-edicao') {
    const ate = parseBrDateTime(f.ate);
    if (!ate) erros.ate = 'Informe a data e a hora no formato dd/mm/aaaa hh:mm.';
    else if (ate.getTime() <= agora.getTime()) erros.ate = 'A data deve ser futura.';
    else corpo.ate = ate.toISOString();
  }
  if (acao === 'trocar-municipio') {
    if (!f.municipio) erros.prcSltMncPrvCodigo = 'Escolha o novo município de prova.';
    corpo.prcSltMncPrvCodigo = Number(f.municipio);
  }
  return Object.keys(erros).length ? { erros } : { corpo };
}

/**
 * The actions offered for an enrolment in a state (a cancelled one takes none). The exam municipality can be
 * changed whenever the process has several, and set whenever the enrolment has none (issue 37: staff could not fix
 * an enrolment left without one when the process had a single municipality).
 */
export function acoesPossiveis(situacao: SituacaoInscricao, municipios: number, semMunicipio = false): AcaoInscricao[] {
  if (situacao === 'cancelada') return [];
  const out: AcaoInscricao[] = [];
  if (situacao !== 'deferida') out.push('deferir');
  out.push('indeferir', 'reabrir-edicao');
  if (municipios > 1 || (semMunicipio && municipios > 0)) out.push('trocar-municipio');
  out.push('cancelar');
  return out;
}

/** A history line's action in words. */
export function descreverEvento(acao: string): string {
  const staff = /^gestao:(?:inscricao\.)?(deferir|indeferir|cancelar|reabrir-?edicao|reabrirEdicao|trocar-?municipio|trocarMunicipio)$/i.exec(acao);
  if (staff) {
    const k = staff[1].toLowerCase().replace('-', '');
    const nomes: Record<string, string> = { deferir: 'Deferida pela equipe', indeferir: 'Indeferida pela equipe', cancelar: 'Cancelada pela equipe', reabriredicao: 'Edição reaberta pela equipe', trocarmunicipio: 'Município de prova trocado pela equipe' };
    return nomes[k] ?? acao;
  }
  if (/^cadastrar/.test(acao)) return 'Inscrição feita pelo candidato';
  if (/^atualizar/.test(acao)) return 'Inscrição editada pelo candidato';
  return acao;
}
