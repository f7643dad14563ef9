/**
 * The seating's computation, run in the computation thread (server/lib/calculo-thread.ts): from the inputs as
 * PostgreSQL wrote them (JSON texts, ./alocar-processo.ts reads them), the plan of ./alocacao.ts, the token that
 * names those inputs, and either what the preview shows or the desks to save as array literals. Nothing here
 * touches the database, so the thread that answers candidates only passes a few strings both ways.
 */
import { createHash } from 'node:crypto';
import { literalInteiros } from '../../lib/array-pg.ts';
import { dobrar, planejar, type CandidatoAlocacao, type Falta, type MotivoSemLugar, type Plano, type SalaAlocacao } from './alocacao.ts';

export interface EntradaPlano {
  prcSltCodigo: number;
  /** JSON [[insPrcCodigo, nome, mncCodigo | null, especial], ...] in enrolment order. */
  candidatos: string;
  /** JSON [[prcSltPrvSlCodigo, mncCodigo, especial, lugares, prcSltLclPrvCodigo, bloco, numero], ...] in room order. */
  salas: string;
  /** The desks already saved: how many, and a digest of them (in enrolment order). */
  carteiras: { n: number; digest: string };
}

type LinhaCandidato = [number, string, number | null, boolean];
type LinhaSala = [number, number, boolean, number, number, string | null, string];

/**
 * A digest of everything the plan is computed from (candidates, names, municipalities, needs, rooms, and the desks
 * already saved): equal tokens, equal plans. The screen's confirmation carries the preview's token, and the write
 * refuses when the data read again under the process lock gives another one.
 */
function token(e: EntradaPlano): string {
  const h = createHash('sha256');
  h.update(`processo ${e.prcSltCodigo}\n${e.candidatos}\nsalas\n${e.salas}\ncarteiras ${e.carteiras.n} ${e.carteiras.digest}`);
  return h.digest('hex').slice(0, 32);
}

function ler(e: EntradaPlano): { candidatos: CandidatoAlocacao[]; plano: Plano } {
  const candidatos = (JSON.parse(e.candidatos) as LinhaCandidato[]).map(([insPrcCodigo, nome, mncCodigo, especial]) => ({ insPrcCodigo, nome, mncCodigo, especial }));
  const salas: SalaAlocacao[] = (JSON.parse(e.salas) as LinhaSala[]).map(([prcSltPrvSlCodigo, mncCodigo, especial, lugares, prcSltLclPrvCodigo, bloco, numero]) => ({
    prcSltPrvSlCodigo,
    mncCodigo,
    especial,
    lugares,
    prcSltLclPrvCodigo,
    bloco,
    numero,
  }));
  return { candidatos, plano: planejar(candidatos, salas) };
}

const textoCmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The first `n` in alphabetical order (ordemAlfabetica, each name folded once), with how many there are. */
function primeiros<T>(xs: T[], candidato: (x: T) => CandidatoAlocacao, n: number): { total: number; itens: T[] } {
  const chaves = xs.map((x) => ({ x, c: candidato(x), k: dobrar(candidato(x).nome) }));
  chaves.sort((a, b) => textoCmp(a.k, b.k) || textoCmp(a.c.nome, b.c.nome) || a.c.insPrcCodigo - b.c.insPrcCodigo);
  return { total: xs.length, itens: chaves.slice(0, n).map((y) => y.x) };
}

export interface PreviaCalculada {
  token: string;
  elegiveis: number;
  alocados: number;
  faltas: Falta[];
  /** [room, seats taken] of every room the plan uses. */
  ocupados: [number, number][];
  semLugar: { total: number; itens: { insPrcCodigo: number; nome: string; mncCodigo: number | null; especial: boolean; motivo: MotivoSemLugar }[] };
  especiais: { total: number; itens: { insPrcCodigo: number; nome: string; prcSltPrvSlCodigo: number; carteira: number }[] };
}

/** What the preview shows: counts, the rooms filled, and the first `itens` left without a seat and of the special-needs seated. */
export function previaDoPlano(e: EntradaPlano & { itens: number }): PreviaCalculada {
  const { candidatos, plano } = ler(e);
  const porCodigo = new Map(candidatos.map((c) => [c.insPrcCodigo, c]));
  const ocupados = new Map<number, number>();
  for (const a of plano.alocacoes) ocupados.set(a.prcSltPrvSlCodigo, (ocupados.get(a.prcSltPrvSlCodigo) ?? 0) + 1);
  const semLugar = primeiros(plano.semLugar, (s) => porCodigo.get(s.insPrcCodigo)!, e.itens);
  const especiais = primeiros(
    plano.alocacoes.filter((a) => porCodigo.get(a.insPrcCodigo)!.especial),
    (a) => porCodigo.get(a.insPrcCodigo)!,
    e.itens,
  );
  return {
    token: token(e),
    elegiveis: candidatos.length,
    alocados: plano.alocacoes.length,
    faltas: plano.faltas,
    ocupados: [...ocupados],
    semLugar: { total: semLugar.total, itens: semLugar.itens.map((s) => ({ ...s, nome: porCodigo.get(s.insPrcCodigo)!.nome })) },
    especiais: { total: especiais.total, itens: especiais.itens.map((a) => ({ ...a, nome: porCodigo.get(a.insPrcCodigo)!.nome })) },
  };
}

export interface PlanoParaGravar {
  token: string;
  faltas: Falta[];
  alocados: number;
  /** Distinct rooms used. */
  salas: number;
  /** The desks as array literals for `unnest`, `lote` per statement: enrolment, room, desk. */
  lotes: { inscricoes: string; salas: string; carteiras: string }[];
}

/** The plan as the confirmation (and `npm run ensalamento:allocate`) writes it. */
export function planoParaGravar(e: EntradaPlano & { lote: number }): PlanoParaGravar {
  const { plano } = ler(e);
  const a = plano.alocacoes;
  const lotes: PlanoParaGravar['lotes'] = [];
  for (let i = 0; i < a.length && plano.faltas.length === 0; i += e.lote) {
    const fatia = a.slice(i, i + e.lote);
    lotes.push({
      inscricoes: literalInteiros(fatia.map((x) => x.insPrcCodigo)),
      salas: literalInteiros(fatia.map((x) => x.prcSltPrvSlCodigo)),
      carteiras: literalInteiros(fatia.map((x) => x.carteira)),
    });
  }
  return { token: token(e), faltas: plano.faltas, alocados: a.length, salas: new Set(a.map((x) => x.prcSltPrvSlCodigo)).size, lotes };
}
