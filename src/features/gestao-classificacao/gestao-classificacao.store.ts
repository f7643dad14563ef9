import { criarCarga, criarLeitura } from '../../lib/fila.store.ts';
import { showError } from '../../lib/ui.store.ts';
import { explicarPosicao, lerConfiguracao, lerListas } from './gestao-classificacao.api.ts';

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

/**
 * A page of the last computation's stored lists (null: never computed). Another page that fails keeps the one on
 * screen and says why in the error modal.
 */
export const listasDoCalculo = criarLeitura((q: { prcSltCodigo: number; start: number }) => lerListas(q.prcSltCodigo, q.start), { aoFalharRecarga: (m) => void showError(m) });

/** "Por que esta posição?" of one enrolment in the last computation (null: not in its lists). */
export const explicacaoDaPosicao = criarLeitura((q: { prcSltCodigo: number; insPrcCodigo: number }) => explicarPosicao(q.prcSltCodigo, q.insPrcCodigo));
