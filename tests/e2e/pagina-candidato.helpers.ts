import { expect, type APIRequestContext } from '@playwright/test';

/**
 * The stage of the candidate's own page (issue 38), set up by the demo administrator through the back office's own
 * calls, as its screens make them: a new published process of its own (so no other spec sees it change) that
 * charges a fee payable by card (the demo's simulator), asks every candidate for a document, and has an exam
 * stage with a venue and a room in Ponta Grossa.
 */
const ADMIN = { cpf: '714.682.305-90', senha: 'administrador' };
const DIA = 86_400_000;

export interface Equipe {
  pedir: (metodo: 'GET' | 'POST', url: string, corpo?: unknown) => Promise<unknown>;
  fechar: () => Promise<void>;
}

export async function equipe(playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL: string): Promise<Equipe> {
  const ctx = await playwright.request.newContext({ baseURL });
  await ctx.get('/sgps/pssFisica/buscaDadosSessao');
  const token = async () => (await ctx.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const entrou = await ctx.post('/login/', { form: { login: ADMIN.cpf, senha: ADMIN.senha, _csrf: await token() }, maxRedirects: 0 });
  expect(entrou.status(), await entrou.text()).toBe(303);
  const pedir = async (metodo: 'GET' | 'POST', url: string, corpo?: unknown) => {
    const res = metodo === 'GET' ? await ctx.get(`/sgps/${url}`) : await ctx.post(`/sgps/${url}`, { data: corpo ?? {}, headers: { 'X-XSRF-TOKEN': await token() } });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return (await res.json()).data;
  };
  return { pedir, fechar: () => ctx.dispose() };
}

/** yyyy-mm-dd in São Paulo: the back office's date fields. */
const diaIso = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

export interface ProcessoDoCandidato {
  prcSltCodigo: number;
  descricao: string;
  opcao: string;
}

export async function processoComTaxaDocumentoESala(e: Equipe): Promise<ProcessoDoCandidato> {
  const descricao = `Vestibular do Celular ${Date.now()}`;
  const flags = ['prcSltTemGrupos', 'prcSltExbEnsalamento', 'prcSltInsUnica', 'prcSltPgtDebito', 'prcSltOpcEditavel', 'prcSltExbResultado', 'prcSltExbAjuda'];
  const nulos = ['prcSltEnsLembrete', 'prcSltUrlInformacao', 'prcSltNmrConvenioCartao', 'prcSltDtFimIsencao', 'prcSltDtFimReimpressao', 'prcSltDtFimEdicao', 'prcSltMncSede', 'prcSltLembrete', 'prcSltCndPersonalizadas', 'prcSltTxtInsFinal', 'prcSltTtlAlternativo', 'prcSltQstAvaliacao'];
  const agora = Date.now();
  const { prcSltCodigo } = (await e.pedir('POST', 'prcSeletivo/salvar', {
    prcSltDescricao: descricao,
    prcSltTipo: 'VESTIBULAR',
    prcSltNmrOpcoes: '1',
    prcSltPgtBoleto: true,
    prcSltPgtPix: true,
    prcSltPgtCartao: true,
    prcSltEnvArquivo: true,
    prcSltNmrConvenio: '2837461',
    prcSltDtInicio: new Date(agora - DIA).toISOString(),
    prcSltDtFim: new Date(agora + 30 * DIA).toISOString(),
    prcSltDtEmsBoleto: new Date(agora + 30 * DIA).toISOString(),
    prcSltDtVncBoleto: new Date(agora + 31 * DIA).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' }),
    ...Object.fromEntries(flags.map((f) => [f, false])),
    ...Object.fromEntries(nulos.map((f) => [f, null])),
  })) as { prcSltCodigo: number };
  const [tipo] = (await e.pedir('GET', 'gestao/tipos-opcao')) as { tpOpcCodigo: number }[];
  const opcao = 'Engenharia de Software';
  await e.pedir('POST', 'gestao/opcoes/salvar', {
    prcSltCodigo,
    opcDescricao: opcao,
    tpOpcCodigo: tipo.tpOpcCodigo,
    opcCdgPai: null,
    opcVlrInscricao: 9000,
    opcPgtCartao: true,
    opcPgtPix: true,
    opcPgtBoleto: true,
    opcOpcFinal: true,
    justificativa: '',
  });
  const [pg] = (await e.pedir('GET', `gestao/municipios?q=${encodeURIComponent('Ponta Grossa')}`)) as { mncCodigo: number }[];
  await e.pedir('POST', 'gestao/municipios-prova/salvar', { prcSltCodigo, mncCodigo: pg.mncCodigo });
  const local = (await e.pedir('POST', 'gestao/locais-prova/salvar', {
    prcSltCodigo,
    mncCodigo: pg.mncCodigo,
    prcSltLclPrvDescricao: 'Campus Uvaranas - Bloco M',
    prcSltLclPrvLogradouro: 'Avenida General Carlos Cavalcanti, 4748',
    prcSltLclPrvBairro: 'Uvaranas',
    prcSltLclPrvReferencia: 'Portão 2',
    justificativa: '',
  })) as { prcSltLclPrvCodigo: number };
  await e.pedir('POST', 'gestao/salas/salvar', { prcSltLclPrvCodigo: local.prcSltLclPrvCodigo, prcSltPrvSlNumero: '204', prcSltPrvSlBloco: 'M', prcSltPrvSlQntLugar: 40, prcSltPrvSlEspecial: false, justificativa: '' });
  await e.pedir('POST', 'gestao/etapas-prova/salvar', {
    prcSltCodigo,
    prcSltEtpPrvDescricao: 'Prova objetiva',
    prcSltEtpPrvData: diaIso(new Date(agora + 40 * DIA)),
    prcSltEtpPrvHrrAbrPortao: '07:30',
    prcSltEtpPrvHrrFchPortao: '08:15',
    prcSltEtpPrvHrrTermino: '12:30',
    prcSltEtpPrvMnemonico: 'OBJ',
    prcSltEtpPrvEnsala: true,
    justificativa: '',
  });
  await e.pedir('POST', 'gestao/tipos-documento/salvar', {
    prcSltCodigo,
    nome: 'Documento de identidade',
    instrucoes: 'Frente e verso do RG ou da CNH em um único PDF.',
    formatos: ['application/pdf'],
    maxBytes: 1024 * 1024,
    obrigatorio: true,
    paraQuem: 'TODOS',
    sensivel: false,
  });
  // the form asks the exam city, required (the seating places candidates by it; publishing checks it)
  const form = (await e.pedir('GET', `gestao/processos/${prcSltCodigo}/formulario`)) as { grupos: { campos: { prcSltFrmCmpCodigo: number; prcSltFrmCmpNome: string }[] }[] };
  const municipio = form.grupos.flatMap((g) => g.campos).find((c) => c.prcSltFrmCmpNome === 'prcSltMncPrvCodigo')!;
  await e.pedir('POST', 'gestao/formulario/salvar', {
    prcSltCodigo,
    campos: [{ prcSltFrmCmpCodigo: municipio.prcSltFrmCmpCodigo, exibir: true, obrigatorio: true, ajuda: null, ajudaOculta: false, nomeAlternativo: null }],
    justificativa: 'O município de prova é pedido neste processo (teste).',
  });
  await e.pedir('POST', `gestao/processos/${prcSltCodigo}/publicar`, {});
  return { prcSltCodigo, descricao, opcao };
}

/** Staff defer the enrolment, seat the process and release the seating with its reminder. */
export async function deferirEnsalarLiberar(e: Equipe, prcSltCodigo: number, insPrcCodigo: number) {
  await e.pedir('POST', `gestao/inscricoes/${insPrcCodigo}/deferir`, { justificativa: 'Documentação conferida.' });
  const previa = (await e.pedir('POST', `gestao/processos/${prcSltCodigo}/ensalamento/previa`, {})) as { token: string };
  await e.pedir('POST', `gestao/processos/${prcSltCodigo}/ensalamento/confirmar`, { token: previa.token });
  await e.pedir('POST', `gestao/processos/${prcSltCodigo}/ensalamento/liberar`, { exibir: true, lembrete: 'Leve documento oficial com foto e caneta preta.' });
}
