/**
 * The readiness guard every step's route calls inside its write's transaction (issue 37 item 2): the step's items
 * from src/domain/prontidao.ts over the process's facts; a blocker refuses the step (409, the list in Portuguese and
 * in `data.prontidao`), unless an Administrador overrides every blocker (all overridable) with a justification —
 * what was passed over goes into the step's audit row.
 */
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { fatosDoProcesso } from '../entities/processo/processo-fatos.ts';
import { decidirPasso, mensagemDeRecusa, pendenciasDo, type Passo, type Pendencia } from '../../src/domain/prontidao.ts';
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
  const fatos = await fatosDoProcesso(db, prc);
  if (!fatos) throw notFound('Processo seletivo não encontrado.');
  const pendencias = pendenciasDo(passo, fatos, request.server.clock());
  const administrador = !!request.equipe?.papeis.some((p) => p.papel === 'ADMINISTRADOR' && p.prcSltCodigo === null);
  const texto = justificativa?.trim() ?? '';
  const d = decidirPasso(pendencias, { administrador, justificativa: texto.length >= JUSTIFICATIVA_MINIMA ? texto : null });
  if (d.pode) return d.contornados;
  const podeContornar = administrador && d.bloqueios.every((b) => b.contornavel);
  const msg = mensagemDeRecusa(passo, d.bloqueios) + (podeContornar ? ` Como Administrador, você pode prosseguir mesmo assim escrevendo uma justificativa (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres).` : '');
  const dados: RecusaDeProntidao = { prontidao: { passo, pendencias, podeContornar } };
  throw new ApiError(409, msg, msg, dados);
}
