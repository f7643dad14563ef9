import type { ProcessoWire } from '../../domain/wire/processo.ts';
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

/** GET prcSeletivo/listaProcessos: the processes open for enrolment. */
export async function listarProcessos(): Promise<ProcessoWire[]> {
  return (await apiGet<ProcessoWire[]>('prcSeletivo/listaProcessos')).data ?? [];
}
