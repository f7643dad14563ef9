/**
 * Published results and call-up lists (issue 22 items 4 and 5), pure: the sentence a candidate reads about their
 * own situation, and who the next call-up list calls.
 */

export interface LinhaDoResultado {
  opcao: number;
  /** 'AC', a category code, or '-' for the eliminated. */
  lista: string;
  posicao: number | null;
  inscricao: number;
  situacao: 'aprovado' | 'espera' | 'eliminado';
  motivo?: string | null;
  /** Where this option stands among the candidate's choices (1 = first); absent or null: one option only. */
  preferencia?: number | null;
}

const NOME_AC = 'Ampla concorrência';

/** The name of a list: 'AC' is ampla concorrência; a category shows its name from the rules when known. */
export function nomeDaLista(lista: string, categorias: readonly { codigo: string; nome: string }[] = []): string {
  if (lista === 'AC') return NOME_AC;
  return categorias.find((c) => c.codigo === lista)?.nome ?? lista;
}

/**
 * The candidate's situation in a published result, from their rows (one per list they compete in): approved in
 * some list wins; otherwise the best waiting-list position; otherwise the elimination and its reason.
 */
/** Key of an option × list in `ultimasConvocadas`. */
export const chaveDaLista = (opcao: number, lista: string) => `${opcao}|${lista}`;

/**
 * `ultimasConvocadas`, when the process has call-up lists: the last (highest) rank called so far in each option ×
 * list; a waiting candidate reads it beside their own position (how far the calls went).
 */
export function textoDaSituacao(
  linhas: readonly LinhaDoResultado[],
  categorias: readonly { codigo: string; nome: string }[] = [],
  ultimasConvocadas?: ReadonlyMap<string, number>,
): string | null {
  const porPosicao = (a: LinhaDoResultado, b: LinhaDoResultado) => (a.posicao ?? Infinity) - (b.posicao ?? Infinity) || (a.lista === 'AC' ? -1 : b.lista === 'AC' ? 1 : 0);
  const aprovado = linhas.filter((l) => l.situacao === 'aprovado').sort(porPosicao)[0];
  if (aprovado) return `Classificado(a) na posição ${aprovado.posicao} — lista ${nomeDaLista(aprovado.lista, categorias)}`;
  // Waiting in several options (issue 36 item 5): the one the candidate prefers, then the best place in it.
  const preferida = (l: LinhaDoResultado) => l.preferencia ?? Infinity;
  const espera = linhas.filter((l) => l.situacao === 'espera').sort((a, b) => preferida(a) - preferida(b) || porPosicao(a, b))[0];
  if (espera) {
    const texto = `Lista de espera: posição ${espera.posicao} — lista ${nomeDaLista(espera.lista, categorias)}`;
    if (!ultimasConvocadas?.size) return texto;
    const ultima = ultimasConvocadas.get(chaveDaLista(espera.opcao, espera.lista));
    return `${texto}. ${ultima ? `Última posição convocada nesta lista: ${ultima}` : 'Ninguém desta lista foi convocado ainda'}`;
  }
  const eliminado = linhas.find((l) => l.situacao === 'eliminado');
  if (eliminado) return `Eliminado(a): ${eliminado.motivo?.trim() || 'não atendeu às regras do edital.'}`;
  return null;
}

/**
 * A call row's situation: CONVOCADO until staff record the outcome (MATRICULADO, NAO_COMPARECEU, DESISTENTE);
 * DEIXOU_OPCAO when a later call took the candidate into an option they prefer, whose seat they then hold instead.
 */
export type SituacaoConvocado = 'CONVOCADO' | 'MATRICULADO' | 'NAO_COMPARECEU' | 'DESISTENTE' | 'DEIXOU_OPCAO';

export interface JaConvocado {
  inscricao: number;
  opcao: number;
  lista: string;
  situacao: SituacaoConvocado;
  /** The call's number (later calls supersede earlier ones of the same candidate); absent: in the given order. */
  numero?: number;
}

export interface Convocar {
  inscricao: number;
  opcao: number;
  lista: string;
  posicao: number;
  /** Called in an option they prefer: the option whose seat they leave (it goes to the next of that list). */
  deixa?: { opcao: number; lista: string };
}

const chave = (opcao: number, lista: string) => `${opcao}\u0000${lista}`;

