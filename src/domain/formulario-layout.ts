/**
 * Where each configurable field of the enrolment form appears to the candidate: its group, its place in the group
 * and the label it has when the process gives no alternative name. The candidate's form (features/inscricao) draws
 * the scalar fields in ENROLMENT_FIELDS order and then the list fields; the back office's form screen lists the
 * same fields in the same groups and order, so what staff configure is read where the candidate meets it.
 */
import { ENROLMENT_FIELDS, FIELD_BY_NAME, LIST_FIELDS, type FieldKind } from './inscricao-campos.ts';
import { CAMPO_PESSOA_POR_NOME, CAMPOS_PESSOA } from './pessoa-campos.ts';

export type GrupoFormulario = 'pessoa' | 'dadosPessoais' | 'localProva' | 'complementares' | 'pagamento' | 'listas' | 'outros';

/** The groups in the order the candidate meets them, with the names the back office shows. */
export const GRUPOS_FORMULARIO: readonly { grupo: GrupoFormulario; nome: string }[] = [
  { grupo: 'pessoa', nome: 'Dados pessoais (cadastro da pessoa)' },
  { grupo: 'dadosPessoais', nome: 'Situação pessoal' },
  { grupo: 'localProva', nome: 'Prova' },
  { grupo: 'complementares', nome: 'Dados complementares' },
  { grupo: 'pagamento', nome: 'Isenção e termos' },
  { grupo: 'listas', nome: 'Listas de escolha' },
  { grupo: 'outros', nome: 'Outros campos do catálogo' },
];

/** The list fields in the order the candidate's form draws them (ListasStep). */
const ORDEM_LISTAS: readonly (keyof typeof LIST_FIELDS)[] = ['locaisDesejados', 'cndApoio', 'arConhecimentos', 'tpInstituicoes'];

/** How the preview draws a field: the candidate form's kinds, plus a list of checkboxes. */
export type TipoDeCampo = FieldKind | 'lista' | 'outro';

export interface PosicaoDoCampo {
  grupo: GrupoFormulario;
  /** The order within the whole form (groups follow each other, so it also orders the groups). */
  ordem: number;
  /** The candidate's label when no alternative name is given. */
  rotulo: string;
  tipo: TipoDeCampo;
  /** False for a catalogue field this form does not draw (configuring it changes nothing for the candidate). */
  noFormulario: boolean;
}

const GRUPO_DO_PASSO: Record<string, GrupoFormulario> = { dadosPessoais: 'dadosPessoais', localProva: 'localProva', complementares: 'complementares', pagamento: 'pagamento' };
const ORDEM_GRUPO = new Map(GRUPOS_FORMULARIO.map((g, i) => [g.grupo, i]));

/**
 * The place of a catalogue field (prc_slt_frm_campo) on the candidate's form, by its wire name; `descricao` is the
 * catalogue's own description, the label of a field the form does not know.
 */
export function posicaoDoCampo(nome: string, descricao: string): PosicaoDoCampo {
  // SPEC §3 person fields (pessoa-campos.ts): on the form's first step, after the always-asked personal data
  const p = CAMPO_PESSOA_POR_NOME[nome];
  if (p) return { grupo: 'pessoa', ordem: ORDEM_GRUPO.get('pessoa')! * 1000 + CAMPOS_PESSOA.indexOf(p), rotulo: p.label, tipo: p.kind === 'municipio' || p.kind === 'banco' ? 'lookup' : p.kind, noFormulario: true };
  const f = FIELD_BY_NAME[nome];
  // The payment form is chosen in the payment box, which the fees decide, not the configuration.
  if (f && nome !== 'insPrcFrmPagamento') {
    const grupo = GRUPO_DO_PASSO[f.step] ?? 'outros';
    return { grupo, ordem: ORDEM_GRUPO.get(grupo)! * 1000 + ENROLMENT_FIELDS.indexOf(f), rotulo: f.label, tipo: f.kind, noFormulario: true };
  }
  const lista = ORDEM_LISTAS.indexOf(nome as keyof typeof LIST_FIELDS);
  if (lista >= 0) return { grupo: 'listas', ordem: ORDEM_GRUPO.get('listas')! * 1000 + lista, rotulo: LIST_FIELDS[nome as keyof typeof LIST_FIELDS], tipo: 'lista', noFormulario: true };
  return { grupo: 'outros', ordem: ORDEM_GRUPO.get('outros')! * 1000, rotulo: descricao, tipo: 'outro', noFormulario: false };
}

/** The texts a field's configuration is checked against: the same limits on the screen and in the API. */
export const AJUDA_MAX = 1000;
export const NOME_ALTERNATIVO_MAX = 200;

export interface ConfiguracaoEditada {
  exibir: boolean;
  obrigatorio: boolean;
  ajuda: string | null;
  ajudaOculta: boolean;
  nomeAlternativo: string | null;
}

/**
 * The messages of one field's configuration, keyed 'obrigatorio', 'ajuda', 'ajudaOculta', 'nomeAlternativo' (empty
 * when it is right). `rotulo` names the field in the messages.
 */
export function errosDaConfiguracao(c: ConfiguracaoEditada, rotulo: string): Record<string, string> {
  const erros: Record<string, string> = {};
  if (c.obrigatorio && !c.exibir) erros.obrigatorio = `${rotulo}: um campo obrigatório precisa ser exibido.`;
  if ((c.ajuda ?? '').length > AJUDA_MAX) erros.ajuda = `${rotulo}: o texto de ajuda pode ter até ${AJUDA_MAX} caracteres.`;
  if (c.ajudaOculta && !(c.ajuda ?? '').trim()) erros.ajudaOculta = `${rotulo}: escreva o texto de ajuda para mostrá-lo atrás do ícone.`;
  if ((c.nomeAlternativo ?? '').length > NOME_ALTERNATIVO_MAX) erros.nomeAlternativo = `${rotulo}: o nome alternativo pode ter até ${NOME_ALTERNATIVO_MAX} caracteres.`;
  return erros;
}

/** Blank texts are no text: the candidate's form treats '' and null alike, so the database keeps null. */
export function normalizarConfiguracao(c: ConfiguracaoEditada): ConfiguracaoEditada {
  const texto = (s: string | null) => (s?.trim() ? s.trim() : null);
  return { exibir: c.exibir, obrigatorio: c.obrigatorio, ajuda: texto(c.ajuda), ajudaOculta: c.ajudaOculta, nomeAlternativo: texto(c.nomeAlternativo) };
}
