/**
 * What a person typed and has not sent yet, kept in this browser (localStorage) so a session expiry or a reload
 * loses nothing. On a shared computer the next person must never be offered it: every draft is stored under a
 * key that names its owner (the signed-in person of pssFisica/buscaDadosSessao), a reader refuses one whose
 * recorded owner is someone else, and Sair removes them all.
 */

const PREFIX = 'ps:rascunho:';

/** The storage key of one of `pssFscCodigo`'s drafts, e.g. `ps:rascunho:123:45:0`. */
export const personDraftKey = (pssFscCodigo: number, name: string) => `${PREFIX}${pssFscCodigo}:${name}`;

function keysWhere(storage: Storage, keep: (key: string) => boolean): string[] {
  const found: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const k = storage.key(i);
    if (k !== null && keep(k)) found.push(k);
  }
  return found;
}

function removeAll(storage: Storage, keys: string[]): void {
  for (const k of keys) {
    try {
      storage.removeItem(k);
    } catch {
      /* storage disabled: nothing was kept either */
    }
  }
}

/**
 * Drops every draft that is not `pssFscCodigo`'s: someone else used this browser and left without Sair (or the
 * draft predates owners in keys). Their data then no longer sits in the storage the next person can read.
 */
export function forgetOthersDrafts(storage: Storage, pssFscCodigo: number): void {
  const mine = `${PREFIX}${pssFscCodigo}:`;
  removeAll(storage, keysWhere(storage, (k) => k.startsWith(PREFIX) && !k.startsWith(mine)));
}

/**
 * Sair: every draft of this browser, whoever it belongs to, and what this tab kept of the session (the
 * account-creation hand-off, which holds a document number, and the internal-bond flag).
 */
export function clearDrafts(local: Storage, session: Storage): void {
  try {
    removeAll(local, keysWhere(local, (k) => k.startsWith(PREFIX)));
    removeAll(session, keysWhere(session, (k) => k.startsWith('ps:') || k === 'pssFscVncInterno'));
  } catch {
    /* storage disabled */
  }
}
