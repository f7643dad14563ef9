/**
 * Look-alike documents (issue 34, item 6), through the account creation of the enrolment flow
 * (POST pssFscTemporaria/cadastrarPssFisicaTemporaria), the entry screen's check and the sign-in: a CPF written in
 * fullwidth or Arabic-Indic digits, or with zero-width characters, is refused as a foreign document exactly like the
 * plain CPF; a passport is stored in its plain form, so its look-alike spelling is the same account.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conta, pssFisica } from '../../server/db/schema/index.ts';
import { Client, createTestApp, type TestApp } from '../support/api.ts';

const CPF = '52998224725';
const RECUSA = 'Este número é um CPF. Para criar a conta com CPF, escolha a nacionalidade brasileira.';
const ESCRITAS_DO_CPF = ['５２９．９８２．２４７－２５', '٥٢٩٩٨٢٢٤٧٢٥', '۵۲۹.۹۸۲.۲۴۷-۲۵', '529\u200b982\u200d247\ufeff25', '\u202e52998224725', '𝟓𝟐𝟗𝟗𝟖𝟐𝟐𝟒𝟕𝟐𝟓'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: { contaPorCliente: 1000, contaGlobal: 1000, loginPorCliente: 1000, loginFalhasPorConta: 1000, contaNovaGlobal: 1000 } });
});
afterAll(() => t?.close());

function novaConta(documento: string, nacionalidade: 'B' | 'E', tpDcmPessoal?: 'PASSAPORTE' | 'RG') {
  return new Client(t).request('POST', '/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', {
    form: { nacionalidade, documento, ...(tpDcmPessoal ? { tpDcmPessoal } : {}), pssFscNome: 'Pessoa Estrangeira', pssFscEmail: 'pessoa@example.com', senha: 'uma-senha-boa', senhaConfirmacao: 'uma-senha-boa' },
  });
}

describe('a CPF in another spelling', () => {
  it('is refused as a foreign document like the plain CPF, before and after its owner has an account; nothing is stored', async () => {
    const pessoas = async () => (await t.database.db.select().from(pssFisica)).length;
    for (const doc of [CPF, ...ESCRITAS_DO_CPF]) {
      const res = await novaConta(doc, 'E');
      expect(res.statusCode, doc).toBe(400);
      expect(res.json().message, doc).toBe(RECUSA);
    }
    expect(await pessoas()).toBe(0);
    // its owner, as a Brazilian, may type it in fullwidth: it is the CPF
    const dono = await novaConta('５２９．９８２．２４７－２５', 'B');
    expect(dono.statusCode, dono.body).toBe(200);
    const [p] = await t.database.db.select().from(pssFisica);
    expect(p.pssFscCPF).toBe(CPF);
    for (const doc of ESCRITAS_DO_CPF) expect((await novaConta(doc, 'E')).json().message, doc).toBe(RECUSA);
    expect(await pessoas()).toBe(1);
  });

  it('the entry screen finds the CPF account whatever the spelling', async () => {
    for (const doc of ESCRITAS_DO_CPF) {
      const res = await new Client(t).get(`/sgps/pssFisica/checkContaExisteByDcmPessoal?${new URLSearchParams({ dcmPessoal: doc, tpDcmPessoal: 'PASSAPORTE' })}`);
      expect(res.json().contaExiste, doc).toBe('T');
    }
  });
});

describe('a passport', () => {
  it('is stored in its plain form; its look-alike spelling is the same account (409), and signs it in', async () => {
    const res = await novaConta('ＡＢ\u200b１２３４５６', 'E', 'PASSAPORTE');
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, res.json().data.pssFscCodigo));
    expect(p.pssFscPassaporte).toBe('AB123456');
    const [c] = await t.database.db.select().from(conta).where(eq(conta.pssFscCodigo, p.pssFscCodigo));
    expect([c.loginTipo, c.login]).toEqual(['DOCUMENTO', 'AB123456']);
    for (const doc of ['AB123456', 'ab\u00ad123456', 'ＡＢ１２３４５６']) {
      const outra = await novaConta(doc, 'E', 'PASSAPORTE');
      expect(outra.statusCode, doc).toBe(409);
    }
    const c2 = new Client(t);
    await c2.login('ａｂ１２３４５６', 'uma-senha-boa');
    expect((await c2.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo).toBe(p.pssFscCodigo);
  });

  it('an RG is kept as typed but normalised (invisible characters gone)', async () => {
    const res = await novaConta('12.345.678-\u200bX', 'E', 'RG');
    expect(res.statusCode, res.body).toBe(200);
    const [p] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, res.json().data.pssFscCodigo));
    expect(p.pssFscRG).toBe('12.345.678-X');
  });
});
