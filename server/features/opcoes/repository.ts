import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginar, type Pagina } from '../../http/pagina.ts';
import type { ResourceDef } from '../../http/pesquisa.ts';
import { OPTION_CHILDREN_LIMIT } from '../../../src/domain/constants.ts';
import { writeSnapshot } from '../../entities/inscricao/inscricao.ts';
import { opcao, prcSltOpcao, tipoOpcao } from '../../db/schema/index.ts';

/** Options of a process (opcao/pesquisa): the pesquisa whitelist decides filter, sort and paging. */
export function searchOptions(db: DbOrTx, p: Pagina & { where?: SQL }) {
  const campos = {
    opcCodigo: opcao.opcCodigo,
    opcDescricao: opcao.opcDescricao,
    opcCdgPai: opcao.opcCdgPai,
    prcSltCodigo: opcao.prcSltCodigo,
    opcVlrInscricao: opcao.opcVlrInscricao,
    opcAjuda: opcao.opcAjuda,
    opcOpcFinal: opcao.opcOpcFinal,
    opcPgtCartao: opcao.opcPgtCartao,
    opcPgtPix: opcao.opcPgtPix,
    opcPgtBoleto: opcao.opcPgtBoleto,
    tpOpcCodigo: tipoOpcao.tpOpcCodigo,
    tpOpcDescricao: tipoOpcao.tpOpcDescricao,
  };
  const ordem = [...(p.orderBy.length ? p.orderBy : [asc(opcao.opcDescricao)]), asc(opcao.opcCodigo)];
  return paginar(db, campos, (q) => q.from(opcao).innerJoin(tipoOpcao, eq(tipoOpcao.tpOpcCodigo, opcao.tpOpcCodigo)).where(p.where), { ...p, orderBy: ordem });
}

export async function enrolmentOptions(db: DbOrTx, insPrcCodigo: number) {
  return db
    .select({ prcSltOpcCodigo: prcSltOpcao.prcSltOpcCodigo, insPrcCodigo: prcSltOpcao.insPrcCodigo, opcCodigo: prcSltOpcao.opcCodigo, prcSltOpcOrdem: prcSltOpcao.prcSltOpcOrdem, opcDescricao: opcao.opcDescricao, opcVlrInscricao: opcao.opcVlrInscricao })
    .from(prcSltOpcao)
    .innerJoin(opcao, eq(opcao.opcCodigo, prcSltOpcao.opcCodigo))
    .where(eq(prcSltOpcao.insPrcCodigo, insPrcCodigo))
    .orderBy(asc(prcSltOpcao.prcSltOpcOrdem));
}

export async function finalOptionsOf(db: DbOrTx, prcSltCodigo: number, codes: number[]) {
  if (!codes.length) return [];
  return db
    .select({ opcCodigo: opcao.opcCodigo })
    .from(opcao)
    .where(and(eq(opcao.prcSltCodigo, prcSltCodigo), eq(opcao.opcOpcFinal, true), inArray(opcao.opcCodigo, codes)));
}

/** Every option of a process, to walk a chosen option up to its root. */
export async function processOptionTree(db: DbOrTx, prcSltCodigo: number) {
  return db
    .select({ opcCodigo: opcao.opcCodigo, opcCdgPai: opcao.opcCdgPai, opcDescricao: opcao.opcDescricao, tpOpcDescricao: tipoOpcao.tpOpcDescricao, opcVlrInscricao: opcao.opcVlrInscricao })
    .from(opcao)
    .innerJoin(tipoOpcao, eq(tipoOpcao.tpOpcCodigo, opcao.tpOpcCodigo))
    .where(eq(opcao.prcSltCodigo, prcSltCodigo));
}

/** Audit snapshot of the options change (who, when, what). */
export async function snapshotOptions(db: DbOrTx, insPrcCodigo: number, autor: number, acao: string, now: Date) {
  const opcoes = await enrolmentOptions(db, insPrcCodigo);
  await writeSnapshot(db, { insPrcCodigo, autor, acao, now, dados: { opcoes } });
}

/** What opcao/pesquisa may filter, sort and map by (SPEC §7). */
export const OPCOES: ResourceDef = {
  fields: {
    prcSltCodigo: { column: opcao.prcSltCodigo, type: 'int', ops: ['eq'] },
    opcCdgPai: { column: opcao.opcCdgPai, type: 'int', ops: ['eq', 'isnull'] },
    opcCodigo: { column: opcao.opcCodigo, type: 'int', ops: ['eq', 'in'] },
    opcDescricao: { column: opcao.opcDescricao, type: 'text', ops: ['like'], sortable: true },
    opcOpcFinal: { column: opcao.opcOpcFinal, type: 'tf', ops: ['eq'] },
  },
  mapOnly: ['opcVlrInscricao', 'opcAjuda', 'opcPgtCartao', 'opcPgtPix', 'opcPgtBoleto', 'tpOpcCodigo', 'tpOpcDescricao'],
  defaultLimit: OPTION_CHILDREN_LIMIT,
  maxLimit: OPTION_CHILDREN_LIMIT,
};
