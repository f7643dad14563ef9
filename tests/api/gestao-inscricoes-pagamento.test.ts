/**
 * The back office reads an enrolment's payment state in SQL (server/entities/pagamento/situacao-pagamento.ts) so it can
 * filter and page a whole process on it; the candidate's screens compute it with paymentState
 * (src/domain/pagamento-situacao.ts). Both must agree on every combination of facts: cancelled or not, the fee (exempt
 * option, zero, a fee), what was received (nothing, part, all), exemption asked and its decision, and the newest
 * slip (none, due later, overdue, expired, cancelled).
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentState } from '../../src/domain/pagamento-situacao.ts';
import { todayInSaoPaulo } from '../../src/domain/dates.ts';
import { insBoleto, insPrcIsencao, insProcesso, opcao, prcSltOpcao, tipoOpcao } from '../../server/db/schema/index.ts';
import { condicaoPagamento } from '../../server/entities/pagamento/inscricao-pagamento.ts';
import { situacaoPagamentoSql } from '../../server/entities/pagamento/situacao-pagamento.ts';
import { quitada } from '../../server/features/pagamento/oferta.ts';
import { createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarProcessoDeTeste } from '../support/gestao.ts';

let t: TestApp;
afterAll(() => t.close());

const TAXAS = [null, 0, 5000] as const;
const RECEBIDOS = [0, 3000, 5000] as const;
const ISENCOES = [null, 'DEFERIDA', 'INDEFERIDA'] as const;
const ULTIMOS = [null, 'EMITIDO_A_VENCER', 'EMITIDO_VENCIDO', 'VENCIDO', 'CANCELADO'] as const;
interface Caso {
  insPrcCodigo: number;
  cancelada: boolean;
  taxa: (typeof TAXAS)[number];
  recebido: (typeof RECEBIDOS)[number];
  slc: boolean;
  isencao: (typeof ISENCOES)[number];
  ultimo: (typeof ULTIMOS)[number];
}
const casos: Caso[] = [];
const hoje = todayInSaoPaulo(FIXED_NOW);
const dia = (d: number) => new Date(FIXED_NOW.getTime() + d * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const prc = await criarProcessoDeTeste(t);
  const { pssFscCodigo } = await createAccount(t, { cpf: '52998224725', nome: 'Pagadora', senha: 'x' });
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  const opcoes = new Map<number | null, number>();
  for (const taxa of TAXAS) {
    const [o] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: `Taxa ${taxa}`, opcVlrInscricao: taxa, opcOpcFinal: true }).returning();
    opcoes.set(taxa, o.opcCodigo);
  }
  const combinacoes: Omit<Caso, 'insPrcCodigo'>[] = [];
  for (const cancelada of [false, true])
    for (const taxa of TAXAS)
      for (const recebido of RECEBIDOS)
        for (const slc of [false, true])
          for (const isencao of ISENCOES) for (const ultimo of ULTIMOS) combinacoes.push({ cancelada, taxa, recebido, slc, isencao, ultimo });
  const ins = await db
    .insert(insProcesso)
    .values(combinacoes.map((c) => ({ pssFscCodigo, prcSltCodigo: prc, insCancelada: c.cancelada, insPrcSlcIsencao: c.slc })))
    .returning({ insPrcCodigo: insProcesso.insPrcCodigo });
  combinacoes.forEach((c, k) => casos.push({ ...c, insPrcCodigo: ins[k].insPrcCodigo }));
  await db.insert(prcSltOpcao).values(casos.map((c) => ({ insPrcCodigo: c.insPrcCodigo, opcCodigo: opcoes.get(c.taxa)!, prcSltOpcOrdem: 1 })));
  const decisoes = casos.filter((c) => c.isencao !== null);
  await db.insert(insPrcIsencao).values(decisoes.map((c) => ({ insPrcCodigo: c.insPrcCodigo, insPrcIsnSituacao: c.isencao! })));
  let n = 0;
  const slips: (typeof insBoleto.$inferInsert)[] = [];
  const antigo = new Date(FIXED_NOW.getTime() - 10 * 86_400_000);
  const novo = new Date(FIXED_NOW.getTime() - 86_400_000);
  for (const c of casos) {
    if (c.recebido > 0) slips.push({ insPrcCodigo: c.insPrcCodigo, insBltNossoNumero: `P${++n}`, insBltValor: c.recebido, insBltDtVencimento: dia(-5), insBltSituacao: 'PAGO', insBltPagoEm: antigo, insBltCriadoEm: antigo });
    if (c.ultimo === null) continue;
    const situacao = c.ultimo.startsWith('EMITIDO') ? 'EMITIDO' : c.ultimo;
    slips.push({ insPrcCodigo: c.insPrcCodigo, insBltNossoNumero: `U${++n}`, insBltValor: 5000, insBltDtVencimento: c.ultimo === 'EMITIDO_A_VENCER' ? dia(3) : dia(-2), insBltSituacao: situacao as 'EMITIDO', insBltCriadoEm: novo });
  }
  await db.insert(insBoleto).values(slips);
});

/** The facts exactly as the candidate's screens feed paymentState. */
function esperado(c: Caso) {
  const ultimo = c.ultimo ?? (c.recebido > 0 ? 'PAGO' : null);
  return paymentState({
    insCancelada: c.cancelada,
    taxa: c.taxa,
    pago: quitada(c.taxa, c.recebido),
    insPrcSlcIsencao: c.slc,
    isencao: c.isencao,
    insBltSituacao: ultimo === null ? null : ultimo.startsWith('EMITIDO') ? 'EMITIDO' : ultimo,
    insBltDtVencimento: ultimo === null ? null : ultimo === 'EMITIDO_A_VENCER' ? dia(3) : ultimo === 'PAGO' ? dia(-5) : dia(-2),
    hoje,
  });
}

