/**
 * Templates of a new process, one per type (issue 37 item 3): the enrolment-form fields, schedule items and
 * document types a process of that kind usually has, turned on at creation so staff start from a working process
 * and adjust it, instead of from ~60 fields all off. Dates are relative to the enrolment period (days after its
 * end, in Horário de Brasília); the schedule's appeal windows are items of the kind Reexame ('3').
 */

export type TipoModelo = 'VESTIBULAR' | 'SERIADO' | 'STRICTO' | 'LATO' | 'RESIDENCIA' | 'CHAMAMENTO' | 'INTENCAO' | 'FISCAL';

export interface CampoDoModelo {
  nome: string;
  obrigatorio: boolean;
}

/** A schedule item: from `de` to `ate` days after the enrolment period's end (negative: before it). 'inscricoes' = the period itself. */
export interface ItemDoModelo {
  tipo: '1' | '3';
  descricao: string;
  de: number | 'inscricoes';
  ate?: number;
}

export interface DocumentoDoModelo {
  nome: string;
  instrucoes: string;
  paraQuem: 'TODOS' | 'COTISTA' | 'DEFICIENCIA' | 'CONDICAO_ESPECIAL' | 'ISENCAO';
  obrigatorio: boolean;
  /** Health or income: every staff view audited. */
  sensivel: boolean;
}

export interface ModeloProcesso {
  campos: CampoDoModelo[];
  cronograma: ItemDoModelo[];
  documentos: DocumentoDoModelo[];
  /** Takes files from the candidate (prcSltEnvArquivo). */
  recebeArquivos: boolean;
}

const obrigatorio = (nome: string): CampoDoModelo => ({ nome, obrigatorio: true });
const opcional = (nome: string): CampoDoModelo => ({ nome, obrigatorio: false });

/** What a process with an exam and quotas (Lei 12.711/2012, art. 3º: self-declared PPI and PcD) asks. */
const COTAS_E_ATENDIMENTO: CampoDoModelo[] = [
  opcional('insPrcCotista'),
  opcional('insPrcAfrodescendente'),
  opcional('insPrcIndigena'),
  opcional('insPrcDeficiente'),
  opcional('insPrcNcsTmpAdicional'),
  opcional('insPrcBncEspecial'),
  opcional('insPrcBncEspJustificativa'),
  opcional('insPrcAtnEspecializado'),
  opcional('insPrcAtnEspJustificativa'),
  opcional('insPrcNmSocial'),
];
const PAGAMENTO: CampoDoModelo[] = [opcional('insPrcFrmPagamento'), opcional('insPrcSlcIsencao'), obrigatorio('insPrcTrmAceite')];

const CRONOGRAMA_COM_PROVA: ItemDoModelo[] = [
  { tipo: '1', descricao: 'Período de inscrições', de: 'inscricoes' },
  { tipo: '1', descricao: 'Homologação das inscrições', de: 3 },
  { tipo: '1', descricao: 'Divulgação do ensalamento', de: 10 },
  { tipo: '1', descricao: 'Aplicação das provas', de: 15 },
  { tipo: '1', descricao: 'Resultado preliminar', de: 30 },
  { tipo: '3', descricao: 'Recurso do resultado preliminar', de: 31, ate: 33 },
  { tipo: '1', descricao: 'Resultado final', de: 40 },
  { tipo: '1', descricao: 'Matrícula da 1ª chamada', de: 45, ate: 50 },
];
const CRONOGRAMA_DE_ANALISE: ItemDoModelo[] = [
  { tipo: '1', descricao: 'Período de inscrições', de: 'inscricoes' },
  { tipo: '1', descricao: 'Homologação das inscrições', de: 5 },
  { tipo: '1', descricao: 'Resultado preliminar', de: 20 },
  { tipo: '3', descricao: 'Recurso do resultado preliminar', de: 21, ate: 23 },
  { tipo: '1', descricao: 'Resultado final', de: 30 },
  { tipo: '1', descricao: 'Matrícula', de: 35, ate: 40 },
];

const AUTODECLARACAO: DocumentoDoModelo = { nome: 'Autodeclaração étnico-racial', instrucoes: 'Formulário do edital preenchido e assinado.', paraQuem: 'COTISTA', obrigatorio: true, sensivel: false };
const LAUDO: DocumentoDoModelo = { nome: 'Laudo médico', instrucoes: 'Laudo emitido nos últimos 12 meses, com o CID.', paraQuem: 'DEFICIENCIA', obrigatorio: true, sensivel: true };
const ATENDIMENTO: DocumentoDoModelo = { nome: 'Comprovante da condição especial', instrucoes: 'Documento que justifique o atendimento pedido.', paraQuem: 'CONDICAO_ESPECIAL', obrigatorio: true, sensivel: true };
const RENDA: DocumentoDoModelo = { nome: 'Comprovante de renda (isenção)', instrucoes: 'Folha-resumo do CadÚnico ou comprovantes de renda da família.', paraQuem: 'ISENCAO', obrigatorio: true, sensivel: true };
const IDENTIDADE: DocumentoDoModelo = { nome: 'Documento de identidade', instrucoes: 'Frente e verso, legível.', paraQuem: 'TODOS', obrigatorio: true, sensivel: false };
const DIPLOMA: DocumentoDoModelo = { nome: 'Diploma ou declaração de conclusão', instrucoes: 'Do curso exigido no edital.', paraQuem: 'TODOS', obrigatorio: true, sensivel: false };
const CURRICULO: DocumentoDoModelo = { nome: 'Currículo', instrucoes: 'Currículo Lattes em PDF.', paraQuem: 'TODOS', obrigatorio: true, sensivel: false };

