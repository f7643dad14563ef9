import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { DbOrTx } from '../db/client.ts';
import { type AcessoAutorizado, autorizarMudancaDeAcesso } from '../entities/pessoa/conta-acesso.ts';
import { type Capacidade, type PapelConcedido, papeisDaPessoa, pode, podeEmAlgum, processosAlcancados } from '../entities/equipe/equipe.ts';
import { forbidden, notFound, unauthorized } from '../http/envelope.ts';

/** Which process a staff request is about, read from the request (null: an action about no single process). */
export type ProcessoDaRota = (request: FastifyRequest, db: DbOrTx) => Promise<number | null> | number | null;

export interface RotaEquipe {
  /** What the route needs (server/entities/equipe/equipe.ts). */
  pode: Capacidade;
  /**
   * The process the request acts on; the guard checks the caller's scope on it before the handler runs, and
   * answers 404 when the named row does not exist. Omitted: a route about no single process (its lists filter
   * by request.equipe.alcance).
   */
  processo?: ProcessoDaRota;
  /** A POST that only computes (a preview): it writes nothing, so it has nothing to audit. */
  semEscrita?: boolean;
  /**
   * The people whose sign-in the route changes (e-mail, password, sessions, login): the guard runs the rule of
   * server/entities/pessoa/conta-acesso.ts on them before the handler (a privileged person needs an Administrador; nobody
   * acts on themselves) and hands the handler the proof its writers demand, in request.equipe.acesso.
   */
  alteraAcessoDe?: (request: FastifyRequest) => number[];
}

export interface EquipeDaRequisicao {
  pssFscCodigo: number;
  papeis: PapelConcedido[];
  /** The process the guard resolved for this route (undefined when the route names none). */
  prcSltCodigo: number | null | undefined;
  pode(cap: Capacidade, prcSltCodigo: number | null): boolean;
  /** Throws 403 unless the caller may `cap` on the process. */
  exigir(cap: Capacidade, prcSltCodigo: number | null): void;
  /** The processes `cap` reaches: null = all. */
  alcance(cap: Capacidade): number[] | null;
  /** Set by the audited write helper: a staff write that answers success without it is logged as a fault. */
  auditado: boolean;
  /** For a route that declares `alteraAcessoDe`: the rule's proof, else undefined (and the writers refuse). */
  acesso?: AcessoAutorizado;
}

export const SEM_PERMISSAO = 'Você não tem permissão para esta ação da gestão.';
const SO_EQUIPE = 'Esta área é restrita à equipe da universidade.';
const SIMULANDO = 'Encerre a simulação para usar a gestão.';

/** The process code in a route parameter, query or body field. */
export const processoEm =
  (onde: 'params' | 'query' | 'body', campo: string): ProcessoDaRota =>
  (request) => {
    const v = Number((request[onde] as Record<string, unknown> | undefined)?.[campo]);
    return Number.isInteger(v) && v > 0 ? v : null;
  };

/**
 * The process of a row named by a route parameter, query or body field: `buscar` reads the row's process; a row
 * that does not exist is a 404 (before any scope is checked, so nothing is done on it).
 */
export const processoDaLinha =
  (onde: 'params' | 'query' | 'body', campo: string, buscar: (db: DbOrTx, codigo: number) => Promise<number | null>): ProcessoDaRota =>
  async (request, db) => {
    const v = Number((request[onde] as Record<string, unknown> | undefined)?.[campo]);
    const prc = Number.isInteger(v) && v > 0 ? await buscar(db, v) : null;
    if (prc === null) throw notFound();
    return prc;
  };

/**
 * The back office's guard, read from each route's `config.equipe`: a request without a session is 401; a
 * candidate, a simulating super user or a staff member without the capability anywhere is 403 before the body is
 * even validated; then, once validated, the process the route names must be within the caller's scope.
 */
export const equipePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('equipe', null);
  app.addHook('preValidation', async (request) => {
    const rota = request.routeOptions.config?.equipe;
    if (!rota) return;
    const auth = request.auth;
    if (!auth) throw unauthorized();
    if (auth.simulando) throw forbidden(SIMULANDO);
    const papeis = await papeisDaPessoa(app.db, auth.realPssFscCodigo);
    if (!papeis.length) throw forbidden(SO_EQUIPE);
    if (!podeEmAlgum(papeis, rota.pode)) throw forbidden(SEM_PERMISSAO);
    request.equipe = {
      pssFscCodigo: auth.realPssFscCodigo,
      papeis,
      prcSltCodigo: undefined,
      pode: (cap, prc) => pode(papeis, cap, prc),
      exigir: (cap, prc) => {
        if (!pode(papeis, cap, prc)) throw forbidden(SEM_PERMISSAO);
      },
      alcance: (cap) => processosAlcancados(papeis, cap),
      auditado: false,
    };
  });
  app.addHook('preHandler', async (request) => {
    const rota = request.routeOptions.config?.equipe;
    const equipe = request.equipe;
    if (!rota || !equipe) return;
    if (rota.processo) {
      const prc = await rota.processo(request, app.db);
      equipe.prcSltCodigo = prc;
      equipe.exigir(rota.pode, prc);
    }
    if (rota.alteraAcessoDe) equipe.acesso = await autorizarMudancaDeAcesso(app.db, equipe, rota.alteraAcessoDe(request));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const equipe = request.equipe;
    if (equipe && !equipe.auditado && request.method !== 'GET' && !request.routeOptions.config?.equipe?.semEscrita && reply.statusCode < 300) {
      request.log.error({ rota: request.routeOptions.url }, 'escrita da gestão sem registro de auditoria');
    }
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member calling a back-office route (set by the guard), else null. */
    equipe: EquipeDaRequisicao | null;
  }
  interface FastifyContextConfig {
    /** A back-office route: what it needs and which process it acts on. */
    equipe?: RotaEquipe;
  }
}
