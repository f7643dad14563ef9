import type {
  CandidatoEnsalado,
  PreviaEnsalamento,
  ResultadoConfirmacao,
  ResultadoLiberar,
  ResultadoMover,
  ResultadoMunicipioEmLote,
  ResumoEnsalamento,
  SemMunicipio,
} from '../../domain/wire/gestao-ensalamento.ts';
import { API_BASE, apiGet, apiPostJson } from '../../lib/api-client.ts';

// Silent: the screen shows a refusal (SemAcesso), useEscrita the field errors and the justification dialog.
const silencioso = { silent: true };
const base = (prcSltCodigo: number) => `gestao/processos/${prcSltCodigo}/ensalamento`;

export const lerResumo = (prcSltCodigo: number) => apiGet<ResumoEnsalamento>(`${base(prcSltCodigo)}/resumo`, undefined, silencioso).then((e) => e.data!);

export const gerarPrevia = (prcSltCodigo: number) => apiPostJson<PreviaEnsalamento>(`${base(prcSltCodigo)}/previa`, {}, silencioso).then((e) => e.data!);

export const confirmar = (prcSltCodigo: number, token: string, realocar: boolean, justificativa?: string, justificativaContorno?: string) =>
  apiPostJson<ResultadoConfirmacao>(`${base(prcSltCodigo)}/confirmar`, { token, realocar, justificativa: justificativa ?? null, ...(justificativaContorno ? { justificativaContorno } : {}) }, silencioso).then((e) => e.data!);

export const lerSemMunicipio = (prcSltCodigo: number) => apiGet<SemMunicipio>(`${base(prcSltCodigo)}/sem-municipio`, undefined, silencioso).then((e) => e.data!);

export const definirMunicipioEmLote = (prcSltCodigo: number, prcSltMncPrvCodigo: number, justificativa: string) =>
  apiPostJson<ResultadoMunicipioEmLote>(`${base(prcSltCodigo)}/sem-municipio`, { prcSltMncPrvCodigo, justificativa }, silencioso).then((e) => e.data!);

export const buscarCandidatos = (prcSltCodigo: number, busca: string, signal?: AbortSignal) =>
  apiGet<CandidatoEnsalado[]>(`${base(prcSltCodigo)}/inscritos`, { busca }, { silent: true, signal }).then((e) => e.data ?? []);

export const mover = (insPrcCodigo: number, prcSltPrvSlCodigo: number, justificativa: string) =>
  apiPostJson<ResultadoMover>('gestao/ensalamento/mover', { insPrcCodigo, prcSltPrvSlCodigo, justificativa }, silencioso).then((e) => e.data!);

export const liberar = (prcSltCodigo: number, exibir: boolean, lembrete: string) =>
  apiPostJson<ResultadoLiberar>(`${base(prcSltCodigo)}/liberar`, { exibir, lembrete: lembrete.trim() || null }, silencioso).then((e) => e.data!);

/** Download links (plain GETs: the browser sends the session cookie). */
export function urlPdf(prcSltCodigo: number, tipo: 'listas' | 'cartoes' | 'presenca', q: { prcSltPrvSlCodigo?: number; prcSltEtpPrvCodigo?: number } = {}): string {
  const params = new URLSearchParams();
  if (q.prcSltPrvSlCodigo) params.set('prcSltPrvSlCodigo', String(q.prcSltPrvSlCodigo));
  if (q.prcSltEtpPrvCodigo) params.set('prcSltEtpPrvCodigo', String(q.prcSltEtpPrvCodigo));
  const qs = params.toString();
  return `${API_BASE}${base(prcSltCodigo)}/pdf/${tipo}${qs ? `?${qs}` : ''}`;
}
