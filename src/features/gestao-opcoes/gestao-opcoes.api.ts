import { apiDelete, apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { ArvoreDeOpcoes, OpcaoGestao, OpcoesRemovidas, SalvarOpcao, SalvarTipoOpcao, TipoOpcaoGestao } from '../../domain/wire/gestao-opcoes.ts';

/** The process's whole tree, types and languages (silent: a refusal is the screen's to show). */
export const lerArvore = (prcSltCodigo: number) => apiGet<ArvoreDeOpcoes>(`gestao/processos/${prcSltCodigo}/opcoes`, undefined, { silent: true }).then((e) => e.data!);

/** Silent: useEscrita shows the field errors and asks for a justification. */
export const salvarOpcao = (corpo: SalvarOpcao, justificativa?: string) =>
  apiPostJson<OpcaoGestao>('gestao/opcoes/salvar', { ...corpo, justificativa: justificativa ?? null }, { silent: true }).then((e) => e.data!);

export const removerOpcao = (opcCodigo: number) => apiDelete<OpcoesRemovidas>(`gestao/opcoes/${opcCodigo}`, { silent: true }).then((e) => e.data!);

export const salvarTipoOpcao = (corpo: SalvarTipoOpcao) => apiPostJson<TipoOpcaoGestao>('gestao/tipos-opcao/salvar', { ...corpo }, { silent: true }).then((e) => e.data!);
