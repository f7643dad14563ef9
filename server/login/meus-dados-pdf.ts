/**
 * "Baixar meus dados" as a readable PDF: the same content as the JSON (meus-dados-repository.ts), laid out as
 * sections of "campo: valor" lines, with the sensitive fields flagged.
 */
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { campoSensivel } from '../../src/domain/dados-sensiveis.ts';
import { A4, latin1, Writer } from '../lib/pdf-texto.ts';
import type { MeusDados } from './meus-dados-repository.ts';
import { formatBrDateTime } from '../../src/domain/dates.ts';

const valor = (v: unknown): string => (v === null || v === undefined || v === '' ? '-' : v === true ? 'Sim' : v === false ? 'Não' : typeof v === 'object' ? JSON.stringify(v) : String(v));

export async function meusDadosPdf(d: MeusDados, nome: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const geradoEm = new Date(d.geradoEm);
  doc.setTitle(latin1(`Meus dados - ${nome}`));
  doc.setProducer('Processos Seletivos');
  doc.setCreator('Processos Seletivos');
  doc.setCreationDate(geradoEm);
  doc.setModificationDate(geradoEm);
  const novaPagina = () => doc.addPage(A4);
  const w = new Writer(novaPagina(), await doc.embedFont(StandardFonts.Helvetica), await doc.embedFont(StandardFonts.HelveticaBold), novaPagina);

  const secao = (titulo: string) => {
    w.y -= 6;
    w.text(titulo, { size: 13, bold: true, gap: 2 });
    w.rule();
  };
  const registro = (row: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(row)) {
      if (Array.isArray(v)) continue;
      if (v === null || v === undefined || v === '') continue;
      w.text(`${k}${campoSensivel(k) ? ' (dado sensível)' : ''}: ${valor(v)}`, { size: 9 });
    }
    w.y -= 4;
  };

  w.text('PROCESSOS SELETIVOS', { size: 9, gap: 2 });
  w.text('Meus dados (LGPD, art. 18)', { size: 18, bold: true, gap: 4 });
  w.text(`Gerado em ${formatBrDateTime(geradoEm)} (horário de Brasília)`, { size: 9, gap: 2 });
  w.text(d.aviso, { size: 9, gap: 4 });
  if (d.dadosSensiveis.length) w.text(`Dados sensíveis presentes: ${d.dadosSensiveis.join(', ')}`, { size: 9, gap: 4 });

  secao('Dados pessoais');
  if (d.pessoa) registro(d.pessoa);
  secao('Conta');
  if (d.conta) registro(d.conta);
  for (const e of d.emails) registro(e);
  secao(`Inscrições (${d.inscricoes.length})`);
  for (const i of d.inscricoes) {
    w.text(`Inscrição nº ${valor(i.insPrcCodigo)} - ${valor(i.prcSltDescricao)}`, { size: 11, bold: true });
    registro(i);
    for (const o of i.opcoes) w.text(`${valor(o.prcSltOpcOrdem)}ª opção: ${valor(o.opcDescricao ?? o.opcCodigo)}`, { size: 9 });
    for (const a of i.aceitesDeTermos) w.text(`Aceite dos termos em ${valor(a.aceitoEm)} (versão ${valor(a.versao)}): ${valor(a.texto)}`, { size: 9 });
    for (const s of i.ensalamento) registro(s);
    w.y -= 4;
  }
  const { notas, classificacoes, convocacoes } = d.resultados;
  if (notas.length + classificacoes.length + convocacoes.length) {
    secao('Resultados publicados');
    for (const n of notas) w.text(`Inscrição nº ${valor(n.insPrcCodigo)} - ${valor(n.clsPrvDescricao)}: ${valor(n.clsNtaNota)}`, { size: 9 });
    for (const c of classificacoes) registro(c);
    for (const c of convocacoes) registro(c);
  }
  secao(`Mensagens (${d.mensagens.length})`);
  for (const m of d.mensagens) registro(m);
  secao(`Histórico de acessos (${d.acessos.length})`);
  for (const a of d.acessos) w.text(`${valor(a.em)} - ${valor(a.resultado)} - de ${valor(a.origem)}`, { size: 9 });
  for (const [tabela, rows] of Object.entries(d.outrosRegistros)) {
    secao(`Outros registros: ${tabela} (${rows.length})`);
    for (const r of rows) registro(r);
  }
  secao('Não incluído neste arquivo');
  for (const [k, v] of Object.entries(d.naoIncluido)) w.text(`${k}: ${v}`, { size: 9 });
  return doc.save();
}
