import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insProcesso, municipio, opcao, pais, prcSltEtpProva, uf, prcSeletivo, prcSltCnfFormulario, prcSltFrmCampo, prcSltLclProva, prcSltMncProva, prcSltPrvSala, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { inscrever, mensagensDe } from './gestao-atendimento.fixtures.ts';

/**
 * Issue 37, through the HTTP interface: the process page's phase and readiness, and each step refused (409, the
 * list in Portuguese) while a blocker remains — an Administrador overriding the overridable ones with a
 * justification, audited; the seating's real cause (enrolments without an exam municipality) fixed in bulk.
 */
let t: TestApp;
let e: Equipe;
let prc: number;
let outro: number;
let mnc: number;
let curso: number;
const DIA = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t, { prcSltDescricao: 'Vestibular guiado', prcSltPublicado: false });
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  [{ opcCodigo: curso }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Direito', opcOpcFinal: true, opcVlrInscricao: 9000 }).returning();
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo });
  const [m] = await db.insert(municipio).values({ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }).returning();
  await db.insert(prcSltEtpProva).values({ prcSltCodigo: prc, prcSltEtpPrvDescricao: 'Prova única', prcSltEtpPrvData: '2026-12-20', prcSltEtpPrvEnsala: true, prcSltEtpPrvHrrAbrPortao: '12:30', prcSltEtpPrvHrrFchPortao: '13:30' });
  [{ prcSltMncPrvCodigo: mnc }] = await db.insert(prcSltMncProva).values({ prcSltCodigo: prc, mncCodigo: m.mncCodigo }).returning();
  const [l] = await db.insert(prcSltLclProva).values({ prcSltCodigo: prc, mncCodigo: m.mncCodigo, prcSltLclPrvDescricao: 'Colégio' }).returning();
  await db.insert(prcSltPrvSala).values({ prcSltLclPrvCodigo: l.prcSltLclPrvCodigo, prcSltPrvSlNumero: '1', prcSltPrvSlQntLugar: 30 });
});
afterAll(() => t.close());

const base = () => `/sgps/gestao/processos/${prc}`;
const prontidao = async () => (await e.leitura.get(`${base()}/prontidao`)).json().data;
const ultimaAuditoria = async (acao: string) => (await t.database.db.select().from(auditoria).where(eq(auditoria.acao, `gestao:${acao}`)).orderBy(desc(auditoria.audCodigo)).limit(1))[0];

describe('antes de publicar', () => {
  it('a página do processo diz a fase e o que falta, cada item com a tela que o resolve', async () => {
    const p = await prontidao();
    expect(p).toMatchObject({ fase: 'preparacao', nomeFase: 'Preparação', passo: 'publicar', nomePasso: 'Publicar o processo' });
    expect(p.fases.map((f: { estado: string }) => f.estado)).toEqual(['atual', 'futura', 'futura', 'futura', 'futura', 'futura', 'futura', 'futura']);
    expect(p.pendencias).toEqual([
      expect.objectContaining({ codigo: 'campoMunicipio', tela: 'formulario', bloqueia: true, contornavel: false, texto: 'O processo tem 1 município de prova, mas o formulário não pede o município de prova: exiba-o e torne-o obrigatório.' }),
    ]);
    expect((await e.gestorDeOutro.get(`${base()}/prontidao`)).statusCode).toBe(403);
  });

  it('publicar é recusado com a lista (409); nem o Administrador contorna um campo que falta', async () => {
    const r = await e.gestorDoProcesso.request('POST', `${base()}/publicar`, { json: {} });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Não é possível publicar o processo ainda: O processo tem 1 município de prova, mas o formulário não pede o município de prova: exiba-o e torne-o obrigatório.');
    const adm = await e.administrador.request('POST', `${base()}/publicar`, { json: { justificativaContorno: 'Publicar mesmo assim, por favor.' } });
    expect(adm.statusCode).toBe(409);
    expect(adm.json().data.prontidao.podeContornar).toBe(false);
    expect((await t.database.db.select().from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prc)))[0].prcSltPublicado).toBe(false);
  });

  it('um período já encerrado é contornável só pelo Administrador, com justificativa, auditada', async () => {
    const db = t.database.db;
    const [campo] = await db.select().from(prcSltFrmCampo).where(eq(prcSltFrmCampo.prcSltFrmCmpNome, 'prcSltMncPrvCodigo'));
    await db.insert(prcSltCnfFormulario).values({ prcSltCodigo: prc, prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo, prcSltCnfFrmExibir: true, prcSltCnfFrmObrigatorio: true });
    const fim = await db.select({ inicio: prcSeletivo.prcSltDtInicio, fim: prcSeletivo.prcSltDtFim }).from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prc));
    await db.update(prcSeletivo).set({ prcSltDtInicio: new Date(t.clock.now.getTime() - 10 * DIA), prcSltDtFim: new Date(t.clock.now.getTime() - DIA) }).where(eq(prcSeletivo.prcSltCodigo, prc));
    const gestor = await e.gestor.request('POST', `${base()}/publicar`, { json: { justificativaContorno: 'Edital retificado pela reitoria.' } });
    expect(gestor.statusCode).toBe(409);
    expect(gestor.json().data.prontidao).toMatchObject({ passo: 'publicar', podeContornar: false, pendencias: [expect.objectContaining({ codigo: 'periodo', contornavel: true })] });
    const semJust = await e.administrador.request('POST', `${base()}/publicar`, { json: {} });
    expect(semJust.statusCode).toBe(409);
    expect(semJust.json().message).toContain('Como Administrador, você pode prosseguir mesmo assim escrevendo uma justificativa');
    expect(semJust.json().data.prontidao.podeContornar).toBe(true);
    const ok = await e.administrador.request('POST', `${base()}/publicar`, { json: { justificativaContorno: 'Edital retificado pela reitoria.' } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await ultimaAuditoria('processo.publicar')).toMatchObject({ justificativa: 'Edital retificado pela reitoria.', depois: { prcSltPublicado: true, contornados: ['periodo'] } });
    await db.update(prcSeletivo).set({ prcSltDtInicio: fim[0].inicio, prcSltDtFim: fim[0].fim }).where(eq(prcSeletivo.prcSltCodigo, prc));
    expect((await prontidao()).fase).toBe('inscricoes');
  });
});

