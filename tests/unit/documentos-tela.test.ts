/** The screens' pure rules of the supporting documents (issue 27): the candidate's card and the back office's type form. */
import { describe, expect, it } from 'vitest';
import type { DocumentoPedido, VersaoDocumento } from '../../src/domain/wire/documentos.ts';
import { avisoSemEnvio, recusaAntesDeEnviar, rotuloEnvio } from '../../src/features/documentos/documentos.ts';
import { corpoDoForm, formDoTipo, FORM_VAZIO } from '../../src/features/gestao-documentos/gestao-documentos.ts';

const versao = (situacao: VersaoDocumento['situacao']): VersaoDocumento => ({ insPrcDocCodigo: 1, versao: 1, nome: 'a.pdf', tipo: 'application/pdf', tamanho: 10, situacao, situacaoTexto: situacao, motivo: null, enviadoEm: '2026-11-22T13:00:00Z', decididoEm: null });
const doc = (o: Partial<DocumentoPedido> = {}): DocumentoPedido => ({
  prcSltTpDocCodigo: 1,
  nome: 'Laudo médico',
  instrucoes: null,
  formatos: ['application/pdf'],
  formatosTexto: 'PDF',
  maxBytes: 2 * 1024 * 1024,
  maxTexto: '2 MB',
  obrigatorio: true,
  periodo: 'de 01/11/2026 00:00 até 30/11/2026 23:59',
  aberta: true,
  podeEnviar: true,
  versoes: [],
  ...o,
});

describe("the candidate's card", () => {
  it('offers "Enviar", then "Enviar novamente" after a refusal', () => {
    expect(rotuloEnvio(doc())).toBe('Enviar');
    expect(rotuloEnvio(doc({ versoes: [versao('RECUSADO')] }))).toBe('Enviar novamente');
    expect(rotuloEnvio(doc({ versoes: [versao('ENVIADO')] }))).toBe('Substituir arquivo');
  });

  it('refuses before uploading only what is certainly refused: no file, an empty one, one over the size', () => {
    expect(recusaAntesDeEnviar(doc(), null)).toBe('Escolha o arquivo a enviar.');
    expect(recusaAntesDeEnviar(doc(), { size: 0 })).toBe('O arquivo enviado está vazio.');
    expect(recusaAntesDeEnviar(doc(), { size: 2 * 1024 * 1024 + 1 })).toBe('O arquivo é maior que o permitido (máximo de 2 MB).');
    expect(recusaAntesDeEnviar(doc(), { size: 2 * 1024 * 1024 })).toBeNull();
  });

  it('says why nothing can be sent', () => {
    expect(avisoSemEnvio(doc())).toBeNull();
    expect(avisoSemEnvio(doc({ aberta: false, podeEnviar: false }))).toBe('O prazo para enviar este documento não está aberto.');
    expect(avisoSemEnvio(doc({ podeEnviar: false, versoes: [versao('ACEITO')] }))).toBe('Documento aceito.');
    expect(avisoSemEnvio(doc({ podeEnviar: false, versoes: [versao('EM_ANALISE')] }))).toBe('Documento em análise: aguarde a decisão.');
  });
});

describe("the back office's type form", () => {
  it('turns megabytes (decimal comma) into bytes and Brasília date-times into ISO instants, and back', () => {
    const corpo = corpoDoForm(7, { ...FORM_VAZIO, nome: 'Laudo', maxMb: '1,5', paraQuem: 'OPCAO', opcCodigo: '42', inicio: '2026-12-01T08:00', fim: '2026-12-05T18:00' });
    expect(corpo).toMatchObject({ prcSltCodigo: 7, maxBytes: 1.5 * 1024 * 1024, opcCodigo: 42, inicio: '2026-12-01T11:00:00.000Z', fim: '2026-12-05T21:00:00.000Z' });
    expect(corpoDoForm(7, { ...FORM_VAZIO, opcCodigo: '42' }).opcCodigo).toBeNull();
    const volta = formDoTipo({ ...corpo, prcSltTpDocCodigo: 3, instrucoes: null, obrigatorio: true, sensivel: false, ordem: 0, enviados: 0, opcCodigo: 42, inicio: corpo.inicio ?? null, fim: corpo.fim ?? null, nome: 'Laudo', paraQuem: 'OPCAO', formatos: ['application/pdf'], maxBytes: corpo.maxBytes });
    expect(volta).toMatchObject({ maxMb: '1,5', inicio: '2026-12-01T08:00', fim: '2026-12-05T18:00', opcCodigo: '42' });
  });
});
