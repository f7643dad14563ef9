/**
 * Issue 34 §2, the staff's second factor, through the real login routes: the set-up at the first staff sign-in
 * (the secret read off the page, the code computed with otpauth as an authenticator app would), sign-in with a
 * code, a wrong code, the per-account limit kept in PostgreSQL, a replayed code, single-use recovery codes kept as
 * hashes only, the demo accounts' skip (demo profile only), and the Administrador's reset on the roles screen
 * (justification, audit, sessions ended; a Gestor refused).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acesso, auditoria, codigoRecuperacao, limiteTaxa, segundoFator } from '../../server/db/schema/index.ts';
import { DEMO_ADMIN } from '../../server/db/seed/index.ts';
import { concederPapel } from '../../server/entities/equipe/equipe.ts';
import { PROPRIO_SEGUNDO_FATOR, SEM_SEGUNDO_FATOR } from '../../server/features/gestao-equipe/segundo-fator.ts';
import { CODIGO_INCORRETO, CODIGO_JA_USADO, CODIGOS_BLOQUEADOS, LIMITE_CODIGOS_ERRADOS } from '../../server/login/segundo-fator/routes.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { autenticadoresDe, campoOculto, codigoDoPasso, codigosDaPagina, passoDe, pedeCodigo, pedeConfiguracao, segredoDaPagina } from '../support/segundo-fator.ts';

let t: TestApp;
const SENHA = 'senha-da-equipe-1';
/** Valid CPFs nobody else here uses. */
const CPF = { gestora: '40442820135', admin: '25806413357', candidato: '64816839550', limite: '87330461237', superu: '19648537291' };
let gestora: { pssFscCodigo: number; contaCodigo: number };
let admin: { pssFscCodigo: number; contaCodigo: number };
let limite: { pssFscCodigo: number; contaCodigo: number };

beforeAll(async () => {
  t = await createTestApp();
  gestora = await createAccount(t, { cpf: CPF.gestora, nome: 'Gestora Duas Etapas', senha: SENHA });
  admin = await createAccount(t, { cpf: CPF.admin, nome: 'Admin Duas Etapas', senha: SENHA });
  await createAccount(t, { cpf: CPF.candidato, nome: 'Candidato Sem Papel', senha: SENHA });
  limite = await createAccount(t, { cpf: CPF.limite, nome: 'Gestor Do Limite', senha: SENHA });
  await createAccount(t, { cpf: CPF.superu, nome: 'Super Duas Etapas', senha: SENHA, superUsuario: true });
  for (const [p, papel] of [[gestora, 'GESTOR'], [admin, 'ADMINISTRADOR'], [limite, 'GESTOR']] as const) {
    await concederPapel(t.database.db, { pssFscCodigo: p.pssFscCodigo, papel, prcSltCodigo: null, concedidoPor: null, em: FIXED_NOW });
  }
});
afterAll(() => t.close());

