import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insPrcPrvSala,
  insProcesso,
  municipio,
  pais,
  prcSeletivo,
  prcSltEtpProva,
  prcSltLclProva,
  prcSltPrvSala,
  uf,
} from '../../server/db/schema/index.ts';
import { assinarToken, chaveRelatorios } from '../../server/http/relatorios.ts';
import { TOKEN_INVALIDO } from '../../server/features/relatorios/routes.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { pdfText } from '../support/pdf.ts';

/**
 * The receipt ('comprovante') and the exam card ('cartao-ensalamento') through relatum: PDFs for the token's
 * person only, registered by their own features (inscricao, ensalamento).
 */
let t: TestApp;
let joao: Client;
let outra: Client;
let f: { joao: number; outra: number; insJoao: number; insOutra: number; insJoaoFechado: number; insJoaoCancelada: number; codigoJoao: string };

beforeAll(async () => {
  t = await createTestApp({ publicOrigin: 'https://processos.exemplo.br' });
  const db = t.database.db;
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil', psSigla: 'BR' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo });
  const [mnc] = await db.insert(municipio).values({ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }).returning();
  const periodo = { prcSltDtInicio: new Date('2026-08-01T00:00:00Z'), prcSltDtFim: new Date('2026-09-01T00:00:00Z') };
  const [liberado, fechado] = await db
    .insert(prcSeletivo)
    .values([
      { prcSltDescricao: 'Vestibular Seriado 2027', prcSltTipo: 'SERIADO', prcSltExbEnsalamento: true, prcSltEnsLembrete: 'Traga caneta preta.', ...periodo },
      { prcSltDescricao: 'Vestibular de Verão 2027', prcSltTipo: 'VESTIBULAR', prcSltExbEnsalamento: false, ...periodo },
    ])
    .returning();
  await db.insert(prcSltEtpProva).values({
    prcSltCodigo: liberado.prcSltCodigo,
    prcSltEtpPrvDescricao: '1ª etapa',
    prcSltEtpPrvData: '2026-12-06',
    prcSltEtpPrvEnsala: true,
    prcSltEtpPrvHrrAbrPortao: '07:30',
    prcSltEtpPrvHrrFchPortao: '08:15',
  });
  const locais = await db
    .insert(prcSltLclProva)
    .values([
      { prcSltCodigo: liberado.prcSltCodigo, mncCodigo: mnc.mncCodigo, prcSltLclPrvDescricao: 'Campus Uvaranas', prcSltLclPrvLogradouro: 'Av. Carlos Cavalcanti, 4748', prcSltLclPrvBairro: 'Uvaranas' },
      { prcSltCodigo: fechado.prcSltCodigo, mncCodigo: mnc.mncCodigo, prcSltLclPrvDescricao: 'Campus Central' },
    ])
    .returning();
  const [sala, salaFechada] = await db
    .insert(prcSltPrvSala)
    .values([
      { prcSltLclPrvCodigo: locais[0].prcSltLclPrvCodigo, prcSltPrvSlNumero: '101', prcSltPrvSlBloco: 'B', prcSltPrvSlQntLugar: 40 },
      { prcSltLclPrvCodigo: locais[1].prcSltLclPrvCodigo, prcSltPrvSlNumero: '1', prcSltPrvSlQntLugar: 10 },
    ])
    .returning();
  const a = await createAccount(t, { cpf: '52998224725', nome: 'João Conceição', senha: 'candidato' });
  const b = await createAccount(t, { cpf: '11144477735', nome: 'Ângela Souza', senha: 'outra' });
  const ins = await db
    .insert(insProcesso)
    .values([
      { pssFscCodigo: a.pssFscCodigo, prcSltCodigo: liberado.prcSltCodigo, insDeferida: true, insPrcCdgVerificacao: 'JOAO0123456789AB' },
      { pssFscCodigo: b.pssFscCodigo, prcSltCodigo: liberado.prcSltCodigo, insDeferida: true, insPrcCdgVerificacao: 'ANGELA0123456789' },
      { pssFscCodigo: a.pssFscCodigo, prcSltCodigo: fechado.prcSltCodigo, insDeferida: true, insPrcCdgVerificacao: 'JOAOFECHADO01234' },
      { pssFscCodigo: a.pssFscCodigo, prcSltCodigo: liberado.prcSltCodigo, insDeferida: true, insCancelada: true, insPrcCdgVerificacao: 'JOAOCANCELADA012' },
    ])
    .returning({ insPrcCodigo: insProcesso.insPrcCodigo });
  await db.insert(insPrcPrvSala).values([
    { insPrcCodigo: ins[0].insPrcCodigo, prcSltPrvSlCodigo: sala.prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: 7 },
    { insPrcCodigo: ins[1].insPrcCodigo, prcSltPrvSlCodigo: sala.prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: 8 },
    { insPrcCodigo: ins[2].insPrcCodigo, prcSltPrvSlCodigo: salaFechada.prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: 1 },
    { insPrcCodigo: ins[3].insPrcCodigo, prcSltPrvSlCodigo: sala.prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: 9 },
  ]);
  f = {
    joao: a.pssFscCodigo,
    outra: b.pssFscCodigo,
    insJoao: ins[0].insPrcCodigo,
    insOutra: ins[1].insPrcCodigo,
    insJoaoFechado: ins[2].insPrcCodigo,
    insJoaoCancelada: ins[3].insPrcCodigo,
    codigoJoao: 'JOAO0123456789AB',
  };
  joao = new Client(t);
  await joao.login('529.982.247-25', 'candidato');
  outra = new Client(t);
  await outra.login('111.444.777-35', 'outra');
});
afterAll(() => t.close());

