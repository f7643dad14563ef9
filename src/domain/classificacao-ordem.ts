/**
 * The score and the order of the ranking (issue 22 item 3): the weighted total, the elimination reasons, and one
 * total order of the candidates (weighted total desc, the configured tie-breaks, then the earlier enrolment instant
 * and the lower enrolment number, so the order never depends on the order the candidates came in). Pure.
 */
import type { RegrasClassificacao } from './classificacao-regras.ts';
import type { CandidatoClassificacao } from './classificacao-tipos.ts';

/**
 * A competing candidate: the score, the categories of the rules they are entitled to as bits (bit i: the rules'
 * category i; the wire allows 20) and the sort key (compared element by element).
 */
export interface Interno {
  c: CandidatoClassificacao;
  nota: number;
  mascara: number;
  chave: number[];
}

/** The bits of `categorias` among the rules' categories (codes the rules do not name are ignored). */
export function mascaraDe(regras: Pick<RegrasClassificacao, 'categorias'>, categorias: readonly string[]): number {
  let m = 0;
  regras.categorias.forEach((c, i) => {
    if (categorias.includes(c.codigo)) m |= 1 << i;
  });
  return m;
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
export function idoso(nascimento: string | null, referencia: string): boolean {
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
/** Why a candidate whose declaration was not confirmed ranks nowhere, where the process's rule says so. */
export const MOTIVO_NAO_CONFIRMADO = 'Declaração de cota não confirmada pela verificação (o edital elimina neste caso).';

export function motivosEliminacao(
  regras: Pick<RegrasClassificacao, 'eliminacao'>,
  c: Pick<CandidatoClassificacao, 'ausente' | 'notas' | 'declaracaoNaoConfirmada'>,
  nota: number,
  nomeProva: (prova: number) => string = (p) => `prova ${p}`,
): string[] {
  const motivos: string[] = [];
  const e = regras.eliminacao;
  if (c.declaracaoNaoConfirmada) motivos.push(MOTIVO_NAO_CONFIRMADO);
  if (e.ausente && c.ausente) motivos.push('Ausente.');
  for (const p of e.zeroEm) {
    const n = c.notas[p];
    if (n === undefined || n <= 0) motivos.push(`Nota zero ou sem nota em ${nomeProva(p)}.`);
  }
  if (e.minimoTotal !== null && nota < e.minimoTotal) motivos.push(`Nota final abaixo do mínimo (${String(e.minimoTotal).replace('.', ',')}).`);
  return motivos;
}

/** The sort key: one number per criterion (the weighted total first), then the enrolment instant and number. */
export function chave(regras: RegrasClassificacao, c: CandidatoClassificacao, nota: number): number[] {
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

export function comparar(a: Pick<Interno, 'chave'>, b: Pick<Interno, 'chave'>): number {
  const n = a.chave.length;
  for (let i = 0; i < n; i++) {
    const x = a.chave[i];
    const y = b.chave[i];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
}

/**
 * Index of the first key element on which a and b differ (0: the weighted total; 1..: the tie-breaks in the
 * order chave() pushed them), or -1 when equal. The explanation names the criterion that decided a pair.
 */
export function criterioQueDecide(a: Pick<Interno, 'chave'>, b: Pick<Interno, 'chave'>): number {
  for (let i = 0; i < a.chave.length; i++) if (a.chave[i] !== b.chave[i]) return i;
  return -1;
}
