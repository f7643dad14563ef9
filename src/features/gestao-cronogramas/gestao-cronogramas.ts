/**
 * The schedules screen's pure logic: date-time fields typed as 'dd/mm/aaaa hh:mm' (Horário de Brasília) turned into
 * the API's ISO instants (domain/dates.ts reads them), the appeal fee typed with a decimal comma, and the items
 * grouped by schedule type.
 */
import { TIPO_CRONOGRAMA_RECURSO } from '../../domain/cronograma.ts';
import { lerDataHora, quando } from '../../domain/dates.ts';
import { reaisToCents } from '../../domain/money.ts';
import type { CronogramasGestao, ItemCronogramaGestao } from '../../domain/wire/gestao-cronogramas.ts';

/** An ISO instant as the field shows it ('' for none). */
export const paraCampo = (iso: string | null) => quando(iso, '');

/** '30,00' -> 3000; empty -> null (free); anything else is an error. */
export function lerTaxa(texto: string): { centavos: number | null } | { erro: string } {
  if (!texto.trim()) return { centavos: null };
  const c = reaisToCents(texto);
  return c === null || c < 0 ? { erro: 'Taxa do recurso: valor em reais com vírgula, por exemplo 30,00.' } : { centavos: c };
}

/** Cents as the fee field shows them ('' for free). */
export const taxaParaCampo = (c: number | null) => (c === null ? '' : `${Math.floor(c / 100)},${String(c % 100).padStart(2, '0')}`);

/** The items of each type the process uses or may use, types in their order, items in theirs. */
export function porTipo(c: CronogramasGestao) {
  return c.tipos.map((t) => ({ tipo: t, itens: c.itens.filter((i) => i.tblGrlItmCdgPrcSltTpCrn === t.codigo).sort((a, b) => a.prcSltCrnOrdem - b.prcSltCrnOrdem || a.prcSltCrnCodigo - b.prcSltCrnCodigo) }));
}

export interface RascunhoItem {
  prcSltCrnCodigo: number | null;
  tipo: string;
  descricao: string;
  inicio: string;
  fim: string;
  ordem: string;
  recurso: boolean;
  taxa: string;
}

export const rascunhoNovo = (tipo: string): RascunhoItem => ({ prcSltCrnCodigo: null, tipo, descricao: '', inicio: '', fim: '', ordem: '', recurso: false, taxa: '' });

export const rascunhoDe = (i: ItemCronogramaGestao): RascunhoItem => ({
  prcSltCrnCodigo: i.prcSltCrnCodigo,
  tipo: i.tblGrlItmCdgPrcSltTpCrn,
  descricao: i.prcSltCrnDescricao,
  inicio: paraCampo(i.prcSltCrnDtInicio),
  fim: paraCampo(i.prcSltCrnDtFim),
  ordem: String(i.prcSltCrnOrdem),
  recurso: i.recurso,
  taxa: taxaParaCampo(i.prcSltCrnRcrVlr),
});

/** The body of cronogramas/salvar, or the field messages found before sending. */
export function corpoDoItem(prcSltCodigo: number, r: RascunhoItem): { corpo: Record<string, unknown> } | { erros: Record<string, string> } {
  const erros: Record<string, string> = {};
  const ini = lerDataHora(r.inicio, 'Início');
  const fim = lerDataHora(r.fim, 'Fim');
  // The kind is the switch (issue 37): a Reexame item is an appeal window, and only it has a fee.
  const taxa = r.tipo === TIPO_CRONOGRAMA_RECURSO ? lerTaxa(r.taxa) : { centavos: null };
  if ('erro' in ini) erros.prcSltCrnDtInicio = ini.erro;
  if ('erro' in fim) erros.prcSltCrnDtFim = fim.erro;
  if ('erro' in taxa) erros.prcSltCrnRcrVlr = taxa.erro;
  const ordem = r.ordem.trim();
  if (ordem && !/^\d{1,4}$/.test(ordem)) erros.prcSltCrnOrdem = 'Ordem: um número de 0 a 9999.';
  if (Object.keys(erros).length || 'erro' in ini || 'erro' in fim || 'erro' in taxa) return { erros };
  return {
    corpo: {
      prcSltCodigo,
      prcSltCrnCodigo: r.prcSltCrnCodigo,
      tblGrlItmCdgPrcSltTpCrn: r.tipo,
      prcSltCrnDescricao: r.descricao,
      prcSltCrnDtInicio: ini.iso,
      prcSltCrnDtFim: fim.iso,
      prcSltCrnOrdem: ordem ? Number(ordem) : null,
      prcSltCrnRcrVlr: taxa.centavos,
    },
  };
}
