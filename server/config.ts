import { readFileSync } from 'node:fs';
import { pix, remessa, type PixConfig, type RemessaConfig } from './config-cobranca.ts';
import { oidc, type OidcConfig } from './config-oidc.ts';

export { PIX_OBRIGATORIOS, type PixConfig, type RemessaConfig } from './config-cobranca.ts';
export { OIDC_CALLBACK_PATH, type OidcConfig } from './config-oidc.ts';

/**
 * The environment, parsed and checked once at start-up. Everything else receives a Config
 * and never reads process.env itself, so tests can build an app with any settings.
 */
export type Perfil = 'demo' | 'producao';

export interface Config {
  /**
   * 'producao' when NODE_ENV=production: no demo data, no simulators, and the start-up check
   * (server/producao.ts) refuses every demo default. 'demo' otherwise: demo data and a visible strip.
   */
  perfil: Perfil;
  /**
   * Which proxies may set X-Forwarded-For (TRUST_PROXY): false = none (the socket's address is the client),
   * a hop count, or a list of addresses/CIDRs. Never `true`: any client could then choose its own address.
   */
  trustProxy: false | number | string[];
  /**
   * HMAC keys given from outside the database (CSRF_KEY / REPORT_KEY, or *_FILE naming a file): in production
   * they must be; in the demo profile, when absent, they are generated once and kept in chave_servidor.
   */
  chaves: { csrf: Buffer | null; relatorios: Buffer | null };
  port: number;
  host: string;
  /** PGlite folder, used when databaseUrl is empty. */
  dataDir: string;
  /** PostgreSQL connection string; empty means embedded PGlite. */
  databaseUrl: string;
  /** Connections each API process keeps to PostgreSQL (DB_POOL_MAX). Few: the server's cores are the limit, not the connections. */
  dbPoolMax: number;
  /** Folder holding the built static site that the server serves at '/'. */
  siteDir: string;
  /** Public origin (scheme://host:port) used in links we build and the Origin check. Empty = trust Host header. */
  publicOrigin: string;
  /** Cookies get the Secure flag (set when served over TLS). */
  secureCookies: boolean;
  sessionIdleMinutes: number;
  sessionAbsoluteHours: number;
  /** Upcoming window for the "Prox" listings, in days. */
  upcomingDays: number;
  /** Scheduled rebuild of the public pages, in minutes (0 = off). */
  rebuildMinutes: number;
  /**
   * Who may read GET /sgps/metricas (Prometheus): a bearer token (METRICS_TOKEN, at least 32 characters) and/or
   * the addresses or CIDRs of the scrapers (METRICS_ALLOW), matched against the socket's address of a request
   * that came through no proxy. Neither = nobody: the endpoint refuses every caller.
   */
  metrics: { token: string; allow: string[] };
  /** How long a SIGTERM waits for requests in flight and the mail batch before cutting them (SHUTDOWN_SECONDS). */
  shutdownSeconds: number;
  /**
   * Document uploads writing their bytes at once per API process (UPLOADS_SIMULTANEOS); the others wait their turn,
   * so uploads never take the database connections the enrolments need.
   */
  uploadsSimultaneos: number;
  rateLimit: {
    /** checkContaExisteByDcmPessoal: per client per minute, and for everyone per minute. */
    contaPorCliente: number;
    contaGlobal: number;
    /** login attempts per client per 15 minutes. */
    loginPorCliente: number;
    /** failed passwords per login (from any client) per 15 minutes. */
    loginFalhasPorConta: number;
    /** account creations per client per minute (contaNovaPorCliente uses contaPorCliente), and for everyone. */
    contaNovaGlobal: number;
  };
  smtp: { url: string; from: string; outboxDir: string };
  /** Fee collection: bank and agreement of the boleto, the PIX receiver, the card provider. */
  pagamento: {
    /** FEBRABAN bank code (3 digits) and its check digit as printed on the slip ("001-9"). */
    bancoCodigo: string;
    bancoDv: string;
    /** Convênio of 7 digits (nosso número = convênio + 10 digits); a process's prcSltNmrConvenio overrides it. */
    convenio: string;
    carteira: string;
    agencia: string;
    conta: string;
    beneficiario: string;
    beneficiarioDocumento: string;
    pixChave: string;
    pixNome: string;
    pixCidade: string;
    /** Days until an appeal-fee slip falls due. */
    recursoDiasVencimento: number;
    /** 'simulador' (demo profile only: labelled as such on screen) or 'desativado' (production's default). */
    cartaoProvedor: 'simulador' | 'desativado';
  };
  /** The institution's name (INSTITUICAO): the sender candidates read on institutional messages (issue 37). */
  instituicao: string;
  /** Money that closes its loop (issue 39): the PSP of the API Pix, and the CNAB 240 remessa of registered boletos. */
  pix: PixConfig;
  remessa: RemessaConfig;
  logLevel: string;
  /** Check every answer against its route's response schema (server/http/respostas.ts): tests and the demo. */
  validarRespostas: boolean;
  /** Seed demo data on first start. */
  seedOnStart: boolean;
  /** "Entrar com gov.br": the OpenID Connect provider beside the local password (server/login/oidc/); null = off. */
  oidc: OidcConfig | null;
}

