import { apiGet, apiPost, pesquisaParams } from '../../lib/api-client.ts';
import { OPTION_CHILDREN_LIMIT } from '../../domain/constants.ts';
import type { FieldConfig, FormConfig } from '../../domain/form-config.ts';

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
const byProcess = (prcSltCodigo: number) => pesquisaParams({ filter: [{ property: 'prcSltCodigo', value: prcSltCodigo }], limit: 1000 });

export const dadosProcesso = (prcSltCodigo: number) => apiGet<Processo>('insProcesso/dadosProcesso', { prcSltCodigo }).then((e) => e.data!);

/** Children of a parent option (null = the roots), sorted by description, limit 1000 (SPEC §7). */
export const opcoesFilhas = (prcSltCodigo: number, pai: number | null) =>
  apiGet<Opcao[]>(
    'opcao/pesquisaLogado',
    pesquisaParams({
      filter: [{ property: 'prcSltCodigo', value: prcSltCodigo }, pai === null ? { property: 'opcCdgPai', operator: 'isnull', value: true } : { property: 'opcCdgPai', value: pai }],
      sort: [{ property: 'opcDescricao', direction: 'ASC' }],
      limit: OPTION_CHILDREN_LIMIT,
    }),
  ).then((e) => e.data ?? []);

const toCfg = (r: Row, p: string): FieldConfig => ({
  exibir: r[`${p}Exibir`] === 'T',
  obrigatorio: r[`${p}Obrigatorio`] === 'T',
  ajuda: (r[`${p}Ajuda`] as string | null) ?? null,
  ajudaOculta: r[`${p}AjudaOculta`] === 'T',
  nomeAlternativo: (r[`${p}NomeAlternativo`] as string | null) ?? null,
});

/** The process's form configuration and the one for the candidate's bond kind. */
export async function configuracao(prcSltCodigo: number): Promise<{ processo: FormConfig; vinculo: FormConfig }> {
  const vinc = await apiGet<{ pssFscVncInterno: 'T' | 'F' }>('configuracoes/pssFisica/verificaPssFscVncInterno', undefined, { silent: true })
    .then((e) => (e.data?.pssFscVncInterno === 'T' ? 'INTERNO' : 'EXTERNO'))
    .catch(() => 'EXTERNO');
  const [proc, porVinculo] = await Promise.all([
    apiGet<Row[]>('prcSltCnfFormulario/pesquisa', byProcess(prcSltCodigo)),
    apiGet<Row[]>('prcSltCnfFrmVinculo/pesquisa', pesquisaParams({ filter: [{ property: 'prcSltCodigo', value: prcSltCodigo }, { property: 'prcSltCnfFrmVncTipo', value: vinc }], limit: 1000 })),
  ]);
  const processo: FormConfig = Object.fromEntries((proc.data ?? []).map((r) => [r.prcSltFrmCmpNome as string, toCfg(r, 'prcSltCnfFrm')]));
  const vinculo: FormConfig = Object.fromEntries((porVinculo.data ?? []).map((r) => [r.prcSltFrmCmpNome as string, toCfg(r, 'prcSltCnfFrmVnc')]));
  return { processo, vinculo };
}

/** A process lookup as [code, label] pairs. */
export const lookup = (path: string, prcSltCodigo: number, code: string, label: (r: Row) => string) =>
  apiGet<Row[]>(`${path}/pesquisa`, byProcess(prcSltCodigo)).then((e) => (e.data ?? []).map((r) => [Number(r[code]), label(r)] as [number, string]));

export const inscricao = (insPrcCodigo: number) => apiGet<Row>('insProcesso/buscarPorCodigo', { insPrcCodigo }).then((e) => e.data!);

export const hierarquia = (insPrcCodigo: number) =>
  apiGet<{ prcSltOpcOrdem: number; hierarquia: { opcCodigo: number }[] }[]>('prcSltOpcao/pegarHierarquiaOpcaoInscricao', { insPrcCodigo }).then((e) => e.data ?? []);

export const enviar = (novo: boolean, body: Record<string, unknown>) => apiPost<Resultado>(novo ? 'insProcesso/cadastrar2' : 'insProcesso/atualizar2', body).then((e) => e.data!);

export const criarConta = (body: Record<string, unknown>) => apiPost<{ pssFscCodigo: number }>('pssFscTemporaria/cadastrarPssFisicaTemporaria', body).then((e) => e.data!);

/** Resends the confirmation e-mail; the answer's message says where it went. */
export const reenviarEmail = (insPrcCodigo: number) => apiGet<{ enviado: 'T' | 'F' }>('insProcesso/enviarEmailInscricaoConcluida', { insPrcCodigo }).then((e) => e.message ?? '');
