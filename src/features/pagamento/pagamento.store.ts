import { atom } from 'nanostores';
import { ApiCallError } from '../../lib/api-client.ts';
import { buscarResumo, gerarBoleto, pagarCartao, simularPix, solicitarIsencao, verificarPagDtGeracao } from './pagamento.api.ts';
import type { Forma, Resumo, ResultadoCartao } from './pagamento.ts';

export const $resumo = atom<Resumo | null>(null);
export const $estado = atom<'carregando' | 'pronto' | 'erro' | 'invalido'>('carregando');
export const $ocupado = atom(false);
export const $forma = atom<Forma | null>(null);
/** prcSeletivo/verificaPagDtGeracao: false once the process no longer lets slips be generated. */
export const $geracaoAberta = atom(false);
/** The card provider's checkout, open while the candidate is on it. */
export const $checkout = atom<ResultadoCartao | null>(null);
export const $resultadoCartao = atom<ResultadoCartao | null>(null);

let insPrcCodigo = 0;

async function ocupado<T>(fn: () => Promise<T>): Promise<T | undefined> {
  if ($ocupado.get()) return undefined;
  $ocupado.set(true);
  try {
    return await fn();
  } catch (err) {
    if (!(err instanceof ApiCallError)) throw err;
    return undefined;
  } finally {
    $ocupado.set(false);
  }
}

export async function iniciar(codigo: number | null) {
  if (!codigo) return $estado.set('invalido');
  insPrcCodigo = codigo;
  try {
    const resumo = await buscarResumo(codigo);
    // The process's own answer on slip generation (SPEC §7) decides whether the screen offers it.
    $geracaoAberta.set(resumo ? await verificarPagDtGeracao(resumo.prcSltCodigo) : false);
    $resumo.set(resumo);
    $estado.set('pronto');
  } catch {
    $estado.set('erro');
  }
}

export const recarregar = () => ocupado(async () => $resumo.set(await buscarResumo(insPrcCodigo)));

export const emitir = (forma: 'BOLETO' | 'PIX') =>
  ocupado(async () => {
    const slip = await gerarBoleto(insPrcCodigo, forma);
    const r = $resumo.get();
    if (slip && r) $resumo.set({ ...r, boleto: slip });
  });

/** Asks again, quietly (no busy state, errors ignored): the PSP may have confirmed the Pix meanwhile. */
export async function consultarPix() {
  const r = await buscarResumo(insPrcCodigo, true).catch(() => null);
  if (r) $resumo.set(r);
}

/** Demo only: the local PSP pays the charge; its webhook confirms it before the answer comes back. */
export const pagarPixSimulado = (insBltCodigo: number) =>
  ocupado(async () => {
    const r = await simularPix(insBltCodigo);
    if (r) $resumo.set(r);
  });

export const abrirCheckout = () => ocupado(async () => $checkout.set(await pagarCartao(insPrcCodigo)));

/** The provider's page answered with a token: confirm it. */
export const confirmarCartao = (token: string) =>
  ocupado(async () => {
    const r = await pagarCartao(insPrcCodigo, token);
    $checkout.set(null);
    $resultadoCartao.set(r);
    if (r?.aprovado === 'T') $resumo.set(await buscarResumo(insPrcCodigo));
  });

export const pedirIsencao = (justificativa: string, arquivo: File | null) => ocupado(async () => $resumo.set(await solicitarIsencao(insPrcCodigo, justificativa, arquivo)));
