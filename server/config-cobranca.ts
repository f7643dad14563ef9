/**
 * The settings of money that closes its loop (issue 39; README "Configuração"): the PSP of the API Pix (PIX_PSP_*,
 * PIX_WEBHOOK_*, PIX_CONCILIACAO_MINUTOS) and the CNAB 240 remessa (CNAB_*, REMESSA_MINUTOS), parsed with the rest
 * of the environment by server/config.ts.
 */

/** A whole number >= 0 from the environment (minutes, milliseconds), or `padrao` when unset. */
function inteiro(nome: string, raw: string | undefined, padrao: number): number {
  if (raw === undefined || raw === '') return padrao;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`Configuração inválida: ${nome} deve ser um inteiro >= 0 (recebido "${raw}")`);
  return n;
}

/** The remessa: which bank's variant of the FEBRABAN layout, the carteira's variation, how often the schedule looks. */
export interface RemessaConfig {
  /** 'bb' (Banco do Brasil, the default for bank 001) or 'febraban' (the layout as published). */
  variante: 'bb' | 'febraban';
  /** Variação da carteira (3 digits, BB). */
  variacaoCarteira: string;
  /** The bank's name in the headers. */
  nomeBanco: string;
  /** Minutes between the schedule's looks (a remessa a day with what waits); 0 = on demand only. */
  intervaloMinutos: number;
}

export function remessa(env: NodeJS.ProcessEnv): RemessaConfig {
  const banco = env.BANCO_CODIGO || '001';
  const variante = (env.CNAB_VARIANTE || (banco === '001' ? 'bb' : 'febraban')).trim();
  if (variante !== 'bb' && variante !== 'febraban') throw new Error(`Configuração inválida: CNAB_VARIANTE deve ser bb ou febraban (recebido "${variante}")`);
  const variacao = (env.CNAB_VARIACAO_CARTEIRA || '019').trim();
  if (!/^\d{3}$/.test(variacao)) throw new Error(`Configuração inválida: CNAB_VARIACAO_CARTEIRA deve ter 3 dígitos (recebido "${variacao}")`);
  return {
    variante,
    variacaoCarteira: variacao,
    nomeBanco: (env.CNAB_NOME_BANCO || (banco === '001' ? 'BANCO DO BRASIL S.A.' : '')).trim(),
    intervaloMinutos: inteiro('REMESSA_MINUTOS', env.REMESSA_MINUTOS, 60),
  };
}

/**
 * The PSP of the API Pix (PIX_PSP_*). `modo`: 'api' (a real PSP at `psp.url`), 'simulador' (the demo's local PSP,
 * server/lib/psp-pix-simulador.ts, started beside the API; the demo strip names it) or 'desativado' (no PSP: Pix
 * charges cannot be created; production refuses to start so while a published process charges a fee).
 */
export interface PixConfig {
  modo: 'api' | 'simulador' | 'desativado';
  psp: { url: string; tokenUrl: string; clientId: string; clientSecret: string; certFile: string; keyFile: string; caFile: string };
  /**
   * The public address the PSP posts notifications to, without the secret (PIX_WEBHOOK_URL, e.g.
   * https://processos.universidade.br/sgps/pix/webhook); registered at the PSP as `${webhookUrl}/${webhookSegredo}`.
   */
  webhookUrl: string;
  /** The secret part of the registered URL (PIX_WEBHOOK_SEGREDO, at least 32 characters): a notification without it is refused. */
  webhookSegredo: string;
  /** Minutes between reconciliation passes (GET /pix over the window since the last pass); 0 = only on demand. */
  conciliacaoMinutos: number;
  /**
   * How long the webhook's writer gathers Pix before writing them, at most (PIX_WEBHOOK_JANELA_MS; 0 = none): a PSP
   * waits seconds for its answer, a candidate enrolling does not. At the deadline (170 notifications a second), a
   * write leaving whenever the previous one ended carried one or two Pix, so the notifications cost a statement, its
   * plan and a commit (a WAL flush the enrolments' commits queue behind) each, beside the enrolments. The window ends
   * early once every connection of the PSP waits for its answer (server/features/pix/conexoes-esperando.ts), so it
   * no longer caps the PSP's rate: 50 ms gathers one Pix per connection of the PSP's (8 per statement in the bench,
   * 4.5 with the 20 ms of before), and a PSP sending on a single connection waits for nothing.
   * bench/pix-notificacoes.ts, bench/results/pix-notificacoes-2026-11-28-sessao16-*.
   */
  janelaWebhookMs: number;
}