/**
 * The demo's payment beneficiary: fictitious agreement, account and PIX key. Production refuses to start
 * while any of them is still in force (server/producao.ts): slips would be paid to nobody.
 */
export const PAGAMENTO_DEMO = {
  convenio: '2837461',
  agencia: '1234-5',
  conta: '56789-0',
  beneficiario: 'Universidade - Processos Seletivos',
  beneficiarioDocumento: '',
  pixChave: 'pagamentos@processos.local',
  pixNome: 'Processos Seletivos',
} as const;

function int(env: NodeJS.ProcessEnv, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) throw new Error(`Configuração inválida: ${name} deve ser um inteiro >= ${min} (recebido "${raw}")`);
  return n;
}

function bool(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (/^(1|true|yes|sim)$/i.test(raw)) return true;
  if (/^(0|false|no|nao|não)$/i.test(raw)) return false;
  throw new Error(`Configuração inválida: ${name} deve ser true ou false (recebido "${raw}")`);
}

function digits(env: NodeJS.ProcessEnv, name: string, fallback: string, length: number): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!new RegExp(`^\\d{${length}}$`).test(raw)) throw new Error(`Configuração inválida: ${name} deve ter ${length} dígitos (recebido "${raw}")`);
  return raw;
}

function trustProxy(env: NodeJS.ProcessEnv): Config['trustProxy'] {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || /^(0|false|no|nao|não|none)$/i.test(raw)) return false;
  if (/^(1|true|yes|sim)$/i.test(raw) && !/^\d+$/.test(raw)) {
    throw new Error('Configuração inválida: TRUST_PROXY não aceita "true" (qualquer cliente escolheria o próprio endereço); informe o número de proxies ou os endereços deles');
  }
  if (/^\d+$/.test(raw)) return Number(raw);
  const list = raw.split(',').map((s) => s.trim()).filter(Boolean);
  for (const item of list) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item) && !['loopback', 'linklocal', 'uniquelocal'].includes(item)) {
      throw new Error(`Configuração inválida: TRUST_PROXY deve ser um número de proxies ou uma lista de endereços (recebido "${item}")`);
    }
  }
  return list;
}

