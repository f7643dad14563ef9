import { describe, expect, it } from 'vitest';
import { EscritaEmLote } from '../../server/db/escrita-em-lote.ts';

/** What the database would throw: an error with a SQLSTATE in `code`, wrapped as Drizzle wraps it. */
const erroPg = (code: string, message = code) => Object.assign(new Error('falhou'), { cause: Object.assign(new Error(message), { code }) });

/**
 * A batch writer whose writes the test finishes by hand. Requests are 'nome' or 'nome@grupo' (same group =
 * conflict); a batch answers `nome#lote`, a write alone `nome!`, and a name starting with 'x' fails alone.
 */
function escritorManual() {
  const lotes: { pedidos: string[]; termina: () => void; falha: (e: unknown) => void }[] = [];
  const sozinhos: string[] = [];
  const escritor = new EscritaEmLote<string, string>({
    escreveVarios: (pedidos) =>
      new Promise<string[]>((ok, falha) => {
        const n = lotes.length + 1;
        lotes.push({ pedidos, termina: () => ok(pedidos.map((p) => `${p}#${n}`)), falha });
      }),
    escreveUm: async (p) => {
      sozinhos.push(p);
      if (p.startsWith('x')) throw erroPg('23505', `recusado ${p}`);
      return `${p}!`;
    },
    conflitos: (p) => (p.includes('@') ? [p.split('@')[1]] : []),
    maximo: 3,
  });
  return { lotes, sozinhos, escritor };
}

/**
 * A batch writer with a window the test closes by hand (`janelas`, one per window opened); every write, batch or
 * alone, waits in `lotes` for the test to finish it (a batch answers `nome#lote`, one alone `nome!`).
 */
function escritorComJanela() {
  const lotes: { pedidos: string[]; termina: () => void }[] = [];
  const janelas: (() => void)[] = [];
  const escritor = new EscritaEmLote<string, string>({
    escreveVarios: (pedidos) => new Promise<string[]>((ok) => lotes.push({ pedidos, termina: () => ok(pedidos.map((p) => `${p}#${lotes.length}`)) })),
    escreveUm: (p) => new Promise<string>((ok) => lotes.push({ pedidos: [p], termina: () => ok(`${p}!`) })),
    juntar: () => new Promise<void>((fecha) => janelas.push(fecha)),
  });
  return { lotes, janelas, escritor };
}

const assenta = () => new Promise((r) => setImmediate(r));
const resultado = (p: Promise<string>) => p.then((v) => v, (e: Error) => `erro: ${(e as { cause?: Error }).cause?.message ?? e.message}`);