/** The settings a real PSP needs, by environment variable: production names each one missing (server/producao.ts). */
export const PIX_OBRIGATORIOS = {
  PIX_PSP_URL: (c: PixConfig) => c.psp.url,
  PIX_PSP_CLIENT_ID: (c: PixConfig) => c.psp.clientId,
  PIX_PSP_CLIENT_SECRET: (c: PixConfig) => c.psp.clientSecret,
  PIX_PSP_CERT: (c: PixConfig) => c.psp.certFile,
  PIX_PSP_KEY: (c: PixConfig) => c.psp.keyFile,
  PIX_WEBHOOK_URL: (c: PixConfig) => c.webhookUrl,
  PIX_WEBHOOK_SEGREDO: (c: PixConfig) => c.webhookSegredo,
} as const;

export function pix(env: NodeJS.ProcessEnv, readFile: (path: string) => string, perfil: 'demo' | 'producao'): PixConfig {
  const pspUrl = (env.PIX_PSP_URL ?? '').trim();
  const pedido = (env.PIX_PSP ?? '').trim();
  if (pedido && !['api', 'simulador', 'desativado'].includes(pedido)) throw new Error(`Configuração inválida: PIX_PSP deve ser api, simulador ou desativado (recebido "${pedido}")`);
  const modo = (pedido || (pspUrl ? 'api' : perfil === 'demo' ? 'simulador' : 'desativado')) as PixConfig['modo'];
  if (pspUrl && !/^https:\/\/[^\s]+$/.test(pspUrl)) throw new Error(`Configuração inválida: PIX_PSP_URL deve ser um endereço https:// (recebido "${pspUrl}")`);
  const secretFile = env.PIX_PSP_CLIENT_SECRET_FILE;
  const segredo = (env.PIX_WEBHOOK_SEGREDO_FILE ? readFile(env.PIX_WEBHOOK_SEGREDO_FILE) : env.PIX_WEBHOOK_SEGREDO ?? '').trim();
  if (segredo && !/^[A-Za-z0-9_-]{32,200}$/.test(segredo)) throw new Error('Configuração inválida: PIX_WEBHOOK_SEGREDO deve ter ao menos 32 letras, dígitos, - ou _ (gere com: openssl rand -hex 32)');
  return {
    modo,
    psp: {
      url: pspUrl,
      tokenUrl: (env.PIX_PSP_TOKEN_URL ?? '').trim(),
      clientId: (env.PIX_PSP_CLIENT_ID ?? '').trim(),
      clientSecret: (secretFile ? readFile(secretFile) : env.PIX_PSP_CLIENT_SECRET ?? '').trim(),
      certFile: (env.PIX_PSP_CERT ?? '').trim(),
      keyFile: (env.PIX_PSP_KEY ?? '').trim(),
      caFile: (env.PIX_PSP_CA ?? '').trim(),
    },
    webhookUrl: (env.PIX_WEBHOOK_URL ?? '').trim().replace(/\/$/, ''),
    webhookSegredo: segredo,
    conciliacaoMinutos: inteiro('PIX_CONCILIACAO_MINUTOS', env.PIX_CONCILIACAO_MINUTOS, 10),
    janelaWebhookMs: inteiro('PIX_WEBHOOK_JANELA_MS', env.PIX_WEBHOOK_JANELA_MS, 50),
  };
}

