/**
 * The process form's rules: each wrong value gets its own Portuguese message, keyed by the field's wire name, so
 * the screen shows it beside the field; nothing is written while one remains.
 */
import { formatBrDate, formatBrDateTimeShort, todayInSaoPaulo } from '../../../src/domain/dates.ts';
import type { SalvarProcessoCorpo } from '../../../src/domain/wire/gestao-processos.ts';
import { TIPOS_PROCESSO, type prcSeletivo, type TipoProcesso } from '../../db/schema/index.ts';

export type ValoresProcesso = Omit<typeof prcSeletivo.$inferInsert, 'prcSltCodigo' | 'prcSltPublicado' | 'prcSltArquivado'>;

export const MAX_OPCOES = 10;
const MAX_DESCRICAO = 300;
const MAX_TEXTO = 5000;
const MAX_URL = 500;

const ISO_INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DIA = /^(\d{4})-(\d{2})-(\d{2})$/;

const texto = (v: string | null | undefined): string | null => {
  const t = v?.trim();
  return t ? t : null;
};

/** An http(s) address, or the reason it is not one. */
function urlInvalida(v: string): string | null {
  if (v.length > MAX_URL) return `Use um endereço de até ${MAX_URL} caracteres.`;
  try {
    const u = new URL(v);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return 'Use um endereço que comece com http:// ou https://.';
    return null;
  } catch {
    return 'Endereço inválido: use um endereço completo, como https://www.exemplo.br/edital.';
  }
}

/** Field labels, as the form shows them: the messages name the other field a rule compares with. */
const ROTULO = {
  prcSltDtInicio: 'do início das inscrições',
  prcSltDtFim: 'do fim das inscrições',
} as const;

/**
 * Checks the body and turns it into the column values. Returns the messages per field (empty: valid). The seat
 * municipality's existence is the caller's check (it needs the database).
 */
