import { apiDelete, apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { CartaoLato, CartaoStricto, ListagensGestao } from '../../domain/wire/gestao-listagens.ts';

// Silent calls: the screen shows a refusal itself and useEscrita shows field messages beside the fields.
const silent = { silent: true };
const dados = <T>(p: Promise<{ data?: T }>) => p.then((e) => e.data as T);

export const buscarListagens = () => dados<ListagensGestao>(apiGet('gestao/listagens', undefined, silent));

export const salvarStricto = (corpo: Record<string, unknown>) => dados<CartaoStricto>(apiPostJson('gestao/listagens/stricto/salvar', corpo, silent));
export const salvarLato = (corpo: Record<string, unknown>) => dados<CartaoLato>(apiPostJson('gestao/listagens/lato/salvar', corpo, silent));
export const removerStricto = (codigo: number) => apiDelete(`gestao/listagens/stricto/${codigo}`, silent);
export const removerLato = (codigo: number) => apiDelete(`gestao/listagens/lato/${codigo}`, silent);
