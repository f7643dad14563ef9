/**
 * Supporting documents (issue 27): which document types an enrolment must send given the candidate's answers,
 * each type's sending window, the versions sent, and writing a new version. The candidate's routes
 * (features/documentos) and the back office's (features/gestao-documentos) share these rules.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { janelaTexto } from '../../../src/domain/cronograma.ts';
import { type DocumentoPedido, ROTULO_SITUACAO_DOCUMENTO, type VersaoDocumento } from '../../../src/domain/wire/documentos.ts';
import type { DbOrTx } from '../../db/client.ts';
import { insPrcDocumento, insProcesso, prcSeletivo, prcSltOpcao, prcSltTpDocumento } from '../../db/schema/index.ts';
import { sha256 } from './anexo.ts';
import type { Armazenamento } from './documento-armazenamento.ts';
import type { ArquivoLido } from '../../http/upload.ts';
import { documentoParaGuardar, formatosTexto, tamanhoTexto } from './documento-arquivo.ts';

export type TipoDocumento = typeof prcSltTpDocumento.$inferSelect;
export type LinhaDocumento = typeof insPrcDocumento.$inferSelect;

export const PRAZO_ENCERRADO = 'O prazo para enviar este documento está encerrado.';
export const PRAZO_NAO_INICIADO = 'O prazo para enviar este documento ainda não começou.';
export const NAO_PEDIDO = 'Este documento não é pedido para a sua inscrição.';
export const JA_EM_ANALISE = 'Este documento já está em análise ou foi aceito; não é preciso enviá-lo novamente.';
export const INSCRICAO_CANCELADA = 'Esta inscrição está cancelada.';

/** An enrolment with what decides which documents it must send. */
export async function inscricaoParaDocumentos(db: DbOrTx, insPrcCodigo: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      pssFscCodigo: insProcesso.pssFscCodigo,
      prcSltCodigo: insProcesso.prcSltCodigo,
      insCancelada: insProcesso.insCancelada,
      cotista: insProcesso.insPrcCotista,
      deficiencia: insProcesso.insPrcDeficiente,
      atendimento: insProcesso.insPrcAtnEspecializado,
      atendimentoJustificativa: insProcesso.insPrcAtnEspJustificativa,
      tempoAdicional: insProcesso.insPrcNcsTmpAdicional,
      bancaEspecial: insProcesso.insPrcBncEspecial,
      isencao: insProcesso.insPrcSlcIsencao,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      prcInicio: prcSeletivo.prcSltDtInicio,
      prcFim: prcSeletivo.prcSltDtFim,
    })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  const [row] = opts.lock ? await q.for('update', { of: insProcesso }) : await q;
  if (!row) return null;
  const opcoes = (await db.select({ o: prcSltOpcao.opcCodigo }).from(prcSltOpcao).where(eq(prcSltOpcao.insPrcCodigo, insPrcCodigo))).map((r) => r.o);
  return { ...row, condicaoEspecial: row.atendimento || row.tempoAdicional || row.bancaEspecial, opcoes };
}
export type InscricaoDocumentos = NonNullable<Awaited<ReturnType<typeof inscricaoParaDocumentos>>>;

/** True when the candidate's answers make this type theirs to send. */
export function tipoSeAplica(t: Pick<TipoDocumento, 'prcSltTpDocParaQuem' | 'opcCodigo'>, i: Pick<InscricaoDocumentos, 'cotista' | 'deficiencia' | 'condicaoEspecial' | 'isencao' | 'opcoes'>): boolean {
  switch (t.prcSltTpDocParaQuem) {
    case 'TODOS':
      return true;
    case 'COTISTA':
      return i.cotista;
    case 'DEFICIENCIA':
      return i.deficiencia;
    case 'CONDICAO_ESPECIAL':
      return i.condicaoEspecial;
    case 'ISENCAO':
      return i.isencao;
    case 'OPCAO':
      return t.opcCodigo !== null && i.opcoes.includes(t.opcCodigo);
  }
}

/** The type's own window, or the process's enrolment period. */
export function janelaDoTipo(t: Pick<TipoDocumento, 'prcSltTpDocInicio' | 'prcSltTpDocFim'>, i: { prcInicio: Date; prcFim: Date }) {
  return t.prcSltTpDocInicio && t.prcSltTpDocFim ? { inicio: t.prcSltTpDocInicio, fim: t.prcSltTpDocFim } : { inicio: i.prcInicio, fim: i.prcFim };
}

