/**
 * The processes screens' pure rules: the form's text fields to and from the staff wire (ISO instants shown as
 * 'dd/mm/aaaa hh:mm' in Horário de Brasília), the rebuild's state in words, the list's badges.
 */
import { formatBrDate, formatBrDateTimeShort, parseBrDateTime, toIsoDate } from '../../domain/dates.ts';
import type { SituacaoProcesso } from '../../domain/wire/gestao.ts';
import type { EstadoReconstrucao, ProcessoEdicao, Reconstrucao, SalvarProcessoCorpo } from '../../domain/wire/gestao-processos.ts';

/** The instants of a process, edited as 'dd/mm/aaaa hh:mm'. */
export const CAMPOS_INSTANTE = ['prcSltDtInicio', 'prcSltDtFim', 'prcSltDtFimIsencao', 'prcSltDtEmsBoleto', 'prcSltDtFimReimpressao', 'prcSltDtFimEdicao'] as const;
export type CampoInstante = (typeof CAMPOS_INSTANTE)[number];

export const CAMPOS_FLAG = [
  'prcSltTemGrupos',
  'prcSltExbEnsalamento',
  'prcSltInsUnica',
  'prcSltPgtCartao',
  'prcSltPgtBoleto',
  'prcSltPgtDebito',
  'prcSltPgtPix',
  'prcSltOpcEditavel',
  'prcSltExbResultado',
  'prcSltExbAjuda',
  'prcSltEnvArquivo',
] as const;
export type CampoFlag = (typeof CAMPOS_FLAG)[number];

export const CAMPOS_TEXTO = [
  'prcSltDescricao',
  'prcSltTipo',
  'prcSltNmrOpcoes',
  'prcSltUrlInformacao',
  'prcSltNmrConvenio',
  'prcSltNmrConvenioCartao',
  'prcSltDtVncBoleto',
  'prcSltEnsLembrete',
  'prcSltLembrete',
  'prcSltCndPersonalizadas',
  'prcSltTxtInsFinal',
  'prcSltTtlAlternativo',
  'prcSltQstAvaliacao',
] as const;
export type CampoTexto = (typeof CAMPOS_TEXTO)[number];

/** What the form holds: every text as typed, the flags, and the seat municipality picked from the list. */
export type FormProcesso = Record<CampoInstante | CampoTexto, string> &
  Record<CampoFlag, boolean> & { prcSltMncSede: number | null; sedeNome: string };

/** A new process: nothing typed yet, the usual choices ticked (options editable, help shown, one option). */
export function formVazio(): FormProcesso {
  const f = {} as FormProcesso;
  for (const c of [...CAMPOS_INSTANTE, ...CAMPOS_TEXTO]) f[c] = '';
  for (const c of CAMPOS_FLAG) f[c] = false;
  return { ...f, prcSltTipo: 'VESTIBULAR', prcSltNmrOpcoes: '1', prcSltOpcEditavel: true, prcSltExbAjuda: true, prcSltMncSede: null, sedeNome: '' };
}

export function formDoProcesso(p: ProcessoEdicao): FormProcesso {
  const f = formVazio();
  for (const c of CAMPOS_INSTANTE) f[c] = p[c] ? formatBrDateTimeShort(new Date(p[c])) : '';
  for (const c of CAMPOS_TEXTO) f[c] = p[c] === null ? '' : String(p[c]);
  for (const c of CAMPOS_FLAG) f[c] = p[c];
  f.prcSltDtVncBoleto = p.prcSltDtVncBoleto ? formatBrDate(p.prcSltDtVncBoleto) : '';
  f.prcSltMncSede = p.prcSltMncSede;
  f.sedeNome = p.sede ? nomeMunicipio(p.sede) : '';
  return f;
}

export const nomeMunicipio = (m: { mncDescricao: string; ufCodigo: string }) => `${m.mncDescricao} - ${m.ufCodigo}`;

/**
 * 'dd/mm/aaaa hh:mm' (Horário de Brasília) -> ISO; empty -> null. Text that is no date goes as typed: the API
 * answers it with the field's message, so every rule is said in one place.
 */
export function instanteParaIso(texto: string): string | null {
  const t = texto.trim();
  if (!t) return null;
  return parseBrDateTime(t)?.toISOString() ?? t;
}

