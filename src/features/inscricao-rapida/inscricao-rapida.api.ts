import { apiGet } from '../../lib/api-client.ts';
import type { UltimoDia } from './inscricao-rapida.ts';

/** GET prcSeletivo/verificaUltimoDia, silent: a failure just means no offer (SPEC §8). */
export async function verificarUltimoDia(prcSltCodigo: number): Promise<UltimoDia | null> {
  try {
    return (await apiGet<never>('prcSeletivo/verificaUltimoDia', { prcSltCodigo }, { silent: true })) as UltimoDia;
  } catch {
    return null;
  }
}

export interface ProcessoAberto {
  prcSltCodigo: number;
  prcSltDescricao: string;
}

/** GET prcSeletivo/listaProcessos: the processes open for enrolment. */
export async function listarProcessos(): Promise<ProcessoAberto[]> {
  return (await apiGet<ProcessoAberto[]>('prcSeletivo/listaProcessos')).data ?? [];
}