/** The password step, as a browser posts it: the answer is the set-up, the code page or the redirect. */
async function senha(c: Client, cpf: string) {
  await c.get('/login');
  return c.post('/login', { login: cpf, senha: SENHA, voltar: '/gestao', _csrf: c.xsrf() }, { csrf: false });
}
const codigo = (c: Client, pagina: string, valor: string, rota = '/login/segundo-fator') => c.post(rota, { ticket: campoOculto(pagina, 'ticket'), codigo: valor, _csrf: c.xsrf() }, { csrf: false });
/** Who the session call says is signed in (9999999 is the spec's "nobody"). */
const logado = async (c: Client) => {
  const p = (await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo;
  return p === 9_999_999 ? null : p;
};
const auditorias = (acao: string) => t.database.db.select().from(auditoria).where(eq(auditoria.acao, acao));

/** Sets the factor up for `cpf` through the pages: the secret, the step used and the recovery codes. */
async function configurar(cpf: string) {
  const c = new Client(t);
  const pagina = await senha(c, cpf);
  expect(pedeConfiguracao(pagina)).toBe(true);
  const segredo = segredoDaPagina(pagina.body)!;
  const passo = passoDe(t.clock.now);
  const fim = await codigo(c, pagina.body, codigoDoPasso(segredo, passo), '/login/segundo-fator/configurar');
  expect(fim.statusCode).toBe(200);
  const codigos = codigosDaPagina(fim.body);
  // The "phone" Client.login uses from now on for this person (a copy of the codes: the tests spend their own).
  autenticadoresDe(t.app).set(cpf, { segredo, ultimoPasso: passo, codigos: codigos.slice(5) });
  return { c, segredo, passo, codigos };
}

describe('set-up at the first staff sign-in', () => {
  it('gives no session after the password; shows the QR and its secret; a wrong code sets nothing up', async () => {
    const c = new Client(t);
    const pagina = await senha(c, CPF.gestora);
    expect(pagina.statusCode).toBe(200);
    expect(pedeConfiguracao(pagina)).toBe(true);
    expect(pagina.body).toContain('<svg');
    expect(pagina.body).toContain('Configure a verificação em duas etapas');
    expect(await logado(c)).toBeNull();
    const segredo = segredoDaPagina(pagina.body)!;
    expect(segredo).toMatch(/^[A-Z2-7]{32}$/);
    const errado = await codigo(c, pagina.body, codigoDoPasso(segredo, passoDe(t.clock.now) + 5), '/login/segundo-fator/configurar');
    expect(errado.statusCode).toBe(401);
    // The same secret is shown again (the app already holds it), and nothing is confirmed.
    expect(segredoDaPagina(errado.body)).toBe(segredo);
    expect(await logado(c)).toBeNull();
    const [linha] = await t.database.db.select().from(segundoFator).where(eq(segundoFator.contaCodigo, gestora.contaCodigo));
    expect(linha.confirmadoEm).toBeNull();
  });

  it('a right code confirms it, starts the session, shows ten recovery codes once and keeps only their hashes; audited', async () => {
    const { c, codigos } = await configurar(CPF.gestora);
    expect(codigos).toHaveLength(10);
    expect(new Set(codigos).size).toBe(10);
    expect(await logado(c)).toBe(gestora.pssFscCodigo);
    const guardados = await t.database.db.select().from(codigoRecuperacao).where(eq(codigoRecuperacao.contaCodigo, gestora.contaCodigo));
    expect(guardados).toHaveLength(10);
    const texto = JSON.stringify(guardados);
    for (const k of codigos) {
      expect(texto).not.toContain(k);
      expect(texto).not.toContain(k.replace(/-/g, ''));
    }
    const [aud] = (await auditorias('login:segundo-fator:configurar')).filter((a) => a.titularPssFscCodigo === gestora.pssFscCodigo);
    expect(aud).toMatchObject({ autorPssFscCodigo: gestora.pssFscCodigo, entidade: 'segundo_fator' });
    // Later sign-ins ask for a code, never show the secret again.
    const depois = await senha(new Client(t), CPF.gestora);
    expect(pedeCodigo(depois)).toBe(true);
    expect(segredoDaPagina(depois.body)).toBeNull();
  });
});

describe('sign-in with a code', () => {
  let segredo: string;
  let passo: number;
  let codigos: string[];
  beforeAll(async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 3_600_000);
    ({ segredo, passo, codigos } = await configurar(CPF.admin));
  });

  it('the code of the next step signs in (one step of drift allowed); the sign-in is written', async () => {
    const c = new Client(t);
    const pagina = await senha(c, CPF.admin);
    expect(pedeCodigo(pagina)).toBe(true);
    expect(await logado(c)).toBeNull();
    const res = await codigo(c, pagina.body, codigoDoPasso(segredo, passo + 1));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/gestao');
    expect(await logado(c)).toBe(admin.pssFscCodigo);
    const linhas = await t.database.db.select().from(acesso).where(and(eq(acesso.contaCodigo, admin.contaCodigo), eq(acesso.resultado, 'SUCESSO')));
    expect(linhas.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a wrong code, and a right code already used (replay), with no session', async () => {
    const c = new Client(t);
    const pagina = await senha(c, CPF.admin);
    const errado = await codigo(c, pagina.body, codigoDoPasso(segredo, passo + 7));
    expect(errado.statusCode).toBe(401);
    expect(errado.body).toContain(CODIGO_INCORRETO);
    const repetido = await codigo(c, pagina.body, codigoDoPasso(segredo, passo + 1));
    expect(repetido.statusCode).toBe(401);
    expect(repetido.body).toContain(CODIGO_JA_USADO);
    // The set-up's own code too: its step was taken when the factor was confirmed.
    expect((await codigo(c, pagina.body, codigoDoPasso(segredo, passo))).statusCode).toBe(401);
    expect(await logado(c)).toBeNull();
  });

  it('a recovery code signs in once, is audited, and is refused the second time', async () => {
    const c = new Client(t);
    const pagina = await senha(c, CPF.admin);
    const res = await codigo(c, pagina.body, codigos[0].toUpperCase());
    expect(res.statusCode).toBe(303);
    expect(await logado(c)).toBe(admin.pssFscCodigo);
    const [aud] = await auditorias('login:segundo-fator:codigo-recuperacao');
    expect(aud).toMatchObject({ titularPssFscCodigo: admin.pssFscCodigo, depois: { meio: 'SENHA', restantes: 9 } });
    const outro = new Client(t);
    const pagina2 = await senha(outro, CPF.admin);
    const de_novo = await codigo(outro, pagina2.body, codigos[0]);
    expect(de_novo.statusCode).toBe(401);
    expect(de_novo.body).toContain('já foi usado');
    expect(await logado(outro)).toBeNull();
    expect(await auditorias('login:segundo-fator:codigo-recuperacao')).toHaveLength(1);
  });

  it('refuses a forged or expired ticket', async () => {
    const c = new Client(t);
    const pagina = await senha(c, CPF.admin);
    const ticket = campoOculto(pagina.body, 'ticket')!;
    const [corpo] = ticket.split('.');
    const outraConta = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(corpo, 'base64url').toString()), contaCodigo: gestora.contaCodigo })).toString('base64url');
    const forjado = await c.post('/login/segundo-fator', { ticket: `${outraConta}.${ticket.split('.')[1]}`, codigo: codigoDoPasso(segredo, passo + 2), _csrf: c.xsrf() }, { csrf: false });
    expect(forjado.statusCode).toBe(400);
    t.clock.now = new Date(t.clock.now.getTime() + 11 * 60_000);
    const velho = await codigo(c, pagina.body, codigoDoPasso(segredo, passoDe(t.clock.now)));
    expect(velho.statusCode).toBe(400);
    expect(velho.body).toContain('O prazo para informar o código terminou');
    expect(await logado(c)).toBeNull();
  });
});

