/**
 * Gzip and Brotli copies of every text file of a built site (x.js -> x.js.gz, x.js.br), written by the build.
 * The API's static server sends them to clients that accept them (@fastify/static preCompressed), and nginx
 * can too (gzip_static); nothing is compressed per request.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|css|js|mjs|svg|json|txt|xml)$/;

export function precompress(dir: string): number {
  let n = 0;
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    const st = statSync(full);
    if (st.isDirectory()) n += precompress(full);
    else if (TEXT.test(name) && st.size >= 512) {
      const buf = readFileSync(full);
      writeFileSync(`${full}.gz`, gzipSync(buf, { level: 9 }));
      writeFileSync(`${full}.br`, brotliCompressSync(buf, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: buf.length } }));
      n++;
    }
  }
  return n;
}
