import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, clsRegra, ctaVerificacao, mensagem } from '../../server/db/schema/index.ts';
import type { Client, TestApp } from '../support/api.ts';
import { createTestApp } from '../support/api.ts';
import type { Equipe } from '../support/gestao.ts';
import { enviarMultipart } from './gestao-atendimento.fixtures.ts';
import { inscrever, processoComDeclaracoes } from './gestao-cotas.fixtures.ts';
import type { seedProcess } from './inscricao.fixtures.ts';

let t: TestApp;
let s: Awaited<ReturnType<typeof seedProcess>>;
let e: Equipe;
let prc: number;
const c: { c: Client; ins: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  ({ s, e } = await processoComDeclaracoes(t));
  prc = s.p.prcSltCodigo;
  // 0: no declaration (AC). 1: public school, R$ 2.000,00 for 2 people (R$ 1.000,00 each), preta. 2: public school, parda,
  // R$ 9.000,00 for 2. 3: public school, quilombola, R$ 1.000,00 alone. 4: public school, deficiência, no income given.
  const respostas: Record<string, string>[] = [
    {},
    { insPrcEscolaPublica: 'T', insPrcAfrodescendente: 'T', insPrcVlrRenda: '2.000,00', insPrcQtdFamilia: '2' },
    { insPrcEscolaPublica: 'T', insPrcAfrodescendente: 'T', insPrcVlrRenda: '9.000,00', insPrcQtdFamilia: '2' },
    { insPrcEscolaPublica: 'T', insPrcQuilombola: 'T', insPrcVlrRenda: '1.000,00', insPrcQtdFamilia: '1' },
    { insPrcEscolaPublica: 'T', insPrcDeficiente: 'T' },
  ];
  for (const [i, r] of respostas.entries()) c.push(await inscrever(t, s, i, r));
});
afterAll(() => t.close());

const db = () => t.database.db;
const url = (resto = '') => `/sgps/gestao/processos/${prc}${resto}`;
const auditorias = (acao: string) => db().select().from(auditoria).where(eq(auditoria.acao, `gestao:${acao}`));
const decidir = (cl: Client, declaracao: string, situacao: string, inscricoes: number[], motivo?: string) =>
  cl.request('POST', url('/verificacoes/decidir'), { json: { declaracao, situacao, inscricoes, ...(motivo ? { motivo } : {}) } });
const csv = (cl: Client, texto: string) => enviarMultipart(t, cl, url('/verificacoes/importar'), {}, { campo: 'arquivo', name: 'comissao.csv', type: 'text/csv', data: Buffer.from(texto) });
const fila = async (declaracao: string, situacao = 'pendente') => (await e.gestorDoProcesso.get(url(`/verificacoes?declaracao=${declaracao}&situacao=${situacao}`))).json().data;

