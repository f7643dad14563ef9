/**
 * Schedule items (cronogramas): which one has passed, which is going on, which comes next.
 * Shared by the API (it marks the items against its clock), the print report and the screens.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { SAO_PAULO_TZ } from './dates.ts';

export type MarcaCronograma = 'ENCERRADO' | 'ATUAL' | 'PROXIMO' | 'FUTURO' | 'A_DEFINIR';

export const TEXTO_MARCA: Record<MarcaCronograma, string> = {
  ENCERRADO: 'Encerrado',
  ATUAL: 'Em andamento',
  PROXIMO: 'Próxima etapa',
  FUTURO: 'Previsto',
  A_DEFINIR: 'A definir',
};

/** One schedule item as the API marks it (prcSltCronograma/pesquisa): what the schedule screens show. */
export interface ItemCronograma {
  prcSltCrnCodigo: number;
  prcSltCrnDescricao: string;
  prcSltCrnPeriodo: string;
  situacao: MarcaCronograma | string;
  situacaoTexto: string;
}

export interface PeriodoItem {
  inicio: Date | null;
  fim: Date | null;
}

/**
 * Marks each item: an item with one date only is a single moment; an item without dates is
 * 'A_DEFINIR'. Among the items not yet started, the ones with the earliest start are 'PROXIMO'
 * (several may share it), the rest 'FUTURO'. "Now" is a parameter: the caller owns the clock.
 */
export function marcarCronograma(itens: PeriodoItem[], now: Date): MarcaCronograma[] {
  const t = now.getTime();
  const bounds = itens.map((i) => {
    const ini = i.inicio ?? i.fim;
    const fim = i.fim ?? i.inicio;
    return ini && fim ? { ini: ini.getTime(), fim: fim.getTime() } : null;
  });
  const futuros = bounds.filter((b): b is { ini: number; fim: number } => !!b && b.ini > t).map((b) => b.ini);
  const proximo = futuros.length ? Math.min(...futuros) : null;
  return bounds.map((b) => {
    if (!b) return 'A_DEFINIR';
    if (b.fim < t) return 'ENCERRADO';
    if (b.ini <= t) return 'ATUAL';
    return b.ini === proximo ? 'PROXIMO' : 'FUTURO';
  });
}

const dia = (d: Date) => format(d, 'dd/MM/yyyy', { in: tz(SAO_PAULO_TZ) });
const hora = (d: Date) => format(d, 'HH:mm', { in: tz(SAO_PAULO_TZ) });

/** '06/12/2026', '12/11/2026 a 12/12/2026' or 'A definir' (São Paulo days). */
export function periodoTexto(i: PeriodoItem): string {
  const ini = i.inicio ?? i.fim;
  const fim = i.fim ?? i.inicio;
  if (!ini || !fim) return 'A definir';
  return dia(ini) === dia(fim) ? dia(ini) : `${dia(ini)} a ${dia(fim)}`;
}

/** 'de 12/11/2026 08:00 até 14/11/2026 23:59' (Horário de Brasília): for windows where the hour matters. */
export function janelaTexto(inicio: Date, fim: Date): string {
  return `de ${dia(inicio)} ${hora(inicio)} até ${dia(fim)} ${hora(fim)}`;
}

/** Schedule type code of the fee-refund timetable (tbl_grl_item 'PrcSltTpCrn'): its screen is cronograma-devolucao. */
export const TIPO_CRONOGRAMA_DEVOLUCAO = '2';

/** Schedule type code of the process's main timetable (tbl_grl_item 'PrcSltTpCrn' '1'). */
export const TIPO_CRONOGRAMA_PROCESSO = '1';

/**
 * Schedule type code of appeal windows (tbl_grl_item 'PrcSltTpCrn' '3', "Reexame"): an item of this kind IS an appeal
 * window — candidates appeal between its start and end (issue 37: one concept, one switch; no separate box).
 */
export const TIPO_CRONOGRAMA_RECURSO = '3';
