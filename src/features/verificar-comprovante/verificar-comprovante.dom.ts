/**
 * The receipt check on the plain markup of VerificarForm.astro: a code from the QR link (?codigo=) is checked
 * at once; a typed one on Verificar (ignored while a check runs). Rules and texts in verificar-comprovante.ts.
 */
import { PlainCallError, plainGet } from '../../lib/plain-api.ts';
import { looksLikeCode, normalizeCode, verificationRows, type Verificacao } from './verificar-comprovante.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

export function mountVerificar(root: HTMLElement): void {
  const form = root.querySelector('form')!;
  const input = form.querySelector<HTMLInputElement>('#codigo-verificacao')!;
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')!;
  const out = root.querySelector<HTMLElement>('[data-resultado]')!;
  let loading = false;

  const alert = (kind: 'danger' | 'warning', text: string) => {
    const a = el('div', `alert alert-${kind}`, text);
    a.setAttribute('role', 'alert');
    out.replaceChildren(a);
  };
  const genuine = (v: Verificacao) => {
    const section = el('section', 'alert alert-success');
    section.setAttribute('role', 'status');
    section.setAttribute('aria-label', 'Resultado da verificação');
    const dl = el('dl', 'row mb-0');
    for (const [k, value] of verificationRows(v)) {
      const row = el('div', 'col-12 d-flex flex-wrap gap-2');
      row.append(el('dt', '', `${k}:`), el('dd', 'mb-1', value));
      dl.append(row);
    }
    section.append(el('h2', 'h5', 'Comprovante autêntico'), dl);
    out.replaceChildren(section);
  };

  const verificar = async (raw: string) => {
    const code = normalizeCode(raw);
    if (!looksLikeCode(code)) return alert('danger', 'Digite o código de verificação impresso no comprovante (letras e números).');
    loading = true;
    button.disabled = true;
    const busy = el('p', 'text-muted', 'Verificando...');
    busy.setAttribute('aria-busy', 'true');
    out.replaceChildren(busy);
    try {
      const r = await plainGet<Verificacao>('insProcesso/verificarComprovante', { codigo: code }, { silent: true });
      if (r.data?.valido === 'T') genuine(r.data);
      else alert('warning', r.message ?? 'Nenhuma inscrição corresponde a este código de verificação.');
    } catch (err) {
      alert('danger', err instanceof PlainCallError && err.status >= 400 && err.status < 500 ? err.message : 'Não foi possível verificar agora. Tente novamente em instantes.');
    } finally {
      loading = false;
      button.disabled = false;
    }
  };

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (!loading) void verificar(input.value);
  });
  const fromQr = new URLSearchParams(window.location.search).get('codigo');
  if (fromQr) {
    input.value = fromQr;
    void verificar(fromQr);
  }
}
