/**
 * The serial simulation with the process's official ranking rules (issue 36 item 6): when staff have saved the rules
 * of the ranking (cls_regra), the simulation ranks the course's candidates through the very code the official
 * computation uses — the same reader (server/entities/classificacao/classificacao.ts), the same parse and src/domain/classificacao.ts —
 * so that, on the data of a published result, a candidate's simulated place is their published place. Without
 * saved rules the simulation keeps its serial defaults (repository.ts).
 */
import { AMPLA, classificar, type ResultadoOpcao } from '../../../src/domain/classificacao.ts';
import { lerCandidatos } from '../../../src/domain/classificacao-entrada.ts';
import type { DbOrTx } from '../../db/client.ts';
import { candidatosDoProcesso, regrasDoProcesso } from '../../entities/classificacao/classificacao.ts';

/** The course's official lists with the candidate simulating it (inscricao) as if they had chosen it; null: no saved rules. */
export async function classificacaoOficialDoCurso(db: DbOrTx, prc: number, opcao: number, inscricao = 0): Promise<ResultadoOpcao | null> {
  const regras = await regrasDoProcesso(db, prc);
  // Rules without weights rank nothing yet (every final score would be 0): a quota configuration saved before the
  // ranking's weights writes the rules' categories alone (issue 36 items 1-3). The serial defaults go on until then.
  if (!regras || regras.pesos.length === 0) return null;
  const candidatos = lerCandidatos(await candidatosDoProcesso(db, prc, true, { curso: { opcao, inscricao } }));
  // Serial candidates have one course each: ranking the course's candidates alone is ranking the process, for that course.
  return classificar({ ...regras, vagas: regras.vagas.filter((v) => v.opcao === opcao) }, candidatos).find((r) => r.opcao === opcao) ?? null;
}

export interface LugarSimulado {
  /** Place in ampla concorrência (every candidate competes in it first); 0 when eliminated. */
  posicao: number;
  nota: number;
  situacao: 'aprovado' | 'espera' | 'eliminado';
  /** The list that approves the candidate, when one does; the reasons, when eliminated. */
  lista: string | null;
  motivo: string | null;
}

/** Where the candidate stands in the course's official lists; null when they are in none (no scores). */
export function lugarNaClassificacao(r: ResultadoOpcao, inscricao: number): LugarSimulado | null {
  const eliminado = r.eliminados.find((e) => e.inscricao === inscricao);
  if (eliminado) return { posicao: 0, nota: eliminado.nota, situacao: 'eliminado', lista: null, motivo: eliminado.motivos.join(' ') };
  const ac = r.listas.find((l) => l.lista === AMPLA)?.candidatos.find((c) => c.inscricao === inscricao);
  if (!ac) return null;
  const aprovado = r.listas.find((l) => l.candidatos.some((c) => c.inscricao === inscricao && c.situacao === 'aprovado'));
  return { posicao: ac.posicao, nota: ac.nota, situacao: aprovado ? 'aprovado' : 'espera', lista: aprovado?.lista ?? null, motivo: null };
}
