import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insPrcRcrAnexo, insPrcRcrCronograma, insPrcRcrResposta, insPrcRecurso, prcSltCronograma, prcSltCrnRecurso, rcrRspAnexo } from '../../server/db/schema/index.ts';
import { aplicarRespostas } from '../../server/features/reexame/respostas.ts';
import { type Client, createTestApp, type TestApp } from '../support/api.ts';
import { auditoriasDe, type Cenario, cenario, DIA, enviarMultipart, inscrever, mensagensDe, PDF } from './gestao-atendimento.fixtures.ts';

let t: TestApp;
let c: Cenario;
let janela: number;
let janelaOutra: number;
let janelaDeOutro: number;
/** Appeals: two identical ones in the first window (one with an attachment), one in the second, one of the other process. */
const r: Record<'gabarito1' | 'gabarito2' | 'resultado' | 'deOutro', number> = { gabarito1: 0, gabarito2: 0, resultado: 0, deOutro: 0 };
const ins: Record<string, number> = {};

async function recurso(insPrcCodigo: number, prcSltCrnCodigo: number, texto: string, anexo = false) {
  const db = t.database.db;
  const [rec] = await db.insert(insPrcRecurso).values({ insPrcCodigo, tblGrlItmCdgPrcSltTpCrn: '3', insPrcRcrJustificativa: texto, insPrcRcrCriadoEm: t.clock.now }).returning();
  await db.insert(insPrcRcrCronograma).values({ insPrcRcrCodigo: rec.insPrcRcrCodigo, insPrcCodigo, prcSltCrnCodigo });
  if (anexo) await db.insert(insPrcRcrAnexo).values({ insPrcRcrCodigo: rec.insPrcRcrCodigo, insPrcRcrAnxNome: 'questao12.pdf', insPrcRcrAnxTipo: 'application/pdf', insPrcRcrAnxTamanho: PDF.length, insPrcRcrAnxSha256: 'x', insPrcRcrAnxConteudo: PDF });
  return rec.insPrcRcrCodigo;
}

async function janelaDe(prcSltCodigo: number, descricao: string, ordem: number) {
  const db = t.database.db;
  const [i] = await db
    .insert(prcSltCronograma)
    .values({ prcSltCodigo, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: descricao, prcSltCrnDtInicio: new Date(t.clock.now.getTime() - 2 * DIA), prcSltCrnDtFim: new Date(t.clock.now.getTime() + DIA), prcSltCrnOrdem: ordem })
    .returning();
  await db.insert(prcSltCrnRecurso).values({ prcSltCrnCodigo: i.prcSltCrnCodigo, prcSltCrnRcrVlr: null });
  return i.prcSltCrnCodigo;
}

beforeAll(async () => {
  t = await createTestApp();
  c = await cenario(t);
  janela = await janelaDe(c.processo, 'Recurso do gabarito preliminar', 1);
  janelaOutra = await janelaDe(c.processo, 'Recurso do resultado', 2);
  janelaDeOutro = await janelaDe(c.outro, 'Recurso do outro processo', 1);
  ins.candidato = await inscrever(t, c.e.pessoas.candidato, c.processo, c.opcao, { insPrcPrmReexame: true });
  ins.joana = await inscrever(t, c.candidata.pssFscCodigo, c.processo, c.opcao, { insPrcPrmReexame: true });
  ins.outro = await inscrever(t, c.candidata.pssFscCodigo, c.outro, c.opcaoOutro, { insPrcPrmReexame: true });
  r.gabarito1 = await recurso(ins.candidato, janela, 'A questão 12 tem duas alternativas corretas.', true);
  r.gabarito2 = await recurso(ins.joana, janela, 'A questão 12 admite as alternativas B e D.');
  r.resultado = await recurso(ins.joana, janelaOutra, 'Minha nota da redação não foi somada.');
  r.deOutro = await recurso(ins.outro, janelaDeOutro, 'Recurso no outro processo.');
});
afterAll(() => t.close());

const fila = (cl: Client, q = '') => cl.get(`/sgps/gestao/processos/${c.processo}/reexame${q}`);
const responder = (cl: Client, corpo: Record<string, unknown>) =>
  cl.request('POST', '/sgps/gestao/reexame/responder', { json: { prcSltCodigo: c.processo, situacao: 'parcialmente', resposta: 'A questão 12 foi anulada; os pontos são atribuídos a todos.', ...corpo } });
const enviarPdf = (cl: Client, prc: number, data = PDF, name = 'parecer.pdf') => enviarMultipart(t, cl, '/sgps/gestao/reexame/anexo', { prcSltCodigo: prc }, { campo: 'anexo', name, type: 'application/pdf', data });
const pesquisa = (cl: Client, insPrcCodigo: number) => cl.get(`/sgps/insPrcRecurso/pesquisa?prcSltCodigo=${c.processo}&insPrcCodigo=${insPrcCodigo}&tblGrlItmCdgPrcSltTpCrn=3`);
const respostas = () => t.database.db.select().from(insPrcRcrResposta);

