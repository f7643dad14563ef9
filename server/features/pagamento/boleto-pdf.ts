/**
 * The printable boleto (A4): payer's receipt on top, the ficha de compensação below with the
 * linha digitável and the Interleaved 2 of 5 barcode drawn bar by bar (narrow 0.254 mm, wide 3×,
 * 13 mm high: 103 mm for 44 digits, as FEBRABAN asks).
 */
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';
import { i2of5Bars } from './i2of5.ts';

const MM = 72 / 25.4;

export interface DadosBoletoPdf {
  bancoCodigo: string;
  bancoDv: string;
  linhaDigitavel: string;
  codigoBarras: string;
  beneficiario: string;
  beneficiarioDocumento: string;
  agenciaConta: string;
  nossoNumero: string;
  numeroDocumento: string;
  vencimento: string;
  valorTexto: string;
  dataDocumento: string;
  pagadorNome: string;
  pagadorDocumento: string;
  instrucoes: string[];
  /** Boleto híbrido (issue 39): the dynamic BR Code of the slip's cobv charge, drawn as a QR beside the instructions. */
  pixCopiaECola?: string | null;
}

/** The QR of a Pix payload, module by module, in a square of `lado` points whose lower-left corner is (x, y). */
function desenharQr(page: PDFPage, payload: string, x: number, y: number, lado: number) {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const n = modules.size;
  const m = lado / n;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      if (modules.get(r, c)) page.drawRectangle({ x: x + c * m, y: y + lado - (r + 1) * m, width: m, height: m, color: rgb(0, 0, 0) });
    }
  }
}

/** Latin-1 only: the standard fonts cannot draw other characters. */
const latin1 = (s: string) => s.replace(/[^\x20-\x7e\xa0-\xff]/g, '?');

function campo(page: PDFPage, font: PDFFont, bold: PDFFont, x: number, y: number, w: number, rotulo: string, valor: string, alinhar: 'l' | 'r' = 'l') {
  page.drawRectangle({ x, y, width: w, height: 9 * MM, borderColor: rgb(0, 0, 0), borderWidth: 0.5 });
  page.drawText(latin1(rotulo), { x: x + 2, y: y + 9 * MM - 7, size: 6, font });
  const size = 9;
  const text = latin1(valor);
  const tw = bold.widthOfTextAtSize(text, size);
  page.drawText(text, { x: alinhar === 'r' ? x + w - tw - 3 : x + 3, y: y + 4, size, font: bold });
}

export async function boletoPdf(d: DadosBoletoPdf): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Boleto ${d.nossoNumero}`);
  pdf.setProducer('Processos Seletivos');
  const page = pdf.addPage([210 * MM, 297 * MM]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const left = 10 * MM;
  const width = 190 * MM;
  const banco = `${d.bancoCodigo}-${d.bancoDv}`;

  const cabecalho = (y: number, titulo: string) => {
    page.drawText(latin1(titulo), { x: left, y: y + 3, size: 8, font });
    page.drawText(banco, { x: left + 45 * MM, y: y + 2, size: 14, font: bold });
    page.drawText(d.linhaDigitavel, { x: left + 70 * MM, y: y + 3, size: 11, font: bold });
    page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 1 });
  };

  // Recibo do pagador
  let y = 270 * MM;
  cabecalho(y, 'Recibo do Pagador');
  const row = (yy: number, cols: [number, string, string, ('l' | 'r')?][]) => {
    let x = left;
    for (const [w, r, v, a] of cols) {
      campo(page, font, bold, x, yy, w * MM, r, v, a);
      x += w * MM;
    }
  };
  row(y - 9 * MM, [[120, 'Beneficiário', `${d.beneficiario}${d.beneficiarioDocumento ? ` - ${d.beneficiarioDocumento}` : ''}`], [70, 'Vencimento', d.vencimento, 'r']]);
  row(y - 18 * MM, [[60, 'Agência / Código do Beneficiário', d.agenciaConta], [60, 'Nosso Número', d.nossoNumero], [70, 'Valor do Documento', d.valorTexto, 'r']]);
  row(y - 27 * MM, [[190, 'Pagador', `${d.pagadorNome} - CPF ${d.pagadorDocumento}`]]);
  page.drawText('Autenticação mecânica', { x: left + 140 * MM, y: y - 33 * MM, size: 7, font });

  // dashed cut line
  for (let x = left; x < left + width; x += 3 * MM) page.drawLine({ start: { x, y: 215 * MM }, end: { x: x + 1.5 * MM, y: 215 * MM }, thickness: 0.5 });

  // Ficha de compensação
  y = 200 * MM;
  cabecalho(y, 'Ficha de Compensação');
  row(y - 9 * MM, [[140, 'Local de Pagamento', 'Pagável em qualquer banco até o vencimento'], [50, 'Vencimento', d.vencimento, 'r']]);
  row(y - 18 * MM, [[140, 'Beneficiário', `${d.beneficiario}${d.beneficiarioDocumento ? ` - ${d.beneficiarioDocumento}` : ''}`], [50, 'Agência / Código do Beneficiário', d.agenciaConta, 'r']]);
  row(y - 27 * MM, [[35, 'Data do Documento', d.dataDocumento], [50, 'Número do Documento', d.numeroDocumento], [20, 'Espécie', 'RC'], [35, 'Aceite', 'N'], [50, 'Nosso Número', d.nossoNumero, 'r']]);
  row(y - 36 * MM, [[140, 'Uso do Banco / Carteira / Espécie', 'R$'], [50, '(=) Valor do Documento', d.valorTexto, 'r']]);
  page.drawRectangle({ x: left, y: y - 66 * MM, width: 140 * MM, height: 30 * MM, borderColor: rgb(0, 0, 0), borderWidth: 0.5 });
  page.drawText('Instruções (texto de responsabilidade do beneficiário)', { x: left + 2, y: y - 36 * MM - 8, size: 6, font });
  d.instrucoes.forEach((t, i) => page.drawText(latin1(t), { x: left + 3, y: y - 36 * MM - 20 - i * 11, size: 8, font }));
  if (d.pixCopiaECola) {
    // The right column under the value: "Pague com Pix" and the charge's QR (whichever is paid first settles the fee).
    page.drawText('Pague também com Pix:', { x: left + 143 * MM, y: y - 36 * MM - 8, size: 6, font });
    desenharQr(page, d.pixCopiaECola, left + 152 * MM, y - 65 * MM, 26 * MM);
  }
  row(y - 75 * MM, [[190, 'Pagador', `${d.pagadorNome} - CPF ${d.pagadorDocumento}`]]);

  // Barcode: Interleaved 2 of 5
  const narrow = 0.254 * MM;
  const barY = y - 92 * MM;
  for (const bar of i2of5Bars(d.codigoBarras, narrow, 3)) {
    page.drawRectangle({ x: left + bar.x, y: barY, width: bar.w, height: 13 * MM, color: rgb(0, 0, 0) });
  }
  page.drawText('Autenticação mecânica - Ficha de Compensação', { x: left + 120 * MM, y: barY - 4 * MM, size: 7, font });
  return pdf.save();
}
