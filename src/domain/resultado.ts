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
  const espera = linhas.filter((l) => l.situacao === 'espera').sort(porPosicao)[0];
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

export type SituacaoConvocado = 'CONVOCADO' | 'MATRICULADO' | 'NAO_COMPARECEU' | 'DESISTENTE';

export interface JaConvocado {
  inscricao: number;
  opcao: number;
  lista: string;
  situacao: SituacaoConvocado;
}

export interface Convocar {
  inscricao: number;
  opcao: number;
  lista: string;
  posicao: number;
}

const chave = (opcao: number, lista: string) => `${opcao}\u0000${lista}`;

/**
 * Who the next call calls. The 1st call (nobody called yet) calls every approved candidate of the final result.
 * A later call fills, in each option × list, the seats the result approved minus those still held (called and
 * not marked absent or given up), with the next of that list by rank who was never called (in any list). Lists are
 * walked AC first (a candidate competes first in ampla concorrência), then the categories in code order.
 */
export function proximaChamada(resultado: readonly LinhaDoResultado[], chamados: readonly JaConvocado[]): Convocar[] {
  const listas = new Map<string, LinhaDoResultado[]>();
  for (const l of resultado) {
    if (l.lista === '-' || l.posicao === null || l.situacao === 'eliminado') continue;
    const k = chave(l.opcao, l.lista);
    if (!listas.has(k)) listas.set(k, []);
    listas.get(k)!.push(l);
  }
  if (!chamados.length) {
    return resultado
      .filter((l) => l.situacao === 'aprovado' && l.posicao !== null)
      .map((l) => ({ inscricao: l.inscricao, opcao: l.opcao, lista: l.lista, posicao: l.posicao! }))
      .sort((a, b) => a.opcao - b.opcao || ordemLista(a.lista, b.lista) || a.posicao - b.posicao);
  }
  const jaChamado = new Set(chamados.map((c) => c.inscricao));
  const ocupadas = new Map<string, number>();
  for (const c of chamados) {
    if (c.situacao === 'CONVOCADO' || c.situacao === 'MATRICULADO') ocupadas.set(chave(c.opcao, c.lista), (ocupadas.get(chave(c.opcao, c.lista)) ?? 0) + 1);
  }
  const out: Convocar[] = [];
  const ordenadas = [...listas.values()].sort((a, b) => a[0].opcao - b[0].opcao || ordemLista(a[0].lista, b[0].lista));
  for (const linhas of ordenadas) {
    const { opcao, lista } = linhas[0];
    const vagas = linhas.filter((l) => l.situacao === 'aprovado').length;
    let livres = vagas - (ocupadas.get(chave(opcao, lista)) ?? 0);
    for (const l of [...linhas].sort((a, b) => a.posicao! - b.posicao!)) {
      if (livres <= 0) break;
      if (jaChamado.has(l.inscricao)) continue;
      jaChamado.add(l.inscricao);
      out.push({ inscricao: l.inscricao, opcao, lista, posicao: l.posicao! });
      livres--;
    }
  }
  return out;
}

function ordemLista(a: string, b: string): number {
  if (a === b) return 0;
  if (a === 'AC') return -1;
  if (b === 'AC') return 1;
  return a < b ? -1 : 1;
}
