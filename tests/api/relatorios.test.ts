import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assinarToken, chaveRelatorios } from '../../server/http/relatorios.ts';
import { TOKEN_INVALIDO } from '../../server/features/relatorios/routes.ts';
import { Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { pdfText } from '../support/pdf.ts';
import { CPF_JOAO, CPF_OUTRA, seedCronogramas } from './cronogramas.fixtures.ts';

let t: TestApp;
let f: Awaited<ReturnType<typeof seedCronogramas>>;
let joao: Client;
let outra: Client;

beforeAll(async () => {
  t = await createTestApp();
  f = await seedCronogramas(t);
  joao = new Client(t);
  await joao.login(CPF_JOAO, 'candidato');
  outra = new Client(t);
  await outra.login(CPF_OUTRA, 'outra');
});
afterAll(() => t.close());

const auth = (c: Client, q: string) => c.get(`/sgps/relatum/auth?${q}`);
const cronoQ = (ins: number) => `tipo=cronograma&prcSltCodigo=${f.prcSltCodigo}&insPrcCodigo=${ins}&tblGrlItmCdgPrcSltTpCrn=1`;

describe('relatum/auth and the report endpoint', () => {
  it('issues a person-bound token and the report URL; the schedule print opens without the session cookie', async () => {
    t.clock.now = FIXED_NOW;
    const res = await auth(joao, cronoQ(f.insJoao));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.url).toBe('/sgps/relatum/relatorio/cronograma');
    expect(body.data.access_token).toBe(body.access_token);
    expect(body.data.expiraEm).toBe('2026-11-22T13:05:00.000Z');
    const page = await t.app.inject({ method: 'GET', url: `${body.url}?token=${encodeURIComponent(body.access_token)}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Cronograma do processo');
    expect(page.body).toContain('<td>Solicitação de isenção</td><td>21/11/2026 a 27/11/2026</td><td>Em andamento</td>');
    expect(page.body).toContain(`João Conceição - Inscrição ${f.insJoao}`);
  });

  it('expires after five minutes and refuses a token whose signature or tipo was altered', async () => {
    const { access_token: tok, url } = (await auth(joao, cronoQ(f.insJoao))).json();
    t.clock.now = new Date(FIXED_NOW.getTime() + 301_000);
    const late = await t.app.inject({ method: 'GET', url: `${url}?token=${encodeURIComponent(tok)}` });
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(TOKEN_INVALIDO);
    t.clock.now = FIXED_NOW;
    const [payload, mac] = tok.split('.');
    const forjado = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), s: f.outra.pssFscCodigo })).toString('base64url');
    expect((await t.app.inject({ method: 'GET', url: `${url}?token=${forjado}.${mac}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/sgps/relatum/relatorio/comprovante?token=${encodeURIComponent(tok)}` })).statusCode).toBe(404);
  });

  it("renders nothing of another candidate's enrolment, even with a validly signed token", async () => {
    const res = await auth(joao, cronoQ(f.insOutra));
    const page = await t.app.inject({ method: 'GET', url: `${res.json().url}?token=${encodeURIComponent(res.json().access_token)}` });
    expect(page.statusCode).toBe(404);
    const key = await chaveRelatorios(t.database.db);
    // Bound to João's live session (taken from the token he was given), so only the ownership check refuses it.
    const sessao = JSON.parse(Buffer.from(res.json().access_token.split('.')[0], 'base64url').toString()) as { c: number; k: string };
    const tok = assinarToken(key, { pssFscCodigo: f.joao.pssFscCodigo, tipo: 'comprovante', params: { insPrcCodigo: String(f.insOutra) }, exp: FIXED_NOW.getTime() / 1000 + 60, contaCodigo: sessao.c, sessao: sessao.k });
    const rec = await t.app.inject({ method: 'GET', url: `/sgps/relatum/relatorio/comprovante?token=${encodeURIComponent(tok)}` });
    expect(rec.statusCode).toBe(404);
    expect(rec.body).not.toContain('Ângela');
    const proprio = await auth(outra, `tipo=comprovante&insPrcCodigo=${f.insOutra}`);
    const ok = await t.app.inject({ method: 'GET', url: `${proprio.json().url}?token=${encodeURIComponent(proprio.json().access_token)}` });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('application/pdf');
    expect(await pdfText(ok.rawPayload)).toContain('Ângela Souza');
  });

  it('checks the tipo and the parameters, and needs login', async () => {
    expect((await auth(joao, 'tipo=desconhecido')).statusCode).toBe(400);
    expect((await auth(joao, `tipo=cronograma&prcSltCodigo=1&pssFscCodigo=3`)).statusCode).toBe(400);
    expect((await auth(joao, `tipo=cronograma&prcSltCodigo=1%20OR%201`)).statusCode).toBe(400);
    expect((await new Client(t).get(`/sgps/relatum/auth?${cronoQ(f.insJoao)}`)).statusCode).toBe(401);
  });
});
