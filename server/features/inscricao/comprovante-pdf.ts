/**
 * The enrolment receipt (comprovante), one A4 page: process, enrolment number, date-time to the second,
 * candidate, options and state, plus a QR code and the verification code that lead to the public
 * verification page (which confirms the receipt without showing personal data).
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import { formatBrDateTime } from '../../../src/domain/dates.ts';
import { A4, latin1, MARGIN, MM, Writer } from '../../lib/pdf-texto.ts';
import type { ReceiptFacts } from './comprovante-repository.ts';

/** The receipt PDF. `verificationUrl` is what the QR code opens; `emitidoEm` is printed and set as the PDF date. */
export async function receiptPdf(f: ReceiptFacts, verificationUrl: string, emitidoEm: Date): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const titulo = `Comprovante de inscrição nº ${f.insPrcCodigo}`;
  doc.setTitle(latin1(titulo));
  doc.setSubject(latin1(f.processo));
  doc.setProducer('Processos Seletivos');
  doc.setCreator('Processos Seletivos');
  doc.setCreationDate(emitidoEm);
  doc.setModificationDate(emitidoEm);
  const page = doc.addPage(A4);
  const w = new Writer(page, await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold));

  w.text('PROCESSOS SELETIVOS', { size: 9, gap: 2 });
  w.text('Comprovante de Inscrição', { size: 18, bold: true, gap: 4 });
  w.rule();
  w.field('Processo seletivo', f.processo);
  w.field('Número da inscrição', String(f.insPrcCodigo));
  w.field('Data e hora da inscrição (horário de Brasília)', formatBrDateTime(f.insPrcIncDtHora));
  if (f.insPrcAtualizadoEm) w.field('Última alteração (horário de Brasília)', formatBrDateTime(f.insPrcAtualizadoEm));
  w.field('Candidato(a)', f.nome);
  w.field('Situação', f.insCancelada ? 'Cancelada' : 'Inscrição realizada');
  if (f.opcoes.length) {
    w.text('Opções', { size: 8.5 });
    f.opcoes.forEach((o, i) => w.text(`${i + 1}ª opção: ${o}`, { size: 11, bold: true }));
    w.y -= 5;
  }
  w.rule();

  // Verification block: QR code on the left, code and instructions on the right.
  const qrSize = 38 * MM;
  const png = await QRCode.toBuffer(verificationUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 300 });
  const image = await doc.embedPng(png);
  const top = w.y - 4;
  page.drawImage(image, { x: MARGIN, y: top - qrSize, width: qrSize, height: qrSize });
  const textX = MARGIN + qrSize + 6 * MM;
  const textW = A4[0] - MARGIN - textX;
  w.y = top;
  w.text('Código de verificação', { size: 8.5, x: textX, width: textW });
  w.text(f.insPrcCdgVerificacao, { size: 14, bold: true, x: textX, width: textW, gap: 4 });
  w.text('Para conferir a autenticidade deste comprovante, leia o QR code ou acesse:', { size: 9, x: textX, width: textW });
  w.text(verificationUrl, { size: 8, x: textX, width: textW, gap: 4 });
  w.text('A verificação mostra o processo, o número, a data e a situação da inscrição, sem dados pessoais.', { size: 8, x: textX, width: textW });
  w.y = Math.min(w.y, top - qrSize) - 8 * MM;
  w.text(`Emitido em ${formatBrDateTime(emitidoEm)} (horário de Brasília).`, { size: 8 });

  return doc.save({ useObjectStreams: false });
}
