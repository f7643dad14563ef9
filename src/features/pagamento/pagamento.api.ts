import { API_BASE, apiGet, apiPost } from '../../lib/api-client.ts';
import type { Resumo, ResultadoCartao, Slip } from './pagamento.ts';

/** GET insBoleto/resumo: what the enrolment owes and may pay with. */
export async function buscarResumo(insPrcCodigo: number): Promise<Resumo | null> {
  return (await apiGet<Resumo>('insBoleto/resumo', { insPrcCodigo })).data ?? null;
}

/** POST insBoleto/gerarBoleto: the valid slip (boleto or pix), issued when needed. */
export async function gerarBoleto(insPrcCodigo: number, insBltForma: 'BOLETO' | 'PIX'): Promise<Slip | null> {
  return (await apiPost<Slip>('insBoleto/gerarBoleto', { insPrcCodigo, insBltForma })).data ?? null;
}

/** POST insBoleto/pgtoCartaoProcessamento: without token starts the provider's checkout; with it, confirms. */
export async function pagarCartao(insPrcCodigo: number, token?: string): Promise<ResultadoCartao | null> {
  return (await apiPost<ResultadoCartao>('insBoleto/pgtoCartaoProcessamento', token ? { insPrcCodigo, token } : { insPrcCodigo })).data ?? null;
}

/** POST insBoleto/solicitarIsencao. */
export async function solicitarIsencao(insPrcCodigo: number): Promise<Resumo | null> {
  return (await apiPost<Resumo>('insBoleto/solicitarIsencao', { insPrcCodigo })).data ?? null;
}

export const pdfUrl = (insBltCodigo: number) => `${API_BASE}insBoleto/pdf?insBltCodigo=${insBltCodigo}`;
export const qrUrl = (insBltCodigo: number) => `${API_BASE}insBoleto/pixQrCode?insBltCodigo=${insBltCodigo}`;
