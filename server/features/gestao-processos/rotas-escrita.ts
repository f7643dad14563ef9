/**
 * Creating, changing and deleting a process: SPEC §7's POST prcSeletivo/salvar and DELETE prcSeletivo/remove/{id}
 * (the path parameter is named after its column, as every staff route's is; the URL is the spec's).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ProcessoEdicao, SalvarProcessoCorpo } from '../../../src/domain/wire/gestao-processos.ts';
import { conflict, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa } from '../../http/gestao.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import type { ProcessoDaRota } from '../../plugins/equipe.ts';
import { NAO_ENCONTRADO, PorProcesso, processoDoParametro, processoParaAlterar } from './comum.ts';
import { processoParaEdicao } from './mapeamento.ts';
import { municipioGestao } from '../../entities/prova/municipio.ts';
import { alterarProcesso, contarInscricoesDoProcesso, excluirProcesso, incluirProcesso, processoExistente } from '../../entities/processo/processo.ts';
import { contarCartoesDeListagem } from './repository.ts';
import { aplicarModelo } from '../../entities/processo/processo-modelo.ts';
import { camposQueAfetamInscritos, validarProcesso } from './validacao.ts';
import { plural } from '../../../src/domain/text.ts';

/**
 * salvar's process: the one being changed (404 when it does not exist), or null for a new one — the guard then
 * asks for the capability on every process, and the handler for 'criarProcesso'.
 */
const processoDoCorpo: ProcessoDaRota = async (request, db) => {
  const v = (request.body as { prcSltCodigo?: number | null } | undefined)?.prcSltCodigo;
  if (v === undefined || v === null) return null;
  if ((await processoExistente(db, v)) === null) throw notFound(NAO_ENCONTRADO);
  return v;
};

export const rotasEscrita: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/prcSeletivo/salvar',
    {
      config: { equipe: { pode: 'configurar', processo: processoDoCorpo } },
      schema: { body: SalvarProcessoCorpo, response: { 200: EnvelopeOf(ProcessoEdicao) } },
    },
    async (request) => {
      const b = request.body;
      const equipe = request.equipe!;
      const codigo = b.prcSltCodigo ?? null;
      if (codigo === null) equipe.exigir('criarProcesso', null);
      const { valores, erros } = validarProcesso(b);
      if (valores.prcSltMncSede != null && !erros.prcSltMncSede && !(await municipioGestao(app.db, valores.prcSltMncSede))) {
        erros.prcSltMncSede = 'Município não encontrado: escolha-o na lista.';
      }
      if (Object.keys(erros).length) throw camposInvalidos(erros);

      if (codigo === null) {
        // A new process is em preparação: candidates see it only once it is published on purpose.
        const novo = await escritaDaEquipe(request, { acao: 'processo.criar', entidade: 'prc_seletivo', prcSltCodigo: null }, async (tx) => {
          const p = await incluirProcesso(tx, { ...valores, prcSltPublicado: false, prcSltArquivado: false });
          // Started from its type's template (issue 37): the fields, schedule and documents such a process has.
          const modelo = b.modelo ? await aplicarModelo(tx, p) : null;
          return { chave: p.prcSltCodigo, antes: null, depois: { ...p, ...(modelo ? { modelo } : {}) }, resultado: p, prcSltCodigo: p.prcSltCodigo };
        });
        return ok(await processoParaEdicao(app.db, novo));
      }

      const salvo = await escritaDaEquipe(request, { acao: 'processo.salvar', entidade: 'prc_seletivo', prcSltCodigo: codigo, justificativa: b.justificativa }, async (tx) => {
        const antes = await processoParaAlterar(tx, codigo);
        if (camposQueAfetamInscritos(antes, valores).length) {
          exigirJustificativa(await contarInscricoesDoProcesso(tx, codigo), b.justificativa, 'Esta alteração de datas, pagamento ou regras de inscrição');
        }
        const depois = await alterarProcesso(tx, codigo, valores);
        return { chave: codigo, antes, depois, resultado: depois };
      });
      if (salvo.prcSltPublicado) await app.reconstrucao.pedir(`Processo ${codigo} alterado`, equipe.pssFscCodigo);
      return ok(await processoParaEdicao(app.db, salvo));
    },
  );

  app.delete(
    '/prcSeletivo/remove/:prcSltCodigo',
    {
      config: { equipe: { pode: 'configurar', processo: processoDoParametro } },
      schema: { params: PorProcesso, response: { 200: EnvelopeOf(Type.Object({ prcSltCodigo: Type.Integer() })) } },
    },
    async (request) => {
      const codigo = request.params.prcSltCodigo;
      const { publicoMudou } = await escritaDaEquipe(request, { acao: 'processo.excluir', entidade: 'prc_seletivo', prcSltCodigo: codigo }, async (tx) => {
        const antes = await processoParaAlterar(tx, codigo);
        const n = await contarInscricoesDoProcesso(tx, codigo, { todas: true });
        if (n > 0) {
          throw conflict(`Este processo já tem ${plural(n, 'inscrição', 'inscrições')} (contando as canceladas) e não pode ser excluído: arquive-o em vez de excluir.`);
        }
        // Listing cards go with the process (cascade): the public pages that show them need a rebuild too.
        const cartoes = await contarCartoesDeListagem(tx, codigo);
        await excluirProcesso(tx, codigo);
        return { chave: codigo, antes, depois: null, resultado: { publicoMudou: antes.prcSltPublicado || cartoes > 0 } };
      });
      if (publicoMudou) await app.reconstrucao.pedir(`Processo ${codigo} excluído`, request.equipe!.pssFscCodigo);
      return ok({ prcSltCodigo: codigo });
    },
  );
};
