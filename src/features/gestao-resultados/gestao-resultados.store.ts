import { criarCarga } from '../../lib/fila.store.ts';
import type { Chamada } from '../../domain/wire/gestao-resultados.ts';
import { lerChamadas, lerResultados } from './gestao-resultados.api.ts';

/** The publications and call-up lists of the process on screen (the staff screens' one store shape, src/lib/fila.store.ts). */
export const cargaResultados = criarCarga({
  buscar: async (prcSltCodigo: number) => {
    const [resultados, chamadas] = await Promise.all([lerResultados(prcSltCodigo), lerChamadas(prcSltCodigo)]);
    return { resultados, chamadas };
  },
  semTexto: 'Não foi possível carregar os resultados.',
});

/** A call-up list made or changed: the screen shows the lists the API answered, without reading the results again. */
export function trocarChamadas(chamadas: Chamada[]): void {
  const e = cargaResultados.$dados.get();
  if (e.status === 'pronto') cargaResultados.$dados.set({ status: 'pronto', dados: { ...e.dados, chamadas } });
}