describe('wrong codes are limited per account, in the database', () => {
  it(`after ${LIMITE_CODIGOS_ERRADOS} wrong codes even the right one waits out the window, from any client`, async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 2 * 3_600_000);
    const { segredo, passo } = await configurar(CPF.limite);
    for (let i = 0; i < LIMITE_CODIGOS_ERRADOS; i++) {
      const c = new Client(t);
      const pagina = await senha(c, CPF.limite);
      expect((await codigo(c, pagina.body, '000000')).statusCode).toBe(401);
    }
    const c = new Client(t);
    const pagina = await senha(c, CPF.limite);
    const bloqueado = await codigo(c, pagina.body, codigoDoPasso(segredo, passo + 1));
    expect(bloqueado.statusCode).toBe(429);
    expect(bloqueado.body).toContain(CODIGOS_BLOQUEADOS);
    expect(await logado(c)).toBeNull();
    // The count lives in limite_taxa (shared by every API process), not in memory.
    const [linha] = await t.database.db.select().from(limiteTaxa).where(eq(limiteTaxa.chave, `segundo-fator-falha:${limite.contaCodigo}`));
    expect(linha.contagem).toBe(LIMITE_CODIGOS_ERRADOS);
    // The next window: the right code signs in.
    t.clock.now = new Date(t.clock.now.getTime() + 15 * 60_000);
    const c2 = new Client(t);
    const pagina2 = await senha(c2, CPF.limite);
    const res = await codigo(c2, pagina2.body, codigoDoPasso(segredo, passoDe(t.clock.now)));
    expect(res.statusCode).toBe(303);
  });
});

describe('who is asked', () => {
  it('a candidate signs in with the password alone; a super user is asked like staff', async () => {
    expect((await senha(new Client(t), CPF.candidato)).statusCode).toBe(303);
    expect(pedeConfiguracao(await senha(new Client(t), CPF.superu))).toBe(true);
  });

  it('the demo staff accounts skip it in the demo profile only; production asks them too', async () => {
    for (const perfil of ['demo', 'producao'] as const) {
      const app = await createTestApp({ perfil });
      try {
        const p = await createAccount(app, { cpf: DEMO_ADMIN.cpf, nome: DEMO_ADMIN.nome, senha: SENHA });
        await concederPapel(app.database.db, { pssFscCodigo: p.pssFscCodigo, papel: 'ADMINISTRADOR', prcSltCodigo: null, concedidoPor: null, em: FIXED_NOW });
        const c = new Client(app);
        await c.get('/login');
        const res = await c.post('/login', { login: DEMO_ADMIN.cpf, senha: SENHA, _csrf: c.xsrf() }, { csrf: false });
        if (perfil === 'demo') expect(res.statusCode).toBe(303);
        else expect(pedeConfiguracao(res)).toBe(true);
      } finally {
        await app.close();
      }
    }
  }, 180_000);
});

