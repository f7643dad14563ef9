import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso } from '../../server/db/schema/index.ts';
import { DEMO_CANDIDATO, DEMO_FISCAL, seedDemo, type SeedResult } from '../../server/db/seed/index.ts';
import { SEM_ACESSO_MUNICIPIO } from '../../server/features/lista-fiscais/routes.ts';
import { TOKEN_INVALIDO } from '../../server/features/relatorios/routes.ts';
import { Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/**
 * Issue 18, point 8, the attacks on access: a report link that outlives its session, a multipart upload read
 * before the caller is known, and the inspectors' list read by someone who is not an inspector there.
 * All against the demo data, through the HTTP interface.
 */
let t: TestApp;
let seed: SeedResult;

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  seed = await seedDemo(t.database.db, { now: FIXED_NOW, candidates: 40, messagesPerDemo: 3 });
  expect(seed.seeded).toBe(true);
});
afterAll(() => t.close());

describe('a report token dies with the session that asked for it', () => {
  const cronograma = () => `tipo=cronograma&prcSltCodigo=${seed.processos!.encerrado}&insPrcCodigo=${seed.inscricoesDemo!.encerrado}&tblGrlItmCdgPrcSltTpCrn=1`;
  const abrir = (url: string, token: string) => t.app.inject({ method: 'GET', url: `${url}?token=${encodeURIComponent(token)}` });

  it('opens the report while the session lives, and not after a logout (another session of the account keeps its own)', async () => {
    t.clock.now = FIXED_NOW;
    const aqui = new Client(t);
    await aqui.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const ali = new Client(t);
    await ali.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const deAqui = (await aqui.get(`/sgps/relatum/auth?${cronograma()}`)).json();
    const deAli = (await ali.get(`/sgps/relatum/auth?${cronograma()}`)).json();
    expect((await abrir(deAqui.url, deAqui.access_token)).statusCode).toBe(200);

    const sair = await aqui.post('/login/sair', {});
    expect(sair.statusCode).toBe(303);
    expect((await aqui.get(`/sgps/relatum/auth?${cronograma()}`)).statusCode).toBe(401);

    // Same link, same five minutes: the session it was issued to is gone.
    const depois = await abrir(deAqui.url, deAqui.access_token);
    expect(depois.statusCode).toBe(404);
    expect(depois.json()).toMatchObject({ success: false, message: TOKEN_INVALIDO });
    expect(depois.body).not.toContain('Cronograma');
    // The other session's link still opens.
    expect((await abrir(deAli.url, deAli.access_token)).statusCode).toBe(200);
  });

  it('is refused once the session expired (idle), although the token itself has not', async () => {
    t.clock.now = FIXED_NOW;
    const c = new Client(t);
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const { url, access_token } = (await c.get(`/sgps/relatum/auth?${cronograma()}`)).json();
    // The session was last used 61 minutes before the report is opened (idle limit 60), token freshly issued.
    await rows(sql`UPDATE sessao SET "ultimoUso" = ${new Date(FIXED_NOW.getTime() - 61 * 60_000)} WHERE "ultimoUso" >= ${FIXED_NOW}`);
    expect((await abrir(url, access_token)).statusCode).toBe(404);
  });
});

