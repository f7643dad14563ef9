/**
 * The back office's test cast: one signed-in client per role (and scope), a candidate, and a process to work
 * on, so every staff suite checks the same people against the same rules.
 */
import { desc, eq } from 'drizzle-orm';
import { auditoria, prcSeletivo } from '../../server/db/schema/index.ts';
import { concederPapel, type Papel } from '../../server/entities/equipe/equipe.ts';
import { Client, createAccount, createTestApp, type TestApp } from './api.ts';

/** Valid CPFs no other fixture uses (generated once, check digits right). */
const CPFS = ['40442820135', '25806413357', '64816839550', '87330461237', '19648537291', '53287164007', '72815096340', '36062738190'];

export interface Equipe {
  /** ADMINISTRADOR (every process). */
  administrador: Client;
  /** GESTOR of every process. */
  gestor: Client;
  /** GESTOR of `processo` only. */
  gestorDoProcesso: Client;
  /** GESTOR of `outro` only: outside the scope of `processo`. */
  gestorDeOutro: Client;
  /** ATENDIMENTO of `processo`. */
  atendimento: Client;
  /** LEITURA of `processo`. */
  leitura: Client;
  /** A candidate with no staff role. */
  candidato: Client;
  anonimo: Client;
  pessoas: Record<'administrador' | 'gestor' | 'gestorDoProcesso' | 'gestorDeOutro' | 'atendimento' | 'leitura' | 'candidato', number>;
}

/** A process written straight into the database (the back office's own suites create theirs through the API). */
export async function criarProcessoDeTeste(t: TestApp, valores: Partial<typeof prcSeletivo.$inferInsert> = {}): Promise<number> {
  const inicio = new Date(t.clock.now.getTime() - 86_400_000);
  const fim = new Date(t.clock.now.getTime() + 30 * 86_400_000);
  const [p] = await t.database.db
    .insert(prcSeletivo)
    .values({ prcSltDescricao: 'Processo de teste da gestão', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: inicio, prcSltDtFim: fim, prcSltPgtBoleto: true, ...valores })
    .returning({ c: prcSeletivo.prcSltCodigo });
  return p.c;
}

/** Signs in one person per role; `processo` is the scope of the scoped roles, `outro` the scope of gestorDeOutro. */
export async function criarEquipe(t: TestApp, processo: number, outro: number): Promise<Equipe> {
  const papeis: [keyof Equipe['pessoas'], Papel | null, number | null][] = [
    ['administrador', 'ADMINISTRADOR', null],
    ['gestor', 'GESTOR', null],
    ['gestorDoProcesso', 'GESTOR', processo],
    ['gestorDeOutro', 'GESTOR', outro],
    ['atendimento', 'ATENDIMENTO', processo],
    ['leitura', 'LEITURA', processo],
    ['candidato', null, null],
  ];
  const pessoas = {} as Equipe['pessoas'];
  const clientes = {} as Record<keyof Equipe['pessoas'], Client>;
  for (const [i, [nome, papel, escopo]] of papeis.entries()) {
    const { pssFscCodigo } = await createAccount(t, { cpf: CPFS[i], nome: `Equipe ${nome}`, senha: 'senha-da-equipe' });
    if (papel) await concederPapel(t.database.db, { pssFscCodigo, papel, prcSltCodigo: escopo, concedidoPor: null, em: t.clock.now });
    pessoas[nome] = pssFscCodigo;
    const c = new Client(t);
    await c.login(CPFS[i], 'senha-da-equipe');
    clientes[nome] = c;
  }
  return { ...clientes, anonimo: new Client(t), pessoas };
}

/**
 * A staff suite's start: an app whose site rebuild is a stub (a staff write asks for one), a process and another,
 * and the cast of criarEquipe over them.
 */
export async function gestaoDeDoisProcessos(): Promise<{ t: TestApp; e: Equipe; processo: number; outro: number }> {
  const t = await createTestApp({}, { reconstruir: async () => ({ ok: true, dir: 'x', ms: 1 }) });
  const processo = await criarProcessoDeTeste(t);
  const outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  return { t, e: await criarEquipe(t, processo, outro), processo, outro };
}

/** The newest audit row of `acao`. */
export async function ultimaAuditoria(t: TestApp, acao: string) {
  return (await t.database.db.select().from(auditoria).where(eq(auditoria.acao, acao)).orderBy(desc(auditoria.audCodigo)).limit(1))[0];
}