describe('ensalamento', () => {
  let sem: number;
  let pssSem: number;
  it('liberar antes de haver lugares é recusado', async () => {
    const r = await e.gestorDoProcesso.request('POST', `${base()}/ensalamento/liberar`, { json: { exibir: true } });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Não é possível liberar o ensalamento aos candidatos ainda: Ninguém tem lugar ainda: confirme o ensalamento antes de liberá-lo aos candidatos.');
    expect((await e.leitura.get(`${base()}/ensalamento/resumo`)).json().data.liberado).toBe(false);
  });

  it('confirmar com inscrição deferida sem município: a lista, a correção em lote (justificada, avisada) e então o ensalamento', async () => {
    const db = t.database.db;
    const a = await createAccount(t, { cpf: '52998224725', nome: 'Ana Com Cidade', senha: 'senha-da-ana' });
    const b = await createAccount(t, { cpf: '11144477735', nome: 'Bruno Sem Cidade', senha: 'senha-do-bruno' });
    pssSem = b.pssFscCodigo;
    await inscrever(t, a.pssFscCodigo, prc, curso, { insDeferida: true, prcSltMncPrvCodigo: mnc });
    sem = await inscrever(t, b.pssFscCodigo, prc, curso, { insDeferida: true });
    const previa = (await e.gestorDoProcesso.request('POST', `${base()}/ensalamento/previa`, { json: {} })).json().data;
    const r = await e.gestorDoProcesso.request('POST', `${base()}/ensalamento/confirmar`, { json: { token: previa.token } });
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toContain('1 inscrição deferida não tem município de prova: defina-o (em lote na tela de ensalamento).');
    expect(r.json().data.prontidao.pendencias).toContainEqual(expect.objectContaining({ codigo: 'semMunicipio', tela: 'ensalamento' }));
    const lista = (await e.leitura.get(`${base()}/ensalamento/sem-municipio`)).json().data;
    expect(lista).toMatchObject({ total: 1, inscricoes: [{ insPrcCodigo: sem, nome: 'Bruno Sem Cidade' }] });
    expect(lista.municipios).toEqual([expect.objectContaining({ prcSltMncPrvCodigo: mnc })]);

    expect((await e.leitura.request('POST', `${base()}/ensalamento/sem-municipio`, { json: { prcSltMncPrvCodigo: mnc, justificativa: 'Único município do edital.' } })).statusCode).toBe(403);
    const curta = await e.gestorDoProcesso.request('POST', `${base()}/ensalamento/sem-municipio`, { json: { prcSltMncPrvCodigo: mnc, justificativa: 'curta' } });
    expect(curta.statusCode).toBe(400);
    const deOutro = await e.gestorDoProcesso.request('POST', `${base()}/ensalamento/sem-municipio`, { json: { prcSltMncPrvCodigo: 999999, justificativa: 'Único município do edital.' } });
    expect(deOutro.json().data.campos.prcSltMncPrvCodigo).toBe('Escolha um município de prova deste processo.');
    const lote = await e.gestorDoProcesso.request('POST', `${base()}/ensalamento/sem-municipio`, { json: { prcSltMncPrvCodigo: mnc, justificativa: 'Único município do edital.' } });
    expect(lote.statusCode, lote.body).toBe(200);
    expect(lote.json().data).toEqual({ alteradas: 1 });
    expect((await db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, sem)))[0].prcSltMncPrvCodigo).toBe(mnc);
    expect(await ultimaAuditoria('inscricao:municipioEmLote')).toMatchObject({ justificativa: 'Único município do edital.', antes: { inscricoes: [sem] } });
    expect((await mensagensDe(t, pssSem))[0].assunto).toBe(`Município de prova da inscrição nº ${sem} definido`);

    const p2 = (await e.gestorDoProcesso.request('POST', `${base()}/ensalamento/previa`, { json: {} })).json().data;
    const ok = await e.gestorDoProcesso.request('POST', `${base()}/ensalamento/confirmar`, { json: { token: p2.token } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await prontidao())).toMatchObject({ fase: 'provas', passo: 'liberarEnsalamento', afetados: 2 });
  });

  it('liberar com lugares avisa cada candidato deferido, com o link e cópia por e-mail', async () => {
    const r = await e.gestorDoProcesso.request('POST', `${base()}/ensalamento/liberar`, { json: { exibir: true, lembrete: 'Leve caneta preta.' } });
    expect(r.statusCode, r.body).toBe(200);
    const [m] = await mensagensDe(t, pssSem);
    expect(m.assunto).toBe('Ensalamento liberado — Vestibular guiado');
    expect(m.texto).toContain('/prcSeletivo');
    expect(m.texto).toContain('Leve caneta preta.');
    expect(await ultimaAuditoria('ensalamento:liberar')).toMatchObject({ depois: { liberado: true, avisados: 2 } });
    expect((await prontidao()).passo).toBe('resultadoPreliminar');
  });

  it('o candidato lê como remetente o nome configurado da instituição, nunca o código do sistema', async () => {
    const bruno = new Client(t);
    await bruno.login('11144477735', 'senha-do-bruno');
    const caixa = (await bruno.get('/sgps/mensagens/mnsDestinatario/pesquisa?start=0&limit=25')).json().data as { mensagem: { mnsAssunto: string; sistema: { sstCodigo: string }; pssFisica: unknown } }[];
    const liberado = caixa.find((m) => m.mensagem.mnsAssunto === 'Ensalamento liberado — Vestibular guiado')!;
    expect(liberado.mensagem.sistema.sstCodigo).toBe(t.app.config.instituicao);
    expect(t.app.config.instituicao).not.toBe('SGPS');
    expect(caixa.every((m) => m.mensagem.sistema.sstCodigo !== 'SGPS')).toBe(true);
  });
});

