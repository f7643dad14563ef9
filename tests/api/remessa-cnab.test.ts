/**
 * Registered boletos (issue 39): the CNAB 240 remessa checked field by field against the FEBRABAN layout (v10.x, with
 * Banco do Brasil's variant: the table below is written from the layout's field list — position, size, content — not
 * from the generator), made on demand by staff and by the schedule, listed and downloaded; and a return file whose
 * occurrences register one slip (02) and reject another (03, reasons in Portuguese), the candidate of the rejected one
 * told to issue a new one. A slip waiting for its registration says so on the candidate's screen.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRetorno240 } from '../../server/features/pagamento/cnab-build.ts';
import { boletoRegistro, insBoleto, municipio, opcao, pais, prcSeletivo, pssFisica, tipoOpcao, uf } from '../../server/db/schema/index.ts';
import { gerarRemessa240 } from '../../server/lib/cnab-remessa.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, type Equipe } from '../support/gestao.ts';
import { auditoriasDe, enviarMultipart, inscrever, mensagensDe } from './gestao-atendimento.fixtures.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY);
let t: TestApp;
let equipe: Equipe;
let prc: number;
let opc: number;
const pessoas: { c: Client; pss: number; cpf: string }[] = [];
const slips: { insBltCodigo: number; insPrcCodigo: number; nossoNumero: string }[] = [];

/** A field of a record: the layout's 1-based inclusive positions. */
const campo = (linha: string, de: number, ate: number) => linha.slice(de - 1, ate);
const brancos = (n: number) => ' '.repeat(n);
const zeros = (n: number) => '0'.repeat(n);
const alfa = (s: string, n: number) => s.padEnd(n, ' ');

beforeAll(async () => {
  t = await createTestApp({
    pagamento: {
      ...(await import('../../server/config.ts')).testConfig().pagamento,
      convenio: '2837461',
      carteira: '17',
      agencia: '1234-5',
      conta: '56789-0',
      beneficiario: 'Universidade Estadual de Teste',
      beneficiarioDocumento: '12345678000195',
    },
    remessa: { variante: 'bb', variacaoCarteira: '019', nomeBanco: 'BANCO DO BRASIL S.A.', intervaloMinutos: 0 },
  });
  const db = t.database.db;
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil', psSigla: 'BR' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo });
  const [pg] = await db.insert(municipio).values({ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }).returning();
  [{ prcSltCodigo: prc }] = await db
    .insert(prcSeletivo)
    .values({ prcSltDescricao: 'Vestibular Boleto Registrado', prcSltTipo: 'VESTIBULAR', prcSltPgtBoleto: true, prcSltDtInicio: at(-5), prcSltDtFim: at(10), prcSltDtEmsBoleto: at(8), prcSltDtVncBoleto: '2026-11-30' })
    .returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  [{ opcCodigo: opc }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Agronomia', opcVlrInscricao: 8550, opcOpcFinal: true, opcPgtBoleto: true }).returning();
  for (const [i, cpf] of ['52998224725', '11144477735'].entries()) {
    const { pssFscCodigo } = await createAccount(t, { cpf, nome: i === 0 ? 'Maria José Gonçalves' : 'João Araújo', senha: `senha-${i}` });
    await db.update(pssFisica).set({ pssFscLogradouro: 'Rua Doutor Colares', pssFscNumero: String(100 + i), pssFscBairro: 'Centro', pssFscCep: '84010000', mncCodigo: pg.mncCodigo }).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
    const c = new Client(t);
    await c.login(cpf, `senha-${i}`);
    pessoas.push({ c, pss: pssFscCodigo, cpf });
  }
  const [outro] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Outro', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: at(-1), prcSltDtFim: at(1) }).returning();
  equipe = await criarEquipe(t, prc, outro.prcSltCodigo);
});
afterAll(async () => t?.close());

describe('a boleto waits for its registration', () => {
  it('is PENDENTE when issued, and the candidate is told in plain words that it cannot be paid yet', async () => {
    for (const [i, p] of pessoas.entries()) {
      const ins = await inscrever(t, p.pss, prc, opc);
      const r = await p.c.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins, insBltForma: 'BOLETO' });
      expect(r.statusCode, r.body).toBe(200);
      const s = r.json().data;
      expect(s.insBltRegistro).toBe('PENDENTE');
      slips[i] = { insBltCodigo: s.insBltCodigo, insPrcCodigo: ins, nossoNumero: s.insBltNossoNumero };
    }
    const resumo = (await pessoas[0].c.get(`/sgps/insBoleto/resumo?insPrcCodigo=${slips[0].insPrcCodigo}`)).json().data;
    expect(resumo.boleto.insBltRegistro).toBe('PENDENTE');
  });
});

