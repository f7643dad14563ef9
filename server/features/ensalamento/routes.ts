import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import { LeituraEmLote } from '../../db/leitura-em-lote.ts';
import { applyMap, parsePesquisa, PESQUISA_START_MAX, PesquisaQuery } from '../../http/pesquisa.ts';
import { Codigo, EnvelopeOf, TF } from '../../http/schemas.ts';
import { toWire } from '../../http/wire.ts';
import { clientKey, consumeRateLimit, tooManyRequests } from '../../plugins/rate-limit.ts';

import { requireLogin } from '../../plugins/session.ts';
import { relatorioCartaoEnsalamento } from './cartao-relatorio.ts';
import { classificaFiltro } from './filtro.ts';
import { ListaPublicaCache } from './lista-publica-cache.ts';
import { dobradorDeTermos, estadosProcessos } from './lista-publica-repository.ts';
import { findProcess } from '../../entities/processo/processo.ts';
import { ETAPAS, listaPublica, pesquisaEtapas, pesquisaSalasProprias, SALAS_PROPRIAS } from './repository.ts';

export const NAO_LIBERADO = 'O ensalamento ainda não foi liberado!';
/** Page size of the public list (SPEC §9); larger limits are clamped. */
const MAX_PAGE = 100;
/** Whole-CPF searches per client and minute: enough for people, too few to sweep CPFs. */
const CPF_SEARCHES_PER_MINUTE = 30;

const Texto = Type.Union([Type.String(), Type.Null()]);

const Processo = Type.Object({
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  prcSltExbEnsalamento: TF,
  prcSltEnsLembrete: Texto,
});

const Etapa = Type.Object({
  prcSltEtpPrvCodigo: Type.Optional(Type.Integer()),
  prcSltEtpPrvDescricao: Type.Optional(Type.String()),
  prcSltEtpPrvData: Type.Optional(Texto),
  prcSltEtpPrvMnemonico: Type.Optional(Texto),
  prcSltEtpPrvEnsala: Type.Optional(TF),
  prcSltEtpPrvHrrAbrPortao: Type.Optional(Texto),
  prcSltEtpPrvHrrFchPortao: Type.Optional(Texto),
  prcSltEtpPrvHrrTermino: Type.Optional(Texto),
  prcSltCodigo: Type.Optional(Type.Integer()),
});

const SalaPropria = Type.Object({
  insPrcPrvSlCodigo: Type.Optional(Type.Integer()),
  insPrcPrvSlNmrCarteira: Type.Optional(Type.Integer()),
  insPrcCodigo: Type.Optional(Type.Integer()),
  insProcesso: Type.Optional(
    Type.Object({
      insPrcCodigo: Type.Optional(Type.Integer()),
      prcSltCodigo: Type.Optional(Type.Integer()),
      pssFisica: Type.Optional(Type.Object({ pssFscNome: Type.Optional(Type.String()) })),
    }),
  ),
  prcSltPrvSala: Type.Optional(
    Type.Object({
      prcSltPrvSlCodigo: Type.Optional(Type.Integer()),
      prcSltPrvSlNumero: Type.Optional(Type.String()),
      prcSltPrvSlBloco: Type.Optional(Texto),
      prcSltLclProva: Type.Optional(
        Type.Object({
          prcSltLclPrvCodigo: Type.Optional(Type.Integer()),
          prcSltLclPrvDescricao: Type.Optional(Type.String()),
          prcSltLclPrvLogradouro: Type.Optional(Texto),
          prcSltLclPrvBairro: Type.Optional(Texto),
          prcSltLclPrvReferencia: Type.Optional(Texto),
          municipio: Type.Optional(Type.Object({ mncDescricao: Type.Optional(Type.String()), ufCodigo: Type.Optional(Type.String()) })),
        }),
      ),
    }),
  ),
});

/** One row of the public list: nothing personal beyond name and enrolment number. */
const LinhaPublica = Type.Object({
  insPrcCodigo: Type.Integer(),
  pssFscNome: Type.String(),
  mncDescricao: Type.String(),
  ufCodigo: Type.String(),
  prcSltLclPrvDescricao: Type.String(),
  prcSltLclPrvLogradouro: Texto,
  prcSltLclPrvBairro: Texto,
  prcSltLclPrvReferencia: Texto,
  prcSltPrvSlNumero: Type.String(),
  prcSltPrvSlBloco: Texto,
  insPrcPrvSlNmrCarteira: Type.Integer(),
});

