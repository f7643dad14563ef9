/**
 * The staff's bulk computations run in the computation thread (server/lib/calculo-thread.ts), driven through HTTP:
 * the ranking gives what src/domain/classificacao.ts gives on the same data and names only the first positions of
 * each list in its answer; a bank return report is read a page at a time; a computation that fails in the thread
 * (a rule it cannot apply, a thread out of memory) answers a clear Portuguese message and writes nothing.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, clsCalculo, clsLista, clsRegra, insBoleto, insProcesso, opcao, pgtRetorno, prcSltOpcao, pssFisica, tipoOpcao } from '../../server/db/schema/index.ts';
import { buildRetorno400 } from '../../server/features/pagamento/cnab-build.ts';
import { reiniciarThreadDeCalculo } from '../../server/lib/calculo-thread.ts';
import { classificar, type CandidatoClassificacao } from '../../src/domain/classificacao.ts';
import { lerRegras } from '../../src/domain/classificacao-regras.ts';
import { LISTAS_POR_PAGINA } from '../../src/domain/wire/gestao-classificacao.ts';
import { type Client, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { enviarMultipart } from './gestao-atendimento.fixtures.ts';

let t: TestApp;
let e: Equipe;
let prc: number;
let curso: number;
const provas: Record<'objetiva' | 'redacao', number> = { objetiva: 0, redacao: 0 };
/** What the ranking reads, as the test wrote it: the expected result is classificar() on exactly this. */
const candidatos: CandidatoClassificacao[] = [];
const N = 130;

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t);
  const outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  [{ opcCodigo: curso }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Medicina', opcOpcFinal: true }).returning();
  const pessoas = await db
    .insert(pssFisica)
    .values(Array.from({ length: N }, (_, i) => ({ pssFscNome: `Candidata ${i + 1}`, pssFscPassaporte: `THR${i}`, pssFscDtNascimento: i % 17 === 0 ? '1950-03-01' : `${1990 + (i % 15)}-05-0${1 + (i % 9)}` })))
    .returning();
  const inscricoes = await db
    .insert(insProcesso)
    .values(pessoas.map((p, i) => ({ pssFscCodigo: p.pssFscCodigo, prcSltCodigo: prc, insPrcIncDtHora: new Date(Date.UTC(2025, 9, 1, 8, 0, 0, 3 * (N - i))) })))
    .returning();
  await db.insert(prcSltOpcao).values(inscricoes.map((x) => ({ insPrcCodigo: x.insPrcCodigo, opcCodigo: curso, prcSltOpcOrdem: 1 })));
  [{ c: provas.objetiva }, { c: provas.redacao }] = (
    (await db.execute(sql`INSERT INTO cls_prova ("prcSltCodigo", "clsPrvDescricao", "clsPrvOrdem") VALUES (${prc}, 'Objetiva', 1), (${prc}, 'Redação', 2) RETURNING "clsPrvCodigo" AS c`)) as unknown as {
      rows: { c: number }[];
    }
  ).rows;
  // Scores with ties (every 7th: the same total and essay, so the enrolment instant decides, in milliseconds of one
  // second, the later enrolments first), a quota category for every third, one absent, one with no essay.
  for (const [i, x] of inscricoes.entries()) {
    const notas: Record<number, number> = { [provas.objetiva]: i % 7 === 0 ? 60 : 40 + ((i * 37) % 50) + (i % 4) * 0.25 };
    if (i !== 5) notas[provas.redacao] = i % 7 === 0 ? 8 : (i * 13) % 11;
    const categorias = i % 3 === 0 ? ['PPI'] : [];
    const ausente = i === 9;
    for (const [prova, nota] of Object.entries(notas)) await db.execute(sql`INSERT INTO cls_nota ("insPrcCodigo", "clsPrvCodigo", "clsNtaNota") VALUES (${x.insPrcCodigo}, ${Number(prova)}, ${nota})`);
    await db.execute(sql`INSERT INTO cls_inscricao ("insPrcCodigo", "clsInsCategorias", "clsInsAusente") VALUES (${x.insPrcCodigo}, ${sql.param(categorias)}::text[], ${ausente})`);
    candidatos.push({ inscricao: x.insPrcCodigo, opcoes: [curso], categorias, notas, ausente, nascimento: pessoas[i].pssFscDtNascimento, inscritoEm: x.insPrcIncDtHora!.toISOString() });
  }
});
afterAll(() => t.close());
afterEach(() => reiniciarThreadDeCalculo());

