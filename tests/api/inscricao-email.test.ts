import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso, pssFisica } from '../../server/db/schema/index.ts';
import { createMailer } from '../../server/plugins/mailer.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

/** A message as the SMTP server received it: envelope and raw data. */
interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** The readable text of a raw MIME message: each part's body decoded (quoted-printable or base64). */
function readable(raw: string): string {
  const qp = (s: string) => Buffer.from(s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head, ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) return head + '\n' + qp(body);
      if (/content-transfer-encoding:\s*base64/i.test(head)) return head + '\n' + Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
      return part;
    })
    .join('\n');
}

let t: TestApp;
let smtp: SMTPServer;
let smtpPort: number;
const inbox: Received[] = [];
const logs: string[] = [];
let ana: Client;
let semEmail: Client;
let s: Awaited<ReturnType<typeof seedProcess>>;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  smtpPort = (smtp.server.address() as AddressInfo).port;
  const sink = new Writable({ write(chunk, _enc, cb) { logs.push(String(chunk)); cb(); } });
  t = await createTestApp(
    { smtp: { url: `smtp://127.0.0.1:${smtpPort}`, from: 'Processos Seletivos <nao-responda@teste.local>', outboxDir: '' }, publicOrigin: 'https://processos.exemplo.br', logLevel: 'info', sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 },
    { logStream: sink },
  );
  await createAccount(t, { cpf: '52998224725', nome: 'Ana Beatriz Souza', senha: 'senha-da-ana', email: 'ana.souza@exemplo.com' });
  await createAccount(t, { cpf: '11144477735', nome: 'Bruno Lima', senha: 'senha-do-bruno' });
  ana = new Client(t);
  await ana.login('529.982.247-25', 'senha-da-ana');
  semEmail = new Client(t);
  await semEmail.login('111.444.777-35', 'senha-do-bruno');
  s = await seedProcess(t);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('confirmation e-mail after cadastrar2 (real SMTP server)', () => {
  it('arrives with the number, process, options, date-time to the second and verification link', async () => {
    const before = inbox.length;
    const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(s));
    expect(res.statusCode, res.body).toBe(200);
    const { insPrcCodigo, insPrcCdgVerificacao } = res.json().data;
    await t.app.mailQueue.drain();
    expect(inbox.length).toBe(before + 1);
    const mail = inbox.at(-1)!;
    expect(mail.to).toEqual(['ana.souza@exemplo.com']);
    expect(mail.from).toBe('nao-responda@teste.local');
    const text = readable(mail.raw);
    expect(text).toContain(`Número da inscrição: ${insPrcCodigo}`);
    expect(text).toContain('Vestibular de Verão 2026');
    // The option by its whole path (issue 36 item 7), as the receipt names it.
    expect(text).toContain('1ª opção: Sede › Medicina');
    // FIXED_NOW = 2026-11-22T13:00:00Z = 10:00:00 in São Paulo
    expect(text).toContain('Data e hora da inscrição: 22/11/2026 10:00:00');
    expect(text).toContain(`https://processos.exemplo.br/verificar-comprovante?codigo=${insPrcCdgVerificacao}`);
    expect(text).toContain(`https://processos.exemplo.br/sgps/insProcesso/comprovante/${insPrcCodigo}`);
  });

  it('a replayed submit (same idempotency key) sends no second e-mail', async () => {
    const body = validBody(s, { idempotencyKey: 'chave-email-0001' });
    const first = await ana.post('/sgps/insProcesso/cadastrar2', body);
    await t.app.mailQueue.drain();
    const after = inbox.length;
    const again = await ana.post('/sgps/insProcesso/cadastrar2', body);
    await t.app.mailQueue.drain();
    expect(again.json().data.insPrcCodigo).toBe(first.json().data.insPrcCodigo);
    expect(inbox.length).toBe(after);
  });

  it('a candidate without e-mail is enrolled and nothing is sent', async () => {
    const before = inbox.length;
    const res = await semEmail.post('/sgps/insProcesso/cadastrar2', validBody(s));
    expect(res.statusCode, res.body).toBe(200);
    await t.app.mailQueue.drain();
    expect(inbox.length).toBe(before);
  });
});

