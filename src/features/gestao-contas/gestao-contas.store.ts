import { atom } from 'nanostores';
import type { ContaDaPessoa, PessoaComConta } from '../../domain/wire/gestao-contas.ts';
import { carregarEm, type Carga } from '../../lib/fila.store.ts';
import { buscarPessoas, contaDaPessoa } from './gestao-contas.api.ts';

/** The people found (null before the first search), in the staff screens' one store shape. */
export const $pessoas = atom<Carga<PessoaComConta[]> | null>(null);

/** A new search empties the list while it runs ("Buscando..."). */
export function buscar(q: string): Promise<void> {
  $pessoas.set({ status: 'carregando' });
  return carregarEm($pessoas, () => buscarPessoas(q));
}

/** The account on the panel (null before one is opened). */
export const $conta = atom<Carga<ContaDaPessoa> | null>(null);

/** Opens (or reloads) a person's panel. */
export function abrirConta(pssFscCodigo: number): Promise<void> {
  $conta.set({ status: 'carregando' });
  return carregarEm($conta, () => contaDaPessoa(pssFscCodigo));
}
