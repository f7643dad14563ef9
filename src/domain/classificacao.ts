/**
 * Ranking by quota (issue 22 item 3): one pure computation used by the back office (and meant for every
 * ranking of the product). No DOM, no database; the API reads the inputs in batches and stores the output.
 *
 * Per option:
 * 1. Elimination (absent, zero or no score in a named exam, weighted total below the minimum): the eliminated
 *    appear in no list, only in `eliminados` with every reason.
 * 2. One total order of the others: weighted total desc, the configured tie-breaks, then the earlier enrolment
 *    instant and the lower enrolment number (so the order never depends on the input order).
 * 3. Lists (Lei 12.711/2012, art. 3º, as amended by Lei 14.723/2023): ampla concorrência (AC) first, with every
 *    candidate; then each category in the configured order, with the candidates entitled to it who were not
 *    approved in an earlier list. The first `vagas` of a list are approved, the rest wait.
 * 4. Seats a category leaves unfilled go to its destination (another category or AC), and the lists are
 *    drawn again, until no category with a destination has an unfilled seat. The destinations form no cycle
 *    (validarRegras), so this ends: every move takes seats one step closer to AC or to a category without
 *    destination.
 */
import { AMPLA, destinoEmCiclo, type RegrasClassificacao } from './classificacao-regras.ts';

export { AMPLA } from './classificacao-regras.ts';
export type { CategoriaCota, CriterioDesempate, RegrasClassificacao } from './classificacao-regras.ts';

export interface CandidatoClassificacao {
  inscricao: number;
  opcao: number;
  /** Category codes the candidate is entitled to (AC is implied for everyone). */
  categorias: readonly string[];
  /** Raw score per exam code; a missing exam counts zero. */
  notas: Readonly<Record<number, number>>;
  ausente: boolean;
  /** 'yyyy-mm-dd' or null when unknown. */
  nascimento: string | null;
  /** ISO 8601 instant of the enrolment. */
  inscritoEm: string;
}

export type Situacao = 'aprovado' | 'espera';

export interface Classificado {
  posicao: number;
  inscricao: number;
  nota: number;
  situacao: Situacao;
}

export interface ListaClassificacao {
  /** 'AC' or a category code. */
  lista: string;
  vagasConfiguradas: number;
  /** After the unfilled seats moved. */
  vagas: number;
  candidatos: Classificado[];
}

export interface Eliminado {
  inscricao: number;
  nota: number;
  motivos: string[];
}

export interface Remanejamento {
  de: string;
  para: string;
  vagas: number;
}

export interface ResultadoOpcao {
  opcao: number;
  listas: ListaClassificacao[];
  eliminados: Eliminado[];
  remanejamentos: Remanejamento[];
}

interface Interno {
  c: CandidatoClassificacao;
  nota: number;
  categorias: Set<string>;
  chave: number[];
}

/** Rounded to 6 decimals so that sums of weighted 4-decimal scores compare as the exact decimals they are. */
const arredondar = (x: number) => Math.round(x * 1e6) / 1e6;

function diaNumero(dia: string | null): number {
  if (!dia) return Number.POSITIVE_INFINITY;
  const t = Date.parse(dia.slice(0, 10));
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
}

/** Never NaN: a key with NaN would compare unequal to itself and break the total order. */
function instante(iso: string): number {
  const t = Date.parse(iso);
  return Number.isNaN(t) ? Number.POSITIVE_INFINITY : t;
}

/** 60 or more on the reference day ('yyyy-mm-dd' text compares as the calendar does). */
function idoso(nascimento: string | null, referencia: string): boolean {
  if (!nascimento || !/^\d{4}-\d{2}-\d{2}/.test(nascimento)) return false;
  const aniversario60 = `${String(Number(nascimento.slice(0, 4)) + 60).padStart(4, '0')}${nascimento.slice(4, 10)}`;
  return aniversario60 <= referencia;
}

export function notaFinal(regras: Pick<RegrasClassificacao, 'pesos'>, notas: Readonly<Record<number, number>>): number {
  let total = 0;
  for (const p of regras.pesos) total += (notas[p.prova] ?? 0) * p.peso;
  return arredondar(total);
}

/** The reasons a candidate is eliminated (empty: competes). nomeProva names an exam in the messages. */
export function motivosEliminacao(
  regras: Pick<RegrasClassificacao, 'eliminacao'>,
  c: Pick<CandidatoClassificacao, 'ausente' | 'notas'>,
  nota: number,
  nomeProva: (prova: number) => string = (p) => `prova ${p}`,
): string[] {
  const motivos: string[] = [];
  const e = regras.eliminacao;
  if (e.ausente && c.ausente) motivos.push('Ausente.');
  for (const p of e.zeroEm) {
    const n = c.notas[p];
    if (n === undefined || n <= 0) motivos.push(`Nota zero ou sem nota em ${nomeProva(p)}.`);
  }
  if (e.minimoTotal !== null && nota < e.minimoTotal) motivos.push(`Nota final abaixo do mínimo (${String(e.minimoTotal).replace('.', ',')}).`);
  return motivos;
}

