/**
 * Reserved-seat categories computed from what the candidate declared on the enrolment form (issue 36 items 1 and 2).
 * A process lists its categories; each names the declarations that make a candidate eligible for it (all of
 * `todas`, and at least one of `algumaDe` when that list is not empty). A declaration is either one of the
 * built-in ones below (public school, income, preto/pardo, indígena, quilombola, deficiência) or any other T/F
 * answer of the enrolment form (the institution's own: 'insPrcCtsPrvParana', 'insPrcPrfEdcBasica', ...).
 * A declaration the process verifies counts only once confirmed (by the commission's decision or, after an appeal,
 * by the appeal's). Pure: no DOM, no database. The federal preset is in cotas-federal.ts.
 */
import { CODIGO_CATEGORIA } from './classificacao-regras.ts';

/** The built-in declarations, each read from the enrolment's answers. */
export const DECLARACOES = ['ESCOLA_PUBLICA', 'RENDA', 'PRETO_PARDO', 'INDIGENA', 'QUILOMBOLA', 'DEFICIENCIA'] as const;
export type DeclaracaoPadrao = (typeof DECLARACOES)[number];

export const ROTULO_DECLARACAO: Record<DeclaracaoPadrao, string> = {
  ESCOLA_PUBLICA: 'Cursou todo o ensino médio em escola pública',
  RENDA: 'Renda familiar per capita até o limite do edital',
  PRETO_PARDO: 'Autodeclarado preto ou pardo',
  INDIGENA: 'Autodeclarado indígena',
  QUILOMBOLA: 'Autodeclarado quilombola',
  DEFICIENCIA: 'Pessoa com deficiência',
};

/** The enrolment column each built-in declaration reads (RENDA reads income and household size, insPrcVlrRenda and insPrcQtdFamilia). */
export const CAMPO_DA_DECLARACAO: Record<Exclude<DeclaracaoPadrao, 'RENDA'>, string> = {
  ESCOLA_PUBLICA: 'insPrcEscolaPublica',
  PRETO_PARDO: 'insPrcAfrodescendente',
  INDIGENA: 'insPrcIndigena',
  QUILOMBOLA: 'insPrcQuilombola',
  DEFICIENCIA: 'insPrcDeficiente',
};

/** How a declaration is verified (the edital says which): null means the self-declaration is enough. */
export const VERIFICACOES = ['HETEROIDENTIFICACAO', 'DOCUMENTAL', 'MULTIPROFISSIONAL', 'RENDA', 'ESCOLAR'] as const;
export type TipoVerificacao = (typeof VERIFICACOES)[number];
export const ROTULO_VERIFICACAO: Record<TipoVerificacao, string> = {
  HETEROIDENTIFICACAO: 'Comissão de heteroidentificação',
  DOCUMENTAL: 'Análise documental',
  MULTIPROFISSIONAL: 'Avaliação multiprofissional (biopsicossocial)',
  RENDA: 'Análise de renda',
  ESCOLAR: 'Análise do histórico escolar',
};

export interface CategoriaDeclarada {
  codigo: string;
  nome: string;
  /** Declarations the candidate must have, all of them. */
  todas: string[];
  /** At least one of these (empty: no such condition). PPI = preto/pardo or indígena. */
  algumaDe: string[];
  /** Where this category's unfilled seats go, in order (the ranking's seat moves; 'AC' last). */
  destinos: string[];
}

export interface ConfiguracaoCotas {
  /** 'federal' when the categories came from the federal preset (seats then computed from percentages). */
  modelo: 'federal' | 'propria';
  categorias: CategoriaDeclarada[];
  /** Per declaration, its verification (absent or null: the self-declaration is enough). */
  verificacoes: Record<string, TipoVerificacao | null>;
  /** Income limit per capita, in centavos (the federal law: one minimum wage, Lei 12.711 art. 1º parágrafo único as amended by Lei 14.723/2023). */
  rendaLimite: number;
  /** A candidate whose declaration was not confirmed competes in AC only, or is eliminated (the edital says which). */
  naoConfirmado: 'ampla' | 'eliminado';
  /** Days the candidate has to appeal after a "não confirmado" decision. */
  prazoRecursoDias: number;
  /** Federal preset: the state's shares (IBGE, last census), in percent, and the seats' manual adjustments. */
  percentuais: { ppi: number; quilombola: number; pcd: number } | null;
  ajustes: AjusteVagas[];
  /** Federal preset: each option's total seats as staff typed it (the lists are computed from it; an override does not change it). */
  totais?: { opcao: number; total: number }[];
}

