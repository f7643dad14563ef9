/**
 * One read shared by every caller who asks for the same key while it is under way, without ever handing
 * a caller a read that started before the caller asked: someone who arrives while a read is in flight
 * waits for the next one, which starts when the current one ends and serves everyone who arrived in
 * between. So each answer is at least as fresh as an answer of one's own read would be (a change
 * committed before the request is seen), while a crowd asking the same small question costs the
 * database one query per round trip instead of one per request. The busier the process, the longer a
 * round trip takes and the more requests share it.
 */
export class LeituraAgrupada<K, V> {
  private readonly emCurso = new Map<K, Promise<V>>();
  private readonly seguinte = new Map<K, Promise<V>>();

  constructor(private readonly ler: (chave: K) => Promise<V>) {}

  le(chave: K): Promise<V> {
    const seguinte = this.seguinte.get(chave);
    if (seguinte) return seguinte;
    const emCurso = this.emCurso.get(chave);
    if (!emCurso) return this.inicia(chave);
    const proxima = emCurso
      .then(
        () => undefined,
        // A failed read fails its own callers only; those waiting for the next one still get it.
        () => undefined,
      )
      .then(() => {
        this.seguinte.delete(chave);
        return this.inicia(chave);
      });
    this.seguinte.set(chave, proxima);
    return proxima;
  }

  private inicia(chave: K): Promise<V> {
    // async: a reader that throws at once rejects like one that fails later.
    const leitura = (async () => this.ler(chave))();
    this.emCurso.set(chave, leitura);
    const terminou = () => {
      if (this.emCurso.get(chave) === leitura) this.emCurso.delete(chave);
    };
    leitura.then(terminou, terminou);
    return leitura;
  }
}
