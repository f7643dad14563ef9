import type { ExplicacaoWire } from '../../domain/wire/classificacao-explicacao.ts';
import { apiGet } from '../../lib/api-client.ts';

/** The candidate's own enrolment in the latest published result, explained (the API's message on refusal). */
export const buscarExplicacao = (insPrcCodigo: number) => apiGet<ExplicacaoWire>(`inscricoes/${insPrcCodigo}/explicacao`, undefined, { silent: true }).then((e) => e.data!);
