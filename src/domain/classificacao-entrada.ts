/**
 * The ranking's candidates as the database writes them (server/entities/classificacao/classificacao.ts, one JSON text), read into
 * the input of src/domain/classificacao.ts. Shared by the back office's computation thread, the serial simulation
 * and the explanation, so that they rank the very same input (issue 36 item 6). Pure.
 */
import type { CandidatoClassificacao } from './classificacao-tipos.ts';

/**
 * [inscrição, opções em ordem de preferência, categorias, notas por prova, ausente, nascimento 'yyyy-mm-dd', inscrito em
 *  (ms desde 1970), eliminado por declaração não confirmada (a regra do processo)]
 */
export type LinhaCandidato = [number, number[] | null, string[] | null, Record<string, number> | null, boolean | null, string | null, number, boolean?];

/** Enrolments without an option are left out (they compete nowhere). */
export function lerCandidatos(texto: string): CandidatoClassificacao[] {
  const out: CandidatoClassificacao[] = [];
  for (const [inscricao, opcoes, categorias, notas, ausente, nascimento, inscritoEm, naoConfirmada] of JSON.parse(texto) as LinhaCandidato[]) {
    if (!opcoes?.length) continue;
    out.push({
      inscricao,
      opcoes,
      categorias: categorias ?? [],
      // JSON's keys are the exam codes as text, which is how JavaScript looks up notas[prova] anyway; the values are numbers.
      notas: notas ?? {},
      ausente: ausente ?? false,
      nascimento,
      inscritoEm: new Date(inscritoEm).toISOString(),
      ...(naoConfirmada ? { declaracaoNaoConfirmada: true } : {}),
    });
  }
  return out;
}
