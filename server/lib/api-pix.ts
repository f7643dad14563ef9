/**
 * A client of the Banco Central's API Pix (the published standard every PSP implements, "API Pix" v2): OAuth2
 * client credentials over mutual TLS, then the endpoints this product uses —
 *   PUT /cob/{txid}, PUT /cobv/{txid}, PATCH /cobv/{txid}  charges (immediate / with a due date), and removal;
 *   GET /pix?inicio&fim&paginacao.paginaAtual             the Pix received in a window (reconciliation);
 *   PUT /webhook/{chave}                                   where the PSP posts `{pix: [...]}` (it appends "/pix");
 *   PUT /pix/{e2eid}/devolucao/{id}, GET the same           refunds.
 * Every call carries the client certificate (the PSP's mTLS requirement) and a bearer token cached until shortly
 * before it expires. No database here: the entity writes what these calls answer.
 */
import { readFileSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';

export interface PixPspConfig {
  /** Base URL of the API (e.g. https://pix.banco.com.br/api/v2); the paths above are appended. */
  url: string;
  /** OAuth2 token endpoint; empty = `${url}/oauth/token`. */
  tokenUrl: string;
  clientId: string;
  clientSecret: string;
  /** PEM files: our client certificate and key, and the CA that signed the PSP's server certificate (empty = system CAs). */
  certFile: string;
  keyFile: string;
  caFile: string;
}

/** An amount of the standard: a decimal string with two places ("150.00"). */
export const valorPix = (centavos: number) => `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;

/** Centavos of a standard amount; NaN when it is no amount. */
export function centavosPix(valor: string): number {
  const m = /^(\d{1,10})\.(\d{2})$/.exec(valor);
  return m ? Number(m[1]) * 100 + Number(m[2]) : Number.NaN;
}

export interface Devedor {
  cpf: string;
  nome: string;
}

export interface CobrancaCriada {
  txid: string;
  revisao: number;
  /** The payload's URL, no scheme (field 26-25 of the dynamic BR Code). */
  location: string;
  status: string;
  calendario: { criacao: string; expiracao?: number; dataDeVencimento?: string; validadeAposVencimento?: number };
}

/** One Pix received, as GET /pix and the webhook send it. */
export interface PixRecebido {
  endToEndId: string;
  txid?: string;
  valor: string;
  horario: string;
  infoPagador?: string;
  devolucoes?: { id: string; rtrId?: string; valor: string; status: string; horario?: { solicitacao?: string; liquidacao?: string }; motivo?: string }[];
}

export interface DevolucaoPix {
  id: string;
  rtrId?: string;
  valor: string;
  status: 'EM_PROCESSAMENTO' | 'DEVOLVIDO' | 'NAO_REALIZADO';
  motivo?: string;
}

/** The PSP answered with an error (its problem+json's title/detail), or could not be reached. */
export class ErroPsp extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly corpo: unknown = null,
  ) {
    super(message);
  }
}

const ESCOPOS = 'cob.write cob.read cobv.write cobv.read pix.read pix.write webhook.write webhook.read';

export interface ClientePix {
  criarCob(txid: string, c: { expiracaoSegundos: number; valor: number; chave: string; devedor: Devedor; solicitacao: string }): Promise<CobrancaCriada>;
  criarCobv(txid: string, c: { vencimento: string; valor: number; chave: string; devedor: Devedor; solicitacao: string }): Promise<CobrancaCriada>;
  removerCobv(txid: string): Promise<void>;
  listarPix(inicio: Date, fim: Date): Promise<PixRecebido[]>;
  configurarWebhook(chave: string, webhookUrl: string): Promise<void>;
  devolver(e2eid: string, id: string, valor: number, descricao: string): Promise<DevolucaoPix>;
  consultarDevolucao(e2eid: string, id: string): Promise<DevolucaoPix>;
  /** Not the standard: the local simulator's payer (server/lib/psp-pix-simulador.ts), for the demo profile only. */
  simuladorPagar(txid: string): Promise<PixRecebido>;
}

interface Resposta {
  status: number;
  corpo: unknown;
}

/** Builds a client; the certificate files are read once here (a missing file fails at start, not on the first charge). */
export function clientePix(cfg: PixPspConfig): ClientePix {
  const agent = new Agent({
    cert: readFileSync(cfg.certFile),
    key: readFileSync(cfg.keyFile),
    ca: cfg.caFile ? readFileSync(cfg.caFile) : undefined,
    keepAlive: true,
    maxSockets: 16,
  });
  const base = cfg.url.replace(/\/$/, '');
  const tokenUrl = cfg.tokenUrl || `${base}/oauth/token`;
  let token: { valor: string; expira: number } | null = null;
  let pedindo: Promise<string> | null = null;

  function chamar(metodo: string, url: string, headers: Record<string, string>, corpo?: string): Promise<Resposta> {
    return new Promise((resolve, reject) => {
      const req = httpsRequest(url, { method: metodo, agent, headers: { accept: 'application/json', ...headers, ...(corpo ? { 'content-length': String(Buffer.byteLength(corpo)) } : {}) }, timeout: 15_000 }, (res) => {
        const partes: Buffer[] = [];
        res.on('data', (p: Buffer) => partes.push(p));
        res.on('end', () => {
          const texto = Buffer.concat(partes).toString('utf8');
          let json: unknown = null;
          try {
            json = texto ? JSON.parse(texto) : null;
          } catch {
            json = texto;
          }
          resolve({ status: res.statusCode ?? 0, corpo: json });
        });
      });
      req.on('timeout', () => req.destroy(new ErroPsp('O PSP não respondeu a tempo.', 0)));
      req.on('error', (e) => reject(e instanceof ErroPsp ? e : new ErroPsp(`O PSP não pôde ser alcançado: ${e.message}`, 0)));
      if (corpo) req.write(corpo);
      req.end();
    });
  }

  async function pedirToken(): Promise<string> {
    const basic = Buffer.from(`${encodeURIComponent(cfg.clientId)}:${encodeURIComponent(cfg.clientSecret)}`).toString('base64');
    const r = await chamar('POST', tokenUrl, { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' }, `grant_type=client_credentials&scope=${encodeURIComponent(ESCOPOS)}`);
    const c = r.corpo as { access_token?: string; expires_in?: number } | null;
    if (r.status !== 200 || !c?.access_token) throw new ErroPsp(`O PSP recusou as credenciais (HTTP ${r.status}).`, r.status, r.corpo);
    // Renewed a minute early: a token that expires mid-call would fail a charge for nothing.
    token = { valor: c.access_token, expira: Date.now() + Math.max((c.expires_in ?? 300) - 60, 30) * 1000 };
    return token.valor;
  }

  async function bearer(): Promise<string> {
    if (token && token.expira > Date.now()) return token.valor;
    pedindo ??= pedirToken().finally(() => (pedindo = null));
    return pedindo;
  }

  async function api<T>(metodo: string, caminho: string, corpo?: unknown, esperado: number[] = [200, 201]): Promise<T> {
    let r = await chamar(metodo, `${base}${caminho}`, { authorization: `Bearer ${await bearer()}`, ...(corpo ? { 'content-type': 'application/json' } : {}) }, corpo ? JSON.stringify(corpo) : undefined);
    if (r.status === 401) {
      // The PSP revoked the token early: one new token, one retry.
      token = null;
      r = await chamar(metodo, `${base}${caminho}`, { authorization: `Bearer ${await bearer()}`, ...(corpo ? { 'content-type': 'application/json' } : {}) }, corpo ? JSON.stringify(corpo) : undefined);
    }
    if (!esperado.includes(r.status)) {
      const p = r.corpo as { title?: string; detail?: string } | null;
      throw new ErroPsp(`O PSP recusou ${metodo} ${caminho.split('?')[0]} (HTTP ${r.status}${p?.title ? `: ${p.title}` : ''}${p?.detail ? ` — ${p.detail}` : ''}).`, r.status, r.corpo);
    }
    return r.corpo as T;
  }

  const devedorDe = (d: Devedor) => ({ cpf: d.cpf, nome: d.nome.slice(0, 200) });
  const cobranca = (c: { txid: string; revisao?: number; loc?: { location?: string }; location?: string; status: string; calendario: CobrancaCriada['calendario'] }): CobrancaCriada => {
    const location = c.location ?? c.loc?.location;
    if (!location) throw new ErroPsp('O PSP criou a cobrança sem location.', 200, c);
    return { txid: c.txid, revisao: c.revisao ?? 0, location, status: c.status, calendario: c.calendario };
  };

  return {
    async criarCob(txid, c) {
      const corpo = { calendario: { expiracao: c.expiracaoSegundos }, ...(c.devedor.cpf ? { devedor: devedorDe(c.devedor) } : {}), valor: { original: valorPix(c.valor) }, chave: c.chave, solicitacaoPagador: c.solicitacao.slice(0, 140) };
      return cobranca(await api('PUT', `/cob/${encodeURIComponent(txid)}`, corpo));
    },
    async criarCobv(txid, c) {
      const corpo = {
        calendario: { dataDeVencimento: c.vencimento, validadeAposVencimento: 0 },
        devedor: devedorDe(c.devedor),
        valor: { original: valorPix(c.valor) },
        chave: c.chave,
        solicitacaoPagador: c.solicitacao.slice(0, 140),
      };
      return cobranca(await api('PUT', `/cobv/${encodeURIComponent(txid)}`, corpo));
    },
    async removerCobv(txid) {
      await api('PATCH', `/cobv/${encodeURIComponent(txid)}`, { status: 'REMOVIDA_PELO_USUARIO_RECEBEDOR' });
    },
    async listarPix(inicio, fim) {
      const out: PixRecebido[] = [];
      for (let pagina = 0; ; pagina++) {
        const q = new URLSearchParams({ inicio: inicio.toISOString(), fim: fim.toISOString(), 'paginacao.paginaAtual': String(pagina), 'paginacao.itensPorPagina': '1000' });
        const r = await api<{ parametros: { paginacao: { quantidadeDePaginas: number } }; pix: PixRecebido[] }>('GET', `/pix?${q}`);
        out.push(...(r.pix ?? []));
        if (pagina + 1 >= (r.parametros?.paginacao?.quantidadeDePaginas ?? 1)) return out;
      }
    },
    async configurarWebhook(chave, webhookUrl) {
      await api('PUT', `/webhook/${encodeURIComponent(chave)}`, { webhookUrl }, [200, 201, 204]);
    },
    async devolver(e2eid, id, valor, descricao) {
      return api<DevolucaoPix>('PUT', `/pix/${encodeURIComponent(e2eid)}/devolucao/${encodeURIComponent(id)}`, { valor: valorPix(valor), natureza: 'ORIGINAL', descricao: descricao.slice(0, 140) });
    },
    async consultarDevolucao(e2eid, id) {
      return api<DevolucaoPix>('GET', `/pix/${encodeURIComponent(e2eid)}/devolucao/${encodeURIComponent(id)}`);
    },
    async simuladorPagar(txid) {
      return api<PixRecebido>('POST', '/simulador/pagar', { txid }, [200]);
    },
  };
}
