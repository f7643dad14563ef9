/**
 * A minimal HTTP/1.1 keep-alive client for the paced generator: one request at a time per connection,
 * requests written as prebuilt strings, answers read just far enough to know their status and where they
 * end (Content-Length, or a chunked body's last chunk). On this 2-core machine the load generator shares
 * the cores with the API and PostgreSQL: undici cost 0.16–0.2 ms of CPU per request (node:http about the
 * same), this about a quarter of that, left to the server under test.
 * Enough for our own server's answers; not a general-purpose client.
 */
import net from 'node:net';

export interface RawRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

type Done = (status: number | Error) => void;

const HEADER_END = Buffer.from('\r\n\r\n');
const CHUNKED_END = Buffer.from('\r\n0\r\n\r\n');

class Connection {
  private socket: net.Socket | null = null;
  private pending: Buffer[] = [];
  private done: Done | null = null;
  private status = 0;
  /** Bytes of the whole answer once its headers are read (-1: chunked, ends with CHUNKED_END). */
  private total = 0;

  constructor(
    private readonly host: string,
    private readonly port: number,
  ) {}

  get busy(): boolean {
    return this.done !== null;
  }

  send(request: string, done: Done) {
    this.done = done;
    this.pending = [];
    this.total = 0;
    if (!this.socket) this.open();
    this.socket!.write(request);
  }

  close() {
    this.socket?.destroy();
  }

  private open() {
    const socket = net.connect(this.port, this.host);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const fail = (err: Error) => {
      // Only the current socket's end fails the request in flight (an error is followed by a close).
      if (this.socket !== socket) return;
      this.socket = null;
      this.finish(err);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('conexão fechada')));
    this.socket = socket;
  }

  private onData(chunk: Buffer) {
    this.pending.push(chunk);
    const data = this.pending.length === 1 ? chunk : Buffer.concat(this.pending);
    this.pending = [data];
    if (this.total === 0) {
      const end = data.indexOf(HEADER_END);
      if (end === -1) return;
      const head = data.subarray(0, end).toString('latin1');
      this.status = Number(head.slice(9, 12));
      const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      this.total = length ? end + 4 + Number(length[1]) : /\r\ntransfer-encoding:\s*chunked/i.test(head) ? -1 : end + 4;
    }
    const complete = this.total === -1 ? data.subarray(data.length - CHUNKED_END.length).equals(CHUNKED_END) : data.length >= this.total;
    if (complete) this.finish(this.status);
  }

  private finish(result: number | Error) {
    const done = this.done;
    this.done = null;
    this.pending = [];
    done?.(result);
  }
}

/** `connections` keep-alive connections; a request waits for a free one (in order) when all are busy. */
export class RawPool {
  private readonly connections: Connection[];
  private readonly queue: { request: string; done: Done }[] = [];
  private readonly hostHeader: string;

  constructor(url: string, connections: number) {
    const u = new URL(url);
    this.hostHeader = u.host;
    this.connections = Array.from({ length: connections }, () => new Connection(u.hostname, Number(u.port || 80)));
  }

  request(r: RawRequest): Promise<number> {
    let head = `${r.method} ${r.path} HTTP/1.1\r\nhost: ${this.hostHeader}\r\n`;
    for (const [k, v] of Object.entries(r.headers)) head += `${k}: ${v}\r\n`;
    const request = r.body === undefined ? `${head}\r\n` : `${head}content-length: ${Buffer.byteLength(r.body)}\r\n\r\n${r.body}`;
    return new Promise((resolve, reject) => {
      this.queue.push({ request, done: (s) => (typeof s === 'number' ? resolve(s) : reject(s)) });
      this.dispatch();
    });
  }

  close() {
    for (const c of this.connections) c.close();
  }

  private dispatch() {
    for (const c of this.connections) {
      if (this.queue.length === 0) return;
      if (c.busy) continue;
      const { request, done } = this.queue.shift()!;
      c.send(request, (s) => {
        done(s);
        this.dispatch();
      });
    }
  }
}
