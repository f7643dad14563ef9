import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso, opcao, prcSeletivo, pssFisica, seriadoCandidato, seriadoPontuacao, seriadoProva, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/**
 * A small serial process computed by hand. Exams: Português (stage 1), Matemática (stage 1, specific),
 * Redação (stage 5 = essay, counts for serial 1). Per exam media = (Pdr1 + Pdr2) / 2; essay = its score;
 * final = sum of the objective media + essay. Scores per candidate (Pdr1/Pdr2; raw hits = Pdr / 5, essay raw = essay):
 *
 *   cand  course    quota  born        Port    Mat     Red   final  note
 *   A     Direito   AC     2006-03-01  70/90   60/80   7     80+70+7 = 157   the signed-in candidate
 *   B     Medicina  AC     2007-06-01  60/80   50/70   8     70+60+8 = 138
 *   C     Medicina  EP     2007-01-01  70/70   60/60   8     70+60+8 = 138   older than B -> ahead of B
 *   D     Medicina  EP     2006-01-01  40/60   40/40   6*    50+40+6 =  96   *essay loaded in the serial-2 column
 *   E     Medicina  PPI    2007-02-02  90/90   80/80   9     90+80+9 = 179
 *   F     Medicina  AC     2008-01-01  60/60   60/78   9     60+69+9 = 138   essay 9 -> ahead of B and C
 *   G     Medicina  AC     2006-01-01  100/100 100/100 10    210             cancelled enrolment: never counted
 *   H     Direito   AC     2007-05-05  100/100 90/90   10    100+90+10 = 200
 *
 * A simulating Medicina: pool B C D E F + A ->  E 179 (1), A 157 (2), F 138 (3), C 138 (4), B 138 (5), D 96 (6).
 * A simulating Direito (A's own course, counted once): H 200 (1), A 157 (2).
 * Medicina per quota (real candidates only): AC = everyone: E 1st 179 ... D 5th 96; EP: C 1st 138, D 2nd 96; PPI: E alone.
 */
const CANDIDATES = {
  A: { nome: 'Ana Simulada', born: '2006-03-01', course: 'Direito', cota: 'AC', port: [70, 90], mat: [60, 80], red: 7 },
  B: { nome: 'Bruno', born: '2007-06-01', course: 'Medicina', cota: 'AC', port: [60, 80], mat: [50, 70], red: 8 },
  C: { nome: 'Carla', born: '2007-01-01', course: 'Medicina', cota: 'EP', port: [70, 70], mat: [60, 60], red: 8 },
  D: { nome: 'Davi', born: '2006-01-01', course: 'Medicina', cota: 'EP', port: [40, 60], mat: [40, 40], red: 6 },
  E: { nome: 'Eva', born: '2007-02-02', course: 'Medicina', cota: 'PPI', port: [90, 90], mat: [80, 80], red: 9 },
  F: { nome: 'Fábio', born: '2008-01-01', course: 'Medicina', cota: 'AC', port: [60, 60], mat: [60, 78], red: 9 },
  G: { nome: 'Gil', born: '2006-01-01', course: 'Medicina', cota: 'AC', port: [100, 100], mat: [100, 100], red: 10 },
  H: { nome: 'Helena', born: '2007-05-05', course: 'Direito', cota: 'AC', port: [100, 100], mat: [90, 90], red: 10 },
} as const;
type Key = keyof typeof CANDIDATES;

