import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conta, insProcessoHistorico, pssFisica } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

let t: TestApp;
let ana: Client;
let bruno: Client;
let s: Awaited<ReturnType<typeof seedProcess>>;
let anaIns: number;
const q = (o: unknown) => encodeURIComponent(JSON.stringify(o));

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t, { cpf: '52998224725', nome: 'Ana Souza', senha: 'senha-da-ana', email: 'ana@example.com' });
  await createAccount(t, { cpf: '11144477735', nome: 'Bruno Lima', senha: 'senha-do-bruno' });
  ana = new Client(t);
  await ana.login('52998224725', 'senha-da-ana');
  bruno = new Client(t);
  await bruno.login('11144477735', 'senha-do-bruno');
  s = await seedProcess(t);
  anaIns = (await ana.post('/sgps/insProcesso/cadastrar2', validBody(s))).json().data.insPrcCodigo;
});
afterAll(() => t.close());

describe('opcao/pesquisa and pesquisaLogado', () => {
  it('lists the children of a parent, sorted by description, with fee and type', async () => {
    const res = await new Client(t).get(`/sgps/opcao/pesquisa?filter=${q([{ property: 'prcSltCodigo', value: s.p.prcSltCodigo }, { property: 'opcCdgPai', value: s.campus.opcCodigo }])}&sort=${q([{ property: 'opcDescricao', direction: 'ASC' }])}&limit=1000`);
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data;
    expect(rows.map((r: { opcDescricao: string }) => r.opcDescricao)).toEqual(['História', 'Letras', 'Medicina']);
    expect(rows[1].opcVlrInscricao).toBeNull();
    expect(rows[0].opcOpcFinal).toBe('T');
  });

  it('lists the roots with isnull and requires the process filter', async () => {
    const roots = await ana.get(`/sgps/opcao/pesquisaLogado?filter=${q([{ property: 'prcSltCodigo', value: s.p.prcSltCodigo }, { property: 'opcCdgPai', operator: 'isnull', value: true }])}`);
    expect(roots.json().data.map((r: { opcCodigo: number }) => r.opcCodigo)).toEqual([s.campus.opcCodigo]);
    expect((await ana.get('/sgps/opcao/pesquisaLogado')).statusCode).toBe(400);
    expect((await new Client(t).get(`/sgps/opcao/pesquisaLogado?filter=${q([{ property: 'prcSltCodigo', value: 1 }])}`)).statusCode).toBe(401);
  });
});