describe('insProcesso/enviarEmailInscricaoConcluida', () => {
  let insPrcCodigo: number;
  beforeAll(async () => {
    insPrcCodigo = (await ana.post('/sgps/insProcesso/cadastrar2', validBody(s))).json().data.insPrcCodigo;
    await t.app.mailQueue.drain();
  });

  it('resends the confirmation of the own enrolment and says where (masked)', async () => {
    const before = inbox.length;
    const res = await ana.get(`/sgps/insProcesso/enviarEmailInscricaoConcluida?insPrcCodigo=${insPrcCodigo}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ success: true, data: { enviado: 'T' }, message: 'E-mail de confirmação enviado para a***@exemplo.com.' });
    expect(inbox.length).toBe(before + 1);
    expect(readable(inbox.at(-1)!.raw)).toContain(`Número da inscrição: ${insPrcCodigo}`);
  });

  it("another candidate's enrolment gives 404 and sends nothing", async () => {
    const before = inbox.length;
    const res = await semEmail.get(`/sgps/insProcesso/enviarEmailInscricaoConcluida?insPrcCodigo=${insPrcCodigo}`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('exemplo.com');
    expect(inbox.length).toBe(before);
  });

  it('without an e-mail on file answers 400 in Portuguese', async () => {
    const own = (await semEmail.post('/sgps/insProcesso/cadastrar2', validBody(s))).json().data.insPrcCodigo;
    const res = await semEmail.get(`/sgps/insProcesso/enviarEmailInscricaoConcluida?insPrcCodigo=${own}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Não há e-mail cadastrado');
  });

  it('sends nothing when called without the security header (another site cannot trigger it)', async () => {
    const before = inbox.length;
    const res = await ana.request('GET', `/sgps/insProcesso/enviarEmailInscricaoConcluida?insPrcCodigo=${insPrcCodigo}`, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(inbox.length).toBe(before);
  });

  it('requires login and a numeric code', async () => {
    expect((await new Client(t).get(`/sgps/insProcesso/enviarEmailInscricaoConcluida?insPrcCodigo=${insPrcCodigo}`)).statusCode).toBe(401);
    expect((await ana.get('/sgps/insProcesso/enviarEmailInscricaoConcluida?insPrcCodigo=abc')).statusCode).toBe(400);
  });

  it('is limited to a few resends per hour', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await ana.get(`/sgps/insProcesso/enviarEmailInscricaoConcluida?insPrcCodigo=${insPrcCodigo}`)).statusCode);
    expect(codes).toContain(429);
  });
});

describe('when the mail server is down', () => {
  it('the enrolment still succeeds and stays committed; the failure is logged without personal data', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const logsBefore = logs.length;
    const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(s));
    expect(res.statusCode, res.body).toBe(200);
    const { insPrcCodigo } = res.json().data;
    await t.app.mailQueue.drain();
    const [row] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
    expect(row).toBeDefined();
    const newLogs = logs.slice(logsBefore).join('\n');
    expect(newLogs).toContain('Falha ao enviar o e-mail de confirmação da inscrição');
    expect(newLogs).toContain(String(insPrcCodigo));
    for (const secret of ['ana.souza', 'exemplo.com', 'Ana Beatriz', 'Souza', '52998224725', '529.982.247-25']) expect(newLogs).not.toContain(secret);
    const [person] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, row.pssFscCodigo));
    expect(person.pssFscEmail).toBe('ana.souza@exemplo.com');
  });

  it('the on-demand resend answers 503 in Portuguese', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 2 * 3_600_000); // a new rate-limit window
    const own = (await ana.post('/sgps/insProcesso/cadastrar2', validBody(s))).json().data.insPrcCodigo;
    await t.app.mailQueue.drain();
    const res = await ana.get(`/sgps/insProcesso/enviarEmailInscricaoConcluida?insPrcCodigo=${own}`);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, message: 'Não foi possível enviar o e-mail agora. Tente novamente mais tarde.' });
    t.clock.now = FIXED_NOW;
  });
});

describe('development outbox (no SMTP settings)', () => {
  it('writes each message as an .eml file a mail client can open', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    try {
      const mailer = createMailer({ url: '', from: 'Processos Seletivos <nao-responda@processos.local>', outboxDir: path.join(dir, 'outbox') });
      const sent = await mailer.send({ to: 'candidato@exemplo.com', subject: 'Inscrição nº 10001 confirmada', text: 'Número da inscrição: 10001' });
      expect(sent.via).toBe('outbox');
      const files = await readdir(path.join(dir, 'outbox'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/\.eml$/);
      const raw = await readFile(path.join(dir, 'outbox', files[0]), 'utf8');
      expect(raw).toMatch(/^To: candidato@exemplo\.com$/m);
      expect(readable(raw)).toContain('Número da inscrição: 10001');
      mailer.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