function chave(regras: RegrasClassificacao, c: CandidatoClassificacao, nota: number): number[] {
  const k: number[] = [-nota];
  for (const d of regras.desempate) {
    if (d.tipo === 'prova') k.push(-(c.notas[d.prova] ?? 0));
    else if (d.tipo === 'idoso') {
      const eIdoso = idoso(c.nascimento, regras.dataReferencia);
      k.push(eIdoso ? 0 : 1, eIdoso ? diaNumero(c.nascimento) : 0);
    } else if (d.tipo === 'idade') k.push(diaNumero(c.nascimento));
    else k.push(instante(c.inscritoEm));
  }
  k.push(instante(c.inscritoEm), c.inscricao);
  return k;
}

function comparar(a: Interno, b: Interno): number {
  const n = a.chave.length;
  for (let i = 0; i < n; i++) {
    const x = a.chave[i];
    const y = b.chave[i];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

interface Desenho {
  listas: { lista: string; membros: Interno[]; aprovados: number }[];
}

/** Draws the lists once for the given seats: AC, then each category, each without those approved before it. */
function desenhar(ordenados: Interno[], ordem: string[], vagas: Map<string, number>): Desenho {
  const aprovados = new Set<number>();
  const listas = ordem.map((lista) => {
    const membros = ordenados.filter((x) => (lista === AMPLA || x.categorias.has(lista)) && !aprovados.has(x.c.inscricao));
    const n = Math.min(vagas.get(lista) ?? 0, membros.length);
    for (let i = 0; i < n; i++) aprovados.add(membros[i].c.inscricao);
    return { lista, membros, aprovados: n };
  });
  return { listas };
}

function classificarOpcao(regras: RegrasClassificacao, opcao: number, candidatos: CandidatoClassificacao[], nomeProva?: (p: number) => string): ResultadoOpcao {
  const eliminados: Eliminado[] = [];
  const competem: Interno[] = [];
  for (const c of candidatos) {
    const nota = notaFinal(regras, c.notas);
    const motivos = motivosEliminacao(regras, c, nota, nomeProva);
    if (motivos.length) eliminados.push({ inscricao: c.inscricao, nota, motivos });
    else competem.push({ c, nota, categorias: new Set(c.categorias), chave: chave(regras, c, nota) });
  }
  eliminados.sort((a, b) => a.inscricao - b.inscricao);
  competem.sort(comparar);

  const ordem = [AMPLA, ...regras.categorias.map((c) => c.codigo)];
  const configuradas = new Map(ordem.map((l) => [l, 0]));
  for (const v of regras.vagas) if (v.opcao === opcao && configuradas.has(v.lista)) configuradas.set(v.lista, v.vagas);
  const vagas = new Map(configuradas);
  const movidas = new Map<string, number>();
  let desenho = desenhar(competem, ordem, vagas);
  for (;;) {
    let moveu = false;
    for (const cat of regras.categorias) {
      if (!cat.destino) continue;
      const l = desenho.listas.find((x) => x.lista === cat.codigo)!;
      const faltam = (vagas.get(cat.codigo) ?? 0) - l.aprovados;
      if (faltam <= 0) continue;
      vagas.set(cat.codigo, l.aprovados);
      vagas.set(cat.destino, (vagas.get(cat.destino) ?? 0) + faltam);
      const k = `${cat.codigo}>${cat.destino}`;
      movidas.set(k, (movidas.get(k) ?? 0) + faltam);
      moveu = true;
    }
    if (!moveu) break;
    desenho = desenhar(competem, ordem, vagas);
  }

  return {
    opcao,
    eliminados,
    remanejamentos: [...movidas].map(([k, n]) => {
      const [de, para] = k.split('>');
      return { de, para, vagas: n };
    }),
    listas: desenho.listas.map((l) => ({
      lista: l.lista,
      vagasConfiguradas: configuradas.get(l.lista) ?? 0,
      vagas: vagas.get(l.lista) ?? 0,
      candidatos: l.membros.map((x, i) => ({ posicao: i + 1, inscricao: x.c.inscricao, nota: x.nota, situacao: i < l.aprovados ? 'aprovado' : 'espera' })),
    })),
  };
}

/**
 * Ranks every option that has candidates or seats. Throws when the seat destinations form a cycle
 * (validarRegras refuses such rules before they are saved). nomeProva names exams in the elimination reasons.
 */
export function classificar(regras: RegrasClassificacao, candidatos: readonly CandidatoClassificacao[], nomeProva?: (p: number) => string): ResultadoOpcao[] {
  const ciclo = destinoEmCiclo(regras.categorias);
  if (ciclo) throw new Error(`remanejamento de vagas em ciclo a partir de ${ciclo}`);
  const porOpcao = new Map<number, CandidatoClassificacao[]>();
  for (const v of regras.vagas) if (!porOpcao.has(v.opcao)) porOpcao.set(v.opcao, []);
  for (const c of candidatos) {
    const lista = porOpcao.get(c.opcao);
    if (lista) lista.push(c);
    else porOpcao.set(c.opcao, [c]);
  }
  return [...porOpcao.keys()].sort((a, b) => a - b).map((opcao) => classificarOpcao(regras, opcao, porOpcao.get(opcao)!, nomeProva));
}
