/**
 * Throwaway TLS material for the local PSP simulator (tests and the demo profile): a CA made on the spot, a server
 * certificate for localhost/127.0.0.1 and a client certificate, both signed by it, valid two days. Made with the
 * system's `openssl` (Node can parse certificates but not issue them). Nothing here is ever committed or used
 * against a real PSP: production names its own files (PIX_PSP_CERT, PIX_PSP_KEY, PIX_PSP_CA).
 */
import { execFileSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, renameSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface CertificadosLocais {
  /** The folder of the set in use (a subfolder of the one asked for). */
  dir: string;
  ca: string;
  servidorCert: string;
  servidorKey: string;
  clienteCert: string;
  clienteKey: string;
}

const openssl = (args: string[], cwd: string) => execFileSync('openssl', args, { cwd, stdio: ['ignore', 'ignore', 'pipe'] });

function emitir(dir: string, nome: string, cn: string, ext: string) {
  openssl(['req', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', `${nome}.key`, '-out', `${nome}.csr`, '-subj', `/CN=${cn}`], dir);
  writeFileSync(path.join(dir, `${nome}.ext`), ext);
  openssl(['x509', '-req', '-in', `${nome}.csr`, '-CA', 'ca.crt', '-CAkey', 'ca.key', '-CAcreateserial', '-out', `${nome}.crt`, '-days', '2', '-extfile', `${nome}.ext`], dir);
}

/**
 * The set in `dir` (made on the first call, reused afterwards), safe when several processes ask for the same
 * folder at once, as two demo API processes on one DATA_DIR do when they start together
 * (tests/deploy/multiprocessos.test.ts; a systemd template of several demo instances): each process that finds
 * no set makes a complete one in a folder of its own, and the first to create the link `dir/atual` to its set
 * wins; the others use that set and remove theirs. Written straight into `dir` by both, the files interleaved
 * (one process's server key beside the other's certificate, one's CA key beside the other's CA): openssl failed
 * or the simulator's TLS server refused the pair ("key values mismatch") and the API exited at start.
 * A set is reused only while in force (`agora`): the certificates last two days, and a demo's DATA_DIR outlives them.
 */
export function certificadosLocais(dir: string, agora = new Date()): CertificadosLocais {
  const atual = path.join(dir, 'atual');
  const existente = ligado(atual);
  if (existente && emVigor(existente, agora)) return existente;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const meu = mkdtempSync(path.join(dir, 'conjunto-'));
  gerar(meu);
  try {
    // the link is made only once the set is complete: whoever follows it finds a whole set
    symlinkSync(path.basename(meu), atual, 'dir');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const vencedor = ligado(atual);
    if (vencedor && emVigor(vencedor, agora)) {
      rmSync(meu, { recursive: true, force: true });
      return vencedor;
    }
    // The set linked is out of date (a demo DATA_DIR kept past the two days) or gone: this one takes its place in one
    // rename over the link, so the link always names a whole set. The old one is removed: nothing can use it any more.
    const novo = `${atual}.${path.basename(meu)}`;
    symlinkSync(path.basename(meu), novo, 'dir');
    renameSync(novo, atual);
    if (vencedor) rmSync(vencedor.dir, { recursive: true, force: true });
  }
  return arquivos(meu);
}

/** Renewed this long before the end: a demo started an hour before its certificates expire keeps working. */
const MARGEM_MS = 3_600_000;

/**
 * Each certificate of the set readable and in force for at least MARGEM_MS more after `agora`. Not its start: a set
 * another process made while this one was making its own starts (to the second) after this call's `agora`, and
 * taking it for unusable made two processes of one demo end with two sets.
 */
function emVigor(c: CertificadosLocais, agora: Date): boolean {
  try {
    return [c.ca, c.servidorCert, c.clienteCert].every((f) => {
      const x = new X509Certificate(readFileSync(f));
      return new Date(x.validTo).getTime() - MARGEM_MS > agora.getTime();
    });
  } catch {
    return false;
  }
}

/** The CA and the two certificates, made in a folder of this process's alone. */
function gerar(dir: string) {
  openssl(['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '2', '-subj', '/CN=PSP simulado - CA descartavel'], dir);
  emitir(dir, 'servidor', 'localhost', 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  emitir(dir, 'cliente', 'processos-seletivos', 'extendedKeyUsage=clientAuth\n');
}

/** The set the link points at, its paths naming the set's own folder (resolved once), or null when there is none. */
function ligado(atual: string): CertificadosLocais | null {
  try {
    return arquivos(realpathSync(atual));
  } catch {
    return null;
  }
}

function arquivos(dir: string): CertificadosLocais {
  return {
    dir,
    ca: path.join(dir, 'ca.crt'),
    servidorCert: path.join(dir, 'servidor.crt'),
    servidorKey: path.join(dir, 'servidor.key'),
    clienteCert: path.join(dir, 'cliente.crt'),
    clienteKey: path.join(dir, 'cliente.key'),
  };
}
