/**
 * "Por que estou nesta posição?" (issue 36 item 8) through the API: staff on the latest computation, the candidate
 * on the published result only, their own enrolment only, and without any other person's enrolment. Computed by hand:
 *
 *   Weights: Objetiva 1, Redação 2; a zero essay eliminates; ties: higher essay, then the earlier enrolment.
 *   Medicina (M): AC 1, PPI 1.  Direito (D): AC 1, PPI 1 (no PPI candidate chose D: its seat moves to AC).
 *   cand  obj red  final  options  category
 *   1     70  10   90     M, D
 *   2     60  10   80     M, D     PPI      enrolled before 3: same score and essay, 2 goes first
 *   3     60  10   80     M
 *   4     50   5   60     M        PPI
 *   5     40   0   elim.  M
 *   6     55   8   71     D, M
 *   7     30   5   40     D
 *   M: AC 1* 2 3 4 (1 approved); PPI 2* 4 (2 approved). D: AC 6* 7* (PPI's seat moved to AC, where 7 waited).
 *   1 and 2 are approved in their first option and never stand in D; 6 is approved in D, its first option.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso, opcao, prcSltOpcao, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let prc: number;
const opc = { M: 0, D: 0 };
const prova = { obj: 0, red: 0 };
const ins: number[] = [];
const clientes: Client[] = [];

function cpf(n: number): string {
  const base = String(300000000 + n * 104729).slice(0, 9).split('').map(Number);
  const dv = (ds: number[]) => ((ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0) * 10) % 11) % 10;
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join('');
}

const DADOS: [number, number, ('M' | 'D')[], string[]][] = [
  [70, 10, ['M', 'D'], []],
  [60, 10, ['M', 'D'], ['PPI']],
  [60, 10, ['M'], []],
  [50, 5, ['M'], ['PPI']],
  [40, 0, ['M'], []],
  [55, 8, ['D', 'M'], []],
  [30, 5, ['D'], []],
];

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t, { prcSltDescricao: 'Vestibular explicado' });
  const outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  for (const [k, nome] of [['M', 'Medicina'], ['D', 'Direito']] as const) {
    [{ opcCodigo: opc[k] }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: nome, opcOpcFinal: true }).returning();
  }
  [{ c: prova.obj }, { c: prova.red }] = ((await db.execute(sql`INSERT INTO cls_prova ("prcSltCodigo", "clsPrvDescricao", "clsPrvOrdem") VALUES (${prc}, 'Objetiva', 1), (${prc}, 'Redação', 2) RETURNING "clsPrvCodigo" AS c`)) as unknown as { rows: { c: number }[] }).rows;
  for (const [i, [obj, red, opcoes, categorias]] of DADOS.entries()) {
    const { pssFscCodigo } = await createAccount(t, { cpf: cpf(i + 1), nome: `Candidata ${i + 1}`, senha: 'senha-candidata' });
    const [x] = await db.insert(insProcesso).values({ pssFscCodigo, prcSltCodigo: prc, insPrcIncDtHora: new Date(Date.UTC(2025, 9, 1, 8, i)) }).returning();
    ins.push(x.insPrcCodigo);
    await db.insert(prcSltOpcao).values(opcoes.map((o, j) => ({ insPrcCodigo: x.insPrcCodigo, opcCodigo: opc[o], prcSltOpcOrdem: j + 1 })));
    await db.execute(sql`INSERT INTO cls_nota ("insPrcCodigo", "clsPrvCodigo", "clsNtaNota") VALUES (${x.insPrcCodigo}, ${prova.obj}, ${obj}), (${x.insPrcCodigo}, ${prova.red}, ${red})`);
    await db.execute(sql`INSERT INTO cls_inscricao ("insPrcCodigo", "clsInsCategorias") VALUES (${x.insPrcCodigo}, ${sql.param(categorias)}::text[])`);
    const c = new Client(t);
    await c.login(cpf(i + 1), 'senha-candidata');
    clientes.push(c);
  }
  const regras = {
    categorias: [{ codigo: 'PPI', nome: 'Pretos, pardos e indígenas', destinos: ['AC'] }],
    vagas: [
      { opcao: opc.M, lista: 'AC', vagas: 1 },
      { opcao: opc.M, lista: 'PPI', vagas: 1 },
      { opcao: opc.D, lista: 'AC', vagas: 1 },
      { opcao: opc.D, lista: 'PPI', vagas: 1 },
    ],
    pesos: [
      { prova: prova.obj, peso: 1 },
      { prova: prova.red, peso: 2 },
    ],
    eliminacao: { ausente: true, zeroEm: [prova.red], minimoTotal: null },
    desempate: [{ tipo: 'prova', prova: prova.red }, { tipo: 'inscricao' }],
    dataReferencia: '2026-01-31',
    opcoes: { esperaNasOpcoesAnteriores: false },
  };
  const cls = `/sgps/gestao/processos/${prc}/classificacao`;
  const salvo = await e.gestorDoProcesso.request('POST', `${cls}/regras`, { json: { regras } });
  if (salvo.statusCode !== 200) throw new Error(salvo.body);
  const calc = await e.gestorDoProcesso.request('POST', `${cls}/calcular`, { json: {} });
  if (calc.statusCode !== 200) throw new Error(calc.body);
});
afterAll(() => t.close());

const daEquipe = (n: number, cliente = e.gestorDoProcesso, p = prc) => cliente.request('GET', `/sgps/gestao/processos/${p}/classificacao/explicacao/${ins[n - 1]}`);
const doCandidato = (n: number, cliente: Client) => cliente.get(`/sgps/inscricoes/${ins[n - 1]}/explicacao`);

describe('por que estou nesta posição?', () => {
  it('a equipe vê a nota e suas partes, cada lista com a posição, o critério contra os vizinhos e o remanejamento', async () => {
    const res = await daEquipe(3);
    expect(res.statusCode, res.body).toBe(200);
    const x = res.json().data;
    expect([x.nota, x.partes.map((p: { nome: string; pontos: number }) => [p.nome, p.pontos]), x.eliminacao, x.publicacao]).toEqual([80, [['Objetiva', 60], ['Redação', 20]], [], null]);
    expect(x.opcoes.map((o: { descricao: string; preferencia: number }) => [o.descricao, o.preferencia])).toEqual([['Medicina', 1]]);
    expect(x.opcoes[0].listas).toEqual([
      {
        lista: 'AC', posicao: 3, situacao: 'espera', vagas: 1, vagasConfiguradas: 1,
        acima: { posicao: 2, nota: 80, inscricao: ins[1], criterio: 'inscrição mais antiga primeiro' },
        abaixo: { posicao: 4, nota: 60, inscricao: ins[3], criterio: 'nota final' },
      },
    ]);
    const d = (await daEquipe(7)).json().data.opcoes[0];
    expect([d.descricao, d.listas.map((l: { lista: string; posicao: number; situacao: string; vagas: number }) => [l.lista, l.posicao, l.situacao, l.vagas])]).toEqual(['Direito', [['AC', 2, 'aprovado', 2]]]);
    expect(d.remanejamentos).toEqual([{ de: 'PPI', para: 'AC', vagas: 1, motivo: 'Nenhum candidato em espera em PPI; AC é o próximo destino de PPI com candidato em espera.' }]);
    // 1 chose M then D and is approved in M: D explains why she is in none of its lists.
    const primeira = (await daEquipe(1)).json().data;
    expect(primeira.opcoes.map((o: { descricao: string; listas: unknown[]; observacao: string | null }) => [o.descricao, o.listas.length, o.observacao])).toEqual([
      ['Medicina', 1, null],
      ['Direito', 0, 'Classificado(a) numa opção que vem antes na sua ordem de preferência: não concorre nesta.'],
    ]);
    const eliminada = (await daEquipe(5)).json().data;
    expect([eliminada.eliminacao, eliminada.opcoes[0].eliminado, eliminada.opcoes[0].listas]).toEqual([['Nota zero ou sem nota em Redação.'], 'Nota zero ou sem nota em Redação.', []]);
  });

  it('a equipe de outro processo e quem não é da equipe não veem; inscrição fora das listas (ou de outro processo): nada', async () => {
    expect((await daEquipe(3, e.gestorDeOutro)).statusCode).toBe(403);
    expect((await daEquipe(3, e.candidato)).statusCode).toBe(403);
    const fora = await e.gestor.request('GET', `/sgps/gestao/processos/${prc}/classificacao/explicacao/999999`);
    expect([fora.statusCode, fora.json().data]).toEqual([200, null]);
  });

  it('o candidato só vê depois de publicado, só a própria inscrição, e sem a inscrição dos vizinhos', async () => {
    const antes = await doCandidato(4, clientes[3]);
    expect([antes.statusCode, antes.json().message]).toEqual([404, 'O resultado deste processo ainda não foi publicado.']);
    const [{ clsCalCodigo }] = ((await t.database.db.execute(sql`SELECT max("clsCalCodigo")::int AS "clsCalCodigo" FROM cls_calculo WHERE "prcSltCodigo" = ${prc}`)) as unknown as { rows: { clsCalCodigo: number }[] }).rows;
    const pub = await e.gestorDoProcesso.request('POST', `/sgps/gestao/processos/${prc}/resultados/publicar`, { json: { clsCalCodigo, tipo: 'preliminar' } });
    expect(pub.statusCode, pub.body).toBe(200);
    const res = await doCandidato(4, clientes[3]);
    expect(res.statusCode, res.body).toBe(200);
    const x = res.json().data;
    expect(x.publicacao).toBe('preliminar');
    expect(x.opcoes[0].listas).toEqual([
      { lista: 'AC', posicao: 4, situacao: 'espera', vagas: 1, vagasConfiguradas: 1, acima: { posicao: 3, nota: 80, criterio: 'nota final' }, abaixo: null },
      { lista: 'PPI', posicao: 2, situacao: 'espera', vagas: 1, vagasConfiguradas: 1, acima: { posicao: 1, nota: 80, criterio: 'nota final' }, abaixo: null },
    ]);
    expect(JSON.stringify(x)).not.toContain(`"inscricao"`);
    const alheia = await doCandidato(4, clientes[0]);
    expect([alheia.statusCode, alheia.json().message]).toEqual([404, 'Inscrição não encontrada.']);
    expect((await new Client(t).get(`/sgps/inscricoes/${ins[3]}/explicacao`)).statusCode).toBe(401);
  });
});
