import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginar } from '../../http/pagina.ts';
import { inscricaoDaPessoa } from '../../entities/inscricao/inscricao.ts';
import { insProcesso, opcao, prcSeletivo, prcSltInsConvocado } from '../../db/schema/index.ts';
import type { Pesquisa, ResourceDef } from '../../http/pesquisa.ts';

/** prcSltInsConvocado/pesquisa: filterable and sortable properties (everything else is refused). */
export const CONVOCADOS: ResourceDef = {
  fields: {
    prcSltInsCnvCodigo: { column: prcSltInsConvocado.prcSltInsCnvCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    insPrcCodigo: { column: prcSltInsConvocado.insPrcCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    prcSltCodigo: { column: insProcesso.prcSltCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    prcSltInsCnvChamada: { column: prcSltInsConvocado.prcSltInsCnvChamada, type: 'int', ops: ['eq', 'in'], sortable: true },
    prcSltInsCnvSituacao: { column: prcSltInsConvocado.prcSltInsCnvSituacao, type: 'text', ops: ['eq', 'in'], sortable: true },
    prcSltInsCnvDtInicio: { column: prcSltInsConvocado.prcSltInsCnvDtInicio, type: 'timestamp', ops: ['lt', 'le', 'gt', 'ge'], sortable: true },
    prcSltInsCnvDtFim: { column: prcSltInsConvocado.prcSltInsCnvDtFim, type: 'timestamp', ops: ['lt', 'le', 'gt', 'ge'], sortable: true },
  },
  mapOnly: ['prcSltDescricao', 'opcDescricao', 'prcSltInsCnvOrientacao', 'prcSltInsCnvUrl', 'prcSltInsCnvPresencial', 'periodo', 'prazo', 'prazoTexto', 'situacaoTexto'],
  defaultSort: [desc(prcSltInsConvocado.prcSltInsCnvDtInicio), asc(prcSltInsConvocado.prcSltInsCnvChamada)],
  defaultLimit: 100,
  maxLimit: 500,
};

/** The calls of one person's enrolments (never anyone else's: the person is part of the WHERE). */
export function pesquisaConvocados(db: DbOrTx, pssFscCodigo: number, p: Pesquisa) {
  const campos = {
    prcSltInsCnvCodigo: prcSltInsConvocado.prcSltInsCnvCodigo,
    insPrcCodigo: prcSltInsConvocado.insPrcCodigo,
    prcSltCodigo: insProcesso.prcSltCodigo,
    prcSltDescricao: prcSeletivo.prcSltDescricao,
    prcSltInsCnvChamada: prcSltInsConvocado.prcSltInsCnvChamada,
    opcDescricao: opcao.opcDescricao,
    prcSltInsCnvDtInicio: prcSltInsConvocado.prcSltInsCnvDtInicio,
    prcSltInsCnvDtFim: prcSltInsConvocado.prcSltInsCnvDtFim,
    prcSltInsCnvOrientacao: prcSltInsConvocado.prcSltInsCnvOrientacao,
    prcSltInsCnvUrl: prcSltInsConvocado.prcSltInsCnvUrl,
    prcSltInsCnvSituacao: prcSltInsConvocado.prcSltInsCnvSituacao,
    prcSltInsCnvPresencial: prcSltInsConvocado.prcSltInsCnvPresencial,
  };
  return paginar(
    db,
    campos,
    (q) =>
      q
        .from(prcSltInsConvocado)
        .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, prcSltInsConvocado.insPrcCodigo))
        .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
        .leftJoin(opcao, eq(opcao.opcCodigo, prcSltInsConvocado.opcCodigo))
        .where(and(inscricaoDaPessoa(pssFscCodigo), p.where)),
    p,
  );
}
