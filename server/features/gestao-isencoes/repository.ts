/**
 * The exemption queue's reads: a process's requests (pending, granted or refused) with the candidate's name,
 * reason and documents, the counts per situation, and one document to download.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { nomeContem } from '../../entities/pessoa/pessoa.ts';
import { insPrcIsencao, insPrcIsnAnexo, insPrcIsnPedido, insProcesso, opcao, prcSltOpcao, pssFisica } from '../../db/schema/index.ts';
import { paginar } from '../../http/pagina.ts';
import type { SituacaoFilaIsencao } from '../../../src/domain/wire/gestao-isencoes.ts';

const situacaoEm: Record<SituacaoFilaIsencao, SQL> = {
  pendente: isNull(insPrcIsencao.insPrcCodigo),
  deferida: eq(insPrcIsencao.insPrcIsnSituacao, 'DEFERIDA'),
  indeferida: eq(insPrcIsencao.insPrcIsnSituacao, 'INDEFERIDA'),
};

function filtro(prcSltCodigo: number, situacao: SituacaoFilaIsencao, busca: string | undefined): SQL {
  const c = [eq(insProcesso.prcSltCodigo, prcSltCodigo), eq(insProcesso.insPrcSlcIsencao, true), situacaoEm[situacao]];
  const termo = busca?.trim();
  if (termo) {
    const nome = nomeContem(termo);
    c.push(/^\d{1,9}$/.test(termo) ? or(eq(insProcesso.insPrcCodigo, Number(termo)), nome)! : nome);
  }
  return and(...c)!;
}

const CAMPOS = {
  insPrcCodigo: insProcesso.insPrcCodigo,
  pssFscNome: pssFisica.pssFscNome,
  insCancelada: insProcesso.insCancelada,
  taxa: sql<number | null>`(SELECT max(o."opcVlrInscricao") FROM ${prcSltOpcao} so JOIN ${opcao} o ON o."opcCodigo" = so."opcCodigo" WHERE so."insPrcCodigo" = ${insProcesso.insPrcCodigo})`,
  solicitadaEm: insPrcIsnPedido.insPrcIsnPddEm,
  justificativa: insPrcIsnPedido.insPrcIsnPddJustificativa,
  situacao: insPrcIsencao.insPrcIsnSituacao,
  observacao: insPrcIsencao.insPrcIsnObservacao,
  decididaEm: insPrcIsencao.insPrcIsnDecididoEm,
};

/** One page of the queue: pending ones oldest first (first asked, first decided), decided ones newest decision first. */
export async function filaIsencoes(db: DbOrTx, prcSltCodigo: number, q: { situacao: SituacaoFilaIsencao; busca?: string; start: number; limit: number }) {
  const onde = filtro(prcSltCodigo, q.situacao, q.busca);
  const ordem = q.situacao === 'pendente' ? [asc(insPrcIsnPedido.insPrcIsnPddEm), asc(insProcesso.insPrcCodigo)] : [desc(insPrcIsencao.insPrcIsnDecididoEm), asc(insProcesso.insPrcCodigo)];
  const { rows, total } = await paginar(
    db,
    CAMPOS,
    (s) =>
      s
        .from(insProcesso)
        .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
        .leftJoin(insPrcIsencao, eq(insPrcIsencao.insPrcCodigo, insProcesso.insPrcCodigo))
        .leftJoin(insPrcIsnPedido, eq(insPrcIsnPedido.insPrcCodigo, insProcesso.insPrcCodigo))
        .where(onde),
    { orderBy: ordem, offset: q.start, limit: q.limit },
  );
  const codigos = rows.map((r) => r.insPrcCodigo);
  const docs = codigos.length
    ? await db
        .select({ insPrcIsnAnxCodigo: insPrcIsnAnexo.insPrcIsnAnxCodigo, insPrcCodigo: insPrcIsnAnexo.insPrcCodigo, nome: insPrcIsnAnexo.insPrcIsnAnxNome, tipo: insPrcIsnAnexo.insPrcIsnAnxTipo, tamanho: insPrcIsnAnexo.insPrcIsnAnxTamanho })
        .from(insPrcIsnAnexo)
        .where(inArray(insPrcIsnAnexo.insPrcCodigo, codigos))
        .orderBy(asc(insPrcIsnAnexo.insPrcIsnAnxCodigo))
    : [];
  return { rows: rows.map((r) => ({ ...r, taxa: r.taxa === null ? null : Number(r.taxa), documentos: docs.filter((d) => d.insPrcCodigo === r.insPrcCodigo) })), total };
}

/** How many requests of the process are pending, granted and refused. */
export async function contagemIsencoes(db: DbOrTx, prcSltCodigo: number) {
  const [r] = await db
    .select({
      pendente: sql<number>`count(*) FILTER (WHERE ${insPrcIsencao.insPrcCodigo} IS NULL)::int`,
      deferida: sql<number>`count(*) FILTER (WHERE ${insPrcIsencao.insPrcIsnSituacao} = 'DEFERIDA')::int`,
      indeferida: sql<number>`count(*) FILTER (WHERE ${insPrcIsencao.insPrcIsnSituacao} = 'INDEFERIDA')::int`,
    })
    .from(insProcesso)
    .leftJoin(insPrcIsencao, eq(insPrcIsencao.insPrcCodigo, insProcesso.insPrcCodigo))
    .where(and(eq(insProcesso.prcSltCodigo, prcSltCodigo), eq(insProcesso.insPrcSlcIsencao, true)));
  return { pendente: Number(r.pendente), deferida: Number(r.deferida), indeferida: Number(r.indeferida) };
}

/** The process of a document's enrolment (the download route's scope), or null. */
export async function processoDoDocumento(db: DbOrTx, insPrcIsnAnxCodigo: number): Promise<number | null> {
  const [r] = await db
    .select({ prc: insProcesso.prcSltCodigo })
    .from(insPrcIsnAnexo)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcIsnAnexo.insPrcCodigo))
    .where(eq(insPrcIsnAnexo.insPrcIsnAnxCodigo, insPrcIsnAnxCodigo));
  return r?.prc ?? null;
}

export async function documento(db: DbOrTx, insPrcIsnAnxCodigo: number) {
  const [r] = await db
    .select({ nome: insPrcIsnAnexo.insPrcIsnAnxNome, tipo: insPrcIsnAnexo.insPrcIsnAnxTipo, dados: insPrcIsnAnexo.insPrcIsnAnxConteudo })
    .from(insPrcIsnAnexo)
    .where(eq(insPrcIsnAnexo.insPrcIsnAnxCodigo, insPrcIsnAnxCodigo));
  return r ?? null;
}
