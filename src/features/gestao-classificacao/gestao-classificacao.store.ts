import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { ConfiguracaoClassificacao } from '../../domain/wire/gestao-classificacao.ts';
import { showError } from '../../lib/ui.store.ts';
import { lerConfiguracao } from './gestao-classificacao.api.ts';

export type EstadoClassificacao =
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; prcSltCodigo: number; conf: ConfiguracaoClassificacao };

export const $classificacao = atom<EstadoClassificacao>({ status: 'carregando' });

/** Reads the configuration again (after a scores upload the exams and their counts change; after saving, the rules). */
export async function carregar(prcSltCodigo: number): Promise<void> {
  try {
    $classificacao.set({ status: 'pronto', prcSltCodigo, conf: await lerConfiguracao(prcSltCodigo) });
  } catch (err) {
    const mensagem = err instanceof Error ? err.message : String(err);
    if ($classificacao.get().status === 'pronto' && !eSemAcesso(err)) return void showError(mensagem);
    $classificacao.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem: mensagem || 'Não foi possível carregar a classificação.' });
  }
}

export function recarregar(): void {
  const e = $classificacao.get();
  if (e.status === 'pronto') void carregar(e.prcSltCodigo);
}
