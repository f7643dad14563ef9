import { formatCpf } from '../../src/domain/cpf.ts';
import { DEMO_STRIP_SEGUNDO_FATOR, DEMO_STRIP_TEXT } from '../../src/lib/perfil.ts';
import { html, type SafeHtml } from '../http/html.ts';
import { botaoGovbr } from './oidc/botao.ts';

/**
 * What every page function accepts besides its own fields. `demo`: show the "Ambiente de demonstração" strip
 * (pass `config.perfil === 'demo'`); absent means true, so only an explicit production profile hides it.
 */
export interface PageFlags {
  demo?: boolean;
  /** An OpenID provider is configured: the sign-in page offers "Entrar com gov.br" (server/login/oidc/). */
  govbr?: boolean;
}

/** The login application's pages: plain server-rendered HTML, no script, so they work anywhere. */
interface Frame extends PageFlags {
  title: string;
  csrf: string;
  signedIn: boolean;
  superUsuario?: boolean;
}

function demoStrip(f: Frame): SafeHtml {
  if (f.demo === false) return html``;
  return html`<p class="bg-warning text-dark text-center small fw-semibold mb-0 px-2 py-1" data-testid="faixa-demo">${DEMO_STRIP_TEXT}</p>
    <p class="bg-warning text-dark text-center small mb-0 px-2 pb-1" data-testid="faixa-demo-segundo-fator">${DEMO_STRIP_SEGUNDO_FATOR}</p>`;
}

function nav(f: Frame): SafeHtml {
  if (!f.signedIn) return html``;
  return html`<nav class="nav nav-pills flex-column flex-sm-row mb-4">
    <a class="nav-link" href="/login/meus-sistemas">Meus Sistemas</a>
    <a class="nav-link" href="/login/meus-dados">Dados Pessoais</a>
    <a class="nav-link" href="/login/minha-seguranca">Login e Segurança</a>
    ${f.superUsuario ? html`<a class="nav-link" href="/login/simular">Simular usuário</a>` : ''}
    <form method="post" action="/login/sair" class="ms-sm-auto">
      <input type="hidden" name="_csrf" value="${f.csrf}">
      <button class="btn btn-link nav-link" type="submit">Sair</button>
    </form>
  </nav>`;
}