/**
 * Who the next call calls. The 1st call (nobody called yet) calls every approved candidate of the final result.
 * A later call fills, in each option × list, the seats the result approved minus those still held, with the next
 * of that list by rank (issue 36 item 5): a seat a quota candidate leaves goes to the next of the same list. A
 * candidate is called again only into an option they prefer to the one holding them: they leave the lower one, whose
 * seat is then filled the same way in the same call. One absent or given up is never called again. A candidate's
 * seat is held by their latest call only (CONVOCADO or MATRICULADO; the earlier row of one who moved up ends
 * DEIXOU_OPCAO, and they may still move up again). Lists are walked AC first (a candidate competes
 * first in ampla concorrência), then the categories in code order, until no seat can be filled.
 */
export function proximaChamada(resultado: readonly LinhaDoResultado[], chamados: readonly JaConvocado[]): Convocar[] {
  const listas = new Map<string, LinhaDoResultado[]>();
  const preferencia = new Map<string, number>();
  for (const l of resultado) {
    if (l.lista === '-' || l.posicao === null || l.situacao === 'eliminado') continue;
    const k = chave(l.opcao, l.lista);
    if (!listas.has(k)) listas.set(k, []);
    listas.get(k)!.push(l);
    if (l.preferencia != null) preferencia.set(`${l.inscricao}|${l.opcao}`, l.preferencia);
  }
  if (!chamados.length) {
    return resultado
      .filter((l) => l.situacao === 'aprovado' && l.posicao !== null)
      .map((l) => ({ inscricao: l.inscricao, opcao: l.opcao, lista: l.lista, posicao: l.posicao! }))
      .sort((a, b) => a.opcao - b.opcao || ordemLista(a.lista, b.lista) || a.posicao - b.posicao);
  }
  const segura = (s: SituacaoConvocado) => s === 'CONVOCADO' || s === 'MATRICULADO';
  const ultima = new Map<number, { opcao: number; lista: string; situacao: SituacaoConvocado }>();
  const nunca = new Set<number>();
  [...chamados].sort((a, b) => (a.numero ?? 0) - (b.numero ?? 0)).forEach((c) => {
    ultima.set(c.inscricao, c);
    if (c.situacao === 'NAO_COMPARECEU' || c.situacao === 'DESISTENTE') nunca.add(c.inscricao);
  });
  const ocupadas = new Map<string, number>();
  const ocupar = (opcao: number, lista: string, n: number) => ocupadas.set(chave(opcao, lista), (ocupadas.get(chave(opcao, lista)) ?? 0) + n);
  for (const c of ultima.values()) if (segura(c.situacao)) ocupar(c.opcao, c.lista, 1);
  const prefere = (ins: number, nova: number, atual: number) => {
    const a = preferencia.get(`${ins}|${nova}`);
    const b = preferencia.get(`${ins}|${atual}`);
    return a !== undefined && b !== undefined && a < b;
  };
  const out = new Map<number, Convocar>();
  const ordenadas = [...listas.values()].sort((a, b) => a[0].opcao - b[0].opcao || ordemLista(a[0].lista, b[0].lista));
  for (let mudou = true; mudou; ) {
    mudou = false;
    for (const linhas of ordenadas) {
      const { opcao, lista } = linhas[0];
      let livres = linhas.filter((l) => l.situacao === 'aprovado').length - (ocupadas.get(chave(opcao, lista)) ?? 0);
      for (const l of [...linhas].sort((a, b) => a.posicao! - b.posicao!)) {
        if (livres <= 0) break;
        if (nunca.has(l.inscricao)) continue;
        const antes = ultima.get(l.inscricao);
        if (antes && (antes.opcao === opcao || !prefere(l.inscricao, opcao, antes.opcao))) continue;
        if (antes) ocupar(antes.opcao, antes.lista, -1);
        ultima.set(l.inscricao, { opcao, lista, situacao: 'CONVOCADO' });
        ocupar(opcao, lista, 1);
        // Called earlier in this same call: one row, the preferred option; what it leaves is what the candidate held before.
        const anterior = out.get(l.inscricao);
        const deixa = anterior ? anterior.deixa : antes && { opcao: antes.opcao, lista: antes.lista };
        out.set(l.inscricao, { inscricao: l.inscricao, opcao, lista, posicao: l.posicao!, ...(deixa ? { deixa } : {}) });
        livres--;
        mudou = true;
      }
    }
  }
  return [...out.values()];
}

function ordemLista(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'AC') return -1;
  if (b === 'AC') return 1;
  return a < b ? -1 : 1;
}