export interface AjusteVagas {
  opcao: number;
  lista: string;
  vagas: number;
  justificativa: string;
}

/** The enrolment's answers the eligibility reads (flags by column name, income in centavos, household size). */
export interface RespostasInscricao {
  flags: Readonly<Record<string, boolean>>;
  renda: number | null;
  pessoasFamilia: number | null;
}

/** Family income per capita in centavos (null when the candidate did not say both numbers). */
export function rendaPerCapita(r: Pick<RespostasInscricao, 'renda' | 'pessoasFamilia'>): number | null {
  if (r.renda === null || !r.pessoasFamilia || r.pessoasFamilia < 1) return null;
  return Math.floor(r.renda / r.pessoasFamilia);
}

/** The declarations the candidate made on the form: built-in ones from their columns, the institution's own by column name. */
export function declaracoesFeitas(r: RespostasInscricao, config: Pick<ConfiguracaoCotas, 'rendaLimite' | 'categorias' | 'verificacoes'>): Set<string> {
  const out = new Set<string>();
  for (const [d, campo] of Object.entries(CAMPO_DA_DECLARACAO)) if (r.flags[campo]) out.add(d);
  // "renda igual ou inferior a 1 (um) salário mínimo per capita" (Lei 12.711, art. 1º, parágrafo único, as amended by
  // Lei 14.723/2023): the limit itself is inside. Compared exactly (renda ≤ limite × pessoas): a per-capita income a
  // fraction of a centavo above the limit (R$ 4.554,01 for 3 people at R$ 1.518,00) is above it, which the floored
  // division of rendaPerCapita would let in.
  if (r.renda !== null && r.pessoasFamilia && r.pessoasFamilia >= 1 && r.renda <= config.rendaLimite * r.pessoasFamilia) out.add('RENDA');
  const proprias = [...config.categorias.flatMap((c) => [...c.todas, ...c.algumaDe]), ...Object.keys(config.verificacoes)];
  for (const d of proprias) if (!DECLARACOES.includes(d as DeclaracaoPadrao) && r.flags[d]) out.add(d);
  return out;
}

export type SituacaoVerificacao = 'pendente' | 'confirmado' | 'nao_confirmado';

/** A declaration counts when made and, if the process verifies it, confirmed (after any appeal). */
export function declaracoesValidas(feitas: ReadonlySet<string>, config: Pick<ConfiguracaoCotas, 'verificacoes'>, situacao: (d: string) => SituacaoVerificacao): Set<string> {
  const out = new Set<string>();
  for (const d of feitas) if (!config.verificacoes[d] || situacao(d) === 'confirmado') out.add(d);
  return out;
}

export const elegivel = (c: Pick<CategoriaDeclarada, 'todas' | 'algumaDe'>, validas: ReadonlySet<string>): boolean =>
  c.todas.every((d) => validas.has(d)) && (c.algumaDe.length === 0 || c.algumaDe.some((d) => validas.has(d)));

/** The categories the candidate is entitled to, in the process's order: the ranking's `categorias`. */
export function categoriasDoCandidato(config: Pick<ConfiguracaoCotas, 'categorias'>, validas: ReadonlySet<string>): string[] {
  return config.categorias.filter((c) => elegivel(c, validas)).map((c) => c.codigo);
}

/**
 * Whether the candidate is eliminated by the process's rule on unconfirmed declarations: they declared something
 * a category of theirs needs, and the verification (appeal included) said "não confirmado".
 */
export function eliminadoPorNaoConfirmacao(config: Pick<ConfiguracaoCotas, 'naoConfirmado' | 'verificacoes'>, feitas: ReadonlySet<string>, situacao: (d: string) => SituacaoVerificacao): boolean {
  if (config.naoConfirmado !== 'eliminado') return false;
  return [...feitas].some((d) => config.verificacoes[d] && situacao(d) === 'nao_confirmado');
}

