/**
 * The messages screen's rules, without the DOM (unit-tested): the compose form, its check before sending, the
 * body the API takes, the preview query, and the sentences the screen shows ("Será enviada para N candidatos").
 */
import { isValidCpf, onlyDigits } from '../../domain/cpf.ts';
import { parseBrDateTime } from '../../domain/dates.ts';
import { plural } from '../../domain/text.ts';
import {
  NOME_PAGAMENTO_FILTRO,
  NOME_SITUACAO_FILTRO,
  type DestinoMensagem,
  type EnviarMensagemBody,
  type MensagemEnviada,
  type PagamentoFiltro,
  type PreviaDestinoQuery,
  type SituacaoFiltro,
} from '../../domain/wire/gestao-mensagens.ts';

export type TipoDestino = 'processo' | 'pessoa' | 'todos';

export interface FormularioMensagem {
  destino: TipoDestino;
  /** Process code as chosen ('' = none yet). */
  processo: string;
  situacao: SituacaoFiltro | '';
  municipio: string;
  pagamento: PagamentoFiltro | '';
  /** CPF digits (one person), and the person found for it. */
  cpf: string;
  pessoa: { pssFscCodigo: number; pssFscNome: string } | null;
  assunto: string;
  texto: string;
  tipo: 'Mensagem' | 'Noticia';
  agendar: boolean;
  /** 'dd/mm/aaaa hh:mm', Horário de Brasília. */
  agendarPara: string;
  copiaPorEmail: boolean;
}

export const FORMULARIO_VAZIO: FormularioMensagem = {
  destino: 'processo',
  processo: '',
  situacao: '',
  municipio: '',
  pagamento: '',
  cpf: '',
  pessoa: null,
  assunto: '',
  texto: '',
  tipo: 'Mensagem',
  agendar: false,
  agendarPara: '',
  copiaPorEmail: false,
};

const escapar = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What staff type (plain text) as the message's HTML: blank lines part paragraphs, a line break stays one, and
 * every character is escaped, so nothing typed becomes markup. Addresses and e-mails become links when the
 * candidate reads it (the reader's linkify), under the same allow-list as every message.
 */
export function textoParaHtml(texto: string): string {
  return texto
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((p) => `<p>${escapar(p.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** The destination as the API takes it, or null while it is incomplete. */
export function destinoDoFormulario(f: FormularioMensagem): DestinoMensagem | null {
  if (f.destino === 'todos') return { todos: true };
  if (f.destino === 'pessoa') return f.pessoa ? { pessoa: f.pessoa.pssFscCodigo } : null;
  if (!f.processo) return null;
  const filtros = {
    ...(f.situacao ? { situacao: f.situacao } : {}),
    ...(f.municipio ? { prcSltMncPrvCodigo: Number(f.municipio) } : {}),
    ...(f.pagamento ? { pagamento: f.pagamento } : {}),
  };
  return { processo: Number(f.processo), ...(Object.keys(filtros).length ? { filtros } : {}) };
}

/** The preview's query, or null when there is nothing to count yet (a person is looked up by its own button). */
export function consultaDaPrevia(f: FormularioMensagem): PreviaDestinoQuery | null {
  if (f.destino === 'todos') return { destino: 'todos' };
  if (f.destino === 'pessoa' || !f.processo) return null;
  return {
    destino: 'processo',
    prcSltCodigo: Number(f.processo),
    ...(f.situacao ? { situacao: f.situacao } : {}),
    ...(f.municipio ? { prcSltMncPrvCodigo: Number(f.municipio) } : {}),
    ...(f.pagamento ? { pagamento: f.pagamento } : {}),
  };
}

export function erroDoCpf(cpf: string): string | null {
  return isValidCpf(onlyDigits(cpf)) ? null : 'Informe um CPF válido, com os 11 dígitos.';
}

/** The form's own check (the API checks again and answers per field): field -> message. */
export function errosDoFormulario(f: FormularioMensagem, agora: Date): Record<string, string> {
  const e: Record<string, string> = {};
  if (f.destino === 'processo' && !f.processo) e.prcSltCodigo = 'Escolha o processo.';
  if (f.destino === 'pessoa' && !f.pessoa) e.cpf = 'Busque a pessoa pelo CPF.';
  if (!f.assunto.trim()) e.assunto = 'O assunto é obrigatório.';
  else if (f.assunto.length > 300) e.assunto = 'O assunto tem no máximo 300 caracteres.';
  if (!f.texto.trim()) e.texto = 'O texto é obrigatório.';
  if (f.agendar) {
    const quando = parseBrDateTime(f.agendarPara);
    if (!quando) e.agendarPara = 'Informe a data e a hora do agendamento (dd/mm/aaaa hh:mm).';
    else if (quando.getTime() <= agora.getTime()) e.agendarPara = 'O agendamento deve ser para uma data e hora futuras.';
  }
  return e;
}

/** The request body (call only once errosDoFormulario is empty). */
export function corpoDoEnvio(f: FormularioMensagem, idempotencyKey: string): EnviarMensagemBody {
  return {
    assunto: f.assunto.trim(),
    texto: textoParaHtml(f.texto),
    tipo: f.tipo,
    destino: destinoDoFormulario(f)!,
    agendarPara: f.agendar ? parseBrDateTime(f.agendarPara)!.toISOString() : null,
    copiaPorEmail: f.copiaPorEmail,
    idempotencyKey,
  };
}

/** "Será enviada para N candidatos" (or people, for everyone). */
export function fraseDaPrevia(destino: TipoDestino, n: number): string {
  if (n === 0) return 'Nenhuma pessoa atende a estes critérios: a mensagem não chegaria a ninguém.';
  return `Será enviada para ${destino === 'todos' ? plural(n, 'pessoa', 'pessoas') : plural(n, 'candidato', 'candidatos')}.`;
}

/** The filters of a process destination in words ("deferidas, Ponta Grossa (PR), pagamento pendente"). */
export function filtrosEmPalavras(o: { situacao?: SituacaoFiltro | ''; municipio?: string | null; pagamento?: PagamentoFiltro | '' }): string {
  const partes = [o.situacao ? NOME_SITUACAO_FILTRO[o.situacao].toLowerCase() : '', o.municipio ?? '', o.pagamento ? NOME_PAGAMENTO_FILTRO[o.pagamento].toLowerCase() : ''].filter(Boolean);
  return partes.length ? partes.join(', ') : 'todas as inscrições não canceladas';
}

/** Who a sent message went to, in the list. */
export function destinoEmPalavras(m: MensagemEnviada, nomeDoProcesso?: string): string {
  if (m.destino === 'todos') return 'Todas as pessoas com conta';
  if (m.destino === 'pessoa') return m.pessoa ?? 'Uma pessoa';
  const processo = nomeDoProcesso ?? `Processo ${m.prcSltCodigo ?? '(removido)'}`;
  return `${processo}: ${filtrosEmPalavras({ situacao: m.filtros?.situacao, municipio: m.municipio, pagamento: m.filtros?.pagamento })}`;
}

/** A fresh idempotency key for one composed message. */
export function novaChave(): string {
  const c = globalThis.crypto;
  return c?.randomUUID ? c.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** One person and everyone need a role that answers candidates of every process (Administrador, Gestor or Atendimento of all). */
export function podeEnviarATodos(papeis: readonly { papel: string; prcSltCodigo: number | null }[]): boolean {
  return papeis.some((p) => p.prcSltCodigo === null && ['ADMINISTRADOR', 'GESTOR', 'ATENDIMENTO'].includes(p.papel));
}
