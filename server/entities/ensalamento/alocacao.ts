/**
 * The room-assignment algorithm, pure (no database, no clock), so that its properties can be checked
 * with generated inputs (tests/unit/ensalamento-alocacao.test.ts):
 *  - candidates are seated in alphabetical order (accents and case ignored, enrolment code breaks ties);
 *  - only in rooms of venues in their exam municipality;
 *  - rooms fill one after another up to their capacity (QntLugar), desks numbered 1..n in each room;
 *  - candidates who need special conditions sit only in rooms marked for them, and those rooms are kept for them;
 *  - when any group does not fit, nothing is assigned and the refusal says which groups lack how many places.
 */

export interface CandidatoAlocacao {
  insPrcCodigo: number;
  nome: string;
  /** Exam municipality (mncCodigo), null when the enrolment has none. */
  mncCodigo: number | null;
  especial: boolean;
}

export interface SalaAlocacao {
  prcSltPrvSlCodigo: number;
  mncCodigo: number;
  especial: boolean;
  lugares: number;
  /** Keys that order the rooms of a municipality: venue, block, number. */
  prcSltLclPrvCodigo: number;
  bloco: string | null;
  numero: string;
}

export interface Alocacao {
  insPrcCodigo: number;
  prcSltPrvSlCodigo: number;
  carteira: number;
}

export interface Falta {
  mncCodigo: number | null;
  especial: boolean;
  candidatos: number;
  lugares: number;
}

export type ResultadoAlocacao = { ok: true; alocacoes: Alocacao[] } | { ok: false; faltas: Falta[] };

/** Lower case without accents: the same folding as f_fold() in SQL. */
export function dobrar(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim().replace(/\s+/g, ' ');
}

const porCodigo = (a: number, b: number) => a - b;
const textoCmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Alphabetical order: folded name, then the name as written, then the enrolment code (total and stable). */
export function ordemAlfabetica(a: CandidatoAlocacao, b: CandidatoAlocacao): number {
  return textoCmp(dobrar(a.nome), dobrar(b.nome)) || textoCmp(a.nome, b.nome) || porCodigo(a.insPrcCodigo, b.insPrcCodigo);
}

/** Numbers inside room numbers compare as numbers ('2' before '10'). */
const natural = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

/** Room order inside a municipality: venue, block, number, code. */
export function ordemSalas(a: SalaAlocacao, b: SalaAlocacao): number {
  return (
    porCodigo(a.prcSltLclPrvCodigo, b.prcSltLclPrvCodigo) ||
    natural.compare(a.bloco ?? '', b.bloco ?? '') ||
    natural.compare(a.numero, b.numero) ||
    porCodigo(a.prcSltPrvSlCodigo, b.prcSltPrvSlCodigo)
  );
}

const chave = (mnc: number | null, especial: boolean) => `${mnc ?? 'sem'}:${especial ? 'E' : 'C'}`;

/** Why a candidate is left without a seat in a preview: no room in their exam municipality, or rooms too few. */
export type MotivoSemLugar = 'sem-sala' | 'capacidade';

export interface SemLugar {
  insPrcCodigo: number;
  mncCodigo: number | null;
  especial: boolean;
  motivo: MotivoSemLugar;
}

export interface Plano {
  /** Every seat the plan gives; in a group that does not fit, the first ones alphabetically up to its places. */
  alocacoes: Alocacao[];
  /** Who is left out (empty when the plan can be saved). */
  semLugar: SemLugar[];
  faltas: Falta[];
}

/**
 * The plan with everything a preview shows: groups that fit are seated as `alocar` seats them; a group that does
 * not fit fills its rooms alphabetically and lists the rest, so staff see who is left out and why. Only a plan
 * with no `faltas` may be saved (`alocar`).
 */
