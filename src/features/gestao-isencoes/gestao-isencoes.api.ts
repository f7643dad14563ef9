import { API_BASE, apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { FilaIsencoes, FilaIsencoesQuery, ResultadoDecisoes } from '../../domain/wire/gestao-isencoes.ts';

// Silent calls: the screen shows a refusal itself, and useEscrita shows the field messages.
const silent = { silent: true };

/** GET gestao/processos/:p/isencoes: one page of the queue, and its total. */
export async function buscarFila(prcSltCodigo: number, q: FilaIsencoesQuery): Promise<{ fila: FilaIsencoes; total: number }> {
  const e = await apiGet<FilaIsencoes>(`gestao/processos/${prcSltCodigo}/isencoes`, { ...q, busca: q.busca || undefined }, silent);
  return { fila: e.data!, total: e.total ?? 0 };
}

/** POST gestao/isencoes/decidir: one or many requests, the same decision and reason. */
export async function decidirIsencoes(corpo: { prcSltCodigo: number; decisoes: { insPrcCodigo: number; situacao: 'DEFERIDA' | 'INDEFERIDA' }[]; motivo: string | null }) {
  return (await apiPostJson<ResultadoDecisoes>('gestao/isencoes/decidir', corpo, silent)).data!;
}

/** A document the candidate sent (the staff route checks the scope). */
export const urlDocumento = (insPrcIsnAnxCodigo: number) => `${API_BASE}gestao/isencoes/anexos/${insPrcIsnAnxCodigo}`;
