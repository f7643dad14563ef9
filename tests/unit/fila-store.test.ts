/**
 * The staff queues' one store shape (src/lib/fila.store.ts): what a new filter, a page, a tick and a refusal do
 * to the list, the filter and the selection. `buscar` here is a small in-memory queue of codes.
 */
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../src/lib/api-client.ts';
import { atom } from 'nanostores';
import { carregarEm, criarCarga, criarFila, criarLeitura, type Carga } from '../../src/lib/fila.store.ts';

interface Filtro {
  situacao: 'pendente' | 'todas';
  start: number;
}

function fila(falha?: Error) {
  const pedidos: { prc: number; filtro: Filtro }[] = [];
  const f = criarFila({
    filtro: { situacao: 'pendente', start: 0 } as Filtro,
    buscar: async (prc, filtro) => {
      pedidos.push({ prc, filtro });
      if (falha) throw falha;
      const todos = filtro.situacao === 'pendente' ? [1, 2, 3, 4, 5] : [1, 2, 3, 4, 5, 6, 7, 8];
      return { linhas: todos.slice(filtro.start, filtro.start + 3), total: todos.length };
    },
  });
  return { ...f, pedidos };
}

describe('a staff queue: paged, filtered, selectable', () => {
  it('loads the page its filter asks for, of the process loaded last', async () => {
    const f = fila();
    expect(f.$dados.get()).toEqual({ status: 'carregando' });
    await f.carregar(7);
    expect(f.$dados.get()).toEqual({ status: 'pronto', dados: { linhas: [1, 2, 3], total: 5 } });
    await f.filtrar({ start: 3 });
    expect(f.pedidos.at(-1)).toEqual({ prc: 7, filtro: { situacao: 'pendente', start: 3 } });
    expect(f.$dados.get()).toEqual({ status: 'pronto', dados: { linhas: [4, 5], total: 5 } });
  });

  it('a new filter starts from the first page and clears the ticks; a tick toggles', async () => {
    const f = fila();
    await f.carregar(7);
    await f.filtrar({ start: 3 });
    f.alternar(4);
    f.alternar(5);
    f.alternar(4);
    expect(f.$selecionados.get()).toEqual([5]);
    await f.filtrar({ situacao: 'todas' });
    expect(f.$filtro.get()).toEqual({ situacao: 'todas', start: 0 });
    expect(f.$selecionados.get()).toEqual([]);
    f.selecionarTodos([1, 2, 3]);
    expect(f.$selecionados.get()).toEqual([1, 2, 3]);
  });

  it('a refusal (403) is "sem acesso", any other failure an error, each with the API\'s words', async () => {
    const recusada = fila(new ApiCallError(403, 'Você não tem permissão para decidir isenções.'));
    await recusada.carregar(7);
    expect(recusada.$dados.get()).toEqual({ status: 'semAcesso', mensagem: 'Você não tem permissão para decidir isenções.' });
    const falhou = fila(new ApiCallError(500, 'Houve um erro ao realizar a ação.'));
    await falhou.carregar(7);
    expect(falhou.$dados.get()).toEqual({ status: 'erro', mensagem: 'Houve um erro ao realizar a ação.' });
  });
});

describe('a staff screen\'s load of one process (criarCarga)', () => {
  /** A load whose answers the test releases by hand, in any order. */
  function controlada(o: { aoFalharRecarga?: (m: string) => void } = {}) {
    const pendentes: { prc: number; responder: (v: string) => void; falhar: (e: Error) => void }[] = [];
    const carga = criarCarga({
      ...o,
      buscar: (prc) => new Promise<string>((responder, falhar) => void pendentes.push({ prc, responder, falhar })),
    });
    return { carga, pendentes };
  }

  it('a slower earlier answer never overwrites a newer one', async () => {
    const { carga, pendentes } = controlada();
    const primeira = carga.carregar(7);
    const segunda = carga.recarregar();
    pendentes[1].responder('nova');
    await segunda;
    pendentes[0].responder('velha');
    await primeira;
    expect(carga.$dados.get()).toEqual({ status: 'pronto', dados: 'nova' });
    expect(pendentes.map((p) => p.prc)).toEqual([7, 7]);
  });

  it('a failed reload keeps what is on screen and says so; a refusal replaces it', async () => {
    const ditas: string[] = [];
    const { carga, pendentes } = controlada({ aoFalharRecarga: (m) => void ditas.push(m) });
    const p1 = carga.carregar(7);
    pendentes[0].responder('árvore');
    await p1;
    const p2 = carga.recarregar();
    pendentes[1].falhar(new ApiCallError(500, 'Houve um erro ao realizar a ação.'));
    await p2;
    expect(carga.$dados.get()).toEqual({ status: 'pronto', dados: 'árvore' });
    expect(ditas).toEqual(['Houve um erro ao realizar a ação.']);
    const p3 = carga.recarregar();
    pendentes[2].falhar(new ApiCallError(403, 'Você não tem permissão.'));
    await p3;
    expect(carga.$dados.get()).toEqual({ status: 'semAcesso', mensagem: 'Você não tem permissão.' });
  });

  it('without aoFalharRecarga a failed reload shows the failure; nothing is read before the first load', async () => {
    const { carga, pendentes } = controlada();
    await carga.recarregar();
    expect(pendentes).toHaveLength(0);
    const p1 = carga.carregar(3);
    pendentes[0].responder('x');
    await p1;
    const p2 = carga.recarregar();
    pendentes[1].falhar(new ApiCallError(500, 'Houve um erro ao realizar a ação.'));
    await p2;
    expect(carga.$dados.get()).toEqual({ status: 'erro', mensagem: 'Houve um erro ao realizar a ação.' });
  });
});

