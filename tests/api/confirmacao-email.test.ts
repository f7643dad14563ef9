import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, confirmacaoEmail, pssFisica } from '../../server/db/schema/index.ts';
import { testConfig } from '../../server/config.ts';
import { Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { lerOutbox, linkPara } from '../support/outbox.ts';

let t: TestApp;
let outbox: string;
const CPF = '529.982.247-25';

const vistos = async () => new Set((await lerOutbox(outbox)).map((e) => e.file));
async function novos(antes: Set<string>) {
  await t.app.mailQueue.drain();
  return (await lerOutbox(outbox)).filter((e) => !antes.has(e.file));
}
const situacao = async (c: Client) => (await c.get('/sgps/pssFisica/situacaoEmail')).json().data;
async function confirmar(link: string) {
  const c = new Client(t);
  const pagina = await c.get(link);
  if (pagina.statusCode !== 200) return pagina;
  return c.post('/login/confirmar-email', { t: link.split('t=')[1], _csrf: c.xsrf() }, { csrf: false });
}
async function pedirNovaSenha() {
  const c = new Client(t);
  await c.get('/login/esqueci-senha');
  const antes = await vistos();
  await c.post('/login/esqueci-senha', { login: CPF, _csrf: c.xsrf() }, { csrf: false });
  return novos(antes);
}

let candidata: Client;
let pssFscCodigo: number;
let primeiroLink: string;

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), 'ps-outbox-confirmacao-'));
  t = await createTestApp({ smtp: { ...testConfig().smtp, outboxDir: outbox } });
  candidata = new Client(t);
  await candidata.get('/sgps/pssFisica/buscaDadosSessao');
  const antes = await vistos();
  const criada = await candidata.post('/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', {
    nacionalidade: 'B', documento: CPF, pssFscNome: 'Carla Dias', pssFscEmail: 'carla@exemplo.com', senha: 'senha-da-carla', senhaConfirmacao: 'senha-da-carla',
  });
  expect(criada.statusCode).toBe(200);
  pssFscCodigo = criada.json().data.pssFscCodigo;
  const [email] = await novos(antes);
  expect(email.to).toBe('carla@exemplo.com');
  expect(email.subject).toBe('Confirme o seu e-mail - Processos Seletivos');
  primeiroLink = linkPara(email.text, '/login/confirmar-email')!;
});
afterAll(() => t.close());

describe('a new account confirms its e-mail', () => {
  it('the address starts unconfirmed: the process list reminder says so, and password recovery sends nothing', async () => {
    expect(await situacao(candidata)).toEqual({ pssFscEmail: 'carla@exemplo.com', confirmado: 'F' });
    expect(await pedirNovaSenha()).toHaveLength(0);
  });

  it('opening the link only shows a button (a mail scanner confirms nothing); the button confirms, once, audited', async () => {
    const c = new Client(t);
    const pagina = await c.get(primeiroLink);
    expect(pagina.statusCode).toBe(200);
    expect(pagina.body).toContain('carla@exemplo.com');
    expect(await situacao(candidata)).toEqual({ pssFscEmail: 'carla@exemplo.com', confirmado: 'F' });
    const feito = await c.post('/login/confirmar-email', { t: primeiroLink.split('t=')[1], _csrf: c.xsrf() }, { csrf: false });
    expect(feito.statusCode).toBe(200);
    expect(feito.body).toContain('E-mail confirmado.');
    expect(await situacao(candidata)).toEqual({ pssFscEmail: 'carla@exemplo.com', confirmado: 'T' });
    expect(await t.database.db.select().from(auditoria).where(eq(auditoria.acao, 'login:email:confirmado'))).toHaveLength(1);
    // now the recovery link goes to it
    expect((await pedirNovaSenha()).map((e) => e.to)).toEqual(['carla@exemplo.com']);
  });

  it('a link altered or past its 7 days is refused', async () => {
    const alterado = primeiroLink.slice(0, -2) + 'zz';
    expect((await confirmar(alterado)).statusCode).toBe(400);
    await t.database.db.update(pssFisica).set({ pssFscEmail: 'carla2@exemplo.com' }).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
    const antes = await vistos();
    expect((await candidata.post('/sgps/pssFisica/reenviarConfirmacaoEmail')).statusCode).toBe(200);
    const link = linkPara((await novos(antes))[0].text, '/login/confirmar-email')!;
    t.clock.now = new Date(FIXED_NOW.getTime() + 7 * 24 * 3600_000 + 60_000);
    const velho = await confirmar(link);
    expect(velho.statusCode).toBe(400);
    expect(velho.body).toContain('Este link de confirmação não vale mais');
    t.clock.now = FIXED_NOW;
    await t.database.db.update(pssFisica).set({ pssFscEmail: 'carla@exemplo.com' }).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  });
});

