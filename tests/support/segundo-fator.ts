/**
 * The staff's second factor as the test clients go through it (issue 34 §2): Client.login completes it like a
 * person with an authenticator app would — the first time it reads the secret shown beside the QR code and confirms
 * the set-up, afterwards it types the current code. Codes are computed with `otpauth` from what the page showed;
 * nothing is read from the database.
 */
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';

export interface Autenticador {
  segredo: string;
  /** The last time step a code was sent for: the server refuses it again (replay), so the next sign-in uses a later one. */
  ultimoPasso: number;
  codigos: string[];
}

/** Per app under test, per login: what the "phone" of each staff member holds. */
const autenticadores = new WeakMap<object, Map<string, Autenticador>>();

export const autenticadoresDe = (app: object) => {
  let m = autenticadores.get(app);
  if (!m) autenticadores.set(app, (m = new Map()));
  return m;
};

export const passoDe = (instante: Date) => Math.floor(instante.getTime() / 30_000);
export const codigoDoPasso = (segredo: string, passo: number) => new TOTP({ secret: Secret.fromBase32(segredo), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: passo * 30_000 });

export const campoOculto = (body: string, nome: string) => new RegExp(`name="${nome}" value="([^"]*)"`).exec(body)?.[1] ?? null;
export const segredoDaPagina = (body: string) => /data-testid="segredo-totp">([A-Z2-7 ]+)</.exec(body)?.[1].replace(/ /g, '') ?? null;
export const codigosDaPagina = (body: string) => [...body.matchAll(/<li class="list-group-item">([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4})<\/li>/g)].map((m) => m[1]);
export const pedeConfiguracao = (res: LightMyRequestResponse) => res.statusCode === 200 && res.body.includes('action="/login/segundo-fator/configurar"');
export const pedeCodigo = (res: LightMyRequestResponse) => res.statusCode === 200 && res.body.includes('action="/login/segundo-fator"');

/**
 * The next code the "phone" would give at `agora`: the current step's, or the one after the last used when that
 * one was already used (the server accepts one step either side, RFC 6238 §5.2); a recovery code when the clock,
 * fixed in a test, leaves no unused step in the window.
 */
export function proximoCodigo(a: Autenticador, agora: Date): string {
  const atual = passoDe(agora);
  const passo = Math.max(atual - 1, a.ultimoPasso + 1);
  if (passo > atual + 1) {
    const codigo = a.codigos.shift();
    if (!codigo) throw new Error('sem códigos de recuperação: avance o relógio do teste');
    return codigo;
  }
  a.ultimoPasso = passo;
  return codigoDoPasso(a.segredo, passo);
}
