/** A process as the staff screens read it: the edit form's fields and the head of every process screen. */
import type { ResumoProcessoGestao } from '../../../src/domain/wire/gestao.ts';
import type { ProcessoEdicao, PublicacaoProcesso } from '../../../src/domain/wire/gestao-processos.ts';
import { situacaoDoProcesso } from '../../../src/domain/processo-situacao.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Processo } from '../../entities/processo/processo.ts';
import { municipioGestao } from '../../entities/prova/municipio.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const situacao = (p: Processo, now: Date) =>
  situacaoDoProcesso({ publicado: p.prcSltPublicado, arquivado: p.prcSltArquivado, inicio: p.prcSltDtInicio, fim: p.prcSltDtFim }, now);

export async function processoParaEdicao(db: DbOrTx, p: Processo): Promise<ProcessoEdicao> {
  return {
    ...p,
    prcSltDtInicio: p.prcSltDtInicio.toISOString(),
    prcSltDtFim: p.prcSltDtFim.toISOString(),
    prcSltDtFimIsencao: iso(p.prcSltDtFimIsencao),
    prcSltDtEmsBoleto: iso(p.prcSltDtEmsBoleto),
    prcSltDtFimReimpressao: iso(p.prcSltDtFimReimpressao),
    prcSltDtFimEdicao: iso(p.prcSltDtFimEdicao),
    sede: p.prcSltMncSede === null ? null : await municipioGestao(db, p.prcSltMncSede),
  };
}

export function resumoDoProcesso(p: Processo, inscricoes: number, podeConfigurar: boolean, now: Date): ResumoProcessoGestao {
  return {
    prcSltCodigo: p.prcSltCodigo,
    prcSltDescricao: p.prcSltDescricao,
    prcSltTipo: p.prcSltTipo,
    prcSltDtInicio: p.prcSltDtInicio.toISOString(),
    prcSltDtFim: p.prcSltDtFim.toISOString(),
    prcSltPublicado: p.prcSltPublicado,
    prcSltArquivado: p.prcSltArquivado,
    situacao: situacao(p, now),
    inscricoes,
    podeConfigurar,
  };
}

export function publicacao(p: Processo, now: Date, reconstrucaoPedida: boolean): PublicacaoProcesso {
  return { prcSltCodigo: p.prcSltCodigo, prcSltPublicado: p.prcSltPublicado, prcSltArquivado: p.prcSltArquivado, situacao: situacao(p, now), reconstrucaoPedida };
}
