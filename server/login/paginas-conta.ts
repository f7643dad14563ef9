/**
 * The login application's pages for getting back into an account and for the person's own data (issue 23):
 * Esqueci minha senha, the new password by link, "Não tenho mais acesso a este e-mail", e-mail confirmation, and
 * the sections Dados Pessoais adds (the e-mail and its confirmation, Baixar meus dados, Excluir minha conta).
 */
import { html, type SafeHtml } from '../http/html.ts';
import { alert, camposNovaSenha, csrfInput, page, type PageFlags } from './pages.ts';

/** On the account pages only an error interrupts a screen reader; a notice is a status. */
const alerta = (kind: 'danger' | 'success' | 'info', text: string | undefined) => alert(kind, text, kind === 'danger' ? 'alert' : 'status');

type Msg = { error?: string; notice?: string };

export function esqueciPage(o: PageFlags & Msg & { csrf: string; login?: string }): string {
  return page(
    { title: 'Esqueci minha senha', csrf: o.csrf, signedIn: false, demo: o.demo },
    html`${alerta('danger', o.error)}${alerta('success', o.notice)}
    <p>Informe o CPF ou passaporte da sua conta. Enviaremos um link para o e-mail cadastrado e confirmado, válido por 30 minutos.</p>
    <form method="post" action="/login/esqueci-senha" class="card card-body shadow-sm" novalidate>
      ${csrfInput(o.csrf)}
      <div class="mb-3"><label for="login" class="form-label">CPF ou Passaporte</label>
        <input id="login" name="login" class="form-control" autocomplete="username" required value="${o.login ?? ''}"></div>
      <button type="submit" class="btn btn-primary w-100">Enviar link</button>
    </form>
    <p class="mt-3"><a href="/login/sem-acesso-email">Não tenho mais acesso a este e-mail</a> · <a href="/login">Voltar para Entrar</a></p>`,
  );
}

export function semAcessoEmailPage(o: PageFlags & { csrf: string }): string {
  return page(
    { title: 'Não tenho mais acesso a este e-mail', csrf: o.csrf, signedIn: false, demo: o.demo },
    html`<p>Se você não consegue mais abrir o e-mail cadastrado na sua conta (ou nunca o confirmou), a equipe da universidade
    pode trocá-lo para você depois de conferir quem você é.</p>
    <ol>
      <li>Procure o atendimento dos processos seletivos da universidade (o contato está no edital do processo).</li>
      <li>Informe o seu CPF ou passaporte e o novo e-mail, e tenha em mãos um documento oficial com foto.</li>
      <li>Depois da troca, confirme o novo e-mail pelo link que chegará nele e então use <a href="/login/esqueci-senha">Esqueci minha senha</a>.</li>
    </ol>
    <p>Uma inscrição em andamento nunca depende do e-mail: se o prazo estiver acabando, informe isso no atendimento.</p>
    <p><a href="/login">Voltar para Entrar</a></p>`,
  );
}

export function novaSenhaPorLinkPage(o: PageFlags & Msg & { csrf: string; t: string }): string {
  return page(
    { title: 'Defina uma nova senha', csrf: o.csrf, signedIn: false, demo: o.demo },
    html`${alerta('danger', o.error)}
    <p>Escolha a nova senha da sua conta. Todas as sessões abertas com a senha antiga serão encerradas.</p>
    <form method="post" action="/login/nova-senha" class="card card-body shadow-sm">
      ${csrfInput(o.csrf)}<input type="hidden" name="t" value="${o.t}">
      ${camposNovaSenha}
      <button class="btn btn-primary" type="submit">Salvar nova senha</button>
    </form>`,
  );
}

/** A link that cannot be used (expired, used, altered): says what to do next. */
export function linkInvalidoPage(o: PageFlags & { csrf: string; title: string; text: string; href: string; acao: string }): string {
  return page({ title: o.title, csrf: o.csrf, signedIn: false, demo: o.demo }, html`${alerta('danger', o.text)}<p><a class="btn btn-primary" href="${o.href}">${o.acao}</a></p>`);
}

export function confirmarEmailPage(o: PageFlags & Msg & { csrf: string; t: string; email: string; signedIn: boolean }): string {
  return page(
    { title: 'Confirmar e-mail', csrf: o.csrf, signedIn: o.signedIn, demo: o.demo },
    html`${alerta('danger', o.error)}
    <p>Confirme que o endereço <strong>${o.email}</strong> é seu. Ele passa a receber os links de recuperação de senha.</p>
    <form method="post" action="/login/confirmar-email" class="card card-body shadow-sm">
      ${csrfInput(o.csrf)}<input type="hidden" name="t" value="${o.t}">
      <button class="btn btn-primary" type="submit">Confirmar e-mail</button>
    </form>`,
  );
}

