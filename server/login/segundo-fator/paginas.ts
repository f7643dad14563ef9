/**
 * The second factor's pages in the login app (issue 34 §2): the set-up with its QR code, the code asked at every
 * staff sign-in, and the recovery codes shown once. Plain HTML like every login page; the QR is inline SVG (no
 * image request, nothing for a CSP to block).
 */
import { html, SafeHtml } from '../../http/html.ts';
import { alert, csrfInput, page, type PageFlags } from '../pages.ts';

interface Comum extends PageFlags {
  csrf: string;
  ticket: string;
  error?: string;
}

const campoCodigo = (ajuda: string) => html`<div class="mb-3"><label class="form-label" for="codigo">Código de verificação</label>
        <input class="form-control" id="codigo" name="codigo" autocomplete="one-time-code" inputmode="text" maxlength="20" required autofocus aria-describedby="codigo-ajuda">
        <div class="form-text" id="codigo-ajuda">${ajuda}</div></div>`;

/** The first staff sign-in: scan the QR (or type the key), then confirm with a code the app shows. */
export function configuracaoPage(opts: Comum & { qrSvg: string; segredo: string }): string {
  return page(
    { title: 'Configure a verificação em duas etapas', csrf: opts.csrf, signedIn: false, demo: opts.demo },
    html`${alert('danger', opts.error)}
    <p>A sua conta tem acesso à gestão do sistema. Para protegê-la, além da senha você passa a informar, a cada entrada, um código de 6 dígitos gerado por um aplicativo autenticador no seu celular (por exemplo Google Authenticator, Microsoft Authenticator, FreeOTP ou Aegis).</p>
    <ol>
      <li>Abra o aplicativo e adicione uma conta lendo este código QR:</li>
    </ol>
    <div class="text-center mb-3"><figure class="d-inline-block bg-white p-2 border" style="width: 14rem" role="img" aria-label="Código QR para o aplicativo autenticador">${new SafeHtml(opts.qrSvg)}</figure></div>
    <p>Se não puder ler o código QR, digite no aplicativo esta chave (tipo: baseada em tempo):</p>
    <p class="font-monospace fs-5 text-center user-select-all" data-testid="segredo-totp">${opts.segredo}</p>
    <form method="post" action="/login/segundo-fator/configurar" class="card card-body shadow-sm">
      ${csrfInput(opts.csrf)}
      <input type="hidden" name="ticket" value="${opts.ticket}">
      ${campoCodigo('Digite o código de 6 dígitos que o aplicativo mostra agora.')}
      <button class="btn btn-primary" type="submit">Confirmar e entrar</button>
    </form>`,
  );
}

/** Every later staff sign-in: the code of the app, or one of the recovery codes. */
export function codigoPage(opts: Comum): string {
  return page(
    { title: 'Verificação em duas etapas', csrf: opts.csrf, signedIn: false, demo: opts.demo },
    html`${alert('danger', opts.error)}
    <form method="post" action="/login/segundo-fator" class="card card-body shadow-sm">
      ${csrfInput(opts.csrf)}
      <input type="hidden" name="ticket" value="${opts.ticket}">
      ${campoCodigo('O código de 6 dígitos do seu aplicativo autenticador. Sem o celular, use um dos seus códigos de recuperação (cada um vale uma única vez).')}
      <button class="btn btn-primary" type="submit">Entrar</button>
    </form>
    <p class="mt-3 small">Perdeu o celular e os códigos de recuperação? Peça a um administrador do sistema que redefina a sua verificação em duas etapas.</p>`,
  );
}

/** Right after the set-up (the session has started): the ten recovery codes, shown this once. */
export function codigosRecuperacaoPage(opts: PageFlags & { csrf: string; codigos: string[]; voltar: string; superUsuario: boolean }): string {
  return page(
    { title: 'Guarde os seus códigos de recuperação', csrf: opts.csrf, signedIn: true, superUsuario: opts.superUsuario, demo: opts.demo },
    html`${alert('success', 'Verificação em duas etapas configurada.', 'status')}
    <p>Se perder o celular, entre com um destes códigos no lugar do código do aplicativo. <strong>Cada código vale uma única vez e eles não serão mostrados de novo</strong>: imprima ou guarde-os em um lugar seguro, longe do celular.</p>
    <ul class="list-group font-monospace mb-3" data-testid="codigos-recuperacao">
      ${opts.codigos.map((c) => html`<li class="list-group-item">${c}</li>`)}
    </ul>
    <a class="btn btn-primary" href="${opts.voltar}">Guardei os códigos, continuar</a>`,
  );
}
