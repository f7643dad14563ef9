import { atom } from 'nanostores';
import type { PapelDaEquipe } from '../../domain/wire/gestao-equipe.ts';
import { carregarEm, type Carga } from '../../lib/fila.store.ts';
import { buscarPapeis } from './gestao-equipe.api.ts';

/** Every role held (the staff screens' one store shape, src/lib/fila.store.ts). */
export const $equipe = atom<Carga<PapelDaEquipe[]>>({ status: 'carregando' });

/** Loads (or reloads, after a grant or a revocation) every role. */
export const carregarPapeis = (): Promise<void> => carregarEm($equipe, buscarPapeis);
