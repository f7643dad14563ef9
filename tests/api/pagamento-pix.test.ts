/**
 * Pix through the Banco Central's API Pix (issue 39), against a local PSP that implements the standard's endpoints
 * over mutual TLS (tests/support/psp-pix.ts): a charge per slip and its dynamic BR Code, payment confirmed by the
 * webhook and by the reconciliation, the same notification twice, another value, an unknown txid, a slip already
 * paid, an expired charge, a refund of the refund schedule, and the attacks on the webhook.
 */
import { eq } from 'drizzle-orm';
import { request as httpsRequest } from 'node:https';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insBoleto, insPrcDevolucao, insProcesso, opcao, pixRecebimento, prcSeletivo, prcSltOpcao, tipoOpcao } from '../../server/db/schema/index.ts';
import { brCodeValid, parseEmv } from '../../server/features/pagamento/pix.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, type Equipe } from '../support/gestao.ts';
import { iniciarPspDeTeste, type PspDeTeste } from '../support/psp-pix.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY);
const json = (res: { body: string }) => JSON.parse(res.body);

let t: TestApp;
let psp: PspDeTeste;
let equipe: Equipe;
let prc: number;
let medicina: number;
const candidatos: { c: Client; pss: number }[] = [];

async function inscrever(i: number): Promise<number> {
  const db = t.database.db;
  const [row] = await db.insert(insProcesso).values({ pssFscCodigo: candidatos[i].pss, prcSltCodigo: prc, insPrcFrmPagamento: 'PIX' }).returning();
  await db.insert(prcSltOpcao).values({ insPrcCodigo: row.insPrcCodigo, opcCodigo: medicina, prcSltOpcOrdem: 1 });
  return row.insPrcCodigo;
}

async function emitirPix(i: number, insPrcCodigo: number) {
  const res = await candidatos[i].c.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo, insBltForma: 'PIX' });
  expect(res.statusCode, res.body).toBe(200);
  return json(res).data as { insBltCodigo: number; pixCopiaECola: string; insBltValor: number };
}

const txidDe = async (insBltCodigo: number) => [...psp.sim.cobrancas.values()].find((c) => c.txid.endsWith(String(insBltCodigo).padStart(12, '0')))!.txid;
const situacao = async (insPrcCodigo: number) => json(await t.app.inject({ method: 'GET', url: `/sgps/insBoleto/resumo?insPrcCodigo=${insPrcCodigo}`, headers: { cookie: candidatosCookie(insPrcCodigo) } }));
const donos = new Map<number, number>();
const candidatosCookie = (insPrcCodigo: number) => candidatos[donos.get(insPrcCodigo)!].c.cookieHeader();
const slip = async (insBltCodigo: number) => (await t.database.db.select().from(insBoleto).where(eq(insBoleto.insBltCodigo, insBltCodigo)))[0];
const recebimentos = async () => t.database.db.select().from(pixRecebimento);

beforeAll(async () => {
  const clock = { now: FIXED_NOW };
  psp = await iniciarPspDeTeste(() => clock.now);
  t = await createTestApp({ pix: psp.config, sessionIdleMinutes: 60 * 24 * 30, sessionAbsoluteHours: 24 * 30 });
  // The PSP's clock is the app's: a test that moves one moves both.
  Object.defineProperty(t.clock, 'now', { get: () => clock.now, set: (v: Date) => void (clock.now = v) });
  psp.ligar(t.app);
  await t.app.pix!.registrarWebhook();
  const db = t.database.db;
  [{ prcSltCodigo: prc }] = await db
    .insert(prcSeletivo)
    .values({
      prcSltDescricao: 'Vestibular Pix 2027',
      prcSltTipo: 'VESTIBULAR',
      prcSltPgtBoleto: true,
      prcSltPgtPix: true,
      prcSltDtInicio: at(-10),
      prcSltDtFim: at(10),
      prcSltDtEmsBoleto: at(8),
      prcSltDtVncBoleto: '2026-11-28',
    })
    .returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso Pix' }).returning();
  [{ opcCodigo: medicina }] = await db
    .insert(opcao)
    .values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Medicina', opcVlrInscricao: 15000, opcOpcFinal: true, opcPgtBoleto: true, opcPgtPix: true })
    .returning();
  const cpfs = ['52998224725', '11144477735', '39053344705', '86288366757', '71428793860', '52601815906'];
  for (const [i, cpf] of cpfs.entries()) {
    const { pssFscCodigo } = await createAccount(t, { cpf, nome: `Candidata Pix ${i}`, senha: `senha-${i}` });
    const c = new Client(t);
    await c.login(cpf, `senha-${i}`);
    candidatos.push({ c, pss: pssFscCodigo });
  }
  const [outro] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Outro', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: at(-1), prcSltDtFim: at(1) }).returning();
  equipe = await criarEquipe(t, prc, outro.prcSltCodigo);
});

