import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { ProvasDoProcesso } from '../../domain/wire/gestao-provas.ts';
import { showAlert, showError, showModal } from '../../lib/ui.store.ts';
import { lerProvas } from './gestao-provas.api.ts';

export type EstadoProvas =
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; prcSltCodigo: number; dados: ProvasDoProcesso };

export const $provas = atom<EstadoProvas>({ status: 'carregando' });

/** Reads the whole screen again (after every write: totals and counts come from the API). */
export async function carregar(prcSltCodigo: number): Promise<void> {
  try {
    $provas.set({ status: 'pronto', prcSltCodigo, dados: await lerProvas(prcSltCodigo) });
  } catch (err) {
    const mensagem = err instanceof Error ? err.message : String(err);
    if ($provas.get().status === 'pronto' && !eSemAcesso(err)) return void showError(mensagem);
    $provas.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem: mensagem || 'Não foi possível carregar os locais e etapas de prova.' });
  }
}

/** Reads again the process on screen, after a write. */
export function recarregar(): void {
  const e = $provas.get();
  if (e.status === 'pronto') void carregar(e.prcSltCodigo);
}

/**
 * Asks before removing, then removes and reloads; a refusal (rows still in use) is shown as the API explains it.
 * A removal that may need a justification (a stage) goes through useEscrita instead.
 */
export function confirmarRemocao(titulo: string, texto: string, remover: () => Promise<unknown>, sucesso: string): void {
  showModal({
    title: titulo,
    body: [texto, 'A remoção fica registrada na auditoria.'],
    buttons: [
      { label: 'Cancelar', variant: 'outline-secondary' },
      {
        label: 'Remover',
        variant: 'danger',
        onClick: () =>
          void remover().then(
            () => {
              showAlert('success', sucesso);
              recarregar();
            },
            (err: unknown) => void showError(err instanceof Error ? err.message : String(err)),
          ),
      },
    ],
  });
}