const DECLARACAO_PROPRIA = /^insPrc[A-Za-z0-9]{2,40}$/;

/** Field-by-field check of a configuration; { field: 'mensagem' }, empty when valid. camposTF: the form's T/F fields. */
export function validarConfiguracaoCotas(c: ConfiguracaoCotas, camposTF: ReadonlySet<string>): Record<string, string> {
  const erros: Record<string, string> = {};
  const codigos = new Set(c.categorias.map((x) => x.codigo));
  const vistos = new Set<string>();
  const conhecida = (d: string) => DECLARACOES.includes(d as DeclaracaoPadrao) || (DECLARACAO_PROPRIA.test(d) && camposTF.has(d));
  c.categorias.forEach((x, i) => {
    if (x.codigo === 'AC' || !CODIGO_CATEGORIA.test(x.codigo)) erros[`categorias.${i}.codigo`] = 'Use de 1 a 20 letras maiúsculas, dígitos ou _, começando por letra (AC é a ampla concorrência).';
    else if (vistos.has(x.codigo)) erros[`categorias.${i}.codigo`] = `A categoria ${x.codigo} aparece mais de uma vez.`;
    vistos.add(x.codigo);
    if (!x.nome.trim()) erros[`categorias.${i}.nome`] = 'Informe o nome da categoria.';
    if (x.todas.length + x.algumaDe.length === 0) erros[`categorias.${i}.todas`] = 'Diga quais declarações da inscrição dão direito a esta categoria.';
    const ruim = [...x.todas, ...x.algumaDe].find((d) => !conhecida(d));
    if (ruim) erros[`categorias.${i}.todas`] = `A declaração ${ruim} não é uma pergunta Sim/Não do formulário de inscrição.`;
    const destinoRuim = x.destinos.find((d) => d !== 'AC' && (!codigos.has(d) || d === x.codigo));
    if (destinoRuim) erros[`categorias.${i}.destinos`] = `Destino das vagas não ocupadas inválido: ${destinoRuim}.`;
    else if (new Set(x.destinos).size !== x.destinos.length) erros[`categorias.${i}.destinos`] = 'Um destino aparece mais de uma vez.';
  });
  for (const [d, v] of Object.entries(c.verificacoes)) {
    if (!conhecida(d)) erros[`verificacoes.${d}`] = `A declaração ${d} não existe no formulário.`;
    else if (v !== null && !VERIFICACOES.includes(v)) erros[`verificacoes.${d}`] = 'Tipo de verificação desconhecido.';
  }
  if (!Number.isInteger(c.rendaLimite) || c.rendaLimite <= 0) erros.rendaLimite = 'Informe o limite de renda per capita em reais.';
  if (!Number.isInteger(c.prazoRecursoDias) || c.prazoRecursoDias < 1 || c.prazoRecursoDias > 60) erros.prazoRecursoDias = 'O prazo de recurso deve ter de 1 a 60 dias.';
  if (c.percentuais) {
    for (const k of ['ppi', 'quilombola', 'pcd'] as const) {
      const v = c.percentuais[k];
      if (!Number.isFinite(v) || v < 0 || v > 100) erros[`percentuais.${k}`] = 'Informe um percentual de 0 a 100.';
    }
    if (!Object.keys(erros).some((k) => k.startsWith('percentuais')) && c.percentuais.ppi + c.percentuais.quilombola + c.percentuais.pcd > 100) {
      erros.percentuais = 'A soma dos percentuais não pode passar de 100%.';
    }
  }
  c.ajustes.forEach((a, i) => {
    if (!Number.isInteger(a.vagas) || a.vagas < 0 || a.vagas > 100_000) erros[`ajustes.${i}.vagas`] = 'Informe um número inteiro de vagas, de 0 a 100.000.';
    if (a.lista !== 'AC' && !codigos.has(a.lista)) erros[`ajustes.${i}.lista`] = `A categoria ${a.lista} não existe neste processo.`;
    if (a.justificativa.trim().length < 10) erros[`ajustes.${i}.justificativa`] = 'Justifique o ajuste desta vaga (pelo menos 10 caracteres).';
  });
  return erros;
}
