/**
 * Writes that requests make one by one, sent to the database together: like ./leitura-em-lote.ts, the first
 * goes out at once, alone, and those that arrive while a write is under way go together in the next one, in
 * ONE statement (one transaction, one commit, one round trip for the lot). Under a crowd the batches grow by
 * themselves; one request alone waits for nothing.
 *
 * Unlike a read, each request of a batch has an outcome of its own, and one must not spoil the others:
 *  - two requests that could collide in the database (the same idempotency key, the same person in a
 *    single-enrolment process: `conflitos` names them) never share a batch; the later one waits for the next,
 *    so the database settles them in arrival order as it did one by one;
 *  - when the database refuses the batch's statement (a constraint, a value it rejects: see RECUSADA),
 *    nothing of it was written, and each request of the batch is written again alone
 *    (`escreveUm`), so only the one at fault gets the error;
 *  - any other failure (the connection lost: the commit may or may not have happened) fails the whole batch
 *    with it: writing again could write twice.
 */
import { pgErrorCode } from './errors.ts';
import { observarLote } from './lotes-observados.ts';

/**
 * SQLSTATE classes of a statement the database refused and rolled back whole: data exception (22), integrity
 * constraint (23), transaction rollback (40: serialization, deadlock), syntax or access rule (42). Written
 * again one by one, each request learns its own outcome. Any other failure (connection lost 08, shutdown 57,
 * Node's ECONNRESET...) may have come after the commit.
 */
const RECUSADA = /^(22|23|40|42)[0-9A-Z]{3}$/;

interface Pendente<P, V> {
  pedido: P;
  chaves: string[];
  ok: (v: V) => void;
  falha: (e: unknown) => void;
}

export interface OpcoesEscritaEmLote<P, V> {
  /** Writes several requests in one statement: one outcome per request, in the order given. */
  escreveVarios: (pedidos: P[]) => Promise<V[]>;
  /** Writes one alone (a batch the database refused is written again request by request). */
  escreveUm: (pedido: P) => Promise<V>;
  /** What may collide in the database: requests sharing a name go in different batches, in arrival order. */
  conflitos?: (pedido: P) => string[];
  /** At most this many requests per statement. */
  maximo?: number;
  /**
   * At most this many statements under way at once (1: the next waits for the one under way). More lets the
   * next batch be written while one waits for its commit (PostgreSQL's WAL flush), on another connection.
   */
  paralelos?: number;
  /**
   * Waited before each batch leaves (a window that gathers those arriving meanwhile), for writers whose callers
   * can wait a little and come in a steady stream: one transaction for many instead of one per arrival when the
   * stream is thinner than the write is long. None by default: the first goes out at once.
   */
  juntar?: () => Promise<void>;
  /** The batches are counted under this name (./lotes-observados.ts). */
  nome?: string;
}

export class EscritaEmLote<P, V> {
  private fila: Pendente<P, V>[] = [];
  private emVoo = 0;
  /** The collision names of the batches under way (a name may be held by one of them at a time). */
  private readonly chavesEmVoo = new Set<string>();
  /** True while the window (`juntar`) before the next batch is open. */
  private juntando = false;
  /** Ends the open window now (see `fecharJanela`). */
  private abreviar: (() => void) | null = null;
  private readonly opcoes: Required<Omit<OpcoesEscritaEmLote<P, V>, 'juntar' | 'nome'>> & Pick<OpcoesEscritaEmLote<P, V>, 'juntar' | 'nome'>;

  constructor(opcoes: OpcoesEscritaEmLote<P, V>) {
    this.opcoes = { conflitos: () => [], maximo: 100, paralelos: 1, ...opcoes };
  }

  escreve(pedido: P): Promise<V> {
    return new Promise<V>((ok, falha) => {
      this.fila.push({ pedido, chaves: this.opcoes.conflitos(pedido), ok, falha });
      this.envia();
    });
  }

  /**
   * Sends the next batch without waiting the rest of the window out: for a caller that knows nobody else can
   * arrive meanwhile (the webhook, when every connection open to it already waits for its answer).
   */
  fecharJanela() {
    this.abreviar?.();
  }

  /**
   * The next batch: in arrival order, skipping (for a later one) whoever collides with a request already in
   * it or in a batch under way.
   */
  private proximoLote(): Pendente<P, V>[] {
    const lote: Pendente<P, V>[] = [];
    const resto: Pendente<P, V>[] = [];
    const usadas = new Set(this.chavesEmVoo);
    for (const p of this.fila) {
      if (lote.length >= this.opcoes.maximo || p.chaves.some((c) => usadas.has(c))) {
        resto.push(p);
        // A request left behind holds its names too: a later one sharing them must not overtake it.
        for (const c of p.chaves) usadas.add(c);
        continue;
      }
      lote.push(p);
      for (const c of p.chaves) usadas.add(c);
    }
    this.fila = resto;
    return lote;
  }

  /** Sends batches while there is room for one more under way and someone who may go (after the window, if any). */
  private envia() {
    if (this.juntando) return;
    const { juntar } = this.opcoes;
    if (juntar && this.emVoo < this.opcoes.paralelos && this.fila.length > 0) {
      this.juntando = true;
      const abreviada = new Promise<void>((fim) => (this.abreviar = fim));
      void Promise.race([juntar(), abreviada]).then(() => {
        this.juntando = false;
        this.abreviar = null;
        this.enviaJa();
      });
      return;
    }
    this.enviaJa();
  }

  private enviaJa() {
    while (this.emVoo < this.opcoes.paralelos && this.fila.length > 0) {
      const lote = this.proximoLote();
      if (lote.length === 0) return; // all wait for a batch under way that holds their names
      this.emVoo++;
      observarLote(this.opcoes.nome, lote.length);
      const chaves = lote.flatMap((l) => l.chaves);
      for (const c of chaves) this.chavesEmVoo.add(c);
      // The next batch leaves as soon as this one ends, whoever its callers send next. (An anonymous callback and a
      // method, not a named closure: tsx names those at each creation, see ./leitura-em-lote.ts.)
      void (lote.length === 1 ? this.sozinho(lote[0]) : this.junto(lote)).finally(() => this.fim(chaves));
    }
  }

  private fim(chaves: string[]) {
    this.emVoo--;
    for (const c of chaves) this.chavesEmVoo.delete(c);
    this.envia();
  }

  private async sozinho(p: Pendente<P, V>): Promise<void> {
    try {
      p.ok(await this.opcoes.escreveUm(p.pedido));
    } catch (e) {
      p.falha(e);
    }
  }

  private async junto(lote: Pendente<P, V>[]): Promise<void> {
    let valores: V[];
    try {
      valores = await this.opcoes.escreveVarios(lote.map((l) => l.pedido));
      if (valores.length !== lote.length) throw new Error(`escrita em lote: ${valores.length} respostas para ${lote.length} pedidos`);
    } catch (e) {
      if (!RECUSADA.test(pgErrorCode(e) ?? '')) {
        lote.forEach((l) => l.falha(e));
        return;
      }
      // Refused by the database, so nothing was written: each one alone, in order, learns its own outcome.
      for (const l of lote) await this.sozinho(l);
      return;
    }
    lote.forEach((l, i) => l.ok(valores[i]));
  }
}
