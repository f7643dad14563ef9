/**
 * An appeal as the two screens that list appeals read it — the candidate's reexame (server/features/reexame) and the
 * staff's queue (server/features/gestao-reexame): one column set, one FROM with the joins that bring its window, its
 * attachment and its answer (with the staff's PDF), and one mapping of the attachment and the answer to the wire. Both
 * read the same rows, so a change to what an appeal shows is made once. Reads only: the writers are ./recurso.ts and
 * ./reexame.ts.
 */
import { eq } from 'drizzle-orm';
import type { PgSelectBuilder } from 'drizzle-orm/pg-core';
import { insPrcRcrAnexo, insPrcRcrCronograma, insPrcRcrResposta, insPrcRcrRspAnexo, insPrcRecurso, rcrRspAnexo } from '../../db/schema/index.ts';
import { ROTULO_RESPOSTA, type SituacaoResposta } from './reexame.ts';

/** The appeal's own columns, its attachment's facts (never its bytes) and its answer. */
export const CAMPOS_RECURSO = {
  insPrcRcrCodigo: insPrcRecurso.insPrcRcrCodigo,
  insPrcCodigo: insPrcRecurso.insPrcCodigo,
  prcSltCrnCodigo: insPrcRcrCronograma.prcSltCrnCodigo,
  justificativa: insPrcRecurso.insPrcRcrJustificativa,
  criadoEm: insPrcRecurso.insPrcRcrCriadoEm,
  valor: insPrcRecurso.insPrcRcrVlr,
  anexoNome: insPrcRcrAnexo.insPrcRcrAnxNome,
  anexoTipo: insPrcRcrAnexo.insPrcRcrAnxTipo,
  anexoTamanho: insPrcRcrAnexo.insPrcRcrAnxTamanho,
  respostaSituacao: insPrcRcrResposta.insPrcRcrRspSituacao,
  respostaTexto: insPrcRcrResposta.insPrcRcrRspTexto,
  respostaEm: insPrcRcrResposta.insPrcRcrRspEm,
  rcrRspAnxCodigo: rcrRspAnexo.rcrRspAnxCodigo,
  respostaAnexoNome: rcrRspAnexo.rcrRspAnxNome,
  respostaAnexoTamanho: rcrRspAnexo.rcrRspAnxTamanho,
};

/**
 * FROM the appeals with their window, attachment and answer, all LEFT JOINs (an appeal may have no attachment and no
 * answer yet); the caller adds its WHERE and any join of its own. Typed for a selection of CAMPOS_RECURSO, whose
 * rows Drizzle then types with the left joins' nulls: its join types cannot follow a generic selection. The staff's
 * queue selects more columns through paginar (server/http/pagina.ts), whose builder is untyped for the same reason;
 * the joins do not depend on the columns, so the SQL is the same.
 */
export function deRecursos(selecao: PgSelectBuilder<typeof CAMPOS_RECURSO>) {
  return selecao
    .from(insPrcRecurso)
    .leftJoin(insPrcRcrCronograma, eq(insPrcRcrCronograma.insPrcRcrCodigo, insPrcRecurso.insPrcRcrCodigo))
    .leftJoin(insPrcRcrAnexo, eq(insPrcRcrAnexo.insPrcRcrCodigo, insPrcRecurso.insPrcRcrCodigo))
    .leftJoin(insPrcRcrResposta, eq(insPrcRcrResposta.insPrcRcrCodigo, insPrcRecurso.insPrcRcrCodigo))
    .leftJoin(insPrcRcrRspAnexo, eq(insPrcRcrRspAnexo.insPrcRcrCodigo, insPrcRecurso.insPrcRcrCodigo))
    .leftJoin(rcrRspAnexo, eq(rcrRspAnexo.rcrRspAnxCodigo, insPrcRcrRspAnexo.rcrRspAnxCodigo));
}

/** What the mapping below reads of a row (the left-joined columns may be null). */
export interface RecursoLido {
  anexoNome: string | null;
  anexoTipo: string | null;
  anexoTamanho: number | null;
  respostaSituacao: SituacaoResposta | null;
  respostaTexto: string | null;
  respostaEm: Date | null;
  rcrRspAnxCodigo: number | null;
  respostaAnexoNome: string | null;
  respostaAnexoTamanho: number | null;
}

/**
 * The attachment and the answer as both screens send them; `data` writes the answer's time (ISO for the staff's
 * screen, the Brazilian text for the candidate's). The answer's PDF carries its code, which the staff's download
 * route takes; the candidate's wire does not declare it (the candidate downloads by the appeal), so it is not sent.
 */
export function anexoERespostaDoRecurso(r: RecursoLido, data: (d: Date) => string) {
  return {
    anexo: r.anexoNome ? { nome: r.anexoNome, tipo: r.anexoTipo!, tamanho: r.anexoTamanho! } : null,
    resposta: r.respostaSituacao
      ? {
          situacao: r.respostaSituacao,
          situacaoTexto: ROTULO_RESPOSTA[r.respostaSituacao],
          texto: r.respostaTexto!,
          em: data(r.respostaEm!),
          anexo: r.rcrRspAnxCodigo ? { rcrRspAnxCodigo: r.rcrRspAnxCodigo, nome: r.respostaAnexoNome!, tamanho: r.respostaAnexoTamanho! } : null,
        }
      : null,
  };
}