/** relatum/auth as `c`, then the report URL it answers opened WITHOUT any cookie (a fresh request). */
async function abrir(c: Client, tipo: string, insPrcCodigo: number) {
  t.clock.now = FIXED_NOW;
  const auth = await c.get(`/sgps/relatum/auth?tipo=${tipo}&insPrcCodigo=${insPrcCodigo}`);
  expect(auth.statusCode, auth.body).toBe(200);
  const { url, access_token } = auth.json();
  expect(url).toBe(`/sgps/relatum/relatorio/${tipo}`);
  const res = await t.app.inject({ method: 'GET', url: `${url}?token=${encodeURIComponent(access_token)}` });
  return { res, url: url as string, token: access_token as string };
}
const porToken = (url: string, token: string) => t.app.inject({ method: 'GET', url: `${url}?token=${encodeURIComponent(token)}` });

describe('relatum comprovante (the enrolment receipt PDF)', () => {
  it("gives the token's person their own receipt as an inline PDF, the same document as insProcesso/comprovante", async () => {
    const { res } = await abrir(joao, 'comprovante', f.insJoao);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(`inline; filename="comprovante-inscricao-${f.insJoao}.pdf"; filename*=UTF-8''comprovante-inscricao-${f.insJoao}.pdf`);
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe(`Comprovante de inscrição nº ${f.insJoao}`);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('João Conceição');
    expect(text).toContain('Vestibular Seriado 2027');
    expect(text).toContain(`https://processos.exemplo.br/verificar-comprovante?codigo=${f.codigoJoao}`);
  });

  it("refuses another candidate's enrolment (404, nothing of theirs), even with a validly signed token", async () => {
    const { res, token } = await abrir(joao, 'comprovante', f.insOutra);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect(res.body).not.toContain('Ângela');
    expect(res.body).not.toContain('ANGELA');
    const key = await chaveRelatorios(t.database.db);
    // Bound to João's live session (taken from a token he was given), so only the ownership check refuses it.
    const sessao = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString()) as { c: number; k: string };
    const forjado = assinarToken(key, { pssFscCodigo: f.joao, tipo: 'comprovante', params: { insPrcCodigo: String(f.insOutra) }, exp: FIXED_NOW.getTime() / 1000 + 60, contaCodigo: sessao.c, sessao: sessao.k });
    expect((await porToken('/sgps/relatum/relatorio/comprovante', forjado)).statusCode).toBe(404);
    // Ângela herself gets hers.
    const proprio = await abrir(outra, 'comprovante', f.insOutra);
    expect(proprio.res.statusCode).toBe(200);
    expect(await pdfText(proprio.res.rawPayload)).toContain('Ângela Souza');
  });

  it('refuses an expired token and a tampered one', async () => {
    const { url, token, res } = await abrir(joao, 'comprovante', f.insJoao);
    expect(res.statusCode).toBe(200);
    t.clock.now = new Date(FIXED_NOW.getTime() + 301_000);
    const late = await porToken(url, token);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toBe(TOKEN_INVALIDO);
    t.clock.now = FIXED_NOW;
    const [payload, mac] = token.split('.');
    const conteudo = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const outroPayload = (o: object) => Buffer.from(JSON.stringify({ ...conteudo, ...o })).toString('base64url');
    // Another person, another enrolment, a longer life: the signature no longer matches.
    for (const alterado of [outroPayload({ s: f.outra }), outroPayload({ p: { insPrcCodigo: String(f.insOutra) } }), outroPayload({ e: conteudo.e + 3600 })]) {
      const r = await porToken(url, `${alterado}.${mac}`);
      expect(r.statusCode).toBe(404);
      expect(r.json().message).toBe(TOKEN_INVALIDO);
    }
    expect((await porToken(url, `${payload}.${mac.slice(0, -2)}AA`)).statusCode).toBe(404);
    // A receipt token does not open the room card.
    expect((await porToken('/sgps/relatum/relatorio/cartao-ensalamento', token)).statusCode).toBe(404);
  });

  it('accepts only the enrolment code as parameter', async () => {
    expect((await joao.get(`/sgps/relatum/auth?tipo=comprovante&insPrcCodigo=1234567890`)).statusCode).toBe(400);
    expect((await joao.get(`/sgps/relatum/auth?tipo=comprovante&insPrcCodigo=${f.insJoao}&pssFscCodigo=${f.outra}`)).statusCode).toBe(400);
  });
});

