import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, clsLista, clsNota, insProcesso, opcao, prcSltOpcao, pssFisica, tipoOpcao } from '../../server/db/schema/index.ts';
import { type Client, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { enviarMultipart } from './gestao-atendimento.fixtures.ts';

let t: TestApp;
let e: Equipe;
let prc: number;
let outro: number;
let curso: number;
const ins: number[] = [];
let deOutro: number;

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t);
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  [{ opcCodigo: curso }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Direito', opcOpcFinal: true }).returning();
  const nascimentos = ['2000-01-01', '1950-01-01', '2001-01-01', '2002-01-01', '2003-01-01'];
  for (const [i, n] of nascimentos.entries()) {
    const [p] = await db.insert(pssFisica).values({ pssFscNome: `Candidato ${i + 1}`, pssFscPassaporte: `PASS${i}`, pssFscDtNascimento: n }).returning();
    const [x] = await db.insert(insProcesso).values({ pssFscCodigo: p.pssFscCodigo, prcSltCodigo: prc, insPrcIncDtHora: new Date(Date.UTC(2025, 9, 1, i)) }).returning();
    await db.insert(prcSltOpcao).values({ insPrcCodigo: x.insPrcCodigo, opcCodigo: curso, prcSltOpcOrdem: 1 });
    ins.push(x.insPrcCodigo);
  }
  const [p] = await db.insert(pssFisica).values({ pssFscNome: 'De outro', pssFscPassaporte: 'PASSX' }).returning();
  [{ insPrcCodigo: deOutro }] = await db.insert(insProcesso).values({ pssFscCodigo: p.pssFscCodigo, prcSltCodigo: outro }).returning();
});
afterAll(() => t.close());

const db = () => t.database.db;
const url = (p = prc) => `/sgps/gestao/processos/${p}/classificacao`;
const enviar = (cl: Client, texto: string) => enviarMultipart(t, cl, `${url()}/notas`, {}, { campo: 'arquivo', name: 'notas.csv', type: 'text/csv', data: Buffer.from(texto) });
const auditorias = (acao: string) => db().select().from(auditoria).where(eq(auditoria.acao, `gestao:${acao}`));

// 1: 70 (AC). 2: 60, 60+ -> ties with 3 on total and essay, wins as the older (idoso). 3: 60, PPI. 4: 40, PPI. 5: absent.
const arquivo = (linhaRuim?: string) =>
  [
    'insPrcCodigo;prova;nota;categorias',
    `${ins[0]};Objetiva;50;`,
    `${ins[0]};Redação;10;`,
    `${ins[1]};Objetiva;40;`,
    `${ins[1]};Redação;10;`,
    `${ins[2]};Objetiva;40;PPI`,
    `${ins[2]};Redação;10;PPI`,
    `${ins[3]};Objetiva;20,5;PPI`,
    `${ins[3]};Redação;9,75;PPI`,
    `${ins[4]};Objetiva;80;`,
    ...(linhaRuim ? [linhaRuim] : []),
  ].join('\n');

describe('notas gerais', () => {
  it('recusa tudo quando uma linha é ruim e lista cada linha; nada é gravado', async () => {
    for (const cl of [e.leitura, e.gestorDeOutro, e.candidato]) expect((await enviar(cl, arquivo())).statusCode).toBe(403);
    const ruim = [arquivo(`${deOutro};Objetiva;10;`), `9999999;Objetiva;10;`, `${ins[0]};Objetiva;dez;`, `${ins[0]};Objetiva;50;`].join('\n');
    const res = await enviar(e.gestorDoProcesso, ruim);
    expect(res.statusCode).toBe(400);
    const linhas = res.json().data.linhasRecusadas as { linha: number; motivo: string }[];
    expect(linhas.map((l) => l.linha)).toEqual([11, 12, 13, 14]);
    expect(linhas[0].motivo).toContain('outro processo');
    expect(linhas[1].motivo).toContain('não existe');
    expect(linhas[2].motivo).toContain('nota inválida');
    expect(linhas[3].motivo).toContain('repetida');
    expect(await db().select().from(clsNota)).toEqual([]);
  });

  it('aceita o arquivo corrigido e audita', async () => {
    const res = await enviar(e.gestorDoProcesso, arquivo());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ linhas: 9, inseridas: 9 });
    expect(await auditorias('notas.importar')).toHaveLength(1);
    const again = await enviar(e.gestorDoProcesso, arquivo());
    expect(again.json().data).toMatchObject({ inseridas: 0, inalteradas: 9 });
  });
});

