/** The appeal queue's pure rules: names of situations, the answer's checks before sending, sizes and dates in words. */
import { MB } from '../../domain/tamanho-arquivo.ts';
import type { EtapaRecursoGestao, SituacaoFilaRecurso, SituacaoRespostaGestao } from '../../domain/wire/gestao-reexame.ts';

export const POR_PAGINA = 25;
/** Largest answer PDF (the API checks it too). */
export const PDF_MAX_BYTES = 2 * MB;

export const SITUACOES_FILA: { situacao: SituacaoFilaRecurso; nome: string }[] = [
  { situacao: 'pendente', nome: 'Aguardando resposta' },
  { situacao: 'respondido', nome: 'Respondidos' },
  { situacao: 'todos', nome: 'Todos' },
];

export const RESPOSTAS: { situacao: SituacaoRespostaGestao; nome: string }[] = [
  { situacao: 'deferido', nome: 'Deferido' },
  { situacao: 'parcialmente', nome: 'Deferido parcialmente' },
  { situacao: 'indeferido', nome: 'Indeferido' },
];

/** The badge colour of an answer as the candidate's screen colours it. */
export const COR_RESPOSTA: Record<string, string> = { DEFERIDO: 'text-bg-success', DEFERIDO_PARCIALMENTE: 'text-bg-info', INDEFERIDO: 'text-bg-danger' };

/** 'Recurso do resultado (3 aguardando de 10)'. */
export const rotuloEtapa = (e: EtapaRecursoGestao) => `${e.descricao} (${e.pendentes} aguardando de ${e.total})`;

/** The answer's own checks (the API checks again). */
export function errosDaResposta(selecionados: number, situacao: SituacaoRespostaGestao | null, texto: string, pdf: File | null): Record<string, string> {
  const erros: Record<string, string> = {};
  if (!selecionados) erros.respostas = 'Selecione ao menos um recurso na lista.';
  if (!situacao) erros.situacao = 'Resultado: escolha deferido, deferido parcialmente ou indeferido.';
  if (texto.trim().length < 5) erros.resposta = 'Resposta: escreva a resposta que o candidato lerá.';
  if (pdf && pdf.size > PDF_MAX_BYTES) erros.anexo = 'Anexo: o PDF deve ter no máximo 2 MB.';
  if (pdf && pdf.type && pdf.type !== 'application/pdf') erros.anexo = 'Anexo: envie um arquivo PDF.';
  return erros;
}

/** The value of a score in the answer's select: the exam, and the serial for a serial process (one exam, two scores). */
export const chaveDaProva = (p: { prova: number; seriado?: 1 | 2 }) => (p.seriado ? `${p.prova}-${p.seriado}` : String(p.prova));
