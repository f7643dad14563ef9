import { html, type SafeHtml } from '../../http/html.ts';

/**
 * The gov.br design system's sign-in button ("br-sign-in", primary): a pill in the gov.br blue with a person icon
 * and "Entrar com gov.br". Inline style and SVG: no external font, image or stylesheet, within our CSP. A link, as
 * it navigates (GET /login/govbr starts the request).
 */
export function botaoGovbr(voltar: string): SafeHtml {
  const href = `/login/govbr?voltar=${encodeURIComponent(voltar)}`;
  return html`<div class="text-center my-3 text-muted small" aria-hidden="true">ou</div>
    <a href="${href}" data-testid="entrar-govbr" class="d-flex align-items-center justify-content-center w-100 text-decoration-none"
      style="gap:.5rem;min-height:2.5rem;padding:0 1.5rem;border-radius:100em;background:#1351b4;color:#fff;font-weight:600;font-size:1rem">
      <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="currentColor"><circle cx="8" cy="4.5" r="3.5"/><path d="M1 15.5c0-3.6 3.1-6 7-6s7 2.4 7 6z"/></svg>
      <span>Entrar com <strong style="font-weight:800">gov.br</strong></span>
    </a>`;
}
