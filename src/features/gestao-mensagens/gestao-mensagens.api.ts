/** The messages screen's calls, one function each; silent: the screen shows refusals and field errors itself. */
import type { EuNaGestao, MunicipioGestao } from '../../domain/wire/gestao.ts';
import type { LinhaProcessoGestao } from '../../domain/wire/gestao-processos.ts';
import type { ProvasDoProcesso } from '../../domain/wire/gestao-provas.ts';
import type { EnviarMensagemBody, MensagemEnviada, MensagemEnviadaResultado, PreviaDestino, PreviaDestinoQuery } from '../../domain/wire/gestao-mensagens.ts';
import { apiGet, apiPostJson } from '../../lib/api-client.ts';

const silencioso = { silent: true };

export const lerEu = () => apiGet<EuNaGestao>('gestao/eu', undefined, silencioso).then((e) => e.data!);

/** The processes the caller reads (the staff list), newest first. */
export const listarProcessos = () => apiGet<LinhaProcessoGestao[]>('gestao/processos', { limit: 100 }, silencioso).then((e) => e.data ?? []);

/** A process's own exam municipalities (the municipality filter offers only these). */
export const lerMunicipios = (prcSltCodigo: number): Promise<(MunicipioGestao & { prcSltMncPrvCodigo: number })[]> =>
  apiGet<ProvasDoProcesso>(`gestao/processos/${prcSltCodigo}/provas`, undefined, silencioso).then((e) => e.data?.municipios ?? []);

export const previaDoDestino = (q: PreviaDestinoQuery, signal?: AbortSignal) =>
  apiGet<PreviaDestino>('gestao/mensagens/previa-destino', q as Record<string, unknown>, { silent: true, signal }).then((e) => e.data!);

export const enviarMensagem = (corpo: EnviarMensagemBody) =>
  apiPostJson<MensagemEnviadaResultado>('gestao/mensagens/enviar', corpo as unknown as Record<string, unknown>, silencioso).then((e) => ({ dados: e.data!, mensagem: e.message }));

export const listarEnviadas = (prcSltCodigo: number | null, start: number, limit: number) =>
  apiGet<MensagemEnviada[]>('gestao/mensagens', { prcSltCodigo: prcSltCodigo ?? undefined, start, limit }, silencioso).then((e) => ({ linhas: e.data ?? [], total: e.total ?? 0 }));
