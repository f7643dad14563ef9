/**
 * Throwaway TLS material for the local PSP simulator (tests and the demo profile): a CA made on the spot, a server
 * certificate for localhost/127.0.0.1 and a client certificate, both signed by it, valid two days. Made with the
 * system's `openssl` (Node can parse certificates but not issue them). Nothing here is ever committed or used
 * against a real PSP: production names its own files (PIX_PSP_CERT, PIX_PSP_KEY, PIX_PSP_CA).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
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
 */
export function certificadosLocais(dir: string): CertificadosLocais {
  const atual = path.join(dir, 'atual');
  const existente = ligado(atual);
  if (existente) return existente;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const meu = mkdtempSync(path.join(dir, 'conjunto-'));
  gerar(meu);
  try {
    // the link is made only once the set is complete, and never replaced: whoever follows it finds a whole set
    symlinkSync(path.basename(meu), atual, 'dir');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const vencedor = ligado(atual);
    // a link left pointing at nothing (its set removed by hand): this process keeps the set it made
    if (!vencedor) return arquivos(meu);
    rmSync(meu, { recursive: true, force: true });
    return vencedor;
  }
  return arquivos(meu);
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
