/**
 * Pix notifications arriving together (issue 39's deadline: hundreds a second beside the enrolments) are written
 * several per transaction (server/entities/pagamento/pix-recebimento.ts), and the outcome of each is what one call
 * at a time gives: a slip paid once, by the first Pix of its charge in arrival order; the same endToEndId kept once;
 * another value, a slip already paid and an unknown txid queued with their reason. Each notification is its own
 * POST to the webhook (as PSPs send them), all at once.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insBoleto, insProcesso, pixCobranca, pixRecebimento, prcSeletivo } from '../../server/db/schema/index.ts';
import { txidDaCobranca } from '../../server/entities/pagamento/pagamento-pix.ts';
import { registrarRecebimentos } from '../../server/entities/pagamento/pix-recebimento.ts';
import { createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { iniciarPspDeTeste, type PspDeTeste } from '../support/psp-pix.ts';

const VALOR = 9000;
let t: TestApp;
let psp: PspDeTeste;
const slips: { insBltCodigo: number; txid: string }[] = [];

const outros: { insBltCodigo: number; txid: string }[] = [];
/** Slips raced by two writers at once (the last test). */
const disputados: { insBltCodigo: number; txid: string }[] = [];
const DISPUTADOS = 10;

beforeAll(async () => {
  psp = await iniciarPspDeTeste(() => FIXED_NOW);
  t = await createTestApp({ pix: psp.config });
  const db = t.database.db;
  const [p] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Vestibular Pix em lote', prcSltTipo: 'VESTIBULAR', prcSltPgtPix: true, prcSltDtInicio: FIXED_NOW, prcSltDtFim: FIXED_NOW }).returning();
  const { pssFscCodigo } = await createAccount(t, { cpf: '52998224725', nome: 'Candidata Lote', senha: 'senha-lote-1' });
  for (let i = 0; i < 14 + DISPUTADOS; i++) {
    const [ins] = await db.insert(insProcesso).values({ pssFscCodigo, prcSltCodigo: p.prcSltCodigo, insPrcFrmPagamento: 'PIX' }).returning();
    const [b] = await db.insert(insBoleto).values({ insPrcCodigo: ins.insPrcCodigo, insBltForma: 'PIX', insBltNossoNumero: `LOTE${i}`, insBltValor: VALOR, insBltDtVencimento: '2026-12-31' }).returning();
    const txid = txidDaCobranca(ins.insPrcCodigo, b.insBltCodigo);
    await db.insert(pixCobranca).values({ insBltCodigo: b.insBltCodigo, pixCobTxid: txid, pixCobTipo: 'COBV', pixCobLocation: `psp.teste/qr/${i}`, pixCobExpiraEm: new Date(FIXED_NOW.getTime() + 86_400_000) });
    (i < 12 ? slips : i < 14 ? outros : disputados).push({ insBltCodigo: b.insBltCodigo, txid });
  }
});

afterAll(async () => {
  await t?.close();
  await psp?.fechar();
});

const pix = (e2e: string, txid: string | undefined, valor = VALOR) => ({ endToEndId: e2e, txid, valor: (valor / 100).toFixed(2), horario: FIXED_NOW.toISOString() });
const e2e = (n: number) => `E0000000020261127120000LOTE${String(n).padStart(4, '0')}`;

describe('notifications arriving together', () => {
  it('are written together, with the outcome one at a time would give', async () => {
    const [s0, s1, s2, ...resto] = slips;
    const envios = [
      pix(e2e(0), s0.txid),
      pix(e2e(0), s0.txid), // the PSP's retry of the same Pix
      pix(e2e(1), s1.txid),
      pix(e2e(2), s1.txid), // a second Pix of one charge: the slip is paid by the first
      pix(e2e(3), s2.txid, VALOR - 1), // another value
      pix(e2e(4), 'PSI0000000000B000000000000'), // not our charge
      ...resto.map((s, i) => pix(e2e(10 + i), s.txid)),
    ];
    const url = `/sgps/pix/webhook/${psp.config.webhookSegredo}/pix`;
    const respostas = await Promise.all(envios.map((p) => t.app.inject({ method: 'POST', url, payload: { pix: [p] } })));
    for (const r of respostas) expect(r.statusCode, r.body).toBe(200);
    const resultados = respostas.map((r) => r.json().data as Record<string, number>);
    expect(resultados.map((r) => Object.entries(r).find(([, n]) => n === 1)![0])).toEqual([
      'aplicados', 'repetidos', 'aplicados', 'divergentes', 'divergentes', 'divergentes', ...resto.map(() => 'aplicados'),
    ]);

    const db = t.database.db;
    const recebidos = await db.select().from(pixRecebimento);
    expect(recebidos).toHaveLength(envios.length - 1);
    const por = new Map(recebidos.map((r) => [r.pixRcbE2eid, r]));
    expect(por.get(e2e(0))).toMatchObject({ pixRcbSituacao: 'APLICADO', insBltCodigo: s0.insBltCodigo });
    expect(por.get(e2e(1))).toMatchObject({ pixRcbSituacao: 'APLICADO', insBltCodigo: s1.insBltCodigo });
    expect(por.get(e2e(2))).toMatchObject({ pixRcbSituacao: 'DIVERGENTE', pixRcbMotivo: 'JA_PAGO' });
    expect(por.get(e2e(3))).toMatchObject({ pixRcbSituacao: 'DIVERGENTE', pixRcbMotivo: 'VALOR' });
    expect(por.get(e2e(4))).toMatchObject({ pixRcbSituacao: 'DIVERGENTE', pixRcbMotivo: 'TXID_DESCONHECIDO', insBltCodigo: null });

    const situacoes = new Map((await db.select().from(insBoleto).where(inArray(insBoleto.insBltCodigo, slips.map((s) => s.insBltCodigo)))).map((b) => [b.insBltCodigo, b]));
    for (const s of slips) {
      const pago = s !== s2;
      expect(situacoes.get(s.insBltCodigo)?.insBltSituacao, String(s.insBltCodigo)).toBe(pago ? 'PAGO' : 'EMITIDO');
      if (pago) expect(situacoes.get(s.insBltCodigo)?.insBltPagoEm?.toISOString()).toBe(FIXED_NOW.toISOString());
      const [c] = await db.select().from(pixCobranca).where(eq(pixCobranca.insBltCodigo, s.insBltCodigo));
      expect(c.pixCobSituacao).toBe(pago ? 'CONCLUIDA' : 'ATIVA');
    }
    // Several per transaction (otherwise this proves nothing about the batch): rows written by one transaction
    // share its id (xmin), on PGlite and PostgreSQL alike.
    const { rows: grupos } = (await db.execute(sql`SELECT xmin::text AS x, count(*)::int AS n FROM pix_recebimento GROUP BY 1`)) as unknown as { rows: { n: number }[] };
    expect(Math.max(...grupos.map((g) => g.n))).toBeGreaterThan(1);
    expect(grupos.length).toBeLessThan(recebidos.length);
  });
});

