/**
 * The back office's schedules (issue 20 item 5): a process's schedule items, its fee-refund window and its appeal
 * windows, each write audited; changing or removing a refund or appeal window that is open while candidates are
 * enrolled needs a justification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { conflict, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha, type ProcessoDaRota } from '../../plugins/equipe.ts';
import { CronogramasGestao, DESCRICAO_CRONOGRAMA_MAX, SalvarItemCronograma } from '../../../src/domain/wire/gestao-cronogramas.ts';
import { TIPO_CRONOGRAMA_RECURSO } from '../../../src/domain/cronograma.ts';
import { lerInstante } from '../../../src/domain/dates.ts';
import { contarInscricoesDoProcesso, processoExistente } from '../../entities/processo/processo.ts';
import { aberta, cronogramasDoProcesso, ehJanela, itemDoCronograma, type ItemLido, paraAuditoria, proximaOrdem, tiposDeCronograma } from './repository.ts';
import { gravarItemCronograma, type ItemGravado, removerItemCronograma } from '../../entities/processo/cronograma.ts';

const ITEM_NAO_ENCONTRADO = 'Item de cronograma não encontrado.';

/** The body's process, once the item it names (if any) is known to be one of its items. */
const processoDoItemSalvo: ProcessoDaRota = async (request, db) => {
  const b = request.body as { prcSltCodigo: number; prcSltCrnCodigo?: number | null };
  if (!(await processoExistente(db, b.prcSltCodigo))) throw notFound('Processo seletivo não encontrado.');
  if (b.prcSltCrnCodigo) {
    const item = await itemDoCronograma(db, b.prcSltCrnCodigo);
    if (!item || item.prcSltCodigo !== b.prcSltCodigo) throw notFound(ITEM_NAO_ENCONTRADO);
  }
  return b.prcSltCodigo;
};

const mesmoInstante = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** True when the change moves what candidates inside an open window rely on (its dates, kind, fee). */
function mexeNaJanela(atual: ItemLido, novo: ItemGravado | null, now: Date): boolean {
  if (!ehJanela(atual) || !aberta(atual, now)) return false;
  if (!novo) return true;
  return novo.tipo !== atual.tipo || novo.recurso !== atual.recurso || novo.valor !== atual.valor || !mesmoInstante(novo.inicio, atual.inicio) || !mesmoInstante(novo.fim, atual.fim);
}

