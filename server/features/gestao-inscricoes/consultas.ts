/**
 * The reads of one enrolment's staff page: the enrolment with its process and person, the descriptions of what
 * it points to, its payments, the appeal attachments, the messages sent to the person and its history.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { LOOKUPS, type LookupName } from '../../db/listas-do-processo.ts';
import {
  auditoria,
  insBoleto,
  insPrcIsencao,
  insPrcRcrAnexo,
  insPrcRecurso,
  insProcesso,
  insProcessoHistorico,
  instituicao,
  mensagem,
  mnsDestinatario,
  municipio,
  prcSeletivo,
  prcSltArConhecimento,
  prcSltDfcCndApoio,
  prcSltMncProva,
  pssFisica,
  tipoInstituicao,
} from '../../db/schema/index.ts';
import { recebidoSql, taxaSql } from '../../entities/pagamento/inscricao-pagamento.ts';
import { situacaoPagamentoSql } from '../../entities/pagamento/situacao-pagamento.ts';

const INS = sql`"ins_processo"`;
import type { ArquivoInscricao, BoletoGestao, MensagemDaPessoa, MunicipioDaInscricao } from '../../../src/domain/wire/gestao-inscricoes.ts';

/** The enrolment, its process and its person; `lock` takes the enrolment row for update (the actions). */
export async function inscricaoCompleta(db: DbOrTx, insPrcCodigo: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select({ ins: insProcesso, p: prcSeletivo, pessoa: pssFisica })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  const [row] = opts.lock ? await q.for('update', { of: insProcesso }) : await q;
  return row ?? null;
}
export type InscricaoCompleta = NonNullable<Awaited<ReturnType<typeof inscricaoCompleta>>>;

/** The description of the item a lookup field points to (the exam municipality is read apart: it names a municipality). */
export async function descricaoDoItem(db: DbOrTx, campo: Exclude<LookupName, 'prcSltMncPrvCodigo'>, codigo: number): Promise<string | null> {
  const [tabela, colunaCodigo, , colunaDescricao] = LOOKUPS[campo];
  const [row] = await db.select({ d: colunaDescricao }).from(tabela).where(eq(colunaCodigo, codigo));
  return row ? String(row.d) : null;
}

export async function nomeDaInstituicao(db: DbOrTx, istCodigo: number): Promise<string | null> {
  const [row] = await db.select({ n: instituicao.istNome, s: instituicao.istSigla }).from(instituicao).where(eq(instituicao.istCodigo, istCodigo));
  return row ? (row.s ? `${row.n} (${row.s})` : row.n) : null;
}

/** The exam municipalities of a process, by name. */
export function municipiosDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<MunicipioDaInscricao[]> {
  return db
    .select({ prcSltMncPrvCodigo: prcSltMncProva.prcSltMncPrvCodigo, mncDescricao: municipio.mncDescricao, ufCodigo: municipio.ufCodigo })
    .from(prcSltMncProva)
    .innerJoin(municipio, eq(municipio.mncCodigo, prcSltMncProva.mncCodigo))
    .where(eq(prcSltMncProva.prcSltCodigo, prcSltCodigo))
    .orderBy(asc(municipio.mncDescricao));
}

