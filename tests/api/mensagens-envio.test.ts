import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso, mensagem, mnsDestinatario, prcSeletivo } from '../../server/db/schema/index.ts';
import { enviarMensagem, EnvioInvalido } from '../../server/entities/mensagem/mensagem.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/** Staff sending (scripts/messages-send.ts -> enviarMensagem), seen through the candidates' API. */
const BASE = '/sgps/mensagens/mnsDestinatario';
const at = (hoursFromNow: number) => new Date(FIXED_NOW.getTime() + hoursFromNow * 3_600_000);

let t: TestApp;
let ana: { pssFscCodigo: number };
let bruno: { pssFscCodigo: number };
let carla: { pssFscCodigo: number };

async function loggedIn(cpf: string, senha: string) {
  const c = new Client(t);
  await c.login(cpf, senha);
  return c;
}
const pesquisa = (c: Client, p: { pesquisa?: string } = {}) =>
  c.get(`${BASE}/pesquisa?${new URLSearchParams({ start: '0', limit: '10', extraParams: JSON.stringify(p.pesquisa ? { pesquisa: p.pesquisa } : {}) })}`);
const unread = async (c: Client) => (await c.get(`${BASE}/pesquisaNumeroNaoLidas`)).json().data as number;

beforeAll(async () => {
  t = await createTestApp();
  ana = await createAccount(t, { cpf: '52998224725', nome: 'Ana Candidata', senha: 'ana-senha' });
  bruno = await createAccount(t, { cpf: '11144477735', nome: 'Bruno Candidato', senha: 'bruno-senha' });
  carla = await createAccount(t, { cpf: '39053344705', nome: 'Carla Paginada', senha: 'carla-senha' });
});
afterAll(() => t.close());

