import { expect, type Page } from '@playwright/test';
import { formEncode } from '../../src/lib/form-encode.ts';
import { novoCandidatoLogado, processCode } from './candidato.helpers.ts';

/** The signed-in demo candidate (CPF 529.982.247-25), through the login page `destino` leads to. */
export async function entrarDemo(page: Page, destino = '/home') {
  await page.goto(destino);
  await page.getByLabel('CPF ou Passaporte').fill('529.982.247-25');
  await page.getByLabel('Senha').fill('candidato');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(new RegExp(`${destino.replace(/[/]/g, '\\/')}$`));
}

async function xsrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
}

async function filhas(page: Page, prcSltCodigo: number, pai: number | null): Promise<{ opcCodigo: number; opcDescricao: string }[]> {
  const filter = JSON.stringify([{ property: 'prcSltCodigo', value: prcSltCodigo }, pai === null ? { property: 'opcCdgPai', operator: 'isnull', value: true } : { property: 'opcCdgPai', value: pai }]);
  return (await (await page.request.get(`/sgps/opcao/pesquisaLogado?filter=${encodeURIComponent(filter)}&limit=1000`)).json()).data;
}

/**
 * A new candidate, signed in, enrolled through the API the form posts (insProcesso/cadastrar2) in the demo's open
 * Vestibular (Campus Uvaranas > Medicina > first shift, boleto): a fee still to pay. Returns the codes.
 */
export async function novaInscricaoAPagar(page: Page, nome = 'Candidata Pagamento Teste'): Promise<{ pessoa: number; insPrcCodigo: number; prcSltCodigo: number }> {
  const { pessoa } = await novoCandidatoLogado(page, nome);
  const prcSltCodigo = await processCode(page.request, 'Vestibular de Verão 2027');
  const mnc = (await (await page.request.get(`/sgps/prcSltMncProva/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: prcSltCodigo }]))}`)).json()).data[0];
  let pai: number | null = null;
  for (const rotulo of ['Campus Uvaranas', 'Medicina', null]) {
    const lista = await filhas(page, prcSltCodigo, pai);
    pai = (rotulo ? lista.find((o) => o.opcDescricao === rotulo)! : lista[0]).opcCodigo;
  }
  const lingua = (await (await page.request.get(`/sgps/prcSltLngEstrangeira/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: prcSltCodigo }]))}`)).json()).data[0];
  const res = await page.request.post('/sgps/insProcesso/cadastrar2', {
    data: formEncode({ prcSltCodigo, prcSltMncPrvCodigo: mnc.prcSltMncPrvCodigo, prcSltLngEstCodigo: lingua?.prcSltLngEstCodigo, insPrcFrmPagamento: 'BOLETO', insPrcTrmAceite: true, opcoes: [{ opcCodigo: pai }] }),
    headers: { 'X-XSRF-TOKEN': await xsrf(page), 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  expect(res.status(), await res.text()).toBe(200);
  return { pessoa, insPrcCodigo: (await res.json()).data.insPrcCodigo, prcSltCodigo };
}

/**
 * Staff (the demo administrator, in its own request context) send `quantas` messages to one person through the
 * back office's API, so a test has unread messages of its own whatever other specs marked read.
 */
export async function mensagensPara(playwright: Parameters<typeof contextoDaEquipe>[0], baseURL: string, pessoa: number, quantas = 2) {
  const { staff, token } = await contextoDaEquipe(playwright, baseURL);
  for (let i = 1; i <= quantas; i++) {
    const res = await staff.post('/sgps/gestao/mensagens/enviar', {
      data: { assunto: `Aviso de teste ${i}`, texto: 'Texto do aviso.', tipo: 'Mensagem', destino: { pessoa }, copiaPorEmail: false },
      headers: { 'X-XSRF-TOKEN': await token() },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await staff.dispose();
}

/** The demo administrator's request context, signed in (the back office's API, as its screens call it). */
async function contextoDaEquipe(playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<import('@playwright/test').APIRequestContext> } }, baseURL: string) {
  const staff = await playwright.request.newContext({ baseURL });
  await staff.get('/sgps/pssFisica/buscaDadosSessao');
  const token = async () => (await staff.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const entrou = await staff.post('/login/', { form: { login: '714.682.305-90', senha: 'administrador', _csrf: await token() }, maxRedirects: 0 });
  expect(entrou.status(), await entrou.text()).toBe(303);
  return { staff, token };
}

/**
 * Shows fields of a process's enrolment form (required or not) through the form configuration the back office's form
 * screen saves (gestao/formulario/salvar). Returns the screen's groups after saving.
 */
export async function configurarCampos(
  playwright: Parameters<typeof contextoDaEquipe>[0],
  baseURL: string,
  prcSltCodigo: number,
  campos: Record<string, { obrigatorio: boolean; exibir?: boolean }>,
): Promise<{ grupo: string; nome: string; campos: { prcSltFrmCmpNome: string }[] }[]> {
  const { staff, token } = await contextoDaEquipe(playwright, baseURL);
  const form = (await (await staff.get(`/sgps/gestao/processos/${prcSltCodigo}/formulario`)).json()).data;
  const todos = (form.grupos as { campos: { prcSltFrmCmpCodigo: number; prcSltFrmCmpNome: string }[] }[]).flatMap((g) => g.campos);
  const editados = Object.entries(campos).map(([nome, { obrigatorio, exibir = true }]) => ({
    prcSltFrmCmpCodigo: todos.find((c) => c.prcSltFrmCmpNome === nome)!.prcSltFrmCmpCodigo,
    exibir,
    obrigatorio,
    ajuda: null,
    ajudaOculta: false,
    nomeAlternativo: null,
  }));
  const res = await staff.post('/sgps/gestao/formulario/salvar', {
    data: { prcSltCodigo, campos: editados, justificativa: 'Dados do cadastro da pessoa pedidos neste processo (teste).' },
    headers: { 'X-XSRF-TOKEN': await token() },
  });
  expect(res.status(), await res.text()).toBe(200);
  const grupos = (await res.json()).data.grupos;
  await staff.dispose();
  return grupos;
}