describe('relatum cartao-ensalamento (the exam card PDF)', () => {
  it("gives the token's person their own card as a PDF: name, enrolment, venue, room, desk and gate times", async () => {
    const { res } = await abrir(joao, 'cartao-ensalamento', f.insJoao);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="cartao-prova-${f.insJoao}.pdf"; filename*=UTF-8''cartao-prova-${f.insJoao}.pdf`);
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe(`Cartão de prova - ${f.insJoao}`);
    const text = await pdfText(res.rawPayload);
    for (const s of ['Ensalamento - Vestibular Seriado 2027', `João Conceição - ${f.insJoao}`, 'Campus Uvaranas', 'Ponta Grossa/PR', '101 - B', '7', '07:30', 'Traga caneta preta.']) {
      expect(text).toContain(s);
    }
  });

  it("refuses another candidate's card, an unreleased process and a cancelled enrolment", async () => {
    const alheio = await abrir(joao, 'cartao-ensalamento', f.insOutra);
    expect(alheio.res.statusCode).toBe(404);
    expect(alheio.res.body).not.toContain('Ângela');
    expect((await abrir(joao, 'cartao-ensalamento', f.insJoaoFechado)).res.statusCode).toBe(404);
    expect((await abrir(joao, 'cartao-ensalamento', f.insJoaoCancelada)).res.statusCode).toBe(404);
    const proprio = await abrir(outra, 'cartao-ensalamento', f.insOutra);
    expect(proprio.res.statusCode).toBe(200);
    expect(await pdfText(proprio.res.rawPayload)).toContain(`Ângela Souza - ${f.insOutra}`);
  });

  it('refuses an expired or tampered token', async () => {
    const { url, token } = await abrir(joao, 'cartao-ensalamento', f.insJoao);
    t.clock.now = new Date(FIXED_NOW.getTime() + 301_000);
    expect((await porToken(url, token)).statusCode).toBe(404);
    t.clock.now = FIXED_NOW;
    const [payload, mac] = token.split('.');
    const forjado = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), s: f.outra, p: { insPrcCodigo: String(f.insOutra) } })).toString('base64url');
    expect((await porToken(url, `${forjado}.${mac}`)).statusCode).toBe(404);
  });
});
