/**
 * Issue 39, configuration: the production profile refuses to start without the PSP's settings while a published
 * process charges a fee (one line per missing setting), and refuses the demo's PSP simulator outright.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, PIX_OBRIGATORIOS } from '../../server/config.ts';
import { opcao, prcSeletivo, tipoOpcao } from '../../server/db/schema/index.ts';
import { problemasDeConfiguracao, problemasDePix } from '../../server/producao.ts';
import { createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

const DAY = 86_400_000;
let t: TestApp;
let prc: number;

const PIX_COMPLETO = {
  PIX_PSP_URL: 'https://pix.banco.example/api/v2',
  PIX_PSP_CLIENT_ID: 'cliente',
  PIX_PSP_CLIENT_SECRET: 'segredo',
  PIX_PSP_CERT: '/etc/processos/pix/cliente.crt',
  PIX_PSP_KEY: '/etc/processos/pix/cliente.key',
  PIX_WEBHOOK_URL: 'https://processos.universidade.example/sgps/pix/webhook',
  PIX_WEBHOOK_SEGREDO: 'c'.repeat(48),
};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  [{ prcSltCodigo: prc }] = await db
    .insert(prcSeletivo)
    .values({ prcSltDescricao: 'Vestibular cobrado', prcSltTipo: 'VESTIBULAR', prcSltPgtPix: true, prcSltDtInicio: FIXED_NOW, prcSltDtFim: new Date(FIXED_NOW.getTime() + 10 * DAY), prcSltPublicado: false })
    .returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Direito', opcVlrInscricao: 12000, opcOpcFinal: true, opcPgtPix: true });
});
afterAll(async () => t?.close());

describe('production and the PSP of the API Pix', () => {
  it('no process charging a fee is published: nothing is asked', async () => {
    expect(await problemasDePix(loadConfig({ NODE_ENV: 'production' }), t.database.db, FIXED_NOW)).toEqual([]);
  });

  it('a published process charges a fee: one line per missing setting, each naming it', async () => {
    await t.database.db.update(prcSeletivo).set({ prcSltPublicado: true }).where(eq(prcSeletivo.prcSltCodigo, prc));
    const linhas = await problemasDePix(loadConfig({ NODE_ENV: 'production' }), t.database.db, FIXED_NOW);
    expect(linhas).toHaveLength(Object.keys(PIX_OBRIGATORIOS).length);
    for (const nome of Object.keys(PIX_OBRIGATORIOS)) expect(linhas.filter((l) => l.startsWith(`${nome} `)), nome).toHaveLength(1);
    expect(linhas[0]).toContain('"Vestibular cobrado"');
    expect(linhas.every((l) => !l.includes('\n'))).toBe(true);
    // Only the missing ones.
    const { PIX_WEBHOOK_SEGREDO: _, ...semSegredo } = PIX_COMPLETO;
    expect(await problemasDePix(loadConfig({ NODE_ENV: 'production', ...semSegredo }), t.database.db, FIXED_NOW)).toEqual([expect.stringMatching(/^PIX_WEBHOOK_SEGREDO /)]);
    expect(await problemasDePix(loadConfig({ NODE_ENV: 'production', ...PIX_COMPLETO }), t.database.db, FIXED_NOW)).toEqual([]);
  });

  it('the fee can no longer be issued (the process ended): nothing is asked', async () => {
    expect(await problemasDePix(loadConfig({ NODE_ENV: 'production' }), t.database.db, new Date(FIXED_NOW.getTime() + 20 * DAY))).toEqual([]);
  });

  it('the PSP simulator is refused in production, and settings are checked as they are read', () => {
    expect(problemasDeConfiguracao(loadConfig({ NODE_ENV: 'production', PIX_PSP: 'simulador' })).join('\n')).toContain('PIX_PSP=simulador');
    expect(problemasDeConfiguracao(loadConfig({ NODE_ENV: 'production' })).join('\n')).not.toContain('PIX_PSP=');
    expect(loadConfig({}).pix.modo).toBe('simulador');
    expect(loadConfig({ NODE_ENV: 'production' }).pix.modo).toBe('desativado');
    expect(loadConfig({ NODE_ENV: 'production', ...PIX_COMPLETO }).pix.modo).toBe('api');
    expect(() => loadConfig({ PIX_PSP_URL: 'http://pix.banco.example' })).toThrow(/https/);
    expect(() => loadConfig({ PIX_WEBHOOK_SEGREDO: 'curto' })).toThrow(/PIX_WEBHOOK_SEGREDO/);
  });
});