/** The refusal for a sending outside the window; null inside it. */
export function foraDaJanela(j: { inicio: Date; fim: Date }, now: Date): string | null {
  if (now < j.inicio) return PRAZO_NAO_INICIADO;
  if (now > j.fim) return PRAZO_ENCERRADO;
  return null;
}

export async function tiposDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<TipoDocumento[]> {
  return db.select().from(prcSltTpDocumento).where(eq(prcSltTpDocumento.prcSltCodigo, prcSltCodigo)).orderBy(asc(prcSltTpDocumento.prcSltTpDocOrdem), asc(prcSltTpDocumento.prcSltTpDocCodigo));
}

/** Every version an enrolment sent, newest first per type. */
export async function versoesDaInscricao(db: DbOrTx, insPrcCodigo: number, tipo?: number): Promise<LinhaDocumento[]> {
  const onde = tipo === undefined ? eq(insPrcDocumento.insPrcCodigo, insPrcCodigo) : and(eq(insPrcDocumento.insPrcCodigo, insPrcCodigo), eq(insPrcDocumento.prcSltTpDocCodigo, tipo));
  return db.select().from(insPrcDocumento).where(onde).orderBy(asc(insPrcDocumento.prcSltTpDocCodigo), desc(insPrcDocumento.insPrcDocVersao));
}

export function versaoWire(d: LinhaDocumento): VersaoDocumento {
  return {
    insPrcDocCodigo: d.insPrcDocCodigo,
    versao: d.insPrcDocVersao,
    nome: d.insPrcDocNome,
    tipo: d.insPrcDocTipo,
    tamanho: d.insPrcDocTamanho,
    situacao: d.insPrcDocSituacao,
    situacaoTexto: ROTULO_SITUACAO_DOCUMENTO[d.insPrcDocSituacao],
    motivo: d.insPrcDocMotivo,
    enviadoEm: d.insPrcDocEnviadoEm.toISOString(),
    decididoEm: d.insPrcDocDecididoEm?.toISOString() ?? null,
  };
}

/** A new version may go in while the window is open, unless the last one waits in analysis or was accepted. */
export const podeEnviarSobre = (ultima: LinhaDocumento | undefined) => !ultima || ultima.insPrcDocSituacao === 'ENVIADO' || ultima.insPrcDocSituacao === 'RECUSADO';

/** The documents the candidate must (or may) send, as their screen shows them. */
export function documentosPedidos(ins: InscricaoDocumentos, tipos: TipoDocumento[], versoes: LinhaDocumento[], now: Date): DocumentoPedido[] {
  return tipos
    .filter((t) => tipoSeAplica(t, ins))
    .map((t) => {
      const j = janelaDoTipo(t, ins);
      const minhas = versoes.filter((v) => v.prcSltTpDocCodigo === t.prcSltTpDocCodigo);
      const aberta = !ins.insCancelada && foraDaJanela(j, now) === null;
      return {
        prcSltTpDocCodigo: t.prcSltTpDocCodigo,
        nome: t.prcSltTpDocNome,
        instrucoes: t.prcSltTpDocInstrucoes,
        formatos: t.prcSltTpDocFormatos,
        formatosTexto: formatosTexto(t.prcSltTpDocFormatos),
        maxBytes: t.prcSltTpDocMaxBytes,
        maxTexto: tamanhoTexto(t.prcSltTpDocMaxBytes),
        obrigatorio: t.prcSltTpDocObrigatorio,
        periodo: janelaTexto(j.inicio, j.fim),
        aberta,
        podeEnviar: aberta && podeEnviarSobre(minhas[0]),
        versoes: minhas.map(versaoWire),
      };
    });
}

/**
 * Writes a new version (the file first, through the store, then its row) in the caller's transaction, which holds
 * the enrolment's row lock: two sendings at once get versions n and n+1, never the same. What is kept is the file
 * without any location a photo carried (one that does not parse is refused, nothing written).
 */
