/** A kept return-file report as the back office shows it: the import's totals and each line in words. */
import { feeText } from '../../../src/domain/money.ts';
import type { LinhaRetornoGestao, RetornoResumo } from '../../../src/domain/wire/gestao-pagamentos.ts';
import type { pgtRetornoLinha, TipoLinhaRetorno } from '../../db/schema/index.ts';
import type { retorno } from './repository.ts';

export const TIPO_LINHA: Record<TipoLinhaRetorno, string> = {
  PAGO: 'Pago',
  JA_PAGO: 'Já estava pago',
  OUTRA: 'Não é pagamento',
  MALFORMADA: 'Linha ilegível',
  DESCONHECIDO: 'Boleto desconhecido',
  VALOR: 'Valor divergente',
  VENCIMENTO: 'Vencimento divergente',
  FORMA: 'Não é boleto',
  REPETIDO: 'Repetido no arquivo',
  BANCO: 'Banco diferente',
};

export function resumoParaGestao(r: NonNullable<Awaited<ReturnType<typeof retorno>>>): RetornoResumo {
  return {
    retCodigo: r.retCodigo,
    arquivo: r.arquivo,
    formato: r.formato,
    banco: r.banco,
    em: r.em.toISOString(),
    autorNome: r.autorNome,
    aplicado: r.aplicado,
    pagos: r.pagos,
    jaPagos: r.jaPagos,
    rejeitados: r.rejeitados,
    outras: r.outras,
    valorPago: r.valorPago,
    valorPagoTexto: feeText(r.valorPago),
    mesmoArquivoDe: r.mesmoArquivoDe === null ? null : Number(r.mesmoArquivoDe),
  };
}

export function linhaParaGestao(l: typeof pgtRetornoLinha.$inferSelect): LinhaRetornoGestao {
  return {
    linha: l.retLnhLinha,
    tipo: l.retLnhTipo,
    tipoTexto: TIPO_LINHA[l.retLnhTipo],
    nossoNumero: l.retLnhNossoNumero,
    ocorrencia: l.retLnhOcorrencia,
    insPrcCodigo: l.insPrcCodigo,
    prcSltCodigo: l.prcSltCodigo,
    valor: l.retLnhValor,
    valorTexto: l.retLnhValor === null ? null : feeText(l.retLnhValor),
    valorEsperado: l.retLnhValorEsperado,
    valorEsperadoTexto: l.retLnhValorEsperado === null ? null : feeText(l.retLnhValorEsperado),
    motivo: l.retLnhMotivo,
  };
}
