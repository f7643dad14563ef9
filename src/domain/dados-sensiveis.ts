/**
 * Personal data of health and disability, race and income (LGPD's "dados sensíveis"), decided in ONE place: the
 * back office shows these fields of an enrolment or a person only to the roles that need them (Gestor do
 * processo and Administrador, within their processes); Atendimento and Leitura see RESTRITO in their place.
 * The API masks before it answers (the values never reach a browser that may not show them), and the enrolment
 * history and audit snapshots are masked with the same list.
 */

/** What a masked value reads. */
export const RESTRITO = 'restrito';

/** Enrolment fields (ins_processo, SPEC §3) that reveal health or disability, race or income. */
export const CAMPOS_SENSIVEIS_INSCRICAO = [
  // race and ethnicity, and the quota they claim
  'insPrcCotista',
  'insPrcAfrodescendente',
  'insPrcIndigena',
  'insPrcQuilombola',
  // health and disability, and the special conditions they ask for
  'insPrcDeficiente',
  'insPrcAprSurdez',
  'insPrcNcsTmpAdicional',
  'insPrcBncEspecial',
  'insPrcBncEspJustificativa',
  'insPrcAtnEspecializado',
  'insPrcAtnEspJustificativa',
  'insPrcCrtSUS',
  // income, and the social-programme number that implies it
  'insPrcVlrRenda',
  'insPrcQtdFamilia',
  'insPrcNIS',
] as const;

/** The enrolment's lists that are sensitive as a whole: the support conditions asked for (health). */
export const LISTAS_SENSIVEIS_INSCRICAO = ['cndApoio'] as const;

/** Person fields (pss_fisica) of the same kinds: colour/race and health. */
export const CAMPOS_SENSIVEIS_PESSOA = ['pssFscCorRaca', 'pssFscGrpSanguineo', 'pssFscFatorRh', 'pssFscDoador'] as const;

const SENSIVEIS: ReadonlySet<string> = new Set<string>([...CAMPOS_SENSIVEIS_INSCRICAO, ...LISTAS_SENSIVEIS_INSCRICAO, ...CAMPOS_SENSIVEIS_PESSOA]);

export const campoSensivel = (nome: string): boolean => SENSIVEIS.has(nome);

/** The roles that see sensitive data (within the processes they hold the role for). */
export const PAPEIS_COM_DADOS_SENSIVEIS = ['ADMINISTRADOR', 'GESTOR'] as const;

/** True when the roles show sensitive data of an enrolment of `prcSltCodigo`. A role for every process has prcSltCodigo null. */
export function veDadosSensiveis(papeis: readonly { papel: string; prcSltCodigo: number | null }[], prcSltCodigo: number): boolean {
  return papeis.some((p) => (PAPEIS_COM_DADOS_SENSIVEIS as readonly string[]).includes(p.papel) && (p.prcSltCodigo === null || p.prcSltCodigo === prcSltCodigo));
}

/**
 * A copy of `valor` with every sensitive field (at any depth: snapshots nest the lists, audit rows nest before
 * and after) replaced by RESTRITO, whatever its value: an empty income or a "no" to disability says as much as
 * a "yes". A field that is absent stays absent.
 */
export function mascarar<T>(valor: T): T {
  if (Array.isArray(valor)) return valor.map((v) => mascarar(v)) as T;
  if (valor === null || typeof valor !== 'object') return valor;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(valor as Record<string, unknown>)) out[k] = SENSIVEIS.has(k) && v !== undefined ? RESTRITO : mascarar(v);
  return out as T;
}