const regras = (provas: Record<string, number>, over: Record<string, unknown> = {}) => ({
  categorias: [{ codigo: 'PPI', nome: 'Pretos, pardos e indígenas', destinos: ['AC'] }],
  vagas: [
    { opcao: curso, lista: 'AC', vagas: 2 },
    { opcao: curso, lista: 'PPI', vagas: 1 },
  ],
  pesos: [
    { prova: provas.Objetiva, peso: 1 },
    { prova: provas['Redação'], peso: 2 },
  ],
  eliminacao: { ausente: true, zeroEm: [provas['Redação']], minimoTotal: null },
  desempate: [{ tipo: 'prova', prova: provas['Redação'] }, { tipo: 'idoso' }, { tipo: 'inscricao' }],
  dataReferencia: '2026-01-31',
  ...over,
});

describe('regras, ausentes e cálculo', () => {
  let provas: Record<string, number>;
  it('lê a configuração; valida as regras campo a campo sem gravar; grava e audita', async () => {
    const conf = await e.leitura.get(url());
    expect(conf.statusCode, conf.body).toBe(200);
    provas = Object.fromEntries(conf.json().data.provas.map((p: { prova: number; descricao: string }) => [p.descricao, p.prova]));
    expect(conf.json().data.opcoes).toEqual([{ opcCodigo: curso, descricao: 'Direito' }]);
    const salvar = (cl: Client, r: unknown) => cl.request('POST', `${url()}/regras`, { json: { regras: r } });
    expect((await salvar(e.leitura, regras(provas))).statusCode).toBe(403);
    expect((await salvar(e.gestorDeOutro, regras(provas))).statusCode).toBe(403);
    const ruim = await salvar(e.gestorDoProcesso, regras(provas, { pesos: [{ prova: 999999, peso: 0 }], dataReferencia: 'x', vagas: [{ opcao: curso, lista: 'AC', vagas: 2 }, { opcao: 999999, lista: 'PPI', vagas: 1 }] }));
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().data.campos).toMatchObject({
      'pesos.0.prova': 'Esta prova não existe neste processo.',
      'pesos.0.peso': 'O peso deve ser maior que zero, até 1.000, com no máximo 2 casas decimais.',
      dataReferencia: 'Informe a data de referência da idade (dd/mm/aaaa).',
      'vagas.1.opcao': 'Esta opção não é uma opção final deste processo.',
    });
    expect(await auditorias('regrasclassificacao.salvar')).toHaveLength(0);
    const bom = await salvar(e.gestorDoProcesso, regras(provas));
    expect(bom.statusCode, bom.body).toBe(200);
    const [a] = await auditorias('regrasclassificacao.salvar');
    expect(a).toMatchObject({ prcSltCodigo: prc, antes: null });
  });

  it('registra ausentes por número de inscrição (recusa inscrição de outro processo)', async () => {
    const marcar = (corpo: unknown) => e.gestorDoProcesso.request('POST', `${url()}/ausentes`, { json: corpo });
    const ruim = await marcar({ inscricoes: [ins[4], deOutro], ausente: true });
    expect(ruim.json().data.campos.inscricoes).toContain(String(deOutro));
    const bom = await marcar({ inscricoes: [ins[4]], ausente: true });
    expect(bom.statusCode, bom.body).toBe(200);
    expect(bom.json().data.ausentes).toEqual([ins[4]]);
  });

  it('calcula a classificação igual à conta feita à mão e guarda as listas', async () => {
    const res = await e.gestorDoProcesso.request('POST', `${url()}/calcular`, { json: {} });
    expect(res.statusCode, res.body).toBe(200);
    const [op] = res.json().data.opcoes;
    const lista = (l: string) => op.listas.find((x: { lista: string }) => x.lista === l).candidatos.map((c: { inscricao: number; situacao: string }) => [c.inscricao, c.situacao]);
    // Totals: 1 -> 70; 2 and 3 -> 60 with essay 10 each, 2 is 60+ (idoso) so goes first; 4 -> 40; 5 absent.
    expect(lista('AC')).toEqual([
      [ins[0], 'aprovado'],
      [ins[1], 'aprovado'],
      [ins[2], 'espera'],
      [ins[3], 'espera'],
    ]);
    expect(lista('PPI')).toEqual([
      [ins[2], 'aprovado'],
      [ins[3], 'espera'],
    ]);
    expect(op.eliminados.map((x: { inscricao: number; motivos: string[] }) => [x.inscricao, x.motivos])).toEqual([[ins[4], ['Ausente.', 'Nota zero ou sem nota em Redação.']]]);
    const guardadas = await db().select().from(clsLista).where(eq(clsLista.clsCalCodigo, res.json().data.clsCalCodigo));
    expect(guardadas).toHaveLength(7);
    expect(await auditorias('classificacao.calcular')).toHaveLength(1);
  });

  it('a tela lê as listas guardadas do último cálculo, paginadas (sem recalcular)', async () => {
    const listas = (q = '') => e.leitura.get(`${url()}/listas${q}`);
    expect((await e.gestorDeOutro.get(`${url()}/listas`)).statusCode).toBe(403);
    const nunca = await e.gestorDeOutro.get(`${url(outro)}/listas`);
    expect([nunca.statusCode, nunca.json().data]).toEqual([200, null]);
    expect((await listas('?limit=0')).statusCode).toBe(400);
    expect((await listas('?start=-1')).statusCode).toBe(400);
    const [ultimo] = await db().select().from(auditoria).where(eq(auditoria.acao, 'gestao:classificacao.calcular'));
    const res = await listas();
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ clsCalCodigo: Number(ultimo.chave), start: 0, limit: 100, maior: 4 });
    const [op] = d.opcoes;
    expect(op).toMatchObject({ opcao: curso, descricao: 'Direito', totalEliminados: 1 });
    const resumo = (o: typeof op) => o.listas.map((l: { lista: string; vagas: number; total: number; candidatos: { posicao: number; inscricao: number; nome: string; situacao: string }[] }) => [l.lista, l.vagas, l.total, l.candidatos.map((c) => [c.posicao, c.inscricao, c.nome, c.situacao])]);
    expect(resumo(op)).toEqual([
      ['AC', 2, 4, [[1, ins[0], 'Candidato 1', 'aprovado'], [2, ins[1], 'Candidato 2', 'aprovado'], [3, ins[2], 'Candidato 3', 'espera'], [4, ins[3], 'Candidato 4', 'espera']]],
      ['PPI', 1, 2, [[1, ins[2], 'Candidato 3', 'aprovado'], [2, ins[3], 'Candidato 4', 'espera']]],
    ]);
    expect(op.eliminados).toEqual([{ inscricao: ins[4], nome: 'Candidato 5', nota: 80, motivos: ['Ausente. Nota zero ou sem nota em Redação.'] }]);
    // The second page of two per list: positions 3 and 4 of AC, nothing more of PPI nor of the eliminated.
    const p2 = (await listas('?start=2&limit=2')).json().data.opcoes[0];
    expect(resumo(p2)).toEqual([
      ['AC', 2, 4, [[3, ins[2], 'Candidato 3', 'espera'], [4, ins[3], 'Candidato 4', 'espera']]],
      ['PPI', 1, 2, []],
    ]);
    expect(p2.eliminados).toEqual([]);
  });
});