afterAll(async () => {
  await t?.close();
  await psp?.fechar();
});

async function novaInscricao(i: number) {
  const ins = await inscrever(i);
  donos.set(ins, i);
  return ins;
}

describe('a charge per slip at the PSP (API Pix PUT /cobv/{txid}) and its dynamic BR Code', () => {
  it('creates a cobv with the slip due date, the payer and the value, and the QR points to its location (26-25)', async () => {
    const ins = await novaInscricao(0);
    const s = await emitirPix(0, ins);
    const txid = await txidDe(s.insBltCodigo);
    expect(txid).toMatch(/^[a-zA-Z0-9]{26,35}$/);
    const cob = psp.sim.cobrancas.get(txid)!;
    expect(cob.tipo).toBe('cobv');
    expect(cob.calendario.dataDeVencimento).toBe('2026-11-28');
    expect(cob.calendario.validadeAposVencimento).toBe(0);
    expect(cob.valor.original).toBe('150.00');
    expect(cob.devedor).toEqual({ cpf: '52998224725', nome: 'Candidata Pix 0' });
    expect(brCodeValid(s.pixCopiaECola)).toBe(true);
    const campos = parseEmv(s.pixCopiaECola)!;
    expect(campos.get('01')).toBe('12');
    const conta = parseEmv(campos.get('26')!)!;
    expect(conta.get('00')).toBe('br.gov.bcb.pix');
    expect(conta.get('25')).toBe(cob.location);
    expect(conta.has('01')).toBe(false);
    expect(parseEmv(campos.get('62')!)!.get('05')).toBe('***');
    // Asking again shows the same slip and charge: no second charge at the PSP.
    const antes = psp.sim.cobrancas.size;
    expect((await emitirPix(0, ins)).pixCopiaECola).toBe(s.pixCopiaECola);
    expect(psp.sim.cobrancas.size).toBe(antes);
  });

  it('on the last day the charge is an immediate cob that expires at the end of that day', async () => {
    const ins = await novaInscricao(5);
    const antes = t.clock.now;
    t.clock.now = new Date('2026-11-28T12:00:00.000Z'); // 09:00 in São Paulo, the slip's due day
    try {
      const s = await emitirPix(5, ins);
      const cob = psp.sim.cobrancas.get(await txidDe(s.insBltCodigo))!;
      expect(cob.tipo).toBe('cob');
      // 09:00 to 23:59:59 São Paulo time.
      expect(cob.calendario.expiracao).toBe(15 * 3600 - 1);
    } finally {
      t.clock.now = antes;
    }
  });

  it('the PSP refuses a caller without the client certificate, and wrong credentials', async () => {
    const semCertificado = await new Promise<string>((resolve) => {
      const req = httpsRequest(`${psp.sim.url}/cob/x`, { ca: readFileSync(psp.certificados.ca) }, (res) => resolve(`HTTP ${res.statusCode}`));
      req.on('error', (e) => resolve(`erro ${e.message}`));
      req.end();
    });
    expect(semCertificado).not.toMatch(/^HTTP 2/);
    const { clientePix } = await import('../../server/lib/api-pix.ts');
    const errado = clientePix({ ...psp.config.psp, clientSecret: 'outro-segredo' });
    await expect(errado.listarPix(at(-1), at(0))).rejects.toThrow(/recusou as credenciais/);
  });
});