describe('the queue per process and stage', () => {
  it('lists the stages with their counts and the pending appeals with text and attachment', async () => {
    const res = await fila(c.e.leitura);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.etapas.map((e: { descricao: string; total: number; pendentes: number }) => [e.descricao, e.total, e.pendentes])).toEqual([
      ['Recurso do gabarito preliminar', 2, 2],
      ['Recurso do resultado', 1, 1],
    ]);
    expect(res.json().total).toBe(3);
    const g = d.recursos.find((x: { insPrcRcrCodigo: number }) => x.insPrcRcrCodigo === r.gabarito1);
    expect(g).toMatchObject({ insPrcCodigo: ins.candidato, pssFscNome: 'Equipe candidato', etapa: 'Recurso do gabarito preliminar', justificativa: 'A questão 12 tem duas alternativas corretas.', valorTexto: 'Isento', taxaPaga: null, anexo: { nome: 'questao12.pdf', tipo: 'application/pdf', tamanho: PDF.length }, resposta: null });
    const etapa = (await fila(c.e.leitura, `?etapa=${janela}`)).json().data.recursos.map((x: { insPrcRcrCodigo: number }) => x.insPrcRcrCodigo);
    expect(etapa).toEqual([r.gabarito1, r.gabarito2]);
    expect((await fila(c.e.gestorDeOutro)).statusCode).toBe(403);
    expect((await fila(c.e.candidato)).statusCode).toBe(403);
  });

  it("serves the candidate's attachment to staff of its process only", async () => {
    const ok = await c.e.atendimento.get(`/sgps/gestao/reexame/${r.gabarito1}/anexo`);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.equals(PDF)).toBe(true);
    expect((await c.e.gestorDeOutro.get(`/sgps/gestao/reexame/${r.gabarito1}/anexo`)).statusCode).toBe(403);
    expect((await c.e.atendimento.get(`/sgps/gestao/reexame/${r.gabarito2}/anexo`)).statusCode).toBe(404);
  });
});

describe('the answer attachment', () => {
  it('takes a PDF only, from who may answer in the process', async () => {
    const antes = (await t.database.db.select().from(auditoria)).length;
    const png = await enviarPdf(c.e.atendimento, c.processo, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2]), 'parecer.png');
    expect(png.statusCode).toBe(400);
    expect(png.json().message).toBe('O anexo deve ser um arquivo PDF.');
    const nada = await enviarMultipart(t, c.e.atendimento, '/sgps/gestao/reexame/anexo', { prcSltCodigo: c.processo });
    expect(nada.json().message).toBe('Escolha o arquivo PDF da resposta.');
    expect((await enviarPdf(c.e.leitura, c.processo)).statusCode).toBe(403);
    expect((await enviarPdf(c.e.gestorDeOutro, c.processo)).statusCode).toBe(403);
    expect(await t.database.db.select().from(rcrRspAnexo)).toEqual([]);
    expect((await t.database.db.select().from(auditoria)).length).toBe(antes);
  });
});

