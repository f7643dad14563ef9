/**
 * Staff answers to appeals (reexame): the one path `npm run reexame:responder` and the back office's appeal queue
 * write through. An answer is DEFERIDO, DEFERIDO_PARCIALMENTE or INDEFERIDO with a text the candidate reads on the
 * appeal screen; answering again with the same words changes nothing; a corrected answer replaces the previous
 * one. Each answer written tells the candidate by an institutional message.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  insPrcRcrCronograma,
  insPrcRcrResposta,
  insPrcRcrRspAnexo,
  insPrcRecurso,
  insProcesso,
  prcSeletivo,
  prcSltCronograma,
  type SITUACOES_RESPOSTA,
  rcrRspAnexo,
} from '../../db/schema/index.ts';
import { html } from '../../http/html.ts';
import { enviarMensagem } from '../mensagem/mensagem.ts';

export type SituacaoResposta = (typeof SITUACOES_RESPOSTA)[number];

export const ROTULO_RESPOSTA: Record<SituacaoResposta, string> = { DEFERIDO: 'Deferido', DEFERIDO_PARCIALMENTE: 'Deferido parcialmente', INDEFERIDO: 'Indeferido' };

/** The longest answer accepted (the command and the screen alike). */
export const RESPOSTA_MIN = 5;
export const RESPOSTA_MAX = 10_000;

export interface RespostaRecurso {
  /** The file's line, or the position in the screen's list (1-based). */
  linha: number;
  insPrcRcrCodigo: number;
  situacao: SituacaoResposta;
  texto: string;
}

export interface EstadoResposta {
  situacao: SituacaoResposta;
  texto: string;
  rcrRspAnxCodigo: number | null;
}

export type ResultadoResposta =
  | {
      ok: true;
      inseridas: number;
      atualizadas: number;
      inalteradas: number;
      /** Each answer written with what it replaced: the audit trail's before and after. */
      mudancas: { insPrcRcrCodigo: number; insPrcCodigo: number; prcSltCodigo: number; antes: EstadoResposta | null; depois: EstadoResposta }[];
    }
  | { ok: false; recusadas: { linha: number; motivo: string }[] };

export interface OpcoesResposta {
  /** Every appeal must be of this process (the back office's scope). */
  prcSltCodigo?: number;
  /** The staff PDF the answers carry (null: none); undefined leaves each answer's attachment as it is. */
  rcrRspAnxCodigo?: number | null;
}

function mensagem(r: { insPrcRcrCodigo: number; insPrcCodigo: number; etapa: string | null; processo: string; situacao: SituacaoResposta; texto: string }) {
  return {
    assunto: `Resposta ao recurso nº ${r.insPrcRcrCodigo}: ${ROTULO_RESPOSTA[r.situacao]}`,
    texto: html`<p>Seu recurso nº ${r.insPrcRcrCodigo}${r.etapa ? html` (${r.etapa})` : ''} da inscrição nº ${r.insPrcCodigo} em <strong>${r.processo}</strong> foi respondido: <strong>${ROTULO_RESPOSTA[r.situacao]}</strong>.</p><blockquote>${r.texto}</blockquote><p>A resposta também está na tela de reexame da inscrição.</p>`.value,
  };
}

