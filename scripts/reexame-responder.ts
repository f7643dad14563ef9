/**
 * Loads staff answers to appeals: `npm run reexame:responder FILE.csv` (format in
 * server/features/reexame/respostas.ts and docs/reexame.md). Every line is checked; if any is refused,
 * the refused lines are listed and nothing is written (exit code 1). Uses DATABASE_URL / DATA_DIR like
 * the server (with the embedded database, stop the server first: PGlite opens its folder in one process only).
 */
import { aplicarRespostas } from '../server/features/reexame/respostas.ts';
import { printRefused, runFileCommand } from './lib/file-command.ts';

await runFileCommand('npm run reexame:responder ARQUIVO.csv', async ({ db, text }) => {
  const r = await aplicarRespostas(db, text, new Date());
  if (!r.ok) {
    console.error(`Respostas recusadas: ${r.recusadas.length} linha(s) com problema. Nada foi gravado.`);
    printRefused(r.recusadas);
    return 1;
  }
  console.log(`Respostas carregadas: ${r.inseridas} nova(s), ${r.atualizadas} atualizada(s), ${r.inalteradas} inalterada(s).`);
  return 0;
});
