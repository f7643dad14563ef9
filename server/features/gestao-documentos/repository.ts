/**
 * The back office's supporting-document reads and decisions (issue 27): a process's queue per type and state with
 * the candidate's declarations beside each document, and the decisions, one message per candidate telling every
 * decision of the call with its reason (e-mail copy through the mail queue).
 */
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FilaDocumentosQuery, ItemFilaDocumento } from '../../../src/domain/wire/gestao-documentos.ts';
import type { Tx, DbOrTx } from '../../db/client.ts';
import { insPrcDocumento, insProcesso, opcao, prcSeletivo, prcSltOpcao, prcSltTpDocumento, pssFisica, type SituacaoDocumento } from '../../db/schema/index.ts';
import { gravarDecisao, versaoWire } from '../../entities/documento/documento.ts';
import { enviarMensagem } from '../../entities/mensagem/mensagem.ts';
import { html } from '../../http/html.ts';

const PENDENTES: SituacaoDocumento[] = ['ENVIADO', 'EM_ANALISE'];

function filtro(prcSltCodigo: number, q: FilaDocumentosQuery): SQL {
  const c = [eq(insProcesso.prcSltCodigo, prcSltCodigo)];
  if (q.prcSltTpDocCodigo) c.push(eq(insPrcDocumento.prcSltTpDocCodigo, q.prcSltTpDocCodigo));
  const s = q.situacao ?? 'PENDENTE';
  c.push(s === 'PENDENTE' ? inArray(insPrcDocumento.insPrcDocSituacao, PENDENTES) : eq(insPrcDocumento.insPrcDocSituacao, s));
  return and(...c)!;
}

/** One page of the queue: what waits oldest first (first sent, first read), decided ones newest decision first. */
export async function filaDocumentos(db: DbOrTx, prcSltCodigo: number, q: FilaDocumentosQuery): Promise<{ itens: ItemFilaDocumento[]; total: number }> {
  const onde = filtro(prcSltCodigo, q);
  const pendentes = (q.situacao ?? 'PENDENTE') === 'PENDENTE';
  const base = db
    .select({ d: insPrcDocumento, i: insProcesso, nome: pssFisica.pssFscNome, tipoNome: prcSltTpDocumento.prcSltTpDocNome, sensivel: prcSltTpDocumento.prcSltTpDocSensivel })
    .from(insPrcDocumento)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcDocumento.insPrcCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .innerJoin(prcSltTpDocumento, eq(prcSltTpDocumento.prcSltTpDocCodigo, insPrcDocumento.prcSltTpDocCodigo))
    .where(onde)
    .orderBy(...(pendentes ? [asc(insPrcDocumento.insPrcDocEnviadoEm)] : [desc(insPrcDocumento.insPrcDocDecididoEm)]), asc(insPrcDocumento.insPrcDocCodigo))
    .offset(q.start ?? 0)
    .limit(q.limit ?? 50);
  const [rows, [{ n }]] = await Promise.all([
    base,
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(insPrcDocumento)
      .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcDocumento.insPrcCodigo))
      .where(onde),
  ]);
  const codigos = [...new Set(rows.map((r) => r.i.insPrcCodigo))];
  const opcoes = codigos.length
    ? await db
        .select({ ins: prcSltOpcao.insPrcCodigo, d: opcao.opcDescricao })
        .from(prcSltOpcao)
        .innerJoin(opcao, eq(opcao.opcCodigo, prcSltOpcao.opcCodigo))
        .where(inArray(prcSltOpcao.insPrcCodigo, codigos))
        .orderBy(asc(prcSltOpcao.prcSltOpcOrdem))
    : [];
  return {
    total: Number(n),
    itens: rows.map((r) => ({
      insPrcCodigo: r.i.insPrcCodigo,
      pssFscNome: r.nome,
      prcSltTpDocCodigo: r.d.prcSltTpDocCodigo,
      tipoNome: r.tipoNome,
      sensivel: r.sensivel,
      documento: versaoWire(r.d),
      declaracoes: {
        deficiencia: r.i.insPrcDeficiente,
        cotista: r.i.insPrcCotista,
        condicaoEspecial: r.i.insPrcAtnEspecializado || r.i.insPrcNcsTmpAdicional || r.i.insPrcBncEspecial,
        atendimentoJustificativa: r.i.insPrcAtnEspJustificativa,
        isencao: r.i.insPrcSlcIsencao,
        opcoes: opcoes.filter((o) => o.ins === r.i.insPrcCodigo).map((o) => o.d),
      },
    })),
  };
}

/** The process's options, for a type asked of one option's candidates. */
export function opcoesDoProcesso(db: DbOrTx, prcSltCodigo: number) {
  return db.select({ opcCodigo: opcao.opcCodigo, opcDescricao: opcao.opcDescricao }).from(opcao).where(eq(opcao.prcSltCodigo, prcSltCodigo)).orderBy(opcao.opcDescricao);
}

