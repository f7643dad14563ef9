import { apiDelete, apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { CronogramasGestao } from '../../domain/wire/gestao-cronogramas.ts';

// Silent calls: the screens show a refusal themselves and useEscrita shows field messages and asks for justifications.
const silent = { silent: true };
const dados = <T>(p: Promise<{ data?: T }>) => p.then((e) => e.data as T);
const comJustificativa = (j?: string) => (j ? `?justificativa=${encodeURIComponent(j)}` : '');

export const buscarCronogramas = (prcSltCodigo: number) => dados<CronogramasGestao>(apiGet(`gestao/processos/${prcSltCodigo}/cronogramas`, undefined, silent));

export const salvarItemCronograma = (corpo: Record<string, unknown>, justificativa?: string) =>
  dados<CronogramasGestao>(apiPostJson('gestao/cronogramas/salvar', { ...corpo, justificativa: justificativa ?? null }, silent));

export const removerItemCronograma = (prcSltCrnCodigo: number, justificativa?: string) =>
  dados<CronogramasGestao>(apiDelete(`gestao/cronogramas/${prcSltCrnCodigo}${comJustificativa(justificativa)}`, silent));
