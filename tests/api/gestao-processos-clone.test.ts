import { asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as s from '../../server/db/schema/index.ts';
import { deslocarDia, deslocarInstante } from '../../server/entities/processo/processo-clone.ts';
import { createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let origem: number;

/** A process with one row (at least) of every kind a clone copies, and an enrolment seated in a room. */
async function montarProcessoCompleto(): Promise<number> {
  const db = t.database.db;
  const prc = await criarProcessoDeTeste(t, {
    prcSltDescricao: 'Vestibular 2026',
    prcSltNmrOpcoes: 2,
    prcSltDtFimIsencao: new Date('2026-11-25T02:59:00.000Z'),
    prcSltDtVncBoleto: '2026-12-30',
    prcSltDtFimEdicao: new Date('2026-12-20T20:00:00.000Z'),
  });
  const [ps] = await db.insert(s.pais).values({ psDescricao: 'Brasil', psSigla: 'BR' }).returning();
  await db.insert(s.uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: ps.psCodigo });
  const [mnc] = await db.insert(s.municipio).values({ mncDescricao: 'Maringá', ufCodigo: 'PR' }).returning();
  const [ingles] = await db.insert(s.prcSltLngEstrangeira).values({ prcSltCodigo: prc, prcSltLngEstDescricao: 'Inglês' }).returning();
  await db.insert(s.prcSltLngEstrangeira).values({ prcSltCodigo: prc, prcSltLngEstDescricao: 'Espanhol' });
  await db.insert(s.prcSltTpDivulgacao).values({ prcSltCodigo: prc, prcSltTpDvlDescricao: 'Internet' });
  await db.insert(s.prcSltTpEscolaridade).values({ prcSltCodigo: prc, prcSltTpEscDescricao: 'Escola pública' });
  await db.insert(s.prcSltSerie).values({ prcSltCodigo: prc, prcSltSerDescricao: '3ª série' });
  await db.insert(s.prcSltSetor).values({ prcSltCodigo: prc, prcSltStrDescricao: 'Reitoria' });
  await db.insert(s.prcSltModalidade).values({ prcSltCodigo: prc, prcSltMdlDescricao: 'Presencial' });
  await db.insert(s.prcSltArConhecimento).values({ prcSltCodigo: prc, prcSltArCnhDescricao: 'Exatas' });
  await db.insert(s.prcSltDfcCndApoio).values({ prcSltCodigo: prc, prcSltDfcCndApoioDescricao: 'Ledor', prcSltDfcCndApoioDetalhar: true });

  const [tpCampus] = await db.insert(s.tipoOpcao).values({ tpOpcDescricao: 'Campus' }).returning();
  const [tpCurso] = await db.insert(s.tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  const [tpTurno] = await db.insert(s.tipoOpcao).values({ tpOpcDescricao: 'Turno' }).returning();
  const nova = async (descricao: string, tp: number, pai: number | null, final = false, lingua: number | null = null) =>
    (await db.insert(s.opcao).values({ prcSltCodigo: prc, opcDescricao: descricao, tpOpcCodigo: tp, opcCdgPai: pai, opcOpcFinal: final, opcVlrInscricao: final ? 15000 : null, prcSltLngEstCodigo: lingua }).returning())[0].opcCodigo;
  const sede = await nova('Sede', tpCampus.tpOpcCodigo, null);
  const regional = await nova('Regional', tpCampus.tpOpcCodigo, null);
  const medicina = await nova('Medicina', tpCurso.tpOpcCodigo, sede);
  await nova('Integral', tpTurno.tpOpcCodigo, medicina, true, ingles.prcSltLngEstCodigo);
  const letras = await nova('Letras', tpCurso.tpOpcCodigo, regional);
  await nova('Noturno', tpTurno.tpOpcCodigo, letras, true);
  await nova('Matutino', tpTurno.tpOpcCodigo, letras, true);

  const [mncPrv] = await db.insert(s.prcSltMncProva).values({ prcSltCodigo: prc, mncCodigo: mnc.mncCodigo }).returning();
  const [local] = await db.insert(s.prcSltLclProva).values({ prcSltCodigo: prc, mncCodigo: mnc.mncCodigo, prcSltLclPrvDescricao: 'Bloco A', prcSltLclPrvBairro: 'Centro' }).returning();
  const [sala] = await db.insert(s.prcSltPrvSala).values({ prcSltLclPrvCodigo: local.prcSltLclPrvCodigo, prcSltPrvSlNumero: '101', prcSltPrvSlQntLugar: 40 }).returning();
  await db.insert(s.prcSltPrvSala).values({ prcSltLclPrvCodigo: local.prcSltLclPrvCodigo, prcSltPrvSlNumero: '102', prcSltPrvSlQntLugar: 30, prcSltPrvSlEspecial: true });
  await db.insert(s.prcSltEtpProva).values({ prcSltCodigo: prc, prcSltEtpPrvDescricao: 'Primeira etapa', prcSltEtpPrvData: '2027-01-10', prcSltEtpPrvEnsala: true, prcSltEtpPrvHrrAbrPortao: '07:30' });

  // The schema installs the field catalogue (migration 0024): the NIS field is already there.
  const [campo] = await db.select().from(s.prcSltFrmCampo).where(eq(s.prcSltFrmCampo.prcSltFrmCmpNome, 'insPrcNIS'));
  await db.insert(s.prcSltCnfFormulario).values({ prcSltCodigo: prc, prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo, prcSltCnfFrmObrigatorio: true, prcSltCnfFrmAjuda: 'Número do NIS' });
  await db.insert(s.prcSltCnfFrmOpcao).values({ opcCodigo: medicina, prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo, prcSltCnfFrmOpcExibir: false });
  await db.insert(s.prcSltCnfFrmVinculo).values({ prcSltCodigo: prc, prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo, prcSltCnfFrmVncTipo: 'INTERNO' });
  await db.insert(s.prcSltCronograma).values({ prcSltCodigo: prc, tblGrlItmCdgPrcSltTpCrn: '1', prcSltCrnDescricao: 'Resultado', prcSltCrnDtInicio: new Date('2027-02-01T13:00:00.000Z'), prcSltCrnDtFim: null });
  await db.insert(s.seriadoProva).values({ prcSltCodigo: prc, etpCodigo: 1, etpDescricao: 'Etapa 1', prvDescricao: 'Matemática', prvValorizacao: '10' });

  // A candidate, enrolled and seated: none of it goes to the clone.
  const [ins] = await db.insert(s.insProcesso).values({ pssFscCodigo: e.pessoas.candidato, prcSltCodigo: prc, prcSltMncPrvCodigo: mncPrv.prcSltMncPrvCodigo }).returning();
  await db.insert(s.insPrcPrvSala).values({ insPrcCodigo: ins.insPrcCodigo, prcSltPrvSlCodigo: sala.prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: 1 });
  return prc;
}

/** Each option as 'type > description' under its parent's path: the tree's shape, whatever the codes. */
async function formaDaArvore(prc: number): Promise<string[]> {
  const db = t.database.db;
  const opcoes = await db.select().from(s.opcao).innerJoin(s.tipoOpcao, eq(s.tipoOpcao.tpOpcCodigo, s.opcao.tpOpcCodigo)).where(eq(s.opcao.prcSltCodigo, prc));
  const porCodigo = new Map(opcoes.map((o) => [o.opcao.opcCodigo, o]));
  const caminho = (c: number | null): string => {
    if (c === null) return '';
    const o = porCodigo.get(c)!;
    return `${caminho(o.opcao.opcCdgPai)}/${o.tipo_opcao.tpOpcDescricao}:${o.opcao.opcDescricao}${o.opcao.opcOpcFinal ? '*' : ''}`;
  };
  return opcoes.map((o) => caminho(o.opcao.opcCodigo)).sort();
}

async function contagens(prc: number) {
  const db = t.database.db;
  // biome-ignore lint/suspicious/noExplicitAny: any table, counted the same way
  const n = async (tabela: any, onde: SQL | undefined) => Number((await db.select({ n: sql<number>`count(*)::int` }).from(tabela).where(onde))[0].n);
  const locais = (await db.select().from(s.prcSltLclProva).where(eq(s.prcSltLclProva.prcSltCodigo, prc))).map((l) => l.prcSltLclPrvCodigo);
  const opcoes = (await db.select().from(s.opcao).where(eq(s.opcao.prcSltCodigo, prc))).map((o) => o.opcCodigo);
  return {
    linguas: await n(s.prcSltLngEstrangeira, eq(s.prcSltLngEstrangeira.prcSltCodigo, prc)),
    divulgacao: await n(s.prcSltTpDivulgacao, eq(s.prcSltTpDivulgacao.prcSltCodigo, prc)),
    apoio: await n(s.prcSltDfcCndApoio, eq(s.prcSltDfcCndApoio.prcSltCodigo, prc)),
    escolaridade: await n(s.prcSltTpEscolaridade, eq(s.prcSltTpEscolaridade.prcSltCodigo, prc)),
    series: await n(s.prcSltSerie, eq(s.prcSltSerie.prcSltCodigo, prc)),
    setores: await n(s.prcSltSetor, eq(s.prcSltSetor.prcSltCodigo, prc)),
    modalidades: await n(s.prcSltModalidade, eq(s.prcSltModalidade.prcSltCodigo, prc)),
    areas: await n(s.prcSltArConhecimento, eq(s.prcSltArConhecimento.prcSltCodigo, prc)),
    opcoes: opcoes.length,
    municipios: await n(s.prcSltMncProva, eq(s.prcSltMncProva.prcSltCodigo, prc)),
    locais: locais.length,
    salas: locais.length ? await n(s.prcSltPrvSala, inArray(s.prcSltPrvSala.prcSltLclPrvCodigo, locais)) : 0,
    etapas: await n(s.prcSltEtpProva, eq(s.prcSltEtpProva.prcSltCodigo, prc)),
    formulario: await n(s.prcSltCnfFormulario, eq(s.prcSltCnfFormulario.prcSltCodigo, prc)),
    formularioOpcao: opcoes.length ? await n(s.prcSltCnfFrmOpcao, inArray(s.prcSltCnfFrmOpcao.opcCodigo, opcoes)) : 0,
    formularioVinculo: await n(s.prcSltCnfFrmVinculo, eq(s.prcSltCnfFrmVinculo.prcSltCodigo, prc)),
    cronogramas: await n(s.prcSltCronograma, eq(s.prcSltCronograma.prcSltCodigo, prc)),
    provasSeriado: await n(s.seriadoProva, eq(s.seriadoProva.prcSltCodigo, prc)),
    inscricoes: await n(s.insProcesso, eq(s.insProcesso.prcSltCodigo, prc)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  const outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  const escopo = await criarProcessoDeTeste(t, { prcSltDescricao: 'Escopo' });
  e = await criarEquipe(t, escopo, outro);
  origem = await montarProcessoCompleto();
});

afterAll(async () => {
  await t?.close();
});

describe('date shifting', () => {
  it('keeps the wall-clock time in Horário de Brasília and moves calendar days', () => {
    expect(deslocarInstante(new Date('2026-11-25T02:59:00.000Z'), 365).toISOString()).toBe('2027-11-25T02:59:00.000Z');
    expect(deslocarInstante(new Date('2026-03-01T12:00:00.500Z'), -1).toISOString()).toBe('2026-02-28T12:00:00.500Z');
    expect(deslocarDia('2024-02-28', 1)).toBe('2024-02-29');
    expect(deslocarDia('2027-01-10', -10)).toBe('2026-12-31');
  });
});

describe('POST gestao/processos/:prcSltCodigo/clonar', () => {
  it('copies the process and everything below it, dates shifted, nothing of candidates, in one audited write', async () => {
    const res = await e.administrador.request('POST', `/sgps/gestao/processos/${origem}/clonar`, { json: { prcSltDescricao: 'Vestibular 2027', deslocamentoDias: 364 } });
    expect(res.statusCode, res.body).toBe(200);
    const { prcSltCodigo: clone, copiados } = res.json().data;
    expect(clone).not.toBe(origem);

    const a = await contagens(origem);
    const b = await contagens(clone);
    expect(b).toEqual({ ...a, inscricoes: 0 });
    expect(a.opcoes).toBe(7);
    expect(copiados).toMatchObject({ opcoes: 7, listas: 9, salas: 2, etapas: 1, formularioOpcao: 1, cronogramas: 1, provasSeriado: 1 });
    expect(await formaDaArvore(clone)).toEqual(await formaDaArvore(origem));

    const db = t.database.db;
    const [p0] = await db.select().from(s.prcSeletivo).where(eq(s.prcSeletivo.prcSltCodigo, origem));
    const [p1] = await db.select().from(s.prcSeletivo).where(eq(s.prcSeletivo.prcSltCodigo, clone));
    expect(p1).toMatchObject({ prcSltDescricao: 'Vestibular 2027', prcSltPublicado: false, prcSltArquivado: false, prcSltNmrOpcoes: 2, prcSltPgtBoleto: true, prcSltDtVncBoleto: '2027-12-29' });
    expect(p1.prcSltDtInicio.getTime() - p0.prcSltDtInicio.getTime()).toBe(364 * 86_400_000);
    expect(p1.prcSltDtFimIsencao!.toISOString()).toBe('2027-11-24T02:59:00.000Z');
    expect(p1.prcSltDtFimEdicao!.toISOString()).toBe('2027-12-19T20:00:00.000Z');
    const [etapa] = await db.select().from(s.prcSltEtpProva).where(eq(s.prcSltEtpProva.prcSltCodigo, clone));
    expect(etapa).toMatchObject({ prcSltEtpPrvData: '2028-01-09', prcSltEtpPrvHrrAbrPortao: '07:30', prcSltEtpPrvEnsala: true });
    const [crn] = await db.select().from(s.prcSltCronograma).where(eq(s.prcSltCronograma.prcSltCodigo, clone));
    expect(crn.prcSltCrnDtInicio!.toISOString()).toBe('2028-01-31T13:00:00.000Z');
    expect(crn.prcSltCrnDtFim).toBeNull();

    // Rooms come empty, the option's language is the clone's own, the per-option form setting hangs on the clone's option.
    const locais = await db.select().from(s.prcSltLclProva).where(eq(s.prcSltLclProva.prcSltCodigo, clone));
    const salas = await db.select().from(s.prcSltPrvSala).where(eq(s.prcSltPrvSala.prcSltLclPrvCodigo, locais[0].prcSltLclPrvCodigo)).orderBy(asc(s.prcSltPrvSala.prcSltPrvSlNumero));
    expect(salas.map((x) => [x.prcSltPrvSlNumero, x.prcSltPrvSlQntLugar, x.prcSltPrvSlQntCandidato, x.prcSltPrvSlEspecial])).toEqual([['101', 40, 0, false], ['102', 30, 0, true]]);
    const [integral] = await db.select().from(s.opcao).where(eq(s.opcao.prcSltCodigo, clone)).innerJoin(s.prcSltLngEstrangeira, eq(s.prcSltLngEstrangeira.prcSltLngEstCodigo, s.opcao.prcSltLngEstCodigo));
    expect(integral.prc_slt_lng_estrangeira).toMatchObject({ prcSltCodigo: clone, prcSltLngEstDescricao: 'Inglês' });
    const [porOpcao] = await db.select().from(s.prcSltCnfFrmOpcao).innerJoin(s.opcao, eq(s.opcao.opcCodigo, s.prcSltCnfFrmOpcao.opcCodigo)).where(eq(s.opcao.prcSltCodigo, clone));
    expect(porOpcao.opcao.opcDescricao).toBe('Medicina');
    expect(await db.select().from(s.insPrcPrvSala).innerJoin(s.prcSltPrvSala, eq(s.prcSltPrvSala.prcSltPrvSlCodigo, s.insPrcPrvSala.prcSltPrvSlCodigo)).where(inArray(s.prcSltPrvSala.prcSltPrvSlCodigo, salas.map((x) => x.prcSltPrvSlCodigo)))).toEqual([]);

    const [audit] = await db.select().from(s.auditoria).where(eq(s.auditoria.acao, 'gestao:processo.clonar'));
    expect(audit).toMatchObject({ prcSltCodigo: clone, chave: String(clone), autorPssFscCodigo: e.pessoas.administrador });
    expect(audit.depois).toMatchObject({ origem, deslocamentoDias: 364 });
    // The clone is em preparação, and can be deleted (nobody enrolled in it).
    expect((await e.administrador.get(`/sgps/gestao/processos/${clone}/resumo`)).json().data.situacao).toBe('preparacao');
    expect((await e.administrador.request('DELETE', `/sgps/prcSeletivo/remove/${clone}`)).statusCode).toBe(200);
    expect(await contagens(origem)).toEqual(a);
  });

  it('moves dates earlier with a negative offset', async () => {
    const res = await e.gestor.request('POST', `/sgps/gestao/processos/${origem}/clonar`, { json: { prcSltDescricao: 'Vestibular 2025', deslocamentoDias: '-365' } });
    expect(res.statusCode, res.body).toBe(200);
    const [p1] = await t.database.db.select().from(s.prcSeletivo).where(eq(s.prcSeletivo.prcSltCodigo, res.json().data.prcSltCodigo));
    expect(p1.prcSltDtVncBoleto).toBe('2025-12-30');
  });

  it('needs a role over every process, and says what is wrong in the body', async () => {
    const antes = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(s.prcSeletivo);
    for (const c of [e.gestorDoProcesso, e.gestorDeOutro, e.leitura, e.candidato]) {
      expect((await c.request('POST', `/sgps/gestao/processos/${origem}/clonar`, { json: { prcSltDescricao: 'X', deslocamentoDias: 1 } })).statusCode).toBe(403);
    }
    const ruim = await e.administrador.request('POST', `/sgps/gestao/processos/${origem}/clonar`, { json: { prcSltDescricao: ' ', deslocamentoDias: '1,5' } });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().data.campos).toEqual({
      prcSltDescricao: 'Informe a descrição do novo processo.',
      deslocamentoDias: 'Informe um número inteiro de dias, de -3650 a 3650 (negativo: datas mais cedo).',
    });
    expect((await e.administrador.request('POST', '/sgps/gestao/processos/999999/clonar', { json: { prcSltDescricao: 'X', deslocamentoDias: 1 } })).statusCode).toBe(404);
    expect(await t.database.db.select({ n: sql<number>`count(*)::int` }).from(s.prcSeletivo)).toEqual(antes);
  });
});