let t: TestApp;
let ana: Client;
const clients = {} as Record<Key, Client>;
let outsider: Client;
const ins = {} as Record<Key, number>;
const opc = {} as Record<'campusA' | 'campusB' | 'direito' | 'medicina' | 'agronomia' | 'integral' | 'alheia', number>;
const prv = {} as Record<'port' | 'mat' | 'red', number>;
let prcSltCodigo: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const dates = { prcSltDtInicio: new Date('2026-01-01T00:00:00Z'), prcSltDtFim: new Date('2026-12-31T00:00:00Z') };
  const [p] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'PSS 2027', prcSltTipo: 'SERIADO', ...dates }).returning();
  const [other] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Outro', prcSltTipo: 'VESTIBULAR', ...dates }).returning();
  prcSltCodigo = p.prcSltCodigo;
  const [campus, curso, turno] = await db
    .insert(tipoOpcao)
    .values([{ tpOpcDescricao: 'Campus' }, { tpOpcDescricao: 'Curso' }, { tpOpcDescricao: 'Turno' }])
    .returning();
  const add = async (opcDescricao: string, tp: number, pai: number | null, prc = prcSltCodigo) =>
    (await db.insert(opcao).values({ prcSltCodigo: prc, opcDescricao, tpOpcCodigo: tp, opcCdgPai: pai, opcOpcFinal: false }).returning())[0].opcCodigo;
  opc.campusB = await add('Campus Uvaranas', campus.tpOpcCodigo, null);
  opc.campusA = await add('Campus Central', campus.tpOpcCodigo, null);
  opc.medicina = await add('Medicina', curso.tpOpcCodigo, opc.campusA);
  opc.direito = await add('Direito', curso.tpOpcCodigo, opc.campusA);
  opc.agronomia = await add('Agronomia', curso.tpOpcCodigo, opc.campusB);
  opc.integral = await add('Integral', turno.tpOpcCodigo, opc.agronomia);
  opc.alheia = await add('Curso de outro processo', curso.tpOpcCodigo, null, other.prcSltCodigo);

  const exam = async (etpCodigo: number, etpDescricao: string, prvDescricao: string, prvEspecifica: boolean, prvOrdem: number) =>
    (await db.insert(seriadoProva).values({ prcSltCodigo, etpCodigo, etpDescricao, prvDescricao, prvValorizacao: '10', prvEspecifica, prvOrdem }).returning())[0].prvCodigo;
  prv.red = await exam(5, 'Redação', 'Redação', false, 1);
  prv.mat = await exam(1, 'Conhecimentos Gerais', 'Matemática', true, 2);
  prv.port = await exam(1, 'Conhecimentos Gerais', 'Português', false, 1);

  await createAccount(t, { cpf: '39053344705', nome: 'Sem Inscrição', senha: 'senha-outro' });
  for (const [key, c] of Object.entries(CANDIDATES) as [Key, (typeof CANDIDATES)[Key]][]) {
    const account = await createAccount(t, { cpf: cpfFor(key), nome: c.nome, senha: `senha-${key}` });
    await db.update(pssFisica).set({ pssFscDtNascimento: c.born }).where(eq(pssFisica.pssFscCodigo, account.pssFscCodigo));
    const pessoa = account.pssFscCodigo;
    const [e] = await db.insert(insProcesso).values({ pssFscCodigo: pessoa, prcSltCodigo, insCancelada: key === 'G' }).returning();
    ins[key] = e.insPrcCodigo;
    await db.insert(seriadoCandidato).values({ insPrcCodigo: e.insPrcCodigo, opcCodigo: c.course === 'Direito' ? opc.direito : opc.medicina, clsTpCota: c.cota });
    const s = (n: number) => String(n);
    await db.insert(seriadoPontuacao).values([
      { insPrcCodigo: e.insPrcCodigo, prvCodigo: prv.port, pntCndPrvPntBrtSeriado1: s(c.port[0] / 5), pntCndPrvPntBrtSeriado2: s(c.port[1] / 5), pntCndPrvPntPdrSeriado1: s(c.port[0]), pntCndPrvPntPdrSeriado2: s(c.port[1]) },
      { insPrcCodigo: e.insPrcCodigo, prvCodigo: prv.mat, pntCndPrvPntBrtSeriado1: s(c.mat[0] / 5), pntCndPrvPntBrtSeriado2: s(c.mat[1] / 5), pntCndPrvPntPdrSeriado1: s(c.mat[0]), pntCndPrvPntPdrSeriado2: s(c.mat[1]) },
      key === 'D'
        ? { insPrcCodigo: e.insPrcCodigo, prvCodigo: prv.red, pntCndPrvPntBrtSeriado2: s(c.red), pntCndPrvPntPdrSeriado2: s(c.red) }
        : { insPrcCodigo: e.insPrcCodigo, prvCodigo: prv.red, pntCndPrvPntBrtSeriado1: s(c.red), pntCndPrvPntPdrSeriado1: s(c.red) },
    ]);
  }
  for (const key of Object.keys(CANDIDATES) as Key[]) {
    clients[key] = new Client(t);
    await clients[key].login(cpfFor(key), `senha-${key}`);
  }
  ana = clients.A;
  outsider = new Client(t);
  await outsider.login('390.533.447-05', 'senha-outro');
  expect(t.clock.now).toEqual(FIXED_NOW);
});
afterAll(() => t.close());

