import { apiDelete, apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { CampoEditado, FormularioGestao, ListasDoProcesso, NomeLista, TiposInstituicao } from '../../domain/wire/gestao-formulario.ts';

// Silent calls: the screen shows a refusal (SemAcesso) and useEscrita shows field messages and asks for justifications.
const silent = { silent: true };
const dados = <T>(p: Promise<{ data?: T }>) => p.then((e) => e.data as T);

export const buscarFormulario = (prcSltCodigo: number) => dados<FormularioGestao>(apiGet(`gestao/processos/${prcSltCodigo}/formulario`, undefined, silent));

export const salvarFormulario = (prcSltCodigo: number, campos: CampoEditado[], justificativa?: string) =>
  dados<FormularioGestao>(apiPostJson('gestao/formulario/salvar', { prcSltCodigo, campos, justificativa: justificativa ?? null }, silent));

export const buscarListas = (prcSltCodigo: number) => dados<ListasDoProcesso>(apiGet(`gestao/processos/${prcSltCodigo}/listas`, undefined, silent));

export const salvarItem = (lista: NomeLista, corpo: { prcSltCodigo: number; codigo: number | null; descricao: string; detalhar?: boolean }, justificativa?: string) =>
  dados<ListasDoProcesso>(apiPostJson(`gestao/listas/${lista}/salvar`, { ...corpo, justificativa: justificativa ?? null }, silent));

export const removerItem = (lista: NomeLista, codigo: number) => dados<ListasDoProcesso>(apiDelete(`gestao/listas/${lista}/${codigo}`, silent));

export const buscarTiposInstituicao = () => dados<TiposInstituicao>(apiGet('gestao/tipos-instituicao', undefined, silent));

export const salvarTipoInstituicao = (corpo: { tpIstCodigo: number | null; tpIstDescricao: string }, justificativa?: string) =>
  dados<TiposInstituicao>(apiPostJson('gestao/tipos-instituicao', { ...corpo, justificativa: justificativa ?? null }, silent));

export const removerTipoInstituicao = (tpIstCodigo: number) => dados<TiposInstituicao>(apiDelete(`gestao/tipos-instituicao/${tpIstCodigo}`, silent));
