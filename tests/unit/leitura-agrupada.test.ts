import { describe, expect, it } from 'vitest';
import { LeituraAgrupada } from '../../server/db/leitura-agrupada.ts';

/** A reader whose reads the test finishes by hand, each answering the number of the read. */
function leitorManual() {
  const leituras: { chave: string; n: number; termina: () => void; falha: (e: Error) => void }[] = [];
  const ler = (chave: string) =>
    new Promise<string>((ok, falha) => {
      const n = leituras.length + 1;
      leituras.push({ chave, n, termina: () => ok(`${chave}#${n}`), falha });
    });
  return { leituras, ler };
}

/** Lets every pending promise callback run (the reads themselves wait for the test). */
const assenta = () => new Promise((r) => setImmediate(r));

describe('LeituraAgrupada', () => {
  it('quem chega durante uma leitura espera a seguinte, que começa depois de chegar e serve a todos', async () => {
    const { leituras, ler } = leitorManual();
    const agrupada = new LeituraAgrupada(ler);
    const primeiro = agrupada.le('p');
    expect(leituras).toHaveLength(1);
    const durante = Array.from({ length: 10 }, () => agrupada.le('p'));
    await assenta();
    // Nobody who arrived during read 1 is given read 1, and they share a single read 2.
    expect(leituras).toHaveLength(1);
    leituras[0].termina();
    expect(await primeiro).toBe('p#1');
    await assenta();
    expect(leituras).toHaveLength(2);
    leituras[1].termina();
    expect(await Promise.all(durante)).toEqual(Array(10).fill('p#2'));
  });

  it('uma chave não espera pela outra', async () => {
    const { leituras, ler } = leitorManual();
    const agrupada = new LeituraAgrupada(ler);
    const a = agrupada.le('a');
    const b = agrupada.le('b');
    expect(leituras.map((l) => l.chave)).toEqual(['a', 'b']);
    leituras[1].termina();
    expect(await b).toBe('b#2');
    leituras[0].termina();
    expect(await a).toBe('a#1');
  });

  it('sem leitura em curso, cada pedido lê de novo', async () => {
    const { leituras, ler } = leitorManual();
    const agrupada = new LeituraAgrupada(ler);
    for (let i = 1; i <= 3; i++) {
      const p = agrupada.le('p');
      leituras[i - 1].termina();
      expect(await p).toBe(`p#${i}`);
    }
    expect(leituras).toHaveLength(3);
  });

  it('uma leitura que falha falha só para os seus; os que esperavam a seguinte recebem a seguinte', async () => {
    const { leituras, ler } = leitorManual();
    const agrupada = new LeituraAgrupada(ler);
    const primeiro = agrupada.le('p');
    const depois = agrupada.le('p');
    leituras[0].falha(new Error('conexão caiu'));
    await expect(primeiro).rejects.toThrow('conexão caiu');
    await assenta();
    leituras[1].termina();
    expect(await depois).toBe('p#2');
    // And the next caller starts afresh.
    const outro = agrupada.le('p');
    leituras[2].termina();
    expect(await outro).toBe('p#3');
  });

  it('um leitor que lança na hora rejeita a promessa em vez de lançar', async () => {
    const agrupada = new LeituraAgrupada<string, string>(() => {
      throw new Error('na hora');
    });
    await expect(agrupada.le('p')).rejects.toThrow('na hora');
  });
});