const db = () => t.database.db;
const cls = () => `/sgps/gestao/processos/${prc}/classificacao`;
const auditorias = (acao: string) => db().select().from(auditoria).where(eq(auditoria.acao, `gestao:${acao}`));
const regras = (destinoPpi: string) => ({
  categorias: [
    { codigo: 'PPI', nome: 'Pretos, pardos e indígenas', destinos: [destinoPpi] },
    { codigo: 'EP', nome: 'Escola pública', destinos: ['AC'] },
  ],
  vagas: [
    { opcao: curso, lista: 'AC', vagas: 60 },
    { opcao: curso, lista: 'PPI', vagas: 30 },
    { opcao: curso, lista: 'EP', vagas: 5 },
  ],
  pesos: [
    { prova: provas.objetiva, peso: 1 },
    { prova: provas.redacao, peso: 2 },
  ],
  eliminacao: { ausente: true, zeroEm: [provas.redacao], minimoTotal: null },
  desempate: [{ tipo: 'prova', prova: provas.redacao }, { tipo: 'idoso' }, { tipo: 'inscricao' }],
  dataReferencia: '2026-01-31',
});

describe('classificação calculada na thread de cálculo', () => {
  it('com regras válidas calcula o mesmo que classificar() sobre os mesmos dados; a resposta traz as primeiras posições e o tamanho de cada lista', async () => {
    const salvar = await e.gestorDoProcesso.request('POST', `${cls()}/regras`, { json: { regras: regras('AC') } });
    expect(salvar.statusCode, salvar.body).toBe(200);
    const res = await e.gestorDoProcesso.request('POST', `${cls()}/calcular`, { json: {} });
    expect(res.statusCode, res.body).toBe(200);
    const [esperado] = classificar(regras('AC') as never, candidatos, (p) => (p === provas.redacao ? 'Redação' : 'Objetiva'));
    const [op] = res.json().data.opcoes;
    expect(op.remanejamentos).toEqual(esperado.remanejamentos);
    for (const l of esperado.listas) {
      const dada = op.listas.find((x: { lista: string }) => x.lista === l.lista);
      expect(dada.total).toBe(l.candidatos.length);
      expect(dada.candidatos.map((c: { posicao: number; inscricao: number; nota: number; situacao: string }) => [c.posicao, c.inscricao, c.nota, c.situacao])).toEqual(
        l.candidatos.slice(0, LISTAS_POR_PAGINA).map((c) => [c.posicao, c.inscricao, c.nota, c.situacao]),
      );
    }
    expect(op.listas.find((x: { lista: string }) => x.lista === 'AC').candidatos).toHaveLength(LISTAS_POR_PAGINA);
    expect(op.listas[0].candidatos[0].nome).toMatch(/^Candidata \d+$/);
    expect(op.eliminados.map((x: { inscricao: number; motivos: string[] }) => [x.inscricao, x.motivos])).toEqual(esperado.eliminados.map((x) => [x.inscricao, x.motivos]));
    // Every position is stored, as classificar() ranks it.
    const guardadas = await db().select().from(clsLista).where(eq(clsLista.clsCalCodigo, res.json().data.clsCalCodigo));
    const porLista = (lista: string) => guardadas.filter((g) => g.clsLstLista === lista).sort((a, b) => a.clsLstPosicao! - b.clsLstPosicao!).map((g) => [g.clsLstPosicao, g.insPrcCodigo, g.clsLstSituacao]);
    for (const l of esperado.listas) expect(porLista(l.lista)).toEqual(l.candidatos.map((c) => [c.posicao, c.inscricao, c.situacao]));
    expect(porLista('-').map((x) => x[1])).toEqual(esperado.eliminados.map((x) => x.inscricao));
    const [a] = await auditorias('classificacao.calcular');
    expect(a.depois).toEqual({ candidatos: N, opcoes: 1, aprovados: esperado.listas.reduce((s, l) => s + l.candidatos.filter((c) => c.situacao === 'aprovado').length, 0) });
  });
});