/** Writes every answer in one transaction, or none: an appeal that does not exist (or is of another process) refuses all. */
export async function responderRecursos(db: DbOrTx, linhas: RespostaRecurso[], now: Date, opts: OpcoesResposta = {}): Promise<ResultadoResposta> {
  return db.transaction(async (tx) => {
    const codigos = [...new Set(linhas.map((l) => l.insPrcRcrCodigo))];
    const existentes = codigos.length
      ? await tx
          .select({
            id: insPrcRecurso.insPrcRcrCodigo,
            ins: insProcesso.insPrcCodigo,
            prc: insProcesso.prcSltCodigo,
            pss: insProcesso.pssFscCodigo,
            processo: prcSeletivo.prcSltDescricao,
            etapa: prcSltCronograma.prcSltCrnDescricao,
          })
          .from(insPrcRecurso)
          .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcRecurso.insPrcCodigo))
          .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
          .leftJoin(insPrcRcrCronograma, eq(insPrcRcrCronograma.insPrcRcrCodigo, insPrcRecurso.insPrcRcrCodigo))
          .leftJoin(prcSltCronograma, eq(prcSltCronograma.prcSltCrnCodigo, insPrcRcrCronograma.prcSltCrnCodigo))
          .where(inArray(insPrcRecurso.insPrcRcrCodigo, codigos))
      : [];
    const porId = new Map(existentes.map((e) => [e.id, e]));
    const faltam = linhas
      .filter((l) => {
        const e = porId.get(l.insPrcRcrCodigo);
        return !e || (opts.prcSltCodigo !== undefined && e.prc !== opts.prcSltCodigo);
      })
      .map((l) => ({ linha: l.linha, motivo: porId.has(l.insPrcRcrCodigo) ? `recurso ${l.insPrcRcrCodigo} não é deste processo` : `recurso ${l.insPrcRcrCodigo} não existe` }));
    if (faltam.length) return { ok: false as const, recusadas: faltam };
    let inseridas = 0;
    let atualizadas = 0;
    let inalteradas = 0;
    const mudancas: Extract<ResultadoResposta, { ok: true }>['mudancas'] = [];
    for (const l of linhas) {
      const e = porId.get(l.insPrcRcrCodigo)!;
      const [atual] = await tx
        .select({ situacao: insPrcRcrResposta.insPrcRcrRspSituacao, texto: insPrcRcrResposta.insPrcRcrRspTexto, anexo: insPrcRcrRspAnexo.rcrRspAnxCodigo })
        .from(insPrcRcrResposta)
        .leftJoin(insPrcRcrRspAnexo, eq(insPrcRcrRspAnexo.insPrcRcrCodigo, insPrcRcrResposta.insPrcRcrCodigo))
        .where(eq(insPrcRcrResposta.insPrcRcrCodigo, l.insPrcRcrCodigo))
        .for('update', { of: insPrcRcrResposta });
      const antes: EstadoResposta | null = atual ? { situacao: atual.situacao, texto: atual.texto, rcrRspAnxCodigo: atual.anexo ?? null } : null;
      const depois: EstadoResposta = { situacao: l.situacao, texto: l.texto, rcrRspAnxCodigo: opts.rcrRspAnxCodigo === undefined ? (antes?.rcrRspAnxCodigo ?? null) : opts.rcrRspAnxCodigo };
      if (antes && antes.situacao === depois.situacao && antes.texto === depois.texto && antes.rcrRspAnxCodigo === depois.rcrRspAnxCodigo) {
        inalteradas++;
        continue;
      }
      if (!antes) {
        await tx.insert(insPrcRcrResposta).values({ insPrcRcrCodigo: l.insPrcRcrCodigo, insPrcRcrRspSituacao: l.situacao, insPrcRcrRspTexto: l.texto, insPrcRcrRspEm: now });
        inseridas++;
      } else {
        await tx
          .update(insPrcRcrResposta)
          .set({ insPrcRcrRspSituacao: l.situacao, insPrcRcrRspTexto: l.texto, insPrcRcrRspEm: now })
          .where(eq(insPrcRcrResposta.insPrcRcrCodigo, l.insPrcRcrCodigo));
        atualizadas++;
      }
      if (opts.rcrRspAnxCodigo !== undefined && depois.rcrRspAnxCodigo !== (antes?.rcrRspAnxCodigo ?? null)) {
        await tx.delete(insPrcRcrRspAnexo).where(eq(insPrcRcrRspAnexo.insPrcRcrCodigo, l.insPrcRcrCodigo));
        if (depois.rcrRspAnxCodigo !== null) await tx.insert(insPrcRcrRspAnexo).values({ insPrcRcrCodigo: l.insPrcRcrCodigo, rcrRspAnxCodigo: depois.rcrRspAnxCodigo });
      }
      const m = mensagem({ insPrcRcrCodigo: l.insPrcRcrCodigo, insPrcCodigo: e.ins, etapa: e.etapa, processo: e.processo, situacao: l.situacao, texto: l.texto });
      await enviarMensagem(tx, { ...m, tipo: 'Mensagem', destino: { para: e.pss } }, now);
      mudancas.push({ insPrcRcrCodigo: l.insPrcRcrCodigo, insPrcCodigo: e.ins, prcSltCodigo: e.prc, antes, depois });
    }
    return { ok: true as const, inseridas, atualizadas, inalteradas, mudancas };
  });
}

/** A PDF staff attach to answers (rcr_rsp_anexo), kept once and linked to the answers that use it. */
export async function guardarAnexoDeResposta(db: DbOrTx, a: { prcSltCodigo: number; nome: string; dados: Buffer; sha256: string; por: number; em: Date }): Promise<number> {
  const [r] = await db
    .insert(rcrRspAnexo)
    .values({ prcSltCodigo: a.prcSltCodigo, rcrRspAnxNome: a.nome, rcrRspAnxTamanho: a.dados.length, rcrRspAnxSha256: a.sha256, rcrRspAnxConteudo: a.dados, rcrRspAnxEnviadoPor: a.por, rcrRspAnxEm: a.em })
    .returning({ id: rcrRspAnexo.rcrRspAnxCodigo });
  return r.id;
}
