import { atom, map } from 'nanostores';
import { INVALID_DOCUMENT_WARNING_MS } from '../../domain/constants.ts';
import { INVALID_DOCUMENT_TEXT, validatePersonalDocument } from '../../domain/document.ts';
import { loadSession, redirectToLogin } from '../../lib/session.store.ts';
import { showAlert, showError } from '../../lib/ui.store.ts';
import { httpErrorText } from '../../lib/api-client.ts';
import { checkContaExiste, fetchTelaInicial } from './entrar.api.ts';
import { CRIAR_CONTA_KEY, entryRedirect, handOff, maskCpf, phaseFor, type Fase, type Nacionalidade } from './entrar.ts';

export const $fase = atom<Fase>('carregando');
export const $descricao = atom<string | null>(null);
export const $form = map({ nacionalidade: 'brasileiro' as Nacionalidade, documento: '', invalido: false, verificando: false });

let prcSltCodigo: number | null = null;

/** Loading: session first (SPEC §2 redirects), then the process's start-screen data. */
export async function startEntry(code: number | null, descricaoPreRenderizada: string | null): Promise<void> {
  prcSltCodigo = code;
  $descricao.set(descricaoPreRenderizada);
  const session = await loadSession();
  const redirect = entryRedirect(session.status === 'user' ? session.pssFscCodigo : null, code);
  if (redirect?.to === 'login') return redirectToLogin();
  if (redirect?.path) return window.location.replace(redirect.path);
  try {
    const tela = await fetchTelaInicial(code!);
    if (tela) $descricao.set(tela.prcSltDescricao);
    $fase.set(phaseFor(tela));
  } catch {
    void showError(httpErrorText('sem conexão'));
  }
}

/** Brasileiro/Estrangeiro: changing nationality clears the field. */
export function setNacionalidade(n: Nacionalidade): void {
  $form.set({ ...$form.get(), nacionalidade: n, documento: '', invalido: false });
}

export function setDocumento(value: string): void {
  const { nacionalidade } = $form.get();
  $form.setKey('documento', nacionalidade === 'brasileiro' ? maskCpf(value) : value);
  $form.setKey('invalido', false);
}

/** Continuar: ignored while a check runs; invalid document -> 4 s warning; account exists -> notice; else hand-off. */
export async function continuar(): Promise<void> {
  const { nacionalidade, documento, verificando } = $form.get();
  if (verificando || prcSltCodigo === null) return;
  const doc = validatePersonalDocument(nacionalidade, documento);
  if (!doc.ok) {
    $form.setKey('invalido', true);
    showAlert('warning', INVALID_DOCUMENT_TEXT, INVALID_DOCUMENT_WARNING_MS);
    return;
  }
  $form.setKey('verificando', true);
  try {
    if (await checkContaExiste(doc.dcmPessoal, doc.tpDcmPessoal)) {
      $fase.set('contaExiste');
      return;
    }
    const { path, state } = handOff(prcSltCodigo, nacionalidade, doc.tpDcmPessoal, doc.dcmPessoal);
    sessionStorage.setItem(CRIAR_CONTA_KEY, JSON.stringify(state));
    // A new history entry carrying the state, then load it: history.state survives the navigation and reloads.
    window.history.pushState(state, '', path);
    window.location.reload();
  } catch {
    /* the api-client already showed SPEC §8's modal */
  } finally {
    $form.setKey('verificando', false);
  }
}

export const fazerLogin = () => void redirectToLogin();