describe('arquivo de retorno lido na thread de cálculo', () => {
  const DIA = '2026-11-21';
  let boleto: { insBltCodigo: number; insBltNossoNumero: string };
  const titulos = (n: number) => [
    { nossoNumero: boleto.insBltNossoNumero, valorTitulo: 9000, valorPago: 9000, vencimento: '2026-12-20', dataPagamento: DIA },
    ...Array.from({ length: n }, (_, i) => ({ nossoNumero: `2837469${String(i + 1).padStart(10, '0')}`, valorTitulo: 100, valorPago: 100, vencimento: '2026-12-20', dataPagamento: DIA })),
  ];
  const enviar = (cl: Client, n: number, name: string) =>
    enviarMultipart(t, cl, '/sgps/gestao/pagamentos/retorno', {}, {
      campo: 'arquivo',
      name,
      type: 'application/octet-stream',
      data: Buffer.from(buildRetorno400({ banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: DIA, titulos: titulos(n) }), 'latin1'),
    });

  beforeAll(async () => {
    const [x] = await db().select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, prc)).limit(1);
    [boleto] = await db().insert(insBoleto).values({ insPrcCodigo: x.insPrcCodigo, insBltNossoNumero: '28374610000000001', insBltValor: 9000, insBltDtVencimento: '2026-12-20' }).returning();
  });

  it('a thread sem memória para o arquivo responde em português e não grava nada', async () => {
    await reiniciarThreadDeCalculo({ memoriaMb: 8 });
    const res = await enviar(e.gestor, 30_000, 'grande.ret');
    expect(res.statusCode).toBe(500);
    expect(res.json().message).toBe('Leitura do arquivo de retorno: não foi possível concluir (memória insuficiente para o cálculo). Nada foi gravado.');
    expect(await db().select().from(pgtRetorno)).toEqual([]);
    expect(await auditorias('retorno:importar')).toEqual([]);
    const [b] = await db().select().from(insBoleto).where(eq(insBoleto.insBltCodigo, boleto.insBltCodigo));
    expect(b.insBltSituacao).toBe('EMITIDO');
  });

  it('dois envios do mesmo arquivo ao mesmo tempo pagam cada boleto uma vez só', async () => {
    const db_ = db();
    const [x] = await db_.select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, prc)).limit(1);
    const novos = await db_
      .insert(insBoleto)
      .values([2, 3, 4].map((k) => ({ insPrcCodigo: x.insPrcCodigo, insBltNossoNumero: `2837461000000000${k}`, insBltValor: 100, insBltDtVencimento: '2026-12-20' })))
      .returning();
    const texto = buildRetorno400({
      banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: DIA,
      titulos: novos.map((b) => ({ nossoNumero: b.insBltNossoNumero, valorTitulo: 100, valorPago: 100, vencimento: '2026-12-20', dataPagamento: DIA })),
    });
    const envio = () => enviarMultipart(t, e.gestor, '/sgps/gestao/pagamentos/retorno', {}, { campo: 'arquivo', name: 'duplo.ret', type: 'application/octet-stream', data: Buffer.from(texto, 'latin1') });
    const respostas = await Promise.all([envio(), envio()]);
    expect(respostas.map((r) => r.statusCode)).toEqual([200, 200]);
    const totais = respostas.map((r) => r.json().data.retorno).map((r: { pagos: number; jaPagos: number }) => [r.pagos, r.jaPagos]).sort();
    expect(totais).toEqual([[0, 3], [3, 0]]);
    const pagos = await db_.select().from(insBoleto).where(sql`${insBoleto.insBltCodigo} IN (${sql.join(novos.map((b) => sql`${b.insBltCodigo}`), sql`, `)})`);
    expect(pagos.map((b) => [b.insBltSituacao, b.insBltPagoEm?.toISOString()])).toEqual(novos.map(() => ['PAGO', '2026-11-21T15:00:00.000Z']));
  });

  it('depois a thread volta; o relatório de 451 linhas vem uma página por vez, na ordem do arquivo', async () => {
    const res = await enviar(e.gestor, 450, 'medio.ret');
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.retorno).toMatchObject({ pagos: 1, rejeitados: 450 });
    expect(d).toMatchObject({ start: 0, limit: 200, total: 451, ocultas: 0 });
    expect(d.linhas.map((l: { linha: number }) => l.linha)).toEqual(Array.from({ length: 200 }, (_, i) => i + 2));
    expect(d.linhas[0]).toMatchObject({ tipo: 'PAGO', insPrcCodigo: expect.any(Number) });
    const [b] = await db().select().from(insBoleto).where(eq(insBoleto.insBltCodigo, boleto.insBltCodigo));
    expect([b.insBltSituacao, b.insBltPagoEm?.toISOString()]).toEqual(['PAGO', '2026-11-21T15:00:00.000Z']);
    const url = `/sgps/gestao/pagamentos/retornos/${d.retorno.retCodigo}`;
    const fim = (await e.leitura.get(`${url}?start=400`)).json().data;
    expect(fim).toMatchObject({ start: 400, limit: 200, total: 451 });
    expect(fim.linhas.map((l: { linha: number }) => l.linha)).toEqual(Array.from({ length: 51 }, (_, i) => i + 402));
    expect(fim.linhas[50]).toMatchObject({ tipo: 'DESCONHECIDO', motivo: 'nosso número 28374690000000450 não corresponde a nenhum boleto emitido.' });
    expect((await e.leitura.get(`${url}?start=10&limit=3`)).json().data.linhas.map((l: { linha: number }) => l.linha)).toEqual([12, 13, 14]);
    expect((await e.leitura.get(`${url}?limit=0`)).statusCode).toBe(400);
    expect((await e.leitura.get(`${url}?limit=1001`)).statusCode).toBe(400);
  });
});

