/**
 * Loads serial-exam scores: `npm run seriado:import FILE.csv` (columns in docs/seriado-import.md).
 * Every line is checked; if any is refused, the refused lines are listed and nothing is written
 * (exit code 1). Importing the same file again changes nothing. Uses DATABASE_URL / DATA_DIR like the
 * server (with the embedded database, stop the server first: PGlite opens its folder in one process only).
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { importScoreFile, type Counts } from '../server/features/seriado/importacao-repository.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Uso: npm run seriado:import ARQUIVO.csv');
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
  const result = await importScoreFile(database.db, text);
  if (!result.ok) {
    console.error(`Importação recusada: ${result.rejected.length} linha(s) com problema. Nada foi gravado.`);
    for (const r of result.rejected) console.error(`  linha ${r.linha}: ${r.motivo}`);
    code = 1;
  } else {
    const show = (name: string, c: Counts) => `${name}: ${c.inseridas} inserida(s), ${c.atualizadas} atualizada(s), ${c.inalteradas} inalterada(s)`;
    const { provas, candidatos, notas } = result.report;
    console.log('Importação concluída.');
    console.log(`  ${show('provas', provas)}`);
    console.log(`  ${show('candidatos', candidatos)}`);
    console.log(`  ${show('notas', notas)}`);
  }
} finally {
  await database.close();
}
process.exit(code);