describe('resultados e chamadas fora de ordem', () => {
  it('o preliminar sem classificação calculada e a 1ª chamada sem resultado final são recusados com a lista', async () => {
    const db = t.database.db;
    // A computation of another process does not count: this one has none.
    const pre = await e.gestorDoProcesso.request('POST', `${base()}/resultados/publicar`, { json: { tipo: 'preliminar', clsCalCodigo: 1 } });
    expect(pre.statusCode).toBe(400);
    expect(pre.json().data.campos.clsCalCodigo).toBe('Escolha um cálculo da classificação deste processo.');
    const chamada = await e.administrador.request('POST', `${base()}/chamadas`, {
      json: { inicio: '2026-12-01T11:00:00.000Z', fim: '2026-12-05T20:00:00.000Z', instrucoes: 'Traga RG.', justificativaContorno: 'Chamar antes do resultado.' },
    });
    expect(chamada.statusCode).toBe(409);
    expect(chamada.json().message).toBe('Não é possível gerar a 1ª chamada ainda: Publique o resultado final antes de gerar a 1ª chamada.');
    expect(chamada.json().data.prontidao).toMatchObject({ passo: 'primeiraChamada', podeContornar: false });
    expect(await db.select().from(auditoria).where(eq(auditoria.acao, 'gestao:chamada.gerar'))).toEqual([]);
    const p = await prontidao();
    expect(p).toMatchObject({ passo: 'resultadoPreliminar' });
    expect(p.pendencias).toContainEqual(expect.objectContaining({ codigo: 'semCalculo', tela: 'classificacao', bloqueia: true }));
  });
});
