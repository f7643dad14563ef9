import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import { ApiCallError } from '../../lib/api-client.ts';
import { showAlert, showError } from '../../lib/ui.store.ts';
import type { PapelDaEquipe } from '../../domain/wire/gestao-equipe.ts';
import { buscarPapeis, revogarPapel } from './gestao-equipe.api.ts';

export type EstadoEquipe =
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; papeis: PapelDaEquipe[] };

export const $equipe = atom<EstadoEquipe>({ status: 'carregando' });

/** Loads (or reloads, after a grant or a revocation) every role. */
export async function carregarPapeis(): Promise<void> {
  try {
    $equipe.set({ status: 'pronto', papeis: await buscarPapeis() });
  } catch (err) {
    const mensagem = err instanceof Error ? err.message : String(err);
    $equipe.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem });
  }
}

/** Revokes one role (after the screen's confirmation) and reloads the list; says what happened. */
export async function revogar(papel: PapelDaEquipe): Promise<void> {
  try {
    const mensagem = await revogarPapel(papel.papCodigo);
    showAlert('success', mensagem ?? 'Papel revogado.');
  } catch (err) {
    if (err instanceof ApiCallError && err.status === 401) return;
    void showError(err instanceof Error ? err.message : String(err));
  }
  await carregarPapeis();
}