describe('payment state in SQL', () => {
  it(`agrees with paymentState on every combination of facts`, async () => {
    const rows = await t.database.db
      .select({ insPrcCodigo: insProcesso.insPrcCodigo, situacao: situacaoPagamentoSql(sql`"ins_processo"`, hoje) })
      .from(insProcesso)
      .where(inArray(insProcesso.insPrcCodigo, casos.map((c) => c.insPrcCodigo)));
    const porCodigo = new Map(rows.map((r) => [r.insPrcCodigo, r.situacao]));
    const diferentes = casos.filter((c) => porCodigo.get(c.insPrcCodigo) !== esperado(c)).map((c) => ({ ...c, sql: porCodigo.get(c.insPrcCodigo), ts: esperado(c) }));
    expect(diferentes).toEqual([]);
    // The same, given the enrolment's columns instead of its alias.
    const porColunas = await t.database.db
      .select({ insPrcCodigo: insProcesso.insPrcCodigo, situacao: situacaoPagamentoSql(insProcesso, hoje) })
      .from(insProcesso)
      .where(inArray(insProcesso.insPrcCodigo, casos.map((c) => c.insPrcCodigo)));
    expect(porColunas.filter((r) => r.situacao !== porCodigo.get(r.insPrcCodigo))).toEqual([]);
    expect(new Set(rows.map((r) => r.situacao))).toEqual(new Set(['CANCELADA', 'ISENTO', 'PAGO', 'ISENCAO_DEFERIDA', 'ISENCAO_EM_ANALISE', 'EMITIDO', 'VENCIDO', 'NAO_GERADO']));
  });

  it('the search filters (pago, pendente, isento) group those states, cancelled enrolments apart', async () => {
    const GRUPO = { pago: ['PAGO'], isento: ['ISENTO', 'ISENCAO_DEFERIDA'], pendente: ['ISENCAO_EM_ANALISE', 'EMITIDO', 'VENCIDO', 'NAO_GERADO'] } as const;
    for (const filtro of ['pago', 'pendente', 'isento'] as const) {
      const rows = await t.database.db
        .select({ insPrcCodigo: insProcesso.insPrcCodigo })
        .from(insProcesso)
        .where(sql`NOT ${insProcesso.insCancelada} AND ${condicaoPagamento(sql`"ins_processo"`, filtro)}`);
      const achados = new Set(rows.map((r) => r.insPrcCodigo));
      const esperados = casos.filter((c) => (GRUPO[filtro] as readonly string[]).includes(esperado(c))).map((c) => c.insPrcCodigo);
      expect([...achados].sort(), filtro).toEqual(esperados.sort());
    }
  });
});
