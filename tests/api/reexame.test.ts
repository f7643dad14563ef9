import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insPrcRecurso, insProcesso } from '../../server/db/schema/index.ts';
import { aplicarRespostas } from '../../server/features/reexame/respostas.ts';
import { JA_RECORREU, PRAZO_ENCERRADO, PRAZO_NAO_INICIADO, REEXAME_NAO_PERMITIDO } from '../../server/features/reexame/routes.ts';
import { Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { CPF_JOAO, CPF_OUTRA, seedCronogramas } from './cronogramas.fixtures.ts';
import { FOTO_PNG } from '../support/imagens.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCronogramas>>;
let joao: Client;
let outra: Client;

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(200, 0x20), Buffer.from('\n%%EOF\n')]);
/** A real PNG (a signature and noise is no longer stored: issue 34, item 5). */
const PNG = FOTO_PNG;
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(100, 0)]);
const JUSTIFICATIVA = 'A questão 12 tem duas alternativas corretas, conforme a bibliografia do edital.';

/** A multipart/form-data body as a browser sends it. */
function multipart(fields: Record<string, string | number>, file?: { name: string; type: string; data: Buffer }) {
  const boundary = '----reexame' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="anexo"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function recorrer(c: Client, fields: Partial<Record<string, string | number>>, file?: { name: string; type: string; data: Buffer }, opts: { csrf?: boolean } = {}) {
  if (!c.cookies.has('XSRF-TOKEN')) await c.get('/sgps/pssFisica/buscaDadosSessao');
  const body = multipart({ prcSltCodigo: f.prcSltCodigo, insPrcCodigo: f.insJoao, prcSltCrnCodigo: f.janelas.aberta, insPrcRcrJustificativa: JUSTIFICATIVA, ...fields } as Record<string, string | number>, file);
  const headers: Record<string, string> = { cookie: c.cookieHeader(), 'content-type': body.contentType };
  if (opts.csrf !== false) headers['x-xsrf-token'] = c.cookies.get('XSRF-TOKEN')!;
  return t.app.inject({ method: 'POST', url: '/sgps/insPrcRecurso/cadastrar', headers, payload: body.payload });
}

const pesquisa = (c: Client, ins: number) => c.get(`/sgps/insPrcRecurso/pesquisa?prcSltCodigo=${f.prcSltCodigo}&insPrcCodigo=${ins}&tblGrlItmCdgPrcSltTpCrn=3`);
const contarRecursos = async () => (await t.database.db.select().from(insPrcRecurso)).length;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCronogramas(t);
  joao = new Client(t);
  await joao.login(CPF_JOAO, 'candidato');
  outra = new Client(t);
  await outra.login(CPF_OUTRA, 'outra');
});
afterAll(() => t.close());

describe('insPrcRecurso/pesquisa', () => {
  it('lists the appeal windows with their period, state and fee; only the current one is open', async () => {
    t.clock.now = FIXED_NOW;
    const d = (await pesquisa(joao, f.insJoao)).json().data;
    expect(d.permitido).toBe('T');
    expect(d.janelas.map((j: { prcSltCrnDescricao: string; situacao: string; aberta: string; valorTexto: string }) => [j.prcSltCrnDescricao, j.situacao, j.aberta, j.valorTexto])).toEqual([
      ['Recurso da 1ª fase', 'ATUAL', 'T', 'R$ 50,00'],
      ['Recurso do gabarito preliminar', 'ENCERRADO', 'F', 'Isento'],
      ['Recurso da 2ª fase', 'PROXIMO', 'F', 'Isento'],
    ]);
    expect(d.janelas[0].periodo).toBe('de 21/11/2026 10:00 até 23/11/2026 10:00');
  });

  it("refuses another candidate's enrolment", async () => {
    const res = await pesquisa(joao, f.insOutra);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Recurso da 1ª fase');
  });
});

