/**
 * The back office's write path: every staff write is one transaction with its audit row (who, when, from where,
 * what, before, after, why), and a change that touches enrolled candidates needs a written justification.
 */
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { registrarAuditoria } from '../entities/auditoria/auditoria.ts';
import { ApiError, forbidden } from './envelope.ts';

export interface EscritaDaEquipe {
  /** The action, e.g. 'processo.salvar', 'opcao.remover'. */
  acao: string;
  entidade: string;
  /** The process the change belongs to (the trail is read per process). */
  prcSltCodigo: number | null;
  justificativa?: string | null;
}

export interface ResultadoDaEscrita<T> {
  /** The row's key (filled after an insert). */
  chave: string | number | null;
  antes: unknown;
  depois: unknown;
  resultado: T;
  /** The process, when only the write knows it (a new process). */
  prcSltCodigo?: number;
}

/**
 * Runs `fn` in one transaction and writes the audit row in the same transaction: if either fails, neither is
 * kept. The caller must be a staff member (the route's guard ran).
 */
export async function escritaDaEquipe<T>(request: FastifyRequest, meta: EscritaDaEquipe, fn: (tx: Tx) => Promise<ResultadoDaEscrita<T>>): Promise<T> {
  const equipe = request.equipe;
  if (!equipe) throw forbidden();
  const app = request.server;
  const out = await app.db.transaction(async (tx) => {
    const r = await fn(tx);
    await registrarAuditoria(tx, {
      em: app.clock(),
      autorPssFscCodigo: equipe.pssFscCodigo,
      titularPssFscCodigo: null,
      origem: request.ip,
      acao: `gestao:${meta.acao}`,
      entidade: meta.entidade,
      chave: r.chave === null ? null : String(r.chave),
      antes: r.antes ?? null,
      depois: r.depois ?? null,
      justificativa: meta.justificativa?.trim() || null,
      prcSltCodigo: r.prcSltCodigo ?? meta.prcSltCodigo,
    });
    return r.resultado;
  });
  equipe.auditado = true;
  return out;
}

/** The shortest justification accepted: a word or two is not a reason. */
export const JUSTIFICATIVA_MINIMA = 10;

/**
 * A change that touches `afetadas` enrolments goes through only with a written justification; without one the
 * answer is 409 with the count, so the screen can warn and ask for it. Call inside the write's transaction.
 */
export function exigirJustificativa(afetadas: number, justificativa: string | null | undefined, oQue = 'Esta alteração'): void {
  if (afetadas <= 0) return;
  const texto = justificativa?.trim() ?? '';
  if (texto.length >= JUSTIFICATIVA_MINIMA) return;
  const quantas = afetadas === 1 ? '1 inscrição já feita' : `${afetadas} inscrições já feitas`;
  const msg = `${oQue} afeta ${quantas}. Escreva uma justificativa (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres) para continuar.`;
  throw new ApiError(409, msg, msg, { precisaJustificativa: true, inscricoesAfetadas: afetadas });
}

/** Bad input, one Portuguese message per field: 400, nothing written. */
export function camposInvalidos(campos: Record<string, string>): ApiError {
  const lista = Object.values(campos);
  const msg = lista.length === 1 ? lista[0] : `Corrija os campos indicados: ${lista.join(' ')}`;
  return new ApiError(400, msg, msg, { campos });
}