describe('confirmation by the webhook, and by the reconciliation when the webhook is lost', () => {
  it('the PSP notifies the webhook and the fee is paid, with no staff action', async () => {
    const ins = await novaInscricao(1);
    const s = await emitirPix(1, ins);
    await psp.sim.pagar(await txidDe(s.insBltCodigo));
    expect(psp.entregas.at(-1)).toBe(200);
    expect((await situacao(ins)).data.situacao).toBe('PAGO');
    expect((await slip(s.insBltCodigo)).insBltSituacao).toBe('PAGO');
  });

  it('the same notification twice pays once', async () => {
    const e2e = psp.sim.pix.at(-1)!.endToEndId;
    const antes = (await recebimentos()).length;
    expect(await psp.sim.reenviar(e2e)).toBe(200);
    expect(await psp.sim.reenviar(e2e)).toBe(200);
    expect((await recebimentos()).length).toBe(antes);
    expect((await recebimentos()).filter((r) => r.pixRcbE2eid === e2e)).toHaveLength(1);
  });

  it('a lost notification is found by the reconciliation (GET /pix?inicio&fim) and pays the fee', async () => {
    const ins = await novaInscricao(2);
    const s = await emitirPix(2, ins);
    await psp.sim.pagar(await txidDe(s.insBltCodigo), { entregar: false });
    expect((await situacao(ins)).data.situacao).not.toBe('PAGO');
    const r = await equipe.administrador.post('/sgps/gestao/pagamentos/pix/conciliar', {});
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r).data.novos).toBe(1);
    expect((await situacao(ins)).data.situacao).toBe('PAGO');
    const [rec] = (await recebimentos()).filter((x) => x.insBltCodigo === s.insBltCodigo);
    expect(rec.pixRcbOrigem).toBe('CONCILIACAO');
    // A second pass finds nothing new.
    expect((await t.app.pix!.conciliar()).novos).toBe(0);
  });
});

describe('a Pix that pays nothing by itself goes to the staff queue with its reason', () => {
  it('another value: queued, the slip stays unpaid', async () => {
    const ins = await novaInscricao(3);
    const s = await emitirPix(3, ins);
    const p = await psp.sim.pagar(await txidDe(s.insBltCodigo), { valor: 10000 });
    expect((await slip(s.insBltCodigo)).insBltSituacao).toBe('EMITIDO');
    const fila = json(await equipe.administrador.get('/sgps/gestao/pagamentos/pix/pendencias')).data as { pixRcbE2eid: string; motivo: string; motivoTexto: string; valor: number; valorEsperado: number }[];
    const item = fila.find((x) => x.pixRcbE2eid === p.endToEndId)!;
    expect(item).toMatchObject({ motivo: 'VALOR', valor: 10000, valorEsperado: 15000, motivoTexto: 'Valor pago diferente do valor da cobrança' });
  });

  it('an unknown txid and a slip already paid: queued, never dropped', async () => {
    const desconhecido = await psp.sim.pixAvulso('TXIDQUENINGUEMCRIOU000000001', 15000);
    const pago = (await recebimentos()).find((r) => r.pixRcbSituacao === 'APLICADO')!;
    const repetido = await psp.sim.pixAvulso(pago.pixRcbTxid!, 15000);
    const fila = json(await equipe.administrador.get('/sgps/gestao/pagamentos/pix/pendencias')).data as { pixRcbE2eid: string; motivo: string }[];
    expect(fila.find((x) => x.pixRcbE2eid === desconhecido.endToEndId)?.motivo).toBe('TXID_DESCONHECIDO');
    expect(fila.find((x) => x.pixRcbE2eid === repetido.endToEndId)?.motivo).toBe('JA_PAGO');
  });

  it('staff resolve an item with a justification (audited); a reader cannot', async () => {
    const fila = json(await equipe.administrador.get('/sgps/gestao/pagamentos/pix/pendencias')).data as { pixRcbE2eid: string }[];
    const e2e = fila[0].pixRcbE2eid;
    expect((await equipe.leitura.post('/sgps/gestao/pagamentos/pix/resolver', { pixRcbE2eid: e2e, justificativa: 'Devolvido pelo banco manualmente' })).statusCode).toBe(403);
    expect((await equipe.administrador.post('/sgps/gestao/pagamentos/pix/resolver', { pixRcbE2eid: e2e, justificativa: 'curta' })).statusCode).toBe(400);
    const r = await equipe.administrador.post('/sgps/gestao/pagamentos/pix/resolver', { pixRcbE2eid: e2e, justificativa: 'Devolvido ao pagador pelo internet banking' });
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r).data.situacao).toBe('RESOLVIDO');
    const trilha = await t.database.db.select().from(auditoria).where(eq(auditoria.acao, 'gestao:pix:resolver'));
    expect(trilha.at(-1)?.chave).toBe(e2e);
    expect((await equipe.administrador.post('/sgps/gestao/pagamentos/pix/resolver', { pixRcbE2eid: e2e, justificativa: 'Devolvido ao pagador pelo internet banking' })).statusCode).toBe(409);
  });
});

