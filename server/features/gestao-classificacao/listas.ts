import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ResumoOpcao } from './classificacao-thread.ts';

interface LinhaLida {
  opcao: number;
  lista: string;
  posicao: number | null;
  inscricao: number;
  nota: number;
  situacao: string;
  motivo: string | null;
  nome: string;
}

/**
 * One page of a stored computation: in every option × list (and the eliminated), the entries start+1..start+limit
 * in rank order (the eliminated by enrolment), with each list's size. The screen pages with start; the API never
 * sends 100,000 rows at once.
 */
export async function paginaDasListas(db: DbOrTx, calc: { clsCalCodigo: number; clsCalResumo: unknown; clsCalRegras: unknown }, descricoes: Map<number, string>, start: number, limit: number) {
  const linhas = ((await db.execute(sql`
    SELECT l.opcao, l.lista, l.posicao, l.inscricao, l.nota, l.situacao, l.motivo,
           coalesce(nullif(i."insPrcNmSocial", ''), f."pssFscNome") AS nome
      FROM (SELECT "opcCodigo" AS opcao, "clsLstLista" AS lista, "clsLstPosicao" AS posicao, "insPrcCodigo" AS inscricao, "clsLstNota"::float8 AS nota,
                   "clsLstSituacao" AS situacao, "clsLstMotivo" AS motivo,
                   row_number() OVER (PARTITION BY "opcCodigo", "clsLstLista" ORDER BY "clsLstPosicao" NULLS LAST, "insPrcCodigo") AS n
              FROM cls_lista WHERE "clsCalCodigo" = ${calc.clsCalCodigo}) l
      JOIN ins_processo i ON i."insPrcCodigo" = l.inscricao
      JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
     WHERE l.n > ${start} AND l.n <= ${start + limit}
     ORDER BY l.opcao, l.lista, l.n`)) as unknown as { rows: LinhaLida[] }).rows;
  // Each list's size, also for the lists this page is past the end of.
  const totais = new Map(
    ((await db.execute(sql`SELECT "opcCodigo" AS opcao, "clsLstLista" AS lista, count(*)::int AS total FROM cls_lista WHERE "clsCalCodigo" = ${calc.clsCalCodigo} GROUP BY 1, 2`)) as unknown as {
      rows: { opcao: number; lista: string; total: number }[];
    }).rows.map((r) => [`${r.opcao}|${r.lista}`, r.total]),
  );
  const total = (opcao: number, lista: string) => totais.get(`${opcao}|${lista}`) ?? 0;
  const regras = calc.clsCalRegras as { vagas?: { opcao: number; lista: string; vagas: number }[]; categorias?: { codigo: string }[] };
  // Computations stored before the summary: the configured seats stand for both, no move is known.
  const resumo = (calc.clsCalResumo as ResumoOpcao[] | null) ?? resumoDasRegras(regras, linhas);
  let maior = 0;
  const opcoes = resumo.map((r) => {
    const daOpcao = linhas.filter((l) => l.opcao === r.opcao);
    const listas = r.listas.map((l) => {
      const ls = daOpcao.filter((x) => x.lista === l.lista);
      maior = Math.max(maior, total(r.opcao, l.lista));
      return { ...l, total: total(r.opcao, l.lista), candidatos: ls.map((x) => ({ posicao: x.posicao!, inscricao: x.inscricao, nome: x.nome, nota: x.nota, situacao: x.situacao })) };
    });
    const eliminados = daOpcao.filter((x) => x.lista === '-');
    maior = Math.max(maior, total(r.opcao, '-'));
    return {
      opcao: r.opcao,
      descricao: descricoes.get(r.opcao) ?? `Opção ${r.opcao}`,
      listas,
      eliminados: eliminados.map((x) => ({ inscricao: x.inscricao, nome: x.nome, nota: x.nota, motivos: x.motivo ? [x.motivo] : [] })),
      totalEliminados: total(r.opcao, '-'),
      remanejamentos: r.remanejamentos,
    };
  });
  return { opcoes, maior };
}

function resumoDasRegras(regras: { vagas?: { opcao: number; lista: string; vagas: number }[] }, linhas: LinhaLida[]): ResumoOpcao[] {
  const opcoes = [...new Set([...(regras.vagas ?? []).map((v) => v.opcao), ...linhas.map((l) => l.opcao)])].sort((a, b) => a - b);
  return opcoes.map((opcao) => {
    const nomes = [...new Set([...(regras.vagas ?? []).filter((v) => v.opcao === opcao).map((v) => v.lista), ...linhas.filter((l) => l.opcao === opcao && l.lista !== '-').map((l) => l.lista)])];
    nomes.sort((a, b) => (a === 'AC' ? -1 : b === 'AC' ? 1 : a.localeCompare(b)));
    const vagas = (lista: string) => (regras.vagas ?? []).find((v) => v.opcao === opcao && v.lista === lista)?.vagas ?? 0;
    return { opcao, listas: nomes.map((lista) => ({ lista, vagasConfiguradas: vagas(lista), vagas: vagas(lista) })), remanejamentos: [] };
  });
}
