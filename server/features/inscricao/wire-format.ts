import { isoToBrDate } from '../../../src/domain/dates.ts';
import { formatDecimalComma } from '../../../src/domain/decimal.ts';
import { ENROLMENT_FIELDS } from '../../../src/domain/enrolment-fields.ts';
import type { Inscricao, Processo } from './repository.ts';

const tf = (b: boolean | null | undefined): 'T' | 'F' => (b ? 'T' : 'F');

/** An enrolment's form fields in wire form (T/F, dd/mm/yyyy, decimal comma), as the form sends them back. */
export function enrolmentToWire(i: Inscricao): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  const row = i as unknown as Record<string, unknown>;
  for (const f of ENROLMENT_FIELDS) {
    const v = row[f.name];
    if (f.kind === 'tf') out[f.name] = tf(v as boolean);
    else if (v === null || v === undefined) out[f.name] = null;
    else if (f.kind === 'date') out[f.name] = isoToBrDate(String(v));
    else if (f.kind === 'decimal') out[f.name] = formatDecimalComma(Number(v), 2);
    else if (f.kind === 'money') out[f.name] = formatDecimalComma(Number(v) / 100, 2);
    else out[f.name] = String(v);
  }
  return out;
}

/**
 * What the enrolment form and the entry guard need to know about a process (insProcesso/dadosProcesso): the
 * title a candidate sees, the payment forms, and the deadlines the form counts down to as ISO instants. Not a
 * `prcSeletivo` object (that is src/domain/wire/processo.ts): a screen's facts, with a contract of its own.
 */
export function dadosDoFormulario(p: Processo, now: Date) {
  const vigente = now >= p.prcSltDtInicio && now <= p.prcSltDtFim;
  return {
    prcSltCodigo: p.prcSltCodigo,
    prcSltDescricao: p.prcSltTtlAlternativo || p.prcSltDescricao,
    prcSltVigente: tf(vigente),
    prcSltInsUnica: tf(p.prcSltInsUnica),
    prcSltNmrOpcoes: p.prcSltNmrOpcoes,
    prcSltOpcEditavel: tf(p.prcSltOpcEditavel),
    prcSltPgtBoleto: tf(p.prcSltPgtBoleto),
    prcSltPgtPix: tf(p.prcSltPgtPix),
    prcSltPgtCartao: tf(p.prcSltPgtCartao),
    prcSltIsencaoAberta: tf(Boolean(p.prcSltDtFimIsencao && now <= p.prcSltDtFimIsencao)),
    prcSltDtFimIsencao: p.prcSltDtFimIsencao?.toISOString() ?? null,
    prcSltDtFim: p.prcSltDtFim.toISOString(),
    prcSltDtFimEdicao: (p.prcSltDtFimEdicao ?? p.prcSltDtFim).toISOString(),
    prcSltTxtInsFinal: p.prcSltTxtInsFinal,
    prcSltUrlInformacao: p.prcSltUrlInformacao,
    prcSltCndPersonalizadas: p.prcSltCndPersonalizadas,
  };
}
