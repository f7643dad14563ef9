import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { descreverAcao, NOME_ENTIDADE, nomeDaEntidade } from '../../../src/domain/auditoria.ts';
import { AuditoriaQuery, EntidadeAuditada, LinhaAuditoria } from '../../../src/domain/wire/gestao-auditoria.ts';
import { ok } from '../../http/envelope.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { processoEm } from '../../plugins/equipe.ts';
import { entidadesDoProcesso, paginaDaAuditoria } from './repository.ts';
import { semSegredos } from './segredos.ts';

/**
 * The audit trail (issue 20): GET gestao/auditoria, newest first, by process, entity and key. A process's trail
 * needs 'ler' on that process; without a process (the whole trail: simulations, global tables) the guard asks
 * for 'ler' on every process. The trail of a deleted process stays readable (no 404: the rows outlive it).
 */
export const gestaoAuditoriaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/auditoria',
    {
      config: { equipe: { pode: 'ler', processo: processoEm('query', 'prcSltCodigo') } },
      schema: { querystring: AuditoriaQuery, response: { 200: EnvelopeOf(Type.Array(LinhaAuditoria), { entidades: Type.Array(EntidadeAuditada) }) } },
    },
    async (request) => {
      const q = request.query;
      const { rows, total } = await paginaDaAuditoria(app.db, q);
      const entidades = q.prcSltCodigo === undefined ? Object.keys(NOME_ENTIDADE) : await entidadesDoProcesso(app.db, q.prcSltCodigo);
      const data = rows.map((r) => ({
        ...r,
        em: r.em.toISOString(),
        acaoDescricao: descreverAcao(r.acao, r.antes),
        entidadeNome: nomeDaEntidade(r.entidade),
        antes: semSegredos(r.antes) ?? null,
        depois: semSegredos(r.depois) ?? null,
      }));
      return { ...ok(data, total), entidades: entidades.map((entidade) => ({ entidade, nome: nomeDaEntidade(entidade)! })) };
    },
  );
};
