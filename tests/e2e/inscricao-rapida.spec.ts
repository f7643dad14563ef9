import { expect, test, type APIRequestContext } from '@playwright/test';
import { entrar } from './pos-inscricao.helpers.ts';

/** The demo process whose enrolment ends at the end of the seed's São Paulo day (server/db/seed/inscricao-rapida.ts). */
const ULTIMO_DIA = 'Vestibular Complementar 2027 - Vagas Remanescentes';
/** An open demo process whose enrolment ends weeks from now. */
const ABERTO = 'Vestibular de Verão 2027';

/** São Paulo's calendar date ('dd/mm/yyyy') and hour:minute right now. */
function agoraSaoPaulo() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(new Date())
      .map((p) => [p.type, p.value]),
  );
  return { data: `${parts.day}/${parts.month}/${parts.year}`, hora: Number(parts.hour), minuto: Number(parts.minute) };
}

async function processo(request: APIRequestContext, descricao: string) {
  const filter = JSON.stringify([{ property: 'prcSltDescricao', value: descricao, operator: 'like' }]);
  const body = await (await request.get(`/sgps/prcSeletivo/pesquisa2?filter=${encodeURIComponent(filter)}&limit=1`)).json();
  expect(body.data?.length, `processo "${descricao}" na carga de demonstração`).toBe(1);
  const prcSltCodigo: number = body.data[0].prcSltCodigo;
  const ultimoDia = await (await request.get(`/sgps/prcSeletivo/verificaUltimoDia?prcSltCodigo=${prcSltCodigo}`)).json();
  return { prcSltCodigo, ultimoDia: ultimoDia as { success: boolean; ativo: 'T' | 'F'; lastDay: 'T' | 'F'; termino: string } };
}

test('inscrição rápida: o processo no último dia é oferecido, com o aviso no cronograma', async ({ page, request }) => {
  const agora = agoraSaoPaulo();
  test.skip(agora.hora === 23 && agora.minuto >= 55, 'Faltam menos de 5 minutos para a meia-noite de São Paulo: o processo de demonstração encerra as inscrições durante o teste.');
  const p = await processo(request, ULTIMO_DIA);
  // The server seeds at start with the real clock: started before midnight, its "today" was yesterday's.
  test.skip(agora.hora < 1 && !p.ultimoDia.termino.startsWith(agora.data), 'O servidor foi carregado antes da meia-noite de São Paulo: o processo de demonstração já encerrou as inscrições (reinicie o servidor).');
  expect(p.ultimoDia).toMatchObject({ success: true, ativo: 'T', lastDay: 'T', termino: `${agora.data} 23:59:59` });

  await entrar(page, '529.982.247-25', 'candidato', '/inscricao-rapida');
  await expect(page.getByRole('heading', { name: 'Inscrição rápida', level: 1 })).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText([ULTIMO_DIA]);
  const oferta = main.getByRole('listitem').filter({ has: page.getByRole('heading', { name: ULTIMO_DIA }) });
  await expect(oferta).toContainText(`Último dia de inscrições! As inscrições terminam em ${agora.data} às 23:59 (Horário de Brasília).`);
  await expect(oferta.getByRole('link', { name: 'Fazer inscrição rápida' })).toHaveAttribute('href', new RegExp(`^/prcSeletivo/inscrever/\\d+/${p.prcSltCodigo}/0$`));

  // Its schedule with {insRapida}: the timetable and the quick-enrolment banner.
  await oferta.getByRole('link', { name: 'Ver cronograma' }).click();
  await expect(page).toHaveURL(new RegExp(`/cronogramas/${p.prcSltCodigo}/0/1/T$`));
  await expect(page.getByRole('heading', { name: `Cronograma - ${ULTIMO_DIA}` })).toBeVisible();
  await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Período de inscrições', exact: true }) })).toContainText('Em andamento');
  const aviso = page.getByRole('complementary', { name: 'Inscrição rápida' });
  await expect(aviso).toContainText(`Último dia de inscrições! As inscrições terminam em ${agora.data} às 23:59`);
  await aviso.getByRole('link', { name: 'Fazer inscrição rápida' }).click();
  await expect(page).toHaveURL(new RegExp(`/prcSeletivo/inscrever/\\d+/${p.prcSltCodigo}/0$`));
});

test('inscrição rápida: um processo aberto que não está no último dia não é oferecido, nem o aviso no seu cronograma', async ({ page, request }) => {
  const p = await processo(request, ABERTO);
  // Open now, but its enrolment ends on another day: the check says lastDay F.
  expect(p.ultimoDia).toMatchObject({ success: true, ativo: 'T', lastDay: 'F' });
  await entrar(page, '529.982.247-25', 'candidato', '/inscricao-rapida');
  const main = page.getByRole('main');
  // Every last-day check has answered once the list (or its empty message) shows.
  await expect(main.getByRole('list').or(main.getByText('Nenhum processo seletivo está no último dia de inscrições.'))).toBeVisible();
  await expect(main.getByRole('heading', { name: ABERTO })).toHaveCount(0);

  const checado = page.waitForResponse((r) => r.url().includes(`/sgps/prcSeletivo/verificaUltimoDia?prcSltCodigo=${p.prcSltCodigo}`));
  await page.goto(`/cronogramas/${p.prcSltCodigo}/0/1/T`);
  await expect(page.getByRole('heading', { name: `Cronograma - ${ABERTO}` })).toBeVisible();
  expect(await (await checado).json()).toMatchObject({ lastDay: 'F' });
  await expect(page.getByRole('complementary', { name: 'Inscrição rápida' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Fazer inscrição rápida' })).toHaveCount(0);
});
