import { Type, type Static } from 'typebox';
import { formatBrDate, formatBrDateTime } from '../../../src/domain/dates.ts';
import { isCurrent } from '../../../src/domain/enrolment-window.ts';
import { TF } from '../../http/schemas.ts';
import type { ProcessRow } from './repository.ts';

const Str = Type.Union([Type.String(), Type.Null()]);
const Int = Type.Union([Type.Integer(), Type.Null()]);

/**
 * A selection process on the wire (SPEC §3): booleans as 'T'/'F', instants as 'dd/mm/yyyy HH:mm:ss' in
 * São Paulo time, calendar dates as dd/mm/yyyy, and prcSltVigente derived from the enrolment window and
 * the server clock. Bank agreement numbers stay on the server.
 */
export const ProcessWire = Type.Object({
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  prcSltTipo: Type.String(),
  prcSltVigente: TF,
  prcSltTemGrupos: TF,
  prcSltExbEnsalamento: TF,
  prcSltEnsLembrete: Str,
  prcSltInsUnica: TF,
  prcSltNmrOpcoes: Type.Integer(),
  prcSltPgtCartao: TF,
  prcSltPgtBoleto: TF,
  prcSltPgtDebito: TF,
  prcSltPgtPix: TF,
  prcSltOpcEditavel: TF,
  prcSltUrlInformacao: Str,
  prcSltDtInicio: Type.String(),
  prcSltDtFim: Type.String(),
  prcSltDtFimIsencao: Str,
  prcSltDtEmsBoleto: Str,
  prcSltDtVncBoleto: Str,
  prcSltDtFimReimpressao: Str,
  prcSltDtFimEdicao: Str,
  prcSltMncSede: Int,
  prcSltExbResultado: TF,
  prcSltExbAjuda: TF,
  prcSltEnvArquivo: TF,
  prcSltLembrete: Str,
  prcSltCndPersonalizadas: Str,
  prcSltTxtInsFinal: Str,
  prcSltTtlAlternativo: Str,
  prcSltQstAvaliacao: Str,
});
export type ProcessWire = Static<typeof ProcessWire>;

const tf = (b: boolean): 'T' | 'F' => (b ? 'T' : 'F');
const instant = (d: Date | null) => (d ? formatBrDateTime(d) : null);

export function processToWire(p: ProcessRow, now: Date): ProcessWire {
  return {
    prcSltCodigo: p.prcSltCodigo,
    prcSltDescricao: p.prcSltDescricao,
    prcSltTipo: p.prcSltTipo,
    prcSltVigente: tf(isCurrent(p.prcSltDtInicio, p.prcSltDtFim, now)),
    prcSltTemGrupos: tf(p.prcSltTemGrupos),
    prcSltExbEnsalamento: tf(p.prcSltExbEnsalamento),
    prcSltEnsLembrete: p.prcSltEnsLembrete,
    prcSltInsUnica: tf(p.prcSltInsUnica),
    prcSltNmrOpcoes: p.prcSltNmrOpcoes,
    prcSltPgtCartao: tf(p.prcSltPgtCartao),
    prcSltPgtBoleto: tf(p.prcSltPgtBoleto),
    prcSltPgtDebito: tf(p.prcSltPgtDebito),
    prcSltPgtPix: tf(p.prcSltPgtPix),
    prcSltOpcEditavel: tf(p.prcSltOpcEditavel),
    prcSltUrlInformacao: p.prcSltUrlInformacao,
    prcSltDtInicio: formatBrDateTime(p.prcSltDtInicio),
    prcSltDtFim: formatBrDateTime(p.prcSltDtFim),
    prcSltDtFimIsencao: instant(p.prcSltDtFimIsencao),
    prcSltDtEmsBoleto: instant(p.prcSltDtEmsBoleto),
    prcSltDtVncBoleto: p.prcSltDtVncBoleto ? formatBrDate(p.prcSltDtVncBoleto) : null,
    prcSltDtFimReimpressao: instant(p.prcSltDtFimReimpressao),
    prcSltDtFimEdicao: instant(p.prcSltDtFimEdicao),
    prcSltMncSede: p.prcSltMncSede,
    prcSltExbResultado: tf(p.prcSltExbResultado),
    prcSltExbAjuda: tf(p.prcSltExbAjuda),
    prcSltEnvArquivo: tf(p.prcSltEnvArquivo),
    prcSltLembrete: p.prcSltLembrete,
    prcSltCndPersonalizadas: p.prcSltCndPersonalizadas,
    prcSltTxtInsFinal: p.prcSltTxtInsFinal,
    prcSltTtlAlternativo: p.prcSltTtlAlternativo,
    prcSltQstAvaliacao: p.prcSltQstAvaliacao,
  };
}

/** Editing is allowed from the start of enrolment until prcSltDtFimEdicao (or the enrolment end when unset). */
export function editingOpen(p: ProcessRow, now: Date): boolean {
  return isCurrent(p.prcSltDtInicio, p.prcSltDtFimEdicao ?? p.prcSltDtFim, now);
}
