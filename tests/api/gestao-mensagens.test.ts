/**
 * Messages from the back office (issue 21, item 6): the recipient filters reach exactly the right candidates
 * (state, exam municipality, payment), a scheduled message stays hidden until its time and then counts as unread,
 * e-mail copies are queued once and sent once, roles and scope, validation with nothing written, the audit row,
 * and the sent list with received and read counts.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditoria,
  emailPendente,
  insBoleto,
  insPrcIsencao,
  insProcesso,
  mensagem,
  mnsDestinatario,
  municipio,
  opcao,
  pais,
  prcSltMncProva,
  prcSltOpcao,
  pssFisica,
  tipoOpcao,
  uf,
} from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let P: number;
let O: number;
let mncPg: number;
let mncCastro: number;
let mncDoOutro: number;
let ana: Client;
let carla: Client;
const pessoa: Record<string, number> = {};

const ENVIAR = '/sgps/gestao/mensagens/enviar';
const enviar = (c: Client, json: Record<string, unknown>) => c.request('POST', ENVIAR, { json: { assunto: 'Aviso', texto: '<p>Prova no domingo.</p>', tipo: 'Mensagem', copiaPorEmail: false, ...json } });
const previa = (c: Client, q: Record<string, string | number>) => c.get(`/sgps/gestao/mensagens/previa-destino?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`);
const naoLidas = async (c: Client) => (await c.get('/sgps/mensagens/mnsDestinatario/pesquisaNumeroNaoLidas')).json().data as number;
const caixa = async (c: Client) =>
  (await c.get(`/sgps/mensagens/mnsDestinatario/pesquisa?start=0&limit=50&extraParams=${encodeURIComponent('{}')}`)).json().data.map((d: { mensagem: { mnsAssunto: string } }) => d.mensagem.mnsAssunto) as string[];
const destinatariosDe = async (mnsCodigo: number) =>
  (await t.database.db.select({ p: mnsDestinatario.pssFscCodigo }).from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, mnsCodigo))).map((r) => r.p).sort((a, b) => a - b);
const codigos = (...nomes: string[]) => nomes.map((n) => pessoa[n]).sort((a, b) => a - b);
const mensagens = async () => (await t.database.db.select({ n: count() }).from(mensagem))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  P = await criarProcessoDeTeste(t, { prcSltDescricao: 'Vestibular das mensagens' });
  O = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro vestibular' });
  e = await criarEquipe(t, P, O);
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo });
  const [pg, castro] = await db.insert(municipio).values([{ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }, { mncDescricao: 'Castro', ufCodigo: 'PR' }]).returning();
  [{ prcSltMncPrvCodigo: mncPg }, { prcSltMncPrvCodigo: mncCastro }] = await db.insert(prcSltMncProva).values([{ prcSltCodigo: P, mncCodigo: pg.mncCodigo }, { prcSltCodigo: P, mncCodigo: castro.mncCodigo }]).returning();
  [{ prcSltMncPrvCodigo: mncDoOutro }] = await db.insert(prcSltMncProva).values({ prcSltCodigo: O, mncCodigo: pg.mncCodigo }).returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  const [paga, isenta] = await db
    .insert(opcao)
    .values([
      { prcSltCodigo: P, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Medicina', opcOpcFinal: true, opcVlrInscricao: 12000 },
      { prcSltCodigo: P, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Licenciatura (isenta)', opcOpcFinal: true, opcVlrInscricao: null },
    ])
    .returning();
  pessoa.ana = (await createAccount(t, { cpf: '52998224725', nome: 'Ana Deferida', senha: 'senha-da-ana', email: 'ana@exemplo.com' })).pssFscCodigo;
  pessoa.carla = (await createAccount(t, { cpf: '39053344705', nome: 'Carla de Castro', senha: 'senha-da-carla', email: 'carla@exemplo.com' })).pssFscCodigo;
  for (const [nome, email] of [['bruno', 'bruno@exemplo.com'], ['davi', null], ['eva', 'eva@exemplo.com'], ['fabio', 'fabio@exemplo.com'], ['gil', 'gil@exemplo.com']] as const) {
    const [p] = await db.insert(pssFisica).values({ pssFscNome: nome, pssFscPassaporte: `PASS${nome}`, pssFscEmail: email }).returning();
    pessoa[nome] = p.pssFscCodigo;
  }
  // ana: deferred in Ponta Grossa, paid; bruno: deferred in Ponta Grossa, fee pending; carla: deferred in Castro, exempt
  // option; davi: awaiting analysis, exemption granted; eva: rejected, pending; fabio: deferred but cancelled; gil: other process.
  const inscricoes = [
    { nome: 'ana', opc: paga, v: { insDeferida: true, prcSltMncPrvCodigo: mncPg } },
    { nome: 'bruno', opc: paga, v: { insDeferida: true, prcSltMncPrvCodigo: mncPg } },
    { nome: 'carla', opc: isenta, v: { insDeferida: true, prcSltMncPrvCodigo: mncCastro } },
    { nome: 'davi', opc: paga, v: { prcSltMncPrvCodigo: mncPg, insPrcSlcIsencao: true } },
    { nome: 'eva', opc: paga, v: { insIndeferida: true, insPrcMotivoIndeferimento: 'Documento ilegível.', prcSltMncPrvCodigo: mncPg } },
    { nome: 'fabio', opc: paga, v: { insDeferida: true, insCancelada: true, prcSltMncPrvCodigo: mncPg } },
  ];
  for (const i of inscricoes) {
    const [row] = await db.insert(insProcesso).values({ pssFscCodigo: pessoa[i.nome], prcSltCodigo: P, ...i.v }).returning();
    await db.insert(prcSltOpcao).values({ insPrcCodigo: row.insPrcCodigo, opcCodigo: i.opc.opcCodigo, prcSltOpcOrdem: 1 });
    if (i.nome === 'ana') {
      await db.insert(insBoleto).values({ insPrcCodigo: row.insPrcCodigo, insBltNossoNumero: '900001', insBltValor: 12000, insBltDtVencimento: '2026-11-30', insBltSituacao: 'PAGO', insBltPagoEm: FIXED_NOW });
    }
    if (i.nome === 'davi') await db.insert(insPrcIsencao).values({ insPrcCodigo: row.insPrcCodigo, insPrcIsnSituacao: 'DEFERIDA' });
  }
  await db.insert(insProcesso).values({ pssFscCodigo: pessoa.gil, prcSltCodigo: O, insDeferida: true, prcSltMncPrvCodigo: mncDoOutro });
  ana = new Client(t);
  await ana.login('52998224725', 'senha-da-ana');
  carla = new Client(t);
  await carla.login('39053344705', 'senha-da-carla');
});
afterAll(() => t.close());

describe('the recipient filters', () => {
  it('preview: each filter of a process reaches exactly its candidates (cancelled enrolments never)', async () => {
    const n = async (q: Record<string, string | number>) => {
      const r = await previa(e.atendimento, { destino: 'processo', prcSltCodigo: P, ...q });
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data.destinatarios as number;
    };
    expect(await n({})).toBe(5);
    expect(await n({ situacao: 'deferida', prcSltMncPrvCodigo: mncPg })).toBe(2);
    expect(await n({ situacao: 'deferida' })).toBe(3);
    expect(await n({ situacao: 'indeferida' })).toBe(1);
    expect(await n({ situacao: 'pendente' })).toBe(1);
    expect(await n({ prcSltMncPrvCodigo: mncCastro })).toBe(1);
    expect(await n({ pagamento: 'pago' })).toBe(1);
    expect(await n({ pagamento: 'isento' })).toBe(2);
    expect(await n({ pagamento: 'pendente' })).toBe(2);
    expect(await n({ situacao: 'deferida', pagamento: 'pendente' })).toBe(1);
  });

  it('preview: one person by CPF (name shown), everyone (accounts), and the refusals beside their field', async () => {
    const p = (await previa(e.gestor, { destino: 'pessoa', cpf: '390.533.447-05' })).json().data;
    expect(p).toEqual({ destinatarios: 1, pessoa: { pssFscCodigo: pessoa.carla, pssFscNome: 'Carla de Castro' } });
    const todos = (await previa(e.gestor, { destino: 'todos' })).json().data.destinatarios;
    expect(todos).toBe(9); // seven staff accounts, Ana and Carla
    const cpfRuim = await previa(e.gestor, { destino: 'pessoa', cpf: '123' });
    expect(cpfRuim.statusCode).toBe(400);
    expect(cpfRuim.json().data.campos.cpf).toBe('Informe um CPF válido, com os 11 dígitos.');
    expect((await previa(e.gestor, { destino: 'pessoa', cpf: '11144477735' })).json().data.campos.cpf).toBe('Nenhuma pessoa com este CPF está cadastrada.');
    const outroMunicipio = await previa(e.gestorDoProcesso, { destino: 'processo', prcSltCodigo: P, prcSltMncPrvCodigo: mncDoOutro });
    expect(outroMunicipio.statusCode).toBe(400);
    expect(outroMunicipio.json().data.campos.prcSltMncPrvCodigo).toBe('Escolha um município de prova deste processo.');
  });

  it('sending to "deferidas de Ponta Grossa" writes exactly their rows, and the candidate sees it with the unread count', async () => {
    const [antesAna, antesCarla] = [await naoLidas(ana), await naoLidas(carla)];
    const r = await enviar(e.gestorDoProcesso, { assunto: 'Deferidos de Ponta Grossa', destino: { processo: P, filtros: { situacao: 'deferida', prcSltMncPrvCodigo: mncPg } }, justificativa: 'Aviso do local de prova.' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json()).toMatchObject({ success: true, message: 'Mensagem enviada para 2 pessoas.', data: { destinatarios: 2, emails: 0, mnsDtaAgendamento: FIXED_NOW.toISOString() } });
    const { mnsCodigo } = r.json().data;
    expect(await destinatariosDe(mnsCodigo)).toEqual(codigos('ana', 'bruno'));
    expect(await naoLidas(ana)).toBe(antesAna + 1);
    expect(await naoLidas(carla)).toBe(antesCarla);
    expect(await caixa(ana)).toContain('Deferidos de Ponta Grossa');
    const [audit] = await t.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'gestao:mensagem.enviar'), eq(auditoria.chave, String(mnsCodigo))));
    expect(audit).toMatchObject({ autorPssFscCodigo: e.pessoas.gestorDoProcesso, entidade: 'mensagem', prcSltCodigo: P, justificativa: 'Aviso do local de prova.', antes: null });
    expect(audit.depois).toMatchObject({ assunto: 'Deferidos de Ponta Grossa', destino: { processo: P }, filtros: { situacao: 'deferida', prcSltMncPrvCodigo: mncPg }, destinatarios: 2 });
  });

  it('payment filters: pending reaches the unpaid with a fee, never the paid or the exempt', async () => {
    const r = await enviar(e.atendimento, { assunto: 'Pague a taxa', destino: { processo: P, filtros: { pagamento: 'pendente' } } });
    expect(await destinatariosDe(r.json().data.mnsCodigo)).toEqual(codigos('bruno', 'eva'));
    const isentos = await enviar(e.atendimento, { assunto: 'Isentos', destino: { processo: P, filtros: { pagamento: 'isento' } } });
    expect(await destinatariosDe(isentos.json().data.mnsCodigo)).toEqual(codigos('carla', 'davi'));
  });
});

describe('scheduling and e-mail copies', () => {
  it('a scheduled message is invisible until its time, then shows as unread; its e-mail copies go out then, once', async () => {
    const db = t.database.db;
    const antes = await naoLidas(ana);
    const hora = new Date(FIXED_NOW.getTime() + 30 * 60_000); // within the session's idle time
    const r = await enviar(e.gestor, { assunto: 'Resultado às 10h30', destino: { processo: P, filtros: { situacao: 'deferida' } }, agendarPara: hora.toISOString(), copiaPorEmail: true });
    expect(r.statusCode, r.body).toBe(200);
    const { mnsCodigo, emails, destinatarios } = r.json().data;
    expect([destinatarios, emails]).toEqual([3, 3]);
    const copias = () => db.select().from(emailPendente).where(eq(emailPendente.tipo, 'copia-mensagem'));
    expect((await copias()).map((c) => c.proximaTentativa.toISOString())).toEqual([hora.toISOString(), hora.toISOString(), hora.toISOString()]);
    await t.app.mailQueue.drain();
    expect((await copias()).every((c) => c.situacao === null)).toBe(true);
    expect(await naoLidas(ana)).toBe(antes);
    expect(await caixa(ana)).not.toContain('Resultado às 10h30');

    t.clock.now = new Date(hora.getTime() + 60_000);
    try {
      expect(await naoLidas(ana)).toBe(antes + 1);
      expect(await caixa(ana)).toContain('Resultado às 10h30');
      await t.app.mailQueue.drain();
      const enviadas = await copias();
      expect(enviadas.map((c) => c.situacao)).toEqual(['enviado', 'enviado', 'enviado']);
      expect(enviadas.every((c) => c.tentativas === 1)).toBe(true);
      await t.app.mailQueue.drain();
      expect((await copias()).every((c) => c.tentativas === 1)).toBe(true);
      expect((await db.select({ n: count() }).from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, mnsCodigo)))[0].n).toBe(3);
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('the same idempotency key sends once (a double click)', async () => {
    const antes = await mensagens();
    const corpo = { assunto: 'Uma vez só', destino: { processo: P }, idempotencyKey: 'envio-unico-0001' };
    const a = await enviar(e.gestor, corpo);
    const b = await enviar(e.gestor, corpo);
    expect(b.json().data.mnsCodigo).toBe(a.json().data.mnsCodigo);
    expect(await mensagens()).toBe(antes + 1);
  });

  it('to everyone: one global message (no rows), copies only for people with an address, read counts from what readers materialised', async () => {
    const r = await enviar(e.administrador, { assunto: 'A todos', destino: { todos: true }, copiaPorEmail: true });
    expect(r.json().data).toMatchObject({ destinatarios: 9, emails: 2 });
    const { mnsCodigo } = r.json().data;
    expect(await destinatariosDe(mnsCodigo)).toEqual(codigos('ana', 'carla'));
    expect(await caixa(carla)).toContain('A todos');
    const lista = (await e.administrador.get('/sgps/gestao/mensagens')).json().data;
    expect(lista.find((m: { mnsCodigo: number }) => m.mnsCodigo === mnsCodigo)).toMatchObject({ destino: 'todos', destinatarios: 9, lidas: 0, emails: 2, copiaPorEmail: true });
    await carla.request('POST', '/sgps/mensagens/mnsDestinatario/atualizarMnsDestinatario', { json: { mensagem: { mnsCodigo } } });
    const depois = (await e.administrador.get('/sgps/gestao/mensagens')).json().data;
    expect(depois.find((m: { mnsCodigo: number }) => m.mnsCodigo === mnsCodigo).lidas).toBe(1);
  });
});

describe('roles and scope', () => {
  it('Atendimento and Gestor of P send to P; Leitura, the Gestor of another process, a candidate and nobody do not', async () => {
    const antes = await mensagens();
    expect((await enviar(e.leitura, { destino: { processo: P } })).statusCode).toBe(403);
    expect((await enviar(e.gestorDeOutro, { destino: { processo: P } })).statusCode).toBe(403);
    expect((await enviar(e.candidato, { destino: { processo: P } })).statusCode).toBe(403);
    expect((await enviar(e.anonimo, { destino: { processo: P } })).statusCode).toBe(401);
    expect((await enviar(e.gestorDoProcesso, { destino: { processo: 999_999 } })).statusCode).toBe(404);
    expect(await mensagens()).toBe(antes);
  });

  it('one person and everyone need the role for every process', async () => {
    const antes = await mensagens();
    for (const c of [e.atendimento, e.gestorDoProcesso]) {
      expect((await enviar(c, { destino: { todos: true } })).statusCode).toBe(403);
      expect((await enviar(c, { destino: { pessoa: pessoa.ana } })).statusCode).toBe(403);
      expect((await previa(c, { destino: 'todos' })).statusCode).toBe(403);
    }
    expect(await mensagens()).toBe(antes);
    const r = await enviar(e.gestor, { assunto: 'Só para a Carla', destino: { pessoa: pessoa.carla } });
    expect(await destinatariosDe(r.json().data.mnsCodigo)).toEqual(codigos('carla'));
  });

  it("the sent list: a process's messages with received and read counts, within the caller's scope", async () => {
    const lista = await e.leitura.get(`/sgps/gestao/mensagens?prcSltCodigo=${P}`);
    expect(lista.statusCode).toBe(200);
    const m = lista.json().data.find((x: { mnsAssunto: string }) => x.mnsAssunto === 'Deferidos de Ponta Grossa');
    expect(m).toMatchObject({ destino: 'processo', prcSltCodigo: P, destinatarios: 2, lidas: 0, filtros: { situacao: 'deferida', prcSltMncPrvCodigo: mncPg }, municipio: 'Ponta Grossa (PR)', enviadaPor: 'Equipe gestorDoProcesso', agendada: false });
    await ana.request('POST', '/sgps/mensagens/mnsDestinatario/atualizarMnsDestinatario', { json: { mensagem: { mnsCodigo: m.mnsCodigo } } });
    const depois = (await e.leitura.get(`/sgps/gestao/mensagens?prcSltCodigo=${P}`)).json().data.find((x: { mnsCodigo: number }) => x.mnsCodigo === m.mnsCodigo);
    expect(depois.lidas).toBe(1);
    expect(lista.json().data.every((x: { prcSltCodigo: number }) => x.prcSltCodigo === P)).toBe(true);
    expect((await e.gestorDeOutro.get(`/sgps/gestao/mensagens?prcSltCodigo=${P}`)).statusCode).toBe(403);
    expect((await e.leitura.get('/sgps/gestao/mensagens')).statusCode).toBe(403);
    expect((await e.gestorDeOutro.get(`/sgps/gestao/mensagens?prcSltCodigo=${O}`)).json().data).toEqual([]);
  });
});

describe('validation: a message per field, nothing written', () => {
  it('refuses an empty subject, a javascript: link, a past schedule and a municipality of another process', async () => {
    const antes = await mensagens();
    const casos: [Record<string, unknown>, string, string][] = [
      [{ assunto: '  ', destino: { processo: P } }, 'assunto', 'O assunto é obrigatório.'],
      [{ texto: '<a href="javascript:alert(1)">aqui</a>', destino: { processo: P } }, 'texto', 'Os links do texto devem começar com https://, http:// ou mailto:.'],
      [{ destino: { processo: P }, agendarPara: new Date(FIXED_NOW.getTime() - 3_600_000).toISOString() }, 'agendarPara', 'O agendamento deve ser para uma data e hora futuras.'],
      [{ destino: { processo: P }, agendarPara: '25/12/2026 10:00' }, 'agendarPara', 'Informe a data e a hora do agendamento (dd/mm/aaaa hh:mm).'],
      [{ destino: { processo: P, filtros: { prcSltMncPrvCodigo: mncDoOutro } } }, 'prcSltMncPrvCodigo', 'Escolha um município de prova deste processo.'],
    ];
    for (const [corpo, campo, msg] of casos) {
      const r = await enviar(e.gestorDoProcesso, corpo);
      expect(r.statusCode, JSON.stringify(corpo)).toBe(400);
      expect(r.json().data.campos[campo]).toBe(msg);
    }
    expect((await enviar(e.gestorDoProcesso, { tipo: 'Aviso', destino: { processo: P } })).statusCode).toBe(400);
    expect(await mensagens()).toBe(antes);
    expect((await t.database.db.select({ n: count() }).from(auditoria).where(eq(auditoria.acao, 'gestao:mensagem.enviar')))[0].n).toBeGreaterThan(0);
  });
});