/** 'dd/mm/aaaa' -> 'yyyy-mm-dd'; empty -> null; anything else as typed (the API says what is wrong). */
export function diaParaIso(texto: string): string | null {
  const t = texto.trim();
  if (!t) return null;
  return toIsoDate(t) ?? t;
}

const ouNulo = (t: string) => (t.trim() ? t.trim() : null);

export function corpoDoForm(f: FormProcesso, prcSltCodigo: number | null, justificativa?: string): SalvarProcessoCorpo {
  const corpo: Record<string, unknown> = { prcSltCodigo };
  for (const c of CAMPOS_INSTANTE) corpo[c] = instanteParaIso(f[c]);
  for (const c of CAMPOS_TEXTO) corpo[c] = ouNulo(f[c]);
  for (const c of CAMPOS_FLAG) corpo[c] = f[c];
  corpo.prcSltDescricao = f.prcSltDescricao;
  corpo.prcSltTipo = f.prcSltTipo;
  corpo.prcSltDtVncBoleto = diaParaIso(f.prcSltDtVncBoleto);
  corpo.prcSltMncSede = f.prcSltMncSede;
  if (justificativa) corpo.justificativa = justificativa;
  return corpo as SalvarProcessoCorpo;
}

/** The badge colour of each state in the list and the head. */
export const COR_SITUACAO: Record<SituacaoProcesso, string> = {
  preparacao: 'text-bg-warning',
  aguardando: 'text-bg-info',
  abertas: 'text-bg-success',
  encerrado: 'text-bg-secondary',
  arquivado: 'text-bg-dark',
};

const hora = (iso: string) => formatBrDateTimeShort(new Date(iso)).slice(11);

/** A rebuild still to finish: the screen keeps asking for its state. */
export const reconstrucaoAtiva = (e: EstadoReconstrucao | null) => e?.ultima?.situacao === 'fila' || e?.ultima?.situacao === 'andamento';

export interface TextoReconstrucao {
  /** The badge: Na fila, Em andamento, Concluída, Falhou. */
  rotulo: string;
  cor: string;
  texto: string;
}

/** The failure's reason: the last line the build wrote (the stored text is the tail of its log). */
export function motivoDaFalha(erro: string | null): string {
  const linhas = (erro ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
  const ultima = linhas.at(-1) ?? 'motivo não informado';
  return ultima.length > 300 ? `${ultima.slice(0, 300)}...` : ultima;
}

/** The last rebuild in words: "Site atualizado às hh:mm em N s", or the failure and that the old site stays up. */
export function textoReconstrucao(r: Reconstrucao | null, ultimaConcluida: Reconstrucao | null = null): TextoReconstrucao | null {
  if (!r) return null;
  switch (r.situacao) {
    case 'fila':
      return { rotulo: 'Na fila', cor: 'text-bg-secondary', texto: `Reconstrução do site pedida às ${hora(r.pedidaEm)} (${r.motivo}).` };
    case 'andamento':
      return { rotulo: 'Em andamento', cor: 'text-bg-info', texto: `Reconstruindo o site desde ${hora(r.iniciadaEm ?? r.pedidaEm)} (${r.motivo}).` };
    case 'concluida':
      return { rotulo: 'Concluída', cor: 'text-bg-success', texto: `Site atualizado às ${hora(r.terminadaEm ?? r.pedidaEm)} em ${Math.max(1, Math.round((r.duracaoMs ?? 0) / 1000))} s.` };
    case 'falhou': {
      const anterior = ultimaConcluida?.terminadaEm ? ` (atualizado às ${hora(ultimaConcluida.terminadaEm)})` : '';
      return { rotulo: 'Falhou', cor: 'text-bg-danger', texto: `Falhou: ${motivoDaFalha(r.erro)} — o site anterior continua no ar${anterior}.` };
    }
  }
}

/** What each section of the form gets: the values, the messages per field, and how to change one value. */
export interface SecaoDoForm {
  f: FormProcesso;
  erros: Record<string, string>;
  mudar: <K extends keyof FormProcesso>(campo: K, valor: FormProcesso[K]) => void;
  /** Read-only (the caller may not configure this process). */
  leitura: boolean;
}
