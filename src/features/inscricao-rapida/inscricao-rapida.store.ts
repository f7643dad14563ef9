import { atom } from 'nanostores';
import { buildPath } from '../../lib/routes.ts';
import { listarProcessos, verificarUltimoDia } from './inscricao-rapida.api.ts';
import { ofereceInscricaoRapida } from './inscricao-rapida.ts';

export interface Oferta {
  prcSltCodigo: number;
  prcSltDescricao: string;
  termino: string;
}

/** The open processes on their last day of enrolment (null while the checks run). */
export const $ofertas = atom<Oferta[] | null>(null);
/** The quick-enrolment banner of the schedule screen, when its process is on its last day. */
export const $ofertaCronograma = atom<{ href: string; termino: string } | null>(null);

/** Every open process, each checked by verificaUltimoDia; a failed check just leaves the process out. */
export async function carregarOfertas(): Promise<void> {
  const processos = await listarProcessos().catch(() => []);
  const checados = await Promise.all(processos.map(async (p) => ({ p, r: await verificarUltimoDia(p.prcSltCodigo) })));
  $ofertas.set(checados.flatMap(({ p, r }) => (ofereceInscricaoRapida(r) ? [{ prcSltCodigo: p.prcSltCodigo, prcSltDescricao: p.prcSltDescricao, termino: r.termino }] : [])));
}

/** The banner for one process, only when the check says it is the last day. */
export async function carregarOfertaCronograma(prcSltCodigo: number, pessoaCode: number): Promise<void> {
  const r = await verificarUltimoDia(prcSltCodigo);
  if (ofereceInscricaoRapida(r)) $ofertaCronograma.set({ termino: r.termino, href: buildPath('inscrever', { pessoaCode, prcSltCodigo, insPrcCodigo: 0 }) });
}
