/** Issue 23 §3: the OIDC_* settings are read once, half a configuration is refused, production wants https. */
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { cpfDaClaim } from '../../server/login/oidc/routes.ts';
import { problemasDeConfiguracao } from '../../server/producao.ts';

const GOVBR = {
  OIDC_ISSUER: 'https://sso.staging.acesso.gov.br/',
  OIDC_CLIENT_ID: 'processos.universidade.br',
  OIDC_CLIENT_SECRET: 'segredo',
  OIDC_REDIRECT_URI: 'https://processos.universidade.br/login/govbr/retorno',
};

describe('OIDC settings', () => {
  it('is off without OIDC_ISSUER', () => {
    expect(loadConfig({}).oidc).toBeNull();
  });

  it("reads gov.br's settings with the defaults: the CPF in sub, logout back to /entrar", () => {
    expect(loadConfig(GOVBR).oidc).toEqual({
      issuer: 'https://sso.staging.acesso.gov.br/',
      clientId: 'processos.universidade.br',
      clientSecret: 'segredo',
      redirectUri: 'https://processos.universidade.br/login/govbr/retorno',
      postLogoutRedirectUri: 'https://processos.universidade.br/entrar',
      claimCpf: 'sub',
      scope: 'openid email profile',
    });
  });

  it('takes the redirect URI from PUBLIC_ORIGIN, the secret from a file, and a CPF claim of its own', () => {
    const o = loadConfig({ PUBLIC_ORIGIN: 'https://ps.exemplo.br', OIDC_ISSUER: 'https://sso.exemplo.br/realms/uni', OIDC_CLIENT_ID: 'ps', OIDC_CLIENT_SECRET_FILE: '/run/secrets/oidc', OIDC_CLAIM_CPF: 'cpf', OIDC_SCOPE: 'openid profile email cpf' }, () => 'do-arquivo\n').oidc;
    expect(o).toMatchObject({ redirectUri: 'https://ps.exemplo.br/login/govbr/retorno', clientSecret: 'do-arquivo', claimCpf: 'cpf', scope: 'openid profile email cpf' });
  });

  it('refuses half a configuration with a Portuguese line', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://sso.exemplo.br' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ ...GOVBR, OIDC_ISSUER: 'sso.exemplo.br' })).toThrow(/OIDC_ISSUER deve ser um endereço/);
    expect(() => loadConfig({ ...GOVBR, OIDC_REDIRECT_URI: '' })).toThrow(/OIDC_REDIRECT_URI/);
    expect(() => loadConfig({ ...GOVBR, OIDC_REDIRECT_URI: 'https://processos.universidade.br/callback' })).toThrow(/deve terminar em \/login\/govbr\/retorno/);
  });

  it('production refuses a provider or a return address that is not https', () => {
    const producao = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://processos.universidade.br', SECURE_COOKIES: 'true' };
    expect(problemasDeConfiguracao(loadConfig({ ...producao, ...GOVBR })).filter((p) => p.startsWith('OIDC'))).toEqual([]);
    const http = problemasDeConfiguracao(loadConfig({ ...producao, ...GOVBR, OIDC_ISSUER: 'http://sso.exemplo.br', OIDC_REDIRECT_URI: 'http://processos.universidade.br/login/govbr/retorno' }));
    expect(http.filter((p) => p.startsWith('OIDC'))).toEqual([
      expect.stringMatching(/^OIDC_ISSUER deve ser um endereço https:\/\/ em produção/),
      expect.stringMatching(/^OIDC_REDIRECT_URI deve ser um endereço https:\/\//),
      expect.stringMatching(/^OIDC_POST_LOGOUT_REDIRECT_URI deve ser um endereço https:\/\//),
    ]);
  });
});

describe('the CPF claim', () => {
  it('accepts a valid CPF, punctuated or not, and nothing else', () => {
    expect(cpfDaClaim('52998224725')).toBe('52998224725');
    expect(cpfDaClaim('529.982.247-25')).toBe('52998224725');
    expect(cpfDaClaim(52998224725)).toBe('52998224725');
    for (const v of ['52998224726', 'abc', '', null, undefined, { cpf: '52998224725' }, ['52998224725'], 'x52998224725']) expect(cpfDaClaim(v)).toBeNull();
  });
});