describe('one list with the same endToEndId or charge more than once (a reconciliation page, say)', () => {
  it('settles them in list order, as one call after the other would', async () => {
    const [a, b] = outros;
    const agora = FIXED_NOW;
    const recebido = (p: ReturnType<typeof pix>) => ({ p, origem: 'CONCILIACAO' as const, agora });
    const resultados = await registrarRecebimentos(t.database.db, [
      recebido(pix(e2e(100), a.txid, VALOR + 1)), // another value: queued, the slip stays unpaid
      recebido(pix(e2e(101), a.txid)), // the right value after it: pays the slip
      recebido(pix(e2e(102), a.txid)), // a third Pix of that charge: already paid
      recebido(pix(e2e(101), a.txid)), // the second one again: kept once
      recebido(pix(e2e(103), b.txid)),
      recebido({ ...pix(e2e(104), b.txid), valor: 'dez reais' }), // not a value: refused, nothing kept
    ]);
    expect(resultados).toEqual([
      { tipo: 'DIVERGENTE', motivo: 'VALOR' },
      { tipo: 'APLICADO', insBltCodigo: a.insBltCodigo, insPrcCodigo: expect.any(Number) },
      { tipo: 'DIVERGENTE', motivo: 'JA_PAGO' },
      { tipo: 'REPETIDO' },
      { tipo: 'APLICADO', insBltCodigo: b.insBltCodigo, insPrcCodigo: expect.any(Number) },
      { tipo: 'INVALIDO' },
    ]);
    const db = t.database.db;
    const guardados = await db.select().from(pixRecebimento).where(inArray(pixRecebimento.pixRcbE2eid, [100, 101, 102, 103, 104].map(e2e)));
    expect(guardados.map((r) => [r.pixRcbE2eid, r.pixRcbSituacao, r.pixRcbMotivo]).sort()).toEqual([
      [e2e(100), 'DIVERGENTE', 'VALOR'],
      [e2e(101), 'APLICADO', null],
      [e2e(102), 'DIVERGENTE', 'JA_PAGO'],
      [e2e(103), 'APLICADO', null],
    ]);
    const pagos = await db.select().from(insBoleto).where(inArray(insBoleto.insBltCodigo, [a.insBltCodigo, b.insBltCodigo]));
    expect(pagos.map((x) => x.insBltSituacao)).toEqual(['PAGO', 'PAGO']);
  });
});

describe('two writers at once for one charge (the webhook and the reconciliation, in two processes)', () => {
  it('one pays the slip, the other finds it paid; a Pix both report is kept once', async () => {
    const db = t.database.db;
    const agora = FIXED_NOW;
    // On PostgreSQL the two calls run on two connections, each one statement: the second waits for the first's
    // lock on the slip and reads it as the first committed it.
    const corridas = await Promise.all(
      disputados.map((s, i) =>
        Promise.all([
          registrarRecebimentos(db, [{ p: pix(e2e(200 + i), s.txid), origem: 'WEBHOOK', agora }]),
          registrarRecebimentos(db, [{ p: pix(e2e(300 + i), s.txid), origem: 'CONCILIACAO', agora }]),
          registrarRecebimentos(db, [{ p: pix(e2e(200 + i), s.txid), origem: 'CONCILIACAO', agora }]),
        ]),
      ),
    );
    for (const [i, [a, b, c]] of corridas.entries()) {
      const tipos = [a[0], b[0], c[0]].map((r) => (r.tipo === 'DIVERGENTE' ? r.motivo : r.tipo)).sort();
      // Whoever locks first pays; the other Pix of that charge is JA_PAGO; the same endToEndId twice lands once.
      expect(tipos, String(i)).toEqual(['APLICADO', 'JA_PAGO', 'REPETIDO'].sort());
    }
    const linhas = await db.select().from(pixRecebimento).where(inArray(pixRecebimento.insBltCodigo, disputados.map((s) => s.insBltCodigo)));
    expect(linhas).toHaveLength(2 * DISPUTADOS);
    expect(linhas.filter((l) => l.pixRcbSituacao === 'APLICADO')).toHaveLength(DISPUTADOS);
    const boletos = await db.select().from(insBoleto).where(inArray(insBoleto.insBltCodigo, disputados.map((s) => s.insBltCodigo)));
    expect(boletos.every((b) => b.insBltSituacao === 'PAGO')).toBe(true);
  });
});
