/**
 * When the webhook's window ends early (server/features/pix/conexoes-esperando.ts), over real sockets: a server of
 * the test's own hands each call to the rule and holds its answer until the test releases it, so each step is an
 * arrival the test waited for, never a timing. The writer is a counter of the rule's "close the window now".
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fechaJanelaQuandoTodasEsperam } from '../../server/features/pix/conexoes-esperando.ts';

let agora = 1_000_000;
let fechamentos = 0;
const regra = fechaJanelaQuandoTodasEsperam({ fecharJanela: () => fechamentos++ }, () => agora);
/** Calls that reached the rule, in order, each with how to answer it. */
const chegadas: { nome: string; socket: import('node:net').Socket; responder: () => void }[] = [];
let avisar: (() => void) | null = null;
let servidor: http.Server;
let porta: number;

beforeAll(async () => {
  servidor = http.createServer((req, res) => {
    const nome = req.url!.slice(1);
    if (nome.startsWith('outro')) return void res.end('ok'); // not a webhook call: the rule never sees it
    void regra(req.socket, () => new Promise<void>((ok) => {
      chegadas.push({ nome, socket: req.socket, responder: ok });
      avisar?.();
    })).then(() => res.end(nome));
  });
  await new Promise<void>((ok) => servidor.listen(0, '127.0.0.1', ok));
  porta = (servidor.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((ok) => {
  servidor.closeAllConnections();
  servidor.close(() => ok());
}));

class Conexao {
  readonly agente = new http.Agent({ keepAlive: true, maxSockets: 1 });
  pedir(caminho: string): Promise<string> {
    return new Promise((ok, falha) => {
      http.get({ host: '127.0.0.1', port: porta, path: `/${caminho}`, agent: this.agente }, (res) => {
        let t = '';
        res.on('data', (c) => (t += c));
        res.on('end', () => ok(t));
      }).on('error', falha);
    });
  }
}

/** Sends a call and waits until it reached the rule (the rule has looked by then). */
async function chamar(c: Conexao, nome: string) {
  const chegou = new Promise<void>((ok) => (avisar = ok));
  const resposta = c.pedir(nome);
  await chegou;
  const chegada = chegadas.find((x) => x.nome === nome)!;
  return { resposta, socket: chegada.socket, responder: () => chegada.responder() };
}

describe('the webhook window ends when every connection of the PSP waits', () => {
  it('follows the connections that carried calls, and only those', async () => {
    const metricas = new Conexao(); // idle, never a webhook call: never holds the window
    await metricas.pedir('outro');
    const a = new Conexao();
    const b = new Conexao();

    const a1 = await chamar(a, 'a1');
    expect(fechamentos).toBe(1); // the PSP's only connection waits
    a1.responder();
    expect(await a1.resposta).toBe('a1');

    const b1 = await chamar(b, 'b1');
    expect(fechamentos).toBe(1); // a is idle and could still send: the window stays
    const a2 = await chamar(a, 'a2');
    expect(fechamentos).toBe(2); // both wait
    a2.responder();
    b1.responder();
    await Promise.all([a2.resposta, b1.resposta]);

    agora += 2000; // a second and more without a call: neither counts any longer
    const b2 = await chamar(b, 'b2');
    expect(fechamentos).toBe(3);
    const a3 = await chamar(a, 'a3'); // a back: one of the PSP's again, and both wait
    expect(fechamentos).toBe(4);
    a3.responder();
    await a3.resposta;

    // a closes while b waits: b is the only one left.
    // (the server's end of a: its 'close' listeners run in order, the rule's first)
    const fechou = new Promise<void>((ok) => a3.socket.once('close', () => ok()));
    a.agente.destroy();
    await fechou;
    expect(fechamentos).toBe(5);
    b2.responder();
    expect(await b2.resposta).toBe('b2');
    b.agente.destroy();
    metricas.agente.destroy();
  });

  it('a call without a connection (injected by a test) leaves the window alone', async () => {
    const antes = fechamentos;
    expect(await regra({}, async () => 'injetada')).toBe('injetada');
    expect(fechamentos).toBe(antes);
  });
});
