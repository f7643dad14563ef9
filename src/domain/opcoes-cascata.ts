/**
 * The cascading selects a candidate fills to choose an option (SPEC §2 "Enrolment form"): the roots of the
 * process's option tree, then the children of each chosen option, until a final one. The enrolment form and the
 * back office's candidate-eye preview both draw them from here, so the preview shows what the candidate will see.
 */
import { feeText } from './money.ts';

/** What the cascade needs of an option (the candidate's wire form: flags as 'T'/'F'). */
export interface OpcaoDaCascata {
  opcCodigo: number;
  opcDescricao: string;
  opcVlrInscricao: number | null;
  opcOpcFinal: 'T' | 'F';
  tpOpcDescricao: string;
  opcAjuda?: string | null;
}

/** Where a process's children of `pai` are kept in an option cache (null = the roots). */
export const chaveFilhos = (prcSltCodigo: number, pai: number | null) => `${prcSltCodigo}:${pai ?? 'raiz'}`;

/**
 * The selects one preference shows: the roots, then the children of each chosen code, as far as they are loaded,
 * stopping at a final option or at an option without children.
 */
export function niveisDaCadeia<T extends Pick<OpcaoDaCascata, 'opcOpcFinal'>>(filhos: Record<string, T[]>, opcoes: Record<number, T>, prcSltCodigo: number, chain: number[]): T[][] {
  const raizes = filhos[chaveFilhos(prcSltCodigo, null)];
  if (!raizes) return [];
  const out = [raizes];
  for (const code of chain) {
    if (opcoes[code]?.opcOpcFinal === 'T') break;
    const next = filhos[chaveFilhos(prcSltCodigo, code)];
    if (!next?.length) break;
    out.push(next);
  }
  return out;
}

/** A chain ends in a final option: the next preference may be chosen. */
export const cadeiaCompleta = (chain: number[] | undefined, opcoes: Record<number, Pick<OpcaoDaCascata, 'opcOpcFinal'>>) =>
  Boolean(chain?.length && opcoes[chain[chain.length - 1]]?.opcOpcFinal === 'T');

/** The label of one level's select: "Selecione o {type of its options}". */
export const rotuloDoNivel = (nivel: Pick<OpcaoDaCascata, 'tpOpcDescricao'>[]) => `Selecione o ${nivel[0]?.tpOpcDescricao ?? 'opção'}`;

/** How an option reads in its select: a final one carries its fee ('Isento' when it has none). */
export const textoNaCascata = (o: Pick<OpcaoDaCascata, 'opcDescricao' | 'opcOpcFinal' | 'opcVlrInscricao'>) =>
  o.opcOpcFinal === 'T' ? `${o.opcDescricao} — ${feeText(o.opcVlrInscricao)}` : o.opcDescricao;
