/**
 * Staff decisions on fee-exemption requests: the one rule both `npm run isencao:import` and the back office's
 * exemption queue apply. Only an enrolment that asked for exemption (ins_processo.insPrcSlcIsencao) gets a decision;
 * deciding again what is already decided, with the same reason, changes nothing; each decision written tells the
 * candidate by an institutional message, and the payment screen shows it with its reason at once.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insPrcIsencao, insPrcIsnAnexo, insPrcIsnPedido, insProcesso, prcSeletivo, type SITUACOES_ISENCAO } from '../../db/schema/index.ts';
import { html } from '../../http/html.ts';
import type { AnexoGuardado } from '../documento/anexo.ts';
import { marcarIsencaoSolicitada as marcarIsencaoNaInscricao } from '../inscricao/inscricao-escrita.ts';
import { enviarMensagem } from '../mensagem/mensagem.ts';

export type SituacaoIsencao = (typeof SITUACOES_ISENCAO)[number];

/**
 * The candidate's request (the only writer of ins_prc_isn_pedido and ins_prc_isn_anexo): the enrolment marked as
 * asking, with the reason and the document (each optional, the document as entities/documento/anexo.ts keeps it)
 * for the staff who decide it. In the caller's transaction, which holds the enrolment's row lock.
 */
export async function pedirIsencao(db: DbOrTx, insPrcCodigo: number, pedido: { justificativa: string | null; documento: AnexoGuardado | null; em: Date }) {
  // The enrolment's flag the payment rules read (ins_processo.insPrcSlcIsencao), through the enrolment's writer.
  await marcarIsencaoNaInscricao(db, insPrcCodigo);
  await db
    .insert(insPrcIsnPedido)
    .values({ insPrcCodigo, insPrcIsnPddJustificativa: pedido.justificativa, insPrcIsnPddEm: pedido.em })
    .onConflictDoUpdate({ target: insPrcIsnPedido.insPrcCodigo, set: { insPrcIsnPddJustificativa: pedido.justificativa, insPrcIsnPddEm: pedido.em } });
  const d = pedido.documento;
  if (d) {
    await db.insert(insPrcIsnAnexo).values({ insPrcCodigo, insPrcIsnAnxNome: d.nome, insPrcIsnAnxTipo: d.tipo, insPrcIsnAnxTamanho: d.dados.length, insPrcIsnAnxSha256: d.sha256, insPrcIsnAnxConteudo: d.dados, insPrcIsnAnxEm: pedido.em });
  }
}

export interface DecisaoIsencao {
  /** Where the decision came from: the line of the file, or the position in the screen's list (1-based). */
  linha: number;
  insPrcCodigo: number;
  situacao: SituacaoIsencao;
  /** The reason shown to the candidate (null: none). */
  observacao: string | null;
}

export interface EstadoIsencao {
  situacao: SituacaoIsencao;
  observacao: string | null;
}

export interface ResultadoIsencoes {
  gravadas: { linha: number; insPrcCodigo: number; situacao: SituacaoIsencao }[];
  inalteradas: number;
  rejeitados: { linha: number; motivo: string }[];
  /** Each decision written, with what it replaced: the audit trail's before and after. */
  mudancas: { insPrcCodigo: number; prcSltCodigo: number; antes: EstadoIsencao | null; depois: EstadoIsencao }[];
}

const ROTULO: Record<SituacaoIsencao, string> = { DEFERIDA: 'deferida', INDEFERIDA: 'indeferida' };

/** The message a decision sends: what was decided, why, and what the candidate does next. */
export function mensagemDaDecisao(d: { insPrcCodigo: number; prcSltDescricao: string; situacao: SituacaoIsencao; observacao: string | null }) {
  const proximo =
    d.situacao === 'DEFERIDA'
      ? 'Não há taxa de inscrição a pagar.'
      : 'Para manter a inscrição, pague a taxa de inscrição pela tela de pagamento da inscrição, dentro do prazo de emissão do boleto.';
  return {
    assunto: `Isenção da taxa de inscrição ${ROTULO[d.situacao]} - inscrição nº ${d.insPrcCodigo}`,
    texto: html`<p>Sua solicitação de isenção da taxa da inscrição nº ${d.insPrcCodigo} em <strong>${d.prcSltDescricao}</strong> foi <strong>${ROTULO[d.situacao]}</strong>.</p>${
      d.observacao ? html`<p>Motivo: ${d.observacao}</p>` : ''
    }<p>${proximo}</p>`.value,
  };
}