describe('the CNAB 240 remessa, field by field against the FEBRABAN layout (Banco do Brasil variant)', () => {
  let linhas: string[];
  let texto: string;

  it('staff generate it on demand (audited); a reader cannot; nothing waiting: nothing to generate', async () => {
    expect((await equipe.leitura.post('/sgps/gestao/pagamentos/remessas', {})).statusCode).toBe(403);
    expect((await equipe.gestorDoProcesso.post('/sgps/gestao/pagamentos/remessas', {})).statusCode).toBe(403);
    const r = await equipe.administrador.post('/sgps/gestao/pagamentos/remessas', {});
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ remSequencial: 1, boletos: 2, valor: 17100, valorTexto: 'R$ 171,00', arquivo: 'CB22110001.REM', dia: '22/11/2026' });
    expect((await auditoriasDe(t, 'gestao:remessa:gerar')).length).toBe(1);
    const arquivo = await equipe.administrador.get(`/sgps/gestao/pagamentos/remessas/${r.json().data.remCodigo}/arquivo`);
    expect(arquivo.headers['content-disposition']).toContain('CB22110001.REM');
    texto = arquivo.rawPayload.toString('latin1');
    linhas = texto.split('\r\n');
    expect(linhas.pop()).toBe('');
    expect((await equipe.administrador.post('/sgps/gestao/pagamentos/remessas', {})).statusCode).toBe(400);
    // Which slips it carries, with their registration now.
    expect((await equipe.leitura.get(`/sgps/gestao/pagamentos/remessas/${r.json().data.remCodigo}`)).statusCode, 'a remessa spans processes').toBe(403);
    const det = (await equipe.gestor.get(`/sgps/gestao/pagamentos/remessas/${r.json().data.remCodigo}`)).json().data;
    expect(det.boletos.map((b: { insBltCodigo: number; movimento: string; registro: string }) => [b.insBltCodigo, b.movimento, b.registro])).toEqual(slips.map((s) => [s.insBltCodigo, '01', 'REMETIDO']));
  });

  it('every record has 240 characters; header, lote, P+Q per slip, trailers', () => {
    expect(linhas.every((l) => l.length === 240)).toBe(true);
    expect(linhas.map((l) => `${l[7]}${l[7] === '3' ? l[13] : ''}`)).toEqual(['0', '1', '3P', '3Q', '3P', '3Q', '5', '9']);
  });

  it('header de arquivo (registro 0)', () => {
    const h = linhas[0];
    const tabela: [string, number, number, string][] = [
      ['código do banco', 1, 3, '001'],
      ['lote de serviço', 4, 7, '0000'],
      ['tipo de registro', 8, 8, '0'],
      ['uso exclusivo FEBRABAN', 9, 17, brancos(9)],
      ['tipo de inscrição da empresa (2 = CNPJ)', 18, 18, '2'],
      ['número de inscrição', 19, 32, '12345678000195'],
      ['convênio BB (9)', 33, 41, '002837461'],
      ['cobrança cedente BB', 42, 45, '0014'],
      ['carteira', 46, 47, '17'],
      ['variação da carteira', 48, 50, '019'],
      ['reservado BB', 51, 52, brancos(2)],
      ['agência', 53, 57, '01234'],
      ['DV da agência', 58, 58, '5'],
      ['conta corrente', 59, 70, '000000056789'],
      ['DV da conta', 71, 71, '0'],
      ['DV agência/conta', 72, 72, ' '],
      ['nome da empresa', 73, 102, alfa('UNIVERSIDADE ESTADUAL DE TESTE', 30)],
      ['nome do banco', 103, 132, alfa('BANCO DO BRASIL S.A.', 30)],
      ['uso exclusivo FEBRABAN', 133, 142, brancos(10)],
      ['código remessa (1)', 143, 143, '1'],
      ['data de geração', 144, 151, '22112026'],
      ['hora de geração', 152, 157, '100000'],
      ['NSA', 158, 163, '000001'],
      ['versão do layout do arquivo (BB)', 164, 166, '083'],
      ['densidade', 167, 171, '00000'],
      ['reservado', 172, 240, brancos(69)],
    ];
    for (const [nome, de, ate, esperado] of tabela) expect(campo(h, de, ate), nome).toBe(esperado);
  });

  it('header de lote (registro 1)', () => {
    const h = linhas[1];
    const tabela: [string, number, number, string][] = [
      ['código do banco', 1, 3, '001'],
      ['lote', 4, 7, '0001'],
      ['tipo de registro', 8, 8, '1'],
      ['operação (R = remessa)', 9, 9, 'R'],
      ['serviço (01 = cobrança)', 10, 11, '01'],
      ['uso exclusivo', 12, 13, brancos(2)],
      ['versão do layout do lote (BB)', 14, 16, '042'],
      ['uso exclusivo', 17, 17, ' '],
      ['tipo de inscrição', 18, 18, '2'],
      ['número de inscrição (15)', 19, 33, '012345678000195'],
      ['convênio BB (9)', 34, 42, '002837461'],
      ['cobrança cedente BB', 43, 46, '0014'],
      ['carteira', 47, 48, '17'],
      ['variação da carteira', 49, 51, '019'],
      ['reservado BB', 52, 53, brancos(2)],
      ['agência', 54, 58, '01234'],
      ['DV agência', 59, 59, '5'],
      ['conta', 60, 71, '000000056789'],
      ['DV conta', 72, 72, '0'],
      ['DV agência/conta', 73, 73, ' '],
      ['nome da empresa', 74, 103, alfa('UNIVERSIDADE ESTADUAL DE TESTE', 30)],
      ['mensagens 1 e 2', 104, 183, brancos(80)],
      ['número remessa', 184, 191, '00000001'],
      ['data de gravação', 192, 199, '22112026'],
      ['data do crédito', 200, 207, zeros(8)],
      ['uso exclusivo', 208, 240, brancos(33)],
    ];
    for (const [nome, de, ate, esperado] of tabela) expect(campo(h, de, ate), nome).toBe(esperado);
  });

  it('segmento P (the title) and segmento Q (the payer)', () => {
    const [p, q] = [linhas[2], linhas[3]];
    const s = slips[0];
    const tabelaP: [string, number, number, string][] = [
      ['código do banco', 1, 3, '001'],
      ['lote', 4, 7, '0001'],
      ['tipo de registro', 8, 8, '3'],
      ['nº sequencial no lote', 9, 13, '00001'],
      ['segmento', 14, 14, 'P'],
      ['uso exclusivo', 15, 15, ' '],
      ['código de movimento (01 entrada)', 16, 17, '01'],
      ['agência', 18, 22, '01234'],
      ['DV agência', 23, 23, '5'],
      ['conta', 24, 35, '000000056789'],
      ['DV conta', 36, 36, '0'],
      ['DV agência/conta', 37, 37, ' '],
      ['nosso número', 38, 57, alfa(s.nossoNumero, 20)],
      ['código da carteira (BB 17 simples = 7)', 58, 58, '7'],
      ['forma de cadastramento (1 = com registro)', 59, 59, '1'],
      ['tipo de documento', 60, 60, '2'],
      ['emissão do boleto (BB: 0)', 61, 61, '0'],
      ['distribuição (BB: 0)', 62, 62, '0'],
      ['número do documento', 63, 77, alfa(String(s.insPrcCodigo), 15)],
      ['vencimento', 78, 85, '30112026'],
      ['valor nominal', 86, 100, '000000000008550'],
      ['agência cobradora', 101, 105, zeros(5)],
      ['DV agência cobradora', 106, 106, ' '],
      ['espécie (17 = recibo)', 107, 108, '17'],
      ['aceite', 109, 109, 'N'],
      ['data de emissão', 110, 117, '22112026'],
      ['código de juros (3 = isento)', 118, 118, '3'],
      ['data de juros', 119, 126, zeros(8)],
      ['juros', 127, 141, zeros(15)],
      ['código do desconto 1', 142, 142, '0'],
      ['data desconto 1', 143, 150, zeros(8)],
      ['valor desconto 1', 151, 165, zeros(15)],
      ['IOF', 166, 180, zeros(15)],
      ['abatimento', 181, 195, zeros(15)],
      ['uso da empresa', 196, 220, alfa(s.nossoNumero, 25)],
      ['código para protesto (3 = não protestar)', 221, 221, '3'],
      ['prazo para protesto', 222, 223, '00'],
      ['código para baixa (BB: 0)', 224, 224, '0'],
      ['prazo para baixa', 225, 227, '000'],
      ['moeda (09 = real)', 228, 229, '09'],
      ['contrato', 230, 239, zeros(10)],
      ['uso exclusivo', 240, 240, ' '],
    ];
    for (const [nome, de, ate, esperado] of tabelaP) expect(campo(p, de, ate), nome).toBe(esperado);
    const tabelaQ: [string, number, number, string][] = [
      ['tipo de registro', 8, 8, '3'],
      ['nº sequencial', 9, 13, '00002'],
      ['segmento', 14, 14, 'Q'],
      ['movimento', 16, 17, '01'],
      ['tipo de inscrição do pagador (1 = CPF)', 18, 18, '1'],
      ['número de inscrição', 19, 33, '0000' + pessoas[0].cpf],
      ['nome (sem acentos)', 34, 73, alfa('MARIA JOSE GONCALVES', 40)],
      ['endereço', 74, 113, alfa('RUA DOUTOR COLARES, 100', 40)],
      ['bairro', 114, 128, alfa('CENTRO', 15)],
      ['CEP', 129, 133, '84010'],
      ['sufixo do CEP', 134, 136, '000'],
      ['cidade', 137, 151, alfa('PONTA GROSSA', 15)],
      ['UF', 152, 153, 'PR'],
      ['tipo de inscrição do sacador/avalista', 154, 154, '0'],
      ['inscrição do sacador/avalista', 155, 169, zeros(15)],
      ['nome do sacador/avalista', 170, 209, brancos(40)],
      ['banco correspondente', 210, 212, '000'],
      ['nosso número no correspondente', 213, 232, brancos(20)],
      ['uso exclusivo', 233, 240, brancos(8)],
    ];
    for (const [nome, de, ate, esperado] of tabelaQ) expect(campo(q, de, ate), nome).toBe(esperado);
  });

  it('trailer de lote (5) and trailer de arquivo (9)', () => {
    const [l5, l9] = [linhas[6], linhas[7]];
    expect(campo(l5, 1, 8)).toBe('00100015');
    expect(campo(l5, 9, 17)).toBe(brancos(9));
    expect(campo(l5, 18, 23), 'registros no lote (header + 4 detalhes + trailer)').toBe('000006');
    expect(campo(l9, 1, 8)).toBe('00199999');
    expect(campo(l9, 18, 23), 'lotes').toBe('000001');
    expect(campo(l9, 24, 29), 'registros no arquivo').toBe('000008');
  });

  it('segmento R carries a fine where one applies (FEBRABAN: 66 código da multa, 67-74 data, 75-89 percentual)', () => {
    const beneficiario = { banco: '341', nomeBanco: 'BANCO ITAU SA', documento: '12345678000195', nome: 'Universidade', convenio: 'CONV123', carteira: '109', variacaoCarteira: '000', agencia: '1234', agenciaDv: '', conta: '56789', contaDv: '0' };
    const pagador = { cpf: '52998224725', nome: 'Ana', endereco: 'Rua A, 1', bairro: 'Centro', cep: '84010000', cidade: 'Ponta Grossa', uf: 'PR' };
    const l = gerarRemessa240({
      variante: 'febraban',
      beneficiario,
      sequencial: 7,
      dia: '2026-11-22',
      hora: '101500',
      titulos: [{ movimento: '01', nossoNumero: '123', seuNumero: '9', vencimento: '2026-11-30', emissao: '2026-11-22', valor: 1000, pagador, multa: { percentual: 200, data: '2026-12-01' } }],
    }).split('\r\n');
    const r = l[4];
    expect(`${r[7]}${r[13]}`).toBe('3R');
    expect(campo(r, 9, 13)).toBe('00003');
    expect(campo(r, 66, 66)).toBe('2');
    expect(campo(r, 67, 74)).toBe('01122026');
    expect(campo(r, 75, 89)).toBe('000000000000200');
    // The plain FEBRABAN variant: its own versions, the 20-character convênio, emission by the beneficiary.
    expect(campo(l[0], 164, 166)).toBe('103');
    expect(campo(l[1], 14, 16)).toBe('060');
    expect(campo(l[0], 33, 52)).toBe(alfa('CONV123', 20));
    expect(campo(l[2], 61, 62)).toBe('22');
    expect(campo(l[5], 18, 23)).toBe('000005');
  });
});

