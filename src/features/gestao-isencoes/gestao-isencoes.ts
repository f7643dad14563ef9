/** The exemption queue's pure rules: what the screen says about a request and what a decision needs before it is sent. */
import type { PedidoIsencaoGestao, SituacaoFilaIsencao } from '../../domain/wire/gestao-isencoes.ts';

export const POR_PAGINA = 25;

export const ABAS_SITUACAO: { situacao: SituacaoFilaIsencao; nome: string }[] = [
  { situacao: 'pendente', nome: 'Pendentes' },
  { situacao: 'deferida', nome: 'Deferidas' },
  { situacao: 'indeferida', nome: 'Indeferidas' },
];

export const NOME_SITUACAO: Record<PedidoIsencaoGestao['situacao'], [string, string]> = {
  PENDENTE: ['Em análise', 'text-bg-warning'],
  DEFERIDA: ['Deferida', 'text-bg-success'],
  INDEFERIDA: ['Indeferida', 'text-bg-danger'],
};

/** The decision's own checks (the API checks again): something chosen, and a reason to refuse. */
export function errosDaDecisao(selecionados: number, situacao: 'DEFERIDA' | 'INDEFERIDA' | null, motivo: string): Record<string, string> {
  const erros: Record<string, string> = {};
  if (!selecionados) erros.decisoes = 'Selecione ao menos um pedido na lista.';
  if (!situacao) erros.situacao = 'Decisão: escolha deferir ou indeferir.';
  if (situacao === 'INDEFERIDA' && !motivo.trim()) erros.motivo = 'Motivo: escreva por que a isenção foi indeferida (o candidato lerá).';
  return erros;
}

/** 'Deferir 3 pedidos' / 'Indeferir 1 pedido'. */
export function rotuloDoBotao(situacao: 'DEFERIDA' | 'INDEFERIDA' | null, n: number): string {
  if (n === 0) return 'Gravar decisão';
  const verbo = situacao === 'INDEFERIDA' ? 'Indeferir' : situacao === 'DEFERIDA' ? 'Deferir' : 'Gravar decisão de';
  return `${verbo} ${n === 1 ? '1 pedido' : `${n} pedidos`}`;
}