export function page(f: Frame, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="pt-BR">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${f.title} · Login · Processos Seletivos</title>
  <link rel="stylesheet" href="/login/assets/bootstrap.min.css">
  <script src="/login/assets/formularios.js" defer></script>
</head>
<body class="bg-light">
  <header class="mb-4">
    ${demoStrip(f)}
    <div class="navbar navbar-dark bg-primary">
      <div class="container"><a class="navbar-brand" href="/">Processos Seletivos</a><span class="navbar-text">Login</span></div>
    </div>
  </header>
  <main class="container" style="max-width: 40rem">
    ${nav(f)}
    <h1 class="h3 mb-3">${f.title}</h1>
    ${body}
  </main>
</body>
</html>`.value;
}

/** A message box of the login pages: role alert (read at once) unless the page calls it a status. */
export function alert(kind: 'danger' | 'success' | 'warning' | 'info', text: string | undefined, role: 'alert' | 'status' = 'alert'): SafeHtml {
  return text ? html`<div class="alert alert-${kind}" role="${role}">${text}</div>` : html``;
}

export const csrfInput = (csrf: string) => html`<input type="hidden" name="_csrf" value="${csrf}">`;

/** The new password and its confirmation, as every form that sets one asks for them. */
export const camposNovaSenha = html`<div class="mb-3"><label class="form-label" for="nova">Nova senha</label>
        <input class="form-control" id="nova" name="novaSenha" type="password" autocomplete="new-password" minlength="8" required aria-describedby="nova-ajuda">
        <div class="form-text" id="nova-ajuda">Ao menos 8 caracteres.</div></div>
      <div class="mb-3"><label class="form-label" for="confirmacao">Confirme a nova senha</label>
        <input class="form-control" id="confirmacao" name="confirmacao" type="password" autocomplete="new-password" required></div>`;

export function signInPage(opts: PageFlags & { csrf: string; voltar: string; login?: string; error?: string; notice?: string }): string {
  return page(
    { title: 'Entrar', csrf: opts.csrf, signedIn: false, demo: opts.demo },
    html`${alert('danger', opts.error)}${alert('success', opts.notice)}
    <form method="post" action="/login" class="card card-body shadow-sm" novalidate>
      <input type="hidden" name="_csrf" value="${opts.csrf}">
      <input type="hidden" name="voltar" value="${opts.voltar}">
      <div class="mb-3">
        <label for="login" class="form-label">CPF ou Passaporte</label>
        <input id="login" name="login" class="form-control" autocomplete="username" inputmode="text" required value="${opts.login ?? ''}">
      </div>
      <div class="mb-3">
        <label for="senha" class="form-label">Senha</label>
        <input id="senha" name="senha" type="password" class="form-control" autocomplete="current-password" required>
      </div>
      <button type="submit" class="btn btn-primary w-100">Entrar</button>
      ${opts.govbr ? botaoGovbr(opts.voltar) : ''}
    </form>
    <p class="mt-3"><a href="/login/esqueci-senha">Esqueci minha senha</a></p>`,
  );
}

export function systemsPage(opts: PageFlags & { csrf: string; nome: string; superUsuario: boolean; simulando?: string }): string {
  return page(
    { title: 'Meus Sistemas', csrf: opts.csrf, signedIn: true, superUsuario: opts.superUsuario, demo: opts.demo },
    html`<p>Olá, ${opts.nome}.</p>
    ${opts.simulando ? alert('warning', `Você está simulando o acesso de ${opts.simulando}.`) : ''}
    <div class="list-group">
      <a class="list-group-item list-group-item-action" href="/home">Processos Seletivos <small class="text-muted d-block">Inscrições em vestibulares, pós-graduação e chamadas públicas</small></a>
    </div>`,
  );
}

export interface PersonView {
  pssFscNome: string;
  pssFscCPF: string | null;
  pssFscPassaporte: string | null;
  pssFscDtNascimento: string | null;
  pssFscEmail: string | null;
  pssFscCelular: string | null;
  pssFscTelefone: string | null;
  pssFscVncInterno: boolean;
}

/** `extra`: the account sections (e-mail, Meus dados) of server/login/paginas-conta.ts, shown below the form. */
export function personalDataPage(opts: PageFlags & { csrf: string; superUsuario: boolean; person: PersonView; error?: string; notice?: string; extra?: SafeHtml }): string {
  const p = opts.person;
  const doc = p.pssFscCPF ? `CPF ${formatCpf(p.pssFscCPF)}` : `Documento ${p.pssFscPassaporte ?? ''}`;
  return page(
    { title: 'Dados Pessoais', csrf: opts.csrf, signedIn: true, superUsuario: opts.superUsuario, demo: opts.demo },
    html`${alert('danger', opts.error)}${alert('success', opts.notice)}
    ${p.pssFscVncInterno ? alert('warning', 'Você possui vínculo com a instituição: nome e documentos são mantidos pelo cadastro institucional.') : ''}
    <dl class="row">
      <dt class="col-sm-4">Nome</dt><dd class="col-sm-8">${p.pssFscNome}</dd>
      <dt class="col-sm-4">Documento</dt><dd class="col-sm-8">${doc}</dd>
      <dt class="col-sm-4">Nascimento</dt><dd class="col-sm-8">${p.pssFscDtNascimento ? p.pssFscDtNascimento.split('-').reverse().join('/') : '-'}</dd>
    </dl>
    <form method="post" action="/login/meus-dados/salvar" class="card card-body shadow-sm">
      <input type="hidden" name="_csrf" value="${opts.csrf}">
      <div class="mb-3"><label class="form-label" for="celular">Celular</label>
        <input class="form-control" id="celular" name="pssFscCelular" inputmode="tel" maxlength="20" value="${p.pssFscCelular ?? ''}"></div>
      <div class="mb-3"><label class="form-label" for="telefone">Telefone</label>
        <input class="form-control" id="telefone" name="pssFscTelefone" inputmode="tel" maxlength="20" value="${p.pssFscTelefone ?? ''}"></div>
      <button class="btn btn-primary" type="submit">Salvar</button>
    </form>
    ${opts.extra ?? ''}`,
  );
}

/** `extra`: the second factor and gov.br link of a staff account (server/login/segundo-fator/seguranca.ts). */
export function securityPage(opts: PageFlags & { csrf: string; superUsuario: boolean; error?: string; notice?: string; extra?: SafeHtml }): string {
  return page(
    { title: 'Login e Segurança', csrf: opts.csrf, signedIn: true, superUsuario: opts.superUsuario, demo: opts.demo },
    html`${alert('danger', opts.error)}${alert('success', opts.notice)}
    <form method="post" action="/login/minha-seguranca/senha" class="card card-body shadow-sm">
      <input type="hidden" name="_csrf" value="${opts.csrf}">
      <div class="mb-3"><label class="form-label" for="atual">Senha atual</label>
        <input class="form-control" id="atual" name="senhaAtual" type="password" autocomplete="current-password" required></div>
      <div class="mb-3"><label class="form-label" for="nova">Nova senha</label>
        <input class="form-control" id="nova" name="novaSenha" type="password" autocomplete="new-password" minlength="8" required>
        <div class="form-text">Ao menos 8 caracteres. As suas outras sessões serão encerradas.</div></div>
      <div class="mb-3"><label class="form-label" for="confirmacao">Confirme a nova senha</label>
        <input class="form-control" id="confirmacao" name="confirmacao" type="password" autocomplete="new-password" required></div>
      <button class="btn btn-primary" type="submit">Alterar senha</button>
    </form>
    ${opts.extra ?? ''}`,
  );
}

export function simulatePage(opts: PageFlags & { csrf: string; error?: string }): string {
  return page(
    { title: 'Simular usuário', csrf: opts.csrf, signedIn: true, superUsuario: true, demo: opts.demo },
    html`${alert('danger', opts.error)}
    <p>Acesse o sistema como outra pessoa para prestar suporte. Para voltar, use "Cancelar Simulação" no menu.</p>
    <form method="post" action="/login/simular" class="card card-body shadow-sm">
      <input type="hidden" name="_csrf" value="${opts.csrf}">
      <div class="mb-3"><label class="form-label" for="cpf">CPF da pessoa</label>
        <input class="form-control" id="cpf" name="cpf" inputmode="numeric" required></div>
      <button class="btn btn-warning" type="submit">Simular</button>
    </form>`,
  );
}

/**
 * After a correct password on an account whose password staff asked to be replaced: the session starts only once a
 * new one is set (server/login/redefinicao.ts). The ticket proves the old password was right a moment ago.
 */
export function newPasswordPage(opts: PageFlags & { csrf: string; ticket: string; voltar: string; error?: string }): string {
  return page(
    { title: 'Defina uma nova senha', csrf: opts.csrf, signedIn: false, demo: opts.demo },
    html`${alert('danger', opts.error)}
    <p>A equipe da universidade pediu que você defina uma nova senha antes de continuar. A senha atual deixa de valer.</p>
    <form method="post" action="/login/redefinir-senha" class="card card-body shadow-sm">
      ${csrfInput(opts.csrf)}
      <input type="hidden" name="ticket" value="${opts.ticket}">
      <input type="hidden" name="voltar" value="${opts.voltar}">
      ${camposNovaSenha}
      <button class="btn btn-primary" type="submit">Salvar e entrar</button>
    </form>`,
  );
}
