import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nomeDaOpcaoSql } from '../../entities/opcao/opcao-nome.ts';
import { insProcesso, opcao, prcSeletivo, prcSltOpcao, pssFisica } from '../../db/schema/index.ts';

/** Everything the confirmation e-mail and the receipt show about one enrolment. */
export interface ReceiptFacts {
  insPrcCodigo: number;
  pssFscCodigo: number;
  insPrcIncDtHora: Date;
  insPrcAtualizadoEm: Date | null;
  insPrcCdgVerificacao: string;
  insCancelada: boolean;
  processo: string;
  opcoes: string[];
  /** The social name when the candidate gave one (it prevails), else the registered name. */
  nome: string;
  email: string | null;
}

const enrolmentWith = (db: DbOrTx) =>
  db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      pssFscCodigo: insProcesso.pssFscCodigo,
      insPrcIncDtHora: insProcesso.insPrcIncDtHora,
      insPrcAtualizadoEm: insProcesso.insPrcAtualizadoEm,
      insPrcCdgVerificacao: insProcesso.insPrcCdgVerificacao,
      insCancelada: insProcesso.insCancelada,
      insPrcNmSocial: insProcesso.insPrcNmSocial,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      prcSltTtlAlternativo: prcSeletivo.prcSltTtlAlternativo,
      pssFscNome: pssFisica.pssFscNome,
      pssFscEmail: pssFisica.pssFscEmail,
    })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo));

async function optionNames(db: DbOrTx, insPrcCodigo: number): Promise<string[]> {
  const rows = await db
    // The whole path (campus › curso › turno): a leaf alone ("Integral") does not say which course (issue 36 item 7).
    .select({ d: nomeDaOpcaoSql(sql`${opcao.opcCodigo}`) })
    .from(prcSltOpcao)
    .innerJoin(opcao, eq(opcao.opcCodigo, prcSltOpcao.opcCodigo))
    .where(eq(prcSltOpcao.insPrcCodigo, insPrcCodigo))
    .orderBy(asc(prcSltOpcao.prcSltOpcOrdem));
  return rows.map((r) => r.d);
}

type Row = Awaited<ReturnType<ReturnType<typeof enrolmentWith>['where']>>[number];

async function toFacts(db: DbOrTx, r: Row): Promise<ReceiptFacts> {
  return {
    insPrcCodigo: r.insPrcCodigo,
    pssFscCodigo: r.pssFscCodigo,
    insPrcIncDtHora: r.insPrcIncDtHora,
    insPrcAtualizadoEm: r.insPrcAtualizadoEm,
    insPrcCdgVerificacao: r.insPrcCdgVerificacao,
    insCancelada: r.insCancelada,
    processo: r.prcSltTtlAlternativo || r.prcSltDescricao,
    opcoes: await optionNames(db, r.insPrcCodigo),
    nome: r.insPrcNmSocial?.trim() || r.pssFscNome,
    email: r.pssFscEmail?.trim() || null,
  };
}

/** One enrolment's receipt facts, whoever owns it (background mail); null when it does not exist. */
export async function receiptFacts(db: DbOrTx, insPrcCodigo: number): Promise<ReceiptFacts | null> {
  const [r] = await enrolmentWith(db).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  return r ? toFacts(db, r) : null;
}

/** The receipt facts of an enrolment of this person only (null for anyone else's: the caller answers 404). */
export async function ownReceiptFacts(db: DbOrTx, insPrcCodigo: number, pssFscCodigo: number): Promise<ReceiptFacts | null> {
  const f = await receiptFacts(db, insPrcCodigo);
  return f && f.pssFscCodigo === pssFscCodigo ? f : null;
}

/** The public verification: by code only, and only what proves the receipt (no name, CPF or options). */
export async function verifyReceiptCode(db: DbOrTx, codigo: string) {
  const [r] = await db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      insPrcIncDtHora: insProcesso.insPrcIncDtHora,
      insCancelada: insProcesso.insCancelada,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      prcSltTtlAlternativo: prcSeletivo.prcSltTtlAlternativo,
    })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .where(eq(insProcesso.insPrcCdgVerificacao, codigo));
  return r ?? null;
}
