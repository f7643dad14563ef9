import { criarCarga, criarLeitura } from '../../lib/fila.store.ts';
import { showError, showModal } from '../../lib/ui.store.ts';
import { buscarMunicipios, lerProvas } from './gestao-provas.api.ts';

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
 * Asks before removing; `remover` (the screen's `enviar` of the removal, then `recarregar`) runs once confirmed, so
 * a refusal (rows still in use) is shown as the API explains it, like any write's.
 */
export function confirmarRemocao(titulo: string, texto: string, remover: () => void): void {
  showModal({
    title: titulo,
    body: [texto, 'A remoção fica registrada na auditoria.'],
    buttons: [
      { label: 'Cancelar', variant: 'outline-secondary' },
      { label: 'Remover', variant: 'danger', onClick: remover },
    ],
  });
}

/** Municipalities found by name, to add one as an exam municipality (searched as staff type). */
export const municipiosAchados = criarLeitura(buscarMunicipios);
