/**
 * Loads staff answers to appeals: `npm run reexame:responder FILE.csv` (format in
 * server/features/reexame/respostas.ts and docs/reexame.md). Every line is checked; if any is refused,
 * the refused lines are listed and nothing is written (exit code 1). Uses DATABASE_URL / DATA_DIR like
 * the server (with the embedded database, stop the server first: PGlite opens its folder in one process only).
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { aplicarRespostas } from '../server/features/reexame/respostas.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Uso: npm run reexame:responder ARQUIVO.csv');
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
  const r = await aplicarRespostas(database.db, text, new Date());
  if (!r.ok) {
    console.error(`Respostas recusadas: ${r.recusadas.length} linha(s) com problema. Nada foi gravado.`);
    for (const x of r.recusadas) console.error(`  linha ${x.linha}: ${x.motivo}`);
    code = 1;
  } else {
    console.log(`Respostas carregadas: ${r.inseridas} nova(s), ${r.atualizadas} atualizada(s), ${r.inalteradas} inalterada(s).`);
  }
} finally {
  await database.close();
}
process.exit(code);
