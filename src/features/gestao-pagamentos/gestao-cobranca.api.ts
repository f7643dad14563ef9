import { API_BASE, apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { RecebimentoPix } from '../../domain/wire/gestao-pagamentos-pix.ts';
import type { DinheiroDoDia, RemessaResumo } from '../../domain/wire/gestao-remessas.ts';

// Silent calls: the panels show a refusal themselves, and useEscrita shows the field messages.
const silent = { silent: true };

export async function listarRemessas(): Promise<RemessaResumo[]> {
  return (await apiGet<RemessaResumo[]>('gestao/pagamentos/remessas', { start: 0, limit: 25 }, silent)).data ?? [];
}

/** POST gestao/pagamentos/remessas: the remessa of every slip waiting, now. */
export async function gerarRemessa(): Promise<RemessaResumo> {
  return (await apiPostJson<RemessaResumo>('gestao/pagamentos/remessas', {}, silent)).data!;
}

export const arquivoDaRemessa = (remCodigo: number) => `${API_BASE}gestao/pagamentos/remessas/${remCodigo}/arquivo`;

export async function pendenciasPix(): Promise<RecebimentoPix[]> {
  return (await apiGet<RecebimentoPix[]>('gestao/pagamentos/pix/pendencias', { start: 0, limit: 50 }, silent)).data ?? [];
}

export async function resolverPix(pixRcbE2eid: string, justificativa: string): Promise<RecebimentoPix> {
  return (await apiPostJson<RecebimentoPix>('gestao/pagamentos/pix/resolver', { pixRcbE2eid, justificativa }, silent)).data!;
}

export async function dinheiroDoDia(dia?: string): Promise<DinheiroDoDia> {
  return (await apiGet<DinheiroDoDia>('gestao/pagamentos/dia', dia ? { dia } : {}, silent)).data!;
}
