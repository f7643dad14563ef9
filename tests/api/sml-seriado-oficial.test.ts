/**
 * Issue 36 item 6: the serial simulation ranks with the process's official rules through the same code as the
 * official computation. A serial process whose rules weigh the essay double, eliminate a zero essay and reserve a
 * PPI seat; staff compute and publish the ranking through the API; then each candidate's simulation of their own
 * course equals the published result (place in ampla concorrência, final score, situation), and the first / last
 * per list equal the published lists.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso, opcao, pssFisica, seriadoCandidato, seriadoPontuacao, seriadoProva, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let prc: number;
const curso = { medicina: 0, direito: 0 };
const prova = { port: 0, red: 0 };
const candidatos: { ins: number; cliente: Client; curso: number }[] = [];

/** A valid CPF from a number (9 digits, then both check digits). */
function cpf(n: number): string {
  const base = String(200000000 + n * 7919).slice(0, 9).split('').map(Number);
  const dv = (ds: number[]) => ((ds.reduce((s, d, i) => s + d * (ds.length + 1 - i), 0) * 10) % 11) % 10;
  const d1 = dv(base);
  return [...base, d1, dv([...base, d1])].join('');
}

// [course, quota, Português serial 1 / serial 2, essay]: ties on purpose (the essay, then age, decide).
const DADOS: ['medicina' | 'direito', 'AC' | 'PPI', number, number, number][] = [
  ['medicina', 'AC', 80, 80, 8],
  ['medicina', 'PPI', 60, 70, 7],
  ['medicina', 'AC', 90, 90, 0], // the best objective score, a zero essay: eliminated by the official rules
  ['medicina', 'PPI', 50, 50, 9],
  ['medicina', 'AC', 70, 70, 8],
  ['medicina', 'PPI', 40, 60, 5],
  ['medicina', 'AC', 70, 70, 8],
  ['direito', 'AC', 60, 60, 6],
  ['direito', 'PPI', 65, 55, 6],
  ['direito', 'AC', 30, 30, 2],
];

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t, { prcSltTipo: 'SERIADO', prcSltDescricao: 'PSS com regras oficiais' });
  const outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  for (const nome of ['medicina', 'direito'] as const) {
    [{ opcCodigo: curso[nome] }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: nome, opcOpcFinal: true }).returning();
  }
  [{ prvCodigo: prova.port }] = await db.insert(seriadoProva).values({ prcSltCodigo: prc, etpCodigo: 1, etpDescricao: 'Conhecimentos Gerais', prvDescricao: 'Português', prvValorizacao: '10', prvEspecifica: false, prvOrdem: 1 }).returning();
  [{ prvCodigo: prova.red }] = await db.insert(seriadoProva).values({ prcSltCodigo: prc, etpCodigo: 5, etpDescricao: 'Redação', prvDescricao: 'Redação', prvValorizacao: '10', prvEspecifica: false, prvOrdem: 2 }).returning();
  for (const [i, [nomeCurso, cota, p1, p2, red]] of DADOS.entries()) {
    const { pssFscCodigo } = await createAccount(t, { cpf: cpf(i + 1), nome: `Seriada ${i + 1}`, senha: 'senha-seriada' });
    await db.update(pssFisica).set({ pssFscDtNascimento: `${2000 + i}-01-01` }).where(sql`${pssFisica.pssFscCodigo} = ${pssFscCodigo}`);
    const [x] = await db.insert(insProcesso).values({ pssFscCodigo, prcSltCodigo: prc }).returning();
    await db.insert(seriadoCandidato).values({ insPrcCodigo: x.insPrcCodigo, opcCodigo: curso[nomeCurso], clsTpCota: cota });
    await db.insert(seriadoPontuacao).values([
      { insPrcCodigo: x.insPrcCodigo, prvCodigo: prova.port, pntCndPrvPntPdrSeriado1: String(p1), pntCndPrvPntPdrSeriado2: String(p2) },
      { insPrcCodigo: x.insPrcCodigo, prvCodigo: prova.red, pntCndPrvPntPdrSeriado1: String(red) },
    ]);
    const cliente = new Client(t);
    await cliente.login(cpf(i + 1), 'senha-seriada');
    candidatos.push({ ins: x.insPrcCodigo, cliente, curso: curso[nomeCurso] });
  }
});
afterAll(() => t.close());

