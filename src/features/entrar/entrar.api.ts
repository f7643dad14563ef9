import type { TipoDocumento } from '../../domain/document.ts';
import { ApiCallError, apiGet } from '../../lib/api-client.ts';

export interface TelaInicial {
  prcSltCodigo: number;
  prcSltDescricao: string;
  prcSltVigente: 'T' | 'F';
  prcSltTemGrupos: 'T' | 'F';
}

/** prcSeletivo/getPrcSltCmpTelaInicialByPrcSltCodigo; null when the process does not exist (no modal). */
export async function fetchTelaInicial(prcSltCodigo: number): Promise<TelaInicial | null> {
  try {
    const env = await apiGet<TelaInicial>('prcSeletivo/getPrcSltCmpTelaInicialByPrcSltCodigo', { prcSltCodigo }, { silent: true });
    return env.data ?? null;
  } catch (err) {
    if (err instanceof ApiCallError && err.status === 404) return null;
    throw err;
  }
}

/** pssFisica/checkContaExisteByDcmPessoal: does an account exist for this document? Failures show SPEC §8's modal. */
export async function checkContaExiste(dcmPessoal: string, tpDcmPessoal: TipoDocumento): Promise<boolean> {
  const env = await apiGet<never>('pssFisica/checkContaExisteByDcmPessoal', { dcmPessoal, tpDcmPessoal });
  return env.contaExiste === 'T';
}