describe('an Administrador resets another person’s second factor (/gestao/equipe)', () => {
  it('refuses a Gestor, a missing justification, their own, and a person without a role', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 3 * 3_600_000);
    const g = new Client(t);
    await g.login(CPF.gestora, SENHA);
    const naoAdmin = await g.request('POST', '/sgps/gestao/equipe/segundo-fator/redefinir', { json: { pssFscCodigo: admin.pssFscCodigo, justificativa: 'Perdeu o celular e os códigos.' } });
    expect(naoAdmin.statusCode).toBe(403);
    const a = new Client(t);
    await a.login(CPF.admin, SENHA);
    const semJustificativa = await a.request('POST', '/sgps/gestao/equipe/segundo-fator/redefinir', { json: { pssFscCodigo: gestora.pssFscCodigo, justificativa: 'perdeu' } });
    expect(semJustificativa.statusCode).toBe(400);
    const proprio = await a.request('POST', '/sgps/gestao/equipe/segundo-fator/redefinir', { json: { pssFscCodigo: admin.pssFscCodigo, justificativa: 'Quero configurar de novo.' } });
    expect(proprio.statusCode).toBe(409);
    expect(proprio.json().message).toBe(PROPRIO_SEGUNDO_FATOR);
    const candidato = await createAccount(t, { cpf: '53287164007', nome: 'Outro Candidato', senha: SENHA });
    const semPapel = await a.request('POST', '/sgps/gestao/equipe/segundo-fator/redefinir', { json: { pssFscCodigo: candidato.pssFscCodigo, justificativa: 'Pedido sem sentido algum.' } });
    expect(semPapel.statusCode).toBe(409);
    expect(semPapel.json().message).toBe(SEM_SEGUNDO_FATOR);
    const [linha] = await t.database.db.select().from(segundoFator).where(eq(segundoFator.contaCodigo, gestora.contaCodigo));
    expect(linha.confirmadoEm).not.toBeNull();
  });

  it('removes the secret and the codes, ends the person’s sessions, is audited with the reason; the next sign-in sets it up again', async () => {
    const g = new Client(t);
    await g.login(CPF.gestora, SENHA);
    expect(await logado(g)).toBe(gestora.pssFscCodigo);
    const a = new Client(t);
    await a.login(CPF.admin, SENHA);
    expect((await a.get(`/sgps/gestao/equipe/segundo-fator?pssFscCodigo=${gestora.pssFscCodigo}`)).json().data).toEqual({ privilegiada: true, superUsuario: false, estado: 'ATIVO' });
    const res = await a.request('POST', '/sgps/gestao/equipe/segundo-fator/redefinir', { json: { pssFscCodigo: gestora.pssFscCodigo, justificativa: 'Perdeu o celular e os códigos de recuperação.' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sessoesEncerradas).toBeGreaterThanOrEqual(1);
    expect(await logado(g)).toBeNull();
    expect(await t.database.db.select().from(segundoFator).where(eq(segundoFator.contaCodigo, gestora.contaCodigo))).toHaveLength(0);
    expect(await t.database.db.select().from(codigoRecuperacao).where(eq(codigoRecuperacao.contaCodigo, gestora.contaCodigo))).toHaveLength(0);
    const [aud] = await auditorias('gestao:segundoFator.redefinir');
    expect(aud).toMatchObject({ autorPssFscCodigo: admin.pssFscCodigo, justificativa: 'Perdeu o celular e os códigos de recuperação.', antes: { pssFscCodigo: gestora.pssFscCodigo, estado: 'ATIVO' } });
    expect((await a.get(`/sgps/gestao/equipe/segundo-fator?pssFscCodigo=${gestora.pssFscCodigo}`)).json().data.estado).toBe('NENHUM');
    expect(pedeConfiguracao(await senha(new Client(t), CPF.gestora))).toBe(true);
  });

  it('a first role ends the sessions the person opened with the password alone', async () => {
    const p = await createAccount(t, { cpf: '72815096340', nome: 'Futura Atendente', senha: SENHA });
    const c = new Client(t);
    await c.login('72815096340', SENHA);
    expect(await logado(c)).toBe(p.pssFscCodigo);
    const a = new Client(t);
    await a.login(CPF.admin, SENHA);
    const r = await a.request('POST', '/sgps/gestao/papeis/conceder', { json: { pssFscCodigo: p.pssFscCodigo, papel: 'LEITURA', prcSltCodigo: null } });
    expect(r.statusCode).toBe(200);
    expect(await logado(c)).toBeNull();
    const concessoes = await auditorias('gestao:papel.conceder');
    expect(concessoes.at(-1)!.depois).toMatchObject({ pssFscCodigo: p.pssFscCodigo, sessoesEncerradas: 1 });
    expect(pedeConfiguracao(await senha(new Client(t), '72815096340'))).toBe(true);
  });
});
