import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { buildRetorno240 } from '../../server/features/pagamento/cnab-build.ts';

/** The demo accounts the back-office specs sign in with (README, "Contas de demonstração"). */
export const ADMIN = { cpf: '714.682.305-90', senha: 'administrador' };
export const GESTOR = { cpf: '538.172.946-46', senha: 'gestor' };
export const CANDIDATA = { cpf: '529.982.247-25', senha: 'candidato', nome: 'Maria Eduarda Conceição' };

/** Opens `url`, which sends the visitor to the login app, and signs in there; back on `url` afterwards. */
export async function entrarEm(page: Page, url: string, quem: { cpf: string; senha: string }) {
  await page.goto(url);
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('CPF ou Passaporte').fill(quem.cpf);
  await page.getByLabel('Senha').fill(quem.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
}

/**
 * A staff member's first sign-in (issue 34 §2): the password, then the second factor set up from the secret shown
 * beside the QR code (the code computed as an authenticator app would), past the recovery codes, back on `url`.
 * A person's first role ends the sessions they had, so a spec that grants one signs the person in again this way.
 */
export async function entrarConfigurandoSegundoFator(page: Page, url: string, quem: { cpf: string; senha: string }) {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto(`/login?voltar=${encodeURIComponent(url)}`);
  await page.getByLabel('CPF ou Passaporte').fill(quem.cpf);
  await page.getByLabel('Senha').fill(quem.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeVisible();
  const segredo = (await page.getByTestId('segredo-totp').innerText()).replace(/\s/g, '');
  await page.getByLabel('Código de verificação').fill(new TOTP({ secret: Secret.fromBase32(segredo), digits: 6, period: 30, algorithm: 'SHA1' }).generate());
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await page.getByRole('link', { name: 'Guardei os códigos, continuar' }).click();
  await expect(page).toHaveURL(new RegExp(`${url}$`));
}

/** Axe on the page as it rests (no animation half-way, no hover): no serious or critical violation. */
export async function semViolacoesGraves(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.mouse.move(0, 0);
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const graves = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(graves.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary})`).join(', ')}`)).toEqual([]);
}

/** Today in Brasília, yyyy-mm-dd (the bank's dates). */
export const hojeEmBrasilia = () => new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/**
 * A CNAB 240 return file (the demo convênio's bank, agency and account) in which the bank says it received each
 * slip in full today: what the bank would send the morning after the candidate paid.
 */
export function retornoPagando(boletos: { nossoNumero: string; valor: number; vencimento: string }[]): Buffer {
  const hoje = hojeEmBrasilia();
  const arquivo = buildRetorno240({
    banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: hoje,
    titulos: boletos.map((b) => ({ nossoNumero: b.nossoNumero, valorTitulo: b.valor, valorPago: b.valor, vencimento: b.vencimento, dataPagamento: hoje })),
  });
  return Buffer.from(arquivo, 'latin1');
}

/** How many unread messages the signed-in candidate's menu announces ("Mensagens, N não lidas"). */
export async function naoLidasNoMenu(page: Page): Promise<number> {
  const link = page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: /^Mensagens, \d+ não lidas$/ });
  await expect(link).toBeVisible();
  return Number((await link.getAttribute('aria-label'))!.replace(/\D/g, ''));
}

/**
 * Waits until every island of the page has hydrated (Astro drops the `ssr` attribute when an island's script ran):
 * a value typed into a server-rendered form before that is lost when React takes the form over.
 */
export async function ilhasProntas(page: Page) {
  await expect.poll(() => page.evaluate(() => document.querySelectorAll('astro-island[ssr]').length), { message: 'ilhas sem hidratar' }).toBe(0);
}