/**
 * Writes the decisions that apply, in the caller's transaction (or one of its own), and reports the others line by
 * line: an enrolment that does not exist (or, with `prcSltCodigo`, is not of that process), did not ask for
 * exemption, or appears twice. A refused line changes nothing else.
 */
export async function decidirIsencoes(db: DbOrTx, decisoes: DecisaoIsencao[], now: Date, opts: { prcSltCodigo?: number } = {}): Promise<ResultadoIsencoes> {
  const rel: ResultadoIsencoes = { gravadas: [], inalteradas: 0, rejeitados: [], mudancas: [] };
  await db.transaction(async (tx) => {
    const codigos = [...new Set(decisoes.map((p) => p.insPrcCodigo))];
    // Locked: two staff deciding the same request at once are applied one after the other, each seeing the other's.
    const ins = codigos.length
      ? await tx
          .select({ c: insProcesso.insPrcCodigo, pedida: insProcesso.insPrcSlcIsencao, prc: insProcesso.prcSltCodigo, pss: insProcesso.pssFscCodigo, descricao: prcSeletivo.prcSltDescricao })
          .from(insProcesso)
          .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
          .where(inArray(insProcesso.insPrcCodigo, codigos))
          .for('update', { of: insProcesso })
      : [];
    const inscricao = new Map(ins.map((r) => [r.c, r]));
    const atuais = codigos.length ? await tx.select().from(insPrcIsencao).where(inArray(insPrcIsencao.insPrcCodigo, codigos)) : [];
    const atual = new Map(atuais.map((r) => [r.insPrcCodigo, { situacao: r.insPrcIsnSituacao, observacao: r.insPrcIsnObservacao }]));
    const vistos = new Set<number>();
    for (const p of decisoes) {
      const i = inscricao.get(p.insPrcCodigo);
      if (!i || (opts.prcSltCodigo !== undefined && i.prc !== opts.prcSltCodigo)) {
        rel.rejeitados.push({ linha: p.linha, motivo: opts.prcSltCodigo === undefined ? `inscrição ${p.insPrcCodigo} não existe.` : `inscrição ${p.insPrcCodigo} não é deste processo.` });
        continue;
      }
      if (!i.pedida) {
        rel.rejeitados.push({ linha: p.linha, motivo: `inscrição ${p.insPrcCodigo} não solicitou isenção.` });
        continue;
      }
      if (vistos.has(p.insPrcCodigo)) {
        rel.rejeitados.push({ linha: p.linha, motivo: `inscrição ${p.insPrcCodigo} aparece mais de uma vez no arquivo.` });
        continue;
      }
      vistos.add(p.insPrcCodigo);
      const antes = atual.get(p.insPrcCodigo) ?? null;
      const depois: EstadoIsencao = { situacao: p.situacao, observacao: p.observacao };
      if (antes && antes.situacao === depois.situacao && antes.observacao === depois.observacao) {
        rel.inalteradas++;
        continue;
      }
      await tx
        .insert(insPrcIsencao)
        .values({ insPrcCodigo: p.insPrcCodigo, insPrcIsnSituacao: p.situacao, insPrcIsnObservacao: p.observacao, insPrcIsnDecididoEm: now })
        .onConflictDoUpdate({ target: insPrcIsencao.insPrcCodigo, set: { insPrcIsnSituacao: p.situacao, insPrcIsnObservacao: p.observacao, insPrcIsnDecididoEm: now } });
      await enviarMensagem(tx, { ...mensagemDaDecisao({ insPrcCodigo: p.insPrcCodigo, prcSltDescricao: i.descricao, ...depois }), tipo: 'Mensagem', destino: { para: i.pss } }, now);
      rel.gravadas.push({ linha: p.linha, insPrcCodigo: p.insPrcCodigo, situacao: p.situacao });
      rel.mudancas.push({ insPrcCodigo: p.insPrcCodigo, prcSltCodigo: i.prc, antes, depois });
    }
  });
  return rel;
}
