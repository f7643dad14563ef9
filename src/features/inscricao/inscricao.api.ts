import { ApiCallError, apiGet, apiPost, apiSearch, pesquisaParams, type Pesquisa } from '../../lib/api-client.ts';
import type { ResumoPagamentoWire } from '../../domain/wire/pagamento.ts';
import { showAlert } from '../../lib/ui.store.ts';
import { PESSOA_MAP, VINCULO_FALHOU } from './pessoa.ts';
import { OPTION_CHILDREN_LIMIT } from '../../domain/constants.ts';
import type { FieldConfig, FormConfig } from '../../domain/formulario-config.ts';

export interface Processo {
  prcSltExiste: 'T' | 'F';
  prcSltCodigo: number;
  prcSltDescricao: string;
  prcSltVigente: 'T' | 'F';
  prcSltNmrOpcoes: number;
  prcSltPgtBoleto: 'T' | 'F';
  prcSltPgtPix: 'T' | 'F';
  prcSltPgtCartao: 'T' | 'F';
  prcSltIsencaoAberta: 'T' | 'F';
  prcSltTxtInsFinal: string | null;
  /** The process takes candidates' files (absent from an older API: it does not). */
  prcSltEnvArquivo?: 'T' | 'F';
}

export interface Opcao {
  opcCodigo: number;
  opcDescricao: string;
  opcVlrInscricao: number | null;
  opcOpcFinal: 'T' | 'F';
  opcAjuda: string | null;
  opcPgtBoleto: 'T' | 'F';
  opcPgtPix: 'T' | 'F';
  opcPgtCartao: 'T' | 'F';
  tpOpcDescricao: string;
}

export interface Resultado {
  insPrcCodigo: number;
  insPrcIncDtHora: string;
  insPrcAtualizadoEm?: string;
  insPrcCdgVerificacao: string;
}

type Row = Record<string, unknown>;

export interface Listas {
  locais: [number, string][];
  apoios: { codigo: number; descricao: string; detalhar: boolean }[];
  areas: [number, string][];
  tiposInstituicao: [number, string][];
}
const byProcess = (prcSltCodigo: number): Pesquisa => ({ filter: [{ property: 'prcSltCodigo', value: prcSltCodigo }], limit: 1000 });

export const dadosProcesso = (prcSltCodigo: number) => apiGet<Processo>('insProcesso/dadosProcesso', { prcSltCodigo }).then((e) => e.data!);

/** Children of a parent option (null = the roots), sorted by description, limit 1000 (SPEC §7). */
export const opcoesFilhas = (prcSltCodigo: number, pai: number | null) =>
  apiSearch<Opcao>('opcao/pesquisaLogado', {
    filter: [{ property: 'prcSltCodigo', value: prcSltCodigo }, pai === null ? { property: 'opcCdgPai', operator: 'isnull', value: true } : { property: 'opcCdgPai', value: pai }],
    sort: [{ property: 'opcDescricao', direction: 'ASC' }],
    limit: OPTION_CHILDREN_LIMIT,
  });

const toCfg = (r: Row, p: string): FieldConfig => ({
  exibir: r[`${p}Exibir`] === 'T',
  obrigatorio: r[`${p}Obrigatorio`] === 'T',
  ajuda: (r[`${p}Ajuda`] as string | null) ?? null,
  ajudaOculta: r[`${p}AjudaOculta`] === 'T',
  nomeAlternativo: (r[`${p}NomeAlternativo`] as string | null) ?? null,
});

/**
 * The internal-bond check (SPEC §6): kept in session storage as pssFscVncInterno. On failure the
 * SPEC §8 warning is shown and null comes back (the form then keeps identity fields read-only).
 */
export async function verificarVinculo(): Promise<boolean | null> {
  try {
    const e = await apiGet<{ pssFscVncInterno: 'T' | 'F' }>('configuracoes/pssFisica/verificaPssFscVncInterno', undefined, { silent: true });
    const v = e.data?.pssFscVncInterno === 'T' ? 'T' : 'F';
    sessionStorage.setItem('pssFscVncInterno', v);
    return v === 'T';
  } catch (err) {
    if (err instanceof ApiCallError && err.status === 401) throw err;
    sessionStorage.removeItem('pssFscVncInterno');
    // SPEC §9: alerts hide after the 5000 ms default; only the invalid-document warning names another time.
    showAlert('warning', VINCULO_FALHOU);
    return null;
  }
}

