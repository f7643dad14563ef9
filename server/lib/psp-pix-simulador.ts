/**
 * A local PSP that speaks the Banco Central's API Pix (the endpoints this product uses, same paths, bodies and
 * statuses), over HTTPS that demands a client certificate signed by its CA, with OAuth2 client credentials. The test
 * suite drives the product against it (tests/support/psp-pix.ts) and the demo profile runs it beside the API so a
 * fee is paid end to end; production never starts it (server/producao.ts refuses PIX_PSP=simulador).
 *
 * Beside the standard, a few routes under /simulador/ play the payer's bank: pay a charge (as a payer's app reading
 * the QR would), pay any txid and amount (a Pix the product never charged), and send a notification again.
 * Its state lives in memory: it is a stand-in, not a ledger.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { centavosPix, valorPix, type PixRecebido } from './api-pix.ts';

export interface OpcoesSimulador {
  certificado: { ca: string; servidorCert: string; servidorKey: string };
  clientId: string;
  clientSecret: string;
  /** The PSP's clock (tests pass the app's fixed clock). */
  agora?: () => Date;
  /** How a notification reaches the webhook; default: POST over the network. Resolves with the HTTP status. */
  entregar?: (url: string, corpo: unknown) => Promise<number>;
  /** Host name put in the locations (default: the server's own address). */
  host?: string;
  porta?: number;
}

interface Cobranca {
  tipo: 'cob' | 'cobv';
  txid: string;
  revisao: number;
  status: 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';
  calendario: { criacao: string; expiracao?: number; dataDeVencimento?: string; validadeAposVencimento?: number };
  valor: { original: string };
  chave: string;
  devedor?: unknown;
  solicitacaoPagador?: string;
  loc: { id: number; location: string; tipoCob: string; criacao: string };
  location: string;
  pix?: PixRecebido[];
}

export interface SimuladorPix {
  url: string;
  servidor: Server;
  cobrancas: Map<string, Cobranca>;
  pix: PixRecebido[];
  webhooks: Map<string, string>;
  /** Pays a charge by its txid as a payer would (refused when expired, removed or paid). `entregar: false` loses the notification. */
  pagar(txid: string, opcoes?: { valor?: number; entregar?: boolean }): Promise<PixRecebido>;
  /** A Pix to the key carrying any txid and amount (a payer who typed them, a static QR). */
  pixAvulso(txid: string | undefined, valor: number, opcoes?: { entregar?: boolean }): Promise<PixRecebido>;
  /** Sends a received Pix's notification again (PSPs retry; the product must pay once). */
  reenviar(e2eid: string): Promise<number>;
  fechar(): Promise<void>;
}

class Problema extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string,
  ) {
    super(title);
  }
}

/** The end of a yyyy-mm-dd day in São Paulo (UTC-3, no daylight saving since 2019). */
const fimDoDia = (dia: string, diasDepois = 0) => new Date(Date.parse(`${dia}T23:59:59.999-03:00`) + diasDepois * 86_400_000);

export function expiraEm(c: Pick<Cobranca, 'tipo' | 'calendario'>): Date {
  if (c.tipo === 'cob') return new Date(Date.parse(c.calendario.criacao) + (c.calendario.expiracao ?? 86_400) * 1000);
  return fimDoDia(c.calendario.dataDeVencimento!, c.calendario.validadeAposVencimento ?? 30);
}

async function entregarPelaRede(url: string, corpo: unknown): Promise<number> {
  const r = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(corpo) });
  return r.status;
}

