/** Entrar com gov.br / an institutional OpenID provider: the OIDC_* settings, read and checked once (server/config.ts). */

/** The OpenID Connect relying party's settings (OIDC_*), read by server/login/oidc/. */
export interface OidcConfig {
  /** The provider's issuer URL (discovery at issuer/.well-known/openid-configuration). */
  issuer: string;
  clientId: string;
  /** Empty: a public client (PKCE only, token_endpoint_auth_method none). */
  clientSecret: string;
  /** Where the provider sends the browser back: must end in OIDC_CALLBACK_PATH (the route that takes it). */
  redirectUri: string;
  /** Where the provider's logout sends the browser back (registered at the provider). */
  postLogoutRedirectUri: string;
  /** The claim that carries the CPF: gov.br's `sub` is the CPF; a Keycloak usually maps it to its own claim. */
  claimCpf: string;
  scope: string;
}

/** The login app's route that receives the provider's answer (server/login/oidc/routes.ts). */
export const OIDC_CALLBACK_PATH = '/login/govbr/retorno';

function url(name: string, value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`Configuração inválida: ${name} deve ser um endereço http:// ou https:// (recebido "${value}")`);
  }
  if (!['http:', 'https:'].includes(parsed.protocol)) throw new Error(`Configuração inválida: ${name} deve ser um endereço http:// ou https:// (recebido "${value}")`);
  return value;
}

/** OIDC_* (README "Entrar com gov.br"): null when OIDC_ISSUER is empty, an error when it is half configured. */
export function oidc(env: NodeJS.ProcessEnv, readFile: (path: string) => string, publicOrigin: string): OidcConfig | null {
  const issuer = (env.OIDC_ISSUER ?? '').trim();
  if (!issuer) return null;
  url('OIDC_ISSUER', issuer);
  const clientId = (env.OIDC_CLIENT_ID ?? '').trim();
  if (!clientId) throw new Error('Configuração inválida: OIDC_ISSUER foi informado sem OIDC_CLIENT_ID (o identificador do sistema no provedor)');
  const redirectUri = url('OIDC_REDIRECT_URI', (env.OIDC_REDIRECT_URI ?? '').trim() || (publicOrigin ? `${publicOrigin}${OIDC_CALLBACK_PATH}` : ''));
  if (new URL(redirectUri).pathname !== OIDC_CALLBACK_PATH) {
    throw new Error(`Configuração inválida: OIDC_REDIRECT_URI deve terminar em ${OIDC_CALLBACK_PATH} (recebido "${redirectUri}")`);
  }
  const secretFile = env.OIDC_CLIENT_SECRET_FILE;
  return {
    issuer,
    clientId,
    clientSecret: (secretFile ? readFile(secretFile) : env.OIDC_CLIENT_SECRET ?? '').trim(),
    redirectUri,
    postLogoutRedirectUri: url('OIDC_POST_LOGOUT_REDIRECT_URI', (env.OIDC_POST_LOGOUT_REDIRECT_URI ?? '').trim() || `${new URL(redirectUri).origin}/entrar`),
    claimCpf: (env.OIDC_CLAIM_CPF ?? '').trim() || 'sub',
    scope: (env.OIDC_SCOPE ?? '').trim() || 'openid email profile',
  };
}
