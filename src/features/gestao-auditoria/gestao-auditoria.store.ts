import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { EntidadeAuditada, LinhaAuditoria } from '../../domain/wire/gestao-auditoria.ts';
import { buscarAuditoria } from './gestao-auditoria.api.ts';
import { POR_PAGINA } from './gestao-auditoria.ts';

export interface Consulta {
  prcSltCodigo: number;
  entidade: string;
  start: number;
}

export type EstadoAuditoria =
  | { status: 'carregando'; consulta: Consulta | null }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; consulta: Consulta; linhas: LinhaAuditoria[]; total: number; entidades: EntidadeAuditada[]; atualizando: boolean };

export const $auditoria = atom<EstadoAuditoria>({ status: 'carregando', consulta: null });

/** Loads one page of the trail; the page on screen stays (marked as updating) until the next one arrives. */
export async function consultar(consulta: Consulta): Promise<void> {
  const atual = $auditoria.get();
  if (atual.status === 'pronto') $auditoria.set({ ...atual, atualizando: true });
  try {
    const r = await buscarAuditoria({ prcSltCodigo: consulta.prcSltCodigo, entidade: consulta.entidade, start: consulta.start, limit: POR_PAGINA });
    // The filter keeps offering every entity of the process, also while it narrows the page to one.
    const entidades = consulta.entidade && atual.status === 'pronto' && atual.entidades.length ? atual.entidades : r.entidades;
    $auditoria.set({ status: 'pronto', consulta, linhas: r.linhas, total: r.total, entidades, atualizando: false });
  } catch (err) {
    const mensagem = err instanceof Error ? err.message : String(err);
    $auditoria.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem });
  }
}
