import { expect, test, type Page } from '@playwright/test';
import { PASSAPORTE_COLISAO } from '../support/oidc-seed.ts';
import { freshCpf } from './candidato.helpers.ts';

/**
 * Issue 23 §3, "Entrar com gov.br", end to end in Chromium against a real OpenID provider (oidc-provider on a local
 * port, tests/support/oidc-provider.ts, started with the product by playwright.config.ts when this spec runs): a new
 * account, a linked account whose password keeps working, Sair that also ends the provider's session, and the
 * refusals — a wrong state, a replayed code, and a CPF that belongs to a passport login.
 */
const PROVEDOR = `http://127.0.0.1:${process.env.E2E_OIDC_PORT}`;

/** From a login page, through the provider's sign-in as `usuario`. */
async function entrarNoProvedor(page: Page, usuario: string) {
  await page.getByRole('link', { name: 'Entrar com gov.br' }).click();
  await expect(page).toHaveURL(new RegExp(`^${PROVEDOR}/interaction/`));
  await page.getByLabel('Usuário de teste').fill(usuario);
  await page.getByRole('button', { name: 'Entrar no provedor' }).click();
}

/**
 * Signs in at the provider but stops before the browser comes back, and answers the return URL (code and state
 * unused, the pending cookie still in the browser). Playwright does not route the requests of a redirect chain, so
 * the provider's two redirects are walked by hand with the browser's cookies.
 */
async function pararNoRetorno(page: Page, usuario: string): Promise<string> {
  let retorno = '';
  await page.route(/\/interaction\/[\w-]+\/entrar$/, async (route) => {
    const entrada = await route.fetch({ maxRedirects: 0 });
    const retomada = new URL(entrada.headers().location, route.request().url()).href;
    const volta = await page.request.get(retomada, { maxRedirects: 0 });
    retorno = new URL(volta.headers().location, retomada).href;
    await route.fulfill({ contentType: 'text/html', body: '<p>Parado antes do retorno</p>' });
  });
  await entrarNoProvedor(page, usuario);
  await expect(page.getByText('Parado antes do retorno')).toBeVisible();
  expect(retorno).toMatch(/\/login\/govbr\/retorno\?code=/);
  return retorno;
}

test('uma pessoa nova entra com gov.br: a conta é criada com nome e e-mail do gov.br, e Sair encerra também a sessão no gov.br', async ({ page }) => {
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login\/?\?voltar=%2Fhome$/);
  const botao = page.getByRole('link', { name: 'Entrar com gov.br' });
  await expect(botao).toBeVisible();
  // The gov.br look, from our own inline style: no external asset.
  await expect(botao).toHaveCSS('background-color', 'rgb(19, 81, 180)');
  await expect(botao).toHaveCSS('border-radius', /px/);
  const cpf = freshCpf();
  await entrarNoProvedor(page, `nova-${cpf}`);
  await expect(page).toHaveURL(/\/home$/);
  const userMenu = page.getByTestId('user-menu');
  await expect(userMenu).toHaveText(/^Helena \(\d+\)$/);
  await userMenu.click();
  await expect(page.getByText('Helena Gov Pereira')).toBeVisible();
  await expect(page.getByText(`helena.${cpf}@exemplo.gov.br`)).toBeVisible();

  await page.getByRole('button', { name: 'Sair' }).click();
  // Our session ends, then the provider asks to end its own.
  await expect(page.getByRole('heading', { name: 'Sair do provedor de teste?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sim, sair' }).click();
  await expect(page).toHaveURL(/\/login\/?\?voltar=%2Fentrar$/);
  // The provider's session is gone too: gov.br asks who you are again.
  await page.getByRole('link', { name: 'Entrar com gov.br' }).click();
  await expect(page.getByLabel('Usuário de teste')).toBeVisible();
});

test('o CPF do gov.br abre a conta que já existe, e a senha local continua valendo', async ({ page }) => {
  await page.goto('/login?voltar=%2Fhome');
  await entrarNoProvedor(page, 'maria');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toHaveText(/^Maria \(\d+\)$/);
  const codigo = (await page.getByTestId('user-menu').textContent())!;

  await page.context().clearCookies();
  await page.goto('/login?voltar=%2Fhome');
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toHaveText(codigo);
});

test('um retorno com o state trocado é recusado com uma página clara, sem sessão', async ({ page }) => {
  await page.goto('/login?voltar=%2Fhome');
  const retorno = new URL(await pararNoRetorno(page, 'maria'));
  retorno.searchParams.set('state', 'estado-forjado');
  await page.goto(retorno.href);
  await expect(page.getByRole('heading', { name: 'Não foi possível entrar com gov.br' })).toBeVisible();
  await expect(page.getByTestId('govbr-recusa')).toContainText('não corresponde a uma entrada iniciada neste navegador');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);
});

test('um código já usado não vale uma segunda vez, nem com o cookie copiado para outro navegador', async ({ page, browser }) => {
  await page.goto('/login?voltar=%2Fhome');
  const retorno = await pararNoRetorno(page, 'maria');
  const pendente = (await page.context().cookies()).find((c) => c.name === 'ps_govbr')!;
  await page.goto(retorno);
  await expect(page).toHaveURL(/\/home$/);

  // The same browser, back to the return: its pending request was used up.
  await page.goto(retorno);
  await expect(page.getByTestId('govbr-recusa')).toContainText('não corresponde a uma entrada iniciada neste navegador');

  // Someone with the whole return and the cookie: the provider refuses the code.
  const outro = await browser.newContext();
  try {
    await outro.addCookies([pendente]);
    const ladrao = await outro.newPage();
    await ladrao.goto(retorno);
    await expect(ladrao.getByTestId('govbr-recusa')).toContainText('Esta autorização do gov.br já foi usada ou expirou');
    await ladrao.goto('/home');
    await expect(ladrao).toHaveURL(/\/login/);
  } finally {
    await outro.close();
  }
});

test('um CPF que pertence a uma conta de passaporte é recusado; a conta continua entrando com o passaporte', async ({ page }) => {
  await page.goto('/login?voltar=%2Fhome');
  await entrarNoProvedor(page, 'colisao');
  await expect(page.getByTestId('govbr-recusa')).toContainText('Este CPF já pertence a uma conta que entra com passaporte ou RG');
  await page.goto('/home');
  await expect(page).toHaveURL(/\/login/);

  await page.getByLabel('CPF ou Passaporte').fill(PASSAPORTE_COLISAO.passaporte);
  await page.getByLabel('Senha').fill(PASSAPORTE_COLISAO.senha);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toHaveText(/^Yara \(\d+\)$/);
});
