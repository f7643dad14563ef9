import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso, prcSltCnfFormulario, prcSltFrmCampo } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

/**
 * A person field of SPEC §3 that a process requires (issue 24, point 3) is typed on the form's first step and saved
 * by atualizaDados; cadastrar2 and atualizar2 refuse an enrolment of a person who still lacks it, naming it, and write
 * nothing — whatever client sent it.
 */
let t: TestApp;
let ana: Client;
let s: Awaited<ReturnType<typeof seedProcess>>;

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t, { cpf: '52998224725', nome: 'Ana Souza', senha: 'senha-da-ana' });
  ana = new Client(t);
  await ana.login('529.982.247-25', 'senha-da-ana');
  s = await seedProcess(t);
  const [campo] = await t.database.db.select().from(prcSltFrmCampo).where(eq(prcSltFrmCampo.prcSltFrmCmpNome, 'pssFscNmPai'));
  await t.database.db.insert(prcSltCnfFormulario).values({ prcSltCodigo: s.p.prcSltCodigo, prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo, prcSltCnfFrmExibir: true, prcSltCnfFrmObrigatorio: true });
});
afterAll(() => t.close());

describe('campos de pessoa exigidos pelo processo', () => {
  it('cadastrar2 recusa quem ainda não informou o campo, dizendo qual, e não grava nada; depois de atualizaDados, aceita', async () => {
    const recusa = await ana.post('/sgps/insProcesso/cadastrar2', validBody(s));
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().message).toBe('Complete os seus dados pessoais antes de enviar a inscrição: Nome do pai.');
    expect(await t.database.db.select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, s.p.prcSltCodigo))).toHaveLength(0);

    expect((await ana.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscNmPai: 'João Souza' })).statusCode).toBe(200);
    const aceita = await ana.post('/sgps/insProcesso/cadastrar2', validBody(s));
    expect(aceita.statusCode, aceita.body).toBe(200);
  });

  it('atualizar2 também: apagar o campo depois não deixa editar a inscrição sem ele', async () => {
    const [ins] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, s.p.prcSltCodigo));
    expect((await ana.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscNmPai: '' })).statusCode).toBe(200);
    const recusa = await ana.post('/sgps/insProcesso/atualizar2', { ...validBody(s), insPrcCodigo: ins.insPrcCodigo });
    expect(recusa.statusCode).toBe(400);
    expect(recusa.json().message).toContain('Nome do pai');
  });
});
