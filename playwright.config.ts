import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
/**
 * "Entrar com gov.br" (tests/e2e/entrar-govbr.spec.ts) needs a real OpenID provider (tests/support/oidc-provider.ts)
 * and the product configured for it: both only when that spec is in the run (named, or no spec named at all). The
 * rest of the suite then sees the login page with the gov.br button, and nothing else changes.
 */
const specsNamed = process.argv.slice(2).filter((a) => !a.startsWith('-') && /\.spec\.ts$|^tests\//.test(a));
const OIDC = process.env.E2E_OIDC === '1' || specsNamed.length === 0 || specsNamed.some((a) => a.includes('entrar-govbr'));
const OIDC_PORT = Number(process.env.E2E_OIDC_PORT ?? PORT + 1000);
process.env.E2E_OIDC_PORT = String(OIDC_PORT);
const ORIGIN = `http://localhost:${PORT}`;
const oidcEnv: Record<string, string> = OIDC
  ? {
      E2E_OIDC: '1',
      OIDC_ISSUER: `http://127.0.0.1:${OIDC_PORT}`,
      OIDC_CLIENT_ID: 'processos-seletivos',
      OIDC_CLIENT_SECRET: 'segredo-do-cliente-de-teste-0123456789',
      OIDC_REDIRECT_URI: `${ORIGIN}/login/govbr/retorno`,
    }
  : {};
// A fresh embedded database per run, seeded with the demo data on start.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'ps-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/** The candidate screens' specs, run in the phone profile as well as on the desktop. */
const TELEFONE = /\/telas-[^/]*\.spec\.ts$/;
/** Specs of a story told on the phone only (the candidate's steps; their staff steps open a desktop-sized window). */
const SO_NO_TELEFONE = /\/cotas-fluxo-completo\.spec\.ts$/;

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    { name: 'desktop', testIgnore: SO_NO_TELEFONE, use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } },
    // Most candidates enrol on a phone (issue 24): the candidate screens' specs run again at 360x640 with touch.
    // Only those (TELEFONE below): the staff screens are desktop work and doubling them would only cost time.
    { name: 'telefone', testMatch: [TELEFONE, SO_NO_TELEFONE], use: { browserName: 'chromium', viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  ],
  webServer: [
    ...(OIDC
      ? [{ command: 'npx tsx tests/support/oidc-provider.ts', url: `http://127.0.0.1:${OIDC_PORT}/.well-known/openid-configuration`, timeout: 60_000, reuseExistingServer: false, stdout: 'ignore' as const, stderr: 'pipe' as const, env: { OIDC_TEST_PORT: String(OIDC_PORT), E2E_ORIGIN: ORIGIN } }]
      : []),
    {
      command: 'npx tsx scripts/start.ts',
      url: `http://localhost:${PORT}/sgps/pssFisica/buscaDadosSessao`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // Every spec signs in from 127.0.0.1: the per-client login limit (30 per 15 min) would end a full run midway.
      env: { PORT: String(PORT), DATA_DIR: dataDir, DATABASE_URL: '', SITE_DIR: process.env.E2E_SITE_DIR ?? './dist', LOG_LEVEL: 'warn', REBUILD_MINUTES: '0', RATE_LOGIN_POR_CLIENTE: '100000', ...oidcEnv },
    },
  ],
});