describe('answering', () => {
  let anexo: number;
  let anexoDeOutro: number;

  it('refuses bad input with a message per field, and appeals of another process, writing nothing', async () => {
    anexo = (await enviarPdf(c.e.atendimento, c.processo)).json().data.rcrRspAnxCodigo;
    anexoDeOutro = (await enviarPdf(c.e.gestorDeOutro, c.outro)).json().data.rcrRspAnxCodigo;
    expect((await auditoriasDe(t, 'gestao:anexo-resposta:enviar')).map((a) => [a.chave, a.prcSltCodigo, (a.depois as { nome: string }).nome])).toEqual([
      [String(anexo), c.processo, 'parecer.pdf'],
      [String(anexoDeOutro), c.outro, 'parecer.pdf'],
    ]);
    const curta = await responder(c.e.atendimento, { respostas: [{ insPrcRcrCodigo: r.gabarito1 }], resposta: ' ok ' });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().data.campos).toEqual({ resposta: 'Resposta: escreva a resposta que o candidato lerá.' });
    const alheio = await responder(c.e.atendimento, { respostas: [{ insPrcRcrCodigo: r.gabarito1 }], rcrRspAnxCodigo: anexoDeOutro });
    expect(alheio.json().data.campos).toEqual({ rcrRspAnxCodigo: 'Anexo: arquivo não encontrado neste processo; envie o PDF de novo.' });
    const deOutro = await responder(c.e.atendimento, { respostas: [{ insPrcRcrCodigo: r.gabarito1 }, { insPrcRcrCodigo: r.deOutro }] });
    expect(deOutro.statusCode).toBe(400);
    expect(deOutro.json().data.campos.respostas).toBe(`Nada foi gravado: Recurso ${r.deOutro} não é deste processo.`);
    const situacao = await responder(c.e.atendimento, { respostas: [{ insPrcRcrCodigo: r.gabarito1 }], situacao: 'talvez' });
    expect(situacao.statusCode).toBe(400);
    expect((await responder(c.e.leitura, { respostas: [{ insPrcRcrCodigo: r.gabarito1 }] })).statusCode).toBe(403);
    expect((await responder(c.e.gestorDeOutro, { respostas: [{ insPrcRcrCodigo: r.gabarito1 }] })).statusCode).toBe(403);
    expect(await respostas()).toEqual([]);
  });

  it('answers identical appeals at once with the PDF: an audit row each, a message each, the candidate reads it on the appeal screen', async () => {
    const res = await responder(c.e.atendimento, { respostas: [{ insPrcRcrCodigo: r.gabarito1 }, { insPrcRcrCodigo: r.gabarito2 }], rcrRspAnxCodigo: anexo });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ inseridas: 2, atualizadas: 0, inalteradas: 0 });
    const rows = await auditoriasDe(t, 'gestao:reexame:responder');
    expect(rows.map((a) => [a.chave, a.entidade, a.prcSltCodigo, a.antes, a.depois])).toEqual(
      [
        [r.gabarito1, ins.candidato],
        [r.gabarito2, ins.joana],
      ].map(([rec, i]) => [String(rec), 'ins_prc_rcr_resposta', c.processo, null, { situacao: 'DEFERIDO_PARCIALMENTE', texto: 'A questão 12 foi anulada; os pontos são atribuídos a todos.', rcrRspAnxCodigo: anexo, insPrcCodigo: i }]),
    );
    const tela = (await pesquisa(c.e.candidato, ins.candidato)).json().data;
    const rec = tela.janelas.find((j: { prcSltCrnCodigo: number }) => j.prcSltCrnCodigo === janela).recurso;
    expect(rec.resposta).toMatchObject({ situacao: 'DEFERIDO_PARCIALMENTE', situacaoTexto: 'Deferido parcialmente', texto: 'A questão 12 foi anulada; os pontos são atribuídos a todos.', anexo: { nome: 'parecer.pdf', tamanho: PDF.length } });
    // The staff's code of the PDF is not the candidate's to see: they download it by their appeal.
    expect(rec.resposta.anexo).toEqual({ nome: 'parecer.pdf', tamanho: PDF.length });
    const pdf = await c.e.candidato.get(`/sgps/insPrcRecurso/respostaAnexo?insPrcRcrCodigo=${r.gabarito1}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect((await c.candidata.cliente.get(`/sgps/insPrcRecurso/respostaAnexo?insPrcRcrCodigo=${r.gabarito1}`)).statusCode).toBe(404);
    const [m] = await mensagensDe(t, c.e.pessoas.candidato);
    expect(m.assunto).toBe(`Resposta ao recurso nº ${r.gabarito1}: Deferido parcialmente`);
    expect(m.texto).toContain('A questão 12 foi anulada');
    const q = (await fila(c.e.leitura, '?situacao=respondido')).json().data.recursos;
    expect(q.map((x: { insPrcRcrCodigo: number }) => x.insPrcRcrCodigo).sort()).toEqual([r.gabarito1, r.gabarito2].sort());
    expect(q[0].resposta).toMatchObject({ situacaoTexto: 'Deferido parcialmente', anexo: { rcrRspAnxCodigo: anexo, nome: 'parecer.pdf' } });
    expect((await c.e.leitura.get(`/sgps/gestao/reexame/respostas/anexos/${anexo}`)).rawPayload.equals(PDF)).toBe(true);
    expect((await c.e.gestorDoProcesso.get(`/sgps/gestao/reexame/respostas/anexos/${anexoDeOutro}`)).statusCode).toBe(403);
  });

  it('the same answer again changes nothing; reexame:responder shares the path (keeps the PDF, tells the candidate)', async () => {
    const mesmas = await responder(c.e.gestorDoProcesso, { respostas: [{ insPrcRcrCodigo: r.gabarito1 }], rcrRspAnxCodigo: anexo });
    expect(mesmas.json().data).toEqual({ inseridas: 0, atualizadas: 0, inalteradas: 1 });
    const csv = `insPrcRcrCodigo;situacao;resposta\n${r.gabarito1};DEFERIDO;"A questão 12 foi anulada; pontos atribuídos."\n${r.resultado};INDEFERIDO;A nota da redação já estava somada.\n`;
    expect(await aplicarRespostas(t.database.db, csv, t.clock.now)).toEqual({ ok: true, inseridas: 1, atualizadas: 1, inalteradas: 0 });
    const tela = (await pesquisa(c.e.candidato, ins.candidato)).json().data.janelas.find((j: { prcSltCrnCodigo: number }) => j.prcSltCrnCodigo === janela).recurso;
    expect(tela.resposta).toMatchObject({ situacao: 'DEFERIDO', texto: 'A questão 12 foi anulada; pontos atribuídos.', anexo: { nome: 'parecer.pdf' } });
    expect((await mensagensDe(t, c.candidata.pssFscCodigo))[0].assunto).toBe(`Resposta ao recurso nº ${r.resultado}: Indeferido`);
  });
});
