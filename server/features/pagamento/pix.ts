/**
 * PIX BR Code (static QR, "copia e cola"), per the Banco Central "Manual de Padrões para
 * Iniciação do Pix": an EMV QRCPS Merchant-Presented Mode payload of ID-length-value fields,
 * closed by field 63 holding the CRC16-CCITT (polynomial 0x1021, initial value 0xFFFF) of
 * the whole payload including "6304", as four upper-case hex digits.
 */

/** CRC16-CCITT-FALSE over the UTF-8 bytes of `text`. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV field: 2-digit ID, 2-digit length (in characters), value. */
export function emv(id: string, value: string): string {
  if (!/^\d{2}$/.test(id)) throw new Error(`ID EMV inválido: ${id}`);
  if (value.length > 99) throw new Error(`campo ${id} excede 99 caracteres`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Names and cities in the payload: ASCII letters, digits and spaces only (accents folded, case kept). */
export function pixText(s: string, max: number): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/** The txid of an enrolment's payment: letters and digits only, at most 25 (field 62-05). */
export function pixTxid(insPrcCodigo: number, insBltCodigo: number): string {
  const txid = `INS${insPrcCodigo}B${insBltCodigo}`;
  if (!/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new Error('txid inválido');
  return txid;
}

export interface BrCodeInput {
  chave: string;
  nome: string;
  cidade: string;
  /** Amount in centavos; omitted = the payer types it. */
  valorCentavos?: number;
  txid: string;
  /** Free text shown to the payer (field 26-02). */
  descricao?: string;
}

/** The copy-and-paste payload of a static BR Code. */
export function brCode({ chave, nome, cidade, valorCentavos, txid, descricao }: BrCodeInput): string {
  if (!chave) throw new Error('chave Pix não configurada');
  if (!/^(\*\*\*|[A-Za-z0-9]{1,25})$/.test(txid)) throw new Error('txid inválido');
  const conta = emv('00', 'br.gov.bcb.pix') + emv('01', chave) + (descricao ? emv('02', descricao.slice(0, 40)) : '');
  let payload = emv('00', '01') + emv('26', conta) + emv('52', '0000') + emv('53', '986');
  if (valorCentavos !== undefined) {
    if (!Number.isSafeInteger(valorCentavos) || valorCentavos <= 0) throw new Error('valor Pix inválido');
    payload += emv('54', `${Math.floor(valorCentavos / 100)}.${String(valorCentavos % 100).padStart(2, '0')}`);
  }
  payload += emv('58', 'BR') + emv('59', pixText(nome, 25)) + emv('60', pixText(cidade, 15)) + emv('62', emv('05', txid)) + '6304';
  return payload + crc16(payload);
}

export interface BrCodeDinamicoInput {
  /** The charge's location as the PSP returned it (API Pix `loc.location`), without the scheme. */
  location: string;
  nome: string;
  cidade: string;
  /** Shown by the payer's app before it fetches the charge; the charge's own value prevails. */
  valorCentavos?: number;
}

/**
 * The payload of a dynamic BR Code (Manual de Padrões para Iniciação do Pix): field 01 = "12" (a QR of one
 * payment), field 26 with subfield 25 = the charge's location URL instead of the key (26-01), and 62-05 = "***"
 * (the txid travels in the charge the payer's app fetches from the location, not in the QR).
 */
export function brCodeDinamico({ location, nome, cidade, valorCentavos }: BrCodeDinamicoInput): string {
  const url = location.replace(/^https:\/\//, '');
  if (!url || url.length > 77) throw new Error('location Pix inválida');
  const conta = emv('00', 'br.gov.bcb.pix') + emv('25', url);
  let payload = emv('00', '01') + emv('01', '12') + emv('26', conta) + emv('52', '0000') + emv('53', '986');
  if (valorCentavos !== undefined) payload += emv('54', `${Math.floor(valorCentavos / 100)}.${String(valorCentavos % 100).padStart(2, '0')}`);
  payload += emv('58', 'BR') + emv('59', pixText(nome, 25)) + emv('60', pixText(cidade, 15)) + emv('62', emv('05', '***')) + '6304';
  return payload + crc16(payload);
}

/** Splits a payload into its top-level fields; null when lengths do not add up. */
export function parseEmv(payload: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(payload.slice(i + 2, i + 4)) || i + 4 + len > payload.length) return null;
    out.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return out;
}

/** True when the payload parses and its CRC (field 63, last) is right. */
export function brCodeValid(payload: string): boolean {
  const fields = parseEmv(payload);
  if (!fields || !payload.endsWith(fields.get('63') ?? '-') || payload.slice(-8, -4) !== '6304') return false;
  return crc16(payload.slice(0, -4)) === fields.get('63');
}
