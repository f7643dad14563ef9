/**
 * The cards of the public postgraduate listings (issue 35: one writer per table): stricto sensu (pss_etapa) and
 * lato sensu / residência (prj_esp_cronograma). The back office's listings screen decides; these are its writes.
 */
import { escritaPorChave } from '../../db/por-chave.ts';
import { prjEspCronograma, pssEtapa } from '../../db/schema/index.ts';

export const cartaoStricto = escritaPorChave(pssEtapa, pssEtapa.pssEtpCodigo);
export const cartaoLato = escritaPorChave(prjEspCronograma, prjEspCronograma.prjEspCrnCodigo);
