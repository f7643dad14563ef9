/**
 * "Login e Segurança" of a staff or super-user account (issue 34): the state of the second factor (how many
 * recovery codes are left) and, when an OpenID provider is configured, the gov.br link that lets this account
 * sign in through it (§3) — made here, while signed in with password and second factor.
 */
import type { FastifyInstance } from 'fastify';
import { codigosRestantes, contaPrivilegiada, estadoSegundoFator, vinculoDaConta } from '../../entities/pessoa/segundo-fator.ts';
import { html, type SafeHtml } from '../../http/html.ts';
import type { Auth } from '../../types.ts';

export async function secaoSegundoFator(app: FastifyInstance, auth: Auth): Promise<SafeHtml | undefined> {
  // A super user simulating someone sees the page of the person simulated: nothing of their own account here.
  if (auth.simulando || !(await contaPrivilegiada(app.db, auth.contaCodigo))) return undefined;
  const estado = await estadoSegundoFator(app.db, auth.contaCodigo);
  const restantes = estado?.confirmado ? await codigosRestantes(app.db, auth.contaCodigo) : 0;
  const oidc = app.config.oidc;
  const vinculo = oidc ? await vinculoDaConta(app.db, auth.contaCodigo, oidc.issuer) : null;
  return html`<section class="card card-body shadow-sm mt-4" data-testid="secao-segundo-fator">
    <h2 class="h5">Verificação em duas etapas</h2>
    ${estado?.confirmado
      ? html`<p class="mb-1">Ativa: a cada entrada, além da senha, você informa o código do aplicativo autenticador.</p>
        <p class="mb-0">Códigos de recuperação ainda não usados: <strong data-testid="codigos-restantes">${restantes}</strong> de 10.${restantes <= 3 ? ' Quando acabarem, peça a um administrador que redefina a sua verificação em duas etapas.' : ''}</p>`
      : html`<p class="mb-0">Esta conta de demonstração entra sem a verificação em duas etapas; em produção ela é configurada na primeira entrada.</p>`}
    ${oidc
      ? html`<h2 class="h5 mt-4">Entrar com gov.br</h2>
        ${vinculo
          ? html`<p class="mb-0" data-testid="govbr-vinculado">A sua conta gov.br está vinculada a esta conta: você pode entrar por ela, e o código do aplicativo continua sendo pedido.</p>`
          : html`<p>Contas da equipe só entram com gov.br depois de vinculadas por você, aqui. O gov.br deve informar o mesmo CPF desta conta.</p>
            <a class="btn btn-outline-primary" href="/login/govbr/vincular">Vincular minha conta gov.br</a>`}`
      : ''}
  </section>`;
}
