/**
 * Staff decisions on fee-exemption requests: `npm run isencao:import FILE.csv`, one line per
 * enrolment, `insPrcCodigo;DEFERIDA|INDEFERIDA[;observação]` (',' also separates; an optional
 * header line). Only enrolments that requested exemption are accepted; other lines are listed and
 * skipped (exit code 1). Importing the same file again changes nothing. Uses DATABASE_URL / DATA_DIR
 * like the server (with the embedded database, stop the server first).
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { importarIsencoes } from '../server/features/pagamento/importacao.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Uso: npm run isencao:import ARQUIVO.csv');
  process.exit(2);
}

let text: string;
try {
  text = await readFile(file, 'utf8');
} catch (err) {
  console.error(`Não foi possível ler ${file}: ${(err as NodeJS.ErrnoException).code ?? 'erro'}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
let code = 0;
try {
  const r = await importarIsencoes(database.db, text, new Date());
  console.log(`${r.gravadas.length} decisão(ões) gravada(s), ${r.inalteradas} inalterada(s).`);
  for (const g of r.gravadas) console.log(`  linha ${g.linha}: inscrição ${g.insPrcCodigo} ${g.situacao}`);
  if (r.rejeitados.length) {
    console.error(`${r.rejeitados.length} linha(s) não aplicada(s):`);
    for (const p of r.rejeitados) console.error(`  linha ${p.linha}: ${p.motivo}`);
    code = 1;
  }
} finally {
  await database.close();
}
process.exit(code);
