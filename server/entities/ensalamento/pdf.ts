import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import type { EtapaPdf, LinhaEnsalamentoCompleto } from './alocacao-repository.ts';

/**
 * The printed side of room assignment, with pdf-lib: a list per room for the inspectors (desk,
 * enrolment, name, signature) and an exam card per candidate. Nothing personal beyond what the public
 * list shows. Output is byte-for-byte reproducible (fixed document dates), so regenerating the files
 * for an unchanged assignment changes nothing.
 */

const A4: [number, number] = [595.28, 841.89];
const MARGEM = 48;
const DATA_FIXA = new Date(Date.UTC(2000, 0, 1));

/** Helvetica speaks WinAnsi: accents of Portuguese are fine; anything else becomes its base letter or '?'. */
const WIN_ANSI = /[\x20-\x7E\xA0-\xFF€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]/;
export function textoSeguro(s: string | null | undefined): string {
  return [...(s ?? '').normalize('NFC')]
    .map((ch) => (WIN_ANSI.test(ch) ? ch : ch.normalize('NFD').replace(/\p{M}/gu, '')))
    .map((ch) => (ch.length === 1 && WIN_ANSI.test(ch) ? ch : '?'))
    .join('');
}

export interface Cabecalho {
  processo: string;
  etapas: EtapaPdf[];
  lembrete: string | null;
}

export const juntar = (partes: (string | null | undefined)[]) => partes.map((p) => p?.trim()).filter(Boolean).join(' - ');
export const salaTexto = (l: { numero: string; bloco: string | null }) => juntar([l.numero, l.bloco]);
const acesso = (e: EtapaPdf) => `Acesso ao local de prova - ${e.descricao}: das ${e.abre ?? '--:--'} às ${e.fecha ?? '--:--'} (Horário de Brasília)`;

export async function novoDocumento(titulo: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(textoSeguro(titulo));
  doc.setCreator('Processos Seletivos');
  doc.setProducer('Processos Seletivos');
  doc.setCreationDate(DATA_FIXA);
  doc.setModificationDate(DATA_FIXA);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const negrito = await doc.embedFont(StandardFonts.HelveticaBold);
  return { doc, regular, negrito };
}

/** Cuts a text to a width, with an ellipsis. */
export function caber(font: PDFFont, texto: string, tamanho: number, largura: number): string {
  let t = textoSeguro(texto);
  if (font.widthOfTextAtSize(t, tamanho) <= largura) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, tamanho) > largura) t = t.slice(0, -1);
  return `${t}…`;
}

/** Breaks a text into lines of at most `largura` points, at spaces (a single overlong word is cut). */
export function quebrar(font: PDFFont, texto: string, tamanho: number, largura: number): string[] {
  const out: string[] = [];
  let atual = '';
  for (const palavra of textoSeguro(texto).split(/\s+/).filter(Boolean)) {
    const tentativa = atual ? `${atual} ${palavra}` : palavra;
    if (font.widthOfTextAtSize(tentativa, tamanho) <= largura || !atual) atual = tentativa;
    else {
      out.push(atual);
      atual = palavra;
    }
  }
  if (atual) out.push(atual);
  return out.map((l) => caber(font, l, tamanho, largura));
}

/** Writes wrapped lines top-down; returns the next y. */
function linhas(page: PDFPage, font: PDFFont, textos: string[], y: number, tamanho = 10): number {
  const largura = page.getWidth() - 2 * MARGEM;
  for (const t of textos) {
    for (const l of quebrar(font, t, tamanho, largura)) {
      page.drawText(l, { x: MARGEM, y, size: tamanho, font });
      y -= tamanho + 5;
    }
  }
  return y;
}

const ROTULOS_LISTA = ['Carteira', 'Inscrição', 'Candidato', 'Assinatura'];
const COLUNAS_LISTA = [0, 60, 130, 370];
const LINHAS_POR_PAGINA = 30;

