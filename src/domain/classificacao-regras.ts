/**
 * The rules of a process's ranking by quota (issue 22 item 3) and their field-by-field check, shared by the
 * API (which refuses bad rules) and the staff screen (which shows the same messages before sending).
 * Pure: no DOM, no database. The computation itself is in classificacao.ts.
 */

/**
 * Ampla concorrência: every candidate of an option competes in it first (Lei 12.711, art. 3º, § 2º, added by Lei
 * 14.723/2023; Decreto 7.824, art. 2º, § 2º, as amended by Decreto 11.781/2023).
 */
export const AMPLA = 'AC';

export interface CategoriaCota {
  /** Short code ('LB_PPI', 'PCD', ...): letters, digits and '_' — never 'AC'. */
  codigo: string;
  nome: string;
  /**
   * Where the seats this category leaves unfilled go, in order of preference (category codes or 'AC'); empty: they
   * stay in the category. A seat goes to the first list of the category's chain (cadeiaDe) with a candidate waiting
   * (classificacao-vagas.ts). Cycles are allowed (PPI -> PCD and PCD -> PPI, Decreto 7.824/2012 art. 2 §1 as amended
   * by Decreto 11.781/2023): a seat only moves where it fills at once, so the computation always ends.
   */
  destinos: readonly string[];
}

/**
 * What a candidate approved in a later option of theirs does in the earlier ones (issue 36 item 5):
 * false (Sisu since 2019): a candidate selected in any option waits in none; true: they stay in the waiting lists of
 * the options they preferred. Either way a candidate is approved in at most one option and never waits below it.
 */
export interface RegrasOpcoes {
  esperaNasOpcoesAnteriores: boolean;
}

export interface VagasLista {
  opcao: number;
  /** 'AC' or a category code. */
  lista: string;
  vagas: number;
}

export interface PesoProva {
  prova: number;
  peso: number;
}

export interface RegrasEliminacao {
  /** An absent candidate is eliminated. */
  ausente: boolean;
  /** Exams in which a zero (or no score at all) eliminates, e.g. the essay. */
  zeroEm: number[];
  /** A weighted total below this eliminates (null: no minimum). */
  minimoTotal: number | null;
}

/**
 * One tie-break, applied in the configured order after the weighted total:
 * - prova: the higher score in that exam first;
 * - idoso: Estatuto da Pessoa Idosa (Lei 10.741, art. 27, parágrafo único) — people aged 60 or more on the
 *   reference date first, the older first among them; the others stay tied for the next criterion;
 * - idade: the older candidate first (unknown birth dates last);
 * - inscricao: the earlier enrolment first.
 * The ranking always ends with the earlier enrolment instant and then the lower enrolment number, so the
 * order is total and never depends on the order the candidates came in.
 */
export type CriterioDesempate = { tipo: 'prova'; prova: number } | { tipo: 'idoso' } | { tipo: 'idade' } | { tipo: 'inscricao' };

export interface RegrasClassificacao {
  /** In the order the categories compete after ampla concorrência. */
  categorias: CategoriaCota[];
  vagas: VagasLista[];
  pesos: PesoProva[];
  eliminacao: RegrasEliminacao;
  desempate: CriterioDesempate[];
  /** 'yyyy-mm-dd': the day on which "60 or more" is judged (usually the last day of enrolment). */
  dataReferencia: string;
  /** Absent (rules saved before issue 36): a selected candidate waits in no other option. */
  opcoes?: RegrasOpcoes;
}

export const CODIGO_CATEGORIA = /^[A-Z][A-Z0-9_]{0,19}$/;
const DIA = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The chain of a category: its destinations in order, then theirs (breadth first), each list once, never the
 * category itself. A seat the category cannot fill goes to the first list of this chain with a candidate waiting:
 * the category's own order first, then, where none of those has anyone, the places they would send their own seats.
 */
export function cadeiaDe(codigo: string, categorias: readonly Pick<CategoriaCota, 'codigo' | 'destinos'>[]): string[] {
  const destinos = new Map(categorias.map((c) => [c.codigo, c.destinos]));
  const vistos = new Set<string>([codigo]);
  const cadeia: string[] = [];
  for (let i = -1; i < cadeia.length; i++) {
    for (const d of destinos.get(i < 0 ? codigo : cadeia[i]) ?? []) {
      if (vistos.has(d)) continue;
      vistos.add(d);
      cadeia.push(d);
    }
  }
  return cadeia;
}

/**
 * Rules as stored: those saved before issue 36 name one `destino` (or null) per category; they read as a list of
 * one (or none). Every other field is as saved (validarRegras checked it then).
 */
export function lerRegras(salvas: unknown): RegrasClassificacao {
  const r = salvas as Omit<RegrasClassificacao, 'categorias'> & { categorias: (Omit<CategoriaCota, 'destinos'> & { destinos?: string[]; destino?: string | null })[] };
  return {
    ...r,
    categorias: r.categorias.map(({ destino, destinos, ...c }) => ({ ...c, destinos: Array.isArray(destinos) ? destinos : destino ? [destino] : [] })),
  };
}

