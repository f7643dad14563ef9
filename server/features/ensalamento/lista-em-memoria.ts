import type { Filtro } from './filtro.ts';
import type { LinhaCompleta, LinhaPublica } from './lista-publica-repository.ts';

/**
 * A process's public room list held in memory, searchable the way the SQL search is
 * (filtro.ts): a folded-name substring, a whole CPF or an enrolment code, results in list order.
 *
 * The folded names are laid end to end in one string, each preceded by a line break, so a name search
 * is String.indexOf over a few megabytes (a Boyer-Moore scan inside V8) instead of a trigram lookup,
 * five joins and a sort in the database; a common surname stops as soon as the page is full.
 * A term never contains a line break (filtro.ts collapses whitespace), so it never matches across names.
 */
export class ListaEmMemoria {
  private readonly linhas: LinhaPublica[];
  private readonly nomes: string;
  /** Where each line's name starts in `nomes`, plus one past the end. */
  private readonly inicios: Int32Array;
  private readonly porCpf = new Map<string, number[]>();
  private readonly porInscricao = new Map<number, number>();

  constructor(completas: LinhaCompleta[]) {
    this.linhas = completas.map((c) => c.linha);
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
   * already folded by the database (f_fold), so both searches fold alike.
   */
  busca(filtro: Filtro, termo: string | null, start: number, limit: number): LinhaPublica[] {
    switch (filtro.kind) {
      case 'todos':
        return this.linhas.slice(start, start + limit);
      case 'nada':
        return [];
      case 'cpf':
        return (this.porCpf.get(filtro.cpf) ?? []).slice(start, start + limit).map((i) => this.linhas[i]);
      case 'inscricao': {
        const i = this.porInscricao.get(filtro.insPrcCodigo);
        return i === undefined ? [] : [this.linhas[i]].slice(start, start + limit);
      }
      case 'nome':
        return this.porNome(termo ?? '', start, limit);
    }
  }

  private porNome(termo: string, start: number, limit: number): LinhaPublica[] {
    const pagina: LinhaPublica[] = [];
    if (this.linhas.length === 0) return pagina;
    let pular = start;
    let pos = this.nomes.indexOf(termo);
    while (pos !== -1 && pagina.length < limit) {
      const i = this.linhaEm(pos);
      if (pular > 0) pular--;
      else pagina.push(this.linhas[i]);
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
