/**
 * The SQL that the ranking and the scores file read (server/entities/classificacao/cotas.ts) says the same as the rules of
 * src/domain/cotas.ts, for any configuration a process may save: categories of the built-in declarations and of the
 * form's own Sim/Não answers, in any combination of "all of" and "one of", any verification or none, any income
 * limit; enrolments with any answers and any verification outcomes (fast-check generates both).
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { categoriasDaInscricaoSql } from '../../server/entities/classificacao/cotas.ts';
import { respostasDe } from '../../server/entities/classificacao/cotas-verificacao.ts';
import { ctaVerificacao, insProcesso, pssFisica } from '../../server/db/schema/index.ts';
import { categoriasDoCandidato, declaracoesFeitas, declaracoesValidas, DECLARACOES, eliminadoPorNaoConfirmacao, VERIFICACOES, type ConfiguracaoCotas, type SituacaoVerificacao } from '../../src/domain/cotas.ts';
import { createTestApp, type TestApp } from '../support/api.ts';
import { criarProcessoDeTeste } from '../support/gestao.ts';

let t: TestApp;
let prc: number;
const PROPRIAS = ['insPrcCtsPrvParana', 'insPrcPrfEdcBasica'];
const FLAGS = ['insPrcEscolaPublica', 'insPrcAfrodescendente', 'insPrcIndigena', 'insPrcQuilombola', 'insPrcDeficiente', ...PROPRIAS];
const DECLARAVEIS = [...DECLARACOES, ...PROPRIAS];

const inscricaoArb = fc.record({
  flags: fc.subarray(FLAGS),
  renda: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  pessoas: fc.option(fc.integer({ min: 0, max: 8 }), { nil: null }),
  // Decisions on any declaration (the API refuses undeclared ones; the SQL must not count them anyway).
  decisoes: fc.dictionary(fc.constantFrom(...DECLARAVEIS), fc.constantFrom<'confirmado' | 'nao_confirmado'>('confirmado', 'nao_confirmado')),
});

const configArb: fc.Arbitrary<ConfiguracaoCotas> = fc.record({
  modelo: fc.constant('propria' as const),
  categorias: fc
    .array(fc.record({ todas: fc.subarray(DECLARAVEIS), algumaDe: fc.subarray(DECLARAVEIS) }), { minLength: 0, maxLength: 6 })
    .map((cs) => cs.map((c, i) => ({ codigo: `C${i}`, nome: `Categoria ${i}`, ...c, destinos: ['AC'] }))),
  verificacoes: fc.dictionary(fc.constantFrom(...DECLARAVEIS), fc.option(fc.constantFrom(...VERIFICACOES), { nil: null })),
  rendaLimite: fc.integer({ min: 1, max: 500_000 }),
  naoConfirmado: fc.constantFrom('ampla' as const, 'eliminado' as const),
  prazoRecursoDias: fc.constant(3),
  percentuais: fc.constant(null),
  ajustes: fc.constant([]),
});

const inscricoes: { ins: typeof insProcesso.$inferSelect; decisoes: Record<string, SituacaoVerificacao> }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t);
  const db = t.database.db;
  const amostra = fc.sample(inscricaoArb, { numRuns: 40, seed: 36 });
  // One statement per table (the machine is shared: a row at a time is slow for no reason).
  const pessoas = await db.insert(pssFisica).values(amostra.map((_, i) => ({ pssFscNome: `Pessoa ${i}`, pssFscPassaporte: `COTA${i}` }))).returning();
  const linhas = await db
    .insert(insProcesso)
    .values(amostra.map((a, i) => ({ pssFscCodigo: pessoas[i].pssFscCodigo, prcSltCodigo: prc, insPrcVlrRenda: a.renda, insPrcQtdFamilia: a.pessoas, ...Object.fromEntries(FLAGS.map((f) => [f, a.flags.includes(f)])) })))
    .returning();
  const verificacoes = amostra.flatMap((a, i) =>
    Object.entries(a.decisoes).map(([d, s]) => ({ insPrcCodigo: linhas[i].insPrcCodigo, ctaVrfDeclaracao: d, ctaVrfSituacao: s, ctaVrfMotivo: s === 'nao_confirmado' ? 'Motivo.' : null, ctaVrfDecididoEm: t.clock.now })),
  );
  if (verificacoes.length) await db.insert(ctaVerificacao).values(verificacoes);
  amostra.forEach((a, i) => inscricoes.push({ ins: linhas[i], decisoes: a.decisoes }));
});
afterAll(() => t.close());

it('as categorias e a não confirmação calculadas em SQL são as das regras do domínio, para qualquer configuração', async () => {
  await fc.assert(
    fc.asyncProperty(configArb, async (config) => {
      const r = (await t.database.db.execute(
        sql`SELECT i."insPrcCodigo" AS c, cat.categorias, cat."naoConfirmada" AS nao FROM ins_processo i LEFT JOIN LATERAL ${categoriasDaInscricaoSql(config)} cat ON true WHERE i."prcSltCodigo" = ${prc}`,
      )) as unknown as { rows: { c: number; categorias: string[]; nao: boolean }[] };
      const porCodigo = new Map(r.rows.map((x) => [x.c, x]));
      for (const { ins, decisoes } of inscricoes) {
        const situacao = (d: string): SituacaoVerificacao => decisoes[d] ?? 'pendente';
        const feitas = declaracoesFeitas(respostasDe(ins), config);
        const esperadas = categoriasDoCandidato(config, declaracoesValidas(feitas, config, situacao));
        expect(porCodigo.get(ins.insPrcCodigo)!.categorias).toEqual(esperadas);
        expect(porCodigo.get(ins.insPrcCodigo)!.nao).toBe(eliminadoPorNaoConfirmacao({ ...config, naoConfirmado: 'eliminado' }, feitas, situacao));
      }
    }),
    { numRuns: 40, seed: 3636 },
  );
});
