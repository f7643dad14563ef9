/**
 * Issue 36 items 1 and 6 for the serial process: with a quota configuration, the serial ranking and the serial
 * simulation take each candidate's categories from the enrolment's declarations as verified, like every other
 * process; the scores file's clsTpCota is only checked against them (a line that differs is refused and listed).
 * By hand — one course, AC 1 seat, PPI 1, EP 1 (escola pública); PRETO_PARDO goes through a heteroidentificação:
 *   A 90 declares nothing; B 85 preto/pardo, confirmed; C 80 preto/pardo, NOT confirmed (competes in AC only);
 *   D 75 escola pública; E 70 escola pública and preto/pardo, confirmed (competes in PPI and EP: the file's single
 *   clsTpCota would have put E in PPI only).
 *   AC approves A; PPI approves B (E waits); EP approves D (E waits).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ctaVerificacao, insProcesso, opcao, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { enviarMultipart } from './gestao-atendimento.fixtures.ts';

let t: TestApp;
let e: Equipe;
let prc: number;
let curso: number;
const CPFS = ['52998224725', '11144477735', '12345678909', '98765432100', '24681357928'];
const NOTAS = [90, 85, 80, 75, 70];
const candidatos: { ins: number; cliente: Client }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t, { prcSltTipo: 'SERIADO', prcSltDescricao: 'PSS com cotas declaradas' });
  const outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  [{ opcCodigo: curso }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Medicina', opcOpcFinal: true }).returning();
  // What each candidate answered on the enrolment form, and the commission's decision on preto/pardo.
  const respostas = [{}, { insPrcAfrodescendente: true }, { insPrcAfrodescendente: true }, { insPrcEscolaPublica: true }, { insPrcEscolaPublica: true, insPrcAfrodescendente: true }];
  const decisoes: (null | 'confirmado' | 'nao_confirmado')[] = [null, 'confirmado', 'nao_confirmado', null, 'confirmado'];
  for (const [i, cpf] of CPFS.entries()) {
    const { pssFscCodigo } = await createAccount(t, { cpf, nome: `Seriada ${'ABCDE'[i]}`, senha: 'senha-seriada' });
    const [x] = await db.insert(insProcesso).values({ pssFscCodigo, prcSltCodigo: prc, ...respostas[i] }).returning();
    const d = decisoes[i];
    if (d) await db.insert(ctaVerificacao).values({ insPrcCodigo: x.insPrcCodigo, ctaVrfDeclaracao: 'PRETO_PARDO', ctaVrfSituacao: d, ctaVrfMotivo: d === 'confirmado' ? null : 'Fenótipo não confirmado pela comissão.', ctaVrfDecididoEm: FIXED_NOW });
    const cliente = new Client(t);
    await cliente.login(cpf, 'senha-seriada');
    candidatos.push({ ins: x.insPrcCodigo, cliente });
  }
});
afterAll(() => t.close());

const url = (p = '') => `/sgps/gestao/processos/${prc}${p}`;
const CABECALHO = 'prcSltCodigo;insPrcCodigo;opcCodigo;clsTpCota;etpCodigo;etpDescricao;prvDescricao;prvValorizacao;prvEspecifica;pntCndPrvPntBrtSeriado1;pntCndPrvPntBrtSeriado2;pntCndPrvPntPdrSeriado1;pntCndPrvPntPdrSeriado2';
const arquivo = (cotas: string[]) => [CABECALHO, ...candidatos.map((c, i) => `${prc};${c.ins};${curso};${cotas[i]};1;Conhecimentos Gerais;Português;100;F;;;${NOTAS[i]};${NOTAS[i]}`)].join('\n');
const enviar = (texto: string) => enviarMultipart(t, e.gestorDoProcesso, url('/classificacao/notas-seriado'), {}, { campo: 'arquivo', name: 'notas.csv', type: 'text/csv', data: Buffer.from(texto) });
const figuras = async () =>
  (await candidatos[0].cliente.get(`/sgps/insProcesso/cnsPrmUltClsPorCotaSeriado?prcSltCodigo=${prc}&opcCodigo=${curso}`)).json().cnsClsPorCota.map((f: Record<string, unknown>) => [f.clsTpCota, f.crsPntPrmColocado, f.crsPntUltColocado]);

describe('seriado: categorias das declarações verificadas, clsTpCota só conferido', () => {
  it('com a configuração de cotas, a linha cujo clsTpCota difere das declarações verificadas é recusada e listada; nada é gravado', async () => {
    const configuracao = {
      modelo: 'propria',
      categorias: [
        { codigo: 'PPI', nome: 'Pretos, pardos e indígenas', todas: [], algumaDe: ['PRETO_PARDO', 'INDIGENA'], destinos: ['AC'] },
        { codigo: 'EP', nome: 'Escola pública', todas: ['ESCOLA_PUBLICA'], algumaDe: [], destinos: ['AC'] },
      ],
      verificacoes: { PRETO_PARDO: 'HETEROIDENTIFICACAO' },
      rendaLimite: 151_800,
      naoConfirmado: 'ampla',
      prazoRecursoDias: 10,
      percentuais: null,
      ajustes: [],
    };
    const salvo = await e.gestorDoProcesso.request('POST', url('/cotas'), { json: { configuracao } });
    expect(salvo.statusCode, salvo.body).toBe(200);
    // C says PPI (declared, not confirmed); D says AC (entitled to EP). Lines 4 and 5.
    const res = await enviar(arquivo(['AC', 'PPI', 'PPI', 'AC', 'PPI']));
    expect(res.statusCode, res.body).toBe(400);
    const recusadas = res.json().data.linhasRecusadas as { linha: number; motivo: string }[];
    expect(recusadas.map((r) => r.linha)).toEqual([4, 5]);
    expect(recusadas[0].motivo).toContain(`clsTpCota PPI difere da inscrição ${candidatos[2].ins}, que tem direito a (nenhuma categoria: AC)`);
    expect(recusadas[1].motivo).toContain(`clsTpCota AC difere da inscrição ${candidatos[3].ins}, que tem direito a EP`);
    const [{ n }] = ((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM seriado_candidato`)) as unknown as { rows: { n: number }[] }).rows;
    expect(n).toBe(0);
  });

  it('o arquivo que concorda é aceito; a simulação padrão já lista cada candidato nas categorias das suas declarações', async () => {
    const res = await enviar(arquivo(['AC', 'PPI', 'AC', 'EP', 'PPI']));
    expect(res.statusCode, res.body).toBe(200);
    // Rules without weights yet (the quota configuration wrote only the categories): the serial defaults, where E
    // (file: PPI) competes in EP too, by the declarations.
    expect(await figuras()).toEqual([
      ['AC', 90, 70],
      ['EP', 75, 70],
      ['PPI', 85, 70],
    ]);
  });

  it('calculado e publicado o resultado, a simulação de cada candidato é o resultado publicado', async () => {
    const config = (await e.gestorDoProcesso.get(url('/classificacao'))).json().data;
    const [prova] = config.provas;
    const regras = {
      ...config.regras,
      vagas: ['AC', 'PPI', 'EP'].map((lista) => ({ opcao: curso, lista, vagas: 1 })),
      pesos: [{ prova: prova.prova, peso: 1 }],
      eliminacao: { ausente: true, zeroEm: [], minimoTotal: null },
      desempate: [{ tipo: 'inscricao' }],
    };
    expect((await e.gestorDoProcesso.request('POST', url('/classificacao/regras'), { json: { regras } })).statusCode).toBe(200);
    const calc = await e.gestorDoProcesso.request('POST', url('/classificacao/calcular'), { json: {} });
    expect(calc.statusCode, calc.body).toBe(200);
    const clsCalCodigo = calc.json().data.clsCalCodigo;
    for (const tipo of ['preliminar', 'final']) {
      const r = await e.gestorDoProcesso.request('POST', url('/resultados/publicar'), { json: { clsCalCodigo, tipo, justificativa: 'Resultado.' } });
      expect(r.statusCode, r.body).toBe(200);
    }
    const publicadas = (await candidatos[0].cliente.get(`/sgps/resultado/${prc}`)).json().data.opcoes[0].listas as { lista: string; candidatos: { insPrcCodigo: number; posicao: number; situacao: string }[] }[];
    const lista = (l: string) => publicadas.find((x) => x.lista === l)!.candidatos.map((c) => [candidatos.findIndex((k) => k.ins === c.insPrcCodigo), c.situacao]);
    // By hand (header): the categories are the declarations' as verified, E in both PPI and EP, C in neither.
    expect(lista('AC')).toEqual([[0, 'Classificado(a)'], [1, 'Lista de espera'], [2, 'Lista de espera'], [3, 'Lista de espera'], [4, 'Lista de espera']]);
    expect(lista('PPI')).toEqual([[1, 'Classificado(a)'], [4, 'Lista de espera']]);
    expect(lista('EP')).toEqual([[3, 'Classificado(a)'], [4, 'Lista de espera']]);

    for (const [i, c] of candidatos.entries()) {
      const res = await c.cliente.get(`/sgps/insProcesso/cnsSmlCndSeriado?prcSltCodigo=${prc}&opcCodigo=${curso}`);
      expect(res.statusCode, res.body).toBe(200);
      const [linha] = res.json().cnsSmlSeriado;
      const noAc = publicadas.find((x) => x.lista === 'AC')!.candidatos.find((x) => x.insPrcCodigo === c.ins)!;
      const aprovado = publicadas.some((l) => l.candidatos.some((x) => x.insPrcCodigo === c.ins && x.situacao === 'Classificado(a)'));
      expect([linha.cndCrsClassificacao, linha.pntCndPrvPntPdrFinal, linha.cndCrsSituacao]).toEqual([noAc.posicao, NOTAS[i], aprovado ? 'aprovado' : 'espera']);
    }
    // The course's first and last per list: the published lists.
    expect(await figuras()).toEqual([
      ['AC', 90, 70],
      ['PPI', 85, 70],
      ['EP', 75, 70],
    ]);
  });
});