describe('categorias e vagas do processo (preset federal)', () => {
  it('o preset federal, a prévia das vagas de uma opção de 40, o ajuste de uma célula com justificativa auditada', async () => {
    const preset = await e.gestorDoProcesso.request('POST', url('/cotas/federal'), { json: { salarioMinimo: 151_800, percentuais: { ppi: 34.6, quilombola: 0.2, pcd: 7.9 } } });
    expect(preset.statusCode, preset.body).toBe(200);
    const configuracao = preset.json().data;
    expect(configuracao.categorias).toHaveLength(8);
    const salvar = (cl: Client, corpo: Record<string, unknown>) => cl.request('POST', url('/cotas'), { json: { configuracao, totais: [{ opcao: s.letras.opcCodigo, total: 40 }], ...corpo } });
    expect((await salvar(e.leitura, {})).statusCode).toBe(403);
    expect((await salvar(e.gestorDeOutro, {})).statusCode).toBe(403);
    const previa = await salvar(e.gestorDoProcesso, { previa: true });
    expect(previa.statusCode, previa.body).toBe(200);
    const letras = previa.json().data.opcoes.find((o: { opcCodigo: number }) => o.opcCodigo === s.letras.opcCodigo);
    expect(letras.descricao).toBe('Sede › Letras');
    expect(Object.fromEntries(letras.vagas.map((v: { lista: string; vagas: number }) => [v.lista, v.vagas]))).toEqual({ AC: 20, LB_PPI: 4, LB_Q: 1, LB_PCD: 1, LB_EP: 4, LI_PPI: 4, LI_Q: 1, LI_PCD: 1, LI_EP: 4 });
    expect(await auditorias('cotas.salvar')).toHaveLength(0);

    const semJustificativa = await salvar(e.gestorDoProcesso, { configuracao: { ...configuracao, ajustes: [{ opcao: s.letras.opcCodigo, lista: 'LB_Q', vagas: 2, justificativa: '' }] } });
    expect(semJustificativa.statusCode).toBe(400);
    expect(semJustificativa.json().data.campos['ajustes.0.justificativa']).toContain('Justifique');
    const ajuste = { opcao: s.letras.opcCodigo, lista: 'LB_Q', vagas: 2, justificativa: 'Resolução do conselho: duas vagas quilombolas neste curso.' };
    // Seats are per final option: the campus (an option with children) is refused in an adjustment and in a total.
    const naoFinal = await salvar(e.gestorDoProcesso, { configuracao: { ...configuracao, ajustes: [{ ...ajuste, opcao: s.campus.opcCodigo }] }, totais: [{ opcao: s.campus.opcCodigo, total: 5 }] });
    expect(naoFinal.statusCode).toBe(400);
    expect(naoFinal.json().data.campos).toMatchObject({ 'ajustes.0.opcao': 'Esta opção não é uma opção final deste processo.', 'totais.0.opcao': 'Esta opção não é uma opção final deste processo.' });
    const bom = await salvar(e.gestorDoProcesso, { configuracao: { ...configuracao, ajustes: [ajuste] } });
    expect(bom.statusCode, bom.body).toBe(200);
    const [a] = await auditorias('cotas.salvar');
    expect(a.justificativa).toContain('Resolução do conselho');
    const [regra] = await db().select().from(clsRegra).where(eq(clsRegra.prcSltCodigo, prc));
    const regras = regra.clsRgrRegras as { categorias: { codigo: string; destino: string; destinos: string[] }[]; vagas: { opcao: number; lista: string; vagas: number }[] };
    expect(regras.categorias.find((x) => x.codigo === 'LB_PPI')).toMatchObject({ destino: 'LB_Q', destinos: ['LB_Q', 'LB_PCD', 'LI_PPI', 'LI_Q', 'LI_PCD', 'LB_EP', 'LI_EP', 'AC'] });
    expect(regras.vagas.find((v) => v.opcao === s.letras.opcCodigo && v.lista === 'LB_Q')!.vagas).toBe(2);
    // Read back: the option's total stays the 40 staff typed (the override changes one cell, not the computation).
    const lido = (await e.leitura.get(url('/cotas'))).json().data.opcoes.find((o: { opcCodigo: number }) => o.opcCodigo === s.letras.opcCodigo);
    expect(lido.total).toBe(40);
    expect(Object.fromEntries(lido.vagas.map((v: { lista: string; vagas: number }) => [v.lista, v.vagas]))).toEqual({ AC: 20, LB_PPI: 4, LB_Q: 2, LB_PCD: 1, LB_EP: 4, LI_PPI: 4, LI_Q: 1, LI_PCD: 1, LI_EP: 4 });
    expect(lido.vagas.find((v: { lista: string }) => v.lista === 'LB_Q')).toMatchObject({ ajustada: true, conta: expect.stringContaining('Resolução do conselho') });
  });
});