export function planejar(candidatos: readonly CandidatoAlocacao[], salas: readonly SalaAlocacao[]): Plano {
  const grupos = new Map<string, { mncCodigo: number | null; especial: boolean; candidatos: CandidatoAlocacao[]; salas: SalaAlocacao[] }>();
  const grupo = (mncCodigo: number | null, especial: boolean) => {
    const k = chave(mncCodigo, especial);
    let g = grupos.get(k);
    if (!g) grupos.set(k, (g = { mncCodigo, especial, candidatos: [], salas: [] }));
    return g;
  };
  const vistos = new Set<number>();
  for (const c of candidatos) {
    if (vistos.has(c.insPrcCodigo)) throw new Error(`Inscrição repetida na entrada: ${c.insPrcCodigo}`);
    vistos.add(c.insPrcCodigo);
    grupo(c.mncCodigo, c.especial).candidatos.push(c);
  }
  for (const s of salas) if (s.lugares > 0) grupo(s.mncCodigo, s.especial).salas.push(s);

  const faltas: Falta[] = [];
  const alocacoes: Alocacao[] = [];
  const semLugar: SemLugar[] = [];
  const ordenados = [...grupos.values()].sort((a, b) => porCodigo(a.mncCodigo ?? -1, b.mncCodigo ?? -1) || Number(a.especial) - Number(b.especial));
  for (const g of ordenados) {
    if (g.candidatos.length === 0) continue;
    const salasOrdem = g.mncCodigo === null ? [] : [...g.salas].sort(ordemSalas);
    const lugares = salasOrdem.reduce((n, s) => n + s.lugares, 0);
    if (lugares < g.candidatos.length) faltas.push({ mncCodigo: g.mncCodigo, especial: g.especial, candidatos: g.candidatos.length, lugares });
    // ordemAlfabetica, with each name folded once (folding inside the comparator made 100,000 candidates take ~10 s).
    const fila = g.candidatos
      .map((c) => ({ c, k: dobrar(c.nome) }))
      .sort((a, b) => textoCmp(a.k, b.k) || textoCmp(a.c.nome, b.c.nome) || porCodigo(a.c.insPrcCodigo, b.c.insPrcCodigo))
      .map((x) => x.c);
    let i = 0;
    for (const sala of salasOrdem) {
      for (let carteira = 1; carteira <= sala.lugares && i < fila.length; carteira++, i++) {
        alocacoes.push({ insPrcCodigo: fila[i].insPrcCodigo, prcSltPrvSlCodigo: sala.prcSltPrvSlCodigo, carteira });
      }
      if (i >= fila.length) break;
    }
    const motivo: MotivoSemLugar = lugares === 0 ? 'sem-sala' : 'capacidade';
    for (; i < fila.length; i++) semLugar.push({ insPrcCodigo: fila[i].insPrcCodigo, mncCodigo: g.mncCodigo, especial: g.especial, motivo });
  }
  return { alocacoes, semLugar, faltas };
}

export function alocar(candidatos: readonly CandidatoAlocacao[], salas: readonly SalaAlocacao[]): ResultadoAlocacao {
  const p = planejar(candidatos, salas);
  return p.faltas.length ? { ok: false, faltas: p.faltas } : { ok: true, alocacoes: p.alocacoes };
}

/**
 * The refusal as text: enrolments without an exam municipality are named as such (no room can take them; adding
 * rooms would not help — issue 37), then one line per municipality whose rooms do not fit its candidates.
 */
export function relatorioFaltas(faltas: readonly Falta[], nomeMunicipio: (mncCodigo: number) => string): string {
  const semMunicipio = faltas.filter((f) => f.mncCodigo === null).reduce((n, f) => n + f.candidatos, 0);
  const capacidade = faltas.filter((f) => f.mncCodigo !== null);
  const linhas = capacidade.map((f) => {
    const tipo = f.especial ? 'salas para atendimento especial' : 'salas comuns';
    return `- ${nomeMunicipio(f.mncCodigo!)}, ${tipo}: ${f.candidatos} candidato(s) para ${f.lugares} lugar(es); faltam ${f.candidatos - f.lugares}.`;
  });
  const causas = [
    ...(semMunicipio ? [`${semMunicipio} inscrição(ões) deferida(s) sem município de prova: defina o município de prova delas (em lote, na tela de ensalamento).`] : []),
    ...(capacidade.length ? ['A capacidade das salas não comporta todos os candidatos destes municípios:'] : []),
  ];
  return [`Ensalamento recusado. Nada foi alterado.`, ...causas.slice(0, semMunicipio ? 1 : 0), ...(capacidade.length ? [causas[causas.length - 1], ...linhas] : [])].join('\n');
}
