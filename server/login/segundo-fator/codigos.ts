/**
 * The codes of the staff's second factor (issue 34 §2): TOTP of RFC 6238 through `otpauth` (HMAC-SHA-1, 6 digits,
 * 30-second steps — what every authenticator app reads from an otpauth:// QR code), and the recovery codes.
 */
import { createHmac, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 §4: X, the time step, 30 s as the RFC recommends (§5.2). */
export const PERIODO_S = 30;
/**
 * RFC 6238 §5.2 lets the verifier accept codes of the steps next to the current one for clock drift and the time
 * the person takes to type: one step each side. Which step matched is kept, and no earlier or equal step is
 * accepted again (server/entities/pessoa/segundo-fator.ts aceitarPasso): a code seen over a shoulder is worthless.
 */
const JANELA = 1;
export const QUANTOS_CODIGOS_RECUPERACAO = 10;
const EMISSOR = 'Processos Seletivos';

const totp = (segredo: string, rotulo = '') => new TOTP({ issuer: EMISSOR, label: rotulo, algorithm: 'SHA1', digits: 6, period: PERIODO_S, secret: Secret.fromBase32(segredo) });

/** A new secret: 160 bits, the length RFC 4226 §4 recommends for HMAC-SHA-1. Base32, as the apps read it. */
export const novoSegredo = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI the QR code carries (label: the system and the person's name). */
export const uriDoSegredo = (segredo: string, rotulo: string) => totp(segredo, rotulo).toString();

/** The secret as a person types it into an app by hand: groups of four. */
export const segredoLegivel = (segredo: string) => segredo.replace(/(.{4})/g, '$1 ').trim();

/** The time step of an instant (RFC 6238 §4.2, T = floor((now - T0) / X), T0 = 0). */
export const passoDe = (agora: Date) => Math.floor(agora.getTime() / 1000 / PERIODO_S);

/** The step a 6-digit code matches within the window around `agora`, or null. */
export function passoDoCodigo(segredo: string, codigo: string, agora: Date): number | null {
  if (!/^\d{6}$/.test(codigo)) return null;
  const delta = totp(segredo).validate({ token: codigo, timestamp: agora.getTime(), window: JANELA });
  return delta === null ? null : passoDe(agora) + delta;
}

/** What the person typed, without spaces and dashes, lower case: "123 456" and "ABCD-EFGH-JKMN" alike. */
export const normalizarCodigo = (texto: string) => texto.replace(/[\s-]/g, '').toLowerCase();

/** Crockford's base32 alphabet: no i, l, o, u, so nothing read off paper is ambiguous. */
const ALFABETO = '0123456789abcdefghjkmnpqrstvwxyz';

/** Ten recovery codes of 12 characters (60 bits each), shown as xxxx-xxxx-xxxx. */
export function novosCodigosRecuperacao(): string[] {
  return Array.from({ length: QUANTOS_CODIGOS_RECUPERACAO }, () => {
    const c = Array.from({ length: 12 }, () => ALFABETO[randomInt(ALFABETO.length)]).join('');
    return `${c.slice(0, 4)}-${c.slice(4, 8)}-${c.slice(8)}`;
  });
}

/** True when the text has the shape of a recovery code (after normalizarCodigo). */
export const pareceCodigoRecuperacao = (normalizado: string) => new RegExp(`^[${ALFABETO}]{12}$`).test(normalizado);

/**
 * The kept form of a recovery code. A fast keyed hash (HMAC-SHA-256 with the server key) and not argon2 like the
 * passwords: a password is chosen by a person and may be guessed from a list, so its hash must be slow; a recovery
 * code is 60 random bits, and trying 2^60 candidates is out of reach at any speed — and more so without the key,
 * which is not in the database in production (CSRF_KEY). Being fast, checking one costs nothing under a crowd.
 */
export const hashCodigoRecuperacao = (chave: Buffer, contaCodigo: number, normalizado: string) =>
  createHmac('sha256', chave).update(`codigo-recuperacao.${contaCodigo}.${normalizado}`).digest('base64url');
