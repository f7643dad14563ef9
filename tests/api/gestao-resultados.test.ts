import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, clsLista, insPrcRcrCronograma, insPrcRcrResposta, insPrcRecurso, insProcesso, opcao, prcSltCronograma, prcSltCrnRecurso, reconstrucaoSite, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { enviarMultipart, inscrever, mensagensDe } from './gestao-atendimento.fixtures.ts';

let t: TestApp;
let e: Equipe;
let prc: number;
let outro: number;
let curso: number;
let janela: number;
let calculo: number;
const ins: number[] = [];
const pss: number[] = [];
const cpfs: string[] = [];
const candidatos: Client[] = [];

/** A valid CPF from 9 digits (the sign-in checks the digits). */
function cpf(n: number): string {
  const base = String(300000000 + n * 7919).slice(0, 9).split('').map(Number);
  const digito = (ds: number[]) => {
    const r = (ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0) * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digito(base);
  return [...base, d1, digito([...base, d1])].join('');
}

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t, { prcSltDescricao: 'Vestibular com resultado' });
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  [{ opcCodigo: curso }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Direito', opcOpcFinal: true }).returning();
  const nascimentos = ['2000-01-01', '1950-01-01', '2001-01-01', '2002-01-01', '2003-01-01'];
  for (const [i, n] of nascimentos.entries()) {
    cpfs.push(cpf(i + 1));
    const { pssFscCodigo } = await createAccount(t, { cpf: cpfs[i], nome: `Candidato ${i + 1}`, senha: 'senha-do-candidato' });
    await db.execute(`UPDATE pss_fisica SET "pssFscDtNascimento" = '${n}' WHERE "pssFscCodigo" = ${pssFscCodigo}`);
    pss.push(pssFscCodigo);
    ins.push(await inscrever(t, pssFscCodigo, prc, curso, { insPrcIncDtHora: new Date(Date.UTC(2025, 9, 1, i)) }));
    const c = new Client(t);
    await c.login(cpfs[i], 'senha-do-candidato');
    candidatos.push(c);
  }
  // An appeal window is a schedule item of the kind Reexame ('3') (issue 37), with its appeal row.
  const [crn] = await db.insert(prcSltCronograma).values({ prcSltCodigo: prc, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: 'Recurso do resultado preliminar' }).returning();
  await db.insert(prcSltCrnRecurso).values({ prcSltCrnCodigo: crn.prcSltCrnCodigo, prcSltCrnRcrVlr: null });
  janela = crn.prcSltCrnCodigo;

  // The ranking, through the ranking area's API (scores file, rules, absentee, computation).
  const cls = `/sgps/gestao/processos/${prc}/classificacao`;
  const notas = ['insPrcCodigo;prova;nota;categorias', `${ins[0]};Objetiva;50;`, `${ins[0]};Redação;10;`, `${ins[1]};Objetiva;40;`, `${ins[1]};Redação;10;`,
    `${ins[2]};Objetiva;40;PPI`, `${ins[2]};Redação;10;PPI`, `${ins[3]};Objetiva;20,5;PPI`, `${ins[3]};Redação;9,75;PPI`, `${ins[4]};Objetiva;80;`].join('\n');
  const up = await enviarMultipart(t, e.gestorDoProcesso, `${cls}/notas`, {}, { campo: 'arquivo', name: 'notas.csv', type: 'text/csv', data: Buffer.from(notas) });
  expect(up.statusCode, up.body).toBe(200);
  const provas = Object.fromEntries((await e.leitura.get(cls)).json().data.provas.map((p: { prova: number; descricao: string }) => [p.descricao, p.prova]));
  const regras = {
    categorias: [{ codigo: 'PPI', nome: 'Pretos, pardos e indígenas', destinos: ['AC'] }],
    vagas: [{ opcao: curso, lista: 'AC', vagas: 2 }, { opcao: curso, lista: 'PPI', vagas: 1 }],
    pesos: [{ prova: provas.Objetiva, peso: 1 }, { prova: provas['Redação'], peso: 2 }],
    eliminacao: { ausente: true, zeroEm: [provas['Redação']], minimoTotal: null },
    desempate: [{ tipo: 'prova', prova: provas['Redação'] }, { tipo: 'idoso' }, { tipo: 'inscricao' }],
    dataReferencia: '2026-01-31',
  };
  expect((await e.gestorDoProcesso.request('POST', `${cls}/regras`, { json: { regras } })).statusCode).toBe(200);
  expect((await e.gestorDoProcesso.request('POST', `${cls}/ausentes`, { json: { inscricoes: [ins[4]], ausente: true } })).statusCode).toBe(200);
  const calc = await e.gestorDoProcesso.request('POST', `${cls}/calcular`, { json: {} });
  expect(calc.statusCode, calc.body).toBe(200);
  calculo = calc.json().data.clsCalCodigo;
});
afterAll(() => t.close());

