/**
 * The back office's supporting documents, pure rules (issue 27): labels, the type form's values to the API's body
 * (megabytes to bytes, local date-times to ISO), and what the viewer can show inline.
 */
import { MB } from '../../domain/tamanho-arquivo.ts';
import type { FormatoDocumentoWire, ParaQuemWire, TipoDocumentoWire } from '../../domain/wire/documentos.ts';
import type { SalvarTipoDocumento } from '../../domain/wire/gestao-documentos.ts';

export const PARA_QUEM: { valor: ParaQuemWire; nome: string }[] = [
  { valor: 'TODOS', nome: 'Todos os candidatos' },
  { valor: 'COTISTA', nome: 'Candidatos cotistas' },
  { valor: 'DEFICIENCIA', nome: 'Candidatos que declararam deficiência' },
  { valor: 'CONDICAO_ESPECIAL', nome: 'Candidatos que pediram condições especiais' },
  { valor: 'ISENCAO', nome: 'Candidatos que pediram isenção' },
  { valor: 'OPCAO', nome: 'Candidatos de uma opção' },
];
export const nomeParaQuem = (v: ParaQuemWire) => PARA_QUEM.find((p) => p.valor === v)?.nome ?? v;

export const FORMATOS: { valor: FormatoDocumentoWire; nome: string }[] = [
  { valor: 'application/pdf', nome: 'PDF' },
  { valor: 'image/jpeg', nome: 'JPEG' },
  { valor: 'image/png', nome: 'PNG' },
];

export const SITUACOES_FILA = [
  { valor: 'PENDENTE', nome: 'A analisar' },
  { valor: 'ACEITO', nome: 'Aceitos' },
  { valor: 'RECUSADO', nome: 'Recusados' },
] as const;
export type SituacaoFila = (typeof SITUACOES_FILA)[number]['valor'];

export interface FormTipo {
  prcSltTpDocCodigo: number | null;
  nome: string;
  instrucoes: string;
  formatos: FormatoDocumentoWire[];
  /** Megabytes, as typed (decimal comma accepted). */
  maxMb: string;
  obrigatorio: boolean;
  paraQuem: ParaQuemWire;
  opcCodigo: string;
  sensivel: boolean;
  /** datetime-local values (Brasília), both empty: the enrolment period. */
  inicio: string;
  fim: string;
}

export const FORM_VAZIO: FormTipo = { prcSltTpDocCodigo: null, nome: '', instrucoes: '', formatos: ['application/pdf'], maxMb: '5', obrigatorio: true, paraQuem: 'TODOS', opcCodigo: '', sensivel: false, inicio: '', fim: '' };

/** An ISO instant as a datetime-local value in Brasília (UTC-3, no daylight saving since 2019). */
const paraLocal = (iso: string | null) => (iso ? new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString().slice(0, 16) : '');
const paraIso = (local: string) => (local ? new Date(`${local}:00-03:00`).toISOString() : null);

export function formDoTipo(t: TipoDocumentoWire): FormTipo {
  return {
    prcSltTpDocCodigo: t.prcSltTpDocCodigo,
    nome: t.nome,
    instrucoes: t.instrucoes ?? '',
    formatos: t.formatos,
    maxMb: String(t.maxBytes / MB).replace('.', ','),
    obrigatorio: t.obrigatorio,
    paraQuem: t.paraQuem,
    opcCodigo: t.opcCodigo ? String(t.opcCodigo) : '',
    sensivel: t.sensivel,
    inicio: paraLocal(t.inicio),
    fim: paraLocal(t.fim),
  };
}

export function corpoDoForm(prcSltCodigo: number, f: FormTipo): SalvarTipoDocumento {
  const mb = Number(f.maxMb.replace(',', '.'));
  return {
    prcSltCodigo,
    prcSltTpDocCodigo: f.prcSltTpDocCodigo,
    nome: f.nome,
    instrucoes: f.instrucoes || null,
    formatos: f.formatos.length ? f.formatos : ['application/pdf'],
    maxBytes: Number.isFinite(mb) && mb > 0 ? Math.round(mb * MB) : 1,
    obrigatorio: f.obrigatorio,
    paraQuem: f.paraQuem,
    opcCodigo: f.paraQuem === 'OPCAO' && f.opcCodigo ? Number(f.opcCodigo) : null,
    sensivel: f.sensivel,
    inicio: paraIso(f.inicio),
    fim: paraIso(f.fim),
  };
}

/** Images are shown by the browser; a PDF is drawn by pdf.js in the page (VisorPdf: the site's policy frames nothing). */
export const eImagem = (tipo: string) => tipo === 'image/jpeg' || tipo === 'image/png';
