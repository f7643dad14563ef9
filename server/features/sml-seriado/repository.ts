import { AMPLA, classificar, type RegrasClassificacao, type ResultadoOpcao } from '../../../src/domain/classificacao.ts';
import type { ExamRawScore, QuotaRankingRow } from '../../../src/domain/seriado-linhas.ts';
import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { inscricaoDaPessoa } from '../../entities/inscricao/inscricao.ts';
import { insProcesso, opcao, prcSeletivo, pssFisica, tipoOpcao } from '../../db/schema/index.ts';
import { ESSAY_STAGE, examMedia, totalsCte } from '../../entities/seriado/ranking.ts';
import { categoriasDaInscricaoSql, configuracaoCotas } from '../../entities/classificacao/cotas.ts';
import type { ResourceDef } from '../../http/pesquisa.ts';
import { classificacaoOficialDoCurso, lugarNaClassificacao } from './simulacao-oficial.ts';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const optionColumns = {
  opcCodigo: opcao.opcCodigo,
  opcDescricao: opcao.opcDescricao,
  opcCdgPai: opcao.opcCdgPai,
  opcOpcFinal: opcao.opcOpcFinal,
  tpOpcCodigo: opcao.tpOpcCodigo,
  tpOpcDescricao: tipoOpcao.tpOpcDescricao,
};

/** map whitelist of the option lists (SPEC §7 "map"). */
export const OPTION_RESOURCE: ResourceDef = {
  fields: {
    opcCodigo: { column: opcao.opcCodigo, type: 'int' },
    opcDescricao: { column: opcao.opcDescricao, type: 'text' },
    opcCdgPai: { column: opcao.opcCdgPai, type: 'int' },
    opcOpcFinal: { column: opcao.opcOpcFinal, type: 'tf' },
    tpOpcCodigo: { column: opcao.tpOpcCodigo, type: 'int' },
    tpOpcDescricao: { column: tipoOpcao.tpOpcDescricao, type: 'text' },
  },
  maxLimit: 1000,
};

/** Options of a process under a parent (null = the roots), sorted by description (SPEC §7). */
export async function listOptions(db: DbOrTx, prcSltCodigo: number, opcCdgPai: number | null, limit = 1000) {
  return db
    .select(optionColumns)
    .from(opcao)
    .innerJoin(tipoOpcao, eq(tipoOpcao.tpOpcCodigo, opcao.tpOpcCodigo))
    .where(and(eq(opcao.prcSltCodigo, prcSltCodigo), opcCdgPai === null ? isNull(opcao.opcCdgPai) : eq(opcao.opcCdgPai, opcCdgPai)))
    .orderBy(asc(opcao.opcDescricao), asc(opcao.opcCodigo))
    .limit(limit);
}

/**
 * The signed-in person's own non-cancelled enrolment in the process: the one asked for, or (none asked)
 * the latest. Someone else's enrolment is simply not found.
 */
export async function inscricaoPropriaNoProcesso(db: DbOrTx, pssFscCodigo: number, prcSltCodigo: number, insPrcCodigo?: number) {
  const [row] = await db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      pssFscNome: pssFisica.pssFscNome,
      prcSltCodigo: prcSeletivo.prcSltCodigo,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
    })
    .from(insProcesso)
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .where(
      and(
        inscricaoDaPessoa(pssFscCodigo, { prcSltCodigo }),
        eq(insProcesso.insCancelada, false),
        insPrcCodigo === undefined ? undefined : eq(insProcesso.insPrcCodigo, insPrcCodigo),
      ),
    )
    .orderBy(desc(insProcesso.insPrcIncDtHora), desc(insProcesso.insPrcCodigo))
    .limit(1);
  return row ?? null;
}

export interface CourseOption {
  opcCodigo: number;
  /** The option has no children: the cascade ends here. */
  folha: boolean;
  /** The root of the chosen path (the campus), when the path has more than one level. */
  cmpDescricao: string | null;
  /** The chosen path below the root, joined with ' - ' (course, shift, ...). */
  crsDescricao: string;
}

