import { criarCarga } from '../../lib/fila.store.ts';
import { showError } from '../../lib/ui.store.ts';
import { lerConfiguracao } from './gestao-classificacao.api.ts';

/** The ranking's configuration of the process on screen (the staff screens' one store shape, src/lib/fila.store.ts). */
export const cargaClassificacao = criarCarga({
  buscar: lerConfiguracao,
  aoFalharRecarga: (mensagem) => void showError(mensagem),
  semTexto: 'Não foi possível carregar a classificação.',
});

/** Reads the configuration again (after a scores upload the exams and their counts change; after saving, the rules). */
export function recarregar(): void {
  void cargaClassificacao.recarregar();
}
