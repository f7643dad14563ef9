/**
 * The enrolment-form screen's pure logic: what staff changed, what is wrong with it before it is sent, and how the
 * candidate would see a field with the configuration being typed (the live preview).
 */
import { fieldLabel, type FormConfig } from '../../domain/formulario-config.ts';
import { errosDaConfiguracao, normalizarConfiguracao, type ConfiguracaoEditada } from '../../domain/formulario-layout.ts';
import type { CampoEditado, CampoFormulario, FormularioGestao, NomeLista } from '../../domain/wire/gestao-formulario.ts';
import { matchesSearch } from '../../domain/text.ts';

export type Edicao = Record<number, ConfiguracaoEditada>;

export const configuracaoDe = (c: CampoFormulario): ConfiguracaoEditada => ({
  exibir: c.exibir,
  obrigatorio: c.obrigatorio,
  ajuda: c.ajuda,
  ajudaOculta: c.ajudaOculta,
  nomeAlternativo: c.nomeAlternativo,
});

export const todosOsCampos = (f: FormularioGestao): CampoFormulario[] => f.grupos.flatMap((g) => g.campos);

/** The starting edit: each field as saved. */
export const edicaoInicial = (f: FormularioGestao): Edicao => Object.fromEntries(todosOsCampos(f).map((c) => [c.prcSltFrmCmpCodigo, configuracaoDe(c)]));

const igual = (a: ConfiguracaoEditada, b: ConfiguracaoEditada) => {
  const x = normalizarConfiguracao(a);
  const y = normalizarConfiguracao(b);
  return x.exibir === y.exibir && x.obrigatorio === y.obrigatorio && x.ajuda === y.ajuda && x.ajudaOculta === y.ajudaOculta && x.nomeAlternativo === y.nomeAlternativo;
};

/** The fields whose configuration differs from what is saved: what Salvar sends. */
export function alterados(f: FormularioGestao, edicao: Edicao): CampoEditado[] {
  return todosOsCampos(f)
    .filter((c) => edicao[c.prcSltFrmCmpCodigo] && !igual(edicao[c.prcSltFrmCmpCodigo], configuracaoDe(c)))
    .map((c) => ({ prcSltFrmCmpCodigo: c.prcSltFrmCmpCodigo, ...edicao[c.prcSltFrmCmpCodigo] }));
}

/** The messages the API would give, keyed as it keys them ('<code>.<property>'), checked before sending. */
export function errosLocais(f: FormularioGestao, edicao: Edicao): Record<string, string> {
  const erros: Record<string, string> = {};
  for (const c of todosOsCampos(f)) {
    const e = edicao[c.prcSltFrmCmpCodigo];
    if (!e) continue;
    const rotulo = e.nomeAlternativo?.trim() || c.rotulo;
    for (const [k, m] of Object.entries(errosDaConfiguracao(e, rotulo))) erros[`${c.prcSltFrmCmpCodigo}.${k}`] = m;
  }
  return erros;
}

/** Turning a required field on also shows it; hiding a field also makes it optional (a required field is shown). */
export function alternar(c: ConfiguracaoEditada, chave: 'exibir' | 'obrigatorio', valor: boolean): ConfiguracaoEditada {
  if (chave === 'obrigatorio') return { ...c, obrigatorio: valor, exibir: valor ? true : c.exibir };
  return { ...c, exibir: valor, obrigatorio: valor ? c.obrigatorio : false };
}

export interface CampoNaPrevia {
  codigo: number;
  nome: string;
  tipo: string;
  rotulo: string;
  obrigatorio: boolean;
  ajuda: string | null;
  ajudaOculta: boolean;
}

/** The fields of a group the candidate sees, as they see them: only the shown ones, with their label and mark. */
export function previaDoGrupo(campos: CampoFormulario[], edicao: Edicao): CampoNaPrevia[] {
  return campos
    .filter((c) => c.noFormulario && edicao[c.prcSltFrmCmpCodigo]?.exibir)
    .map((c) => {
      const e = edicao[c.prcSltFrmCmpCodigo];
      const cfg: FormConfig = { [c.prcSltFrmCmpNome]: e };
      return {
        codigo: c.prcSltFrmCmpCodigo,
        nome: c.prcSltFrmCmpNome,
        tipo: c.tipo,
        rotulo: fieldLabel(cfg, c.prcSltFrmCmpNome, c.rotulo),
        obrigatorio: e.obrigatorio,
        ajuda: e.ajuda?.trim() || null,
        ajudaOculta: e.ajudaOculta,
      };
    });
}

/** The list whose items a field offers, to show them in the preview. */
export const LISTA_DO_CAMPO: Record<string, NomeLista | 'tiposInstituicao'> = {
  prcSltLngEstCodigo: 'linguas',
  prcSltSerCodigo: 'series',
  prcSltMdlCodigo: 'modalidades',
  prcSltStrCodigo: 'setores',
  prcSltArCnhCodigo: 'areas-conhecimento',
  arConhecimentos: 'areas-conhecimento',
  prcSltTpDvlCodigo: 'divulgacao',
  prcSltTpEscCodigo: 'escolaridade',
  cndApoio: 'condicoes-apoio',
  tpInstituicoes: 'tiposInstituicao',
};

/**
 * The fields the screen lists (issue 37: ~60 fields on one page needed a search): those whose label, alternative
 * name or wire name contains the search (accents and case ignored), and only the shown ones with "só os campos
 * ativos" — read from the edit in progress, so a field just switched on stays in view.
 */
export function camposVisiveis(campos: CampoFormulario[], edicao: Edicao, busca: string, soAtivos: boolean): CampoFormulario[] {
  const q = busca.trim();
  return campos.filter((c) => {
    if (soAtivos && !(edicao[c.prcSltFrmCmpCodigo]?.exibir ?? c.exibir)) return false;
    if (!q) return true;
    return [c.rotulo, c.prcSltFrmCmpDescricao, c.prcSltFrmCmpNome, edicao[c.prcSltFrmCmpCodigo]?.nomeAlternativo ?? c.nomeAlternativo].some((t) => matchesSearch(t, q));
  });
}
