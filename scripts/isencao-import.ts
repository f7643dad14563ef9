/**
 * Staff decisions on fee-exemption requests: `npm run isencao:import FILE.csv`, one line per
 * enrolment, `insPrcCodigo;DEFERIDA|INDEFERIDA[;observação]` (',' also separates; an optional
 * header line). Only enrolments that requested exemption are accepted; other lines are listed and
 * skipped (exit code 1). Importing the same file again changes nothing. Uses DATABASE_URL / DATA_DIR
 * like the server (with the embedded database, stop the server first).
 */
import { importarIsencoes } from '../server/features/pagamento/importacao.ts';
import { printRefused, runFileCommand } from './lib/file-command.ts';

await runFileCommand('npm run isencao:import ARQUIVO.csv', async ({ db, text }) => {
  const r = await importarIsencoes(db, text, new Date());
  console.log(`${r.gravadas.length} decisão(ões) gravada(s), ${r.inalteradas} inalterada(s).`);
  for (const g of r.gravadas) console.log(`  linha ${g.linha}: inscrição ${g.insPrcCodigo} ${g.situacao}`);
  if (!r.rejeitados.length) return 0;
  console.error(`${r.rejeitados.length} linha(s) não aplicada(s):`);
  printRefused(r.rejeitados);
  return 1;
});
