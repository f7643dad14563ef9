/**
 * The rules of a process's ranking by quota (issue 22 item 3) and their field-by-field check, shared by the
 * API (which refuses bad rules) and the staff screen (which shows the same messages before sending).
 * Pure: no DOM, no database. The computation itself is in classificacao.ts.
 */

/** Ampla concorrência: every candidate of an option competes in it first (Lei 12.711, art. 3º, as amended by Lei 14.723/2023). */
export const AMPLA = 'AC';

export interface CategoriaCota {
  /** Short code ('LB_PPI', 'PCD', ...): letters, digits and '_' — never 'AC'. */
  codigo: string;
  nome: string;
  /** Where the seats this category leaves unfilled go: another category's code, 'AC', or null (they stay empty). */
  destino: string | null;
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
}

export const CODIGO_CATEGORIA = /^[A-Z][A-Z0-9_]{0,19}$/;
const DIA = /^\d{4}-\d{2}-\d{2}$/;

/** The destination graph must end in AC or nowhere: a cycle would move seats around for ever. */
export function destinoEmCiclo(categorias: readonly CategoriaCota[]): string | null {
  const destino = new Map(categorias.map((c) => [c.codigo, c.destino]));
  for (const c of categorias) {
    const vistos = new Set<string>([c.codigo]);
    let atual = c.destino;
    while (atual && atual !== AMPLA) {
      if (vistos.has(atual)) return c.codigo;
      vistos.add(atual);
      atual = destino.get(atual) ?? null;
    }
  }
  return null;
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
    if (c.destino === null || c.destino === AMPLA) return;
    if (c.destino === c.codigo) erros[`categorias.${i}.destino`] = 'As vagas não ocupadas não podem voltar para a própria categoria.';
    else if (!codigos.has(c.destino)) erros[`categorias.${i}.destino`] = `A categoria ${c.destino} não existe neste processo.`;
  });
  const ciclo = destinoEmCiclo(regras.categorias);
  if (ciclo) {
    const i = regras.categorias.findIndex((c) => c.codigo === ciclo);
    erros[`categorias.${i}.destino`] ??= 'O remanejamento forma um ciclo: as vagas passariam de categoria em categoria sem fim. Termine em AC ou em nenhuma.';
  }
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
