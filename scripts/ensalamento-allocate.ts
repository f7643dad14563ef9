/**
 * Room assignment of a process:
 *   npm run ensalamento:allocate -- --process N [--reallocate] [--out DIR] [--no-pdf]
 * Seats every deferred, non-cancelled enrolment alphabetically in the rooms of its exam municipality
 * (special-needs candidates only in rooms marked for them), then writes a PDF list per room and an
 * exam card per candidate to DIR (default ./output/ensalamento/<N>). A process that already has desks
 * is left unchanged unless --reallocate. Uses DATABASE_URL / DATA_DIR like the server.
 * Exit codes: 0 done (or already done), 1 bad arguments or unknown process, 2 refused (capacity short).
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { alocarProcesso } from '../server/entities/ensalamento/alocar-processo.ts';

const { values } = parseArgs({
  options: {
    process: { type: 'string' },
    reallocate: { type: 'boolean', default: false },
    out: { type: 'string' },
    'no-pdf': { type: 'boolean', default: false },
  },
});

const prcSltCodigo = Number(values.process);
if (!values.process || !Number.isInteger(prcSltCodigo) || prcSltCodigo < 1) {
  console.error('Uso: npm run ensalamento:allocate -- --process N [--reallocate] [--out DIR] [--no-pdf]');
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
try {
  const inicio = Date.now();
  const saida = values['no-pdf'] ? null : (values.out ?? `./output/ensalamento/${prcSltCodigo}`);
  const r = await alocarProcesso(database.db, prcSltCodigo, { realocar: values.reallocate, saida });
  if (r.status === 'recusado' || r.status === 'processo-inexistente') {
    console.error(r.mensagem);
    process.exitCode = r.status === 'recusado' ? 2 : 1;
  } else {
    console.log(r.mensagem);
    if (saida) console.log(`PDFs em ${saida}: ${r.pdfs.salas} lista(s) de sala e ${r.pdfs.cartoes} cartão(ões) de prova.`);
    console.log(`Concluído em ${((Date.now() - inicio) / 1000).toFixed(1)} s.`);
  }
} finally {
  await database.close();
}