const db = () => t.database.db;
const base = `/sgps/gestao/processos`;
const publicar = (cl: Client, corpo: Record<string, unknown>, p = prc) => cl.request('POST', `${base}/${p}/resultados/publicar`, { json: { clsCalCodigo: calculo, ...corpo } });
const auditorias = (acao: string) => db().select().from(auditoria).where(eq(auditoria.acao, `gestao:${acao}`));
const situacaoDe = async (i: number) => {
  const r = await candidatos[i].get(`/sgps/insProcesso/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: prc }]))}`);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data[0] as { resultadoSituacao: string | null; resultadoTipo: string | null };
};
const convocacoesDe = async (i: number) => {
  const r = await candidatos[i].get('/sgps/prcSltInsConvocado/pesquisa');
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data as { prcSltInsCnvChamada: number; prcSltInsCnvOrientacao: string; prcSltInsCnvUrl: string | null; periodo: string; opcDescricao: string }[];
};

describe('resultados', () => {
  it('nada publicado: o público não acha resultado e o candidato não vê situação', async () => {
    expect((await e.anonimo.get(`/sgps/resultado/${prc}`)).statusCode).toBe(404);
    expect((await situacaoDe(0)).resultadoSituacao).toBeNull();
  });

  it('papéis e escopo: leitura, atendimento, gestor de outro processo e candidato não publicam', async () => {
    for (const cl of [e.leitura, e.atendimento, e.gestorDeOutro, e.candidato]) expect((await publicar(cl, { tipo: 'preliminar' })).statusCode).toBe(403);
    expect((await publicar(e.anonimo, { tipo: 'preliminar' })).statusCode).toBe(401);
    expect((await e.gestorDeOutro.get(`${base}/${prc}/resultados`)).statusCode).toBe(403);
    expect((await e.leitura.get(`${base}/${prc}/resultados`)).statusCode).toBe(200);
  });

  it('o final exige um preliminar publicado antes; cálculo de outro processo e janela que não é de reexame são recusados', async () => {
    // Readiness (issue 37): refused with the list, 409, nothing written.
    const final = await publicar(e.gestorDoProcesso, { tipo: 'final' });
    expect(final.statusCode).toBe(409);
    expect(final.json().message).toBe('Não é possível publicar o resultado final ainda: Publique o resultado preliminar antes do resultado final.');
    expect(final.json().data.prontidao).toMatchObject({ passo: 'resultadoFinal', podeContornar: false });
    const [naoRecurso] = await db().insert(prcSltCronograma).values({ prcSltCodigo: prc, tblGrlItmCdgPrcSltTpCrn: '1', prcSltCrnDescricao: 'Inscrições' }).returning();
    const ruim = await publicar(e.gestorDoProcesso, { tipo: 'preliminar', prcSltCrnCodigo: naoRecurso.prcSltCrnCodigo, recursoInicio: '2026-02-01T12:00:00Z' });
    expect(ruim.json().data.campos).toEqual({
      prcSltCrnCodigo: 'Escolha um item de reexame (recurso) do cronograma deste processo.',
      recursoFim: 'Informe o início e o fim do prazo de recurso, ou nenhum dos dois.',
    });
    const outroCalc = await publicar(e.gestor, { tipo: 'preliminar' }, outro);
    expect(outroCalc.json().data.campos.clsCalCodigo).toBe('Escolha um cálculo da classificação deste processo.');
    expect(await auditorias('resultadopreliminar.publicar')).toHaveLength(0);
  });

  it('publica o preliminar abrindo o prazo de recurso, audita e pede reconstrução do site', async () => {
    const pedidosAntes = (await db().select().from(reconstrucaoSite)).length;
    const res = await publicar(e.gestorDoProcesso, { tipo: 'preliminar', prcSltCrnCodigo: janela, recursoInicio: '2026-02-01T12:00:00.000Z', recursoFim: '2026-02-03T23:59:00.000Z' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ tipo: 'preliminar', clsCalCodigo: calculo, prcSltCrnCodigo: janela });
    const [crn] = await db().select().from(prcSltCronograma).where(eq(prcSltCronograma.prcSltCrnCodigo, janela));
    expect(crn.prcSltCrnDtFim?.toISOString()).toBe('2026-02-03T23:59:00.000Z');
    const [a] = await auditorias('resultadopreliminar.publicar');
    expect(a).toMatchObject({ prcSltCodigo: prc, antes: null, autorPssFscCodigo: e.pessoas.gestorDoProcesso });
    // The window opened on this result lets every enrolment in its lists appeal (the reexame module's permission).
    const noResultado = [...new Set((await db().select().from(clsLista).where(eq(clsLista.clsCalCodigo, calculo))).map((l) => l.insPrcCodigo))];
    expect(noResultado.length).toBeGreaterThan(0);
    const permissoes = await db().select({ ins: insProcesso.insPrcCodigo, pode: insProcesso.insPrcPrmReexame }).from(insProcesso).where(inArray(insProcesso.insPrcCodigo, noResultado));
    expect(permissoes.every((x) => x.pode)).toBe(true);
    expect((a.depois as { janelaRecurso: { recursoLiberadoPara: number } }).janelaRecurso.recursoLiberadoPara).toBe(noResultado.length);
    expect((await db().select().from(reconstrucaoSite)).length).toBeGreaterThan(pedidosAntes);
  });

  it('cada candidato vê a própria situação na lista de inscrições', async () => {
    expect(await situacaoDe(0)).toMatchObject({ resultadoTipo: 'preliminar', resultadoSituacao: 'Classificado(a) na posição 1 — lista Ampla concorrência' });
    expect((await situacaoDe(2)).resultadoSituacao).toBe('Classificado(a) na posição 1 — lista Pretos, pardos e indígenas');
    expect((await situacaoDe(3)).resultadoSituacao).toBe('Lista de espera: posição 2 — lista Pretos, pardos e indígenas');
    expect((await situacaoDe(4)).resultadoSituacao).toBe('Eliminado(a): Ausente. Nota zero ou sem nota em Redação.');
  });

  it('o final espera o prazo de recurso terminar e cada recurso respondido (409 com a lista); respondido, passa', async () => {
    // The window still open: refused; only an Administrador may override that, with a justification.
    const [crn] = await db().select().from(prcSltCronograma).where(eq(prcSltCronograma.prcSltCrnCodigo, janela));
    await db().update(prcSltCronograma).set({ prcSltCrnDtFim: new Date(t.clock.now.getTime() + 86_400_000) }).where(eq(prcSltCronograma.prcSltCrnCodigo, janela));
    const aberta = await publicar(e.gestorDoProcesso, { tipo: 'final' });
    expect(aberta.statusCode).toBe(409);
    expect(aberta.json().message).toBe('Não é possível publicar o resultado final ainda: O prazo de recurso ainda não terminou: Recurso do resultado preliminar.');
    await db().update(prcSltCronograma).set({ prcSltCrnDtFim: crn.prcSltCrnDtFim }).where(eq(prcSltCronograma.prcSltCrnCodigo, janela));
    // An appeal without an answer: refused, and no one may override it.
    const [rec] = await db().insert(insPrcRecurso).values({ insPrcCodigo: ins[3], tblGrlItmCdgPrcSltTpCrn: '3', insPrcRcrJustificativa: 'A questão 7 tem duas respostas.' }).returning();
    await db().insert(insPrcRcrCronograma).values({ insPrcRcrCodigo: rec.insPrcRcrCodigo, insPrcCodigo: ins[3], prcSltCrnCodigo: janela });
    const pendente = await publicar(e.administrador, { tipo: 'final', justificativaContorno: 'Publicar antes das respostas.' });
    expect(pendente.statusCode).toBe(409);
    expect(pendente.json().message).toBe('Não é possível publicar o resultado final ainda: 1 recurso está sem resposta: responda-os antes do resultado final.');
    expect(pendente.json().data.prontidao).toMatchObject({ podeContornar: false, pendencias: [expect.objectContaining({ codigo: 'recursosSemResposta', tela: 'reexame' })] });
    expect(await auditorias('resultadofinal.publicar')).toHaveLength(0);
    await db().insert(insPrcRcrResposta).values({ insPrcRcrCodigo: rec.insPrcRcrCodigo, insPrcRcrRspSituacao: 'INDEFERIDO', insPrcRcrRspTexto: 'O gabarito está correto.' });
    expect((await e.leitura.get(`${base}/${prc}/prontidao`)).json().data).toMatchObject({ fase: 'recursos', passo: 'resultadoFinal', pendencias: [] });
  });

  it('publica o final; o resultado público traz inscrição, nome e posição por lista e nunca um CPF', async () => {
    const res = await publicar(e.gestorDoProcesso, { tipo: 'final', justificativa: 'Após os recursos.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await auditorias('resultadofinal.publicar')).toHaveLength(1);
    const pub = await e.anonimo.get(`/sgps/resultado/${prc}`);
    expect(pub.statusCode, pub.body).toBe(200);
    for (const c of cpfs) {
      expect(pub.body).not.toContain(c);
      expect(pub.body).not.toContain(`${c.slice(0, 3)}.${c.slice(3, 6)}.${c.slice(6, 9)}-${c.slice(9)}`);
    }
    const d = pub.json().data;
    expect(d.tipo).toBe('final');
    const [op] = d.opcoes;
    expect(op.descricao).toBe('Direito');
    expect(op.listas.map((l: { nome: string; candidatos: { insPrcCodigo: number; nome: string; posicao: number }[] }) => [l.nome, l.candidatos.map((c) => [c.posicao, c.insPrcCodigo, c.nome])])).toEqual([
      ['Ampla concorrência', [[1, ins[0], 'Candidato 1'], [2, ins[1], 'Candidato 2'], [3, ins[2], 'Candidato 3'], [4, ins[3], 'Candidato 4']]],
      ['Pretos, pardos e indígenas', [[1, ins[2], 'Candidato 3'], [2, ins[3], 'Candidato 4']]],
    ]);
    expect(pub.body).not.toContain('Candidato 5');
    // The option page of a large result reads one option: the same lists, nothing of the other options.
    const daOpcao = await e.anonimo.get(`/sgps/resultado/${prc}/${op.opcCodigo}`);
    expect(daOpcao.statusCode, daOpcao.body).toBe(200);
    expect(daOpcao.json().data).toEqual({ ...d, opcoes: [op] });
    for (const c of cpfs) expect(daOpcao.body).not.toContain(c);
    const semNinguem = await e.anonimo.get(`/sgps/resultado/${prc}/${op.opcCodigo + 1000}`);
    expect(semNinguem.statusCode).toBe(404);
    expect(semNinguem.json().message).toBe('Nenhum resultado publicado para esta opção.');
    expect((await e.anonimo.get(`/sgps/resultado/${prc}/..%2F1`)).statusCode).toBe(400);
    expect((await e.anonimo.get(`/sgps/resultado/${outro}/${op.opcCodigo}`)).statusCode).toBe(404);
    // The index: the lists' sizes, nobody named.
    const indice = await e.anonimo.get(`/sgps/resultado/${prc}/indice`);
    expect(indice.statusCode, indice.body).toBe(200);
    expect(indice.json().data).toEqual({
      ...d,
      opcoes: [{ opcCodigo: op.opcCodigo, descricao: 'Direito', listas: [{ lista: 'AC', nome: 'Ampla concorrência', total: 4 }, { lista: 'PPI', nome: 'Pretos, pardos e indígenas', total: 2 }] }],
    });
    expect(indice.body).not.toContain('Candidato');
    expect((await e.anonimo.get(`/sgps/resultado/${outro}/indice`)).statusCode).toBe(404);
    expect((await situacaoDe(1)).resultadoTipo).toBe('final');
    expect((await e.anonimo.get(`/sgps/resultado/${outro}`)).statusCode).toBe(404);
  });
});

describe('chamadas', () => {
  const chamar = (cl: Client, corpo: Record<string, unknown> = {}) =>
    cl.request('POST', `${base}/${prc}/chamadas`, { json: { inicio: '2026-03-01T11:00:00.000Z', fim: '2026-03-05T20:00:00.000Z', instrucoes: 'Traga RG e histórico escolar.', url: 'https://matricula.exemplo.br', ...corpo } });
  const marcar = (cl: Client, chm: number, corpo: Record<string, unknown>) => cl.request('POST', `/sgps/gestao/chamadas/${chm}/situacao`, { json: corpo });
  let primeira: number;

  it('valida os campos e o escopo, sem gravar', async () => {
    for (const cl of [e.leitura, e.gestorDeOutro, e.candidato]) expect((await chamar(cl)).statusCode).toBe(403);
    const ruim = await chamar(e.gestorDoProcesso, { fim: '2026-02-01T00:00:00.000Z', instrucoes: ' ', url: 'ftp://x' });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().data.campos).toEqual({
      fim: 'O fim do período deve ser depois do início.',
      instrucoes: 'Escreva as instruções da chamada (documentos, local, passos).',
      url: 'O endereço deve começar com https:// ou http://.',
    });
    expect((await e.leitura.get(`${base}/${prc}/chamadas`)).json().data).toEqual([]);
  });

  it('a 1ª chamada convoca os aprovados do resultado final; cada um vê a convocação e recebe mensagem', async () => {
    const res = await chamar(e.gestorDoProcesso);
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    primeira = c.chmCodigo;
    expect(c.numero).toBe(1);
    expect(c.convocados.map((v: { insPrcCodigo: number; lista: string; posicao: number; situacao: string }) => [v.insPrcCodigo, v.lista, v.posicao, v.situacao])).toEqual([
      [ins[0], 'AC', 1, 'convocado'],
      [ins[1], 'AC', 2, 'convocado'],
      [ins[2], 'PPI', 1, 'convocado'],
    ]);
    const [cv] = await convocacoesDe(0);
    expect(cv).toMatchObject({ prcSltInsCnvChamada: 1, prcSltInsCnvOrientacao: 'Traga RG e histórico escolar.', prcSltInsCnvUrl: 'https://matricula.exemplo.br', opcDescricao: 'Direito' });
    expect(cv.periodo).toBeTruthy();
    expect(await convocacoesDe(3)).toEqual([]);
    const [m] = await mensagensDe(t, pss[0]);
    expect(m.assunto).toContain('1ª chamada');
    expect(m.texto).toContain('Traga RG e histórico escolar.');
    // Who is not called hears of no call — only of the two results published (issue 37: each publication is told).
    const daQuarta = await mensagensDe(t, pss[3]);
    expect(daQuarta.filter((x: { assunto: string }) => x.assunto.includes('chamada'))).toEqual([]);
    expect(daQuarta.map((x: { assunto: string }) => x.assunto).sort()).toEqual(['Resultado final publicado — Vestibular com resultado', 'Resultado preliminar publicado — Vestibular com resultado']);
    expect(daQuarta.find((x: { assunto: string }) => x.assunto.startsWith('Resultado final'))!.texto).toContain(`/resultado/${prc}`);
    // Who waits reads, on their enrolment list, how far the calls went in their list.
    expect(await situacaoDe(3)).toMatchObject({ resultadoTipo: 'final', resultadoSituacao: 'Lista de espera: posição 2 — lista Pretos, pardos e indígenas. Última posição convocada nesta lista: 1' });
    const [a] = await auditorias('chamada.gerar');
    expect(a).toMatchObject({ prcSltCodigo: prc, chave: String(primeira) });
  });

  it('outra chamada espera a situação de cada convocado; o Administrador pode contornar, e sem vaga liberada nada é gerado', async () => {
    // Readiness (issue 37): every candidate of the previous call needs an outcome first.
    const res = await chamar(e.gestorDoProcesso);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('3 convocados da chamada anterior estão sem situação');
    expect(res.json().data.prontidao).toMatchObject({ passo: 'proximaChamada', podeContornar: false });
    const semJust = await chamar(e.administrador);
    expect(semJust.statusCode).toBe(409);
    expect(semJust.json().data.prontidao.podeContornar).toBe(true);
    // Overridden with a justification: then nobody left a seat, so there is nobody to call.
    const contornada = await chamar(e.administrador, { justificativaContorno: 'Prazo da matrícula encerrado pela reitoria.' });
    expect(contornada.statusCode).toBe(400);
    expect(contornada.json().data.campos.resultado).toContain('Nenhuma vaga a preencher');
  });

  it('marcar a situação pede justificativa, audita; recusa quem não foi convocado', async () => {
    expect((await marcar(e.leitura, primeira, { insPrcCodigo: ins[1], situacao: 'desistiu' })).statusCode).toBe(403);
    expect((await marcar(e.gestorDeOutro, primeira, { insPrcCodigo: ins[1], situacao: 'desistiu' })).statusCode).toBe(403);
    const semJust = await marcar(e.gestorDoProcesso, primeira, { insPrcCodigo: ins[1], situacao: 'desistiu' });
    expect(semJust.statusCode).toBe(409);
    expect(semJust.json().data.precisaJustificativa).toBe(true);
    const naoConvocado = await marcar(e.gestorDoProcesso, primeira, { insPrcCodigo: ins[3], situacao: 'desistiu', justificativa: 'Pediu por escrito.' });
    expect(naoConvocado.json().data.campos.insPrcCodigo).toBe('Esta inscrição não foi convocada nesta chamada.');
    const ok = await marcar(e.gestorDoProcesso, primeira, { insPrcCodigo: ins[1], situacao: 'desistiu', justificativa: 'Desistência assinada na secretaria.' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data.convocados.find((v: { insPrcCodigo: number }) => v.insPrcCodigo === ins[1]).situacao).toBe('desistiu');
    const [a] = await auditorias('convocado.situacao');
    expect(a).toMatchObject({ prcSltCodigo: prc, justificativa: 'Desistência assinada na secretaria.', antes: { situacao: 'CONVOCADO' }, depois: { situacao: 'DESISTENTE' } });
    expect((await marcar(e.gestorDoProcesso, primeira, { insPrcCodigo: ins[0], situacao: 'matriculado', justificativa: 'Matrícula feita.' })).statusCode).toBe(200);
    expect((await marcar(e.gestorDoProcesso, primeira, { insPrcCodigo: ins[2], situacao: 'matriculado', justificativa: 'Matrícula feita.' })).statusCode).toBe(200);
  });

  it('a 2ª chamada convoca o próximo da mesma lista (pulando quem já foi convocado por outra lista)', async () => {
    const res = await chamar(e.gestorDoProcesso, { instrucoes: 'Segunda chamada: compareça à secretaria.', url: null });
    expect(res.statusCode, res.body).toBe(200);
    const c = res.json().data;
    expect(c.numero).toBe(2);
    // AC: 1 matriculado, 2 desistiu -> one seat; 3 is next in AC but was called by PPI; 4 (AC position 4) is called.
    expect(c.convocados.map((v: { insPrcCodigo: number; lista: string; posicao: number }) => [v.insPrcCodigo, v.lista, v.posicao])).toEqual([[ins[3], 'AC', 4]]);
    const [cv] = await convocacoesDe(3);
    expect(cv).toMatchObject({ prcSltInsCnvChamada: 2, prcSltInsCnvOrientacao: 'Segunda chamada: compareça à secretaria.', prcSltInsCnvUrl: null });
    expect((await mensagensDe(t, pss[3]))[0].assunto).toContain('2ª chamada');
    const lista = await e.leitura.get(`${base}/${prc}/chamadas`);
    expect(lista.json().data.map((x: { numero: number }) => x.numero)).toEqual([1, 2]);
  });
});