describe('an expired charge', () => {
  it('cannot be paid after its date; the candidate gets a new slip with a new charge', async () => {
    const ins = await novaInscricao(4);
    const s = await emitirPix(4, ins);
    const txid = await txidDe(s.insBltCodigo);
    const antes = t.clock.now;
    t.clock.now = new Date('2026-11-29T13:00:00.000Z');
    try {
      await expect(psp.sim.pagar(txid)).rejects.toThrow(/expirada/);
      // Issuing again replaces the expired slip (VENCIDO) by a new one with its own charge and txid.
      const r = await candidatos[4].c.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins, insBltForma: 'PIX' });
      expect(r.statusCode).toBe(200);
      const novo = json(r).data as { insBltCodigo: number };
      expect(novo.insBltCodigo).not.toBe(s.insBltCodigo);
      expect(await txidDe(novo.insBltCodigo)).not.toBe(txid);
      expect((await slip(s.insBltCodigo)).insBltSituacao).toBe('VENCIDO');
    } finally {
      t.clock.now = antes;
    }
  });
});

describe('the webhook refuses what is not the PSP', () => {
  it('a wrong secret in the URL: 401 and nothing recorded', async () => {
    const antes = (await recebimentos()).length;
    const corpo = { pix: [{ endToEndId: 'E12345678202611221300abcdef012345', txid: 'QUALQUER', valor: '150.00', horario: FIXED_NOW.toISOString() }] };
    for (const segredo of ['errado', psp.config.webhookSegredo.slice(0, -1) + 'x', '']) {
      const r = await t.app.inject({ method: 'POST', url: `/sgps/pix/webhook/${segredo}/pix`, payload: corpo });
      expect([401, 404]).toContain(r.statusCode);
    }
    expect((await recebimentos()).length).toBe(antes);
  });

  it('a malformed body is refused with 400', async () => {
    const r = await t.app.inject({ method: 'POST', url: `/sgps/pix/webhook/${psp.config.webhookSegredo}/pix`, payload: { pix: 'nada' } });
    expect(r.statusCode).toBe(400);
  });
});

describe('a refund of the refund schedule through the devolução (PUT /pix/{e2eid}/devolucao/{id})', () => {
  it('goes only once approved; then the PSP returns the Pix and the request is paid', async () => {
    const [pago] = (await recebimentos()).filter((r) => r.pixRcbSituacao === 'APLICADO');
    const ins = (await slip(pago.insBltCodigo!)).insPrcCodigo;
    await t.database.db.insert(insPrcDevolucao).values({ insPrcCodigo: ins, insPrcDvlSituacao: 'EM_ANALISE', insPrcDvlValor: 15000 });
    const pedir = () => equipe.administrador.post('/sgps/gestao/pagamentos/pix/devolver', { insPrcCodigo: ins, justificativa: 'Processo cancelado pela instituição' });
    expect((await pedir()).statusCode).toBe(400);
    await t.database.db.update(insPrcDevolucao).set({ insPrcDvlSituacao: 'DEFERIDA' }).where(eq(insPrcDevolucao.insPrcCodigo, ins));
    const r = await pedir();
    expect(r.statusCode, r.body).toBe(200);
    expect(json(r).data).toMatchObject({ situacao: 'DEVOLVIDO', valor: 15000, pixRcbE2eid: pago.pixRcbE2eid });
    const noPsp = psp.sim.pix.find((p) => p.endToEndId === pago.pixRcbE2eid)!;
    expect(noPsp.devolucoes).toHaveLength(1);
    expect(noPsp.devolucoes![0]).toMatchObject({ valor: '150.00', status: 'DEVOLVIDO' });
    const [pedido] = await t.database.db.select().from(insPrcDevolucao).where(eq(insPrcDevolucao.insPrcCodigo, ins));
    expect(pedido.insPrcDvlSituacao).toBe('PAGA');
    // Asked again: refused, the PSP is not asked twice.
    expect((await pedir()).statusCode).toBeGreaterThanOrEqual(400);
    expect(noPsp.devolucoes).toHaveLength(1);
  });
});
