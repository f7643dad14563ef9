/**
 * Two demo API processes on one DATA_DIR start together (multiprocessos.test.ts, a systemd template of demo
 * instances), and each asks server/lib/certificados.ts for the PSP simulator's certificates in
 * DATA_DIR/psp-simulador at the same moment. When both wrote the same files there, one process's key ended beside
 * the other's certificate: the API exited at start ("key values mismatch"), which failed multiprocessos.test.ts's
 * beforeAll now and then. Here several processes ask at once — released together by one line on their stdin,
 * once every one is loaded — and all must get the same whole set, and leave only that one behind.
 */
import { spawn } from 'node:child_process';
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { certificadosLocais, type CertificadosLocais } from '../../server/lib/certificados.ts';

const PROCESSOS = 4;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A process that loads the module, says so, and on the first line of its stdin asks for the certificates in `dir`. */
function processo(dir: string) {
  const codigo = `const { certificadosLocais } = await import(${JSON.stringify(path.resolve('server/lib/certificados.ts'))});
process.stdout.write('carregado\\n');
process.stdin.once('data', () => { process.stdout.write(JSON.stringify(certificadosLocais(${JSON.stringify(dir)})) + '\\n'); process.exit(0); });`;
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), '--input-type=module', '-e', codigo], { stdio: ['pipe', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr!.on('data', (d: Buffer) => (err += String(d)));
  const saida = new Promise<{ code: number | null; out: string; err: string }>((resolve) => child.once('exit', (code) => resolve({ code, out, err })));
  const carregado = new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += String(d);
      if (out.includes('carregado\n')) resolve();
    });
    void saida.then((s) => reject(new Error(`saiu (${s.code}) antes de carregar: ${s.err}`)));
  });
  return { child, carregado, saida };
}

/** The set is whole: each certificate goes with its key and was signed by the CA beside it. */
function conferir(c: CertificadosLocais) {
  const ca = new X509Certificate(readFileSync(c.ca));
  for (const [cert, key] of [
    [c.servidorCert, c.servidorKey],
    [c.clienteCert, c.clienteKey],
  ]) {
    const x = new X509Certificate(readFileSync(cert));
    expect(x.checkPrivateKey(createPrivateKey(readFileSync(key))), cert).toBe(true);
    expect(x.verify(ca.publicKey), `${cert} assinado pela CA`).toBe(true);
  }
}

describe('the PSP simulator certificates asked for by several processes at once', () => {
  it('every process gets the same whole set, and only that set is left in the folder', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ps-certificados-'));
    dirs.push(dir);
    const alvo = path.join(dir, 'data', 'psp-simulador');
    const filhos = Array.from({ length: PROCESSOS }, () => processo(alvo));
    await Promise.all(filhos.map((f) => f.carregado));
    for (const f of filhos) f.child.stdin!.write('vai\n');
    const saidas = await Promise.all(filhos.map((f) => f.saida));
    for (const s of saidas) expect(s.code, s.err).toBe(0);
    const conjuntos = saidas.map((s) => JSON.parse(s.out.slice(s.out.indexOf('carregado\n') + 'carregado\n'.length)) as CertificadosLocais);
    for (const c of conjuntos) expect(c).toEqual(conjuntos[0]);
    conferir(conjuntos[0]);
    // the losers removed the sets they made; the link names the winner's
    expect(readdirSync(alvo).sort()).toEqual([path.basename(conjuntos[0].dir), 'atual'].sort());
    // and a later start reuses it
    expect(certificadosLocais(alvo)).toEqual(conjuntos[0]);
  });

  it('a set out of date is replaced by a new whole one (a demo DATA_DIR kept past its two days); one in force is kept', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'ps-certificados-'));
    dirs.push(dir);
    const alvo = path.join(dir, 'psp-simulador');
    const primeiro = certificadosLocais(alvo);
    const caPrimeiro = new X509Certificate(readFileSync(primeiro.ca)).fingerprint256;
    expect(certificadosLocais(alvo, new Date(Date.now() + 86_400_000))).toEqual(primeiro);
    // three days later the certificates (two days) have expired: a new set, linked in its place, the old one gone
    const depois = certificadosLocais(alvo, new Date(Date.now() + 3 * 86_400_000));
    expect(depois.dir).not.toBe(primeiro.dir);
    conferir(depois);
    expect(readdirSync(alvo).sort()).toEqual([path.basename(depois.dir), 'atual'].sort());
    expect(new X509Certificate(readFileSync(depois.ca)).fingerprint256).not.toBe(caPrimeiro);
    // within its last hour a set is renewed too (a demo started then would stop working within the hour)
    const validoAte = new Date(new X509Certificate(readFileSync(depois.servidorCert)).validTo).getTime();
    expect(certificadosLocais(alvo, new Date(validoAte - 30 * 60_000)).dir).not.toBe(depois.dir);
  });
});