describe('verificação das declarações', () => {
  it('a fila de uma declaração lista quem a fez, com todas as suas declarações; só para quem atende o processo', async () => {
    expect((await e.leitura.get(url('/verificacoes?declaracao=PRETO_PARDO'))).statusCode).toBe(403);
    // Race, disability and income are sensitive data: Atendimento does not see who declared them.
    const atendimento = await e.atendimento.get(url('/verificacoes?declaracao=PRETO_PARDO'));
    expect(atendimento.statusCode).toBe(403);
    expect(atendimento.json().message).toContain('dados sensíveis');
    expect((await decidir(e.atendimento, 'ESCOLA_PUBLICA', 'confirmado', [c[1].ins])).statusCode).toBe(403);
    expect((await e.gestorDeOutro.get(url('/verificacoes?declaracao=PRETO_PARDO'))).statusCode).toBe(403);
    const f = await fila('PRETO_PARDO');
    expect(f.itens.map((i: { insPrcCodigo: number }) => i.insPrcCodigo)).toEqual([c[1].ins, c[2].ins]);
    expect(f.itens[0].declaracoes.sort()).toEqual(['ESCOLA_PUBLICA', 'PRETO_PARDO', 'RENDA']);
    expect(f.itens[1].declaracoes.sort()).toEqual(['ESCOLA_PUBLICA', 'PRETO_PARDO']);
    expect(f.declaracoes.find((d: { declaracao: string }) => d.declaracao === 'PRETO_PARDO').verificacao).toBe('Comissão de heteroidentificação');
    expect((await fila('RENDA')).itens.map((i: { insPrcCodigo: number }) => i.insPrcCodigo)).toEqual([c[1].ins, c[3].ins]);
  });

  it('decide um ou muitos; não confirmado exige motivo; quem não declarou é recusado e nada é gravado; o candidato é avisado', async () => {
    const antes = (await db().select().from(ctaVerificacao)).length;
    expect((await decidir(e.gestorDoProcesso, 'PRETO_PARDO', 'nao_confirmado', [c[1].ins])).statusCode).toBe(400);
    const misturado = await decidir(e.gestorDoProcesso, 'ESCOLA_PUBLICA', 'confirmado', [c[1].ins, c[0].ins]);
    expect(misturado.statusCode).toBe(400);
    expect(misturado.json().data.linhasRecusadas).toEqual([{ linha: 2, motivo: `a inscrição ${c[0].ins} não fez a declaração ESCOLA_PUBLICA.` }]);
    expect((await db().select().from(ctaVerificacao)).length).toBe(antes);

    const todas = await decidir(e.gestorDoProcesso, 'ESCOLA_PUBLICA', 'confirmado', [c[1].ins, c[2].ins, c[3].ins, c[4].ins]);
    expect(todas.statusCode, todas.body).toBe(200);
    expect(todas.json().data).toEqual({ gravadas: 4, inalteradas: 0 });
    expect(await auditorias('verificacao.decidir')).toHaveLength(4);
    expect((await decidir(e.gestorDoProcesso, 'RENDA', 'confirmado', [c[1].ins, c[3].ins])).statusCode).toBe(200);
    expect((await decidir(e.gestorDoProcesso, 'PRETO_PARDO', 'confirmado', [c[2].ins])).statusCode).toBe(200);
    const nao = await decidir(e.gestorDoProcesso, 'PRETO_PARDO', 'nao_confirmado', [c[1].ins], 'A comissão não identificou traços fenotípicos de pessoa preta ou parda.');
    expect(nao.statusCode, nao.body).toBe(200);
    const avisos = await db().select().from(mensagem).where(like(mensagem.mnsAssunto, `%não confirmada - inscrição nº ${c[1].ins}`));
    expect(avisos).toHaveLength(1);
    expect(avisos[0].mnsTexto).toContain('traços fenotípicos');
  });

  it('a lista da comissão em CSV: cada linha ruim é nomeada e nada é gravado; a lista certa grava', async () => {
    const ruim = [
      'insPrcCodigo;declaracao;situacao;motivo',
      `${c[3].ins};QUILOMBOLA;talvez;`,
      `${c[4].ins};DEFICIENCIA;NAO_CONFIRMADO;`,
      `abc;DEFICIENCIA;CONFIRMADO;`,
    ].join('\n');
    const r1 = await csv(e.gestorDoProcesso, ruim);
    expect(r1.statusCode).toBe(400);
    expect(r1.json().data.linhasRecusadas.map((l: { linha: number }) => l.linha)).toEqual([2, 3, 4]);
    expect(r1.json().data.linhasRecusadas[1].motivo).toContain('motivo obrigatório');
    const r2 = await csv(e.gestorDoProcesso, ['insPrcCodigo;declaracao;situacao;motivo', `${c[3].ins};QUILOMBOLA;CONFIRMADO;`, `${c[0].ins};DEFICIENCIA;CONFIRMADO;`].join('\n'));
    expect(r2.statusCode).toBe(400);
    expect(r2.json().data.linhasRecusadas).toEqual([{ linha: 3, motivo: `a inscrição ${c[0].ins} não fez a declaração DEFICIENCIA.` }]);
    expect((await fila('QUILOMBOLA', 'confirmado')).itens).toEqual([]);
    const bom = await csv(e.gestorDoProcesso, ['insPrcCodigo;declaracao;situacao;motivo', `${c[3].ins};QUILOMBOLA;confirmado;`, `${c[4].ins};DEFICIENCIA;Confirmado;`].join('\n'));
    expect(bom.statusCode, bom.body).toBe(200);
    expect(bom.json().data).toEqual({ gravadas: 2, inalteradas: 0 });
    expect(await auditorias('verificacao.importar')).toHaveLength(2);
  });

  it('o candidato vê a decisão e recorre no prazo, uma vez; a equipe defere e a declaração passa a valer', async () => {
    const outro = await c[2].c.get(`/sgps/inscricoes/${c[1].ins}/verificacoes`);
    expect(outro.statusCode).toBe(404);
    const minhas = await c[1].c.get(`/sgps/inscricoes/${c[1].ins}/verificacoes`);
    expect(minhas.statusCode, minhas.body).toBe(200);
    const ppi = minhas.json().data.itens.find((i: { declaracao: string }) => i.declaracao === 'PRETO_PARDO');
    expect(ppi).toMatchObject({ situacao: 'nao_confirmado', podeRecorrer: true, motivo: expect.stringContaining('fenotípicos') });
    const recorrer = (cl: Client, ins: number, declaracao = 'PRETO_PARDO') => cl.request('POST', `/sgps/inscricoes/${ins}/verificacoes/recurso`, { json: { declaracao, texto: 'Sou parda; junto fotos e a declaração assinada.' } });
    expect((await recorrer(c[2].c, c[1].ins)).statusCode).toBe(404);
    expect((await recorrer(c[2].c, c[2].ins)).json().message).toContain('não confirmada');
    expect((await recorrer(c[1].c, c[1].ins)).statusCode).toBe(200);
    expect((await recorrer(c[1].c, c[1].ins)).json().message).toBe('Você já recorreu desta decisão.');

    const emRecurso = await fila('PRETO_PARDO', 'recurso');
    expect(emRecurso.itens).toHaveLength(1);
    const cod = emRecurso.itens[0].ctaVrfCodigo;
    expect(emRecurso.itens[0].recursoTexto).toContain('Sou parda');
    const decidirRecurso = (cl: Client) => cl.request('POST', url(`/verificacoes/${cod}/recurso`), { json: { situacao: 'deferido', resposta: 'Deferido após nova análise da comissão recursal.' } });
    expect((await decidirRecurso(e.leitura)).statusCode).toBe(403);
    expect((await decidirRecurso(e.gestorDoProcesso)).statusCode).toBe(200);
    expect((await decidirRecurso(e.gestorDoProcesso)).statusCode).toBe(400);
    const [v] = await db().select().from(ctaVerificacao).where(eq(ctaVerificacao.ctaVrfCodigo, cod));
    expect(v).toMatchObject({ ctaVrfSituacao: 'confirmado', ctaVrfRecursoSituacao: 'deferido' });
    expect(await auditorias('verificacao.recurso')).toHaveLength(1);
  });

  it('o recurso fora do prazo é recusado', async () => {
    expect((await decidir(e.gestorDoProcesso, 'DEFICIENCIA', 'nao_confirmado', [c[4].ins], 'O laudo não descreve impedimento de longo prazo.')).statusCode).toBe(200);
    const agora = t.clock.now;
    t.clock.now = new Date(agora.getTime() + 4 * 86_400_000);
    try {
      const r = await c[4].c.request('POST', `/sgps/inscricoes/${c[4].ins}/verificacoes/recurso`, { json: { declaracao: 'DEFICIENCIA', texto: 'Envio novo laudo.' } });
      expect(r.statusCode).toBe(400);
      expect(r.json().message).toBe('O prazo de recurso desta decisão terminou.');
    } finally {
      t.clock.now = agora;
    }
  });
});

