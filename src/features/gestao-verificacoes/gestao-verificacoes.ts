/** The verification queue's pure rules: its tabs, what a state is called, and what a decision needs before it is sent. */
import { ROTULO_DECLARACAO, type DeclaracaoPadrao } from '../../domain/cotas.ts';

export const POR_PAGINA = 25;

export const ABAS_SITUACAO = [
  { situacao: 'pendente', nome: 'Pendentes' },
  { situacao: 'confirmado', nome: 'Confirmadas' },
  { situacao: 'nao_confirmado', nome: 'Não confirmadas' },
  { situacao: 'recurso', nome: 'Recursos a decidir' },
] as const;

export const NOME_SITUACAO: Record<string, [string, string]> = {
  pendente: ['Pendente', 'text-bg-warning'],
  confirmado: ['Confirmada', 'text-bg-success'],
  nao_confirmado: ['Não confirmada', 'text-bg-danger'],
};

export const rotuloDeclaracao = (d: string) => ROTULO_DECLARACAO[d as DeclaracaoPadrao] ?? d;

export function errosDaDecisao(selecionados: number, situacao: 'confirmado' | 'nao_confirmado' | null, motivo: string): Record<string, string> {
  const erros: Record<string, string> = {};
  if (!selecionados) erros.inscricoes = 'Selecione ao menos um candidato na lista.';
  if (!situacao) erros.situacao = 'Decisão: escolha confirmar ou não confirmar.';
  if (situacao === 'nao_confirmado' && !motivo.trim()) erros.motivo = 'Motivo: escreva por que a declaração não foi confirmada (o candidato lerá).';
  return erros;
}

/** 'Confirmar 3 declarações' / 'Não confirmar 1 declaração'. */
export function rotuloDoBotao(situacao: 'confirmado' | 'nao_confirmado' | null, n: number): string {
  if (n === 0 || !situacao) return 'Gravar decisão';
  return `${situacao === 'confirmado' ? 'Confirmar' : 'Não confirmar'} ${n === 1 ? '1 declaração' : `${n} declarações`}`;
}