export async function gravarVersao(tx: DbOrTx, armazenamento: Armazenamento, v: { insPrcCodigo: number; prcSltTpDocCodigo: number; arquivo: ArquivoLido; now: Date }): Promise<LinhaDocumento> {
  const arquivo = documentoParaGuardar(v.arquivo);
  const [{ n }] = await tx
    .select({ n: sql<number>`coalesce(max(${insPrcDocumento.insPrcDocVersao}), 0)::int` })
    .from(insPrcDocumento)
    .where(and(eq(insPrcDocumento.insPrcCodigo, v.insPrcCodigo), eq(insPrcDocumento.prcSltTpDocCodigo, v.prcSltTpDocCodigo)));
  const chave = await armazenamento.gravar(tx, arquivo.dados);
  const [row] = await tx
    .insert(insPrcDocumento)
    .values({
      insPrcCodigo: v.insPrcCodigo,
      prcSltTpDocCodigo: v.prcSltTpDocCodigo,
      insPrcDocVersao: Number(n) + 1,
      insPrcDocNome: arquivo.nome,
      insPrcDocTipo: arquivo.tipo,
      insPrcDocTamanho: arquivo.dados.length,
      insPrcDocSha256: sha256(arquivo.dados),
      arqChave: chave,
      insPrcDocEnviadoEm: v.now,
    })
    .returning();
  return row;
}

/** A version with its type and enrolment owner (for serving and deciding). */
export async function documentoComDono(db: DbOrTx, insPrcDocCodigo: number) {
  const [r] = await db
    .select({ d: insPrcDocumento, t: prcSltTpDocumento, pssFscCodigo: insProcesso.pssFscCodigo, prcSltCodigo: insProcesso.prcSltCodigo })
    .from(insPrcDocumento)
    .innerJoin(prcSltTpDocumento, eq(prcSltTpDocumento.prcSltTpDocCodigo, insPrcDocumento.prcSltTpDocCodigo))
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcDocumento.insPrcCodigo))
    .where(eq(insPrcDocumento.insPrcDocCodigo, insPrcDocCodigo));
  return r ?? null;
}

/** The process of a version (route guards). */
export async function processoDoDocumento(db: DbOrTx, insPrcDocCodigo: number): Promise<number | null> {
  return (await documentoComDono(db, insPrcDocCodigo))?.prcSltCodigo ?? null;
}

/** The process of a document type (route guards). */
export async function processoDoTipoDocumento(db: DbOrTx, prcSltTpDocCodigo: number): Promise<number | null> {
  const [r] = await db.select({ p: prcSltTpDocumento.prcSltCodigo }).from(prcSltTpDocumento).where(eq(prcSltTpDocumento.prcSltTpDocCodigo, prcSltTpDocCodigo));
  return r?.p ?? null;
}

/** How many versions were sent of each type (a type with any cannot be removed). */
export async function enviadosPorTipo(db: DbOrTx, tipos: number[]): Promise<Map<number, number>> {
  if (!tipos.length) return new Map();
  const rows = await db
    .select({ t: insPrcDocumento.prcSltTpDocCodigo, n: sql<number>`count(*)::int` })
    .from(insPrcDocumento)
    .where(inArray(insPrcDocumento.prcSltTpDocCodigo, tipos))
    .groupBy(insPrcDocumento.prcSltTpDocCodigo);
  return new Map(rows.map((r) => [r.t, Number(r.n)]));
}

/** A sent version a reviewer opened for the first time: "Em análise" for the candidate (only from ENVIADO). */
export async function marcarEmAnalise(tx: DbOrTx, insPrcDocCodigo: number): Promise<void> {
  await tx.update(insPrcDocumento).set({ insPrcDocSituacao: 'EM_ANALISE' }).where(and(eq(insPrcDocumento.insPrcDocCodigo, insPrcDocCodigo), eq(insPrcDocumento.insPrcDocSituacao, 'ENVIADO')));
}

/** A reviewer's decision on a version (the caller holds its row lock and audits it). */
export async function gravarDecisao(tx: DbOrTx, insPrcDocCodigo: number, d: { situacao: 'ACEITO' | 'RECUSADO'; motivo: string | null; em: Date; por: number }): Promise<void> {
  await tx
    .update(insPrcDocumento)
    .set({ insPrcDocSituacao: d.situacao, insPrcDocMotivo: d.motivo, insPrcDocDecididoEm: d.em, insPrcDocDecididoPor: d.por })
    .where(eq(insPrcDocumento.insPrcDocCodigo, insPrcDocCodigo));
}