/** The candidate's own person (configuracoes/pssFisica/pesquisa with a map), as strings. */
export const dadosPessoa = () =>
  apiGet<Row[]>('configuracoes/pssFisica/pesquisa', pesquisaParams({ map: PESSOA_MAP })).then((e) =>
    Object.fromEntries(Object.entries(e.data?.[0] ?? {}).map(([k, v]) => [k, v === null || v === undefined ? '' : String(v)])),
  );

export const atualizarPessoa = (body: Record<string, string>) => apiPost<Row>('configuracoes/pssFisica/atualizaDados', body).then((e) => e.data!);

/** Choices of the list parts: desired locations (the process's exam municipalities), support conditions, knowledge areas, institution types. */
export async function listas(prcSltCodigo: number): Promise<Listas> {
  const [mnc, apoio, areas, tipos] = await Promise.all([
    apiSearch<Row>('prcSltMncProva/pesquisa', byProcess(prcSltCodigo)),
    apiSearch<Row>('prcSltDfcCndApoio/pesquisa', byProcess(prcSltCodigo)),
    apiSearch<Row>('prcSltArConhecimento/pesquisa', byProcess(prcSltCodigo)),
    apiSearch<Row>('tipoInstituicao/pesquisa', { limit: 1000 }),
  ]);
  const locais = new Map<number, string>();
  for (const r of mnc) locais.set(Number(r.mncCodigo), `${r.mncDescricao} - ${r.ufCodigo}`);
  return {
    locais: [...locais],
    apoios: apoio.map((r) => ({ codigo: Number(r.prcSltDfcCndApoioCodigo), descricao: String(r.prcSltDfcCndApoioDescricao), detalhar: r.prcSltDfcCndApoioDetalhar === 'T' })),
    areas: areas.map((r) => [Number(r.prcSltArCnhCodigo), String(r.prcSltArCnhDescricao)] as [number, string]),
    tiposInstituicao: tipos.map((r) => [Number(r.tpIstCodigo), String(r.tpIstDescricao)] as [number, string]),
  };
}

/** The process's form configuration and the one for the candidate's bond kind. */
export async function configuracao(prcSltCodigo: number, interno: boolean | null): Promise<{ processo: FormConfig; vinculo: FormConfig }> {
  const vinc = interno ? 'INTERNO' : 'EXTERNO';
  const [proc, porVinculo] = await Promise.all([
    apiSearch<Row>('prcSltCnfFormulario/pesquisa', byProcess(prcSltCodigo)),
    apiSearch<Row>('prcSltCnfFrmVinculo/pesquisa', { filter: [{ property: 'prcSltCodigo', value: prcSltCodigo }, { property: 'prcSltCnfFrmVncTipo', value: vinc }], limit: 1000 }),
  ]);
  const processo: FormConfig = Object.fromEntries(proc.map((r) => [r.prcSltFrmCmpNome as string, toCfg(r, 'prcSltCnfFrm')]));
  const vinculo: FormConfig = Object.fromEntries(porVinculo.map((r) => [r.prcSltFrmCmpNome as string, toCfg(r, 'prcSltCnfFrmVnc')]));
  return { processo, vinculo };
}

/** A process lookup as [code, label] pairs. */
export const lookup = (path: string, prcSltCodigo: number, code: string, label: (r: Row) => string) =>
  apiSearch<Row>(`${path}/pesquisa`, byProcess(prcSltCodigo)).then((rows) => rows.map((r) => [Number(r[code]), label(r)] as [number, string]));

export const inscricao = (insPrcCodigo: number) => apiGet<Row>('insProcesso/buscarPorCodigo', { insPrcCodigo }).then((e) => e.data!);

export const hierarquia = (insPrcCodigo: number) =>
  apiGet<{ prcSltOpcOrdem: number; hierarquia: { opcCodigo: number }[] }[]>('prcSltOpcao/pegarHierarquiaOpcaoInscricao', { insPrcCodigo }).then((e) => e.data ?? []);