describe('the return file answers the remessa', () => {
  it('02 registers one slip, 03 rejects another with the reasons in Portuguese; its candidate is told to issue a new one', async () => {
    const base = { valorTitulo: 8550, valorPago: 0, vencimento: '2026-11-30', dataPagamento: '2026-11-23' };
    const texto = buildRetorno240({
      banco: '001',
      agencia: '1234',
      conta: '56789',
      convenio: '2837461',
      data: '2026-11-23',
      titulos: [
        { ...base, nossoNumero: slips[0].nossoNumero, ocorrencia: '02' },
        { ...base, nossoNumero: slips[1].nossoNumero, ocorrencia: '03' },
      ],
    });
    // Segment T 214-223: the reasons of the rejection (47 endereço do pagador não informado, 48 CEP inválido).
    const linhas = texto.split(/\r?\n/).map((l) => (l[13] === 'T' && l.slice(15, 17) === '03' ? `${l.slice(0, 213)}4748000000${l.slice(223)}` : l));
    const res = await enviarMultipart(t, equipe.administrador, '/sgps/gestao/pagamentos/retorno', {}, { campo: 'arquivo', name: 'retorno.ret', type: 'application/octet-stream', data: Buffer.from(linhas.join('\r\n'), 'latin1') });
    expect(res.statusCode, res.body).toBe(200);
    const reg = async (i: number) => (await t.database.db.select().from(boletoRegistro).where(eq(boletoRegistro.insBltCodigo, slips[i].insBltCodigo)))[0];
    expect((await reg(0)).bltRegSituacao).toBe('REGISTRADO');
    const rejeitado = await reg(1);
    expect(rejeitado.bltRegSituacao).toBe('REJEITADO');
    expect(rejeitado.bltRegMotivo).toBe('47: Endereço do pagador não informado; 48: CEP inválido');
    const [slip] = await t.database.db.select().from(insBoleto).where(eq(insBoleto.insBltCodigo, slips[1].insBltCodigo));
    expect(slip.insBltSituacao).toBe('CANCELADO');
    expect((await mensagensDe(t, pessoas[1].pss))[0]).toMatchObject({ assunto: 'Boleto recusado pelo banco: gere um novo' });
    // Staff see it with its reason.
    const lista = (await equipe.gestor.get('/sgps/gestao/pagamentos/boletos-rejeitados')).json().data;
    expect(lista).toEqual([expect.objectContaining({ insBltCodigo: slips[1].insBltCodigo, motivo: '47: Endereço do pagador não informado; 48: CEP inválido' })]);
    // The candidate issues a new one, waiting for the next remessa; the same file again changes nothing.
    const novo = (await pessoas[1].c.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: slips[1].insPrcCodigo, insBltForma: 'BOLETO' })).json().data;
    expect(novo.insBltCodigo).not.toBe(slips[1].insBltCodigo);
    expect(novo.insBltRegistro).toBe('PENDENTE');
    const resumo = (await pessoas[0].c.get(`/sgps/insBoleto/resumo?insPrcCodigo=${slips[0].insPrcCodigo}`)).json().data;
    expect(resumo.boleto.insBltRegistro).toBe('REGISTRADO');
  });

  it('the schedule makes the day\'s remessa once, with what waits', async () => {
    t.clock.now = at(1);
    try {
      const feita = await t.app.remessa.agendada();
      expect(feita?.boletos).toBe(1);
      expect(await t.app.remessa.agendada()).toBeNull();
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });
});
