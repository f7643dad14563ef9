import { criarCarga } from '../../lib/fila.store.ts';
import { showAlert, showError, showModal } from '../../lib/ui.store.ts';
import { lerProvas } from './gestao-provas.api.ts';

/** The exam places and stages of the process on screen (the staff screens' one store shape, src/lib/fila.store.ts). */
export const cargaProvas = criarCarga({
  buscar: lerProvas,
  aoFalharRecarga: (mensagem) => void showError(mensagem),
  semTexto: 'Não foi possível carregar os locais e etapas de prova.',
});

/** Reads again the process on screen, after a write (totals and counts come from the API). */
export function recarregar(): void {
  void cargaProvas.recarregar();
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
