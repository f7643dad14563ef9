/**
 * Reads that requests make one by one, sent to the database in batches: the first request goes out at
 * once, alone; those that arrive while a read is under way wait for it to end and go together in the
 * next one (at most `maximo` per query). So a request never gets an answer read before it arrived (a
 * logout or a change committed before it is seen), and nobody waits longer than one round trip more;
 * under load the batches grow by themselves, and a crowd costs the database one query per round trip
 * instead of one per request.
 *
 * Why it matters: on these machines a query's round trip, not its work, is most of its cost. Waking the
 * database process up through the socket, once per request, was the larger part of the API's CPU during
 * enrolments (bench/results/notas-do-codigo.md).
 */
import { observarLote } from './lotes-observados.ts';

export class LeituraEmLote<P, V> {
  private fila: { pedido: P; ok: (v: V) => void; falha: (e: unknown) => void }[] = [];
  private emCurso = false;

  /**
   * `lerVarios` answers one value per request, in the order given. A request may appear more than once
   * (the same key asked twice): answering each is its job. `nome`: the batches are counted under it
   * (./lotes-observados.ts).
   */
  constructor(
    private readonly lerVarios: (pedidos: P[]) => Promise<V[]>,
    private readonly maximo = 100,
    private readonly nome?: string,
  ) {}

  le(pedido: P): Promise<V> {
    return new Promise<V>((ok, falha) => {
      this.fila.push({ pedido, ok, falha });
      if (!this.emCurso) this.envia();
    });
  }

  // No named closures here (`const fim = () => ...`): under tsx each is named at creation (`__name`, a
  // defineProperty), once per batch on the hottest path; anonymous callbacks and methods are not.
  private envia() {
    const lote = this.fila.splice(0, this.maximo);
    this.emCurso = true;
    observarLote(this.nome, lote.length);
    // async: a reader that throws at once rejects like one that fails later.
    (async () => this.lerVarios(lote.map((l) => l.pedido)))().then(
      (valores) => {
        // The next batch leaves before this one's callers resume: whoever they send next finds no read under way.
        this.fim();
        if (valores.length === lote.length) lote.forEach((l, i) => l.ok(valores[i]));
        else LeituraEmLote.falhar(lote, new Error(`leitura em lote: ${valores.length} respostas para ${lote.length} pedidos`));
      },
      (erro) => {
        this.fim();
        LeituraEmLote.falhar(lote, erro);
      },
    );
  }

  private fim() {
    this.emCurso = false;
    if (this.fila.length > 0) this.envia();
  }

  private static falhar(lote: { falha: (e: unknown) => void }[], erro: unknown) {
    lote.forEach((l) => l.falha(erro));
  }
}