/** The chosen option of the process with its path descriptions; null when it is not an option of that process. */
export async function findCourseOption(db: DbOrTx, prcSltCodigo: number, opcCodigo: number): Promise<CourseOption | null> {
  const [row] = await rows<{ caminho: string[]; filhos: number }>(
    db,
    sql`WITH RECURSIVE caminho AS (
          SELECT o."opcCodigo", o."opcCdgPai", o."opcDescricao", 0 AS nivel
            FROM opcao o WHERE o."opcCodigo" = ${opcCodigo} AND o."prcSltCodigo" = ${prcSltCodigo}
          UNION ALL
          SELECT pai."opcCodigo", pai."opcCdgPai", pai."opcDescricao", c.nivel + 1
            FROM opcao pai JOIN caminho c ON pai."opcCodigo" = c."opcCdgPai"
           WHERE c.nivel < 20
        )
        SELECT array_agg("opcDescricao" ORDER BY nivel DESC) AS caminho,
               (SELECT count(*)::int FROM opcao f WHERE f."opcCdgPai" = ${opcCodigo}) AS filhos
          FROM caminho HAVING count(*) > 0`,
  );
  if (!row) return null;
  const path = row.caminho;
  return {
    opcCodigo,
    folha: row.filhos === 0,
    cmpDescricao: path.length > 1 ? path[0] : null,
    crsDescricao: (path.length > 1 ? path.slice(1) : path).join(' - '),
  };
}

export interface SerialScoreRow {
  etpCodigo: number;
  etpDescricao: string;
  prvCodigo: number;
  prvDescricao: string;
  prvValorizacao: number;
  prvEspecifica: boolean;
  pntCndPrvPntBrtSeriado1: number | null;
  pntCndPrvPntBrtSeriado2: number | null;
  pntCndPrvPntPdrSeriado1: number | null;
  pntCndPrvPntPdrSeriado2: number | null;
  pntCndPrvPntPdrMedia: number;
  pntCndPrvPntPdrFinal: number;
  cndCrsClassificacao: number;
  /** Only with the official rules (issue 36 item 6): aprovado / espera / eliminado, and the elimination's reasons. */
  cndCrsSituacao?: string;
  cndCrsMotivo?: string | null;
}

/**
 * The candidate's score rows (SPEC §3 "Serial score row") and their ampla concorrência place if they had
 * chosen the course: ranked by classificarSeriado (src/domain/classificacao.ts) over the course's real candidates
 * (every quota type competes in ampla concorrência) plus the candidate. Empty when the enrolment has no scores.
 */
export async function simulate(db: DbOrTx, prcSltCodigo: number, opcCodigo: number, insPrcCodigo: number): Promise<SerialScoreRow[]> {
  const concorrentes = await totaisDoCurso(
    db,
    prcSltCodigo,
    sql`t."insPrcCodigo" IN (SELECT c."insPrcCodigo" FROM seriado_candidato c WHERE c."opcCodigo" = ${opcCodigo}) OR t."insPrcCodigo" = ${insPrcCodigo}`,
  );
  const proprio = concorrentes.find((c) => c.ins === insPrcCodigo);
  if (!proprio) return [];
  // With the process's saved ranking rules: the official computation's place (issue 36 item 6); else the serial defaults,
  // where everyone competes in ampla concorrência: the ranking without categories.
  const oficial = await classificacaoOficialDoCurso(db, prcSltCodigo, opcCodigo, insPrcCodigo);
  const lugar = oficial && lugarNaClassificacao(oficial, insPrcCodigo);
  const posicao = lugar
    ? lugar.posicao
    : classificarSeriado(concorrentes.map((c) => ({ ...c, categorias: [] })), opcCodigo).get(AMPLA)!.find((x) => x.inscricao === insPrcCodigo)!.posicao;
  const final = lugar ? lugar.nota : proprio.final;
  const linhas = await rows<SerialScoreRow>(
    db,
    sql`SELECT pr."etpCodigo", pr."etpDescricao", pr."prvCodigo", pr."prvDescricao",
               pr."prvValorizacao"::float8 AS "prvValorizacao", pr."prvEspecifica",
               (CASE WHEN pr."etpCodigo" = ${ESSAY_STAGE} THEN coalesce(p."pntCndPrvPntBrtSeriado1", p."pntCndPrvPntBrtSeriado2") ELSE p."pntCndPrvPntBrtSeriado1" END)::float8 AS "pntCndPrvPntBrtSeriado1",
               (CASE WHEN pr."etpCodigo" = ${ESSAY_STAGE} THEN NULL ELSE p."pntCndPrvPntBrtSeriado2" END)::float8 AS "pntCndPrvPntBrtSeriado2",
               (CASE WHEN pr."etpCodigo" = ${ESSAY_STAGE} THEN coalesce(p."pntCndPrvPntPdrSeriado1", p."pntCndPrvPntPdrSeriado2") ELSE p."pntCndPrvPntPdrSeriado1" END)::float8 AS "pntCndPrvPntPdrSeriado1",
               (CASE WHEN pr."etpCodigo" = ${ESSAY_STAGE} THEN NULL ELSE p."pntCndPrvPntPdrSeriado2" END)::float8 AS "pntCndPrvPntPdrSeriado2",
               (${examMedia})::float8 AS "pntCndPrvPntPdrMedia",
               ${final}::float8 AS "pntCndPrvPntPdrFinal",
               ${posicao}::int AS "cndCrsClassificacao"
          FROM seriado_pontuacao p
          JOIN seriado_prova pr ON pr."prvCodigo" = p."prvCodigo"
         WHERE p."insPrcCodigo" = ${insPrcCodigo} AND pr."prcSltCodigo" = ${prcSltCodigo}
         ORDER BY pr."etpCodigo", pr."prvOrdem", pr."prvCodigo"`,
  );
  return lugar ? linhas.map((l) => ({ ...l, cndCrsSituacao: lugar.situacao, cndCrsMotivo: lugar.motivo })) : linhas;
}