describe('regras gravadas antes da issue 36', () => {
  it('um destino só por categoria, em ciclo: lidas como listas de destinos e calculadas', async () => {
    // Seats of PPI go to EP and EP's to PPI, written in the old shape (one `destino`) as an older version stored them.
    const antigas = { ...regras('EP'), categorias: [{ codigo: 'PPI', nome: 'PPI', destino: 'EP' }, { codigo: 'EP', nome: 'EP', destino: 'PPI' }] };
    await db().insert(clsRegra).values({ prcSltCodigo: prc, clsRgrRegras: antigas }).onConflictDoUpdate({ target: clsRegra.prcSltCodigo, set: { clsRgrRegras: antigas } });
    const conf = await e.gestorDoProcesso.request('GET', cls());
    expect(conf.json().data.regras.categorias).toEqual([{ codigo: 'PPI', nome: 'PPI', destinos: ['EP'] }, { codigo: 'EP', nome: 'EP', destinos: ['PPI'] }]);
    const res = await e.gestorDoProcesso.request('POST', `${cls()}/calcular`, { json: {} });
    expect(res.statusCode, res.body).toBe(200);
    const [esperado] = classificar(lerRegras(antigas), candidatos, (p) => (p === provas.redacao ? 'Redação' : 'Objetiva'));
    expect(res.json().data.opcoes[0].remanejamentos).toEqual(esperado.remanejamentos);
  });
});
