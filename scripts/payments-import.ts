/**
 * Bank reconciliation: `npm run payments:import FILE` reads a boleto return file (CNAB 240, or
 * CNAB 400 Banco do Brasil CBR643) and marks the matching slips paid, in one transaction.
 * Importing the same file again changes nothing. A line whose nosso número, amount or due date does
 * not match exactly is listed and left alone (exit code 1); a line in a file of another bank than
 * BANCO_CODIGO is never applied. Uses DATABASE_URL / DATA_DIR like the server (with the embedded
 * database, stop the server first: PGlite opens its folder in one process only). The report is kept like an
 * upload in the back office's payments screen (/gestao/pagamentos), which reads the file the same way.
 */
import { basename } from 'node:path';
import { sha256 } from '../server/entities/documento/anexo.ts';
import { guardarRetorno, importarRetorno } from '../server/entities/pagamento/pagamento-retorno.ts';
import { ApiError } from '../server/http/envelope.ts';
import { ArquivoInvalido } from '../server/lib/cnab.ts';
import { printRefused, runFileCommand } from './lib/file-command.ts';

// Bank files are Latin-1; every field we read is ASCII.
await runFileCommand(
  'npm run payments:import ARQUIVO_RETORNO',
  async ({ db, text, config, file }) => {
    try {
      const now = new Date();
      const dados = Buffer.from(text, 'latin1');
      const { r, retCodigo } = await db.transaction(async (tx) => {
        const r = await importarRetorno(tx, text, config.pagamento.bancoCodigo, now);
        const retCodigo = await guardarRetorno(tx, { nome: basename(file), sha256: sha256(dados), bytes: dados.length, pssFscCodigo: null, em: now }, r);
        return { r, retCodigo };
      });
      console.log(`Importação nº ${retCodigo} (relatório guardado).`);
      console.log(`Arquivo ${r.formato} do banco ${r.banco}.`);
      console.log(`  ${r.pagos.length} boleto(s) marcado(s) como pago(s)`);
      for (const p of r.pagos) console.log(`    linha ${p.linha}: nosso número ${p.nossoNumero}, inscrição ${p.insPrcCodigo}, ${p.valor} centavos`);
      console.log(`  ${r.jaPagos.length} já estava(m) pago(s) (sem alteração)`);
      if (r.outrasOcorrencias.length) {
        console.log(`  ${r.outrasOcorrencias.length} ocorrência(s) que não são pagamento (não aplicadas):`);
        for (const o of r.outrasOcorrencias) console.log(`    linha ${o.linha}: nosso número ${o.nossoNumero}, ocorrência ${o.ocorrencia}`);
      }
      if (!r.rejeitados.length) return 0;
      console.error(`  ${r.rejeitados.length} linha(s) não aplicada(s):`);
      printRefused(r.rejeitados, '    ');
      return 1;
    } catch (err) {
      // Slips the file pays changed while it was imported, three times in a row: nothing written, the file can go again.
      if (err instanceof ApiError) {
        console.error(err.message);
        return 2;
      }
      if (!(err instanceof ArquivoInvalido)) throw err;
      console.error(`Arquivo recusado: ${err.message} Nada foi gravado.`);
      return 2;
    }
  },
  'latin1',
);