export const enviar = (novo: boolean, body: Record<string, unknown>) => apiPost<Resultado>(novo ? 'insProcesso/cadastrar2' : 'insProcesso/atualizar2', body).then((e) => e.data!);

export const criarConta = (body: Record<string, unknown>) => apiPost<{ pssFscCodigo: number }>('pssFscTemporaria/cadastrarPssFisicaTemporaria', body).then((e) => e.data!);

/** Resends the confirmation e-mail; the answer's message says where it went. */
export const reenviarEmail = (insPrcCodigo: number) => apiGet<{ enviado: 'T' | 'F' }>('insProcesso/enviarEmailInscricaoConcluida', { insPrcCodigo }).then((e) => e.message ?? '');

/** An institution as the origin-institution picker shows it: "Name (SIGLA)". */
export const instituicaoRotulo = (r: Row) => (r.istSigla ? `${r.istNome} (${r.istSigla})` : String(r.istNome));

/**
 * Institutions whose name or acronym contains `termo`, ignoring case and accents (the server's like folds both),
 * name order, at most `limite`. Two lookups (name, acronym) merged, since pesquisa filters are AND-ed.
 */
export async function buscarInstituicoes(termo: string, limite = 20): Promise<[number, string][]> {
  const por = (property: string) =>
    apiSearch<Row>('instituicao/pesquisa', { filter: [{ property, value: termo, operator: 'like' }], sort: [{ property: 'istNome', direction: 'ASC' }], limit: limite }, { silent: true });
  const [nome, sigla] = await Promise.all([por('istNome'), por('istSigla')]);
  const out = new Map<number, string>();
  for (const r of [...nome, ...sigla].sort((a, b) => String(a.istNome).localeCompare(String(b.istNome), 'pt-BR'))) out.set(Number(r.istCodigo), instituicaoRotulo(r));
  return [...out].slice(0, limite);
}

/** One institution's label by its code (an enrolment being edited or a restored draft). */
export const instituicaoPorCodigo = (istCodigo: number) =>
  apiSearch<Row>('instituicao/pesquisa', { filter: [{ property: 'istCodigo', value: istCodigo }], limit: 1 }, { silent: true }).then(([r]) => (r ? instituicaoRotulo(r) : null));

/** The person's pickers (issue 24 point 3): UFs, a UF's municipalities, one municipality by code, the banks. */
export const listarUfs = () => apiSearch<Row>('configuracoes/uf/pesquisa', { sort: [{ property: 'ufCodigo', direction: 'ASC' }] }, { silent: true }).then((rs) => rs.map((r) => [String(r.ufCodigo), String(r.ufDescricao)] as [string, string]));
export const listarMunicipios = (ufCodigo: string) =>
  apiSearch<Row>('configuracoes/municipio/pesquisa', { filter: [{ property: 'ufCodigo', value: ufCodigo }], sort: [{ property: 'mncDescricao', direction: 'ASC' }], limit: 5000 }, { silent: true }).then((rs) => rs.map((r) => [String(r.mncCodigo), String(r.mncDescricao)] as [string, string]));
export const ufDoMunicipio = (mncCodigo: number) =>
  apiSearch<Row>('configuracoes/municipio/pesquisa', { filter: [{ property: 'mncCodigo', value: mncCodigo }], limit: 1 }, { silent: true }).then(([r]) => (r ? String(r.ufCodigo) : ''));
export const listarBancos = () => apiSearch<Row>('configuracoes/banco/pesquisa', { sort: [{ property: 'bncNumero', direction: 'ASC' }] }, { silent: true }).then((rs) => rs.map((r) => [String(r.bncCodigo), `${String(r.bncNumero)} - ${String(r.bncDescricao)}`] as [string, string]));

/**
 * What the new enrolment owes (insBoleto/resumo, the payment screen's own call): the confirmation leads straight
 * to paying when a fee is due (issue 38). Silent: without it the confirmation shows as before.
 */
export async function taxaDevida(insPrcCodigo: number): Promise<Pick<ResumoPagamentoWire, 'situacao' | 'podeEmitir' | 'aPagarTexto' | 'formas'> | null> {
  try {
    return (await apiGet<ResumoPagamentoWire>('insBoleto/resumo', { insPrcCodigo }, { silent: true })).data ?? null;
  } catch {
    return null;
  }
}
