/**
 * Loads serial-exam scores: `npm run seriado:import FILE.csv` (columns in docs/seriado-import.md).
 * Every line is checked; if any is refused, the refused lines are listed and nothing is written
 * (exit code 1). Importing the same file again changes nothing. Uses DATABASE_URL / DATA_DIR like the
 * server (with the embedded database, stop the server first: PGlite opens its folder in one process only).
 */
import { importScoreFile, type Counts } from '../server/entities/seriado/importacao-repository.ts';
import { printRefused, runFileCommand } from './lib/file-command.ts';

await runFileCommand('npm run seriado:import ARQUIVO.csv', async ({ db, text }) => {
  const result = await importScoreFile(db, text);
  if (!result.ok) {
    console.error(`Importação recusada: ${result.rejected.length} linha(s) com problema. Nada foi gravado.`);
    printRefused(result.rejected);
    return 1;
  }
  const show = (name: string, c: Counts) => `${name}: ${c.inseridas} inserida(s), ${c.atualizadas} atualizada(s), ${c.inalteradas} inalterada(s)`;
  const { provas, candidatos, notas } = result.report;
  console.log('Importação concluída.');
  console.log(`  ${show('provas', provas)}`);
  console.log(`  ${show('candidatos', candidatos)}`);
  console.log(`  ${show('notas', notas)}`);
  return 0;
});
