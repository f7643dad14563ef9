/**
 * The export files, written as the batches arrive: each batch is turned into CSV lines or XLSX rows and handed to
 * the response stream, and the next batch is read only once the stream has room (its buffer drained), so a slow
 * download never piles rows up in memory. XLSX is exceljs's streaming WorkbookWriter: each row is committed (its
 * XML written to the zip and forgotten) and strings are written inline, never kept in a shared-strings table.
 */
import { once } from 'node:events';
import type { PassThrough, Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { ColunaExportacao } from '../../../src/domain/exportacao.ts';
import type { Linha } from './consulta.ts';
import { cabecalhoCsv, celula, linhaCsv } from './formato.ts';

/** Resolves when the stream can take more; rejects when it was closed (the download was cancelled). */
function espaco(out: PassThrough): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('exportação interrompida'));
  if (!out.writableNeedDrain) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const fim = () => {
      out.off('drain', pronto);
      reject(new Error('exportação interrompida'));
    };
    const pronto = () => {
      out.off('close', fim);
      resolve();
    };
    out.once('drain', pronto);
    out.once('close', fim);
  });
}

/** CSV for Excel pt-BR: UTF-8 with BOM (so accents open right), ';' between cells, CRLF lines. */
export async function escreverCsv(out: PassThrough, colunas: readonly ColunaExportacao[], lotes: AsyncIterable<Linha[]>): Promise<void> {
  out.write(`\uFEFF${cabecalhoCsv(colunas)}`);
  for await (const lote of lotes) {
    await espaco(out);
    let bloco = '';
    for (const l of lote) bloco += linhaCsv(colunas, colunas.map((c) => celula(c, l)));
    out.write(bloco);
  }
  out.end();
}

/**
 * Waits while the sheet's zip compressor has input waiting. exceljs writes each committed row into the sheet's
 * buffer, which hands it to the zip entry's deflate stream without heeding its backpressure: deflating is slower
 * than making rows, so without this wait the rows not yet compressed piled up (the API's peak memory grew with the
 * number of rows). The deflate stream is reached through exceljs's StreamBuf (`pipes`); if a later exceljs moves
 * it, there is simply no wait.
 */
async function compressorEmDia(folha: ExcelJS.Worksheet): Promise<void> {
  const entrada = (folha as unknown as { stream?: { pipes?: Writable[] } }).stream?.pipes?.[0];
  if (entrada?.writableNeedDrain) await once(entrada, 'drain');
}

const LARGURA: Record<string, number> = { pssFscNome: 36, opcoes: 48, pssFscEmail: 30, municipioProva: 24, municipioResidencia: 24, cndApoio: 40, pagamento: 22, situacao: 20 };

/** XLSX: one sheet, a bold header row kept in view, money columns as numbers shown with two decimals. */
export async function escreverXlsx(out: PassThrough, colunas: readonly ColunaExportacao[], lotes: AsyncIterable<Linha[]>): Promise<void> {
  const livro = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  livro.creator = 'Processos Seletivos';
  const folha = livro.addWorksheet('Inscrições', { views: [{ state: 'frozen', ySplit: 1 }] });
  folha.columns = colunas.map((c) => ({
    header: c.titulo,
    key: c.id,
    width: LARGURA[c.id] ?? Math.max(12, c.titulo.length + 2),
    style: c.dinheiro ? { numFmt: '#,##0.00' } : {},
  }));
  folha.getRow(1).font = { bold: true };
  folha.getRow(1).commit();
  for await (const lote of lotes) {
    await espaco(out);
    await compressorEmDia(folha);
    for (const l of lote) folha.addRow(colunas.map((c) => celula(c, l))).commit();
  }
  folha.commit();
  await livro.commit();
}
