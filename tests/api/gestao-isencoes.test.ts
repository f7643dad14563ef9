import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insPrcIsencao, insPrcIsnAnexo, mnsDestinatario } from '../../server/db/schema/index.ts';
import { importarIsencoes } from '../../server/features/pagamento/importacao.ts';
import { createTestApp, type TestApp } from '../support/api.ts';
import { auditoriasDe, type Cenario, cenario, enviarMultipart, inscrever, mensagensDe, PDF } from './gestao-atendimento.fixtures.ts';

let t: TestApp;
let c: Cenario;
/** Enrolments: the staff cast's candidate asks with a document, Joana asks without, Joana's other one never asks. */
const ins: Record<'comDocumento' | 'semDocumento' | 'naoPediu' | 'deOutro', number> = { comDocumento: 0, semDocumento: 0, naoPediu: 0, deOutro: 0 };

beforeAll(async () => {
  t = await createTestApp();
  c = await cenario(t);
  ins.comDocumento = await inscrever(t, c.e.pessoas.candidato, c.processo, c.opcao);
  ins.semDocumento = await inscrever(t, c.candidata.pssFscCodigo, c.processo, c.opcao);
  ins.naoPediu = await inscrever(t, c.candidata.pssFscCodigo, c.processo, c.opcao);
  ins.deOutro = await inscrever(t, c.candidata.pssFscCodigo, c.outro, c.opcaoOutro);
});
afterAll(() => t.close());

const fila = (cl: typeof c.e.leitura, q = '') => cl.get(`/sgps/gestao/processos/${c.processo}/isencoes${q}`);
const decidir = (cl: typeof c.e.leitura, corpo: Record<string, unknown>) => cl.request('POST', '/sgps/gestao/isencoes/decidir', { json: { prcSltCodigo: c.processo, ...corpo } });
const resumo = async (cl: typeof c.e.leitura, insPrcCodigo: number) => (await cl.get(`/sgps/insBoleto/resumo?insPrcCodigo=${insPrcCodigo}`)).json().data;
const decisoes = async () => t.database.db.select().from(insPrcIsencao);

describe('the candidate asks, with a reason and a document', () => {
  it('refuses a document that is not a PDF or an image, and writes nothing', async () => {
    const res = await enviarMultipart(t, c.e.candidato, '/sgps/insBoleto/solicitarIsencao', { insPrcCodigo: ins.comDocumento, justificativa: 'Família inscrita no CadÚnico.' }, { campo: 'anexo', name: 'renda.pdf', type: 'application/pdf', data: Buffer.from('não é PDF') });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('O anexo deve ser um arquivo PDF ou uma imagem (PNG ou JPEG).');
    expect((await resumo(c.e.candidato, ins.comDocumento)).isencao.solicitada).toBe('F');
  });

  it('keeps the reason and the document; the payment screen says "em análise"', async () => {
    const res = await enviarMultipart(t, c.e.candidato, '/sgps/insBoleto/solicitarIsencao', { insPrcCodigo: ins.comDocumento, justificativa: '  Família inscrita no CadÚnico.  ' }, { campo: 'anexo', name: 'cadunico.pdf', type: 'application/pdf', data: PDF });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ situacao: 'ISENCAO_EM_ANALISE', isencao: { solicitada: 'T', situacao: 'EM_ANALISE', justificativa: 'Família inscrita no CadÚnico.', documentos: 1, observacao: null } });
    // form-encoded, without document, as before
    const sem = await c.candidata.cliente.post('/sgps/insBoleto/solicitarIsencao', { insPrcCodigo: ins.semDocumento });
    expect(sem.json().data.isencao).toMatchObject({ solicitada: 'T', justificativa: null, documentos: 0 });
    await c.candidata.cliente.post('/sgps/insBoleto/solicitarIsencao', { insPrcCodigo: ins.deOutro });
  });
});

