import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES, hasParams, paramCode, shellPath, type RouteName } from '../../src/lib/routes.ts';

/**
 * A parameter route's page sits at its shell path (src/pages/reexame/-/-/-.astro is /reexame/-/-/-), the path the
 * server and the nginx rules serve for every concrete one: a route added to the table without its page, or a page
 * moved away from the table's pattern, fails here instead of answering 404 in production.
 */
const PAGES = path.resolve(import.meta.dirname, '../../src/pages');
// entrar/:prcSltCodigo and resultado/:prcSltCodigo are pre-rendered per process, resultado/:p/:opcCodigo per option
// of a published result (their shells '-' and '-/-' among them);
// autorizacao-aplicacao/:sucesso per value.
const PRE_RENDERED: RouteName[] = ['entrarProcesso', 'resultadoProcesso', 'resultadoOpcao', 'autorizacaoAplicacao'];

describe('static shells of the parameter routes', () => {
  const shells = (Object.keys(ROUTES) as RouteName[]).filter((n) => hasParams(n) && !PRE_RENDERED.includes(n));

  it.each(shells)('%s has its page at the shell path, framed by Shell with its route name', (name) => {
    const file = path.join(PAGES, `${shellPath(name)}.astro`);
    expect(existsSync(file), file).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain(`<Shell route="${name}"`);
  });
});

describe('codes read from a route parameter', () => {
  it('are positive integers of up to 10 digits; anything else is null', () => {
    expect(paramCode('42')).toBe(42);
    expect(paramCode('-')).toBeNull();
    expect(paramCode(undefined)).toBeNull();
    expect(paramCode('0')).toBeNull();
    expect(paramCode('12a')).toBeNull();
    expect(paramCode('12345678901')).toBeNull();
  });

  it('may be 0 where the route allows "none yet" (the schedules of a process before enrolling)', () => {
    expect(paramCode('0', true)).toBe(0);
    expect(paramCode('7', true)).toBe(7);
    expect(paramCode('-', true)).toBeNull();
  });
});