/** The inspectors' list of one room: header with venue and gate times, then desk, enrolment, name and a signature line. */
export async function pdfListaSala(c: Cabecalho, sala: LinhaEnsalamentoCompleto[]): Promise<Uint8Array> {
  const s = sala[0];
  const { doc, regular, negrito } = await novoDocumento(`Sala ${salaTexto(s)} - ${s.local}`);
  const paginas = Math.max(1, Math.ceil(sala.length / LINHAS_POR_PAGINA));
  for (let p = 0; p < paginas; p++) {
    const page = doc.addPage(A4);
    let y = page.getHeight() - MARGEM;
    y = linhas(page, negrito, [`Ensalamento - ${c.processo}`], y, 13);
    y = linhas(page, negrito, [`Lista de candidatos da sala ${salaTexto(s)}${s.especial ? ' (atendimento especial)' : ''}`], y - 4, 11);
    y = linhas(
      page,
      regular,
      [
        `${s.cidade}/${s.uf} - ${s.local}`,
        juntar([s.logradouro, s.bairro]) + (s.referencia ? ` (${s.referencia})` : ''),
        `Lugares: ${s.lugares}   Candidatos: ${sala.length}`,
        ...c.etapas.map(acesso),
      ],
      y - 2,
      9,
    );
    y -= 8;
    ROTULOS_LISTA.forEach((r, i) => page.drawText(r, { x: MARGEM + COLUNAS_LISTA[i], y, size: 9, font: negrito }));
    y -= 6;
    page.drawLine({ start: { x: MARGEM, y }, end: { x: page.getWidth() - MARGEM, y }, thickness: 0.8 });
    for (const l of sala.slice(p * LINHAS_POR_PAGINA, (p + 1) * LINHAS_POR_PAGINA)) {
      y -= 18;
      page.drawText(String(l.carteira), { x: MARGEM + COLUNAS_LISTA[0], y, size: 10, font: regular });
      page.drawText(String(l.insPrcCodigo), { x: MARGEM + COLUNAS_LISTA[1], y, size: 10, font: regular });
      page.drawText(caber(regular, l.pssFscNome, 10, COLUNAS_LISTA[3] - COLUNAS_LISTA[2] - 8), { x: MARGEM + COLUNAS_LISTA[2], y, size: 10, font: regular });
      page.drawLine({ start: { x: MARGEM + COLUNAS_LISTA[3], y: y - 2 }, end: { x: page.getWidth() - MARGEM, y: y - 2 }, thickness: 0.4, color: rgb(0.5, 0.5, 0.5) });
    }
    page.drawText(`Página ${p + 1} de ${paginas}`, { x: MARGEM, y: MARGEM / 2, size: 8, font: regular });
  }
  return doc.save({ useObjectStreams: false });
}

/** A candidate's exam card: who, where (city, venue, address and reference), room and desk, and the gate times. */
export async function pdfCartao(c: Cabecalho, l: LinhaEnsalamentoCompleto): Promise<Uint8Array> {
  const { doc, regular, negrito } = await novoDocumento(`Cartão de prova - ${l.insPrcCodigo}`);
  const page = doc.addPage([A4[0], A4[1] / 2]);
  let y = page.getHeight() - MARGEM;
  y = linhas(page, negrito, [`Ensalamento - ${c.processo}`], y, 13);
  y = linhas(page, negrito, ['Cartão de prova'], y - 2, 11);
  y = linhas(page, negrito, [`${l.pssFscNome} - ${l.insPrcCodigo}`], y - 6, 12);
  const campos: [string, string][] = [
    ['Cidade', `${l.cidade}/${l.uf}`],
    ['Local', l.local],
    ['Endereço', juntar([l.logradouro, l.bairro])],
    ['Referência', l.referencia ?? ''],
    ['Sala', salaTexto(l)],
    ['Carteira', String(l.carteira)],
  ];
  y -= 4;
  for (const [rotulo, valor] of campos) {
    if (!valor) continue;
    page.drawText(`${rotulo}:`, { x: MARGEM, y, size: 10, font: negrito });
    page.drawText(caber(regular, valor, 10, page.getWidth() - 2 * MARGEM - 80), { x: MARGEM + 80, y, size: 10, font: regular });
    y -= 15;
  }
  y = linhas(page, regular, c.etapas.map(acesso), y - 6, 9);
  if (c.lembrete) linhas(page, regular, [c.lembrete], y - 4, 8);
  return doc.save({ useObjectStreams: false });
}