describe('simulação do seriado com as regras oficiais do processo', () => {
  it('regras ainda sem pesos (as categorias de uma configuração de cotas) deixam a simulação com o padrão do seriado', async () => {
    const c = candidatos[0];
    const simular = async () => (await c.cliente.get(`/sgps/insProcesso/cnsSmlCndSeriado?prcSltCodigo=${prc}&opcCodigo=${c.curso}`)).json().cnsSmlSeriado[0];
    const antes = await simular();
    expect(Number(antes.pntCndPrvPntPdrFinal)).toBeGreaterThan(0);
    // As the quota configuration writes them (server/entities/classificacao/cotas.ts): categories and seats, no weights yet.
    const regras = { categorias: [{ codigo: 'PPI', nome: 'Pretos, pardos e indígenas', destinos: ['AC'] }], vagas: [], pesos: [], eliminacao: { ausente: false, zeroEm: [], minimoTotal: null }, desempate: [], dataReferencia: '2026-01-31' };
    await t.database.db.execute(sql`INSERT INTO cls_regra ("prcSltCodigo", "clsRgrRegras") VALUES (${prc}, ${JSON.stringify(regras)}::jsonb)
                                    ON CONFLICT ("prcSltCodigo") DO UPDATE SET "clsRgrRegras" = EXCLUDED."clsRgrRegras"`);
    expect(await simular()).toEqual(antes);
  });

  it('depois de calculado e publicado o resultado, a simulação de cada candidato no seu curso é o resultado publicado', async () => {
    const cls = `/sgps/gestao/processos/${prc}/classificacao`;
    const regras = {
      categorias: [{ codigo: 'PPI', nome: 'Pretos, pardos e indígenas', destinos: ['AC'] }],
      vagas: [
        { opcao: curso.medicina, lista: 'AC', vagas: 2 },
        { opcao: curso.medicina, lista: 'PPI', vagas: 1 },
        { opcao: curso.direito, lista: 'AC', vagas: 1 },
        { opcao: curso.direito, lista: 'PPI', vagas: 1 },
      ],
      pesos: [
        { prova: prova.port, peso: 1 },
        { prova: prova.red, peso: 2 },
      ],
      eliminacao: { ausente: true, zeroEm: [prova.red], minimoTotal: null },
      desempate: [{ tipo: 'prova', prova: prova.red }, { tipo: 'idade' }],
      dataReferencia: '2026-01-31',
    };
    expect((await e.gestorDoProcesso.request('POST', `${cls}/regras`, { json: { regras } })).statusCode).toBe(200);
    const calc = await e.gestorDoProcesso.request('POST', `${cls}/calcular`, { json: {} });
    expect(calc.statusCode, calc.body).toBe(200);
    const clsCalCodigo = calc.json().data.clsCalCodigo;
    const publicar = (tipo: string) => e.gestorDoProcesso.request('POST', `/sgps/gestao/processos/${prc}/resultados/publicar`, { json: { clsCalCodigo, tipo, justificativa: 'Resultado.' } });
    expect((await publicar('preliminar')).statusCode).toBe(200);
    expect((await publicar('final')).statusCode).toBe(200);
    const publicadas = ((await t.database.db.execute(
      sql`SELECT l."insPrcCodigo" AS ins, l."opcCodigo" AS opcao, l."clsLstLista" AS lista, l."clsLstPosicao" AS posicao, l."clsLstNota"::float8 AS nota, l."clsLstSituacao" AS situacao
            FROM cls_lista l JOIN res_publicacao p ON p."clsCalCodigo" = l."clsCalCodigo" WHERE p."prcSltCodigo" = ${prc} AND p."resPubTipo" = 'final'`,
    )) as unknown as { rows: { ins: number; opcao: number; lista: string; posicao: number | null; nota: number; situacao: string }[] }).rows;
    expect(publicadas.filter((l) => l.situacao === 'eliminado')).toHaveLength(1);

    for (const c of candidatos) {
      const res = await c.cliente.get(`/sgps/insProcesso/cnsSmlCndSeriado?prcSltCodigo=${prc}&opcCodigo=${c.curso}`);
      expect(res.statusCode, res.body).toBe(200);
      const [linha] = res.json().cnsSmlSeriado;
      const minhas = publicadas.filter((l) => l.ins === c.ins);
      const ac = minhas.find((l) => l.lista === 'AC');
      const situacao = minhas.some((l) => l.situacao === 'aprovado') ? 'aprovado' : minhas[0].situacao;
      expect([linha.cndCrsClassificacao, linha.pntCndPrvPntPdrFinal, linha.cndCrsSituacao]).toEqual([ac?.posicao ?? 0, minhas[0].nota, situacao]);
    }

    // First and last of each published list of Medicina, as the course's figures show them.
    const figuras = (await candidatos[0].cliente.get(`/sgps/insProcesso/cnsPrmUltClsPorCotaSeriado?prcSltCodigo=${prc}&opcCodigo=${curso.medicina}`)).json().cnsClsPorCota;
    const listas = ['AC', 'PPI'].map((lista) => publicadas.filter((l) => l.opcao === curso.medicina && l.lista === lista).sort((a, b) => a.posicao! - b.posicao!));
    expect(figuras.map((f: Record<string, unknown>) => [f.clsTpCota, f.crsClsPrmColocado, f.crsPntPrmColocado, f.crsClsUltColocado, f.crsPntUltColocado])).toEqual(
      listas.map((l) => [l[0].lista, l[0].posicao, l[0].nota, l.at(-1)!.posicao, l.at(-1)!.nota]),
    );
  });
});