describe('the queue', () => {
  it('lists the pending requests with name, reason and documents, within the scope of who reads', async () => {
    const res = await fila(c.e.leitura);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.contagem).toEqual({ pendente: 2, deferida: 0, indeferida: 0 });
    expect(res.json().total).toBe(2);
    expect(d.pedidos.map((p: { insPrcCodigo: number }) => p.insPrcCodigo).sort()).toEqual([ins.comDocumento, ins.semDocumento].sort());
    const p = d.pedidos.find((x: { insPrcCodigo: number }) => x.insPrcCodigo === ins.comDocumento);
    expect(p).toMatchObject({ pssFscNome: 'Equipe candidato', taxa: 8000, taxaTexto: 'R$ 80,00', situacao: 'PENDENTE', observacao: null });
    // Leitura reads the queue, not the candidate's income and family reasons and documents.
    expect(p).toMatchObject({ restrito: true, justificativa: null, documentos: [] });
    const completo = (await fila(c.e.atendimento)).json().data.pedidos.find((x: { insPrcCodigo: number }) => x.insPrcCodigo === ins.comDocumento);
    expect(completo).toMatchObject({ restrito: false, justificativa: 'Família inscrita no CadÚnico.' });
    expect(completo.documentos).toEqual([{ insPrcIsnAnxCodigo: expect.any(Number), nome: 'cadunico.pdf', tipo: 'application/pdf', tamanho: PDF.length }]);
    expect((await fila(c.e.leitura, '?busca=joana')).json().data.pedidos.map((x: { insPrcCodigo: number }) => x.insPrcCodigo)).toEqual([ins.semDocumento]);
    expect((await fila(c.e.gestorDeOutro)).statusCode).toBe(403);
    expect((await fila(c.e.candidato)).statusCode).toBe(403);
    expect((await fila(c.e.anonimo)).statusCode).toBe(401);
  });

  it('serves a document to who decides in its process only', async () => {
    const [doc] = await t.database.db.select().from(insPrcIsnAnexo).where(eq(insPrcIsnAnexo.insPrcCodigo, ins.comDocumento));
    expect((await c.e.leitura.get(`/sgps/gestao/isencoes/anexos/${doc.insPrcIsnAnxCodigo}`)).statusCode).toBe(403);
    const ok = await c.e.atendimento.get(`/sgps/gestao/isencoes/anexos/${doc.insPrcIsnAnxCodigo}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(ok.headers['content-disposition']).toContain("filename*=UTF-8''cadunico.pdf");
    expect(ok.headers['x-content-type-options']).toBe('nosniff');
    expect(ok.rawPayload.equals(PDF)).toBe(true);
    expect((await c.e.gestorDeOutro.get(`/sgps/gestao/isencoes/anexos/${doc.insPrcIsnAnxCodigo}`)).statusCode).toBe(403);
    expect((await c.e.candidato.get(`/sgps/gestao/isencoes/anexos/${doc.insPrcIsnAnxCodigo}`)).statusCode).toBe(403);
    expect((await c.e.atendimento.get('/sgps/gestao/isencoes/anexos/999999')).statusCode).toBe(404);
  });
});

describe('deciding', () => {
  it('refuses bad input with a message per field and writes nothing', async () => {
    const antes = (await t.database.db.select().from(auditoria)).length;
    const semMotivo = await decidir(c.e.atendimento, { decisoes: [{ insPrcCodigo: ins.comDocumento, situacao: 'INDEFERIDA' }] });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().data.campos).toEqual({ motivo: 'Motivo: escreva por que a isenção foi indeferida (o candidato lerá).' });
    const longo = await decidir(c.e.atendimento, { decisoes: [{ insPrcCodigo: ins.comDocumento, situacao: 'DEFERIDA' }], motivo: 'x'.repeat(1001) });
    expect(longo.json().data.campos).toEqual({ motivo: 'Motivo: até 1000 caracteres.' });
    const naoPediu = await decidir(c.e.atendimento, { decisoes: [{ insPrcCodigo: ins.comDocumento, situacao: 'DEFERIDA' }, { insPrcCodigo: ins.naoPediu, situacao: 'DEFERIDA' }] });
    expect(naoPediu.statusCode).toBe(400);
    expect(naoPediu.json().data.campos.decisoes).toBe(`Nada foi gravado: Inscrição ${ins.naoPediu} não solicitou isenção.`);
    // another process's enrolment named under this process: refused, nothing of either written
    const alheia = await decidir(c.e.gestorDoProcesso, { decisoes: [{ insPrcCodigo: ins.deOutro, situacao: 'DEFERIDA' }] });
    expect(alheia.statusCode).toBe(400);
    expect(alheia.json().data.campos.decisoes).toBe(`Nada foi gravado: Inscrição ${ins.deOutro} não é deste processo.`);
    const vazio = await decidir(c.e.atendimento, { decisoes: [] });
    expect(vazio.statusCode).toBe(400);
    expect(await decisoes()).toEqual([]);
    expect((await t.database.db.select().from(auditoria)).length).toBe(antes);
  });

  it('refuses Leitura, a Gestor of another process and a candidate (nothing written)', async () => {
    const corpo = { decisoes: [{ insPrcCodigo: ins.comDocumento, situacao: 'DEFERIDA' }] };
    expect((await decidir(c.e.leitura, corpo)).statusCode).toBe(403);
    expect((await decidir(c.e.gestorDeOutro, corpo)).statusCode).toBe(403);
    expect((await decidir(c.e.candidato, corpo)).statusCode).toBe(403);
    expect(await decisoes()).toEqual([]);
  });

  it('decides many in one call: one audit row per enrolment, a message to each candidate, the payment screen shows it with its reason', async () => {
    const res = await decidir(c.e.atendimento, {
      decisoes: [
        { insPrcCodigo: ins.comDocumento, situacao: 'INDEFERIDA' },
        { insPrcCodigo: ins.semDocumento, situacao: 'INDEFERIDA' },
      ],
      motivo: ' Renda familiar acima do limite do edital. ',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ gravadas: 2, inalteradas: 0 });
    const rows = await auditoriasDe(t, 'gestao:isencao:decidir');
    expect(rows.map((a) => [a.chave, a.entidade, a.prcSltCodigo, a.justificativa, a.antes, a.depois, a.autorPssFscCodigo])).toEqual(
      [ins.comDocumento, ins.semDocumento].map((i) => [
        String(i),
        'ins_prc_isencao',
        c.processo,
        'Renda familiar acima do limite do edital.',
        null,
        { situacao: 'INDEFERIDA', observacao: 'Renda familiar acima do limite do edital.' },
        c.e.pessoas.atendimento,
      ]),
    );
    const r = await resumo(c.e.candidato, ins.comDocumento);
    expect(r).toMatchObject({ situacao: 'A_PAGAR', podeEmitir: 'T', isencao: { situacao: 'INDEFERIDA', observacao: 'Renda familiar acima do limite do edital.', decididaEm: t.clock.now.toISOString() } });
    const [m] = await mensagensDe(t, c.e.pessoas.candidato);
    expect(m.assunto).toBe(`Isenção da taxa de inscrição indeferida - inscrição nº ${ins.comDocumento}`);
    expect(m.texto).toContain('Motivo: Renda familiar acima do limite do edital.');
    expect((await mensagensDe(t, c.candidata.pssFscCodigo))[0].assunto).toContain(`inscrição nº ${ins.semDocumento}`);
    const q = (await fila(c.e.leitura, '?situacao=indeferida')).json().data;
    expect(q.contagem).toEqual({ pendente: 0, deferida: 0, indeferida: 2 });
    expect(q.pedidos[0]).toMatchObject({ situacao: 'INDEFERIDA', observacao: 'Renda familiar acima do limite do edital.' });
  });

  it('deciding again the same changes nothing and sends nothing; a change is audited with its before', async () => {
    const mensagens = (await t.database.db.select().from(mnsDestinatario)).length;
    const igual = await decidir(c.e.gestorDoProcesso, { decisoes: [{ insPrcCodigo: ins.comDocumento, situacao: 'INDEFERIDA' }], motivo: 'Renda familiar acima do limite do edital.' });
    expect(igual.json().data).toEqual({ gravadas: 0, inalteradas: 1 });
    expect((await t.database.db.select().from(mnsDestinatario)).length).toBe(mensagens);
    const res = await decidir(c.e.gestorDoProcesso, { decisoes: [{ insPrcCodigo: ins.comDocumento, situacao: 'DEFERIDA' }], motivo: 'Recurso da decisão acolhido.' });
    expect(res.json().data).toEqual({ gravadas: 1, inalteradas: 0 });
    const ultima = (await auditoriasDe(t, 'gestao:isencao:decidir')).at(-1)!;
    expect(ultima).toMatchObject({ chave: String(ins.comDocumento), antes: { situacao: 'INDEFERIDA' }, depois: { situacao: 'DEFERIDA', observacao: 'Recurso da decisão acolhido.' } });
    expect(await resumo(c.e.candidato, ins.comDocumento)).toMatchObject({ situacao: 'ISENCAO_DEFERIDA', isencao: { situacao: 'DEFERIDA', observacao: 'Recurso da decisão acolhido.' } });
  });

  it('isencao:import applies the same rule: the same decision is unchanged, a new one is written and the candidate told', async () => {
    const mesma = await importarIsencoes(t.database.db, `${ins.semDocumento};INDEFERIDA;Renda familiar acima do limite do edital.`, t.clock.now);
    expect(mesma.inalteradas).toBe(1);
    const nova = await importarIsencoes(t.database.db, `${ins.semDocumento};DEFERIDA;Documentação complementar aceita.`, t.clock.now);
    expect(nova.gravadas).toEqual([{ linha: 1, insPrcCodigo: ins.semDocumento, situacao: 'DEFERIDA' }]);
    expect((await mensagensDe(t, c.candidata.pssFscCodigo))[0].texto).toContain('Documentação complementar aceita.');
    expect((await resumo(c.candidata.cliente, ins.semDocumento)).isencao).toMatchObject({ situacao: 'DEFERIDA', observacao: 'Documentação complementar aceita.' });
  });
});
