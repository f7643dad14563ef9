import type { Db } from '../../db/client.ts';
import type { SegundoPlano } from '../../plugins/segundo-plano.ts';
import { ListaEmMemoria } from './lista-em-memoria.ts';
import { carregaListaCompleta, versaoLista } from './lista-publica-repository.ts';

interface Copia {
  /** The list version read just before the rows. */
  versao: string;
  lista: ListaEmMemoria;
}

/**
 * The public room lists of one API process, one in-memory copy per process, each labelled with the
 * ensalamento_versao it was read at. `pronta` answers a copy only when its version is the one the
 * request has just read, so a search never sees a list older than the request; otherwise it answers
 * null (the caller searches in SQL, as exact and slower) and starts loading that version in the
 * background, one load per process at a time. The deadline-day crowd is served from memory a second
 * after a change, and nobody waits for the load.
 */
export class ListaPublicaCache {
  private readonly copias = new Map<number, Copia>();
  private readonly carregando = new Set<number>();

  /**
   * At most `maxProcessos` copies are kept (the least recently used one is dropped first), and at most
   * `maxCargas` loads run at once: requests alternating between more released processes than the copies
   * kept would otherwise start a whole-list load with nearly every request (the SQL search answers meanwhile).
   */
  constructor(
    private readonly segundoPlano: SegundoPlano,
    private readonly aoFalhar: (erro: unknown) => void,
    private readonly maxProcessos = 4,
    private readonly maxCargas = 2,
  ) {}

  /** Copies kept now. */
  get tamanho(): number {
    return this.copias.size;
  }

  /** Loads running now. */
  get cargas(): number {
    return this.carregando.size;
  }

  pronta(db: Db, prcSltCodigo: number, versao: string): ListaEmMemoria | null {
    const copia = this.copias.get(prcSltCodigo);
    if (copia?.versao === versao) {
      // Most recently used last, so the first key is the one to drop.
      this.copias.delete(prcSltCodigo);
      this.copias.set(prcSltCodigo, copia);
      return copia.lista;
    }
    if (!this.carregando.has(prcSltCodigo) && this.carregando.size < this.maxCargas) this.carrega(db, prcSltCodigo);
    return null;
  }

  private carrega(db: Db, prcSltCodigo: number) {
    this.carregando.add(prcSltCodigo);
    const carga = (async () => {
      // The version first, then the rows: a change committed in between makes the copy newer than its
      // label, never older, and the next request (reading the newer number) simply loads again.
      const versao = await versaoLista(db);
      const lista = new ListaEmMemoria(await carregaListaCompleta(db, prcSltCodigo));
      this.copias.delete(prcSltCodigo);
      this.copias.set(prcSltCodigo, { versao, lista });
      while (this.copias.size > this.maxProcessos) this.copias.delete(this.copias.keys().next().value!);
    })()
      // A failed load leaves the SQL search in charge; the next request tries again.
      .catch(this.aoFalhar)
      .finally(() => this.carregando.delete(prcSltCodigo));
    this.segundoPlano.acompanhar(carga);
  }
}