export const gestaoCronogramasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/cronogramas',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), response: { 200: EnvelopeOf(CronogramasGestao) } },
    },
    async (request) => ok(await cronogramasDoProcesso(app.db, request.params.prcSltCodigo, app.clock())),
  );

  app.post(
    '/gestao/cronogramas/salvar',
    {
      config: { equipe: { pode: 'configurar', processo: processoDoItemSalvo } },
      schema: { body: SalvarItemCronograma, response: { 200: EnvelopeOf(CronogramasGestao) } },
    },
    async (request) => {
      const b = request.body;
      const prc = b.prcSltCodigo;
      const now = app.clock();
      const codigo = b.prcSltCrnCodigo ?? null;
      await escritaDaEquipe(request, { acao: 'cronograma:salvar', entidade: 'prc_slt_cronograma', prcSltCodigo: prc, justificativa: b.justificativa }, async (tx) => {
        const erros: Record<string, string> = {};
        const tipos = await tiposDeCronograma(tx);
        if (!tipos.some((t) => t.codigo === b.tblGrlItmCdgPrcSltTpCrn)) erros.tblGrlItmCdgPrcSltTpCrn = 'Tipo: escolha um dos tipos de cronograma.';
        const descricao = b.prcSltCrnDescricao.trim();
        if (!descricao) erros.prcSltCrnDescricao = 'Descrição: escreva o que acontece nesta etapa.';
        else if (descricao.length > DESCRICAO_CRONOGRAMA_MAX) erros.prcSltCrnDescricao = `Descrição: até ${DESCRICAO_CRONOGRAMA_MAX} caracteres.`;
        const inicio = lerInstante(b.prcSltCrnDtInicio);
        const fim = lerInstante(b.prcSltCrnDtFim);
        if (inicio === null) erros.prcSltCrnDtInicio = 'Início: data e hora inválidas (dd/mm/aaaa hh:mm).';
        if (fim === null) erros.prcSltCrnDtFim = 'Fim: data e hora inválidas (dd/mm/aaaa hh:mm).';
        if (inicio && fim && fim.getTime() < inicio.getTime()) erros.prcSltCrnDtFim = 'Fim: não pode ser antes do início.';
        // One concept, one switch (issue 37): an item of the kind Reexame IS an appeal window; no separate box.
        const recurso = b.tblGrlItmCdgPrcSltTpCrn === TIPO_CRONOGRAMA_RECURSO;
        if (b.recurso && !recurso) erros.recurso = 'Uma janela de recurso é um item do tipo Reexame: escolha esse tipo.';
        if (recurso && (!inicio || !fim)) erros[inicio ? 'prcSltCrnDtFim' : 'prcSltCrnDtInicio'] ??= 'Uma janela de recurso precisa de início e fim.';
        if (!recurso && b.prcSltCrnRcrVlr != null) erros.prcSltCrnRcrVlr = 'Taxa do recurso: só uma janela de recurso tem taxa.';
        const atual = codigo === null ? null : await itemDoCronograma(tx, codigo);
        if (atual && atual.recursos > 0 && !recurso) {
          erros.recurso = `Esta janela já tem ${atual.recursos === 1 ? '1 recurso registrado' : `${atual.recursos} recursos registrados`}: ela continua sendo uma janela de recurso.`;
        }
        if (Object.keys(erros).length) throw camposInvalidos(erros);
        const ordem = b.prcSltCrnOrdem ?? (atual && atual.tipo === b.tblGrlItmCdgPrcSltTpCrn ? atual.ordem : await proximaOrdem(tx, prc, b.tblGrlItmCdgPrcSltTpCrn));
        const novo: ItemGravado = { tipo: b.tblGrlItmCdgPrcSltTpCrn, descricao, inicio: inicio ?? null, fim: fim ?? null, ordem, recurso, valor: recurso ? (b.prcSltCrnRcrVlr ?? null) : null };
        if (atual && mexeNaJanela(atual, novo, now)) exigirJustificativa(await contarInscricoesDoProcesso(tx, prc), b.justificativa, 'Alterar uma janela de devolução ou de recurso que está aberta');
        const id = await gravarItemCronograma(tx, prc, codigo, novo);
        return { chave: id, antes: atual && paraAuditoria(atual), depois: paraAuditoria(novo), resultado: id };
      });
      return ok(await cronogramasDoProcesso(app.db, prc, now));
    },
  );

  app.delete(
    '/gestao/cronogramas/:prcSltCrnCodigo',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('params', 'prcSltCrnCodigo', async (db, id) => (await itemDoCronograma(db, id))?.prcSltCodigo ?? null) } },
      schema: {
        params: Type.Object({ prcSltCrnCodigo: Codigo }),
        querystring: Type.Object({ justificativa: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false }),
        response: { 200: EnvelopeOf(CronogramasGestao) },
      },
    },
    async (request) => {
      const codigo = request.params.prcSltCrnCodigo;
      const prc = request.equipe!.prcSltCodigo!;
      const justificativa = request.query.justificativa;
      await escritaDaEquipe(request, { acao: 'cronograma:remover', entidade: 'prc_slt_cronograma', prcSltCodigo: prc, justificativa }, async (tx) => {
        const atual = (await itemDoCronograma(tx, codigo))!;
        if (atual.recursos > 0) {
          // The appeals filed in it would go with it (and their answers): they are kept, so the window is.
          throw conflict(`Não é possível remover "${atual.descricao}": há ${atual.recursos === 1 ? '1 recurso registrado' : `${atual.recursos} recursos registrados`} nesta janela.`);
        }
        if (mexeNaJanela(atual, null, app.clock())) exigirJustificativa(await contarInscricoesDoProcesso(tx, prc), justificativa, 'Remover uma janela de devolução ou de recurso que está aberta');
        await removerItemCronograma(tx, codigo);
        return { chave: codigo, antes: paraAuditoria(atual), depois: null, resultado: undefined };
      });
      return ok(await cronogramasDoProcesso(app.db, prc, app.clock()));
    },
  );
};