/** Descriptions of the enrolment's list items (knowledge areas, desired places, support conditions, institution types). */
export async function descricoesDasListas(db: DbOrTx, l: { arConhecimentos: { prcSltArCnhCodigo: number }[]; locaisDesejados: { mncCodigo: number }[]; cndApoio: { prcSltDfcCndApoioCodigo: number; insPrcCndApoioDetalhe: string | null }[]; tpInstituicoes: { tpIstCodigo: number }[] }) {
  const nomes = async <K extends number>(codigos: K[], ler: (c: K[]) => Promise<{ c: number; d: string }[]>) => {
    if (!codigos.length) return new Map<number, string>();
    return new Map((await ler(codigos)).map((r) => [r.c, r.d]));
  };
  const [areas, locais, apoios, tipos] = await Promise.all([
    nomes(l.arConhecimentos.map((a) => a.prcSltArCnhCodigo), (c) => db.select({ c: prcSltArConhecimento.prcSltArCnhCodigo, d: prcSltArConhecimento.prcSltArCnhDescricao }).from(prcSltArConhecimento).where(inArray(prcSltArConhecimento.prcSltArCnhCodigo, c))),
    nomes(l.locaisDesejados.map((a) => a.mncCodigo), (c) => db.select({ c: municipio.mncCodigo, d: sql<string>`${municipio.mncDescricao} || '/' || ${municipio.ufCodigo}` }).from(municipio).where(inArray(municipio.mncCodigo, c))),
    nomes(l.cndApoio.map((a) => a.prcSltDfcCndApoioCodigo), (c) => db.select({ c: prcSltDfcCndApoio.prcSltDfcCndApoioCodigo, d: prcSltDfcCndApoio.prcSltDfcCndApoioDescricao }).from(prcSltDfcCndApoio).where(inArray(prcSltDfcCndApoio.prcSltDfcCndApoioCodigo, c))),
    nomes(l.tpInstituicoes.map((a) => a.tpIstCodigo), (c) => db.select({ c: tipoInstituicao.tpIstCodigo, d: tipoInstituicao.tpIstDescricao }).from(tipoInstituicao).where(inArray(tipoInstituicao.tpIstCodigo, c))),
  ]);
  const nome = (m: Map<number, string>, c: number) => m.get(c) ?? `Código ${c}`;
  return {
    arConhecimentos: l.arConhecimentos.map((a) => nome(areas, a.prcSltArCnhCodigo)),
    locaisDesejados: l.locaisDesejados.map((a) => nome(locais, a.mncCodigo)),
    cndApoio: l.cndApoio.map((a) => (a.insPrcCndApoioDetalhe ? `${nome(apoios, a.prcSltDfcCndApoioCodigo)}: ${a.insPrcCndApoioDetalhe}` : nome(apoios, a.prcSltDfcCndApoioCodigo))),
    tpInstituicoes: l.tpInstituicoes.map((a) => nome(tipos, a.tpIstCodigo)),
  };
}

/** The payment facts of the enrolment: its state (the database's paymentState), the fee, what was received, the exemption and every slip. */
export async function pagamentoDaInscricao(db: DbOrTx, insPrcCodigo: number, hoje: string) {
  const [fatos] = await db
    .select({
      situacao: situacaoPagamentoSql(INS, hoje),
      taxa: sql<number | null>`${taxaSql(INS)}`,
      recebido: sql<number>`${recebidoSql(INS)}`,
    })
    .from(insProcesso)
    .where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  const [isencao] = await db.select().from(insPrcIsencao).where(eq(insPrcIsencao.insPrcCodigo, insPrcCodigo));
  const slips = await db.select().from(insBoleto).where(eq(insBoleto.insPrcCodigo, insPrcCodigo)).orderBy(desc(insBoleto.insBltCriadoEm), desc(insBoleto.insBltCodigo));
  const boletos: BoletoGestao[] = slips.map((b) => ({
    insBltCodigo: b.insBltCodigo,
    insBltForma: b.insBltForma,
    insBltNossoNumero: b.insBltNossoNumero,
    insBltValor: b.insBltValor,
    insBltDtVencimento: b.insBltDtVencimento,
    insBltSituacao: b.insBltSituacao,
    insBltPagoEm: b.insBltPagoEm ? b.insBltPagoEm.toISOString() : null,
    insBltCriadoEm: b.insBltCriadoEm.toISOString(),
    insPrcRcrCodigo: b.insPrcRcrCodigo,
  }));
  return {
    situacao: fatos.situacao,
    taxa: fatos.taxa === null ? null : Number(fatos.taxa),
    recebido: Number(fatos.recebido),
    isencao: isencao ? { situacao: isencao.insPrcIsnSituacao, observacao: isencao.insPrcIsnObservacao, decididaEm: isencao.insPrcIsnDecididoEm.toISOString() } : null,
    boletos,
  };
}

