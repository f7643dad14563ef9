/**
 * A turn to do heavy work: at most `limite` holders at once, the others wait in arrival order. Used where a few
 * requests could otherwise take every database connection and CPU slice of an API process (a document upload holds
 * a connection while it writes its bytes) and leave the enrolments of the deadline crowd waiting behind them.
 */
export class Vez {
  private ocupadas = 0;
  private readonly fila: (() => void)[] = [];

  constructor(private readonly limite: number) {}

  /** Runs `trabalho` when a turn is free, and frees the turn when it ends (or fails). */
  async com<T>(trabalho: () => Promise<T>): Promise<T> {
    if (this.ocupadas >= this.limite) await new Promise<void>((vez) => this.fila.push(vez));
    else this.ocupadas++;
    try {
      return await trabalho();
    } finally {
      // The turn passes straight to the next in line (the count stays), or is given back.
      const proxima = this.fila.shift();
      if (proxima) proxima();
      else this.ocupadas--;
    }
  }

  /** Requests waiting for a turn now. */
  get esperando(): number {
    return this.fila.length;
  }
}
