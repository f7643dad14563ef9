/**
 * A path segment longer than the router accepts (maxParamLength) is refused in the envelope like every other
 * error, and the path — whatever the caller put in it — is never echoed back.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, createTestApp, type TestApp } from '../support/api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('answers 414 in the envelope, without the path, on every parameter route', async () => {
  const segredo = `<script>${'x'.repeat(400)}</script>`;
  const c = new Client(t);
  for (const url of [`/sgps/gestao/inscricoes/1/arquivos/${encodeURIComponent(segredo)}`, `/sgps/prcSeletivo/getById/${encodeURIComponent(segredo)}`]) {
    const res = await c.get(url);
    expect(res.statusCode, url).toBe(414);
    expect(res.json()).toMatchObject({ success: false, message: expect.stringContaining('longo demais') });
    expect(res.body).not.toContain('xxxx');
    expect(res.headers['cache-control']).toBe('no-store');
  }
});