/** How many documents of the process wait, were accepted and were refused. */
export async function contagemDocumentos(db: DbOrTx, prcSltCodigo: number, tipo?: number) {
  const [r] = await db
    .select({
      pendente: sql<number>`count(*) FILTER (WHERE ${insPrcDocumento.insPrcDocSituacao} IN ('ENVIADO','EM_ANALISE'))::int`,
      aceito: sql<number>`count(*) FILTER (WHERE ${insPrcDocumento.insPrcDocSituacao} = 'ACEITO')::int`,
      recusado: sql<number>`count(*) FILTER (WHERE ${insPrcDocumento.insPrcDocSituacao} = 'RECUSADO')::int`,
    })
    .from(insPrcDocumento)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcDocumento.insPrcCodigo))
    .where(and(eq(insProcesso.prcSltCodigo, prcSltCodigo), tipo ? eq(insPrcDocumento.prcSltTpDocCodigo, tipo) : undefined));
  return { pendente: Number(r.pendente), aceito: Number(r.aceito), recusado: Number(r.recusado) };
}

export interface Decisao {
  insPrcDocCodigo: number;
  situacao: 'ACEITO' | 'RECUSADO';
}

/**
 * Writes the decisions in the caller's transaction (rows locked: two reviewers at once apply one after the other)
 * and tells each candidate once, listing every decision about them. A document of another process refuses the
 * whole call (the screen listed only this process's). Answers the audit items and how many changed.
 */
export async function decidirDocumentos(tx: Tx, d: { prcSltCodigo: number; decisoes: Decisao[]; motivo: string | null; revisor: number; now: Date; origem: string }) {
  const codigos = [...new Set(d.decisoes.map((x) => x.insPrcDocCodigo))];
  const rows = await tx
    .select({ doc: insPrcDocumento, pss: insProcesso.pssFscCodigo, prc: insProcesso.prcSltCodigo, tipoNome: prcSltTpDocumento.prcSltTpDocNome, descricao: prcSeletivo.prcSltDescricao })
    .from(insPrcDocumento)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcDocumento.insPrcCodigo))
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .innerJoin(prcSltTpDocumento, eq(prcSltTpDocumento.prcSltTpDocCodigo, insPrcDocumento.prcSltTpDocCodigo))
    .where(inArray(insPrcDocumento.insPrcDocCodigo, codigos))
    .for('update', { of: insPrcDocumento });
  const porCodigo = new Map(rows.map((r) => [r.doc.insPrcDocCodigo, r]));
  const estranhos = codigos.filter((c) => porCodigo.get(c)?.prc !== d.prcSltCodigo);
  if (estranhos.length) return { erro: `Nada foi gravado: documento ${estranhos.join(', ')} não é deste processo.` };
  const itens: { chave: number; antes: unknown; depois: unknown }[] = [];
  const avisos = new Map<number, { ins: number; descricao: string; linhas: string[]; recusou: boolean }>();
  for (const x of d.decisoes) {
    const r = porCodigo.get(x.insPrcDocCodigo)!;
    const motivo = x.situacao === 'RECUSADO' ? d.motivo : null;
    if (r.doc.insPrcDocSituacao === x.situacao && r.doc.insPrcDocMotivo === motivo) continue;
    await gravarDecisao(tx, x.insPrcDocCodigo, { situacao: x.situacao, motivo, em: d.now, por: d.revisor });
    itens.push({ chave: x.insPrcDocCodigo, antes: { situacao: r.doc.insPrcDocSituacao, motivo: r.doc.insPrcDocMotivo }, depois: { situacao: x.situacao, motivo } });
    const a = avisos.get(r.pss) ?? { ins: r.doc.insPrcCodigo, descricao: r.descricao, linhas: [], recusou: false };
    a.recusou ||= x.situacao === 'RECUSADO';
    a.linhas.push(x.situacao === 'ACEITO' ? html`<li>${r.tipoNome}: aceito.</li>`.value : html`<li>${r.tipoNome}: recusado. Motivo: ${motivo ?? ''}</li>`.value);
    avisos.set(r.pss, a);
  }
  let emails = 0;
  for (const [pss, a] of avisos) {
    const refazer = a.recusou ? '<p>Envie novamente o documento recusado pela página de documentos da inscrição, enquanto o prazo estiver aberto.</p>' : '';
    const texto = html`<p>Documentos da inscrição nº ${a.ins} em <strong>${a.descricao}</strong>:</p>`.value + `<ul>${a.linhas.join('')}</ul>${refazer}`;
    const e = await enviarMensagem(tx, { assunto: `Análise de documentos - inscrição nº ${a.ins}`, texto, tipo: 'Mensagem', destino: { para: pss }, copiaPorEmail: { origem: d.origem }, autor: d.revisor }, d.now);
    emails += e.emails;
  }
  return { itens, emails };
}