/** The files the candidate sent with this enrolment (appeal attachments), without their content. */
export async function arquivosDaInscricao(db: DbOrTx, insPrcCodigo: number): Promise<ArquivoInscricao[]> {
  const rows = await db
    .select({ insPrcRcrCodigo: insPrcRcrAnexo.insPrcRcrCodigo, nome: insPrcRcrAnexo.insPrcRcrAnxNome, tipo: insPrcRcrAnexo.insPrcRcrAnxTipo, tamanho: insPrcRcrAnexo.insPrcRcrAnxTamanho, enviadoEm: insPrcRecurso.insPrcRcrCriadoEm })
    .from(insPrcRcrAnexo)
    .innerJoin(insPrcRecurso, eq(insPrcRecurso.insPrcRcrCodigo, insPrcRcrAnexo.insPrcRcrCodigo))
    .where(eq(insPrcRecurso.insPrcCodigo, insPrcCodigo))
    .orderBy(desc(insPrcRecurso.insPrcRcrCriadoEm));
  return rows.map((r) => ({ ...r, enviadoEm: r.enviadoEm.toISOString() }));
}

/** One attachment of the enrolment, with its content, or null (another enrolment's is not found here). */
export async function arquivoDaInscricao(db: DbOrTx, insPrcCodigo: number, insPrcRcrCodigo: number) {
  const [row] = await db
    .select({ nome: insPrcRcrAnexo.insPrcRcrAnxNome, tipo: insPrcRcrAnexo.insPrcRcrAnxTipo, conteudo: insPrcRcrAnexo.insPrcRcrAnxConteudo })
    .from(insPrcRcrAnexo)
    .innerJoin(insPrcRecurso, eq(insPrcRecurso.insPrcRcrCodigo, insPrcRcrAnexo.insPrcRcrCodigo))
    .where(and(eq(insPrcRecurso.insPrcCodigo, insPrcCodigo), eq(insPrcRcrAnexo.insPrcRcrCodigo, insPrcRcrCodigo)));
  return row ?? null;
}

/** The newest messages addressed to the person (their own recipient rows), read or not. */
export async function mensagensDaPessoa(db: DbOrTx, pssFscCodigo: number, limite = 50): Promise<MensagemDaPessoa[]> {
  const rows = await db
    .select({ mnsCodigo: mensagem.mnsCodigo, mnsAssunto: mensagem.mnsAssunto, mnsTipo: mensagem.mnsTipo, mnsDtaAgendamento: mensagem.mnsDtaAgendamento, lidaEm: mnsDestinatario.mnsDstDtaLeitura })
    .from(mnsDestinatario)
    .innerJoin(mensagem, eq(mensagem.mnsCodigo, mnsDestinatario.mnsCodigo))
    .where(eq(mnsDestinatario.pssFscCodigo, pssFscCodigo))
    .orderBy(desc(mensagem.mnsDtaAgendamento), desc(mensagem.mnsCodigo))
    .limit(limite);
  return rows.map((r) => ({ ...r, mnsDtaAgendamento: r.mnsDtaAgendamento.toISOString(), lidaEm: r.lidaEm ? r.lidaEm.toISOString() : null }));
}

/** The enrolment's snapshots and the audit rows about it, each with its author's name, oldest first. */
export async function historicoDaInscricao(db: DbOrTx, insPrcCodigo: number) {
  const [snapshots, auditorias] = await Promise.all([
    db
      .select({ em: insProcessoHistorico.insPrcHstDtHora, acao: insProcessoHistorico.insPrcHstAcao, autor: pssFisica.pssFscCodigo, nome: pssFisica.pssFscNome, dados: insProcessoHistorico.insPrcHstDados })
      .from(insProcessoHistorico)
      .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcessoHistorico.pssFscCodigo))
      .where(eq(insProcessoHistorico.insPrcCodigo, insPrcCodigo))
      .orderBy(asc(insProcessoHistorico.insPrcHstDtHora), asc(insProcessoHistorico.insPrcHstCodigo)),
    db
      .select({ em: auditoria.em, acao: auditoria.acao, autor: pssFisica.pssFscCodigo, nome: pssFisica.pssFscNome, antes: auditoria.antes, depois: auditoria.depois, justificativa: auditoria.justificativa })
      .from(auditoria)
      .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, auditoria.autorPssFscCodigo))
      .where(and(eq(auditoria.entidade, 'ins_processo'), eq(auditoria.chave, String(insPrcCodigo))))
      .orderBy(asc(auditoria.em), asc(auditoria.audCodigo)),
  ]);
  return { snapshots, auditorias };
}
