/**
 * Issuing slips: one valid slip per enrolment fee (or appeal fee) at a time, for the amount still due.
 * Asking again returns the valid one; an expired one is marked VENCIDO and replaced; one of another
 * form (boleto vs pix) or another amount is CANCELADO and replaced. Callers run these inside a transaction that has
 * locked the enrolment (or appeal) row, so a double click cannot issue two.
 */
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../http/envelope.ts';
import { feeText } from '../../../src/domain/money.ts';
import { formatBrDate, todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { barcode, barcodeValid, campoLivreBB7, formatLinha, linhaDigitavel } from './febraban.ts';
import { brCode, brCodeDinamico, pixTxid } from './pix.ts';
import { inserirSlip, mudarSituacao, proximoCodigo } from '../../entities/pagamento/boleto.ts';
import type { Boleto } from './repository.ts';
import type { BoletoWire } from '../../../src/domain/wire/pagamento.ts';

/** Series digit of the slips this system issues (nosso número = convênio + '1' + 9-digit slip code). */
const SERIE = '1';

export function convenioDe(config: Config, prcSltNmrConvenio: string | null): string {
  return prcSltNmrConvenio && /^\d{7}$/.test(prcSltNmrConvenio) ? prcSltNmrConvenio : config.pagamento.convenio;
}

export function nossoNumero(convenio: string, insBltCodigo: number): string {
  if (insBltCodigo >= 1e9) throw new Error('código de boleto excede 9 dígitos');
  return `${convenio}${SERIE}${String(insBltCodigo).padStart(9, '0')}`;
}

/** Barcode of a slip, from its own data (the stored one when it is valid). */
export function barcodeDe(config: Config, b: Pick<Boleto, 'insBltCodigoBarras' | 'insBltNossoNumero' | 'insBltValor' | 'insBltDtVencimento'>): string | null {
  if (b.insBltCodigoBarras && barcodeValid(b.insBltCodigoBarras)) return b.insBltCodigoBarras;
  if (!/^\d{17}$/.test(b.insBltNossoNumero)) return null;
  return barcode({
    banco: config.pagamento.bancoCodigo,
    vencimento: b.insBltDtVencimento,
    valorCentavos: b.insBltValor,
    campoLivre: campoLivreBB7(b.insBltNossoNumero, config.pagamento.carteira),
  });
}

/** The charge a slip's QR points to (API Pix), when a PSP is configured. */
export interface CobrancaDoSlip {
  pixCobLocation: string;
  pixCobSituacao: string;
}

/**
 * The slip's Pix payload: the dynamic BR Code of its charge at the PSP when it has one (the only kind the PSP
 * confirms), otherwise the static one of before (no PSP configured: the demo without its simulator, old slips).
 */
export function pixPayload(config: Config, b: Pick<Boleto, 'insBltTxid' | 'insBltValor'>, cobranca: CobrancaDoSlip | null = null): string | null {
  const c = config.pagamento;
  if (cobranca) return cobranca.pixCobSituacao === 'ATIVA' ? brCodeDinamico({ location: cobranca.pixCobLocation, nome: c.pixNome, cidade: c.pixCidade, valorCentavos: b.insBltValor }) : null;
  if (!b.insBltTxid) return null;
  return brCode({ chave: c.pixChave, nome: c.pixNome, cidade: c.pixCidade, valorCentavos: b.insBltValor, txid: b.insBltTxid });
}

/** A slip as the API sends it: money in centavos plus its text, dates dd/mm/yyyy, T/F nowhere needed. */
/** A boleto's registration with the bank (entities/pagamento/pagamento-remessa.ts); null for slips issued before it existed. */
export interface RegistroDoSlip {
  bltRegSituacao: string;
  bltRegMotivo: string | null;
}

export function slipToWire(config: Config, b: Boleto, now: Date, cobranca: CobrancaDoSlip | null = null, registro: RegistroDoSlip | null = null): BoletoWire {
  const code = b.insBltForma === 'BOLETO' ? barcodeDe(config, b) : null;
  return {
    insBltCodigo: b.insBltCodigo,
    insPrcCodigo: b.insPrcCodigo,
    insPrcRcrCodigo: b.insPrcRcrCodigo,
    insBltForma: b.insBltForma,
    insBltNossoNumero: b.insBltNossoNumero,
    insBltValor: b.insBltValor,
    insBltValorTexto: feeText(b.insBltValor),
    insBltDtVencimento: formatBrDate(b.insBltDtVencimento),
    insBltVencido: b.insBltSituacao === 'EMITIDO' && b.insBltDtVencimento < todayInSaoPaulo(now) ? 'T' : 'F',
    insBltLinhaDigitavel: code ? formatLinha(linhaDigitavel(code)) : null,
    insBltCodigoBarras: code,
    insBltTxid: b.insBltTxid,
    pixCopiaECola: b.insBltForma === 'PIX' || cobranca ? pixPayload(config, b, cobranca) : null,
    insBltSituacao: b.insBltSituacao,
    insBltRegistro: b.insBltForma === 'BOLETO' && registro ? (registro.bltRegSituacao as BoletoWire['insBltRegistro']) : null,
    insBltRegistroMotivo: registro?.bltRegMotivo ?? null,
    insBltPagoEm: b.insBltPagoEm ? b.insBltPagoEm.toISOString() : null,
    insBltCriadoEm: b.insBltCriadoEm.toISOString(),
  };
}
export type SlipWire = BoletoWire;

export interface PedidoSlip {
  insPrcCodigo: number;
  insPrcRcrCodigo: number | null;
  forma: 'BOLETO' | 'PIX';
  valor: number;
  /** yyyy-mm-dd */
  vencimento: string;
  convenio: string;
  /** Existing slips of the same fee, newest first. */
  existentes: Boleto[];
}

/** Returns the valid slip for this fee, issuing a new one when needed. */
export async function garantirSlip(tx: DbOrTx, config: Config, pedido: PedidoSlip, now: Date): Promise<{ boleto: Boleto; novo: boolean }> {
  const hoje = todayInSaoPaulo(now);
  // Callers decide whether anything is still due (oferta.ts for the enrolment fee, the appeal route for
  // its fee): a slip paid earlier does not forbid one for the difference a dearer option left.
  if (!Number.isInteger(pedido.valor) || pedido.valor <= 0) throw badRequest('Não há valor a pagar nesta inscrição.');
  for (const b of pedido.existentes.filter((s) => s.insBltSituacao === 'EMITIDO')) {
    const valido = b.insBltDtVencimento >= hoje;
    if (valido && b.insBltForma === pedido.forma && b.insBltValor === pedido.valor) return { boleto: b, novo: false };
    await mudarSituacao(tx, b.insBltCodigo, valido ? 'CANCELADO' : 'VENCIDO');
  }
  const id = await proximoCodigo(tx);
  const nn = nossoNumero(pedido.convenio, id);
  const base = {
    insBltCodigo: id,
    insPrcCodigo: pedido.insPrcCodigo,
    insPrcRcrCodigo: pedido.insPrcRcrCodigo,
    insBltForma: pedido.forma,
    insBltNossoNumero: nn,
    insBltValor: pedido.valor,
    insBltDtVencimento: pedido.vencimento,
    insBltCriadoEm: now,
  };
  if (pedido.forma === 'PIX') {
    return { boleto: await inserirSlip(tx, { ...base, insBltTxid: pixTxid(pedido.insPrcCodigo, id) }), novo: true };
  }
  const code = barcode({
    banco: config.pagamento.bancoCodigo,
    vencimento: pedido.vencimento,
    valorCentavos: pedido.valor,
    campoLivre: campoLivreBB7(nn, config.pagamento.carteira),
  });
  return { boleto: await inserirSlip(tx, { ...base, insBltCodigoBarras: code, insBltLinhaDigitavel: formatLinha(linhaDigitavel(code)) }), novo: true };
}

/**
 * The slip that may be shown again: the newest one still EMITIDO and not due; with `valor`, only one of
 * that amount (a slip issued before the options changed no longer pays what is due).
 */
export function slipValido(existentes: Boleto[], now: Date, valor?: number): Boleto | null {
  const hoje = todayInSaoPaulo(now);
  return (
    existentes.find((b) => b.insBltSituacao === 'EMITIDO' && b.insBltForma !== 'CARTAO' && b.insBltDtVencimento >= hoje && (valor === undefined || b.insBltValor === valor)) ?? null
  );
}

/** Adds days to a yyyy-mm-dd date. */
export function somaDias(iso: string, dias: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + dias);
  return d.toISOString().slice(0, 10);
}
