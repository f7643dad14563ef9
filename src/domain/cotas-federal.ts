/**
 * The federal preset (issue 36 items 1 and 3): the reserved-seat categories of Lei 12.711/2012 as amended by
 * Lei 14.723/2023, regulated by Decreto 7.824/2012 as amended by Decreto 11.781/2023, and the seats per option
 * computed from an option's total and the state's shares that staff enter. Pure.
 *
 * The law, as this module reads it:
 * - Lei 12.711, art. 1º: at least 50% of the seats of each course and shift go to students who did all of secondary
 *   school in public schools; parágrafo único (Lei 14.723/2023): half of those to students from families with income
 *   per capita equal to or below 1 (one) minimum wage (it was 1.5 before 2023).
 * - Lei 12.711, art. 3º: within each of those groups, seats for self-declared pretos, pardos and indígenas (PPI),
 *   quilombolas and persons with disabilities (PcD) at least in the proportion of each in the state's population
 *   (IBGE, last census). The Sisu codes since 2024 name the eight lists: LB_* (income), LI_* (any income).
 * - Decreto 7.824, art. 2º, §1º (Decreto 11.781/2023), and Lei 12.711, art. 3º, §1º (Lei 14.723/2023), in the same
 *   words: unfilled reserved seats go first to the PPI, quilombola and PcD candidates and then to the other
 *   public-school students; §2º of both: every candidate competes in AC first (the ranking module does that).
 */
import { AMPLA } from './classificacao-regras.ts';
import type { CategoriaDeclarada, ConfiguracaoCotas, TipoVerificacao } from './cotas.ts';

type Grupo = 'LB' | 'LI';
type Recorte = 'PPI' | 'Q' | 'PCD' | 'EP';
const ESPECIFICOS: Recorte[] = ['PPI', 'Q', 'PCD'];

const NOME: Record<Recorte, string> = {
  PPI: 'autodeclarados pretos, pardos ou indígenas',
  Q: 'autodeclarados quilombolas',
  PCD: 'pessoas com deficiência',
  EP: 'demais estudantes',
};
const DECLARA: Record<Recorte, Pick<CategoriaDeclarada, 'todas' | 'algumaDe'>> = {
  PPI: { todas: [], algumaDe: ['PRETO_PARDO', 'INDIGENA'] },
  Q: { todas: ['QUILOMBOLA'], algumaDe: [] },
  PCD: { todas: ['DEFICIENCIA'], algumaDe: [] },
  EP: { todas: [], algumaDe: [] },
};

const codigo = (g: Grupo, r: Recorte) => `${g}_${r}`;
const outro = (g: Grupo): Grupo => (g === 'LB' ? 'LI' : 'LB');

/**
 * The ordered destinations of a category's unfilled seats (Decreto 7.824, art. 2º, §1º as amended): a PPI, Q or PcD
 * list's leftover goes first to the other PPI/Q/PcD lists of its income group, then to those of the other group,
 * then to the public-school lists (the income group LB_EP first, then LI_EP), and only at the end to AC. A
 * public-school list's leftover goes to the other public-school list, then to AC.
 */
export function destinosFederais(g: Grupo, r: Recorte): string[] {
  if (r === 'EP') return [codigo(outro(g), 'EP'), AMPLA];
  const especificos = [...ESPECIFICOS.filter((x) => x !== r).map((x) => codigo(g, x)), ...ESPECIFICOS.map((x) => codigo(outro(g), x))];
  return [...especificos, 'LB_EP', 'LI_EP', AMPLA].filter((d) => d !== codigo(g, r));
}

/** The eight categories, most restrictive first (the order the ranking fills them). */
export function categoriasFederais(): CategoriaDeclarada[] {
  const out: CategoriaDeclarada[] = [];
  for (const g of ['LB', 'LI'] as Grupo[]) {
    for (const r of [...ESPECIFICOS, 'EP'] as Recorte[]) {
      const renda = g === 'LB' ? ['RENDA'] : [];
      const nome = `Escola pública${g === 'LB' ? ', renda per capita até 1 salário mínimo' : ', qualquer renda'}: ${NOME[r]}`;
      out.push({ codigo: codigo(g, r), nome, todas: ['ESCOLA_PUBLICA', ...renda, ...DECLARA[r].todas], algumaDe: DECLARA[r].algumaDe, destinos: destinosFederais(g, r) });
    }
  }
  return out;
}