describe('carregarEm: any Carga atom (a panel, a search the person asks for)', () => {
  it('lets the newest load of an atom win, whatever order the answers come in', async () => {
    const $carga = atom<Carga<string>>({ status: 'carregando' });
    const respostas: ((v: string) => void)[] = [];
    const buscar = () => new Promise<string>((r) => respostas.push(r));
    const antiga = carregarEm($carga, buscar);
    const nova = carregarEm($carga, buscar);
    respostas[1]('Cascavel');
    await nova;
    respostas[0]('Cas');
    await antiga;
    expect($carga.get()).toEqual({ status: 'pronto', dados: 'Cascavel' });
  });

  it("keeps a 400's field messages for the search form, and says a refusal is one", async () => {
    const $carga = atom<Carga<string>>({ status: 'carregando' });
    await carregarEm($carga, () => Promise.reject(new ApiCallError(400, 'CPF inválido.', { success: false, data: { campos: { cpf: 'Informe o CPF inteiro.' } } })));
    expect($carga.get()).toEqual({ status: 'erro', mensagem: 'CPF inválido.', campos: { cpf: 'Informe o CPF inteiro.' } });
    await carregarEm($carga, () => Promise.reject(new ApiCallError(403, 'Você não tem permissão.')));
    expect($carga.get()).toEqual({ status: 'semAcesso', mensagem: 'Você não tem permissão.' });
  });
});

describe('a read on demand, by key (criarLeitura)', () => {
  /** A read whose answers the test releases by hand; each ask records its key and whether it was aborted. */
  function controlada(o: { aoFalharRecarga?: (m: string) => void } = {}) {
    const pendentes: { chave: string; signal: AbortSignal; responder: (v: string) => void; falhar: (e: Error) => void }[] = [];
    const leitura = criarLeitura((chave: string, signal) => new Promise<string>((responder, falhar) => void pendentes.push({ chave, signal, responder, falhar })), o);
    return { leitura, pendentes };
  }

  it('nothing before the first ask; the newest ask wins and aborts the one before', async () => {
    const { leitura, pendentes } = controlada();
    expect(leitura.$carga.get()).toBeNull();
    const primeira = leitura.ler('ma');
    expect(leitura.$carga.get()).toEqual({ status: 'carregando' });
    const segunda = leitura.ler('mar');
    expect(pendentes[0].signal.aborted).toBe(true);
    pendentes[1].responder('Maria');
    expect(await segunda).toBe('Maria');
    pendentes[0].responder('Marcos');
    expect(await primeira).toBeNull();
    expect(leitura.$carga.get()).toEqual({ status: 'pronto', dados: 'Maria' });
    expect(pendentes.map((p) => p.chave)).toEqual(['ma', 'mar']);
  });

  it('a new ask keeps the data on screen until it answers; limpar empties and aborts; definir shows a written answer', async () => {
    const { leitura, pendentes } = controlada();
    const p1 = leitura.ler('1');
    pendentes[0].responder('página 1');
    await p1;
    const p2 = leitura.ler('2');
    expect(leitura.$carga.get()).toEqual({ status: 'pronto', dados: 'página 1' });
    leitura.limpar();
    expect(pendentes[1].signal.aborted).toBe(true);
    expect(leitura.$carga.get()).toBeNull();
    pendentes[1].responder('página 2');
    expect(await p2).toBeNull();
    expect(leitura.$carga.get()).toBeNull();
    leitura.definir('relatório');
    expect(leitura.$carga.get()).toEqual({ status: 'pronto', dados: 'relatório' });
  });

  it('a failure replaces the data unless aoFalharRecarga keeps it and says so; a refusal is "sem acesso"', async () => {
    const ditas: string[] = [];
    const { leitura, pendentes } = controlada({ aoFalharRecarga: (m) => void ditas.push(m) });
    const p1 = leitura.ler('1');
    pendentes[0].responder('página 1');
    await p1;
    const p2 = leitura.ler('2');
    pendentes[1].falhar(new ApiCallError(500, 'Houve um erro ao realizar a ação.'));
    expect(await p2).toBeNull();
    expect(leitura.$carga.get()).toEqual({ status: 'pronto', dados: 'página 1' });
    expect(ditas).toEqual(['Houve um erro ao realizar a ação.']);
    const p3 = leitura.ler('3');
    pendentes[2].falhar(new ApiCallError(403, 'Você não tem permissão.'));
    await p3;
    expect(leitura.$carga.get()).toEqual({ status: 'semAcesso', mensagem: 'Você não tem permissão.' });

    const sem = controlada();
    const q1 = sem.leitura.ler('1');
    sem.pendentes[0].responder('x');
    await q1;
    const q2 = sem.leitura.ler('2');
    sem.pendentes[1].falhar(new ApiCallError(404, 'Inscrição não encontrada.'));
    await q2;
    expect(sem.leitura.$carga.get()).toEqual({ status: 'erro', mensagem: 'Inscrição não encontrada.' });
  });
});