export function validarProcesso(b: SalvarProcessoCorpo): { valores: ValoresProcesso; erros: Record<string, string> } {
  const erros: Record<string, string> = {};
  const descricao = texto(b.prcSltDescricao) ?? '';
  if (!descricao) erros.prcSltDescricao = 'Informe a descrição do processo.';
  else if (descricao.length > MAX_DESCRICAO) erros.prcSltDescricao = `Use uma descrição de até ${MAX_DESCRICAO} caracteres.`;

  if (!(TIPOS_PROCESSO as readonly string[]).includes(b.prcSltTipo)) erros.prcSltTipo = 'Escolha o tipo do processo.';

  const instante = (campo: keyof SalvarProcessoCorpo, obrigatorio: string | null): Date | null => {
    const v = texto(b[campo] as string | null);
    if (v === null) {
      if (obrigatorio) erros[campo] = obrigatorio;
      return null;
    }
    const d = ISO_INSTANTE.test(v) ? new Date(v) : null;
    if (!d || Number.isNaN(d.getTime())) {
      erros[campo] = 'Data e hora inválidas: use dd/mm/aaaa hh:mm.';
      return null;
    }
    return d;
  };
  const inicio = instante('prcSltDtInicio', 'Informe o início das inscrições.');
  const fim = instante('prcSltDtFim', 'Informe o fim das inscrições.');
  if (inicio && fim && fim <= inicio) erros.prcSltDtFim = 'O fim das inscrições deve ser depois do início.';
  const fimIsencao = instante('prcSltDtFimIsencao', null);
  const emsBoleto = instante('prcSltDtEmsBoleto', null);
  const fimReimpressao = instante('prcSltDtFimReimpressao', null);
  const fimEdicao = instante('prcSltDtFimEdicao', null);

  // Deadlines measured against the enrolment window: none may come before it opens; exemption requests close
  // with the enrolments at the latest (an exemption is asked for while enrolling).
  const naoAntesDoInicio = (campo: string, d: Date | null, nome: string) => {
    if (d && inicio && d < inicio) erros[campo] = `${nome} não pode ser antes ${ROTULO.prcSltDtInicio} (${formatBrDateTimeShort(inicio)}).`;
  };
  naoAntesDoInicio('prcSltDtFimIsencao', fimIsencao, 'O fim dos pedidos de isenção');
  if (fimIsencao && fim && fimIsencao > fim && !erros.prcSltDtFimIsencao) {
    erros.prcSltDtFimIsencao = `O fim dos pedidos de isenção não pode ser depois ${ROTULO.prcSltDtFim} (${formatBrDateTimeShort(fim)}).`;
  }
  naoAntesDoInicio('prcSltDtEmsBoleto', emsBoleto, 'O prazo de emissão do boleto');
  naoAntesDoInicio('prcSltDtFimReimpressao', fimReimpressao, 'O prazo de reimpressão');
  naoAntesDoInicio('prcSltDtFimEdicao', fimEdicao, 'O prazo de edição da inscrição');

  let vencimento: string | null = null;
  const venc = texto(b.prcSltDtVncBoleto);
  if (venc !== null) {
    const m = ISO_DIA.exec(venc);
    const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    if (!m || !d || d.getUTCDate() !== Number(m[3]) || d.getUTCMonth() !== Number(m[2]) - 1) erros.prcSltDtVncBoleto = 'Data inválida: use dd/mm/aaaa.';
    else {
      vencimento = venc;
      const limite = emsBoleto ?? inicio;
      if (limite && venc < todayInSaoPaulo(limite)) {
        erros.prcSltDtVncBoleto = emsBoleto
          ? `O vencimento do boleto não pode ser antes do dia do prazo de emissão (${formatBrDate(todayInSaoPaulo(emsBoleto))}).`
          : `O vencimento do boleto não pode ser antes do dia do início das inscrições (${formatBrDate(todayInSaoPaulo(limite))}).`;
      }
    }
  }

  let nmrOpcoes = 0;
  const n = b.prcSltNmrOpcoes;
  const nTexto = typeof n === 'string' ? n.trim() : n;
  if (nTexto === null || nTexto === '') erros.prcSltNmrOpcoes = `Informe quantas opções o candidato escolhe (0 a ${MAX_OPCOES}).`;
  else {
    const v = typeof nTexto === 'number' ? nTexto : /^\d{1,3}$/.test(nTexto) ? Number(nTexto) : NaN;
    if (!Number.isInteger(v) || v < 0 || v > MAX_OPCOES) erros.prcSltNmrOpcoes = `Use um número inteiro de 0 a ${MAX_OPCOES}.`;
    else nmrOpcoes = v;
  }

  const url = (campo: 'prcSltUrlInformacao' | 'prcSltQstAvaliacao'): string | null => {
    const v = texto(b[campo]);
    const e = v === null ? null : urlInvalida(v);
    if (e) erros[campo] = e;
    return v;
  };
  const urlInformacao = url('prcSltUrlInformacao');
  const qstAvaliacao = url('prcSltQstAvaliacao');

  const convenio = (campo: 'prcSltNmrConvenio' | 'prcSltNmrConvenioCartao', nome: string): string | null => {
    const v = texto(b[campo]);
    if (v !== null && !/^\d{1,20}$/.test(v)) erros[campo] = `O número do convênio ${nome} tem apenas algarismos (até 20).`;
    return v;
  };
  const nmrConvenio = convenio('prcSltNmrConvenio', 'do boleto');
  const nmrConvenioCartao = convenio('prcSltNmrConvenioCartao', 'do cartão');

  const longo = (campo: 'prcSltEnsLembrete' | 'prcSltLembrete' | 'prcSltCndPersonalizadas' | 'prcSltTxtInsFinal' | 'prcSltTtlAlternativo'): string | null => {
    const v = texto(b[campo]);
    const max = campo === 'prcSltTtlAlternativo' ? MAX_DESCRICAO : MAX_TEXTO;
    if (v !== null && v.length > max) erros[campo] = `Use até ${max} caracteres.`;
    return v;
  };

  const valores: ValoresProcesso = {
    prcSltDescricao: descricao,
    prcSltTipo: b.prcSltTipo as TipoProcesso,
    prcSltTemGrupos: b.prcSltTemGrupos,
    prcSltExbEnsalamento: b.prcSltExbEnsalamento,
    prcSltEnsLembrete: longo('prcSltEnsLembrete'),
    prcSltInsUnica: b.prcSltInsUnica,
    prcSltNmrOpcoes: nmrOpcoes,
    prcSltPgtCartao: b.prcSltPgtCartao,
    prcSltPgtBoleto: b.prcSltPgtBoleto,
    prcSltPgtDebito: b.prcSltPgtDebito,
    prcSltPgtPix: b.prcSltPgtPix,
    prcSltOpcEditavel: b.prcSltOpcEditavel,
    prcSltUrlInformacao: urlInformacao,
    prcSltNmrConvenio: nmrConvenio,
    prcSltNmrConvenioCartao: nmrConvenioCartao,
    prcSltDtInicio: inicio ?? new Date(0),
    prcSltDtFim: fim ?? new Date(0),
    prcSltDtFimIsencao: fimIsencao,
    prcSltDtEmsBoleto: emsBoleto,
    prcSltDtVncBoleto: vencimento,
    prcSltDtFimReimpressao: fimReimpressao,
    prcSltDtFimEdicao: fimEdicao,
    prcSltMncSede: b.prcSltMncSede,
    prcSltExbResultado: b.prcSltExbResultado,
    prcSltExbAjuda: b.prcSltExbAjuda,
    prcSltEnvArquivo: b.prcSltEnvArquivo,
    prcSltLembrete: longo('prcSltLembrete'),
    prcSltCndPersonalizadas: longo('prcSltCndPersonalizadas'),
    prcSltTxtInsFinal: longo('prcSltTxtInsFinal'),
    prcSltTtlAlternativo: longo('prcSltTtlAlternativo'),
    prcSltQstAvaliacao: qstAvaliacao,
  };
  return { valores, erros };
}

/** The fields a candidate who already enrolled relies on: changing one needs a justification. */
export const CAMPOS_QUE_AFETAM_INSCRITOS = [
  'prcSltDtInicio',
  'prcSltDtFim',
  'prcSltDtFimIsencao',
  'prcSltDtEmsBoleto',
  'prcSltDtVncBoleto',
  'prcSltDtFimReimpressao',
  'prcSltDtFimEdicao',
  'prcSltPgtCartao',
  'prcSltPgtBoleto',
  'prcSltPgtDebito',
  'prcSltPgtPix',
  'prcSltNmrConvenio',
  'prcSltNmrConvenioCartao',
  'prcSltNmrOpcoes',
  'prcSltInsUnica',
  'prcSltOpcEditavel',
] as const;

const igual = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : (a ?? null) === (b ?? null));

/** The fields among CAMPOS_QUE_AFETAM_INSCRITOS whose value changes. */
export function camposQueAfetamInscritos(antes: Record<string, unknown>, depois: Record<string, unknown>): string[] {
  return CAMPOS_QUE_AFETAM_INSCRITOS.filter((c) => !igual(antes[c], depois[c]));
}