/** What the federal preset checks, and how (Decreto 7.824 as amended by Decreto 11.781/2023; the edital names the commissions). */
export const VERIFICACOES_FEDERAIS: Record<string, TipoVerificacao> = {
  ESCOLA_PUBLICA: 'ESCOLAR',
  RENDA: 'RENDA',
  PRETO_PARDO: 'HETEROIDENTIFICACAO',
  INDIGENA: 'DOCUMENTAL',
  QUILOMBOLA: 'DOCUMENTAL',
  DEFICIENCIA: 'MULTIPROFISSIONAL',
};

/** The federal preset's configuration; salarioMinimo in centavos (the year's value, typed by staff). */
export function configuracaoFederal(salarioMinimo: number, percentuais: { ppi: number; quilombola: number; pcd: number }): ConfiguracaoCotas {
  return {
    modelo: 'federal',
    categorias: categoriasFederais(),
    verificacoes: { ...VERIFICACOES_FEDERAIS },
    rendaLimite: salarioMinimo,
    naoConfirmado: 'ampla',
    prazoRecursoDias: 3,
    percentuais,
    ajustes: [],
  };
}

/** A cell of the seats preview, with the computation a reader can check. */
export interface VagaCalculada {
  lista: string;
  vagas: number;
  conta: string;
}

const arredondaParaCima = (x: number) => Math.ceil(x - 1e-9);
const pct = (p: number) => `${String(p).replace('.', ',')}%`;

/**
 * The seats of one option under the federal preset. The rounding rule — every percentage applied in turn, from the
 * whole down, and each fraction rounded UP to the next whole seat ("número inteiro imediatamente superior") — is the
 * procedure of Portaria Normativa MEC nº 18/2012, art. 10 (as amended: "o número mínimo de vagas reservadas ... será
 * ... calculado de acordo com o seguinte procedimento"), which details Lei 12.711 art. 1º and 3º and Decreto 7.824
 * art. 2º (caput, I and II: each share "no mínimo"): rounding up keeps each reserve at least the legal share.
 *   1. EP = ⌈total × 50%⌉ (art. 1º); AC = total − EP.
 *   2. LB = ⌈EP × 50%⌉ (art. 1º parágrafo único); LI = EP − LB.
 *   3. In each of LB and LI: PPI = ⌈g × %PPI⌉, Q = ⌈g × %Q⌉, PcD = ⌈g × %PcD⌉ (art. 3º), taken in that order while
 *      seats remain in the group (a small group cannot give more than it has); *_EP gets what is left.
 */
export function vagasFederais(total: number, p: { ppi: number; quilombola: number; pcd: number }): VagaCalculada[] {
  const ep = arredondaParaCima(total * 0.5);
  const lb = arredondaParaCima(ep * 0.5);
  const grupos: [Grupo, number, string][] = [
    ['LB', lb, `⌈${ep} × 50%⌉ = ${lb}`],
    ['LI', ep - lb, `${ep} − ${lb} = ${ep - lb}`],
  ];
  const out: VagaCalculada[] = [{ lista: AMPLA, vagas: total - ep, conta: `${total} − ⌈${total} × 50%⌉ = ${total} − ${ep} = ${total - ep}` }];
  for (const [g, n, contaGrupo] of grupos) {
    let resta = n;
    for (const [r, perc] of [['PPI', p.ppi], ['Q', p.quilombola], ['PCD', p.pcd]] as [Recorte, number][]) {
      const calc = arredondaParaCima((n * perc) / 100);
      const v = Math.min(calc, resta);
      resta -= v;
      out.push({ lista: codigo(g, r), vagas: v, conta: `⌈${n} × ${pct(perc)}⌉ = ${calc}${v < calc ? ` (só restavam ${v} no grupo)` : ''}` });
    }
    out.push({ lista: codigo(g, 'EP'), vagas: resta, conta: `${g} (${contaGrupo}) menos as vagas acima = ${resta}` });
  }
  return out;
}
