/**
 * Test-only: hostile rows for the browser XSS suite (tests/e2e/security-xss.spec.ts). scripts/start.ts
 * inserts them after the demo seed when E2E_HOSTILE=1, before the site is built from the data — with a published
 * result (its person ranked in its option, in ampla concorrência and in a quota list of a hostile name), which the
 * build pre-renders and the result pages' shells draw from the API. Every payload, if it ever ran, would set
 * window.__xss and open a dialog; the suite asserts neither happens and no injected element exists.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { clsCalculo, clsLista, conta, insProcesso, mensagem, mnsDestinatario, opcao, prcSeletivo, prcSltOpcao, pssFisica, resPublicacao, tipoOpcao } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/lib/passwords.ts';

export const HOSTILE_ACCOUNT = { cpf: '98765432100', senha: 'hostil-senha' };
const p = (n: number) => `<img src=x onerror="window.__xss=${n};alert(${n})">`;
export const HOSTILE = {
  nome: `${p(1)}Hostil <script>window.__xss=11;alert(11)</script>Silva`,
  processo: `${p(2)}<script>window.__xss=12;alert(12)</script>Processo <b onmouseover=alert(13)>Hostil</b>`,
  opcao: `<svg onload="window.__xss=3;alert(3)"></svg>Curso ${p(3)}`,
  assunto: `${p(4)}Assunto hostil`,
  categoria: `${p(9)}Cota <script>window.__xss=19;alert(19)</script>hostil`,
  texto: `<script>window.__xss=5;alert(5)</script>${p(5)}<a href="javascript:window.__xss=6;alert(6)">clique</a><iframe src="javascript:alert(7)"></iframe><form action="javascript:alert(8)"><button>enviar</button></form><style>body{display:none}</style>texto hostil www.example.com`,
};

export async function insertHostileRows(database: Database, now = new Date()): Promise<{ prcSltCodigo: number; insPrcCodigo: number; opcCodigo: number }> {
  const db = database.db;
  const day = 86_400_000;
  const [pessoa] = await db.insert(pssFisica).values({ pssFscNome: HOSTILE.nome, pssFscCPF: HOSTILE_ACCOUNT.cpf, pssFscEmail: 'hostil@example.com' }).returning();
  await db.insert(conta).values({ pssFscCodigo: pessoa.pssFscCodigo, login: HOSTILE_ACCOUNT.cpf, senhaHash: await hashPassword(HOSTILE_ACCOUNT.senha) });
  const [proc] = await db
    .insert(prcSeletivo)
    .values({
      prcSltDescricao: HOSTILE.processo,
      prcSltTipo: 'VESTIBULAR',
      prcSltExbEnsalamento: true,
      prcSltEnsLembrete: HOSTILE.processo,
      prcSltDtInicio: new Date(now.getTime() - 5 * day),
      prcSltDtFim: new Date(now.getTime() + 30 * day),
      prcSltDtFimEdicao: new Date(now.getTime() + 20 * day),
      prcSltPgtBoleto: true,
    } as typeof prcSeletivo.$inferInsert)
    .returning();
  const [tipo] = await db.insert(tipoOpcao).values({ tpOpcDescricao: `Curso hostil ${proc.prcSltCodigo}` }).returning();
  const [op] = await db.insert(opcao).values({ prcSltCodigo: proc.prcSltCodigo, tpOpcCodigo: tipo.tpOpcCodigo, opcDescricao: HOSTILE.opcao, opcOpcFinal: true, opcVlrInscricao: 5000, opcPgtBoleto: true }).returning();
  const [ins] = await db.insert(insProcesso).values({ pssFscCodigo: pessoa.pssFscCodigo, prcSltCodigo: proc.prcSltCodigo, insPrcTrmAceite: true, insPrcNmSocial: HOSTILE.nome } as typeof insProcesso.$inferInsert).returning();
  await db.insert(prcSltOpcao).values({ insPrcCodigo: ins.insPrcCodigo, opcCodigo: op.opcCodigo, prcSltOpcOrdem: 1 });
  const [msg] = await db.insert(mensagem).values({ mnsAssunto: HOSTILE.assunto, mnsTexto: HOSTILE.texto, mnsDtaAgendamento: new Date(now.getTime() - 60_000), pssFscCodigo: pessoa.pssFscCodigo } as typeof mensagem.$inferInsert).returning();
  await db.insert(mnsDestinatario).values({ mnsCodigo: msg.mnsCodigo, pssFscCodigo: pessoa.pssFscCodigo } as typeof mnsDestinatario.$inferInsert);
  // A published final result: the public pages show the person's name, the option and the quota list's name.
  const [calculo] = await db.insert(clsCalculo).values({ prcSltCodigo: proc.prcSltCodigo, clsCalRegras: { categorias: [{ codigo: 'HOSTIL', nome: HOSTILE.categoria }] } }).returning();
  const linha = { clsCalCodigo: calculo.clsCalCodigo, opcCodigo: op.opcCodigo, clsLstPosicao: 1, insPrcCodigo: ins.insPrcCodigo, clsLstNota: '90', clsLstSituacao: 'aprovado' as const };
  await db.insert(clsLista).values([{ ...linha, clsLstLista: 'AC' }, { ...linha, clsLstLista: 'HOSTIL' }]);
  await db.insert(resPublicacao).values({ prcSltCodigo: proc.prcSltCodigo, resPubTipo: 'final', clsCalCodigo: calculo.clsCalCodigo });
  return { prcSltCodigo: proc.prcSltCodigo, insPrcCodigo: ins.insPrcCodigo, opcCodigo: op.opcCodigo };
}

/** For scripts/start.ts: inserts the hostile rows once per data directory. */
export async function seedHostileOnce(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const exists = await database.db.select().from(conta).where(eq(conta.login, HOSTILE_ACCOUNT.cpf));
    if (exists.length === 0) await insertHostileRows(database);
  } finally {
    await database.close();
  }
}
