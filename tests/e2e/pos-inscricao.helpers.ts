import { expect, type Page } from '@playwright/test';

export async function entrar(page: Page, cpf: string, senha: string, destino: string) {
  await page.goto(destino);
  await expect(page).toHaveURL(/\/login\/?\?voltar=/);
  await page.getByLabel('CPF ou Passaporte').fill(cpf);
  await page.getByLabel('Senha').fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

interface Inscricao {
  insPrcCodigo: number;
  prcSltCodigo: number;
  prcSeletivo: { prcSltDescricao: string };
}

/** The signed-in person's enrolments (insProcesso/pesquisa), to find the demo codes the seed made. */
export async function minhasInscricoes(page: Page): Promise<Inscricao[]> {
  const res = await page.request.get('/sgps/insProcesso/pesquisa?start=0&limit=200');
  expect(res.ok()).toBe(true);
  return (await res.json()).data as Inscricao[];
}

export async function inscricaoEm(page: Page, descricao: string): Promise<Inscricao> {
  const i = (await minhasInscricoes(page)).find((x) => x.prcSeletivo.prcSltDescricao === descricao);
  expect(i, `inscrição em ${descricao}`).toBeTruthy();
  return i!;
}
