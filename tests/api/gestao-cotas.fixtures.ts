/**
 * A process whose candidates declare their quota categories on the enrolment form (issue 36): seedProcess's process
 * with the declaration fields shown, the staff cast, and candidates enrolled through the real enrolment call.
 */
import { eq } from 'drizzle-orm';
import { prcSltCnfFormulario, prcSltFrmCampo } from '../../server/db/schema/index.ts';
import { Client, createAccount, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste } from '../support/gestao.ts';
import { cpfValido, seedProcess, validBody } from './inscricao.fixtures.ts';

export const CAMPOS_DECLARACAO = ['insPrcEscolaPublica', 'insPrcAfrodescendente', 'insPrcIndigena', 'insPrcQuilombola', 'insPrcDeficiente', 'insPrcVlrRenda', 'insPrcQtdFamilia'];

export async function processoComDeclaracoes(t: TestApp) {
  const db = t.database.db;
  const s = await seedProcess(t);
  for (const nome of CAMPOS_DECLARACAO) {
    let [c] = await db.select().from(prcSltFrmCampo).where(eq(prcSltFrmCampo.prcSltFrmCmpNome, nome));
    c ??= (await db.insert(prcSltFrmCampo).values({ prcSltFrmCmpNome: nome, prcSltFrmCmpDescricao: nome, prcSltFrmCmpGrupo: 'complementares' }).returning())[0];
    await db.insert(prcSltCnfFormulario).values({ prcSltCodigo: s.p.prcSltCodigo, prcSltFrmCmpCodigo: c.prcSltFrmCmpCodigo, prcSltCnfFrmExibir: true, prcSltCnfFrmObrigatorio: false });
  }
  const outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  const e = await criarEquipe(t, s.p.prcSltCodigo, outro);
  return { s, e, outro };
}

/** A new person enrols with these answers (T/F flags, renda '2.000,00', insPrcQtdFamilia '2'): their client and enrolment. */
export async function inscrever(t: TestApp, s: Awaited<ReturnType<typeof seedProcess>>, n: number, respostas: Record<string, string>) {
  const cpf = cpfValido(700_000 + n);
  await createAccount(t, { cpf, nome: `Candidata ${n}`, senha: 'senha-da-candidata' });
  const c = new Client(t);
  await c.login(cpf, 'senha-da-candidata');
  const res = await c.post('/sgps/insProcesso/cadastrar2', validBody(s, { insPrcNmSocial: `Candidata ${n}`, opcoes: [{ opcCodigo: s.letras.opcCodigo }], ...respostas }));
  if (res.statusCode !== 200) throw new Error(`inscrição ${n}: ${res.body}`);
  return { c, ins: res.json().data.insPrcCodigo as number };
}