interface TotalSeriado {
  ins: number;
  final: number;
  redacao: number;
  nascimento: string | null;
  /** The quota lists the candidate competes in besides ampla concorrência. */
  categorias: string[];
}

/**
 * The totals (totalsCte) of the process's enrolments that `onde` keeps, with their quota categories: from the
 * enrolment's declarations as verified when the process has a quota configuration (as the official ranking reads
 * them: server/entities/classificacao/classificacao.ts), else the scores file's quota type.
 */
async function totaisDoCurso(db: DbOrTx, prcSltCodigo: number, onde: SQL) {
  const cotas = await configuracaoCotas(db, prcSltCodigo);
  const categorias = cotas ? sql`cat.categorias` : sql`array_remove(ARRAY[nullif(coalesce(c."clsTpCota", 'AC'), 'AC')], NULL)`;
  return rows<TotalSeriado>(
    db,
    sql`WITH ${totalsCte(prcSltCodigo)}
        SELECT t."insPrcCodigo" AS ins, t.final::float8 AS final, t.redacao::float8 AS redacao, t.nascimento::text AS nascimento, ${categorias} AS categorias
          FROM totais t LEFT JOIN seriado_candidato c ON c."insPrcCodigo" = t."insPrcCodigo"
          ${cotas ? sql`JOIN ins_processo i ON i."insPrcCodigo" = t."insPrcCodigo" LEFT JOIN LATERAL ${categoriasDaInscricaoSql(cotas)} cat ON true` : sql``}
         WHERE ${onde}`,
  );
}

/**
 * The serial ranking by src/domain/classificacao.ts (the back office's): the final score, then the essay, then the
 * older candidate, then the lower enrolment code (one enrolment instant for all). No seat is configured, so 'AC'
 * ranks everyone and each other quota type only its own. The lists by code, in rank order.
 */
function classificarSeriado(curso: readonly TotalSeriado[], opcCodigo: number) {
  const cotas = [...new Set(curso.flatMap((c) => c.categorias).filter((c) => c !== AMPLA))].sort();
  const [FINAL, REDACAO] = [1, 2];
  const regras: RegrasClassificacao = {
    categorias: cotas.map((codigo) => ({ codigo, nome: codigo, destinos: [] })),
    vagas: [],
    pesos: [{ prova: FINAL, peso: 1 }],
    eliminacao: { ausente: false, zeroEm: [], minimoTotal: null },
    desempate: [{ tipo: 'prova', prova: REDACAO }, { tipo: 'idade' }],
    dataReferencia: '1970-01-01',
  };
  const [resultado] = classificar(
    regras,
    curso.map((c) => ({ inscricao: c.ins, opcoes: [opcCodigo], categorias: c.categorias, notas: { [FINAL]: c.final, [REDACAO]: c.redacao }, ausente: false, nascimento: c.nascimento, inscritoEm: '1970-01-01T00:00:00.000Z' })),
  );
  return new Map((resultado?.listas ?? []).map((l) => [l.lista, l.candidatos]));
}

export type { ExamRawScore, QuotaRankingRow } from '../../../src/domain/seriado-linhas.ts';

