import { threadId } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { calcularEmThread, FalhaNoCalculo, reiniciarThreadDeCalculo } from '../../server/lib/calculo-thread.ts';

const TAREFAS = new URL('./calculo-thread.tarefas.ts', import.meta.url);
const calcular = <T>(funcao: string, entrada: unknown = {}) => calcularEmThread<T>('Cálculo de teste', TAREFAS, funcao, entrada);
const falha = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => e as FalhaNoCalculo);

afterEach(() => reiniciarThreadDeCalculo());

describe('thread de cálculo', () => {
  it('roda a função do módulo em outra thread e responde na ordem pedida', async () => {
    const r = await Promise.all([1, 2, 3].map((n) => calcular<{ n: number; thread: number }>('dobro', { n })));
    expect(r.map((x) => x.n)).toEqual([2, 4, 6]);
    expect(new Set(r.map((x) => x.thread)).size).toBe(1);
    expect(r[0].thread).not.toBe(threadId);
  });

  it('um erro da regra chega em português; um defeito, em palavras gerais; a thread segue servindo', async () => {
    const regra = await falha(calcular('recusa'));
    expect(regra).toBeInstanceOf(FalhaNoCalculo);
    expect(regra!.message).toBe('Cálculo de teste: não foi possível concluir (remanejamento de vagas em ciclo a partir de PPI). Nada foi gravado.');
    const defeito = await falha(calcular('quebra'));
    expect(defeito!.message).toBe('Cálculo de teste: não foi possível concluir (erro interno no cálculo). Nada foi gravado.');
    expect(defeito!.causa?.name).toBe('TypeError');
    expect((await falha(calcular('inexistente')))!.motivo).toBe('erro interno no cálculo.');
    expect((await calcular<{ n: number }>('dobro', { n: 5 })).n).toBe(10);
  });

  it('uma thread sem memória falha a tarefa em curso e a seguinte começa outra thread', async () => {
    await reiniciarThreadDeCalculo({ memoriaMb: 16 });
    const antes = await calcular<{ thread: number }>('dobro', { n: 1 });
    const [sem, depois] = await Promise.all([falha(calcular('esgota')), calcular<{ n: number; thread: number }>('dobro', { n: 21 })]);
    expect(sem!.message).toBe('Cálculo de teste: não foi possível concluir (memória insuficiente para o cálculo). Nada foi gravado.');
    expect(depois.n).toBe(42);
    expect(depois.thread).not.toBe(antes.thread);
  });
});
