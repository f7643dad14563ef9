/**
 * Owner of cls_prova, cls_nota and cls_inscricao: the exams and scores of a (non-serial) process's ranking, and what
 * the ranking reads about an enrolment beside its scores (absent; typed categories of a process without a quota
 * configuration). Written by the general scores file (features/gestao-classificacao/notas-gerais.ts), the absentees'
 * screen and an appeal's answer (features/gestao-reexame/nota.ts). Every function runs in the caller's transaction:
 * a staff write, audited there.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Rows per statement of a batched write. */
const LOTE = 5000;
const intArray = (xs: number[]) => sql`${sql.param(xs)}::int[]`;
const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/**
 * The process's exams named in a scores file, created in the file's order after the existing ones (a name already
 * there keeps its code and place); answers each name's clsPrvCodigo.
 */
export async function gravarProvas(tx: Tx, prc: number, nomes: Iterable<string>): Promise<Map<string, number>> {
  const provas = new Map<string, number>();
  for (const nome of new Set(nomes)) {
    const [r] = rowsOf<{ c: number }>(
      await tx.execute(
        sql`INSERT INTO cls_prova ("prcSltCodigo", "clsPrvDescricao", "clsPrvOrdem")
            VALUES (${prc}, ${nome}, (SELECT coalesce(max("clsPrvOrdem"), 0) + 1 FROM cls_prova WHERE "prcSltCodigo" = ${prc}))
            ON CONFLICT ON CONSTRAINT cls_prova_nome_uq DO UPDATE SET "clsPrvDescricao" = excluded."clsPrvDescricao"
            RETURNING "clsPrvCodigo" AS c`,
      ),
    );
    provas.set(nome, r.c);
  }
  return provas;
}

export interface NotaAGravar {
  insPrcCodigo: number;
  clsPrvCodigo: number;
  /** Decimal text as numeric(10,4) stores it (no float rounding on the way). */
  nota: string;
}

export interface ContagemNotas {
  linhas: number;
  inseridas: number;
  atualizadas: number;
  inalteradas: number;
}

/** Writes the scores (a batch per statement); a score already holding the same value is not touched. Answers the counts. */
export async function gravarNotas(tx: Tx, notas: NotaAGravar[]): Promise<ContagemNotas> {
  const contagem: ContagemNotas = { linhas: notas.length, inseridas: 0, atualizadas: 0, inalteradas: 0 };
  for (let i = 0; i < notas.length; i += LOTE) {
    const lote = notas.slice(i, i + LOTE);
    const [{ antigas, gravadas }] = rowsOf<{ antigas: number; gravadas: number }>(
      await tx.execute(sql`
        WITH novas AS (
          SELECT * FROM unnest(${intArray(lote.map((l) => l.insPrcCodigo))}, ${intArray(lote.map((l) => l.clsPrvCodigo))},
                               ${sql.param(lote.map((l) => l.nota))}::numeric[]) AS x(ins, prv, nota)
        ),
        antigas AS (SELECT n.* FROM cls_nota n JOIN novas x ON x.ins = n."insPrcCodigo" AND x.prv = n."clsPrvCodigo"),
        gravadas AS (
          INSERT INTO cls_nota ("insPrcCodigo", "clsPrvCodigo", "clsNtaNota") SELECT ins, prv, nota FROM novas
          ON CONFLICT ON CONSTRAINT cls_nota_pk DO UPDATE SET "clsNtaNota" = excluded."clsNtaNota"
          WHERE cls_nota."clsNtaNota" IS DISTINCT FROM excluded."clsNtaNota"
          RETURNING 1
        )
        SELECT (SELECT count(*)::int FROM antigas) AS antigas, (SELECT count(*)::int FROM gravadas) AS gravadas`),
    );
    const inseridas = lote.length - antigas;
    contagem.inseridas += inseridas;
    contagem.atualizadas += gravadas - inseridas;
    contagem.inalteradas += antigas - (gravadas - inseridas);
  }
  return contagem;
}

/** One exam's score of one enrolment (an appeal's answer changes it), created or replaced. */
export async function gravarNota(tx: Tx, insPrcCodigo: number, clsPrvCodigo: number, nota: number): Promise<void> {
  await tx.execute(sql`INSERT INTO cls_nota ("insPrcCodigo", "clsPrvCodigo", "clsNtaNota") VALUES (${insPrcCodigo}, ${clsPrvCodigo}, ${String(nota)}::numeric)
                       ON CONFLICT ON CONSTRAINT cls_nota_pk DO UPDATE SET "clsNtaNota" = excluded."clsNtaNota"`);
}

/**
 * A process without a quota configuration: the scores file's column sets the enrolments' categories (codes, in the
 * file's order; none is an empty list), as before issue 36.
 */
export async function gravarCategoriasDigitadas(tx: Tx, porInscricao: ReadonlyMap<number, readonly string[]>): Promise<void> {
  if (!porInscricao.size) return;
  const ins = [...porInscricao.keys()];
  await tx.execute(sql`
    INSERT INTO cls_inscricao ("insPrcCodigo", "clsInsCategorias")
    SELECT ins, coalesce(string_to_array(nullif(cats, ''), ' '), '{}'::text[]) FROM unnest(${intArray(ins)}, ${sql.param(ins.map((k) => porInscricao.get(k)!.join(' ')))}::text[]) AS x(ins, cats)
    ON CONFLICT ("insPrcCodigo") DO UPDATE SET "clsInsCategorias" = excluded."clsInsCategorias"`);
}

/** Marks the enrolments absent (or present again) for the ranking's elimination of the absent. */
export async function marcarAusentes(tx: Tx, inscricoes: number[], ausente: boolean): Promise<void> {
  await tx.execute(sql`INSERT INTO cls_inscricao ("insPrcCodigo", "clsInsAusente") SELECT unnest(${intArray(inscricoes)}), ${ausente}
                       ON CONFLICT ("insPrcCodigo") DO UPDATE SET "clsInsAusente" = excluded."clsInsAusente"`);
}