/** A valid CPF per candidate: 9 digits from the letter, then both check digits (SPEC §5). */
function cpfFor(key: Key): string {
  const base = String(100000000 + key.charCodeAt(0) * 1234567).slice(0, 9).split('').map(Number);
  const digit = (ds: number[]) => {
    const sum = ds.reduce((acc, d, i) => acc + d * (ds.length + 1 - i), 0);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  const d1 = digit(base);
  return [...base, d1, digit([...base, d1])].join('');
}

const simular = (c: Client, opcCodigo: number, extra = '') =>
  c.get(`/sgps/insProcesso/cnsSmlCndSeriado?prcSltCodigo=${prcSltCodigo}&opcCodigo=${opcCodigo}${extra}`);
const porCota = (c: Client, opcCodigo: number) => c.get(`/sgps/insProcesso/cnsPrmUltClsPorCotaSeriado?prcSltCodigo=${prcSltCodigo}&opcCodigo=${opcCodigo}`);

describe('cascata de opções', () => {
  it('getListaOpcoesPaisSmlSeriadoByPrcSltCodigo devolve as raízes do processo, por descrição, com o map pedido', async () => {
    const res = await ana.get(`/sgps/opcao/getListaOpcoesPaisSmlSeriadoByPrcSltCodigo?prcSltCodigo=${prcSltCodigo}&map=${encodeURIComponent('["opcCodigo","opcDescricao","tpOpcDescricao"]')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      total: 2,
      data: [
        { opcCodigo: opc.campusA, opcDescricao: 'Campus Central', tpOpcDescricao: 'Campus' },
        { opcCodigo: opc.campusB, opcDescricao: 'Campus Uvaranas', tpOpcDescricao: 'Campus' },
      ],
    });
  });

  it('map com campo fora da lista é recusado com 400', async () => {
    const res = await ana.get(`/sgps/opcao/getListaOpcoesPaisSmlSeriadoByPrcSltCodigo?prcSltCodigo=${prcSltCodigo}&map=pssFscCPF`);
    expect(res.statusCode).toBe(400);
    expect(res.json().success).toBe(false);
  });

  it('sem login as rotas respondem 401', async () => {
    const anon = new Client(t);
    expect((await anon.get(`/sgps/opcao/getListaOpcoesPaisSmlSeriadoByPrcSltCodigo?prcSltCodigo=${prcSltCodigo}`)).statusCode).toBe(401);
    expect((await simular(anon, opc.medicina)).statusCode).toBe(401);
    expect((await porCota(anon, opc.medicina)).statusCode).toBe(401);
  });
});

describe('cnsSmlCndSeriado: desempenho individual e classificação simulada', () => {
  it('Ana em Medicina: linhas por prova calculadas à mão, redação no seriado 1, 2º lugar', async () => {
    const res = await simular(ana, opc.medicina);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.success).toBe(true);
    const common = { pntCndPrvPntPdrFinal: 157, cndCrsClassificacao: 2, crsDescricao: 'Medicina', cmpDescricao: 'Campus Central', prvValorizacao: 10 };
    expect(body.cnsSmlSeriado).toEqual([
      { ...common, etpCodigo: 1, etpDescricao: 'Conhecimentos Gerais', prvCodigo: prv.port, prvDescricao: 'Português', prvEspecifica: 'F',
        pntCndPrvPntBrtSeriado1: 14, pntCndPrvPntBrtSeriado2: 18, pntCndPrvPntPdrSeriado1: 70, pntCndPrvPntPdrSeriado2: 90, pntCndPrvPntPdrMedia: 80 },
      { ...common, etpCodigo: 1, etpDescricao: 'Conhecimentos Gerais', prvCodigo: prv.mat, prvDescricao: 'Matemática', prvEspecifica: 'T',
        pntCndPrvPntBrtSeriado1: 12, pntCndPrvPntBrtSeriado2: 16, pntCndPrvPntPdrSeriado1: 60, pntCndPrvPntPdrSeriado2: 80, pntCndPrvPntPdrMedia: 70 },
      { ...common, etpCodigo: 5, etpDescricao: 'Redação', prvCodigo: prv.red, prvDescricao: 'Redação', prvEspecifica: 'F',
        pntCndPrvPntBrtSeriado1: 7, pntCndPrvPntBrtSeriado2: null, pntCndPrvPntPdrSeriado1: 7, pntCndPrvPntPdrSeriado2: null, pntCndPrvPntPdrMedia: 7 },
    ]);
  });

  it('tabela esperada de Medicina: empates por maior redação e depois pelo candidato mais velho', async () => {
    // Each Medicina candidate simulating their own course: the pool is B C D E F (G is cancelled, A is in Direito).
    const expected: [Key, number, number][] = [
      ['E', 179, 1],
      ['F', 138, 2], // essay 9 beats C and B (essay 8)
      ['C', 138, 3], // same final and essay as B, born earlier
      ['B', 138, 4],
      ['D', 96, 5], // essay loaded in the serial-2 column still counts for serial 1 (stage 5)
    ];
    const got: [Key, number, number][] = [];
    for (const [key] of expected) {
      const row = (await simular(clients[key], opc.medicina)).json().cnsSmlSeriado[0];
      got.push([key, row.pntCndPrvPntPdrFinal, row.cndCrsClassificacao]);
    }
    expect(got).toEqual(expected);
    // Ana joins that pool with 157: E 1, A 2, F 3, C 4, B 5, D 6.
    expect((await simular(ana, opc.medicina)).json().cnsSmlSeriado[0].cndCrsClassificacao).toBe(2);
  });

  it('empate total (mesma nota, redação e nascimento): a inscrição mais antiga fica à frente', async () => {
    const db = t.database.db;
    const c = CANDIDATES.C;
    const [twin] = await db.insert(pssFisica).values({ pssFscNome: 'Gêmea de Carla', pssFscCPF: '86288366757', pssFscDtNascimento: c.born }).returning();
    const [e] = await db.insert(insProcesso).values({ pssFscCodigo: twin.pssFscCodigo, prcSltCodigo }).returning();
    await db.insert(seriadoCandidato).values({ insPrcCodigo: e.insPrcCodigo, opcCodigo: opc.medicina, clsTpCota: 'EP' });
    const copy = await db.select().from(seriadoPontuacao).where(eq(seriadoPontuacao.insPrcCodigo, ins.C));
    await db.insert(seriadoPontuacao).values(copy.map((r) => ({ ...r, insPrcCodigo: e.insPrcCodigo })));
    try {
      expect(e.insPrcCodigo).toBeGreaterThan(ins.C);
      const row = (await simular(clients.C, opc.medicina)).json().cnsSmlSeriado[0];
      expect(row.cndCrsClassificacao).toBe(3); // C keeps 3rd; the twin (later enrolment) would be 4th, B 5th
      expect((await simular(clients.B, opc.medicina)).json().cnsSmlSeriado[0].cndCrsClassificacao).toBe(5);
    } finally {
      await db.delete(insProcesso).where(eq(insProcesso.insPrcCodigo, e.insPrcCodigo));
    }
  });

  it('no próprio curso a candidata conta uma vez só (Direito: Helena 200, Ana 157 -> 2º)', async () => {
    const rows = (await simular(ana, opc.direito)).json().cnsSmlSeriado;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ pntCndPrvPntPdrFinal: 157, cndCrsClassificacao: 2, crsDescricao: 'Direito', cmpDescricao: 'Campus Central' });
  });

  it('curso sem concorrentes: 1º lugar; o caminho abaixo do campus forma crsDescricao', async () => {
    const rows = (await simular(ana, opc.integral)).json().cnsSmlSeriado;
    expect(rows[0]).toMatchObject({ cndCrsClassificacao: 1, crsDescricao: 'Agronomia - Integral', cmpDescricao: 'Campus Uvaranas' });
  });

  it('inscrição de outro candidato é recusada sem revelar nada', async () => {
    const res = await simular(ana, opc.medicina, `&insPrcCodigo=${ins.B}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Inscrição não encontrada neste processo seletivo.', messageResumida: 'Inscrição não encontrada neste processo seletivo.' });
    const head = await ana.get(`/sgps/smlSeriado/cabecalho?prcSltCodigo=${prcSltCodigo}&insPrcCodigo=${ins.B}`);
    expect(head.statusCode).toBe(404);
    expect(head.body).not.toContain('Bruno');
  });

  it('a própria inscrição pode ser indicada; o cabeçalho traz processo, nome e inscrição', async () => {
    expect((await simular(ana, opc.medicina, `&insPrcCodigo=${ins.A}`)).json().cnsSmlSeriado[0].cndCrsClassificacao).toBe(2);
    const head = await ana.get(`/sgps/smlSeriado/cabecalho?prcSltCodigo=${prcSltCodigo}&insPrcCodigo=${ins.A}`);
    expect(head.json().data).toEqual({ insPrcCodigo: ins.A, pssFscNome: 'Ana Simulada', prcSltCodigo, prcSltDescricao: 'PSS 2027' });
  });

  it('quem não tem inscrição no processo não simula nem vê o curso', async () => {
    expect((await simular(outsider, opc.medicina)).statusCode).toBe(404);
    expect((await porCota(outsider, opc.medicina)).statusCode).toBe(404);
  });

  it('opção de outro processo: 404; opção que ainda tem filhos: 400 com a mensagem da tela', async () => {
    expect((await simular(ana, opc.alheia)).statusCode).toBe(404);
    const res = await simular(ana, opc.campusA);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Preencha todas as opções antes de simular o resultado!');
  });

  it('parâmetros inválidos: 400', async () => {
    expect((await ana.get(`/sgps/insProcesso/cnsSmlCndSeriado?prcSltCodigo=${prcSltCodigo}&opcCodigo=-1`)).statusCode).toBe(400);
    expect((await ana.get(`/sgps/insProcesso/cnsSmlCndSeriado?prcSltCodigo=${prcSltCodigo}`)).statusCode).toBe(400);
  });
});

describe('cnsPrmUltClsPorCotaSeriado: primeiro e último por tipo de vaga', () => {
  it('Medicina: AC (todos), EP e PPI com notas e detalhe bruto por prova', async () => {
    const res = await porCota(ana, opc.medicina);
    expect(res.statusCode).toBe(200);
    const detail = (port: readonly number[], mat: readonly number[], red: number) => [
      { prvCodigo: prv.port, prvDescricao: 'Português', pntCndPrvPntBruta: (port[0] + port[1]) / 5 },
      { prvCodigo: prv.mat, prvDescricao: 'Matemática', pntCndPrvPntBruta: (mat[0] + mat[1]) / 5 },
      { prvCodigo: prv.red, prvDescricao: 'Redação', pntCndPrvPntBruta: red },
    ];
    const { C, D, E } = CANDIDATES;
    expect(res.json()).toEqual({
      success: true,
      cnsClsPorCota: [
        { clsTpCota: 'AC', crsPntPrmColocado: 179, crsClsPrmColocado: 1, crsPntUltColocado: 96, crsClsUltColocado: 5,
          actPrmColocado: detail(E.port, E.mat, 9), actUltColocado: detail(D.port, D.mat, 6) },
        { clsTpCota: 'EP', crsPntPrmColocado: 138, crsClsPrmColocado: 1, crsPntUltColocado: 96, crsClsUltColocado: 2,
          actPrmColocado: detail(C.port, C.mat, 8), actUltColocado: detail(D.port, D.mat, 6) },
        { clsTpCota: 'PPI', crsPntPrmColocado: 179, crsClsPrmColocado: 1, crsPntUltColocado: 179, crsClsUltColocado: 1,
          actPrmColocado: detail(E.port, E.mat, 9), actUltColocado: detail(E.port, E.mat, 9) },
      ],
    });
  });

  it('curso sem candidatos: lista vazia', async () => {
    expect((await porCota(ana, opc.integral)).json()).toEqual({ success: true, cnsClsPorCota: [] });
  });
});