describe('a multipart upload without a session', () => {
  /** A multipart body of about `bytes` whose chunks are produced only when the server reads them; counts what was read. */
  function corpo(bytes: number) {
    const boundary = '----limites' + 'x'.repeat(10);
    const campos = { prcSltCodigo: '1', insPrcCodigo: '1', prcSltCrnCodigo: '1', insPrcRcrJustificativa: 'Justificativa do recurso' };
    const inicio = Buffer.from(
      Object.entries(campos).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('') +
        `--${boundary}\r\nContent-Disposition: form-data; name="anexo"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
    );
    const fim = Buffer.from(`\r\n--${boundary}--\r\n`);
    const pedaco = Buffer.alloc(64 * 1024, 0x41);
    const lido = { bytes: 0 };
    const partes = (function* () {
      yield inicio;
      for (let r = bytes; r > 0; r -= pedaco.length) yield pedaco;
      yield fim;
    })();
    const stream = new Readable({
      highWaterMark: 64 * 1024,
      read() {
        const parte = partes.next();
        if (parte.done) return void this.push(null);
        lido.bytes += parte.value.length;
        this.push(parte.value);
      },
    });
    return { stream, lido, boundary, total: inicio.length + bytes + fim.length };
  }

  it('is answered 401 before its body is read, even with a valid anonymous CSRF token', async () => {
    const anonimo = new Client(t);
    await anonimo.get('/sgps/pssFisica/buscaDadosSessao'); // the XSRF-TOKEN cookie anyone gets
    expect(anonimo.cookies.has('XSRF-TOKEN')).toBe(true);
    const { stream, lido, boundary, total } = corpo(6 * 1024 * 1024);
    const res = await t.app.inject({
      method: 'POST',
      url: '/sgps/insPrcRecurso/cadastrar',
      headers: { cookie: anonimo.cookieHeader(), 'x-xsrf-token': anonimo.cookies.get('XSRF-TOKEN')!, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: stream,
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false });
    // At most what the streams buffer ahead by themselves (a few 64 KB chunks), not the 6 MB nor the 2 MB attachment limit.
    expect(lido.bytes).toBeLessThan(512 * 1024);
    expect(total).toBeGreaterThan(6 * 1024 * 1024);
    stream.destroy();
  });
});

describe("the inspectors' list of a municipality", () => {
  const lista = (p: number, i: number, m: number) => `/sgps/fscPrcSeletivo/getMncPrcSltAcessoListaFiscais?prcSltCodigo=${p}&insPrcCodigo=${i}&prcSltMncPrvCodigo=${m}`;

  it("is open to the demo inspector for the municipality he is assigned to, and closed for the process's other municipality", async () => {
    t.clock.now = FIXED_NOW;
    const fiscal = new Client(t);
    await fiscal.login(DEMO_FISCAL.cpf, DEMO_FISCAL.senha);
    const [dele] = await rows<{ ins: number; mnc: number }>(sql`
      SELECT i."insPrcCodigo" AS ins, f."prcSltMncPrvCodigo" AS mnc FROM ins_processo i
        JOIN pss_fisica p USING ("pssFscCodigo") JOIN fsc_prc_seletivo f USING ("insPrcCodigo")
       WHERE p."pssFscCPF" = ${DEMO_FISCAL.cpf}`);
    const [outro] = await rows<{ mnc: number }>(sql`
      SELECT "prcSltMncPrvCodigo" AS mnc FROM prc_slt_mnc_prova WHERE "prcSltCodigo" = ${seed.processos!.fiscal} AND "prcSltMncPrvCodigo" <> ${dele.mnc}`);
    const p = seed.processos!.fiscal;

    const proprio = await fiscal.get(lista(p, dele.ins, dele.mnc));
    expect(proprio.statusCode).toBe(200);
    expect(proprio.json().data.fiscais.some((f: { pssFscNome: string; voce: string }) => f.pssFscNome === DEMO_FISCAL.nome && f.voce === 'T')).toBe(true);

    const alheio = await fiscal.get(lista(p, dele.ins, outro.mnc));
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json().message).toBe(SEM_ACESSO_MUNICIPIO);
  });

  it('is closed to a candidate who only enrolled in the inspector selection, and to one using the inspector\'s codes', async () => {
    const [dele] = await rows<{ ins: number; mnc: number }>(sql`
      SELECT i."insPrcCodigo" AS ins, f."prcSltMncPrvCodigo" AS mnc FROM ins_processo i
        JOIN pss_fisica p USING ("pssFscCodigo") JOIN fsc_prc_seletivo f USING ("insPrcCodigo")
       WHERE p."pssFscCPF" = ${DEMO_FISCAL.cpf}`);
    const p = seed.processos!.fiscal;
    const candidato = new Client(t);
    await candidato.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    // The attack: enrol in the open inspector selection for his municipality (anyone with an account can),
    // then ask for that municipality's list with one's own enrolment. Nobody made this candidate an inspector.
    const [ins] = await t.database.db
      .insert(insProcesso)
      .values({ pssFscCodigo: seed.accounts[0].pssFscCodigo!, prcSltCodigo: p, prcSltMncPrvCodigo: dele.mnc })
      .returning({ insPrcCodigo: insProcesso.insPrcCodigo });
    const inscrito = await candidato.get(lista(p, ins.insPrcCodigo, dele.mnc));
    expect(inscrito.statusCode).toBe(403);
    expect(inscrito.json()).toMatchObject({ success: false, message: SEM_ACESSO_MUNICIPIO });
    expect(inscrito.body).not.toContain(DEMO_FISCAL.nome);

    const comCodigosDele = await candidato.get(lista(p, dele.ins, dele.mnc));
    expect([403, 404]).toContain(comCodigosDele.statusCode);
    expect(comCodigosDele.body).not.toContain(DEMO_FISCAL.nome);
    expect((await new Client(t).get(lista(p, dele.ins, dele.mnc))).statusCode).toBe(401);
  });
});