const COM_PROVA = (extra: CampoDoModelo[] = []): ModeloProcesso => ({
  campos: [obrigatorio('prcSltMncPrvCodigo'), ...extra, ...COTAS_E_ATENDIMENTO, ...PAGAMENTO],
  cronograma: CRONOGRAMA_COM_PROVA,
  documentos: [AUTODECLARACAO, LAUDO, ATENDIMENTO, RENDA],
  recebeArquivos: true,
});

export const MODELOS: Record<TipoModelo, ModeloProcesso> = {
  VESTIBULAR: COM_PROVA([opcional('prcSltLngEstCodigo'), opcional('insPrcTreineiro')]),
  SERIADO: COM_PROVA([obrigatorio('prcSltSerCodigo'), opcional('prcSltLngEstCodigo')]),
  STRICTO: {
    campos: [obrigatorio('insPrcGrdCurso'), obrigatorio('insPrcGrdInstituicao'), obrigatorio('insPrcGrdAnoConclusao'), opcional('insPrcMstCurso'), opcional('insPrcMstInstituicao'), opcional('insPrcTtlProjeto'), opcional('insPrcRsmProjeto'), opcional('insPrcCotista'), opcional('insPrcDeficiente'), opcional('insPrcNmSocial'), ...PAGAMENTO],
    cronograma: CRONOGRAMA_DE_ANALISE,
    documentos: [IDENTIDADE, DIPLOMA, CURRICULO, LAUDO],
    recebeArquivos: true,
  },
  LATO: {
    campos: [obrigatorio('insPrcGrdCurso'), obrigatorio('insPrcGrdInstituicao'), obrigatorio('insPrcGrdAnoConclusao'), opcional('insPrcNmSocial'), ...PAGAMENTO],
    cronograma: CRONOGRAMA_DE_ANALISE,
    documentos: [IDENTIDADE, DIPLOMA],
    recebeArquivos: true,
  },
  RESIDENCIA: {
    campos: [obrigatorio('insPrcGrdCurso'), obrigatorio('insPrcGrdInstituicao'), obrigatorio('insPrcGrdAnoConclusao'), obrigatorio('prcSltMncPrvCodigo'), opcional('insPrcDeficiente'), opcional('insPrcNcsTmpAdicional'), opcional('insPrcNmSocial'), ...PAGAMENTO],
    cronograma: CRONOGRAMA_COM_PROVA,
    documentos: [IDENTIDADE, DIPLOMA, LAUDO],
    recebeArquivos: true,
  },
  CHAMAMENTO: {
    campos: [opcional('insPrcCNPJ'), opcional('insPrcObservacao'), obrigatorio('insPrcTrmAceite')],
    cronograma: [{ tipo: '1', descricao: 'Período de inscrições', de: 'inscricoes' }, { tipo: '1', descricao: 'Resultado', de: 15 }, { tipo: '3', descricao: 'Recurso do resultado', de: 16, ate: 18 }, { tipo: '1', descricao: 'Resultado final', de: 25 }],
    documentos: [IDENTIDADE],
    recebeArquivos: true,
  },
  INTENCAO: {
    campos: [opcional('insPrcNmrEnem'), opcional('insPrcOpcSisuVestibular'), opcional('insPrcAnoSisuVestibular'), opcional('insPrcCotista'), opcional('insPrcNmSocial'), obrigatorio('insPrcTrmAceite')],
    cronograma: [{ tipo: '1', descricao: 'Período de manifestação de interesse', de: 'inscricoes' }, { tipo: '1', descricao: 'Lista de classificados', de: 5 }, { tipo: '1', descricao: 'Matrícula', de: 10, ate: 15 }],
    documentos: [],
    recebeArquivos: false,
  },
  FISCAL: {
    campos: [obrigatorio('prcSltMncPrvCodigo'), obrigatorio('insPrcPisPasep'), opcional('insPrcCrtCanhota'), obrigatorio('insPrcTrmAceite')],
    cronograma: [{ tipo: '1', descricao: 'Período de inscrições', de: 'inscricoes' }, { tipo: '1', descricao: 'Divulgação dos fiscais selecionados', de: 5 }, { tipo: '1', descricao: 'Treinamento dos fiscais', de: 10 }],
    documentos: [IDENTIDADE],
    recebeArquivos: true,
  },
};

/** A template's schedule item as dates: the enrolment period itself, or days after its end at 08:00–23:59 Brasília. */
export function datasDoItem(i: ItemDoModelo, inicio: Date, fim: Date): { inicio: Date; fim: Date } {
  if (i.de === 'inscricoes') return { inicio, fim };
  const DIA = 86_400_000;
  // Midnight (Brasília, UTC-3: no daylight saving since 2019) of the day the period ends.
  const BRT = 3 * 3_600_000;
  const local = new Date(fim.getTime() - BRT);
  const base = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) + BRT);
  const de = new Date(base.getTime() + i.de * DIA + 8 * 3_600_000);
  const ate = new Date(base.getTime() + (i.ate ?? i.de) * DIA + (23 * 60 + 59) * 60_000);
  return { inicio: de, fim: ate };
}
