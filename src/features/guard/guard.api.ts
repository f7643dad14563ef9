import { apiGet, pesquisaParams } from '../../lib/api-client.ts';
import { ENROLMENT_LOOKUP_PAGE_SIZE } from '../../domain/constants.ts';

export interface ProcessoFacts {
  prcSltExiste: 'T' | 'F';
  prcSltVigente: 'T' | 'F';
  prcSltInsUnica?: 'T' | 'F';
}

export interface EnrolmentRow {
  insPrcCodigo: number;
  edicaoPermitida: 'T' | 'F';
  prcSeletivo: { prcSltInsUnica: 'T' | 'F' };
}

/** Does the process exist and is it open (insProcesso/dadosProcesso)? Silent: the guard goes home on failure. */
export const processFacts = (prcSltCodigo: number) =>
  apiGet<ProcessoFacts>('insProcesso/dadosProcesso', { prcSltCodigo }, { silent: true }).then((e) => e.data!);

/** The existing-enrolment lookup: page size 1, newest first (SPEC §7). */
export const latestEnrolment = (prcSltCodigo: number) =>
  apiGet<EnrolmentRow[]>(
    'insProcesso/pesquisa',
    pesquisaParams({
      filter: [
        { property: 'prcSltCodigo', value: prcSltCodigo },
        { property: 'insCancelada', value: 'F' },
      ],
      sort: [{ property: 'insPrcIncDtHora', direction: 'DESC' }],
      start: 0,
      limit: ENROLMENT_LOOKUP_PAGE_SIZE,
    }),
    { silent: true },
  ).then((e) => e.data?.[0] ?? null);