/**
 * Room assignment (SPEC §2 "Room assignment", §7): exam stages, the candidate's own room and the
 * public list. Also GET ensalamento/processo/{prcSltCodigo}, the process lookup the screens need
 * (SPEC §7 lists it among the calls whose path is not shown).
 */
export const ensalamentoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The candidate's exam card, printed through relatum (docs/relatorios.md).
  app.relatorios.registrar('cartao-ensalamento', relatorioCartaoEnsalamento);
  const listasPublicas = new ListaPublicaCache(app.segundoPlano, (erro) => app.log.warn({ err: erro }, 'lista pública do ensalamento: cópia em memória não carregada'));
  // The deadline crowd asks the same thing of the same process: one read per round trip serves them all.
  const estados = new LeituraEmLote((codigos: number[]) => estadosProcessos(app.db, codigos), 100, 'estado do ensalamento');
  const dobra = await dobradorDeTermos(app.db);

  app.get(
    '/ensalamento/processo/:prcSltCodigo',
    { schema: { params: Type.Object({ prcSltCodigo: Codigo }), response: { 200: EnvelopeOf(Processo) } } },
    async (request) => {
      const processo = await findProcess(app.db, request.params.prcSltCodigo);
      if (!processo) throw notFound('Processo seletivo não encontrado.');
      // The reminder belongs to the published room assignment: nothing of it before release.
      const lembrete = processo.prcSltExbEnsalamento ? processo.prcSltEnsLembrete : null;
      return ok(toWire({ ...processo, prcSltEnsLembrete: lembrete }));
    },
  );

  app.get(
    '/prcSltEtpProva/pesquisa',
    { schema: { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(Etapa)) } } },
    async (request) => {
      const p = parsePesquisa(request.query, ETAPAS);
      const { rows, total } = await pesquisaEtapas(app.db, p);
      return ok(applyMap(toWire(rows), p.fields), total);
    },
  );

  app.get(
    '/insPrcPrvSala/pesquisa',
    { preHandler: requireLogin, schema: { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(SalaPropria)) } } },
    async (request) => {
      const p = parsePesquisa(request.query, SALAS_PROPRIAS);
      const rows = await pesquisaSalasProprias(app.db, request.auth!.pssFscCodigo, p);
      return ok(applyMap(rows, p.fields));
    },
  );

  app.get(
    '/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo',
    {
      schema: {
        querystring: Type.Object(
          {
            prcSltCodigo: Codigo,
            start: Type.Optional(Type.Integer({ minimum: 0, maximum: PESQUISA_START_MAX })),
            limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
            filtro: Type.Optional(Type.String({ maxLength: 200 })),
            _dc: Type.Optional(Type.String({ maxLength: 30 })),
          },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeOf(Type.Array(LinhaPublica)) },
      },
    },
    async (request, reply) => {
      const { prcSltCodigo, start = 0, limit = MAX_PAGE, filtro } = request.query;
      const busca = classificaFiltro(filtro);
      const estado = await estados.le(prcSltCodigo);
      if (!estado) throw notFound('Processo seletivo não encontrado.');
      if (!estado.liberado) throw new ApiError(403, NAO_LIBERADO);
      if (busca.kind === 'cpf') {
        const allowed = await consumeRateLimit(app.db, `ensalamento-cpf:${clientKey(request)}`, CPF_SEARCHES_PER_MINUTE, 60, app.clock());
        if (!allowed) throw tooManyRequests('Muitas consultas por CPF em pouco tempo. Aguarde um minuto e tente novamente.');
      }
      const pagina = Math.min(limit, MAX_PAGE);
      const copia = listasPublicas.pronta(app.db, prcSltCodigo, estado.versao);
      if (!copia) return ok(await listaPublica(app.db, prcSltCodigo, busca, start, pagina));
      // From the copy the lines come already serialised: the envelope ok() would make, written out.
      const { json, linhas } = copia.buscaJson(busca, busca.kind === 'nome' ? await dobra(busca.nome) : null, start, pagina);
      // A string sent as JSON goes out as is (the response schema's serialiser is for objects).
      const envelope = `{"success":true,"data":${json},"total":${linhas}}`;
      return reply.type('application/json; charset=utf-8').send(envelope as never);
    },
  );
};
