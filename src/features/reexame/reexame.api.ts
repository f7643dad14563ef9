import { apiGet, apiPost, apiPostMultipart } from '../../lib/api-client.ts';

export interface RecursoEnviado {
  insPrcRcrCodigo: number;
  insPrcRcrJustificativa: string;
  insPrcRcrCriadoEm: string;
  insPrcRcrVlr: number | null;
  valorTexto: string;
  anexo: { nome: string; tipo: string; tamanho: number } | null;
  resposta: { situacao: string; situacaoTexto: string; texto: string; em: string; anexo: { nome: string; tamanho: number } | null } | null;
}
export interface Janela {
  prcSltCrnCodigo: number;
  prcSltCrnDescricao: string;
  periodo: string;
  situacao: string;
  situacaoTexto: string;
  aberta: 'T' | 'F';
  valorTexto: string;
  recurso: RecursoEnviado | null;
}
export interface Reexame {
  prcSltCodigo: number;
  prcSltDescricao: string;
  insPrcCodigo: number;
  permitido: 'T' | 'F';
  dataHora: string;
  anexoMaxBytes: number;
  janelas: Janela[];
}

export async function buscarReexame(prcSltCodigo: number, insPrcCodigo: number, tipo: string): Promise<Reexame | null> {
  return (await apiGet<Reexame>('insPrcRecurso/pesquisa', { prcSltCodigo, insPrcCodigo, tblGrlItmCdgPrcSltTpCrn: tipo })).data ?? null;
}

/** POST insPrcRecurso/cadastrar (multipart: text fields + optional file 'anexo'). */
export async function enviarRecurso(campos: { prcSltCodigo: number; insPrcCodigo: number; prcSltCrnCodigo: number; insPrcRcrJustificativa: string }, arquivo: File | null) {
  const form = new FormData();
  for (const [k, v] of Object.entries(campos)) form.append(k, String(v));
  if (arquivo) form.append('anexo', arquivo, arquivo.name);
  return apiPostMultipart<{ insPrcRcrCodigo: number; pagar: 'T' | 'F'; valorTexto: string }>('insPrcRecurso/cadastrar', form);
}

export interface BoletoRecurso {
  insBltLinhaDigitavel?: string | null;
  insBltDtVencimento?: string;
  insBltValorTexto?: string;
  pixCopiaECola?: string | null;
}

/** POST insBoleto/gerarBoletoRecurso (insPrcRcrCodigo): the appeal fee's slip, from the payment feature. */
export async function gerarBoletoRecurso(insPrcRcrCodigo: number): Promise<BoletoRecurso | null> {
  return (await apiPost<BoletoRecurso>('insBoleto/gerarBoletoRecurso', { insPrcRcrCodigo })).data ?? null;
}

export const urlAnexo = (insPrcRcrCodigo: number) => `/sgps/insPrcRecurso/anexo?insPrcRcrCodigo=${insPrcRcrCodigo}`;
/** The PDF staff attached to the answer. */
export const urlAnexoResposta = (insPrcRcrCodigo: number) => `/sgps/insPrcRecurso/respostaAnexo?insPrcRcrCodigo=${insPrcRcrCodigo}`;
