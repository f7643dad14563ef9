/**
 * Throwaway TLS material for the local PSP simulator (tests and the demo profile): a CA made on the spot, a server
 * certificate for localhost/127.0.0.1 and a client certificate, both signed by it, valid two days. Made with the
 * system's `openssl` (Node can parse certificates but not issue them). Nothing here is ever committed or used
 * against a real PSP: production names its own files (PIX_PSP_CERT, PIX_PSP_KEY, PIX_PSP_CA).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface CertificadosLocais {
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

/** Creates (or reuses, when complete) the CA and the two certificates in `dir`. */
export function certificadosLocais(dir: string): CertificadosLocais {
  const c: CertificadosLocais = {
    dir,
    ca: path.join(dir, 'ca.crt'),
    servidorCert: path.join(dir, 'servidor.crt'),
    servidorKey: path.join(dir, 'servidor.key'),
    clienteCert: path.join(dir, 'cliente.crt'),
    clienteKey: path.join(dir, 'cliente.key'),
  };
  if ([c.ca, c.servidorCert, c.servidorKey, c.clienteCert, c.clienteKey].every((f) => existsSync(f))) return c;
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  openssl(['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-keyout', 'ca.key', '-out', 'ca.crt', '-days', '2', '-subj', '/CN=PSP simulado - CA descartavel'], dir);
  emitir(dir, 'servidor', 'localhost', 'subjectAltName=DNS:localhost,IP:127.0.0.1\nextendedKeyUsage=serverAuth\n');
  emitir(dir, 'cliente', 'processos-seletivos', 'extendedKeyUsage=clientAuth\n');
  return c;
}
