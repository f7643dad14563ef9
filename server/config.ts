/**
 * The environment, parsed and checked once at start-up. Everything else receives a Config
 * and never reads process.env itself, so tests can build an app with any settings.
 */
export interface Config {
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
  rateLimit: {
    /** checkContaExisteByDcmPessoal: per client per minute, and for everyone per minute. */
    contaPorCliente: number;
    contaGlobal: number;
    /** login attempts per client per 15 minutes. */
    loginPorCliente: number;
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
    /** 'simulador' (development: labelled as such on screen) or 'desativado'. */
    cartaoProvedor: 'simulador' | 'desativado';
  };
  logLevel: string;
  /** Seed demo data on first start. */
  seedOnStart: boolean;
}

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

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL ?? '';
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('Configuração inválida: DATABASE_URL deve começar com postgres:// ou postgresql://');
  }
  const dataDir = env.DATA_DIR || './data';
  return {
    port: int(env, 'PORT', 8080, 0),
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    dbPoolMax: int(env, 'DB_POOL_MAX', 10, 1),
    siteDir: env.SITE_DIR || './dist',
    publicOrigin: (env.PUBLIC_ORIGIN || '').replace(/\/$/, ''),
    secureCookies: bool(env, 'SECURE_COOKIES', false),
    sessionIdleMinutes: int(env, 'SESSION_IDLE_MINUTES', 60, 1),
    sessionAbsoluteHours: int(env, 'SESSION_ABSOLUTE_HOURS', 12, 1),
    upcomingDays: int(env, 'UPCOMING_DAYS', 30, 1),
    rebuildMinutes: int(env, 'REBUILD_MINUTES', 10, 0),
    rateLimit: {
      contaPorCliente: int(env, 'RATE_CONTA_POR_CLIENTE', 20, 1),
      contaGlobal: int(env, 'RATE_CONTA_GLOBAL', 2000, 1),
      loginPorCliente: int(env, 'RATE_LOGIN_POR_CLIENTE', 30, 1),
    },
    smtp: {
      url: env.SMTP_URL || '',
      from: env.SMTP_FROM || 'Processos Seletivos <nao-responda@processos.local>',
      outboxDir: env.OUTBOX_DIR || `${dataDir}/outbox`,
    },
    pagamento: {
      bancoCodigo: digits(env, 'BANCO_CODIGO', '001', 3),
      bancoDv: digits(env, 'BANCO_DV', '9', 1),
      convenio: digits(env, 'CONVENIO', '2837461', 7),
      carteira: digits(env, 'CARTEIRA', '18', 2),
      agencia: env.AGENCIA || '1234-5',
      conta: env.CONTA || '56789-0',
      beneficiario: env.BENEFICIARIO || 'Universidade - Processos Seletivos',
      beneficiarioDocumento: env.BENEFICIARIO_DOCUMENTO || '',
      pixChave: env.PIX_CHAVE || 'pagamentos@processos.local',
      pixNome: env.PIX_NOME || 'Processos Seletivos',
      pixCidade: env.PIX_CIDADE || 'Ponta Grossa',
      recursoDiasVencimento: int(env, 'RECURSO_DIAS_VENCIMENTO', 3, 1),
      cartaoProvedor: env.CARTAO_PROVEDOR === 'desativado' ? 'desativado' : 'simulador',
    },
    logLevel: env.LOG_LEVEL || 'info',
    seedOnStart: bool(env, 'SEED_ON_START', true),
  };
}

/** A config for tests: defaults, no seeding, quiet logs, overridable. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ ...process.env, SEED_ON_START: 'false', LOG_LEVEL: process.env.TEST_LOG_LEVEL || 'silent' }), ...overrides };
}
