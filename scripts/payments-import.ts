/**
 * Bank reconciliation: `npm run payments:import FILE` reads a boleto return file (CNAB 240, or
 * CNAB 400 Banco do Brasil CBR643) and marks the matching slips paid, in one transaction.
 * Importing the same file again changes nothing. A line whose nosso número, amount or due date does
 * not match exactly is listed and left alone (exit code 1); a line in a file of another bank than
 * BANCO_CODIGO is never applied. Uses DATABASE_URL / DATA_DIR like the server (with the embedded
 * database, stop the server first: PGlite opens its folder in one process only).
 */
import { readFile } from 'node:fs/promises';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { ArquivoInvalido } from '../server/features/pagamento/cnab.ts';
import { importarRetorno } from '../server/features/pagamento/importacao.ts';

const file = process.argv[2];
if (!file || process.argv.length > 3) {
  console.error('Uso: npm run payments:import ARQUIVO_RETORNO');
  process.exit(2);
}

let text: string;
try {
  // Bank files are Latin-1; every field we read is ASCII.
  text = (await readFile(file)).toString('latin1');
} catch (err) {
  console.error(`Não foi possível ler ${file}: ${(err as NodeJS.ErrnoException).code ?? 'erro'}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
let code = 0;
try {
  const r = await importarRetorno(database.db, text, config.pagamento.bancoCodigo, new Date());
  console.log(`Arquivo ${r.formato} do banco ${r.banco}.`);
  console.log(`  ${r.pagos.length} boleto(s) marcado(s) como pago(s)`);
  for (const p of r.pagos) console.log(`    linha ${p.linha}: nosso número ${p.nossoNumero}, inscrição ${p.insPrcCodigo}, ${p.valor} centavos`);
  console.log(`  ${r.jaPagos.length} já estava(m) pago(s) (sem alteração)`);
  if (r.outrasOcorrencias.length) {
    console.log(`  ${r.outrasOcorrencias.length} ocorrência(s) que não são pagamento (não aplicadas):`);
    for (const o of r.outrasOcorrencias) console.log(`    linha ${o.linha}: nosso número ${o.nossoNumero}, ocorrência ${o.ocorrencia}`);
  }
  if (r.rejeitados.length) {
    console.error(`  ${r.rejeitados.length} linha(s) não aplicada(s):`);
    for (const p of r.rejeitados) console.error(`    linha ${p.linha}: ${p.motivo}`);
    code = 1;
  }
} catch (err) {
  if (!(err instanceof ArquivoInvalido)) throw err;
  console.error(`Arquivo recusado: ${err.message} Nada foi gravado.`);
  code = 2;
} finally {
  await database.close();
}
process.exit(code);
