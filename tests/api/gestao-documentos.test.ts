/**
 * The back office's supporting documents (issue 27): types configured by who configures the process, the review
 * queue and the inline view for who serves candidates (never a reader, never another process's staff), decisions
 * audited and told to the candidate, who then sends again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPendente, insPrcDocumento } from '../../server/db/schema/index.ts';
import { type Client, createTestApp, type TestApp } from '../support/api.ts';
import { enviar, JPEG, palco, type Palco, PDF } from './documentos.fixtures.ts';
import { auditoriasDe, mensagensDe } from './gestao-atendimento.fixtures.ts';

let t: TestApp;
let p: Palco;
let laudo: number;
let foto: number;
beforeAll(async () => {
  t = await createTestApp();
  p = await palco(t);
  await t.database.db.update((await import('../../server/db/schema/index.ts')).pssFisica).set({ pssFscEmail: 'candidato@exemplo.com' }).where(eq((await import('../../server/db/schema/index.ts')).pssFisica.pssFscCodigo, p.e.pessoas.candidato));
  laudo = (await enviar(t, p.e.candidato, p.insDeficiente, p.laudo, { nome: 'laudo.pdf', tipo: 'application/pdf', dados: PDF })).json().data.versoes[0].insPrcDocCodigo;
  foto = (await enviar(t, p.e.candidato, p.insDeficiente, p.foto, { nome: 'foto.jpg', tipo: 'image/jpeg', dados: JPEG })).json().data.versoes[0].insPrcDocCodigo;
});
afterAll(() => t.close());

const fila = (c: typeof p.e.leitura, q = '') => c.get(`/sgps/gestao/processos/${p.processo}/documentos${q}`);
const decidir = (c: typeof p.e.leitura, corpo: Record<string, unknown>) => c.request('POST', '/sgps/gestao/documentos/decidir', { json: { prcSltCodigo: p.processo, ...corpo } });
const situacao = async (cod: number) => (await t.database.db.select().from(insPrcDocumento).where(eq(insPrcDocumento.insPrcDocCodigo, cod)))[0];

describe('document types (Gestor do processo)', () => {
  const tipo = { prcSltCodigo: 0, nome: 'Comprovante de renda', formatos: ['application/pdf'], maxBytes: 3 * 1024 * 1024, obrigatorio: true, paraQuem: 'COTISTA', sensivel: true };
  it('are created and listed; Atendimento and another process\'s Gestor may not write them', async () => {
    const corpo = { ...tipo, prcSltCodigo: p.processo };
    expect((await p.e.atendimento.request('POST', '/sgps/gestao/tipos-documento/salvar', { json: corpo })).statusCode).toBe(403);
    expect((await p.e.gestorDeOutro.request('POST', '/sgps/gestao/tipos-documento/salvar', { json: corpo })).statusCode).toBe(403);
    const res = await p.e.gestorDoProcesso.request('POST', '/sgps/gestao/tipos-documento/salvar', { json: corpo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ nome: 'Comprovante de renda', paraQuem: 'COTISTA', sensivel: true, enviados: 0, inicio: null });
    const lista = (await p.e.leitura.get(`/sgps/gestao/processos/${p.processo}/tipos-documento`)).json().data;
    expect(lista.tipos.map((x: { nome: string }) => x.nome)).toContain('Comprovante de renda');
    expect((await auditoriasDe(t, 'gestao:documento:tipo-salvar')).length).toBe(1);
  });

  it('refuse bad fields in Portuguese, and a type with documents sent cannot be removed', async () => {
    const ruim = await p.e.gestorDoProcesso.request('POST', '/sgps/gestao/tipos-documento/salvar', { json: { ...tipo, prcSltCodigo: p.processo, nome: ' ', maxBytes: 50 * 1024 * 1024, paraQuem: 'OPCAO', opcCodigo: p.opcaoOutro, inicio: '2026-12-01T00:00:00Z' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().message).toContain('Nome: informe o nome do documento.');
    expect(ruim.json().message).toContain('Tamanho máximo: até 10 MB.');
    expect(ruim.json().message).toContain('Opção: escolha uma opção deste processo.');
    expect(ruim.json().message).toContain('Período de envio: informe o início e o fim');
    const rem = await p.e.gestorDoProcesso.request('POST', '/sgps/gestao/tipos-documento/remover', { json: { prcSltTpDocCodigo: p.laudo } });
    expect(rem.statusCode).toBe(409);
    expect(rem.json().message).toBe('Este tipo de documento já recebeu envios de candidatos e não pode ser removido.');
  });
});

describe('the review queue and the view', () => {
  it('lists what waits with the candidate\'s declarations, for Atendimento; a reader and another process\'s staff are refused', async () => {
    expect((await fila(p.e.leitura)).statusCode).toBe(403);
    expect((await fila(p.e.gestorDeOutro)).statusCode).toBe(403);
    const res = await fila(p.e.atendimento);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.contagem).toEqual({ pendente: 2, aceito: 0, recusado: 0 });
    const item = d.itens.find((x: { documento: { insPrcDocCodigo: number } }) => x.documento.insPrcDocCodigo === laudo);
    expect(item).toMatchObject({ insPrcCodigo: p.insDeficiente, tipoNome: 'Laudo médico', sensivel: true, declaracoes: { deficiencia: true, cotista: false, opcoes: ['Pedagogia'] } });
    const soFoto = (await fila(p.e.atendimento, `?prcSltTpDocCodigo=${p.foto}`)).json().data.itens;
    expect(soFoto.map((x: { documento: { insPrcDocCodigo: number } }) => x.documento.insPrcDocCodigo)).toEqual([foto]);
  });

  it('shows a file inline under a sandbox policy, marks it "Em análise", and records every view of a sensitive one', async () => {
    const abrir = (c: Client, corpo: Record<string, string> = {}) => c.request('POST', `/sgps/gestao/documentos/${laudo}/abrir`, { json: corpo });
    expect((await abrir(p.e.leitura)).statusCode).toBe(403);
    expect((await abrir(p.e.gestorDeOutro)).statusCode).toBe(403);
    // the file's address alone opens nothing (issue 34, item 4): it needs the link the POST answers
    expect((await p.e.atendimento.get(`/sgps/gestao/documentos/${laudo}/arquivo`)).statusCode).toBe(403);
    expect((await situacao(laudo)).insPrcDocSituacao).toBe('ENVIADO');
    const aberto = await abrir(p.e.atendimento);
    expect(aberto.statusCode, aberto.body).toBe(200);
    expect((await situacao(laudo)).insPrcDocSituacao).toBe('EM_ANALISE');
    const r = await p.e.atendimento.get(aberto.json().data.url);
    expect(r.statusCode).toBe(200);
    expect(r.rawPayload.equals(PDF)).toBe(true);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toMatch(/^inline;/);
    expect(r.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    const baixar = await abrir(p.e.atendimento, { baixar: 'T' });
    expect((await p.e.atendimento.get(baixar.json().data.url)).headers['content-disposition']).toMatch(/^attachment;/);
    const vistas = (await auditoriasDe(t, 'gestao:documento:ver')).filter((a) => a.chave === String(laudo));
    expect(vistas.length).toBe(2);
    expect(vistas[0].autorPssFscCodigo).toBe(p.e.pessoas.atendimento);
    // the candidate reads the new state
    const doc = (await p.e.candidato.get(`/sgps/insPrcDocumento/pesquisa?insPrcCodigo=${p.insDeficiente}`)).json().data.documentos[0];
    expect(doc).toMatchObject({ podeEnviar: false, versoes: [{ situacao: 'EM_ANALISE', situacaoTexto: 'Em análise' }] });
  });
});

describe('decisions', () => {
  it('refusing needs a reason; Leitura may not decide; a document of another process refuses the whole call', async () => {
    const sem = await decidir(p.e.atendimento, { decisoes: [{ insPrcDocCodigo: foto, situacao: 'RECUSADO' }] });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().message).toBe('Motivo: escreva por que o documento foi recusado (o candidato lerá).');
    expect((await decidir(p.e.leitura, { decisoes: [{ insPrcDocCodigo: foto, situacao: 'ACEITO' }] })).statusCode).toBe(403);
    const outro = await p.e.gestor.request('POST', '/sgps/gestao/documentos/decidir', { json: { prcSltCodigo: p.outro, decisoes: [{ insPrcDocCodigo: foto, situacao: 'ACEITO' }] } });
    expect(outro.statusCode).toBe(400);
    expect((await situacao(foto)).insPrcDocSituacao).toBe('ENVIADO');
  });

  it('refuses the photo with a reason and accepts the report in one call: audited, one message and one e-mail to the candidate', async () => {
    const res = await decidir(p.e.atendimento, { decisoes: [{ insPrcDocCodigo: foto, situacao: 'RECUSADO' }, { insPrcDocCodigo: laudo, situacao: 'ACEITO' }], motivo: 'A foto está desfocada.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ data: { gravadas: 2 }, message: '2 decisões gravadas.' });
    expect(await situacao(foto)).toMatchObject({ insPrcDocSituacao: 'RECUSADO', insPrcDocMotivo: 'A foto está desfocada.', insPrcDocDecididoPor: p.e.pessoas.atendimento });
    expect(await situacao(laudo)).toMatchObject({ insPrcDocSituacao: 'ACEITO', insPrcDocMotivo: null });
    const aud = await auditoriasDe(t, 'gestao:documento:decidir');
    expect(aud.map((a) => a.chave).sort()).toEqual([String(foto), String(laudo)].sort());
    const [m] = await mensagensDe(t, p.e.pessoas.candidato);
    expect(m.assunto).toBe(`Análise de documentos - inscrição nº ${p.insDeficiente}`);
    expect(m.texto).toContain('Foto do documento de identidade: recusado. Motivo: A foto está desfocada.');
    expect(m.texto).toContain('Laudo médico: aceito.');
    expect((await t.database.db.select().from(emailPendente)).length).toBe(1);
  });

  it('the candidate sees both decisions, sends the photo again (version 2), and cannot resend the accepted report', async () => {
    const docs = (await p.e.candidato.get(`/sgps/insPrcDocumento/pesquisa?insPrcCodigo=${p.insDeficiente}`)).json().data.documentos;
    expect(docs[0]).toMatchObject({ podeEnviar: false, versoes: [{ situacao: 'ACEITO' }] });
    expect(docs[1]).toMatchObject({ podeEnviar: true, versoes: [{ situacao: 'RECUSADO', situacaoTexto: 'Recusado', motivo: 'A foto está desfocada.' }] });
    const de_novo = await enviar(t, p.e.candidato, p.insDeficiente, p.foto, { nome: 'foto2.jpg', tipo: 'image/jpeg', dados: JPEG });
    expect(de_novo.statusCode, de_novo.body).toBe(200);
    expect(de_novo.json().data.versoes.map((v: { versao: number; situacao: string }) => [v.versao, v.situacao])).toEqual([
      [2, 'ENVIADO'],
      [1, 'RECUSADO'],
    ]);
    const aceito = await enviar(t, p.e.candidato, p.insDeficiente, p.laudo, { nome: 'l.pdf', tipo: 'application/pdf', dados: PDF });
    expect(aceito.statusCode).toBe(409);
    // the back office's enrolment page shows every version; a reader sees them, without the files
    const pagina = (await p.e.leitura.get(`/sgps/gestao/inscricoes/${p.insDeficiente}/documentos`)).json().data;
    expect(pagina.podeVer).toBe(false);
    expect(pagina.tipos.find((x: { nome: string }) => x.nome === 'Foto do documento de identidade').versoes.length).toBe(2);
    // the medical report's file name is not for a reader
    expect(pagina.tipos.find((x: { nome: string }) => x.nome === 'Laudo médico').versoes[0]).toMatchObject({ nome: 'Documento restrito', situacao: 'ACEITO' });
    expect(JSON.stringify(pagina)).not.toContain('laudo.pdf');
    expect((await p.e.atendimento.get(`/sgps/gestao/inscricoes/${p.insDeficiente}/documentos`)).json().data.podeVer).toBe(true);
  });
});
