import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRASTE_LOGIN } from '../../server/login/contraste.ts';
import { SCRIPT_FORMULARIOS } from '../../server/login/formularios-script.ts';
import { createTestApp, type TestApp } from '../support/api.ts';

// Bootstrap, then the login pages' contrast additions (issue 38)
const css = Buffer.concat([readFileSync(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css')), Buffer.from(CONTRASTE_LOGIN)]);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the login application's stylesheet", () => {
  const get = (encoding?: string) => t.app.inject({ method: 'GET', url: '/login/assets/bootstrap.min.css', headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('is sent brotli- or gzip-compressed to browsers that accept it, and the same bytes once decoded', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(brotliDecompressSync(br.rawPayload).equals(css)).toBe(true);
    expect(br.rawPayload.length).toBeLessThan(css.length / 5);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).equals(css)).toBe(true);
  });

  it('is sent as is to a client that accepts no compression', async () => {
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^text\/css/);
    expect(plain.rawPayload.equals(css)).toBe(true);
  });
});

describe("the login application's script", () => {
  it('is a file of its own (the CSP runs no inline script), the same for everyone, and every page loads it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login/assets/formularios.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.body).toBe(SCRIPT_FORMULARIOS);
    const pagina = await t.app.inject({ method: 'GET', url: '/login' });
    expect(pagina.body).toContain('<script src="/login/assets/formularios.js" defer></script>');
  });
});
