/**
 * Rules written by hand for the ranking's worked examples (tests/unit/classificacao-remanejamento.test.ts), kept here
 * so the federal preset (issue 36 item 3) can be compared with the same order of destinations.
 */
import { AMPLA, type CategoriaCota, type RegrasClassificacao } from '../../src/domain/classificacao-regras.ts';

/**
 * Lei 12.711/2012, art. 3º, as amended by Lei 14.723/2023: in the public-school reserve, half for a family income
 * per capita up to one minimum wage (LB_*) and half regardless of income (LI_*); in each, pretos, pardos e indígenas
 * (PPI), quilombolas (Q) and persons with disabilities (PCD), the rest to public school only (EP).
 * Destinations by Decreto 7.824/2012, art. 2º, §1, as amended by Decreto 11.781/2023: a PPI / Q / PCD leftover first
 * to the other PPI / Q / PCD categories (the same income group first), then to the public-school categories (the
 * same income group first), and only then to AC (§2); an EP leftover to the other EP, then AC.
 */
export const CATEGORIAS_FEDERAIS_A_MAO: CategoriaCota[] = [
  { codigo: 'LB_PPI', nome: 'Renda até 1 salário mínimo, pretos, pardos e indígenas', destinos: ['LB_Q', 'LB_PCD', 'LI_PPI', 'LI_Q', 'LI_PCD', 'LB_EP', 'LI_EP', AMPLA] },
  { codigo: 'LB_Q', nome: 'Renda até 1 salário mínimo, quilombolas', destinos: ['LB_PPI', 'LB_PCD', 'LI_Q', 'LI_PPI', 'LI_PCD', 'LB_EP', 'LI_EP', AMPLA] },
  { codigo: 'LB_PCD', nome: 'Renda até 1 salário mínimo, pessoas com deficiência', destinos: ['LB_PPI', 'LB_Q', 'LI_PCD', 'LI_PPI', 'LI_Q', 'LB_EP', 'LI_EP', AMPLA] },
  { codigo: 'LB_EP', nome: 'Renda até 1 salário mínimo, escola pública', destinos: ['LI_EP', AMPLA] },
  { codigo: 'LI_PPI', nome: 'Independente da renda, pretos, pardos e indígenas', destinos: ['LI_Q', 'LI_PCD', 'LB_PPI', 'LB_Q', 'LB_PCD', 'LI_EP', 'LB_EP', AMPLA] },
  { codigo: 'LI_Q', nome: 'Independente da renda, quilombolas', destinos: ['LI_PPI', 'LI_PCD', 'LB_Q', 'LB_PPI', 'LB_PCD', 'LI_EP', 'LB_EP', AMPLA] },
  { codigo: 'LI_PCD', nome: 'Independente da renda, pessoas com deficiência', destinos: ['LI_PPI', 'LI_Q', 'LB_PCD', 'LB_PPI', 'LB_Q', 'LI_EP', 'LB_EP', AMPLA] },
  { codigo: 'LI_EP', nome: 'Independente da renda, escola pública', destinos: ['LB_EP', AMPLA] },
];

/** One exam, weight 1, nobody eliminated, ties by enrolment: the score alone decides the examples. */
export function regrasSimples(categorias: CategoriaCota[], vagas: Record<string, number>, opcoes: number[] = [1], over: Partial<RegrasClassificacao> = {}): RegrasClassificacao {
  return {
    categorias,
    vagas: opcoes.flatMap((opcao) => Object.entries(vagas).map(([lista, n]) => ({ opcao, lista, vagas: n }))),
    pesos: [{ prova: 1, peso: 1 }],
    eliminacao: { ausente: false, zeroEm: [], minimoTotal: null },
    desempate: [],
    dataReferencia: '2026-01-31',
    ...over,
  };
}
