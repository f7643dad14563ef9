import type { Chamada, MarcarSituacao, NovaChamada, Publicacao, PublicarResultado, ResultadosDoProcesso } from '../../domain/wire/gestao-resultados.ts';
import { apiGet, apiPostJson } from '../../lib/api-client.ts';

// Silent: the screen shows a refusal (SemAcesso) and useEscrita the field errors and the justification dialog.
const silencioso = { silent: true };

export const lerResultados = (prcSltCodigo: number) => apiGet<ResultadosDoProcesso>(`gestao/processos/${prcSltCodigo}/resultados`, undefined, silencioso).then((e) => e.data!);

export const publicar = (prcSltCodigo: number, corpo: PublicarResultado) =>
  apiPostJson<Publicacao>(`gestao/processos/${prcSltCodigo}/resultados/publicar`, corpo, silencioso).then((e) => e.data!);

export const lerChamadas = (prcSltCodigo: number) => apiGet<Chamada[]>(`gestao/processos/${prcSltCodigo}/chamadas`, undefined, silencioso).then((e) => e.data!);

export const gerarChamada = (prcSltCodigo: number, corpo: NovaChamada) => apiPostJson<Chamada>(`gestao/processos/${prcSltCodigo}/chamadas`, corpo, silencioso).then((e) => e.data!);

export const marcarSituacao = (chmCodigo: number, corpo: MarcarSituacao) => apiPostJson<Chamada>(`gestao/chamadas/${chmCodigo}/situacao`, corpo, silencioso).then((e) => e.data!);
