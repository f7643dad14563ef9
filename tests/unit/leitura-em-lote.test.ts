import { describe, expect, it } from 'vitest';
import { LeituraEmLote } from '../../server/db/leitura-em-lote.ts';

/** A batch reader whose reads the test finishes by hand; each answers `pedido#lote`. */
function leitorManual() {
  const lotes: { pedidos: string[]; termina: () => void; falha: (e: Error) => void }[] = [];
  const lerVarios = (pedidos: string[]) =>
    new Promise<string[]>((ok, falha) => {
      const n = lotes.length + 1;
      lotes.push({ pedidos, termina: () => ok(pedidos.map((p) => `${p}#${n}`)), falha });
    });
  return { lotes, lerVarios };
}

/** Lets every pending promise callback run (the reads themselves wait for the test). */
const assenta = () => new Promise((r) => setImmediate(r));

describe('LeituraEmLote', () => {
  it('o primeiro pedido sai sozinho, na hora; os que chegam durante a leitura vão juntos na seguinte', async () => {
    const { lotes, lerVarios } = leitorManual();
    const leitura = new LeituraEmLote(lerVarios);
    const primeiro = leitura.le('a');
    expect(lotes.map((l) => l.pedidos)).toEqual([['a']]);
    const durante = ['b', 'c', 'a', 'd'].map((p) => leitura.le(p));
    await assenta();
    // Nobody who arrived during read 1 is answered by read 1.
    expect(lotes).toHaveLength(1);
    lotes[0].termina();
    expect(await primeiro).toBe('a#1');
    await assenta();
    expect(lotes.map((l) => l.pedidos)).toEqual([['a'], ['b', 'c', 'a', 'd']]);
    lotes[1].termina();
    expect(await Promise.all(durante)).toEqual(['b#2', 'c#2', 'a#2', 'd#2']);
  });

  it('sem leitura em curso, cada pedido lê de novo', async () => {
    const { lotes, lerVarios } = leitorManual();
    const leitura = new LeituraEmLote(lerVarios);
    for (let i = 1; i <= 3; i++) {
      const p = leitura.le('a');
      lotes[i - 1].termina();
      expect(await p).toBe(`a#${i}`);
    }
  });

  it('um lote tem no máximo `maximo` pedidos; o resto vai no seguinte', async () => {
    const { lotes, lerVarios } = leitorManual();
    const leitura = new LeituraEmLote(lerVarios, 2);
    const todos = ['a', 'b', 'c', 'd', 'e'].map((p) => leitura.le(p));
    for (let i = 0; i < 3; i++) {
      await assenta();
      lotes[i].termina();
    }
    expect(lotes.map((l) => l.pedidos)).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
    expect(await Promise.all(todos)).toEqual(['a#1', 'b#2', 'c#2', 'd#3', 'e#3']);
  });

  it('uma leitura que falha falha só para o seu lote; o seguinte segue', async () => {
    const { lotes, lerVarios } = leitorManual();
    const leitura = new LeituraEmLote(lerVarios);
    const primeiro = leitura.le('a');
    const depois = leitura.le('b');
    lotes[0].falha(new Error('conexão caiu'));
    await expect(primeiro).rejects.toThrow('conexão caiu');
    await assenta();
    lotes[1].termina();
    expect(await depois).toBe('b#2');
  });

  it('respostas a menos, ou um leitor que lança na hora, rejeitam o lote em vez de responder errado', async () => {
    const curta = new LeituraEmLote<string, string>(async () => []);
    await expect(curta.le('a')).rejects.toThrow('0 respostas para 1 pedidos');
    const lanca = new LeituraEmLote<string, string>(() => {
      throw new Error('na hora');
    });
    await expect(lanca.le('a')).rejects.toThrow('na hora');
  });
});
