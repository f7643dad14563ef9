import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { ArvoreDeOpcoes } from '../../domain/wire/gestao-opcoes.ts';
import { lerArvore } from './gestao-opcoes.api.ts';

export type EstadoOpcoes =
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; prcSltCodigo: number; dados: ArvoreDeOpcoes };

export const $opcoes = atom<EstadoOpcoes>({ status: 'carregando' });

/** Reads the tree again (after every write: the API sorts and counts, the screen does not guess). */
export async function carregar(prcSltCodigo: number): Promise<void> {
  try {
    $opcoes.set({ status: 'pronto', prcSltCodigo, dados: await lerArvore(prcSltCodigo) });
  } catch (err) {
    const mensagem = err instanceof Error ? err.message : String(err);
    if ($opcoes.get().status === 'pronto' && !eSemAcesso(err)) return; // keep the tree on screen; the write already said what failed
    $opcoes.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem: mensagem || 'Não foi possível carregar as opções.' });
  }
}
