/**
 * "Por que estou nesta posição?" (issue 36 item 8): what src/domain/classificacao-explicacao.ts needs about one
 * enrolment in one stored computation — the computation's rules and summary, the enrolment's rows of cls_lista,
 * the rows right above and below it in each list, and the ranking inputs of all of them (the same reader as the
 * computation, server/entities/classificacao/classificacao.ts). Reads only.
 */
import { sql, type SQL } from 'drizzle-orm';
import { rotuloDeclaracao, verificacoesDaInscricao } from './cotas-verificacao.ts';
import type { DbOrTx } from '../../db/client.ts';
import { lerCandidatos } from '../../../src/domain/classificacao-entrada.ts';
import { chaveDaListaExplicada, explicar, type EntradaExplicacao, type Explicacao, type LinhaArmazenada, type ResumoArmazenado, type Vizinho } from '../../../src/domain/classificacao-explicacao.ts';
import { lerRegras } from '../../../src/domain/classificacao-regras.ts';
import { candidatosDoProcesso } from './classificacao.ts';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const linha = (r: LinhaArmazenada & { ins?: number }): LinhaArmazenada => ({ opcao: r.opcao, lista: r.lista, posicao: r.posicao, nota: Number(r.nota), situacao: r.situacao, motivo: r.motivo });

/** The explanation of `inscricao` in computation `clsCalCodigo`; null when the enrolment is in none of its lists. */
export async function explicacaoDaInscricao(db: DbOrTx, clsCalCodigo: number, inscricao: number): Promise<Explicacao | null> {
  const [calc] = await rows<{ prc: number; regras: unknown; resumo: ResumoArmazenado[] | null; seriado: boolean }>(
    db,
    sql`SELECT c."prcSltCodigo" AS prc, c."clsCalRegras" AS regras, c."clsCalResumo" AS resumo, p."prcSltTipo" = 'SERIADO' AS seriado
          FROM cls_calculo c JOIN prc_seletivo p ON p."prcSltCodigo" = c."prcSltCodigo" WHERE c."clsCalCodigo" = ${clsCalCodigo}`,
  );
  if (!calc) return null;
  const campos = sql`"opcCodigo" AS opcao, "clsLstLista" AS lista, "clsLstPosicao" AS posicao, "clsLstNota"::float8 AS nota, "clsLstSituacao" AS situacao, "clsLstMotivo" AS motivo`;
  const minhas = await rows<LinhaArmazenada>(db, sql`SELECT ${campos} FROM cls_lista WHERE "clsCalCodigo" = ${clsCalCodigo} AND "insPrcCodigo" = ${inscricao}`);
  if (!minhas.length) return null;
  // The neighbours: the rows at the place right above and right below, in each list the enrolment is in.
  const vizinhas = await rows<LinhaArmazenada & { ins: number; lado: 'acima' | 'abaixo' }>(
    db,
    sql`SELECT l."insPrcCodigo" AS ins, CASE WHEN l."clsLstPosicao" < m."clsLstPosicao" THEN 'acima' ELSE 'abaixo' END AS lado,
               l."opcCodigo" AS opcao, l."clsLstLista" AS lista, l."clsLstPosicao" AS posicao, l."clsLstNota"::float8 AS nota, l."clsLstSituacao" AS situacao, l."clsLstMotivo" AS motivo
          FROM cls_lista m JOIN cls_lista l ON l."clsCalCodigo" = m."clsCalCodigo" AND l."opcCodigo" = m."opcCodigo" AND l."clsLstLista" = m."clsLstLista"
               AND l."clsLstPosicao" IN (m."clsLstPosicao" - 1, m."clsLstPosicao" + 1)
         WHERE m."clsCalCodigo" = ${clsCalCodigo} AND m."insPrcCodigo" = ${inscricao} AND m."clsLstPosicao" IS NOT NULL`,
  );
  const entradas = new Map(lerCandidatos(await candidatosDoProcesso(db, calc.prc, calc.seriado, { inscricoes: [inscricao, ...vizinhas.map((v) => v.ins)] })).map((c) => [c.inscricao, c]));
  const candidato = entradas.get(inscricao);
  if (!candidato) return null;
  const nomes = new Map(
    (calc.seriado
      ? await rows<{ p: number; d: string }>(db, sql`SELECT "prvCodigo" AS p, "prvDescricao" AS d FROM seriado_prova WHERE "prcSltCodigo" = ${calc.prc}`)
      : await rows<{ p: number; d: string }>(db, sql`SELECT "clsPrvCodigo" AS p, "clsPrvDescricao" AS d FROM cls_prova WHERE "prcSltCodigo" = ${calc.prc}`)
    ).map((x) => [x.p, x.d]),
  );
  const vizinhos: EntradaExplicacao['vizinhos'] = new Map();
  for (const v of vizinhas) {
    const c = entradas.get(v.ins);
    if (!c) continue;
    const k = chaveDaListaExplicada(v.opcao, v.lista);
    (vizinhos as Map<string, object>).set(k, { ...vizinhos.get(k), [v.lado]: { linha: linha(v), candidato: c } });
  }
  return explicar({
    regras: lerRegras(calc.regras),
    candidato,
    linhas: minhas.map(linha),
    resumo: calc.resumo ?? [],
    vizinhos,
    nomeProva: (p) => nomes.get(p) ?? `prova ${p}`,
  });
}