describe('envio pela equipe (npm run messages:send)', () => {
  it('para os candidatos de um processo (inscrições não canceladas), para uma pessoa e para todos; o contador acompanha', async () => {
    const db = t.database.db;
    const [prc] = await db
      .insert(prcSeletivo)
      .values({ prcSltDescricao: 'PSS Envio', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: at(-100), prcSltDtFim: at(100) })
      .returning();
    await db.insert(insProcesso).values([
      { pssFscCodigo: ana.pssFscCodigo, prcSltCodigo: prc.prcSltCodigo },
      { pssFscCodigo: bruno.pssFscCodigo, prcSltCodigo: prc.prcSltCodigo, insCancelada: true },
    ]);
    const a = await loggedIn('52998224725', 'ana-senha');
    const b = await loggedIn('11144477735', 'bruno-senha');
    const c = await loggedIn('39053344705', 'carla-senha');
    const [ua, ub, uc] = [await unread(a), await unread(b), await unread(c)];

    const porProcesso = await enviarMensagem(db, { assunto: 'Aos inscritos do PSS', texto: '<p>Prova domingo</p>', tipo: 'Mensagem', destino: { processo: prc.prcSltCodigo } }, FIXED_NOW);
    expect(porProcesso.destinatarios).toBe(1);
    const paraCarla = await enviarMensagem(db, { assunto: 'Só para a Carla', texto: 'Oi', tipo: 'Noticia', destino: { para: carla.pssFscCodigo }, sistema: 'CPS' }, FIXED_NOW);
    expect(paraCarla.destinatarios).toBe(1);
    const todos = await enviarMensagem(db, { assunto: 'A todos', texto: 'Aviso', tipo: 'Noticia', destino: { todos: true } }, FIXED_NOW);
    expect(todos.destinatarios).toBe('todos');
    // scheduled for later: counted by nobody yet
    await enviarMensagem(db, { assunto: 'Depois', texto: 'Mais tarde', tipo: 'Mensagem', destino: { todos: true }, agendamento: at(0.5) }, FIXED_NOW);

    expect([await unread(a), await unread(b), await unread(c)]).toEqual([ua + 2, ub + 1, uc + 2]);
    const [first] = (await pesquisa(c)).json().data;
    expect(first.mensagem).toMatchObject({ mnsAssunto: 'A todos', tblGrlItmMnsTipo: { tblGrlItmCodigo: 'Noticia' } });
    const subjects = (await pesquisa(c, { pesquisa: 'carla' })).json().data.map((d: { mensagem: { mnsAssunto: string; sistema: { sstCodigo: string } } }) => d.mensagem);
    expect(subjects).toEqual([expect.objectContaining({ mnsAssunto: 'Só para a Carla', sistema: { sstCodigo: 'CPS' } })]);
    expect((await pesquisa(b, { pesquisa: 'inscritos do PSS' })).json().data).toEqual([]);
  });

  it('reagendar uma mensagem para depois a esconde até a nova hora (a cópia da data segue a mensagem)', async () => {
    const db = t.database.db;
    const c = await loggedIn('39053344705', 'carla-senha');
    const { mnsCodigo } = await enviarMensagem(db, { assunto: 'Reagendada', texto: 'x', tipo: 'Mensagem', destino: { para: carla.pssFscCodigo } }, at(-1));
    const before = await unread(c);
    expect((await pesquisa(c, { pesquisa: 'Reagendada' })).json().total).toBe(1);
    await db.update(mensagem).set({ mnsDtaAgendamento: at(0.5) }).where(eq(mensagem.mnsCodigo, mnsCodigo));
    expect((await pesquisa(c, { pesquisa: 'Reagendada' })).json().total).toBe(0);
    expect(await unread(c)).toBe(before - 1);
    const [row] = await db.select().from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, mnsCodigo));
    expect(row.mnsDtaAgendamento?.toISOString()).toBe(at(0.5).toISOString());
  });

  it('cada destinatário guarda a hora da sua mensagem: dada pelo envio, preenchida quando falta, recusada quando errada', async () => {
    const db = t.database.db;
    // A send to a process's candidates writes the instant itself (no row trigger); every row has its message's.
    const [prc] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'PSS Hora', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: at(-100), prcSltDtFim: at(100) }).returning();
    await db.insert(insProcesso).values([ana, bruno, carla].map((p) => ({ pssFscCodigo: p.pssFscCodigo, prcSltCodigo: prc.prcSltCodigo })));
    const envio = await enviarMensagem(db, { assunto: 'Hora', texto: 'x', tipo: 'Mensagem', destino: { processo: prc.prcSltCodigo }, agendamento: at(-2) }, FIXED_NOW);
    const linhas = await db.select().from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, envio.mnsCodigo));
    expect(linhas.map((l) => l.mnsDtaAgendamento?.toISOString())).toEqual([at(-2), at(-2), at(-2)].map((d) => d.toISOString()));
    // Without an instant (any other writer): the message's is filled in.
    const [m] = await db.insert(mensagem).values({ mnsAssunto: 'Sem hora', mnsTexto: 'x', mnsDtaAgendamento: at(-3) }).returning();
    const [sem] = await db.insert(mnsDestinatario).values({ mnsCodigo: m.mnsCodigo, pssFscCodigo: ana.pssFscCodigo }).returning();
    expect(sem.mnsDtaAgendamento?.toISOString()).toBe(at(-3).toISOString());
    // With another instant than the message's: refused, nothing written (the inbox would list it at the wrong place).
    await expect(db.insert(mnsDestinatario).values({ mnsCodigo: m.mnsCodigo, pssFscCodigo: bruno.pssFscCodigo, mnsDtaAgendamento: at(-1) })).rejects.toThrow();
    expect((await db.select().from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, m.mnsCodigo))).length).toBe(1);
  });

  it('cada destinatário é de uma mensagem que existe: conferido por comando, apagado com ela, código fixo', async () => {
    const db = t.database.db;
    const [m] = await db.insert(mensagem).values({ mnsAssunto: 'Chave', mnsTexto: 'x', mnsDtaAgendamento: at(-1) }).returning();
    const [outra] = await db.insert(mensagem).values({ mnsAssunto: 'Outra', mnsTexto: 'x', mnsDtaAgendamento: at(-1) }).returning();
    // A statement naming a message that does not exist is refused whole, as the foreign key refused it.
    const falha = db.insert(mnsDestinatario).values([
      { mnsCodigo: m.mnsCodigo, pssFscCodigo: ana.pssFscCodigo, mnsDtaAgendamento: at(-1) },
      { mnsCodigo: 99_999_999, pssFscCodigo: bruno.pssFscCodigo },
    ]);
    await expect(falha).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503' }) });
    expect(await db.select().from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, m.mnsCodigo))).toEqual([]);
    // Moving a row to a missing message is refused too.
    await db.insert(mnsDestinatario).values([ana, bruno].map((p) => ({ mnsCodigo: m.mnsCodigo, pssFscCodigo: p.pssFscCodigo })));
    await db.insert(mnsDestinatario).values({ mnsCodigo: outra.mnsCodigo, pssFscCodigo: carla.pssFscCodigo });
    await expect(db.update(mnsDestinatario).set({ mnsCodigo: 99_999_999 }).where(eq(mnsDestinatario.mnsCodigo, m.mnsCodigo))).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23503' }) });
    // A message's code never changes; deleting it deletes its rows and no one else's, and the counters follow.
    await expect(db.update(mensagem).set({ mnsCodigo: 99_999_998 }).where(eq(mensagem.mnsCodigo, m.mnsCodigo))).rejects.toThrow();
    const anaAntes = await unread(await loggedIn('52998224725', 'ana-senha'));
    await db.delete(mensagem).where(eq(mensagem.mnsCodigo, m.mnsCodigo));
    expect(await db.select().from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, m.mnsCodigo))).toEqual([]);
    expect((await db.select().from(mnsDestinatario).where(eq(mnsDestinatario.mnsCodigo, outra.mnsCodigo))).length).toBe(1);
    expect(await unread(await loggedIn('52998224725', 'ana-senha'))).toBe(anaAntes - 1);
  });

  it('recusa destino inexistente e texto vazio sem gravar nada', async () => {
    const db = t.database.db;
    const before = (await db.select().from(mensagem)).length;
    await expect(enviarMensagem(db, { assunto: 'X', texto: 'Y', tipo: 'Mensagem', destino: { para: 99_999_999 } }, FIXED_NOW)).rejects.toThrow(EnvioInvalido);
    await expect(enviarMensagem(db, { assunto: 'X', texto: 'Y', tipo: 'Mensagem', destino: { processo: 99_999_999 } }, FIXED_NOW)).rejects.toThrow('não encontrado');
    await expect(enviarMensagem(db, { assunto: 'X', texto: '  ', tipo: 'Mensagem', destino: { todos: true } }, FIXED_NOW)).rejects.toThrow('texto é obrigatório');
    expect((await db.select().from(mensagem)).length).toBe(before);
  });
});