function metricsAccess(env: NodeJS.ProcessEnv): Config['metrics'] {
  const token = (env.METRICS_TOKEN ?? '').trim();
  if (token && token.length < 32) throw new Error('Configuração inválida: METRICS_TOKEN deve ter ao menos 32 caracteres (gere com: openssl rand -hex 32)');
  const allow = (env.METRICS_ALLOW ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  for (const item of allow) {
    if (!/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(item)) throw new Error(`Configuração inválida: METRICS_ALLOW deve ser uma lista de endereços ou CIDRs (recebido "${item}")`);
  }
  return { token, allow };
}

/** An HMAC key from NAME (base64url or hex, at least 32 bytes) or from the file NAME_FILE names. */
function key(env: NodeJS.ProcessEnv, name: string, readFile: (path: string) => string): Buffer | null {
  const file = env[`${name}_FILE`];
  const raw = (file ? readFile(file) : env[name] ?? '').trim();
  if (!raw) return null;
  const buf = /^[0-9a-fA-F]+$/.test(raw) && raw.length % 2 === 0 ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64url');
  if (buf.length < 32) throw new Error(`Configuração inválida: ${name} deve ter ao menos 32 bytes (gere com: openssl rand -hex 32)`);
  return buf;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, readFile: (path: string) => string = (p) => readFileSync(p, 'utf8')): Config {
  // PERFIL overrides NODE_ENV for one case: the benchmark runs Node in production mode over demo data.
  if (env.PERFIL && !['demo', 'producao'].includes(env.PERFIL)) throw new Error(`Configuração inválida: PERFIL deve ser demo ou producao (recebido "${env.PERFIL}")`);
  const perfil: Perfil = (env.PERFIL as Perfil | undefined) || (env.NODE_ENV === 'production' ? 'producao' : 'demo');
  const databaseUrl = env.DATABASE_URL ?? '';
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('Configuração inválida: DATABASE_URL deve começar com postgres:// ou postgresql://');
  }
  const dataDir = env.DATA_DIR || './data';
  const publicOrigin = (env.PUBLIC_ORIGIN || '').replace(/\/$/, '');
  return {
    perfil,
    trustProxy: trustProxy(env),
    chaves: { csrf: key(env, 'CSRF_KEY', readFile), relatorios: key(env, 'REPORT_KEY', readFile) },
    port: int(env, 'PORT', 8080, 0),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    dbPoolMax: int(env, 'DB_POOL_MAX', 10, 1),
    siteDir: env.SITE_DIR || './dist',
    publicOrigin,
    secureCookies: bool(env, 'SECURE_COOKIES', false),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 60, 1),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1),
    upcomingDays: int(env, 'UPCOMING_DAYS', 30, 1),
    rebuildMinutes: int(env, 'REBUILD_MINUTES', 10, 0),
    shutdownSeconds: int(env, 'SHUTDOWN_SECONDS', 20, 1),
    uploadsSimultaneos: int(env, 'UPLOADS_SIMULTANEOS', 2, 1),
    metrics: metricsAccess(env),
    rateLimit: {
      contaPorCliente: int(env, 'RATE_CONTA_POR_CLIENTE', 20, 1),
      contaGlobal: int(env, 'RATE_CONTA_GLOBAL', 2000, 1),
      loginPorCliente: int(env, 'RATE_LOGIN_POR_CLIENTE', 30, 1),
      loginFalhasPorConta: int(env, 'RATE_LOGIN_FALHAS_POR_CONTA', 10, 1),
      contaNovaGlobal: int(env, 'RATE_CONTA_NOVA_GLOBAL', 600, 1),
    },
    smtp: {
      url: env.SMTP_URL || '',
      from: env.SMTP_FROM || 'Processos Seletivos <nao-responda@processos.local>',
      outboxDir: env.OUTBOX_DIR || `${dataDir}/outbox`,
    },
    pagamento: {
      bancoCodigo: digits(env, 'BANCO_CODIGO', '001', 3),
      bancoDv: digits(env, 'BANCO_DV', '9', 1),
      convenio: digits(env, 'CONVENIO', PAGAMENTO_DEMO.convenio, 7),
      carteira: digits(env, 'CARTEIRA', '18', 2),
      agencia: env.AGENCIA || PAGAMENTO_DEMO.agencia,
      conta: env.CONTA || PAGAMENTO_DEMO.conta,
      beneficiario: env.BENEFICIARIO || PAGAMENTO_DEMO.beneficiario,
      beneficiarioDocumento: env.BENEFICIARIO_DOCUMENTO || PAGAMENTO_DEMO.beneficiarioDocumento,
      pixChave: env.PIX_CHAVE || PAGAMENTO_DEMO.pixChave,
      pixNome: env.PIX_NOME || PAGAMENTO_DEMO.pixNome,
      pixCidade: env.PIX_CIDADE || 'Ponta Grossa',
      recursoDiasVencimento: int(env, 'RECURSO_DIAS_VENCIMENTO', 3, 1),
      cartaoProvedor: (env.CARTAO_PROVEDOR || (perfil === 'producao' ? 'desativado' : 'simulador')) === 'simulador' ? 'simulador' : 'desativado',
    },
    instituicao: (env.INSTITUICAO || env.BENEFICIARIO || 'Universidade - Processos Seletivos').trim(),
    pix: pix(env, readFile, perfil),
    remessa: remessa(env),
    logLevel: env.LOG_LEVEL || 'info',
    validarRespostas: bool(env, 'VALIDAR_RESPOSTAS', perfil === 'demo'),
    // Production never seeds unless asked to (and the start-up check then refuses it).
    seedOnStart: bool(env, 'SEED_ON_START', perfil === 'demo'),
    oidc: oidc(env, readFile, publicOrigin),
  };
}

/** A config for tests: defaults, no seeding, quiet logs, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ ...process.env, SEED_ON_START: 'false', VALIDAR_RESPOSTAS: 'true', LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent' }), ...overrides };
}
