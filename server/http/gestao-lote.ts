/**
 * A staff write over many rows at once (decide many exemption requests, answer identical appeals): still one
 * transaction, but ONE AUDIT ROW PER ROW CHANGED, each with its own key, before and after, so the trail filtered
 * by record (an enrolment's history) finds every decision about it, however it was taken. Built on
 * escritaDaEquipe (which writes the last row and marks the request audited).
 */
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { registrarAuditoria } from '../entities/auditoria/auditoria.ts';
import { type EscritaDaEquipe, escritaDaEquipe } from './gestao.ts';

export interface ItemAuditado {
  chave: string | number;
  antes: unknown;
  depois: unknown;
  /** The row's process, when it differs from the write's (a bank file spans processes). */
  prcSltCodigo?: number | null;
}

/**
 * Runs `fn` in one transaction and writes an audit row for each item it changed (the same action, entity and
 * justification). When nothing changed, one row says so (the write was asked for and answered).
 */
export async function escritaDaEquipeEmLote<T>(request: FastifyRequest, meta: EscritaDaEquipe, fn: (tx: Tx) => Promise<{ itens: ItemAuditado[]; resultado: T }>): Promise<T> {
  return escritaDaEquipe(request, meta, async (tx) => {
    const { itens, resultado } = await fn(tx);
    const ultimo = itens.at(-1);
    for (const i of itens.slice(0, -1)) {
      await registrarAuditoria(tx, {
        em: request.server.clock(),
        autorPssFscCodigo: request.equipe!.pssFscCodigo,
        titularPssFscCodigo: null,
        origem: request.ip,
        acao: `gestao:${meta.acao}`,
        entidade: meta.entidade,
        chave: String(i.chave),
        antes: i.antes ?? null,
        depois: i.depois ?? null,
        justificativa: meta.justificativa?.trim() || null,
        prcSltCodigo: i.prcSltCodigo === undefined ? meta.prcSltCodigo : i.prcSltCodigo,
      });
    }
    if (!ultimo) return { chave: null, antes: null, depois: { alteradas: 0 }, resultado };
    return { chave: ultimo.chave, antes: ultimo.antes, depois: ultimo.depois, resultado, ...(ultimo.prcSltCodigo ? { prcSltCodigo: ultimo.prcSltCodigo } : {}) };
  });
}