describe('prcSltOpcao', () => {
  it('cadastrarMulti replaces the options, pegarHierarquiaOpcaoInscricao gives the chain, with an audit snapshot', async () => {
    const res = await ana.post('/sgps/prcSltOpcao/cadastrarMulti', { insPrcCodigo: anaIns, opcoes: [{ opcCodigo: s.letras.opcCodigo, prcSltOpcOrdem: 1 }, { opcCodigo: s.historia.opcCodigo, prcSltOpcOrdem: 2 }] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((o: { opcCodigo: number }) => o.opcCodigo)).toEqual([s.letras.opcCodigo, s.historia.opcCodigo]);
    const h = await ana.get(`/sgps/prcSltOpcao/pegarHierarquiaOpcaoInscricao?insPrcCodigo=${anaIns}`);
    expect(h.json().data[0].hierarquia.map((o: { opcCodigo: number }) => o.opcCodigo)).toEqual([s.campus.opcCodigo, s.letras.opcCodigo]);
    const hist = await t.database.db.select().from(insProcessoHistorico).where(eq(insProcessoHistorico.insPrcCodigo, anaIns));
    expect(hist.map((x) => x.insPrcHstAcao)).toContain('prcSltOpcao/cadastrarMulti');
  });

  it('atualizar swaps one, remover clears; invalid or too many options are refused', async () => {
    expect((await ana.post('/sgps/prcSltOpcao/atualizar', { insPrcCodigo: anaIns, prcSltOpcOrdem: 2, opcCodigo: s.medicina.opcCodigo })).json().data[1].opcCodigo).toBe(s.medicina.opcCodigo);
    expect((await ana.post('/sgps/prcSltOpcao/cadastrar', { insPrcCodigo: anaIns, opcCodigo: s.historia.opcCodigo, prcSltOpcOrdem: 3 })).statusCode).toBe(400);
    expect((await ana.post('/sgps/prcSltOpcao/cadastrarMulti', { insPrcCodigo: anaIns, opcoes: [{ opcCodigo: s.campus.opcCodigo }] })).statusCode).toBe(400);
    const rm = await ana.post('/sgps/prcSltOpcao/remover', { insPrcCodigo: anaIns });
    expect(rm.json().data).toEqual([]);
  });

  it("another candidate cannot read or change the options (404)", async () => {
    expect((await bruno.get(`/sgps/prcSltOpcao/pesquisa?insPrcCodigo=${anaIns}`)).statusCode).toBe(404);
    expect((await bruno.post('/sgps/prcSltOpcao/cadastrarMulti', { insPrcCodigo: anaIns, opcoes: [{ opcCodigo: s.letras.opcCodigo }] })).statusCode).toBe(404);
    expect((await bruno.get(`/sgps/prcSltOpcao/pegarHierarquiaOpcaoInscricao?insPrcCodigo=${anaIns}`)).statusCode).toBe(404);
  });
});

describe('lookups', () => {
  it('prcSltMncProva by process, with the municipality name; prcSltDfcCndApoio; form configuration', async () => {
    const m = await ana.get(`/sgps/prcSltMncProva/pesquisa?filter=${q([{ property: 'prcSltCodigo', value: s.p.prcSltCodigo }])}`);
    expect(m.json().data).toEqual([expect.objectContaining({ prcSltMncPrvCodigo: s.mncPrv.prcSltMncPrvCodigo, mncDescricao: 'Maringá' })]);
    const a = await ana.get(`/sgps/prcSltDfcCndApoio/pesquisa?filter=${q([{ property: 'prcSltCodigo', value: s.p.prcSltCodigo }])}`);
    expect(a.json().data[0].prcSltDfcCndApoioDetalhar).toBe('T');
    const c = await ana.get(`/sgps/prcSltCnfFormulario/pesquisa?filter=${q([{ property: 'prcSltCodigo', value: s.p.prcSltCodigo }])}`);
    expect(c.json().data.find((r: { prcSltFrmCmpNome: string }) => r.prcSltFrmCmpNome === 'insPrcNmSocial')).toMatchObject({ prcSltCnfFrmObrigatorio: 'T', prcSltCnfFrmNomeAlternativo: 'Nome social (como quer ser chamado)' });
    const bad = await ana.get(`/sgps/prcSltMncProva/pesquisa?filter=${q([{ property: 'drop table', value: 1 }])}`);
    expect(bad.statusCode).toBe(400);
  });
});

describe('configuracoes/pssFisica', () => {
  it('pesquisa returns only the signed-in person, mapped', async () => {
    const res = await ana.get(`/sgps/configuracoes/pssFisica/pesquisa?map=${q(['pssFscNome', 'pssFscEmail'])}`);
    expect(res.json().data).toEqual([{ pssFscNome: 'Ana Souza', pssFscEmail: 'ana@example.com' }]);
  });

  it('atualizaDados updates own data; an internal bond keeps identity fields', async () => {
    const r = await ana.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscNome: 'Ana Souza Lima', pssFscCelular: '44999990000', pssFscDtNascimento: '10/05/2000' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.pssFscDtNascimento).toBe('10/05/2000');
    expect((await ana.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscDtNascimento: '2000-05-10' })).statusCode).toBe(400);
    const [bruno0] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCPF, '11144477735'));
    await t.database.db.update(pssFisica).set({ pssFscVncInterno: true }).where(eq(pssFisica.pssFscCodigo, bruno0.pssFscCodigo));
    expect((await bruno.get('/sgps/configuracoes/pssFisica/verificaPssFscVncInterno')).json().data).toEqual({ pssFscVncInterno: 'T' });
    await bruno.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscNome: 'Outro Nome', pssFscCelular: '44988887777' });
    const [after] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, bruno0.pssFscCodigo));
    expect(after.pssFscNome).toBe('Bruno Lima');
    expect(after.pssFscCelular).toBe('44988887777');
    expect((await bruno.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscCodigo: '1', pssFscCelular: '1' })).statusCode).toBe(400);
  });

  it('atualizaDados refuses an invalid e-mail or sex with a Portuguese 400 and writes nothing', async () => {
    const before = (await ana.get(`/sgps/configuracoes/pssFisica/pesquisa?map=${q(['pssFscEmail', 'pssFscSexo'])}`)).json().data[0];
    const bad = await ana.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscEmail: 'ana@', pssFscCelular: '44977776666' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('E-mail inválido.');
    const sexo = await ana.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscSexo: 'X' });
    expect(sexo.statusCode).toBe(400);
    expect(sexo.json().message).toContain('Sexo inválido');
    const after = (await ana.get(`/sgps/configuracoes/pssFisica/pesquisa?map=${q(['pssFscEmail', 'pssFscSexo', 'pssFscCelular'])}`)).json().data[0];
    expect(after.pssFscEmail).toBe(before.pssFscEmail);
    expect(after.pssFscCelular).not.toBe('44977776666');
    const good = await ana.post('/sgps/configuracoes/pssFisica/atualizaDados', { pssFscEmail: 'ana.lima@example.com', pssFscSexo: 'F' });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json().data).toMatchObject({ pssFscEmail: 'ana.lima@example.com', pssFscSexo: 'F' });
  });
});

describe('pssFscTemporaria/cadastrarPssFisicaTemporaria', () => {
  const body = { nacionalidade: 'B', documento: '390.533.447-05', pssFscNome: 'Carla Nova', pssFscEmail: 'carla@example.com', senha: 'uma-senha-boa', senhaConfirmacao: 'uma-senha-boa' };

  it('creates the person and the account, and signs the candidate in', async () => {
    const c = new Client(t);
    const res = await c.post('/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', body);
    expect(res.statusCode, res.body).toBe(200);
    const codigo = res.json().data.pssFscCodigo;
    const session = await c.get('/sgps/pssFisica/buscaDadosSessao');
    expect(session.json().data[0]).toMatchObject({ pssFscCodigo: codigo, pssFscNome: 'Carla Nova' });
    const [acc] = await t.database.db.select().from(conta).where(eq(conta.pssFscCodigo, codigo));
    expect(acc.login).toBe('39053344705');
    expect(acc.senhaHash).not.toContain('uma-senha-boa');
    const again = new Client(t);
    await again.login('390.533.447-05', 'uma-senha-boa');
  });

  it('refuses an existing document, an invalid CPF and a mismatched confirmation', async () => {
    expect((await new Client(t).post('/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', body)).statusCode).toBe(409);
    const bad = await new Client(t).post('/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', { ...body, documento: '123.456.789-00' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('O valor do campo de documento pessoal não é válido!');
    expect((await new Client(t).post('/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', { ...body, documento: '714.602.380-01', senhaConfirmacao: 'x' })).statusCode).toBe(400);
  });
});