/**
 * Checks the rules; answers { field: 'mensagem' } (empty when valid). Field names follow the body's shape
 * ('categorias.1.codigo', 'vagas.3.vagas', 'desempate.0', ...) so the screen puts each message beside its control.
 * provasExistentes: the process's exam codes (weights, zero rules and tie-breaks must name one of them).
 */
export function validarRegras(regras: RegrasClassificacao, provasExistentes?: ReadonlySet<number>): Record<string, string> {
  const erros: Record<string, string> = {};
  const codigos = new Set<string>();
  regras.categorias.forEach((c, i) => {
    if (c.codigo === AMPLA) erros[`categorias.${i}.codigo`] = 'AC é a ampla concorrência; escolha outro código para a categoria.';
    else if (!CODIGO_CATEGORIA.test(c.codigo)) erros[`categorias.${i}.codigo`] = 'Use de 1 a 20 letras maiúsculas, dígitos ou _, começando por letra.';
    else if (codigos.has(c.codigo)) erros[`categorias.${i}.codigo`] = `A categoria ${c.codigo} aparece mais de uma vez.`;
    codigos.add(c.codigo);
    if (!c.nome.trim()) erros[`categorias.${i}.nome`] = 'Informe o nome da categoria.';
    else if (c.nome.length > 200) erros[`categorias.${i}.nome`] = 'O nome pode ter até 200 caracteres.';
  });
  regras.categorias.forEach((c, i) => {
    const vistos = new Set<string>();
    c.destinos.forEach((d, j) => {
      const campo = `categorias.${i}.destinos.${j}`;
      if (d === c.codigo) erros[campo] = 'As vagas não ocupadas não podem voltar para a própria categoria.';
      else if (d !== AMPLA && !codigos.has(d)) erros[campo] = `A categoria ${d} não existe neste processo.`;
      else if (vistos.has(d)) erros[campo] = `${d} já está na lista de destinos desta categoria.`;
      vistos.add(d);
    });
    if (c.destinos.length > 21) erros[`categorias.${i}.destinos`] = 'Informe no máximo 21 destinos (as outras categorias e AC).';
  });
  const vistas = new Set<string>();
  regras.vagas.forEach((v, i) => {
    if (v.lista !== AMPLA && !codigos.has(v.lista)) erros[`vagas.${i}.lista`] = `A categoria ${v.lista} não existe neste processo.`;
    if (!Number.isInteger(v.vagas) || v.vagas < 0 || v.vagas > 100_000) erros[`vagas.${i}.vagas`] = 'Informe um número inteiro de vagas, de 0 a 100.000.';
    const chave = `${v.opcao}|${v.lista}`;
    if (vistas.has(chave)) erros[`vagas.${i}.vagas`] = 'As vagas desta opção e categoria foram informadas duas vezes.';
    vistas.add(chave);
  });
  const provas = new Set<number>();
  const provaDesconhecida = (p: number) => provasExistentes !== undefined && !provasExistentes.has(p);
  regras.pesos.forEach((p, i) => {
    if (provaDesconhecida(p.prova)) erros[`pesos.${i}.prova`] = 'Esta prova não existe neste processo.';
    else if (provas.has(p.prova)) erros[`pesos.${i}.prova`] = 'Esta prova já tem peso.';
    provas.add(p.prova);
    if (!Number.isFinite(p.peso) || p.peso <= 0 || p.peso > 1000 || Math.round(p.peso * 100) !== p.peso * 100) {
      erros[`pesos.${i}.peso`] = 'O peso deve ser maior que zero, até 1.000, com no máximo 2 casas decimais.';
    }
  });
  if (regras.pesos.length === 0) erros.pesos = 'Dê peso a pelo menos uma prova: a nota final é a soma das notas multiplicadas pelos pesos.';
  regras.eliminacao.zeroEm.forEach((p, i) => {
    if (provaDesconhecida(p)) erros[`eliminacao.zeroEm.${i}`] = 'Esta prova não existe neste processo.';
  });
  const minimo = regras.eliminacao.minimoTotal;
  if (minimo !== null && (!Number.isFinite(minimo) || minimo < 0)) erros['eliminacao.minimoTotal'] = 'A nota mínima deve ser um número não negativo (ou vazia).';
  const criterios = new Set<string>();
  regras.desempate.forEach((d, i) => {
    const chave = d.tipo === 'prova' ? `prova:${d.prova}` : d.tipo;
    if (criterios.has(chave)) erros[`desempate.${i}`] = 'Este critério de desempate já está na lista.';
    criterios.add(chave);
    if (d.tipo === 'prova' && provaDesconhecida(d.prova)) erros[`desempate.${i}`] = 'Esta prova não existe neste processo.';
  });
  if (!DIA.test(regras.dataReferencia) || Number.isNaN(Date.parse(regras.dataReferencia))) {
    erros.dataReferencia = 'Informe a data de referência da idade (dd/mm/aaaa).';
  }
  return erros;
}
