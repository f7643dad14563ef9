/**
 * Call-ups with several options per candidate (issue 36 item 5) through the API. A process where a candidate
 * approved in a later option still waits in the ones they preferred (RegrasOpcoes.esperaNasOpcoesAnteriores). By hand:
 *   Medicina (M) and Direito (D), AC 1 seat each. A 90 chooses M then D; B 80 chooses M then D; C 70 chooses D.
 *   M approves A; B, not approved in M, is approved in D (80 > 70) and waits in M; C waits in D.
 *   1st call: A (M), B (D). A gives up: the 2nd call calls B in M — B leaves D, and D's seat goes, in the same call,
 *   to the next of D's list, C. B's 1st-call row (D, enrolled) ends DEIXOU_OPCAO: staff and B read that B left D.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insProcesso, opcao, prcSltOpcao, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let prc: number;
const opc = { M: 0, D: 0 };
const ins: number[] = [];
const CPFS = ['52998224725', '11144477735', '12345678909'];

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t, { prcSltDescricao: 'Vestibular de duas opções' });
  const outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  for (const [k, nome] of [['M', 'Medicina'], ['D', 'Direito']] as const) {
    [{ opcCodigo: opc[k] }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: nome, opcOpcFinal: true }).returning();
  }
  const [{ c: prova }] = ((await db.execute(sql`INSERT INTO cls_prova ("prcSltCodigo", "clsPrvDescricao", "clsPrvOrdem") VALUES (${prc}, 'Objetiva', 1) RETURNING "clsPrvCodigo" AS c`)) as unknown as { rows: { c: number }[] }).rows;
  const dados: [number, ('M' | 'D')[]][] = [[90, ['M', 'D']], [80, ['M', 'D']], [70, ['D']]];
  for (const [i, [nota, opcoes]] of dados.entries()) {
    const p = await createAccount(t, { cpf: CPFS[i], nome: `Candidata ${i + 1}`, senha: 'senha-opcoes' });
    const [x] = await db.insert(insProcesso).values({ pssFscCodigo: p.pssFscCodigo, prcSltCodigo: prc }).returning();
    ins.push(x.insPrcCodigo);
    await db.insert(prcSltOpcao).values(opcoes.map((o, j) => ({ insPrcCodigo: x.insPrcCodigo, opcCodigo: opc[o], prcSltOpcOrdem: j + 1 })));
    await db.execute(sql`INSERT INTO cls_nota ("insPrcCodigo", "clsPrvCodigo", "clsNtaNota") VALUES (${x.insPrcCodigo}, ${prova}, ${nota})`);
  }
  const regras = {
    categorias: [],
    vagas: [
      { opcao: opc.M, lista: 'AC', vagas: 1 },
      { opcao: opc.D, lista: 'AC', vagas: 1 },
    ],
    pesos: [{ prova, peso: 1 }],
    eliminacao: { ausente: true, zeroEm: [], minimoTotal: null },
    desempate: [{ tipo: 'inscricao' }],
    dataReferencia: '2026-01-31',
    opcoes: { esperaNasOpcoesAnteriores: true },
  };
  const cls = `/sgps/gestao/processos/${prc}/classificacao`;
  for (const [url, json] of [[`${cls}/regras`, { regras }], [`${cls}/calcular`, {}]] as const) {
    const r = await e.gestorDoProcesso.request('POST', url, { json });
    if (r.statusCode !== 200) throw new Error(r.body);
  }
  const [{ c: clsCalCodigo }] = ((await db.execute(sql`SELECT max("clsCalCodigo")::int AS c FROM cls_calculo WHERE "prcSltCodigo" = ${prc}`)) as unknown as { rows: { c: number }[] }).rows;
  for (const tipo of ['preliminar', 'final']) {
    const r = await e.gestorDoProcesso.request('POST', `/sgps/gestao/processos/${prc}/resultados/publicar`, { json: { clsCalCodigo, tipo, justificativa: 'Resultado.' } });
    if (r.statusCode !== 200) throw new Error(r.body);
  }
});
afterAll(() => t.close());

const chamar = () =>
  e.gestorDoProcesso.request('POST', `/sgps/gestao/processos/${prc}/chamadas`, { json: { inicio: '2026-03-01T11:00:00.000Z', fim: '2026-03-05T20:00:00.000Z', instrucoes: 'Traga RG.' } });
const convocados = (c: { convocados: { insPrcCodigo: number; opcCodigo: number; lista: string; posicao: number }[] }) => c.convocados.map((v): [number, number, string, number] => [v.insPrcCodigo, v.opcCodigo, v.lista, v.posicao]);

describe('chamadas com várias opções', () => {
  it('quem é chamado numa opção que prefere deixa a outra, cuja vaga vai ao próximo da mesma lista na mesma chamada', async () => {
    const primeira = await chamar();
    expect(primeira.statusCode, primeira.body).toBe(200);
    expect(convocados(primeira.json().data)).toEqual([[ins[0], opc.M, 'AC', 1], [ins[1], opc.D, 'AC', 1]]);
    const marcar = await e.gestorDoProcesso.request('POST', `/sgps/gestao/chamadas/${primeira.json().data.chmCodigo}/situacao`, { json: { insPrcCodigo: ins[0], situacao: 'desistiu', justificativa: 'Desistiu por escrito.' } });
    expect(marcar.statusCode, marcar.body).toBe(200);
    // Every candidate of a call has an outcome before the next one (issue 37): B enrolled in D, and still waits in M,
    // the option B preferred (esperaNasOpcoesAnteriores).
    const matriculou = await e.gestorDoProcesso.request('POST', `/sgps/gestao/chamadas/${primeira.json().data.chmCodigo}/situacao`, { json: { insPrcCodigo: ins[1], situacao: 'matriculado', justificativa: 'Matrícula feita.' } });
    expect(matriculou.statusCode, matriculou.body).toBe(200);
    const segunda = await chamar();
    expect(segunda.statusCode, segunda.body).toBe(200);
    // B: 2nd in M's list (A, approved, is 1st); C: 2nd in D's list (B is 1st).
    expect(convocados(segunda.json().data).sort((a, b) => a[0] - b[0])).toEqual([[ins[1], opc.M, 'AC', 2], [ins[2], opc.D, 'AC', 2]]);
    // Nothing left to call once the second call's candidates enrolled: every seat is held by the latest call of each.
    for (const i of [ins[1], ins[2]]) {
      const r = await e.gestorDoProcesso.request('POST', `/sgps/gestao/chamadas/${segunda.json().data.chmCodigo}/situacao`, { json: { insPrcCodigo: i, situacao: 'matriculado', justificativa: 'Matrícula feita.' } });
      expect(r.statusCode, r.body).toBe(200);
    }
    expect((await chamar()).statusCode).toBe(400);
  });

  // Follows the test above (same process): the 2nd call moved B from D (where B had enrolled) up to M.
  it('a convocação anterior de quem subiu de opção termina DEIXOU_OPCAO: a equipe e o candidato a leem, auditada, e não se marca mais', async () => {
    const chamadas = (await e.gestorDoProcesso.request('GET', `/sgps/gestao/processos/${prc}/chamadas`)).json().data;
    const situacoes = (c: { convocados: { insPrcCodigo: number; opcCodigo: number; situacao: string }[] }) => c.convocados.map((v) => [v.insPrcCodigo, v.opcCodigo, v.situacao]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(situacoes(chamadas[0])).toEqual([[ins[0], opc.M, 'desistiu'], [ins[1], opc.D, 'deixou-opcao']]);
    expect(situacoes(chamadas[1])).toEqual([[ins[1], opc.M, 'matriculado'], [ins[2], opc.D, 'matriculado']]);

    // The 2nd call's audit row names the row it ended, with its situation before.
    const [a] = (await t.database.db.select().from(auditoria).where(eq(auditoria.acao, 'gestao:chamada.gerar'))).filter((x) => x.chave === String(chamadas[1].chmCodigo));
    expect((a.depois as { encerradas: unknown[] }).encerradas).toEqual([expect.objectContaining({ insPrcCodigo: ins[1], opcCodigo: opc.D, antes: 'MATRICULADO', depois: 'DEIXOU_OPCAO' })]);

    // B reads both calls on "Convocações": the one in M, and that the one in D ended because of it.
    const b = new Client(t);
    await b.login(CPFS[1], 'senha-opcoes');
    const minhas = (await b.get('/sgps/prcSltInsConvocado/pesquisa')).json().data;
    // Both calls share one period in this test: sorted by call, not by the screen's date order.
    expect(minhas.map((x: Record<string, unknown>) => [x.prcSltInsCnvChamada, x.situacaoTexto]).sort((x: number[], y: number[]) => x[0] - y[0])).toEqual([
      [1, 'Deixou esta opção: convocado(a) em opção preferida'],
      [2, 'Matriculado'],
    ]);

    // The ended row takes no outcome (its seat went to C): marking it is refused and changes nothing.
    const marcar = await e.gestorDoProcesso.request('POST', `/sgps/gestao/chamadas/${chamadas[0].chmCodigo}/situacao`, { json: { insPrcCodigo: ins[1], situacao: 'matriculado', justificativa: 'Engano.' } });
    expect(marcar.statusCode).toBe(400);
    expect(marcar.body).toContain('Esta convocação foi encerrada');
    const depois = (await e.gestorDoProcesso.request('GET', `/sgps/gestao/processos/${prc}/chamadas`)).json().data;
    expect(situacoes(depois[0])).toEqual(situacoes(chamadas[0]));
  });
});
