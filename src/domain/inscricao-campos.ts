/**
 * The scalar fields of an enrolment (SPEC §3 "Enrolment") as the form and the API see them:
 * wire name, kind (how it is typed and checked, SPEC §5), label, and form step. The lists
 * (options, extra knowledge areas, desired locations, support conditions, institution types)
 * are handled apart. One catalogue, so the browser and the server check a value the same way.
 */

export type FieldKind =
  | 'tf' // 'T' | 'F'
  | 'text'
  | 'longtext'
  | 'date' // dd/mm/yyyy
  | 'decimal' // decimal comma
  | 'money' // reais with decimal comma, stored in centavos
  | 'nis'
  | 'cpf'
  | 'digits' // only digits, exact length `digits`
  | 'year'
  | 'int'
  | 'email'
  | 'lookup' // a code from one of the process's lookups
  | 'choice';

export type Step = 'dadosPessoais' | 'localProva' | 'opcoes' | 'pagamento' | 'complementares';

export interface EnrolmentField {
  name: string;
  kind: FieldKind;
  label: string;
  step: Step;
  /** digits: exact length; text: max length. */
  length?: number;
  /** A justification is accepted only when this flag is 'T' (SPEC §5). */
  flag?: string;
  choices?: readonly string[];
  /** Picked from a searchable list instead of typed (the form shows a type-ahead). */
  picker?: 'instituicao';
}

const f = (name: string, kind: FieldKind, label: string, step: Step, extra: Partial<EnrolmentField> = {}): EnrolmentField => ({
  name,
  kind,
  label,
  step,
  ...extra,
});

/** A degree the candidate holds: its course, institution and year of completion ('insPrc' + prefix + 'Curso', ...). */
const formacao = (prefixo: string, nivel: string, artigo: 'da' | 'do'): EnrolmentField[] => [
  f(`insPrc${prefixo}Curso`, 'text', `Curso de ${nivel}`, 'complementares', { length: 200 }),
  f(`insPrc${prefixo}Instituicao`, 'text', `Instituição ${artigo} ${nivel}`, 'complementares', { length: 200 }),
  f(`insPrc${prefixo}AnoConclusao`, 'year', `Ano de conclusão ${artigo} ${nivel}`, 'complementares'),
];

export const PAYMENT_FORMS = ['BOLETO', 'PIX', 'CARTAO'] as const;
export type PaymentForm = (typeof PAYMENT_FORMS)[number];
export const PAYMENT_LABELS: Record<PaymentForm, string> = { BOLETO: 'Boleto bancário', PIX: 'Pix', CARTAO: 'Cartão de crédito' };