describe('changing the e-mail', () => {
  it('in Dados Pessoais needs the password; the new address is unconfirmed and gets its link; the old link no longer confirms anything', async () => {
    await candidata.get('/login/meus-dados');
    const errada = await candidata.post('/login/meus-dados/email', { novoEmail: 'carla.nova@exemplo.com', senha: 'errada', _csrf: candidata.xsrf() }, { csrf: false });
    expect(errada.statusCode).toBe(400);
    expect(errada.body).toContain('A senha atual não confere.');
    expect((await situacao(candidata)).pssFscEmail).toBe('carla@exemplo.com');

    const antes = await vistos();
    const certa = await candidata.post('/login/meus-dados/email', { novoEmail: 'carla.nova@exemplo.com', senha: 'senha-da-carla', _csrf: candidata.xsrf() }, { csrf: false });
    expect(certa.statusCode).toBe(200);
    expect(certa.body).toContain('E-mail alterado. Enviamos um link de confirmação para o novo endereço.');
    expect(await situacao(candidata)).toEqual({ pssFscEmail: 'carla.nova@exemplo.com', confirmado: 'F' });
    const [email] = await novos(antes);
    expect(email.to).toBe('carla.nova@exemplo.com');
    const trilha = await t.database.db.select().from(auditoria).where(eq(auditoria.acao, 'login:email:alterado'));
    expect(trilha.map((a) => [a.antes, a.depois])).toEqual([[{ pssFscEmail: 'carla@exemplo.com' }, { pssFscEmail: 'carla.nova@exemplo.com' }]]);
    // password recovery waits for the new address to be confirmed: the old one is not used either
    expect(await pedirNovaSenha()).toHaveLength(0);
    expect((await confirmar(linkPara(email.text, '/login/confirmar-email')!)).statusCode).toBe(200);
    expect(await situacao(candidata)).toEqual({ pssFscEmail: 'carla.nova@exemplo.com', confirmado: 'T' });
  });

  it('through the enrolment form (atualizaDados) a confirmed address is refused; an unconfirmed one changes and gets its link', async () => {
    const recusa = await candidata.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscEmail: 'intruso@exemplo.com' });
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().message).toContain('use Dados Pessoais');
    expect((await situacao(candidata)).pssFscEmail).toBe('carla.nova@exemplo.com');
    // the same address, written again by the form, is no change
    expect((await candidata.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscEmail: 'Carla.Nova@exemplo.com ' })).statusCode).toBe(200);

    await t.database.db.delete(confirmacaoEmail).where(eq(confirmacaoEmail.pssFscCodigo, pssFscCodigo));
    const antes = await vistos();
    expect((await candidata.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscEmail: 'carla.escola@exemplo.com' })).statusCode).toBe(200);
    expect((await novos(antes)).map((e) => e.to)).toEqual(['carla.escola@exemplo.com']);
  });
});

describe('reenviar', () => {
  it('is limited to 5 an hour per person; anonymous callers are refused', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 3 * 3600_000);
    await candidata.login(CPF, 'senha-da-carla');
    const codigos = [];
    for (let i = 0; i < 6; i++) codigos.push((await candidata.post('/sgps/pssFisica/reenviarConfirmacaoEmail')).statusCode);
    expect(codigos).toEqual([200, 200, 200, 200, 200, 429]);
    const anonimo = new Client(t);
    expect((await anonimo.post('/sgps/pssFisica/reenviarConfirmacaoEmail')).statusCode).toBe(401);
    expect((await anonimo.get('/sgps/pssFisica/situacaoEmail')).statusCode).toBe(401);
  });
});
