import { describe, expect, it } from 'vitest';
import { nginxConf, routeRegex } from '../../scripts/nginx-conf.ts';
import { ROUTES, buildPath, hasParams, shellPath, type RouteName } from '../../src/lib/routes.ts';

describe('deploy/nginx.conf generated from the route table', () => {
  const conf = nginxConf();

  it('has a rewrite to its static shell for every parameter route', () => {
    for (const name of (Object.keys(ROUTES) as RouteName[]).filter(hasParams)) {
      expect(conf).toContain(`location ~ "${routeRegex(ROUTES[name])}"`);
      expect(conf).toContain(`${shellPath(name)}/index.html`);
    }
  });

  it('each regex matches the route paths and refuses unsafe segments', () => {
    const re = (n: RouteName) => new RegExp(routeRegex(ROUTES[n]));
    expect(re('entrarProcesso').test(buildPath('entrarProcesso', { prcSltCodigo: 12 }))).toBe(true);
    expect(re('cronogramas').test('/cronogramas/1/2/3')).toBe(true);
    expect(re('cronogramas').test('/cronogramas/1/2/3/T')).toBe(true);
    expect(re('ensalamentoGeral').test('/ensalamento/1/2')).toBe(false);
    expect(re('entrarProcesso').test('/entrar/..%2f')).toBe(false);
    expect(re('autorizacaoAplicacao').test('/autorizacao-aplicacao/1')).toBe(true);
  });

  it('proxies the API and the login app, and caches hashed assets for good', () => {
    expect(conf).toMatch(/location \/sgps\/ \{\s+proxy_pass http:\/\/processos_api;/);
    expect(conf).toMatch(/location \/login\/ \{\s+proxy_pass http:\/\/processos_api;/);
    expect(conf).toContain('immutable');
    expect(conf).toContain('root /srv/processos-seletivos/data/site/current;');
  });
});
