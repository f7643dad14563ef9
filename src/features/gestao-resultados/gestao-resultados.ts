import { parseBrDateTime } from '../../domain/dates.ts';
import type { NovaChamada, PublicarResultado } from '../../domain/wire/gestao-resultados.ts';

/** What the screen shows for a called candidate's situation (the wire's codes). */
export const NOME_SITUACAO_CONVOCADO: Record<string, string> = {
  convocado: 'Convocado(a)',
  matriculado: 'Matriculado(a)',
  'nao-compareceu': 'Não compareceu',
  desistiu: 'Desistiu',
  // Set by a later call, never by staff: the candidate was called in an option they prefer and left this one.
  'deixou-opcao': 'Deixou a opção (convocado(a) em opção preferida)',
};

export const nomeDoTipo = (tipo: string): string => (tipo === 'final' ? 'Resultado final' : 'Resultado preliminar');

type Montado<T> = { corpo: T; erros?: undefined } | { corpo?: undefined; erros: Record<string, string> };

/** A typed 'dd/mm/aaaa hh:mm' as an ISO instant; empty is null; anything else an error under `campo`. */
function instante(texto: string, campo: string, nome: string, erros: Record<string, string>): string | null {
  if (!texto.trim()) return null;
  const d = parseBrDateTime(texto.trim());
  if (!d) {
    erros[campo] = `${nome}: use dd/mm/aaaa hh:mm.`;
    return null;
  }
  return d.toISOString();
}

export interface FormPublicacao {
  tipo: 'preliminar' | 'final';
  clsCalCodigo: number | null;
  /** '' = no appeal window. */
  prcSltCrnCodigo: string;
  recursoInicio: string;
  recursoFim: string;
  justificativa: string;
}

/** The publish request from the form; mistakes the screen can see alone come back as field messages. */
export function montarPublicacao(f: FormPublicacao): Montado<PublicarResultado> {
  const erros: Record<string, string> = {};
  if (!f.clsCalCodigo) erros.clsCalCodigo = 'Calcule a classificação antes de publicar o resultado.';
  const inicio = instante(f.recursoInicio, 'recursoInicio', 'Início do prazo de recurso', erros);
  const fim = instante(f.recursoFim, 'recursoFim', 'Fim do prazo de recurso', erros);
  if (Object.keys(erros).length) return { erros };
  const corpo: PublicarResultado = { tipo: f.tipo, clsCalCodigo: f.clsCalCodigo! };
  if (f.tipo === 'preliminar' && f.prcSltCrnCodigo) {
    corpo.prcSltCrnCodigo = Number(f.prcSltCrnCodigo);
    if (inicio) corpo.recursoInicio = inicio;
    if (fim) corpo.recursoFim = fim;
  }
  if (f.justificativa.trim()) corpo.justificativa = f.justificativa.trim();
  return { corpo };
}

export interface FormChamada {
  inicio: string;
  fim: string;
  instrucoes: string;
  url: string;
  presencial: boolean;
}

/** The new call-up request from the form (period required, instructions required, URL optional). */
export function montarChamada(f: FormChamada): Montado<NovaChamada> {
  const erros: Record<string, string> = {};
  const inicio = instante(f.inicio, 'inicio', 'Início', erros);
  const fim = instante(f.fim, 'fim', 'Fim', erros);
  if (!f.inicio.trim()) erros.inicio = 'Informe o início do período da chamada.';
  if (!f.fim.trim()) erros.fim = 'Informe o fim do período da chamada.';
  if (!f.instrucoes.trim()) erros.instrucoes = 'Escreva as instruções da chamada (documentos, local, passos).';
  if (Object.keys(erros).length) return { erros };
  const corpo: NovaChamada = { inicio: inicio!, fim: fim!, instrucoes: f.instrucoes.trim(), presencial: f.presencial };
  if (f.url.trim()) corpo.url = f.url.trim();
  return { corpo };
}

/** How many of a call are still to be marked (the next call only fills seats of those absent or given up). */
export function pendentes(convocados: readonly { situacao: string }[]): number {
  return convocados.filter((c) => c.situacao === 'convocado').length;
}
