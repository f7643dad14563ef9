/**
 * The entry screen's behaviour on the pre-rendered markup of EntrarForm.astro (plain DOM, no framework):
 * session redirects, the process's state, the CPF mask, Brasileiro/Estrangeiro, the 4 s invalid-document
 * warning, the account check (ignored while one runs) and the hand-off to a new enrolment. The rules
 * themselves are in entrar.ts.
 */
import { INVALID_DOCUMENT_WARNING_MS } from '../../domain/constants.ts';
import { CPF_MASK } from '../../domain/cpf.ts';
import { INVALID_DOCUMENT_TEXT, validatePersonalDocument } from '../../domain/documento-pessoal.ts';
import { httpErrorText } from '../../lib/http-error.ts';
import { PlainCallError, plainGet, redirectToLogin, sessionPerson } from '../../lib/plain-api.ts';
import { showAlert, showError } from '../../lib/plain-ui.ts';
import { currentParams } from '../../lib/routes.ts';
import { CRIAR_CONTA_KEY, entryRedirect, handOff, maskCpf, phaseFor, processCodeFrom, type Fase, type Nacionalidade } from './entrar.ts';

interface TelaInicial {
  prcSltCodigo: number;
  prcSltDescricao: string;
  prcSltVigente: 'T' | 'F';
  prcSltTemGrupos: 'T' | 'F';
}

/** prcSeletivo/getPrcSltCmpTelaInicialByPrcSltCodigo; null when the process does not exist (no modal). */
async function telaInicial(prcSltCodigo: number): Promise<TelaInicial | null> {
  try {
    return (await plainGet<TelaInicial>('prcSeletivo/getPrcSltCmpTelaInicialByPrcSltCodigo', { prcSltCodigo }, { silent: true })).data ?? null;
  } catch (err) {
    if (err instanceof PlainCallError && err.status === 404) return null;
    throw err;
  }
}

/** The document form: mask, nationality switch, validation, the account check and the hand-off. */
function bindForm(form: HTMLFormElement, code: number | null, show: (fase: Fase) => void): void {
  const input = form.querySelector<HTMLInputElement>('#documento')!;
  const label = form.querySelector<HTMLLabelElement>('label[for="documento"]')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const tipoEstrangeiro = form.querySelector<HTMLFieldSetElement>('[data-tipo-estrangeiro]')!;
  let nacionalidade: Nacionalidade = 'brasileiro';
  let verificando = false;
  const setInvalido = (on: boolean) => {
    input.classList.toggle('is-invalid', on);
    input.setAttribute('aria-invalid', String(on));
  };
  const setVerificando = (on: boolean) => {
    verificando = on;
    button.textContent = on ? 'Carregando...' : 'Continuar';
    button.setAttribute('aria-busy', String(on));
    button.setAttribute('aria-disabled', String(on));
  };
  // Brasileiro/Estrangeiro: changing nationality clears the field and switches label, placeholder and mask.
  form.querySelectorAll<HTMLInputElement>('input[name="nacionalidade"]').forEach((radio) =>
    radio.addEventListener('change', () => {
      nacionalidade = radio.value as Nacionalidade;
      const br = nacionalidade === 'brasileiro';
      label.textContent = br ? 'CPF' : 'Passaporte ou RG';
      input.placeholder = br ? 'Digite o CPF' : 'Digite o Passaporte ou RG';
      input.inputMode = br ? 'numeric' : 'text';
      input.maxLength = br ? CPF_MASK.length : 40;
      tipoEstrangeiro.hidden = br;
      input.value = '';
      setInvalido(false);
    }),
  );
  input.addEventListener('input', () => {
    if (nacionalidade === 'brasileiro') input.value = maskCpf(input.value);
    setInvalido(false);
  });
  // Continuar: ignored while a check runs; invalid document -> 4 s warning; account exists -> notice; else hand-off.
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (verificando || code === null) return;
    // Estrangeiro: the document goes as what the candidate says it is, passport or RG (SPEC §7).
    const tipo = form.querySelector<HTMLInputElement>('input[name="tipoEstrangeiro"]:checked')?.value === 'RG' ? 'RG' : 'PASSAPORTE';
    const doc = validatePersonalDocument(nacionalidade, input.value, tipo);
    if (!doc.ok) {
      setInvalido(true);
      showAlert('warning', INVALID_DOCUMENT_TEXT, INVALID_DOCUMENT_WARNING_MS);
      return;
    }
    setVerificando(true);
    try {
      const env = await plainGet<never>('pssFisica/checkContaExisteByDcmPessoal', { dcmPessoal: doc.dcmPessoal, tpDcmPessoal: doc.tpDcmPessoal });
      if (env.contaExiste === 'T') return show('contaExiste');
      const { path, state } = handOff(code, nacionalidade, doc.tpDcmPessoal, doc.dcmPessoal);
      sessionStorage.setItem(CRIAR_CONTA_KEY, JSON.stringify(state));
      // A new history entry carrying the state, then load it: history.state survives the navigation and reloads.
      window.history.pushState(state, '', path);
      window.location.reload();
    } catch {
      /* plainGet already showed SPEC §8's modal */
    } finally {
      setVerificando(false);
    }
  });
}

export async function mountEntrar(root: HTMLElement): Promise<void> {
  const corpo = root.querySelector<HTMLElement>('[data-corpo]')!;
  const code = processCodeFrom(currentParams('entrarProcesso', window.location.pathname)?.prcSltCodigo);
  /** Shows one state: its template's copy replaces what was there (no hidden leftovers of other states). */
  const show = (fase: Fase) => {
    const tpl = root.querySelector<HTMLTemplateElement>(`template[data-fase="${fase}"]`);
    if (!tpl) return;
    corpo.replaceChildren(tpl.content.cloneNode(true));
    corpo.querySelectorAll('[data-login]').forEach((b) => b.addEventListener('click', () => void redirectToLogin()));
    const form = corpo.querySelector('form');
    if (form) bindForm(form, code, show);
  };

  // Loading: session first (SPEC §2 redirects), then the process's start-screen data.
  const redirect = entryRedirect(await sessionPerson(), code);
  if (redirect?.to === 'login') return redirectToLogin();
  if (redirect?.path) return window.location.replace(redirect.path);
  try {
    const tela = await telaInicial(code!);
    if (tela) root.querySelector('[data-titulo]')!.textContent = tela.prcSltDescricao;
    show(phaseFor(tela));
  } catch {
    void showError(httpErrorText('sem conexão'));
  }
}