describe('insPrcRecurso/cadastrar', () => {
  it('refuses a window that has closed and one not yet open, writing nothing', async () => {
    const fechada = await recorrer(joao, { prcSltCrnCodigo: f.janelas.encerrada });
    expect(fechada.statusCode).toBe(400);
    expect(fechada.json().message).toBe(PRAZO_ENCERRADO);
    const futura = await recorrer(joao, { prcSltCrnCodigo: f.janelas.futura });
    expect(futura.statusCode).toBe(400);
    expect(futura.json().message).toBe(PRAZO_NAO_INICIADO);
    expect(await contarRecursos()).toBe(0);
  });

  it("refuses filing on another candidate's enrolment", async () => {
    const res = await recorrer(joao, { insPrcCodigo: f.insOutra });
    expect(res.statusCode).toBe(404);
    expect(await contarRecursos()).toBe(0);
  });

  it('checks the attachment by its bytes, not its name, and its size', async () => {
    const exe = await recorrer(joao, {}, { name: 'prova.pdf', type: 'application/pdf', data: EXE });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().message).toBe('O anexo deve ser um arquivo PDF ou uma imagem (PNG ou JPEG).');
    const grande = await recorrer(joao, {}, { name: 'grande.pdf', type: 'application/pdf', data: Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024)]) });
    expect(grande.statusCode).toBe(400);
    expect(grande.json().message).toBe('O anexo deve ter no máximo 2 MB.');
    const curta = await recorrer(joao, { insPrcRcrJustificativa: '  curta ' });
    expect(curta.statusCode).toBe(400);
    expect(await contarRecursos()).toBe(0);
  });

  it('needs the CSRF header', async () => {
    expect((await recorrer(joao, {}, undefined, { csrf: false })).statusCode).toBe(403);
  });

  it('files an appeal with a PDF (named .png: the bytes decide) inside the open window, once', async () => {
    const res = await recorrer(joao, {}, { name: '../../etc/recurso.png', type: 'image/png', data: PDF });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ insPrcRcrVlr: 5000, valorTexto: 'R$ 50,00', pagar: 'T' });
    const again = await recorrer(joao, {}, { name: 'outro.png', type: 'image/png', data: PNG });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(JA_RECORREU);
    expect(await contarRecursos()).toBe(1);
    const [ins] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, f.insJoao));
    expect(ins.insPrcSlcReexame).toBe(true);

    const d = (await pesquisa(joao, f.insJoao)).json().data;
    expect(d.janelas[0].aberta).toBe('F');
    expect(d.janelas[0].recurso).toMatchObject({
      insPrcRcrCodigo: body.data.insPrcRcrCodigo,
      insPrcRcrJustificativa: JUSTIFICATIVA,
      insPrcRcrCriadoEm: '22/11/2026 10:00:00',
      anexo: { nome: 'recurso.png', tipo: 'application/pdf', tamanho: PDF.length },
      resposta: null,
    });

    const dl = await joao.get(`/sgps/insPrcRecurso/anexo?insPrcRcrCodigo=${body.data.insPrcRcrCodigo}`);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.rawPayload.equals(PDF)).toBe(true);
    expect((await outra.get(`/sgps/insPrcRecurso/anexo?insPrcRcrCodigo=${body.data.insPrcRcrCodigo}`)).statusCode).toBe(404);
  });

  it('refuses an enrolment without appeal permission', async () => {
    await t.database.db.update(insProcesso).set({ insPrcPrmReexame: false }).where(eq(insProcesso.insPrcCodigo, f.insOutra));
    const res = await recorrer(outra, { insPrcCodigo: f.insOutra });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(REEXAME_NAO_PERMITIDO);
    expect((await pesquisa(outra, f.insOutra)).json().data.permitido).toBe('F');
  });
});

describe('reexame:responder (staff answers)', () => {
  it('refuses the whole file when one line is wrong, then loads answers the candidate sees; reloading changes nothing', async () => {
    const [rec] = await t.database.db.select().from(insPrcRecurso);
    const ruim = `insPrcRcrCodigo;situacao;resposta\n${rec.insPrcRcrCodigo};DEFERIDO;"Questão anulada; pontos atribuídos."\n999999;TALVEZ;x\n`;
    const r1 = await aplicarRespostas(t.database.db, ruim, FIXED_NOW);
    expect(r1.ok).toBe(false);
    expect(r1.ok ? [] : r1.recusadas.map((x) => x.linha)).toEqual([3]);
    expect((await pesquisa(joao, f.insJoao)).json().data.janelas[0].recurso.resposta).toBeNull();

    const bom = `insPrcRcrCodigo;situacao;resposta\r\n${rec.insPrcRcrCodigo};DEFERIDO;"Questão anulada; pontos atribuídos a todos os candidatos."\r\n`;
    expect(await aplicarRespostas(t.database.db, bom, FIXED_NOW)).toEqual({ ok: true, inseridas: 1, atualizadas: 0, inalteradas: 0 });
    expect(await aplicarRespostas(t.database.db, bom, FIXED_NOW)).toEqual({ ok: true, inseridas: 0, atualizadas: 0, inalteradas: 1 });
    const resposta = (await pesquisa(joao, f.insJoao)).json().data.janelas[0].recurso.resposta;
    expect(resposta).toEqual({ situacao: 'DEFERIDO', situacaoTexto: 'Deferido', texto: 'Questão anulada; pontos atribuídos a todos os candidatos.', em: '22/11/2026 10:00:00', anexo: null });
  });
});
