import type { Filtro } from './filtro.ts';
import type { LinhaCompleta } from './lista-publica-repository.ts';
import { CAMPOS_PUBLICOS, type LinhaPublica } from './repository.ts';
import { IndiceNGramas } from './ngramas.ts';

/** The only keys a serialised line may carry (JSON.stringify's allowlist): a column added to a row by mistake stays out. */
const COLUNAS_PUBLICAS = Object.keys(CAMPOS_PUBLICOS);

/**
 * A process's public room list held in memory, searchable the way the SQL search is
 * (filtro.ts): a folded-name substring, a whole CPF or an enrolment code, results in list order.
 *
 * A name fragment of three or more characters is looked up in an n-gram index of the folded names
 * (6-grams for a fragment that long, trigrams for a shorter one: ngramas.ts says why) and each candidate
 * checked with String.includes, in list order, until the page is full. A shorter one has no trigram: the
 * folded names, laid end to end in one string (each preceded by a line break, which no term contains:
 * filtro.ts collapses whitespace), are scanned with String.indexOf; such a term matches most names, so
 * the page fills within the first few hundred.
 */
export class ListaEmMemoria {
  private readonly linhas: LinhaPublica[];
  /** Each line as JSON, its public columns only (CAMPOS_PUBLICOS), in their order. */
  private readonly jsons: string[];
  private readonly nomesDobrados: string[];
  private readonly trigramas: IndiceNGramas;
  private readonly seisGramas: IndiceNGramas;
  private readonly nomes: string;
  /** Where each line's name starts in `nomes`, plus one past the end. */
  private readonly inicios: Int32Array;
  private readonly porCpf = new Map<string, number[]>();
  private readonly porInscricao = new Map<number, number>();

  constructor(completas: LinhaCompleta[]) {
    this.linhas = completas.map((c) => c.linha);
    this.jsons = this.linhas.map((l) => JSON.stringify(l, COLUNAS_PUBLICAS));
    this.nomesDobrados = completas.map((c) => c.nomeDobrado);
    this.trigramas = new IndiceNGramas(this.nomesDobrados, 3);
    this.seisGramas = new IndiceNGramas(this.nomesDobrados, 6);
    this.inicios = new Int32Array(completas.length + 1);
    const partes: string[] = [];
    let fim = 0;
    completas.forEach((c, i) => {
      this.inicios[i] = fim;
      partes.push('\n', c.nomeDobrado);
      fim += 1 + c.nomeDobrado.length;
      if (c.cpf) this.porCpf.get(c.cpf)?.push(i) ?? this.porCpf.set(c.cpf, [i]);
      this.porInscricao.set(c.linha.insPrcCodigo, i);
    });
    this.inicios[completas.length] = fim;
    this.nomes = partes.join('');
  }

  get tamanho(): number {
    return this.linhas.length;
  }

  /**
   * The page [start, start + limit) of the lines matching `filtro`; for a name, `termo` is the fragment
   * folded as f_fold folds it (dobradorDeTermos), so both searches fold alike.
   */
  busca(filtro: Filtro, termo: string | null, start: number, limit: number): LinhaPublica[] {
    return this.pagina(filtro, termo, start, limit).map((i) => this.linhas[i]);
  }

  /**
   * The same page as a JSON array, from lines serialised once when the copy was made: the deadline crowd
   * asks for the same lines over and over, and serialising 100 of them was a fifth of a search's cost.
   */
  buscaJson(filtro: Filtro, termo: string | null, start: number, limit: number): { json: string; linhas: number } {
    const pagina = this.pagina(filtro, termo, start, limit);
    return { json: `[${pagina.map((i) => this.jsons[i]).join(',')}]`, linhas: pagina.length };
  }

  /** The positions of the page's lines, in list order. */
  private pagina(filtro: Filtro, termo: string | null, start: number, limit: number): number[] {
    switch (filtro.kind) {
      case 'todos': {
        const fim = Math.min(start + limit, this.linhas.length);
        return Array.from({ length: Math.max(0, fim - start) }, (_, k) => start + k);
      }
      case 'nada':
        return [];
      case 'cpf':
        return (this.porCpf.get(filtro.cpf) ?? []).slice(start, start + limit);
      case 'inscricao': {
        const i = this.porInscricao.get(filtro.insPrcCodigo);
        return i === undefined ? [] : [i].slice(start, start + limit);
      }
      case 'nome':
        return this.porNome(termo ?? '', start, limit);
    }
  }

  private porNome(termo: string, start: number, limit: number): number[] {
    if (termo.length < 3) return this.varrendo(termo, start, limit);
    const candidatos = (termo.length >= 6 ? this.seisGramas : this.trigramas).candidatos(termo);
    const pagina: number[] = [];
    let pular = start;
    for (let c = 0; c < candidatos.length; c++) {
      const i = candidatos[c];
      if (!this.nomesDobrados[i].includes(termo)) continue;
      if (pular > 0) pular--;
      else if (pagina.push(i) === limit) break;
    }
    return pagina;
  }

  private varrendo(termo: string, start: number, limit: number): number[] {
    const pagina: number[] = [];
    if (this.linhas.length === 0) return pagina;
    let pular = start;
    let pos = this.nomes.indexOf(termo);
    while (pos !== -1 && pagina.length < limit) {
      const i = this.linhaEm(pos);
      if (pular > 0) pular--;
      else pagina.push(i);
      // Next match from the next name on: one line is listed once however often the term occurs in it.
      pos = i + 1 < this.linhas.length ? this.nomes.indexOf(termo, this.inicios[i + 1] + 1) : -1;
    }
    return pagina;
  }

  /** The line whose name holds position `pos` (the last start at or before it, past its line break). */
  private linhaEm(pos: number): number {
    let lo = 0;
    let hi = this.linhas.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.inicios[mid] < pos) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}
