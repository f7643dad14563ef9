import { PDFDocument, rgb } from 'pdf-lib';
import type { LinhaEnsalamentoCompleto } from './alocacao-repository.ts';
import { caber, juntar, novoDocumento, salaTexto } from './pdf.ts';

/**
 * Attendance sheets (issue 22 item 1): one page per room, candidates in desk order, a signature column, the header
 * with process, stage, venue and room. Only the desk, the enrolment number and the name: the inspector checks the
 * candidate's photo ID at the door, so the CPF (a personal number that would travel on paper through many hands)
 * adds nothing the university needs on this sheet.
 */

export interface CabecalhoPresenca {
  processo: string;
  /** The stage the sheet is for, or every stage with seating when none is chosen. */
  etapa: string;
}

const A4: [number, number] = [595.28, 841.89];
const MARGEM = 40;
const COLUNAS = [0, 50, 115, 330];
const ROTULOS = ['Carteira', 'Inscrição', 'Candidato', 'Assinatura'];
/** Rows up to this height; a fuller room gets shorter rows so it stays on one page, down to the minimum. */
const ALTURA_MAXIMA = 20;
const ALTURA_MINIMA = 12;

/** Groups seated rows (in room and desk order) by room, keeping the order. */
export function porSala(linhas: readonly LinhaEnsalamentoCompleto[]): LinhaEnsalamentoCompleto[][] {
  const salas = new Map<number, LinhaEnsalamentoCompleto[]>();
  for (const l of linhas) {
    const s = salas.get(l.prcSltPrvSlCodigo);
    if (s) s.push(l);
    else salas.set(l.prcSltPrvSlCodigo, [l]);
  }
  return [...salas.values()].map((s) => [...s].sort((a, b) => a.carteira - b.carteira));
}

/** One document with a page per room (a room too full for one page at the minimum row height continues on the next). */
export async function pdfPresenca(c: CabecalhoPresenca, salas: readonly LinhaEnsalamentoCompleto[][]): Promise<Uint8Array> {
  const { doc, regular, negrito } = await novoDocumento(`Lista de presença - ${c.processo}`);
  for (const sala of salas) {
    const s = sala[0];
    let resto = sala;
    do {
      const page = doc.addPage(A4);
      const largura = page.getWidth() - 2 * MARGEM;
      let y = page.getHeight() - MARGEM;
      const texto = (t: string, tamanho: number, fonte = regular) => {
        page.drawText(caber(fonte, t, tamanho, largura), { x: MARGEM, y, size: tamanho, font: fonte });
        y -= tamanho + 5;
      };
      texto(`Lista de presença - ${c.processo}`, 13, negrito);
      texto(`Etapa: ${c.etapa}`, 10);
      texto(`Local: ${s.cidade}/${s.uf} - ${s.local}`, 10);
      texto(`Sala: ${salaTexto(s)}${s.especial ? ' (atendimento especial)' : ''}    Candidatos: ${sala.length}`, 10, negrito);
      y -= 6;
      ROTULOS.forEach((r, i) => page.drawText(r, { x: MARGEM + COLUNAS[i], y, size: 9, font: negrito }));
      y -= 5;
      page.drawLine({ start: { x: MARGEM, y }, end: { x: page.getWidth() - MARGEM, y }, thickness: 0.8 });
      const rodape = MARGEM + 40;
      // How many rows go on this page first (all of them when they fit at the minimum height), then their height:
      // dividing the other way round loses a row to rounding (45 rows of 648/45 points make 44.999...).
      const cabem = Math.max(1, Math.min(resto.length, Math.floor((y - rodape) / ALTURA_MINIMA)));
      const altura = Math.min(ALTURA_MAXIMA, (y - rodape) / cabem);
      const tamanho = altura < 15 ? 8 : 10;
      for (const l of resto.slice(0, cabem)) {
        y -= altura;
        page.drawText(String(l.carteira), { x: MARGEM + COLUNAS[0], y: y + 3, size: tamanho, font: regular });
        page.drawText(String(l.insPrcCodigo), { x: MARGEM + COLUNAS[1], y: y + 3, size: tamanho, font: regular });
        page.drawText(caber(regular, l.pssFscNome, tamanho, COLUNAS[3] - COLUNAS[2] - 8), { x: MARGEM + COLUNAS[2], y: y + 3, size: tamanho, font: regular });
        page.drawLine({ start: { x: MARGEM + COLUNAS[3], y: y + 1 }, end: { x: page.getWidth() - MARGEM, y: y + 1 }, thickness: 0.4, color: rgb(0.5, 0.5, 0.5) });
      }
      resto = resto.slice(cabem);
      page.drawText(juntar(['Presentes: ______', 'Ausentes: ______', 'Fiscal: ________________________________']), { x: MARGEM, y: MARGEM + 10, size: 9, font: regular });
    } while (resto.length > 0);
  }
  if (salas.length === 0) doc.addPage(A4).drawText('Nenhum candidato ensalado.', { x: MARGEM, y: A4[1] - MARGEM, size: 12, font: regular });
  return doc.save({ useObjectStreams: false });
}

/** Joins single PDFs (one per room or per card) into one download. */
export async function juntarPdfs(partes: readonly Uint8Array[], titulo: string): Promise<Uint8Array> {
  const { doc } = await novoDocumento(titulo);
  for (const p of partes) {
    const fonte = await PDFDocument.load(p);
    for (const pagina of await doc.copyPages(fonte, fonte.getPageIndices())) doc.addPage(pagina);
  }
  return doc.save({ useObjectStreams: false });
}
