import { apiGet, apiPostJson, apiPostMultipart } from '../../lib/api-client.ts';
import type { ConfiguracaoCotasWire, Cotas, FilaVerificacao, PresetFederal, SalvarCotas } from '../../domain/wire/gestao-cotas.ts';

// Silent calls: the screen shows a refusal itself, and useEscrita shows the field messages.
const silent = { silent: true };
const base = (prc: number) => `gestao/processos/${prc}`;

/** GET gestao/processos/:p/cotas: the configuration and each option's seats. */
export async function buscarCotas(prc: number): Promise<Cotas> {
  return (await apiGet<Cotas>(`${base(prc)}/cotas`, {}, silent)).data!;
}

/** GET gestao/processos/:p/verificacoes: one page of a declaration's queue. */
export async function buscarFila(prc: number, q: { declaracao: string; situacao: string; start: number; limit: number }): Promise<{ fila: FilaVerificacao; total: number }> {
  const e = await apiGet<FilaVerificacao>(`${base(prc)}/verificacoes`, q, silent);
  return { fila: e.data!, total: e.total ?? 0 };
}

export async function decidir(prc: number, corpo: { declaracao: string; situacao: 'confirmado' | 'nao_confirmado'; motivo?: string; inscricoes: number[] }) {
  return (await apiPostJson<{ gravadas: number; inalteradas: number }>(`${base(prc)}/verificacoes/decidir`, corpo, silent)).data!;
}

export async function decidirRecurso(prc: number, ctaVrfCodigo: number, corpo: { situacao: 'deferido' | 'indeferido'; resposta: string }) {
  return apiPostJson<null>(`${base(prc)}/verificacoes/${ctaVrfCodigo}/recurso`, corpo, silent);
}

/** POST the commission's CSV (all or nothing). */
export async function importarLista(prc: number, arquivo: File) {
  const form = new FormData();
  form.append('arquivo', arquivo);
  return (await apiPostMultipart<{ gravadas: number; inalteradas: number }>(`${base(prc)}/verificacoes/importar`, form, silent)).data!;
}

/** A document the candidate sent (the staff route checks the scope and audits a sensitive one). */
export const urlDocumento = (insPrcDocCodigo: number) => `/sgps/gestao/documentos/${insPrcDocCodigo}/arquivo`;

/** POST gestao/processos/:p/cotas/federal: the federal preset's configuration (nothing is written). */
export async function presetFederal(prc: number, corpo: PresetFederal): Promise<ConfiguracaoCotasWire> {
  return (await apiPostJson<ConfiguracaoCotasWire>(`${base(prc)}/cotas/federal`, corpo, silent)).data!;
}

/** POST gestao/processos/:p/cotas: with previa, the seats preview; without, the save (audited). */
export async function salvarCotas(prc: number, corpo: SalvarCotas): Promise<Cotas> {
  return (await apiPostJson<Cotas>(`${base(prc)}/cotas`, corpo as unknown as Record<string, unknown>, silent)).data!;
}
