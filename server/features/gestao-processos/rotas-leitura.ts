/** The processes area's reads: the staff list, the head of a process's screens, the edit form, the seat picker. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ResumoProcessoGestao } from '../../../src/domain/wire/gestao.ts';
import { LinhaProcessoGestao, ListaProcessosQuery, ProcessoEdicao } from '../../../src/domain/wire/gestao-processos.ts';
import { findProcess } from '../../entities/processo/processo.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { NAO_ENCONTRADO, PorProcesso, processoDoParametro } from './comum.ts';
import { processoParaEdicao, resumoDoProcesso } from './mapeamento.ts';
import { contarInscricoesDoProcesso } from '../../entities/processo/processo.ts';
import { listarProcessos } from './repository.ts';
import { ProntidaoProcesso } from '../../../src/domain/wire/prontidao.ts';
import { fatosDoProcesso } from '../../entities/processo/processo-fatos.ts';
import { prontidaoParaWire } from './prontidao.ts';
import { faseDoProcesso, NOME_FASE } from '../../../src/domain/fases-processo.ts';

export const rotasLeitura: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos',
    { config: { equipe: { pode: 'ler' } }, schema: { querystring: ListaProcessosQuery, response: { 200: EnvelopeOf(Type.Array(LinhaProcessoGestao)) } } },
    async (request) => {
      const { rows, total } = await listarProcessos(app.db, request.query, request.equipe!.alcance('ler'), app.clock());
      return ok(rows, total);
    },
  );

  app.get(
    '/gestao/processos/:prcSltCodigo/resumo',
    { config: { equipe: { pode: 'ler', processo: processoDoParametro } }, schema: { params: PorProcesso, response: { 200: EnvelopeOf(ResumoProcessoGestao) } } },
    async (request) => {
      const p = await findProcess(app.db, request.params.prcSltCodigo, { mesmoNaoPublicado: true });
      if (!p) throw notFound(NAO_ENCONTRADO);
      const inscricoes = await contarInscricoesDoProcesso(app.db, p.prcSltCodigo);
      const f = await fatosDoProcesso(app.db, p.prcSltCodigo);
      const fase = f ? faseDoProcesso(f, app.clock()) : undefined;
      return ok({ ...resumoDoProcesso(p, inscricoes, request.equipe!.pode('configurar', p.prcSltCodigo), app.clock()), fase, nomeFase: fase && NOME_FASE[fase] });
    },
  );

  // The phase, the timeline and the next step's readiness (issue 37): the process page's first panel.
  app.get(
    '/gestao/processos/:prcSltCodigo/prontidao',
    { config: { equipe: { pode: 'ler', processo: processoDoParametro } }, schema: { params: PorProcesso, response: { 200: EnvelopeOf(ProntidaoProcesso) } } },
    async (request) => {
      const f = await fatosDoProcesso(app.db, request.params.prcSltCodigo);
      if (!f) throw notFound(NAO_ENCONTRADO);
      return ok(prontidaoParaWire(request.params.prcSltCodigo, f, app.clock()));
    },
  );

  app.get(
    '/gestao/processos/:prcSltCodigo',
    { config: { equipe: { pode: 'ler', processo: processoDoParametro } }, schema: { params: PorProcesso, response: { 200: EnvelopeOf(ProcessoEdicao) } } },
    async (request) => {
      const p = await findProcess(app.db, request.params.prcSltCodigo, { mesmoNaoPublicado: true });
      if (!p) throw notFound(NAO_ENCONTRADO);
      return ok(await processoParaEdicao(app.db, p));
    },
  );
};
