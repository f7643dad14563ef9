/**
 * The readiness guard every step's route calls inside its write's transaction (issue 37 item 2): the step's items
 * from src/domain/prontidao.ts over the process's facts (entities/processo/prontidao.ts decides, the staff commands
 * ask the same); a blocker refuses the step (409, the list in Portuguese and in `data.prontidao`), unless an
 * Administrador overrides every blocker (all overridable) with a justification — what was passed over goes into
 * the step's audit row.
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { avaliarProntidao } from '../entities/processo/prontidao.ts';
import type { Passo, Pendencia } from '../../src/domain/prontidao.ts';
import { ApiError, notFound } from './envelope.ts';
import { JUSTIFICATIVA_MINIMA } from './gestao.ts';

/** What a 409 of readiness carries in `data`. */
export interface RecusaDeProntidao {
  prontidao: { passo: Passo; pendencias: Pendencia[]; podeContornar: boolean };
}

/**
 * Refuses the step while it has blockers; returns the blockers an Administrador overrode (empty when none), for the
 * audit row. `justificativa` is the body's; it counts as an override only from an Administrador, ≥ 10 characters.
 */
export async function exigirProntidao(request: FastifyRequest, db: DbOrTx, prc: number, passo: Passo, justificativa?: string | null): Promise<Pendencia[]> {
  const administrador = !!request.equipe?.papeis.some((p) => p.papel === 'ADMINISTRADOR' && p.prcSltCodigo === null);
  const d = await avaliarProntidao(db, prc, passo, request.server.clock(), { administrador, justificativa });
  if (!d) throw notFound('Processo seletivo não encontrado.');
  if (d.pode) return d.contornados;
  const msg = d.mensagem + (d.podeContornar ? ` Como Administrador, você pode prosseguir mesmo assim escrevendo uma justificativa (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres).` : '');
  const dados: RecusaDeProntidao = { prontidao: { passo, pendencias: d.pendencias, podeContornar: d.podeContornar } };
  throw new ApiError(409, msg, msg, dados);
}
