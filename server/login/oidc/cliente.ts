/**
 * The relying party of "Entrar com gov.br" (issue 23 §3), over `openid-client` (a certified RP library): discovery,
 * the authorization request with PKCE (S256), state and nonce, the code exchange with the ID token's signature,
 * issuer, audience, expiry and nonce checked by the library, the userinfo read, and the end-session URL. Nothing
 * here parses or checks a token by hand.
 */
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../config.ts';

/** What the browser must bring back (kept in the signed pending cookie, server/login/oidc/pedido.ts). */
export interface PedidoOidc {
  state: string;
  nonce: string;
  verifier: string;
}

/** Why a return from the provider was refused: each one is its own Portuguese page (server/login/oidc/paginas.ts). */
export type FalhaOidc = 'ESTADO' | 'CODIGO' | 'PROVEDOR' | 'CANCELADO' | 'INDISPONIVEL';

export class RecusaOidc extends Error {
  constructor(
    readonly falha: FalhaOidc,
    /** The provider's own error code, for the log (never shown raw). */
    readonly detalhe = '',
  ) {
    super(`oidc: ${falha}${detalhe ? ` (${detalhe})` : ''}`);
  }
}

export interface ClienteOidc {
  readonly config: OidcConfig;
  /** The provider's authorization URL for a new pending request. */
  iniciar(): Promise<{ url: URL; pedido: PedidoOidc }>;
  /** The claims of the person the provider signed in (ID token, then userinfo over it), from the callback's query. */
  concluir(query: string, pedido: PedidoOidc): Promise<{ claims: Record<string, unknown>; idToken: string }>;
  /** The provider's end-session URL for this ID token, or null when the provider offers none. */
  saida(idToken: string): Promise<URL | null>;
}

/** Seconds a request to the provider may take before the candidate is told it did not answer. */
const TEMPO_LIMITE_S = 10;

export function criarClienteOidc(config: OidcConfig): ClienteOidc {
  // Discovered on first use and kept; a failed discovery is retried by the next sign-in, not kept.
  let descoberta: Promise<oidc.Configuration> | null = null;
  const configuracao = () => {
    descoberta ??= oidc
      .discovery(
        new URL(config.issuer),
        config.clientId,
        { client_id: config.clientId, redirect_uris: [config.redirectUri] },
        config.clientSecret ? oidc.ClientSecretBasic(config.clientSecret) : oidc.None(),
        // http:// only outside production (the production check refuses it): a local provider in tests and demos.
        { timeout: TEMPO_LIMITE_S, execute: config.issuer.startsWith('http://') ? [oidc.allowInsecureRequests] : [] },
      )
      .catch((e: unknown) => {
        descoberta = null;
        throw new RecusaOidc('INDISPONIVEL', e instanceof Error ? e.message : String(e));
      });
    return descoberta;
  };

  return {
    config,
    async iniciar() {
      const c = await configuracao();
      const pedido = { state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() };
      const url = oidc.buildAuthorizationUrl(c, {
        redirect_uri: config.redirectUri,
        scope: config.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(pedido.verifier),
        code_challenge_method: 'S256',
        state: pedido.state,
        nonce: pedido.nonce,
      });
      return { url, pedido };
    },

    async concluir(query, pedido) {
      const c = await configuracao();
      // The URL the provider was told to come back to (not the one this request reached us by, behind a proxy).
      const retorno = new URL(config.redirectUri);
      retorno.search = query;
      const params = retorno.searchParams;
      // A state that is not this browser's pending request: a forged or crossed return, refused before anything else.
      if (params.get('state') !== pedido.state) throw new RecusaOidc('ESTADO');
      let tokens;
      try {
        tokens = await oidc.authorizationCodeGrant(c, retorno, { pkceCodeVerifier: pedido.verifier, expectedState: pedido.state, expectedNonce: pedido.nonce, idTokenExpected: true });
      } catch (e) {
        throw classificar(e);
      }
      const claims: Record<string, unknown> = { ...tokens.claims() };
      const idToken = tokens.id_token!;
      if (c.serverMetadata().userinfo_endpoint) {
        try {
          // Same subject as the ID token or the library refuses it.
          Object.assign(claims, await oidc.fetchUserInfo(c, tokens.access_token, String(claims.sub)));
        } catch (e) {
          throw classificar(e);
        }
      }
      return { claims, idToken };
    },

    async saida(idToken) {
      let c: oidc.Configuration;
      try {
        c = await configuracao();
      } catch {
        return null;
      }
      if (!c.serverMetadata().end_session_endpoint) return null;
      return oidc.buildEndSessionUrl(c, { id_token_hint: idToken, post_logout_redirect_uri: config.postLogoutRedirectUri, client_id: config.clientId });
    },
  };
}

/** The library's refusal as one of our failures. */
function classificar(e: unknown): RecusaOidc {
  if (e instanceof RecusaOidc) return e;
  if (e instanceof oidc.AuthorizationResponseError) {
    return new RecusaOidc(e.error === 'access_denied' ? 'CANCELADO' : 'PROVEDOR', e.error);
  }
  // invalid_grant: the code was already exchanged (a replay), expired, or issued for another verifier/redirect.
  if (e instanceof oidc.ResponseBodyError) return new RecusaOidc(e.error === 'invalid_grant' ? 'CODIGO' : 'PROVEDOR', e.error);
  const causa = e instanceof Error ? `${e.name}: ${e.message}` : String(e);
  // The network or the provider down: "try again later", not "something is wrong with you".
  if (e instanceof TypeError || (e instanceof Error && /timeout|fetch failed|ECONNREFUSED|aborted/i.test(`${e.message} ${String(e.cause ?? '')}`))) return new RecusaOidc('INDISPONIVEL', causa);
  return new RecusaOidc('PROVEDOR', causa);
}
