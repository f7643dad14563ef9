import { expect, type Browser, type Page } from '@playwright/test';
import { formEncode } from '../../src/lib/form-encode.ts';
import { novoCandidatoLogado } from './candidato.helpers.ts';
import { csrf, novoVestibularPeloModelo } from './gestao-resultado-completo.helpers.ts';
import { ilhasProntas } from './gestao.helpers.ts';

/**
 * The staff's side of cotas-fluxo-completo.spec.ts, through the back office's screens: a vestibular from its
 * template with one final option, the form asking the federal quota's declarations, the federal preset with its
 * seats, and the publication. The spec's own process: the shared e2e database's demo processes are never touched.
 */

/** Where a process stands after `processoComPresetFederal`. */
export interface ProcessoCotas {
  prc: number;
  nome: string;
  opcCodigo: number;
  /** The option's name as the candidate's cascade shows it. */
  opcao: string;
}

/**
 * The process, created and set up by the signed-in Administrador in `staff` (a desktop-sized page): the vestibular
 * template, one final option (no fee), the form showing public school, family income and household size (the
 * template asks the self-declarations already) and not asking an exam municipality (this process has none), the
 * federal preset (Lei 12.711/2012 as amended; 4 seats: 2 AC, LB_PPI 1 and LI_PPI 1 at Paraná's shares), published.
 */
export async function processoComPresetFederal(staff: Page): Promise<ProcessoCotas> {
  const nome = `Vestibular Cotas no Celular E2E ${Date.now()}`;
  const opcao = 'Engenharia de Alimentos';
  await staff.goto('/gestao/novo');
  await ilhasProntas(staff);
  const prc = await novoVestibularPeloModelo(staff, nome);

  await staff.goto(`/gestao/processo/${prc}/opcoes`);
  await ilhasProntas(staff);
  await staff.getByRole('button', { name: 'Nova opção de primeiro nível' }).click();
  const form = staff.getByRole('region', { name: 'Nova opção' });
  await form.getByLabel('Descrição').fill(opcao);
  await form.getByRole('combobox', { name: 'Tipo', exact: true }).selectOption({ index: 1 });
  await form.getByLabel('Opção final (o candidato a escolhe)').check();
  await form.getByRole('button', { name: 'Salvar opção' }).click();
  await expect(form).toBeHidden();

  await staff.goto(`/gestao/processo/${prc}/formulario`);
  await ilhasProntas(staff);
  const soAtivos = staff.getByRole('switch', { name: 'Só os campos ativos' });
  if (await soAtivos.isChecked()) await soAtivos.uncheck();
  const campo = (nome: string) => staff.getByTestId(`campo-${nome}`);
  for (const c of ['insPrcEscolaPublica', 'insPrcVlrRenda', 'insPrcQtdFamilia']) await campo(c).getByRole('switch', { name: 'Exibir' }).check();
  await campo('prcSltMncPrvCodigo').getByRole('switch', { name: 'Exibir' }).uncheck();
  await staff.getByRole('button', { name: 'Salvar formulário' }).click();
  await expect(staff.getByText('Nenhuma alteração por salvar.')).toBeVisible();

  await staff.goto(`/gestao/processo/${prc}/verificacoes`);
  await ilhasProntas(staff);
  await staff.getByText('Aplicar o preset federal (Lei 12.711/2012)').click();
  await staff.getByLabel('Salário mínimo vigente (R$)').fill('1.518,00');
  await staff.getByLabel('% PPI no estado (IBGE)').fill('34,6');
  await staff.getByLabel('% quilombolas no estado (IBGE)').fill('0,2');
  await staff.getByLabel('% pessoas com deficiência no estado (IBGE)').fill('7,9');
  await staff.getByLabel(new RegExp(`^Total de vagas: .*${opcao}$`)).fill('4');
  await staff.getByRole('button', { name: 'Ver prévia' }).click();
  const linha = staff.getByTestId('previa-vagas').getByRole('row', { name: new RegExp(opcao) });
  // 4 seats: AC 4 − ⌈4 × 50%⌉ = 2; LB = ⌈2 × 50%⌉ = 1, LI = 1; in each, PPI ⌈1 × 34,6%⌉ = 1 takes the group's seat.
  await expect(linha.getByRole('cell').first()).toHaveText('4');
  expect((await linha.getByRole('cell').allInnerTexts()).map((t) => Number(t.split('\n')[0]))).toEqual([4, 2, 1, 0, 0, 0, 1, 0, 0, 0]);
  await staff.getByRole('button', { name: 'Aplicar o preset federal' }).click();
  await staff.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(staff.getByText('Preset federal aplicado: categorias e vagas gravadas.')).toBeVisible();

  await staff.goto(`/gestao/processo/${prc}`);
  await ilhasProntas(staff);
  await staff.getByRole('button', { name: 'Publicar' }).click();
  await staff.getByRole('dialog', { name: 'Publicar o processo' }).getByRole('button', { name: 'Publicar' }).click();
  await expect(staff.getByTestId('fase-processo')).toHaveText('Inscrições');

  const opcoes = (await (await staff.request.get(`/sgps/opcao/pesquisaLogado?filter=${encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: prc }]))}&limit=10`)).json()).data as { opcCodigo: number }[];
  return { prc, nome, opcCodigo: opcoes[0].opcCodigo, opcao };
}

/**
 * Another candidate, enrolled in the option through the API the form posts (no quota declaration): the people who
 * compete with the spec's candidate in ampla concorrência. The enrolment itself is not the story's step.
 */
export async function outroInscrito(browser: Browser, p: ProcessoCotas, nome: string): Promise<number> {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await novoCandidatoLogado(page, nome);
  const res = await page.request.post('/sgps/insProcesso/cadastrar2', {
    data: formEncode({ prcSltCodigo: p.prc, insPrcTrmAceite: true, opcoes: [{ opcCodigo: p.opcCodigo }] }),
    headers: { ...(await csrf(page)), 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status(), await res.text()).toBe(200);
  const ins = (await res.json()).data.insPrcCodigo as number;
  await ctx.close();
  return ins;
}