/**
 * The explanation as the wire carries it (names of the process, options and lists). paraCandidato: the neighbours'
 * enrolments are left out (a candidate sees places, scores and criteria, never another person).
 */
export async function explicacaoParaTela(db: DbOrTx, clsCalCodigo: number, inscricao: number, publicacao: 'preliminar' | 'final' | null, paraCandidato: boolean) {
  const x = await explicacaoDaInscricao(db, clsCalCodigo, inscricao);
  if (!x) return null;
  const [info] = await rows<{ descricao: string; regras: { categorias?: { codigo: string; nome: string }[] } }>(
    db,
    sql`SELECT p."prcSltDescricao" AS descricao, c."clsCalRegras" AS regras FROM cls_calculo c JOIN prc_seletivo p ON p."prcSltCodigo" = c."prcSltCodigo" WHERE c."clsCalCodigo" = ${clsCalCodigo}`,
  );
  const opcoes = new Map(
    (await rows<{ o: number; d: string }>(db, sql`SELECT "opcCodigo" AS o, "opcDescricao" AS d FROM opcao WHERE "opcCodigo" = ANY(${sql.param(x.opcoes.map((o) => o.opcao))}::int[])`)).map((r) => [r.o, r.d]),
  );
  const semInscricao = (v: Vizinho | null): Omit<Vizinho, 'inscricao'> & { inscricao?: number } | null =>
    v && paraCandidato ? { posicao: v.posicao, nota: v.nota, criterio: v.criterio } : v;
  return {
    insPrcCodigo: inscricao,
    prcSltDescricao: info.descricao,
    clsCalCodigo,
    publicacao,
    nota: x.nota,
    partes: x.partes,
    eliminacao: x.eliminacao,
    categorias: (info.regras.categorias ?? []).map((c) => ({ codigo: c.codigo, nome: c.nome })),
    // The declarations the verification did not confirm (issue 36 item 2): the candidate reads why a list is missing.
    naoConfirmadas: [
      ...x.naoConfirmadas,
      ...(await verificacoesDaInscricao(db, inscricao))
        .filter((v) => v.ctaVrfSituacao === 'nao_confirmado')
        .map((v) => ({ categoria: rotuloDeclaracao(v.ctaVrfDeclaracao), motivo: v.ctaVrfMotivo ?? '' })),
    ],
    opcoes: x.opcoes.map((o) => ({ ...o, descricao: opcoes.get(o.opcao) ?? `Opção ${o.opcao}`, listas: o.listas.map((l) => ({ ...l, acima: semInscricao(l.acima), abaixo: semInscricao(l.abaixo) })) })),
  };
}
