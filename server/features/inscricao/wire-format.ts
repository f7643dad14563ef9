import type { Processo } from './repository.ts';

const tf = (b: boolean | null | undefined): 'T' | 'F' => (b ? 'T' : 'F');

/** The enrolment's form fields in wire form: one mapping, kept with the entity (the back office shows it too). */
export { enrolmentToWire } from '../../entities/inscricao/inscricao.ts';

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
    /** The process takes candidates' files: the confirmation links to the enrolment's documents (issue 27). */
    prcSltEnvArquivo: tf(p.prcSltEnvArquivo),
  };
}
