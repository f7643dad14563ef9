import type {
  ClassificacaoCalculada,
  ConfiguracaoClassificacao,
  ListasDoCalculo,
  NotasImportadas,
  RegrasWire,
} from '../../domain/wire/gestao-classificacao.ts';
import type { ExplicacaoWire } from '../../domain/wire/classificacao-explicacao.ts';
import { apiGet, apiPostJson, apiPostMultipart } from '../../lib/api-client.ts';

// Silent: the screen shows a refusal (SemAcesso), useEscrita the field errors, the scores section the refused lines.
const silencioso = { silent: true };
const base = (prcSltCodigo: number) => `gestao/processos/${prcSltCodigo}/classificacao`;

export const lerConfiguracao = (prcSltCodigo: number) => apiGet<ConfiguracaoClassificacao>(base(prcSltCodigo), undefined, silencioso).then((e) => e.data!);

export const salvarRegras = (prcSltCodigo: number, regras: RegrasWire) => apiPostJson<RegrasWire>(`${base(prcSltCodigo)}/regras`, { regras }, silencioso).then((e) => e.data!);

/** The general scores file (`notas`) or, for a serial process, the serial scores file (`notas-seriado`). */
export function enviarNotas(prcSltCodigo: number, arquivo: File, seriado: boolean) {
  const form = new FormData();
  form.append('arquivo', arquivo, arquivo.name);
  return apiPostMultipart<NotasImportadas>(`${base(prcSltCodigo)}/${seriado ? 'notas-seriado' : 'notas'}`, form, silencioso).then((e) => e.data!);
}

export const salvarAusentes = (prcSltCodigo: number, inscricoes: number[], ausente: boolean) =>
  apiPostJson<{ alteradas: number; ausentes: number[] }>(`${base(prcSltCodigo)}/ausentes`, { inscricoes, ausente }, silencioso).then((e) => e.data!);

export const calcular = (prcSltCodigo: number) => apiPostJson<ClassificacaoCalculada>(`${base(prcSltCodigo)}/calcular`, {}, silencioso).then((e) => e.data!);

/** One page of the last computation's stored lists (null: never computed). */
export const lerListas = (prcSltCodigo: number, start: number) =>
  apiGet<ListasDoCalculo | null>(`${base(prcSltCodigo)}/listas`, { start: String(start) }, silencioso).then((e) => e.data ?? null);

/** "Por que esta posição?" of one enrolment in the last computation (issue 36 item 8); the API's message on refusal. */
export const explicarPosicao = (prcSltCodigo: number, insPrcCodigo: number) =>
  apiGet<ExplicacaoWire | null>(`${base(prcSltCodigo)}/explicacao/${insPrcCodigo}`, undefined, silencioso).then((e) => e.data ?? null);
