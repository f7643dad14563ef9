import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** A CPF nobody has: 9 random digits (not all equal) and both check digits (SPEC §5, descending weights). */
export function freshCpf(): string {
  for (;;) {
    const d = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10));
    if (new Set(d).size === 1) continue;
    const dv = (xs: number[]) => {
      const sum = xs.reduce((acc, x, i) => acc + x * (xs.length + 1 - i), 0);
      const r = (sum * 10) % 11;
      return r === 10 ? 0 : r;
    };
    d.push(dv(d));
    d.push(dv(d));
    return d.join('');
  }
}

/** The code of the one process whose description contains `descricao` (prcSeletivo/pesquisa2). */
export async function processCode(request: APIRequestContext, descricao: string): Promise<number> {
  const filter = JSON.stringify([{ property: 'prcSltDescricao', value: descricao, operator: 'like' }]);
  const body = await (await request.get(`/sgps/prcSeletivo/pesquisa2?filter=${encodeURIComponent(filter)}&limit=1`)).json();
  expect(body.data?.length, `processo "${descricao}"`).toBe(1);
  return body.data[0].prcSltCodigo;
}

/**
 * A brand-new candidate (no enrolment anywhere), created and signed in in this page's browser context through
 * the API the entry screen's account-creation step uses. Returns the person code.
 */
export async function novoCandidatoLogado(page: Page, nome = 'Candidato Novo de Teste'): Promise<{ pessoa: number; cpf: string }> {
  const cpf = freshCpf();
  await page.request.get('/sgps/pssFisica/buscaDadosSessao');
  const xsrf = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')!.value;
  const created = await page.request.post('/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', {
    form: { nacionalidade: 'B', documento: cpf, pssFscNome: nome, pssFscEmail: 'novo.candidato@exemplo.com', pssFscDtNascimento: '01/01/2006', senha: 'senha-do-novo', senhaConfirmacao: 'senha-do-novo' },
    headers: { 'X-XSRF-TOKEN': xsrf },
  });
  expect(created.status(), await created.text()).toBe(200);
  return { pessoa: (await created.json()).data.pssFscCodigo, cpf };
}