export async function iniciarSimuladorPix(o: OpcoesSimulador): Promise<SimuladorPix> {
  const agora = o.agora ?? (() => new Date());
  const entregar = o.entregar ?? entregarPelaRede;
  const cobrancas = new Map<string, Cobranca>();
  const pix: PixRecebido[] = [];
  const webhooks = new Map<string, string>();
  const tokens = new Set<string>();
  let proximoLoc = 1;
  let base = '';

  const lerCorpo = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      const partes: Buffer[] = [];
      req.on('data', (p: Buffer) => partes.push(p));
      req.on('end', () => resolve(Buffer.concat(partes).toString('utf8')));
      req.on('error', reject);
    });
  const json = (texto: string): Record<string, unknown> => {
    try {
      const v = JSON.parse(texto || '{}') as unknown;
      if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
    } catch {
      // falls through
    }
    throw new Problema(400, 'Requisição inválida', 'O corpo não é um objeto JSON.');
  };

  function autenticarCliente(req: IncomingMessage) {
    const m = /^Basic (.+)$/.exec(req.headers.authorization ?? '');
    const [id, segredo] = m ? Buffer.from(m[1], 'base64').toString('utf8').split(':').map(decodeURIComponent) : [];
    const igual = (a: string | undefined, b: string) => !!a && a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
    if (!igual(id, o.clientId) || !igual(segredo, o.clientSecret)) throw new Problema(401, 'Não autorizado', 'Credenciais do cliente inválidas.');
  }

  function cobrancaNova(tipo: 'cob' | 'cobv', txid: string, c: Record<string, unknown>): Cobranca {
    if (!/^[a-zA-Z0-9]{26,35}$/.test(txid)) throw new Problema(400, 'Cobrança inválida', 'O txid deve ter de 26 a 35 letras e dígitos.');
    if (cobrancas.has(txid)) throw new Problema(400, 'Cobrança inválida', 'Já existe uma cobrança com este txid.');
    const cal = (c.calendario ?? {}) as Cobranca['calendario'];
    const valor = (c.valor ?? {}) as { original?: string };
    if (!valor.original || !(centavosPix(valor.original) > 0)) throw new Problema(400, 'Cobrança inválida', 'valor.original inválido.');
    if (typeof c.chave !== 'string' || !c.chave) throw new Problema(400, 'Cobrança inválida', 'chave ausente.');
    if (tipo === 'cobv' && (!cal.dataDeVencimento || !/^\d{4}-\d{2}-\d{2}$/.test(cal.dataDeVencimento))) throw new Problema(400, 'Cobrança inválida', 'calendario.dataDeVencimento ausente.');
    if (tipo === 'cobv' && !(c.devedor as { cpf?: string } | undefined)?.cpf) throw new Problema(400, 'Cobrança inválida', 'devedor obrigatório em cobrança com vencimento.');
    const criacao = agora().toISOString();
    const id = proximoLoc++;
    const location = `${new URL(base).host}/qr/v2/${tipo}/${id}${randomBytes(6).toString('hex')}`;
    const calendario = tipo === 'cob' ? { criacao, expiracao: Number(cal.expiracao ?? 86_400) } : { criacao, dataDeVencimento: cal.dataDeVencimento, validadeAposVencimento: Number(cal.validadeAposVencimento ?? 30) };
    return { tipo, txid, revisao: 0, status: 'ATIVA', calendario, valor: { original: valor.original }, chave: c.chave, devedor: c.devedor, solicitacaoPagador: c.solicitacaoPagador as string | undefined, loc: { id, location, tipoCob: tipo, criacao }, location };
  }

  async function notificar(p: PixRecebido, chave: string): Promise<number> {
    const url = webhooks.get(chave);
    if (!url) return 0;
    // The standard: the PSP posts to the registered URL with "/pix" appended.
    return entregar(`${url.replace(/\/$/, '')}/pix`, { pix: [p] }).catch(() => 0);
  }

  function novoPix(txid: string | undefined, centavos: number): PixRecebido {
    const e2e = `E00000000${agora().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(6).toString('hex')}`.slice(0, 32);
    const p: PixRecebido = { endToEndId: e2e, ...(txid ? { txid } : {}), valor: valorPix(centavos), horario: agora().toISOString(), infoPagador: 'Pagamento simulado' };
    pix.push(p);
    return p;
  }

  const chaveDeTodos = () => [...webhooks.keys()][0] ?? '';

  async function rota(req: IncomingMessage, metodo: string, url: URL): Promise<[number, unknown]> {
    const p = url.pathname;
    if (metodo === 'POST' && p === '/oauth/token') {
      autenticarCliente(req);
      const corpo = new URLSearchParams(await lerCorpo(req));
      if (corpo.get('grant_type') !== 'client_credentials') throw new Problema(400, 'unsupported_grant_type', 'Só client_credentials.');
      const t = randomBytes(24).toString('base64url');
      tokens.add(t);
      return [200, { access_token: t, token_type: 'Bearer', expires_in: 3600, scope: corpo.get('scope') ?? '' }];
    }
    if (!p.startsWith('/simulador/')) {
      const t = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
      if (!t || !tokens.has(t)) throw new Problema(401, 'Não autorizado', 'Token de acesso ausente ou inválido.');
    }
    let m: RegExpExecArray | null;
    if ((m = /^\/(cob|cobv)\/([^/]+)$/.exec(p))) {
      const [tipo, txid] = [m[1] as 'cob' | 'cobv', decodeURIComponent(m[2])];
      if (metodo === 'PUT') {
        const c = cobrancaNova(tipo, txid, json(await lerCorpo(req)));
        cobrancas.set(txid, c);
        return [201, c];
      }
      const c = cobrancas.get(txid);
      if (!c || c.tipo !== tipo) throw new Problema(404, 'Cobrança não encontrada', `Nenhuma ${tipo} com o txid ${txid}.`);
      if (metodo === 'GET') return [200, c];
      if (metodo === 'PATCH') {
        const corpo = json(await lerCorpo(req));
        if (corpo.status !== 'REMOVIDA_PELO_USUARIO_RECEBEDOR') throw new Problema(400, 'Cobrança inválida', 'Só a remoção pelo recebedor é aceita.');
        if (c.status !== 'ATIVA') throw new Problema(400, 'Cobrança inválida', `A cobrança está ${c.status}.`);
        c.status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR';
        c.revisao++;
        return [200, c];
      }
    }
    if (metodo === 'GET' && (p === '/cob' || p === '/cobv' || p === '/pix')) {
      const inicio = Date.parse(url.searchParams.get('inicio') ?? '');
      const fim = Date.parse(url.searchParams.get('fim') ?? '');
      if (Number.isNaN(inicio) || Number.isNaN(fim) || fim < inicio) throw new Problema(400, 'Consulta inválida', 'inicio e fim são obrigatórios (RFC 3339).');
      const pagina = Number(url.searchParams.get('paginacao.paginaAtual') ?? 0);
      const porPagina = Math.min(Number(url.searchParams.get('paginacao.itensPorPagina') ?? 100), 1000);
      const dentro = (h: string) => Date.parse(h) >= inicio && Date.parse(h) <= fim;
      const itens = p === '/pix' ? pix.filter((x) => dentro(x.horario)) : [...cobrancas.values()].filter((c) => c.tipo === p.slice(1) && dentro(c.calendario.criacao));
      const paginacao = { paginaAtual: pagina, itensPorPagina: porPagina, quantidadeDePaginas: Math.max(1, Math.ceil(itens.length / porPagina)), quantidadeTotalDeItens: itens.length };
      const fatia = itens.slice(pagina * porPagina, (pagina + 1) * porPagina);
      return [200, { parametros: { inicio: new Date(inicio).toISOString(), fim: new Date(fim).toISOString(), paginacao }, [p === '/pix' ? 'pix' : 'cobs']: fatia }];
    }
    if ((m = /^\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(p))) {
      const recebido = pix.find((x) => x.endToEndId === decodeURIComponent(m![1]));
      if (!recebido) throw new Problema(404, 'Pix não encontrado', 'endToEndId desconhecido.');
      const id = decodeURIComponent(m[2]);
      const existente = recebido.devolucoes?.find((d) => d.id === id);
      if (metodo === 'GET') {
        if (!existente) throw new Problema(404, 'Devolução não encontrada', id);
        return [200, existente];
      }
      if (metodo === 'PUT') {
        if (existente) return [201, existente];
        const valor = centavosPix(String(json(await lerCorpo(req)).valor ?? ''));
        const jaDevolvido = (recebido.devolucoes ?? []).filter((d) => d.status !== 'NAO_REALIZADO').reduce((s, d) => s + centavosPix(d.valor), 0);
        if (!(valor > 0) || valor + jaDevolvido > centavosPix(recebido.valor)) throw new Problema(400, 'Devolução inválida', 'O valor excede o que resta devolver.');
        // The simulator settles refunds at once; a real PSP answers EM_PROCESSAMENTO and settles later.
        const d = { id, rtrId: `D00000000${randomBytes(10).toString('hex')}`.slice(0, 32), valor: valorPix(valor), status: 'DEVOLVIDO', horario: { solicitacao: agora().toISOString(), liquidacao: agora().toISOString() } };
        (recebido.devolucoes ??= []).push(d);
        return [201, d];
      }
    }
    if ((m = /^\/pix\/([^/]+)$/.exec(p)) && metodo === 'GET') {
      const recebido = pix.find((x) => x.endToEndId === decodeURIComponent(m![1]));
      if (!recebido) throw new Problema(404, 'Pix não encontrado', 'endToEndId desconhecido.');
      return [200, recebido];
    }
    if ((m = /^\/webhook\/([^/]+)$/.exec(p))) {
      const chave = decodeURIComponent(m[1]);
      if (metodo === 'PUT') {
        const w = json(await lerCorpo(req)).webhookUrl;
        if (typeof w !== 'string' || !/^https?:\/\//.test(w)) throw new Problema(400, 'Webhook inválido', 'webhookUrl deve ser um endereço http(s).');
        webhooks.set(chave, w);
        return [200, { webhookUrl: w, chave, criacao: agora().toISOString() }];
      }
      if (metodo === 'GET' && webhooks.has(chave)) return [200, { webhookUrl: webhooks.get(chave), chave }];
      if (metodo === 'DELETE') return [204, webhooks.delete(chave) ? null : null];
    }
    if (metodo === 'POST' && p === '/simulador/pagar') {
      const corpo = json(await lerCorpo(req));
      return [200, await simulador.pagar(String(corpo.txid ?? ''), { entregar: corpo.entregar !== false })];
    }
    throw new Problema(404, 'Não encontrado', `${metodo} ${p}`);
  }

  const servidor = createServer(
    { key: readFileSync(o.certificado.servidorKey), cert: readFileSync(o.certificado.servidorCert), ca: readFileSync(o.certificado.ca), requestCert: true, rejectUnauthorized: true },
    (req: IncomingMessage, res: ServerResponse) => {
      const url = new URL(req.url ?? '/', base);
      rota(req, req.method ?? 'GET', url)
        .then(([status, corpo]) => {
          res.writeHead(status, { 'content-type': 'application/json' }).end(corpo === null ? undefined : JSON.stringify(corpo));
        })
        .catch((e: unknown) => {
          const pr = e instanceof Problema ? e : new Problema(500, 'Erro interno', String(e));
          res.writeHead(pr.status, { 'content-type': 'application/problem+json' }).end(JSON.stringify({ type: `https://pix.bcb.gov.br/api/v2/error/${pr.title}`, title: pr.title, status: pr.status, detail: pr.detail }));
        });
    },
  );
  await new Promise<void>((resolve) => servidor.listen(o.porta ?? 0, '127.0.0.1', resolve));
  base = `https://${o.host ?? '127.0.0.1'}:${(servidor.address() as AddressInfo).port}`;

  const simulador: SimuladorPix = {
    url: base,
    servidor,
    cobrancas,
    pix,
    webhooks,
    async pagar(txid, opcoes = {}) {
      const c = cobrancas.get(txid);
      if (!c) throw new Problema(404, 'Cobrança não encontrada', txid);
      if (c.status !== 'ATIVA') throw new Problema(400, 'Cobrança não pagável', `A cobrança está ${c.status}.`);
      if (agora().getTime() > expiraEm(c).getTime()) throw new Problema(400, 'Cobrança expirada', 'O prazo desta cobrança terminou: o pagamento não foi feito.');
      const p = novoPix(txid, opcoes.valor ?? centavosPix(c.valor.original));
      c.status = 'CONCLUIDA';
      (c.pix ??= []).push(p);
      if (opcoes.entregar !== false) await notificar(p, c.chave);
      return p;
    },
    async pixAvulso(txid, valor, opcoes = {}) {
      const p = novoPix(txid, valor);
      if (opcoes.entregar !== false) await notificar(p, chaveDeTodos());
      return p;
    },
    async reenviar(e2eid) {
      const p = pix.find((x) => x.endToEndId === e2eid);
      if (!p) throw new Problema(404, 'Pix não encontrado', e2eid);
      return notificar(p, (p.txid && cobrancas.get(p.txid)?.chave) || chaveDeTodos());
    },
    fechar: () => new Promise<void>((resolve) => servidor.close(() => resolve())),
  };
  return simulador;
}