describe('classificação a partir das declarações da inscrição', () => {
  const notas = (linhas: string[]) => enviarMultipart(t, e.gestorDoProcesso, url('/classificacao/notas'), {}, { campo: 'arquivo', name: 'notas.csv', type: 'text/csv', data: Buffer.from(linhas.join('\n')) });
  const pontos = [90, 50, 60, 40, 30];

  it('uma coluna de categorias que difere da inscrição é recusada e listada', async () => {
    const r = await notas(['insPrcCodigo;prova;nota;categorias', `${c[2].ins};Objetiva;60;LB_PPI`, `${c[2].ins};Redação;10;LI_EP LI_PPI`]);
    expect(r.statusCode).toBe(400);
    expect(r.json().data.linhasRecusadas).toEqual([{ linha: 2, motivo: `categorias LB_PPI diferem das da inscrição ${c[2].ins}, que tem direito a LI_PPI LI_EP pelas declarações verificadas.` }]);
  });

  it('ranks a process whose candidates declared their categories only on the enrolment form (só as declarações confirmadas contam)', async () => {
    const r = await notas(['insPrcCodigo;prova;nota', ...c.map((x, i) => `${x.ins};Objetiva;${pontos[i]}`)]);
    expect(r.statusCode, r.body).toBe(200);
    const conf = (await e.gestorDoProcesso.get(url('/classificacao'))).json().data;
    const objetiva = conf.provas.find((p: { descricao: string }) => p.descricao === 'Objetiva').prova;
    const [regra] = await db().select().from(clsRegra).where(eq(clsRegra.prcSltCodigo, prc));
    // Seats only where a candidate waits: the seat moves are the ranking module's (branch classificacao-regras); this test is about who is in which list.
    const regras = { ...(regra.clsRgrRegras as object), pesos: [{ prova: objetiva, peso: 1 }], vagas: [{ opcao: s.letras.opcCodigo, lista: 'AC', vagas: 1 }, ...['LB_PPI', 'LB_Q', 'LI_PPI'].map((lista) => ({ opcao: s.letras.opcCodigo, lista, vagas: 1 }))] };
    expect((await e.gestorDoProcesso.request('POST', url('/classificacao/regras'), { json: { regras } })).statusCode).toBe(200);
    const calc = await e.gestorDoProcesso.request('POST', url('/classificacao/calcular'), { json: {} });
    expect(calc.statusCode, calc.body).toBe(200);
    const op = calc.json().data.opcoes.find((o: { opcao: number }) => o.opcao === s.letras.opcCodigo);
    expect(op.descricao).toBe('Sede › Letras');
    const lista = (l: string) => op.listas.find((x: { lista: string }) => x.lista === l)?.candidatos.map((x: { inscricao: number }) => x.inscricao) ?? [];
    // 0 (90) leads AC; 1 (preta, renda, confirmed after the appeal) is in LB_PPI; 3 (quilombola, renda) in LB_Q;
    // 2 (parda, any income) in LI_PPI but not LB_PPI; 4 (PcD not confirmed: competes in AC only, the process's rule) in no quota list.
    expect(lista('AC')[0]).toBe(c[0].ins);
    expect(lista('LB_PPI')).toEqual([c[1].ins]);
    expect(lista('LB_Q')).toEqual([c[3].ins]);
    expect(lista('LI_PPI')).toContain(c[2].ins);
    expect(lista('LB_PPI')).not.toContain(c[2].ins);
    for (const l of ['LB_PPI', 'LB_Q', 'LI_PPI', 'LI_PCD']) expect(lista(l)).not.toContain(c[4].ins);
    expect(lista('AC')).toContain(c[4].ins);
  });

  it('com a regra "eliminado", quem teve uma declaração não confirmada sai das listas, com o motivo', async () => {
    const atual = (await e.gestorDoProcesso.get(url('/cotas'))).json().data.configuracao;
    const salvo = await e.gestorDoProcesso.request('POST', url('/cotas'), { json: { configuracao: { ...atual, naoConfirmado: 'eliminado' } } });
    expect(salvo.statusCode, salvo.body).toBe(200);
    const calc = await e.gestorDoProcesso.request('POST', url('/classificacao/calcular'), { json: {} });
    const op = calc.json().data.opcoes.find((o: { opcao: number }) => o.opcao === s.letras.opcCodigo);
    expect(op.eliminados).toEqual([expect.objectContaining({ inscricao: c[4].ins, motivos: ['Declaração de cota não confirmada pela verificação (o edital elimina neste caso).'] })]);
    expect(op.listas.flatMap((l: { candidatos: { inscricao: number }[] }) => l.candidatos.map((x) => x.inscricao))).not.toContain(c[4].ins);
    // "Por que esta posição?" names the declaration not confirmed and the reason the candidate was given.
    const x = (await e.gestorDoProcesso.get(url(`/classificacao/explicacao/${c[4].ins}`))).json().data;
    expect(x.naoConfirmadas).toEqual([{ categoria: expect.stringMatching(/defici/i), motivo: 'O laudo não descreve impedimento de longo prazo.' }]);
  });
});
