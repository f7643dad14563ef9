import type { MunicipioGestao } from '../../domain/wire/gestao.ts';
import { apiDelete, apiGet, apiPostJson } from '../../lib/api-client.ts';
import type {
  EtapaDeProva,
  LocalDeProva,
  MunicipioDeProva,
  ProvasDoProcesso,
  Removido,
  SalaDeProva,
  SalvarEtapa,
  SalvarLocalDeProva,
  SalvarSala,
} from '../../domain/wire/gestao-provas.ts';

// Every call is silent: the screen shows a refusal (SemAcesso) and useEscrita the field errors and the
// justification dialog.
const silencioso = { silent: true };

export const lerProvas = (prcSltCodigo: number) => apiGet<ProvasDoProcesso>(`gestao/processos/${prcSltCodigo}/provas`, undefined, silencioso).then((e) => e.data!);

export const buscarMunicipios = (q: string, signal?: AbortSignal) => apiGet<MunicipioGestao[]>('gestao/municipios', { q }, { silent: true, signal }).then((e) => e.data ?? []);

export const acrescentarMunicipio = (prcSltCodigo: number, mncCodigo: number) =>
  apiPostJson<MunicipioDeProva>('gestao/municipios-prova/salvar', { prcSltCodigo, mncCodigo }, silencioso).then((e) => e.data!);

export const removerMunicipio = (prcSltMncPrvCodigo: number) => apiDelete<Removido>(`gestao/municipios-prova/${prcSltMncPrvCodigo}`, silencioso);

const comJustificativa = <T extends object>(corpo: T, justificativa?: string) => ({ ...corpo, justificativa: justificativa ?? null });

export const salvarLocal = (corpo: SalvarLocalDeProva, justificativa?: string) =>
  apiPostJson<LocalDeProva>('gestao/locais-prova/salvar', comJustificativa(corpo, justificativa), silencioso).then((e) => e.data!);

export const removerLocal = (prcSltLclPrvCodigo: number) => apiDelete<Removido>(`gestao/locais-prova/${prcSltLclPrvCodigo}`, silencioso);

export const salvarSala = (corpo: SalvarSala, justificativa?: string) => apiPostJson<SalaDeProva>('gestao/salas/salvar', comJustificativa(corpo, justificativa), silencioso).then((e) => e.data!);

export const removerSala = (prcSltPrvSlCodigo: number) => apiDelete<Removido>(`gestao/salas/${prcSltPrvSlCodigo}`, silencioso);

export const salvarEtapa = (corpo: SalvarEtapa, justificativa?: string) =>
  apiPostJson<EtapaDeProva>('gestao/etapas-prova/salvar', comJustificativa(corpo, justificativa), silencioso).then((e) => e.data!);

/** A DELETE has no body: the justification goes in the query. */
export const removerEtapa = (prcSltEtpPrvCodigo: number, justificativa?: string) =>
  apiDelete<Removido>(`gestao/etapas-prova/${prcSltEtpPrvCodigo}${justificativa ? `?justificativa=${encodeURIComponent(justificativa)}` : ''}`, silencioso);