/**
 * First and last place of the course per quota type (SPEC §3 "Quota ranking row"), over the course's real
 * candidates (non-cancelled, with scores). The ranking is the back office's (src/domain/classificacao.ts), with the
 * serial rules: the final score, then the essay, then the older candidate, then the lower enrolment code; no seat
 * is configured, so 'AC' ranks every candidate of the course and each other clsTpCota only the candidates of that
 * type. The per-exam detail is the raw score: hits of serial 1 + serial 2 for objective exams, the essay's serial-1 raw score.
 */
export async function quotaRanking(db: DbOrTx, prcSltCodigo: number, opcCodigo: number): Promise<QuotaRankingRow[]> {
  const oficial = await classificacaoOficialDoCurso(db, prcSltCodigo, opcCodigo);
  if (oficial) return pontasOficiais(db, prcSltCodigo, oficial);
  const curso = await totaisDoCurso(db, prcSltCodigo, sql`c."opcCodigo" = ${opcCodigo}`);
  if (!curso.length) return [];
  const finalDe = new Map(curso.map((c) => [c.ins, c.final]));
  const pontas = [...classificarSeriado(curso, opcCodigo)].filter(([, l]) => l.length > 0).map(([lista, l]) => ({ lista, prm: l[0], ult: l[l.length - 1] }));
  const detalhes = await rawScores(db, prcSltCodigo, [...new Set(pontas.flatMap((p) => [p.prm.inscricao, p.ult.inscricao]))]);
  return pontas.map((p) => ({
    clsTpCota: p.lista,
    crsPntPrmColocado: finalDe.get(p.prm.inscricao)!,
    crsClsPrmColocado: p.prm.posicao,
    crsPntUltColocado: finalDe.get(p.ult.inscricao)!,
    crsClsUltColocado: p.ult.posicao,
    actPrmColocado: detalhes.get(p.prm.inscricao) ?? [],
    actUltColocado: detalhes.get(p.ult.inscricao) ?? [],
  }));
}

/** First and last of each official list of the course (eliminated candidates are in none). */
async function pontasOficiais(db: DbOrTx, prcSltCodigo: number, r: ResultadoOpcao): Promise<QuotaRankingRow[]> {
  const pontas = r.listas.filter((l) => l.candidatos.length > 0).map((l) => ({ lista: l.lista, prm: l.candidatos[0], ult: l.candidatos[l.candidatos.length - 1] }));
  const detalhes = await rawScores(db, prcSltCodigo, [...new Set(pontas.flatMap((p) => [p.prm.inscricao, p.ult.inscricao]))]);
  return pontas.map((p) => ({
    clsTpCota: p.lista,
    crsPntPrmColocado: p.prm.nota,
    crsClsPrmColocado: p.prm.posicao,
    crsPntUltColocado: p.ult.nota,
    crsClsUltColocado: p.ult.posicao,
    actPrmColocado: detalhes.get(p.prm.inscricao) ?? [],
    actUltColocado: detalhes.get(p.ult.inscricao) ?? [],
  }));
}

/** Each enrolment's raw score per exam of the process, in exam order. */
async function rawScores(db: DbOrTx, prcSltCodigo: number, inscricoes: number[]) {
  const raw = sql`CASE WHEN pr."etpCodigo" = ${ESSAY_STAGE}
    THEN coalesce(p."pntCndPrvPntBrtSeriado1", p."pntCndPrvPntBrtSeriado2", 0)
    ELSE coalesce(p."pntCndPrvPntBrtSeriado1", 0) + coalesce(p."pntCndPrvPntBrtSeriado2", 0) END`;
  const r = await rows<{ ins: number } & ExamRawScore>(
    db,
    sql`SELECT p."insPrcCodigo" AS ins, pr."prvCodigo" AS "prvCodigo", pr."prvDescricao" AS "prvDescricao", (${raw})::float8 AS "pntCndPrvPntBruta"
          FROM seriado_pontuacao p JOIN seriado_prova pr ON pr."prvCodigo" = p."prvCodigo"
         WHERE p."insPrcCodigo" = ANY(${sql.param(inscricoes)}::int[]) AND pr."prcSltCodigo" = ${prcSltCodigo}
         ORDER BY p."insPrcCodigo", pr."etpCodigo", pr."prvOrdem", pr."prvCodigo"`,
  );
  const out = new Map<number, ExamRawScore[]>();
  for (const { ins, ...x } of r) out.set(ins, [...(out.get(ins) ?? []), x]);
  return out;
}
