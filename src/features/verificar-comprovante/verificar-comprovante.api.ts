import { apiGet } from '../../lib/api-client.ts';
import type { Verificacao } from './verificar-comprovante.ts';

/** Public: GET insProcesso/verificarComprovante. Silent: the page explains failures itself. */
export const verificarComprovante = (codigo: string) =>
  apiGet<Verificacao>('insProcesso/verificarComprovante', { codigo }, { silent: true }).then((e) => ({ data: e.data!, message: e.message }));