export const ENROLMENT_FIELDS: EnrolmentField[] = [
  // personal situation (dadosPessoais)
  f('insPrcNmSocial', 'text', 'Nome social', 'dadosPessoais', { length: 200 }),
  f('insPrcNIS', 'nis', 'NIS (Número de Identificação Social)', 'dadosPessoais'),
  f('insPrcPisPasep', 'digits', 'PIS/PASEP', 'dadosPessoais', { length: 11 }),
  f('insPrcCPFResponsavel', 'cpf', 'CPF do responsável', 'dadosPessoais'),
  f('insPrcCrtSUS', 'digits', 'Cartão SUS', 'dadosPessoais', { length: 15 }),
  f('insPrcCNPJ', 'digits', 'CNPJ', 'dadosPessoais', { length: 14 }),
  f('insPrcCGM', 'text', 'CGM', 'dadosPessoais', { length: 30 }),
  f('insPrcVlrRenda', 'money', 'Renda familiar (R$)', 'dadosPessoais'),
  f('insPrcQtdFamilia', 'int', 'Número de pessoas da família (incluindo você)', 'dadosPessoais'),
  f('insPrcEscPrnEmail', 'email', 'E-mail da escola', 'dadosPessoais', { length: 200 }),
  // exam (localProva)
  f('prcSltMncPrvCodigo', 'lookup', 'Município de prova', 'localProva'),
  f('prcSltLngEstCodigo', 'lookup', 'Língua estrangeira', 'localProva'),
  f('prcSltMdlCodigo', 'lookup', 'Modalidade', 'localProva'),
  f('prcSltSerCodigo', 'lookup', 'Série', 'localProva'),
  f('prcSltStrCodigo', 'lookup', 'Setor', 'localProva'),
  f('prcSltArCnhCodigo', 'lookup', 'Área de conhecimento', 'localProva'),
  // special needs and quotas (complementares)
  f('insPrcCotista', 'tf', 'Concorrer pelas cotas', 'complementares'),
  f('insPrcAfrodescendente', 'tf', 'Autodeclaro-me preto ou pardo', 'complementares'),
  f('insPrcIndigena', 'tf', 'Autodeclaro-me indígena', 'complementares'),
  f('insPrcQuilombola', 'tf', 'Autodeclaro-me quilombola', 'complementares'),
  f('insPrcEscolaPublica', 'tf', 'Cursei todo o ensino médio em escola pública', 'complementares'),
  f('insPrcDeficiente', 'tf', 'Sou pessoa com deficiência', 'complementares'),
  f('insPrcPrfEdcBasica', 'tf', 'Sou professor da educação básica', 'complementares'),
  f('insPrcCtsPrvParana', 'tf', 'Cursei o ensino médio em escola pública do Paraná', 'complementares'),
  f('insPrcArmado', 'tf', 'Porto arma de fogo (agente de segurança)', 'complementares'),
  f('insPrcCrtCanhota', 'tf', 'Preciso de carteira para canhoto', 'complementares'),
  f('insPrcAprSurdez', 'tf', 'Uso aparelho auditivo', 'complementares'),
  f('insPrcNcsTmpAdicional', 'tf', 'Preciso de tempo adicional', 'complementares'),
  f('insPrcBncEspecial', 'tf', 'Preciso de banca especial', 'complementares'),
  f('insPrcBncEspJustificativa', 'longtext', 'Justificativa da banca especial', 'complementares', { flag: 'insPrcBncEspecial', length: 2000 }),
  f('insPrcAtnEspecializado', 'tf', 'Preciso de atendimento especializado', 'complementares'),
  f('insPrcAtnEspJustificativa', 'longtext', 'Justificativa do atendimento especializado', 'complementares', { flag: 'insPrcAtnEspecializado', length: 2000 }),
  f('insPrcTreineiro', 'tf', 'Inscrição como treineiro', 'complementares'),
  // courses and institutions
  f('istCodigo', 'int', 'Instituição de origem', 'complementares', { picker: 'instituicao' }),
  f('prcSltTpEscCodigo', 'lookup', 'Tipo de escolaridade', 'complementares'),
  f('insPrcNmrEnem', 'digits', 'Número de inscrição do ENEM', 'complementares', { length: 12 }),
  f('insPrcOpcSisuVestibular', 'choice', 'Resultado utilizado', 'complementares', { choices: ['SISU', 'VESTIBULAR'] }),
  f('insPrcAnoSisuVestibular', 'year', 'Ano do resultado', 'complementares'),
  f('insPrcIndAcademico', 'decimal', 'Índice acadêmico', 'complementares'),
  ...formacao('Grd', 'graduação', 'da'),
  f('insPrcDtGrdInicio', 'date', 'Início da graduação', 'complementares'),
  f('insPrcDtGrdFim', 'date', 'Fim da graduação', 'complementares'),
  ...formacao('Esp', 'especialização', 'da'),
  ...formacao('Mst', 'mestrado', 'do'),
  ...formacao('Dtr', 'doutorado', 'do'),
  f('insPrcTtlProjeto', 'text', 'Título do projeto', 'complementares', { length: 300 }),
  f('insPrcRsmProjeto', 'longtext', 'Resumo do projeto', 'complementares', { length: 5000 }),
  f('insPrcQtdDiscentes', 'int', 'Quantidade de discentes', 'complementares'),
  f('insPrcQtdDocentes', 'int', 'Quantidade de docentes', 'complementares'),
  f('prcSltTpDvlCodigo', 'lookup', 'Como soube do processo seletivo', 'complementares'),
  f('insPrcObservacao', 'longtext', 'Observação', 'complementares', { length: 2000 }),
  // payment
  f('insPrcFrmPagamento', 'choice', 'Forma de pagamento', 'pagamento', { choices: PAYMENT_FORMS }),
  f('insPrcSlcIsencao', 'tf', 'Solicitar isenção da taxa de inscrição', 'pagamento'),
  f('insPrcTrmAceite', 'tf', 'Li e aceito os termos do edital', 'pagamento'),
];

export const FIELD_BY_NAME: Record<string, EnrolmentField> = Object.fromEntries(ENROLMENT_FIELDS.map((x) => [x.name, x]));

/** Which list-shaped parts of the form a configuration may turn on, by their configuration names. */
export const LIST_FIELDS = {
  arConhecimentos: 'Áreas de conhecimento adicionais',
  locaisDesejados: 'Locais desejados',
  cndApoio: 'Condições de apoio',
  tpInstituicoes: 'Tipos de instituição de ensino',
} as const;