export function emailConfirmadoPage(o: PageFlags & { csrf: string; signedIn: boolean }): string {
  return page(
    { title: 'E-mail confirmado', csrf: o.csrf, signedIn: o.signedIn, demo: o.demo },
    html`${alerta('success', 'E-mail confirmado. Se você esquecer a senha, o link de recuperação irá para este endereço.')}
    <p><a class="btn btn-primary" href="/home">Ir para os Processos Seletivos</a></p>`,
  );
}

/** What Dados Pessoais adds below the contact form: the e-mail (changed with the password) and the person's data. */
export function secoesDaConta(o: { csrf: string; email: string | null; confirmado: boolean; podeExcluir: boolean }): SafeHtml {
  const situacao = !o.email
    ? html`<span class="badge text-bg-secondary">sem e-mail</span>`
    : o.confirmado
      ? html`<span class="badge text-bg-success">confirmado</span>`
      : html`<span class="badge text-bg-warning">não confirmado</span>`;
  return html`
    <section class="card card-body shadow-sm mt-4" aria-labelledby="titulo-email">
      <h2 class="h5" id="titulo-email">E-mail</h2>
      <p class="mb-2" data-testid="email-atual">${o.email ?? 'Nenhum e-mail cadastrado'} ${situacao}</p>
      ${o.email && !o.confirmado
        ? html`<form method="post" action="/login/meus-dados/reenviar-confirmacao" class="mb-3">${csrfInput(o.csrf)}
            <p class="small mb-1">Enquanto o e-mail não for confirmado, a recuperação de senha não o usa. As inscrições não dependem dele.</p>
            <button class="btn btn-outline-primary btn-sm" type="submit">Reenviar link de confirmação</button></form>`
        : ''}
      <form method="post" action="/login/meus-dados/email">
        ${csrfInput(o.csrf)}
        <div class="mb-2"><label class="form-label" for="novo-email">Novo e-mail</label>
          <input class="form-control" id="novo-email" name="novoEmail" type="email" maxlength="200" autocomplete="email" required></div>
        <div class="mb-2"><label class="form-label" for="senha-email">Senha atual</label>
          <input class="form-control" id="senha-email" name="senha" type="password" autocomplete="current-password" required></div>
        <button class="btn btn-primary" type="submit">Alterar e-mail</button>
      </form>
    </section>
    <section class="card card-body shadow-sm mt-4" aria-labelledby="titulo-lgpd">
      <h2 class="h5" id="titulo-lgpd">Meus dados (LGPD)</h2>
      <p>Tudo o que o sistema guarda sobre você: dados pessoais, inscrições e opções, pagamentos, mensagens, ensalamento,
      notas, histórico de acessos e aceites de termos (Lei 13.709/2018, art. 18).</p>
      <div class="d-flex gap-2 flex-wrap mb-3">
        <form method="post" action="/login/meus-dados/exportar.json">${csrfInput(o.csrf)}<button class="btn btn-outline-primary" type="submit">Baixar meus dados (JSON)</button></form>
        <form method="post" action="/login/meus-dados/exportar.pdf">${csrfInput(o.csrf)}<button class="btn btn-outline-primary" type="submit">Baixar meus dados (PDF)</button></form>
      </div>
      <h3 class="h6 mt-2">Excluir minha conta</h3>
      ${o.podeExcluir
        ? html`<form method="post" action="/login/meus-dados/excluir">
            ${csrfInput(o.csrf)}
            <p class="small">A conta é excluída e os seus dados pessoais são apagados. Não é possível desfazer.</p>
            <div class="mb-2"><label class="form-label" for="senha-excluir">Senha atual</label>
              <input class="form-control" id="senha-excluir" name="senha" type="password" autocomplete="current-password" required></div>
            <div class="mb-2"><label class="form-label" for="confirma-excluir">Digite EXCLUIR para confirmar</label>
              <input class="form-control" id="confirma-excluir" name="confirmacao" required></div>
            <button class="btn btn-danger" type="submit">Excluir minha conta</button>
          </form>`
        : html`<p class="small mb-0">Você tem inscrições em processos seletivos: a universidade precisa guardar esses registros
            pelo prazo do edital, por isso a conta não pode ser excluída por aqui. Procure o atendimento se precisar.</p>`}
    </section>`;
}

export function contaExcluidaPage(o: PageFlags & { csrf: string }): string {
  return page(
    { title: 'Conta excluída', csrf: o.csrf, signedIn: false, demo: o.demo },
    html`${alerta('success', 'Sua conta foi excluída e os seus dados pessoais foram apagados.')}<p><a href="/">Ir para a página inicial</a></p>`,
  );
}
