/**
 * Stricto Sensu listing: which tab a programme goes in, decided from its title
 * alone (SPEC §5), and the tabs' order and labels (SPEC §2, §9).
 */
import { foldText } from './text.ts';

export type PosCategoria = 'mestrado' | 'doutorado' | 'especial' | 'posdoutorado';

/** Tab order of the Stricto Sensu screen. */
export const POS_TAB_ORDER: PosCategoria[] = ['mestrado', 'doutorado', 'especial', 'posdoutorado'];

/** Tab labels, exactly as the screen shows them. */
export const POS_TAB_LABELS: Record<PosCategoria, string> = {
  mestrado: 'Aluno Regular - Mestrado',
  doutorado: 'Aluno Regular - Doutorado',
  especial: 'Aluno Especial',
  posdoutorado: 'Pós-Doutorado',
};

/**
 * 'pós-doutorado' as titles really write it once folded: with a hyphen (or an
 * en/em dash pasted from a word processor), a space, or nothing in between.
 */
const POS_DOUTORADO = /pos\s*[-\u2013\u2014]?\s*doutorado/;

/**
 * Order matters: 'especial' wins first (an "Aluno Especial - Doutorado" call is
 * a special-student call), then pós-doutorado before doutorado because the
 * former contains the latter; everything else is a master's programme.
 * Matching is on the folded title, so case and accents do not matter.
 */
export function classifyPostgraduate(title: string): PosCategoria {
  const t = foldText(title);
  if (t.includes('especial')) return 'especial';
  if (POS_DOUTORADO.test(t)) return 'posdoutorado';
  if (t.includes('doutorado')) return 'doutorado';
  return 'mestrado';
}