describe('EscritaEmLote', () => {
  it('o primeiro sai sozinho; os que chegam durante a escrita vão juntos na seguinte, até o máximo', async () => {
    const { lotes, sozinhos, escritor } = escritorManual();
    const primeiro = escritor.escreve('a');
    expect(sozinhos).toEqual(['a']);
    const durante = ['b', 'c', 'd', 'e'].map((p) => resultado(escritor.escreve(p)));
    expect(await primeiro).toBe('a!');
    await assenta();
    expect(lotes.map((l) => l.pedidos)).toEqual([['b', 'c', 'd']]);
    lotes[0].termina();
    await assenta();
    // 'e' did not fit: it goes next, alone.
    expect(await Promise.all(durante)).toEqual(['b#1', 'c#1', 'd#1', 'e!']);
  });

  it('dois pedidos que colidem nunca vão no mesmo lote, e o segundo não passa à frente do primeiro', async () => {
    const { lotes, escritor } = escritorManual();
    const bloqueio = escritor.escreve('z'); // alone, keeps the writer busy until the others are queued
    const fila = ['a@k', 'b', 'c@k', 'd', 'e@k'].map((p) => resultado(escritor.escreve(p)));
    await bloqueio;
    await assenta();
    expect(lotes.map((l) => l.pedidos)).toEqual([['a@k', 'b', 'd']]);
    lotes[0].termina();
    await assenta();
    // c@k and e@k collide with each other too: one batch each, in arrival order.
    expect(await Promise.all(fila)).toEqual(['a@k#1', 'b#1', 'c@k!', 'd#1', 'e@k!']);
  });

  it('um lote que o banco recusou é escrito de novo um a um: só o culpado recebe o erro', async () => {
    const { lotes, sozinhos, escritor } = escritorManual();
    const bloqueio = escritor.escreve('z');
    const fila = ['a', 'xb', 'c'].map((p) => resultado(escritor.escreve(p)));
    await bloqueio;
    await assenta();
    lotes[0].falha(erroPg('23505'));
    expect(await Promise.all(fila)).toEqual(['a!', 'erro: recusado xb', 'c!']);
    expect(sozinhos).toEqual(['z', 'a', 'xb', 'c']);
  });

  it('uma falha que não é recusa do banco (conexão perdida) falha o lote inteiro, sem escrever de novo', async () => {
    const { lotes, sozinhos, escritor } = escritorManual();
    const bloqueio = escritor.escreve('z');
    const fila = ['a', 'b'].map((p) => resultado(escritor.escreve(p)));
    await bloqueio;
    await assenta();
    lotes[0].falha(Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' }));
    expect(await Promise.all(fila)).toEqual(['erro: Connection terminated unexpectedly', 'erro: Connection terminated unexpectedly']);
    expect(sozinhos).toEqual(['z']);
    // And the writer goes on.
    expect(await escritor.escreve('c')).toBe('c!');
  });

  it('um lote que responde a quantidade errada falha, e o escritor segue', async () => {
    const escritor = new EscritaEmLote<string, string>({ escreveVarios: async () => ['só um'], escreveUm: async (p) => p });
    const bloqueio = escritor.escreve('z');
    const fila = ['a', 'b'].map((p) => resultado(escritor.escreve(p)));
    await bloqueio;
    expect(await Promise.all(fila)).toEqual(['erro: escrita em lote: 1 respostas para 2 pedidos', 'erro: escrita em lote: 1 respostas para 2 pedidos']);
    expect(await escritor.escreve('c')).toBe('c');
  });

  it('com dois em curso: o segundo sai sem esperar o primeiro, e quem colide com um lote em curso espera o fim dele', async () => {
    const lotes: { pedidos: string[]; termina: () => void }[] = [];
    const escritor = new EscritaEmLote<string, string>({
      escreveVarios: (pedidos) => new Promise<string[]>((ok) => lotes.push({ pedidos, termina: () => ok(pedidos.map((p) => `${p}#${lotes.length}`)) })),
      escreveUm: (p) => new Promise<string>((ok) => lotes.push({ pedidos: [p], termina: () => ok(`${p}!`) })),
      conflitos: (p) => (p.includes('@') ? [p.split('@')[1]] : []),
      paralelos: 2,
    });
    const a = escritor.escreve('a@k');
    const b = escritor.escreve('b');
    // Both under way at once; c@k waits for a@k's batch, d goes with it in the next free slot.
    const c = escritor.escreve('c@k');
    const d = escritor.escreve('d');
    expect(lotes.map((l) => l.pedidos)).toEqual([['a@k'], ['b']]);
    lotes[1].termina();
    await b;
    await assenta();
    expect(lotes.map((l) => l.pedidos)).toEqual([['a@k'], ['b'], ['d']]);
    lotes[0].termina();
    await a;
    await assenta();
    expect(lotes.map((l) => l.pedidos)).toEqual([['a@k'], ['b'], ['d'], ['c@k']]);
    lotes[2].termina();
    lotes[3].termina();
    expect(await Promise.all([c, d])).toEqual(['c@k!', 'd!']);
  });

  it('com janela (juntar): nada sai antes de ela fechar; os que chegaram durante vão num lote só, e a próxima janela abre depois do lote', async () => {
    const { lotes, janelas, escritor } = escritorComJanela();
    const primeiros = ['a', 'b', 'c'].map((p) => escritor.escreve(p));
    expect(lotes).toEqual([]);
    expect(janelas).toHaveLength(1); // one window for the three
    janelas[0]();
    await assenta();
    expect(lotes.map((l) => l.pedidos)).toEqual([['a', 'b', 'c']]);
    const depois = escritor.escreve('d');
    lotes[0].termina();
    expect(await Promise.all(primeiros)).toEqual(['a#1', 'b#1', 'c#1']);
    await assenta();
    // 'd' arrived while the batch was under way: it waits for the next window, not for nothing.
    expect(lotes).toHaveLength(1);
    expect(janelas).toHaveLength(2);
    janelas[1]();
    await assenta();
    expect(lotes.map((l) => l.pedidos)).toEqual([['a', 'b', 'c'], ['d']]);
    lotes[1].termina();
    expect(await depois).toBe('d!');
  });

  it('fecharJanela: o lote sai na hora com quem chegou, a janela que ficou aberta não manda outro, e sem janela aberta nada acontece', async () => {
    const { lotes, janelas, escritor } = escritorComJanela();
    escritor.fecharJanela(); // nothing waiting, no window: no batch
    await assenta();
    expect(lotes).toEqual([]);
    const dois = ['a', 'b'].map((p) => escritor.escreve(p));
    escritor.fecharJanela();
    await assenta();
    expect(lotes.map((l) => l.pedidos)).toEqual([['a', 'b']]);
    // The window's own end, later, sends nothing more (a 'c' arriving meanwhile waits for the batch under way).
    const c = escritor.escreve('c');
    janelas[0]();
    await assenta();
    expect(lotes).toHaveLength(1);
    lotes[0].termina();
    expect(await Promise.all(dois)).toEqual(['a#1', 'b#1']);
    await assenta();
    expect(janelas).toHaveLength(2);
    janelas[1]();
    await assenta();
    lotes[1].termina();
    expect(await c).toBe('c!');
  });
});
