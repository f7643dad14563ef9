/**
 * The back office's Pix (issue 39): the queue of Pix that paid nothing by themselves, each with its reason; a staff
 * decision takes one out of it (audited, with a justification); the refund of an approved request of the refund
 * schedule (cronograma-devolucao) goes back to the payer through the API Pix's devolução (PUT /pix/{e2eid}/devolucao/{id});
 * a reconciliation on demand. Money spans processes, so these need the capability on every process.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { feeText } from '../../../src/domain/money.ts';
import { ConciliacaoPixWire, DevolucaoPixWire, DevolverPix, PendenciasPixQuery, RecebimentoPix, ResolverPix } from '../../../src/domain/wire/gestao-pagamentos-pix.ts';
import { enviarMensagemEm } from '../../entities/mensagem/mensagem.ts';
import {
  atualizarDevolucao,
  contarDevolucoes,
  devolucoesDoPix,
  MOTIVOS_PIX,
  pedidoDeDevolucao,
  recebimentosDaInscricao,
  registrarDevolucao,
  resolverRecebimento,
} from '../../entities/pagamento/pagamento-pix.ts';
import { ApiError, badRequest, conflict, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, JUSTIFICATIVA_MINIMA } from '../../http/gestao.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { ErroPsp } from '../../lib/api-pix.ts';
import { pendenciasPix, recebimentoComSlip, titularDaInscricao } from './pix-repository.ts';

type Linha = NonNullable<Awaited<ReturnType<typeof recebimentoComSlip>>>;

const paraGestao = ({ r, insPrcCodigo, valorEsperado }: Linha): RecebimentoPix => ({
  pixRcbE2eid: r.pixRcbE2eid,
  pixRcbTxid: r.pixRcbTxid,
  insBltCodigo: r.insBltCodigo,
  insPrcCodigo,
  valor: r.pixRcbValor,
  valorTexto: feeText(r.pixRcbValor),
  valorEsperado,
  horario: r.pixRcbHorario.toISOString(),
  origem: r.pixRcbOrigem,
  situacao: r.pixRcbSituacao,
  motivo: r.pixRcbMotivo,
  motivoTexto: r.pixRcbMotivo ? MOTIVOS_PIX[r.pixRcbMotivo] : null,
  resolucao: r.pixRcbResolucao,
});

const SEM_PSP = 'O Pix não está configurado (nenhum PSP): não há como devolver nem conciliar.';

function justificativaValida(j: string): string {
  const t = j.trim();
  if (t.length < JUSTIFICATIVA_MINIMA) throw camposInvalidos({ justificativa: `Justificativa: explique a decisão (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres).` });
  return t;
}

export const gestaoPixRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const todos = { processo: () => null };

  app.get(
    '/gestao/pagamentos/pix/pendencias',
    { config: { equipe: { pode: 'atender' } }, schema: { querystring: PendenciasPixQuery, response: { 200: EnvelopeOf(Type.Array(RecebimentoPix)) } } },
    async (request) => {
      request.equipe!.exigir('atender', null);
      const { rows, total } = await pendenciasPix(app.db, request.query.start ?? 0, request.query.limit ?? 50);
      return ok(rows.map(paraGestao), total);
    },
  );

  app.post(
    '/gestao/pagamentos/pix/resolver',
    { config: { equipe: { pode: 'atender', ...todos } }, schema: { body: ResolverPix, response: { 200: EnvelopeOf(RecebimentoPix) } } },
    async (request) => {
      const justificativa = justificativaValida(request.body.justificativa);
      const e2eid = request.body.pixRcbE2eid;
      const now = app.clock();
      await escritaDaEquipe(request, { acao: 'pix:resolver', entidade: 'pix_recebimento', prcSltCodigo: null, justificativa }, async (tx) => {
        const antes = await recebimentoComSlip(tx, e2eid);
        if (!antes) throw notFound('Pix não encontrado.');
        if (!(await resolverRecebimento(tx, e2eid, { resolucao: justificativa, pssFscCodigo: request.equipe!.pssFscCodigo, em: now }))) throw conflict('Este Pix não está mais na fila: outra pessoa já decidiu.');
        return { chave: e2eid, antes: { situacao: antes.r.pixRcbSituacao, motivo: antes.r.pixRcbMotivo }, depois: { situacao: 'RESOLVIDO' }, resultado: undefined };
      });
      return ok(paraGestao((await recebimentoComSlip(app.db, e2eid))!));
    },
  );

  app.post(
    '/gestao/pagamentos/pix/devolver',
    { config: { equipe: { pode: 'atender', ...todos } }, schema: { body: DevolverPix, response: { 200: EnvelopeOf(DevolucaoPixWire) } } },
    async (request) => {
      const pix = app.pix;
      if (!pix) throw badRequest(SEM_PSP);
      const justificativa = justificativaValida(request.body.justificativa);
      const insPrcCodigo = request.body.insPrcCodigo;
      const titular = await titularDaInscricao(app.db, insPrcCodigo);
      if (!titular) throw notFound('Inscrição não encontrada.');
      const now = app.clock();
      // First the refund is kept (audited, the candidate told), then asked of the PSP: a failed call leaves a
      // record staff see, never a refund the PSP made and we forgot.
      const d = await escritaDaEquipe(request, { acao: 'pix:devolver', entidade: 'pix_devolucao', prcSltCodigo: titular.prcSltCodigo, justificativa }, async (tx) => {
        const pedido = await pedidoDeDevolucao(tx, insPrcCodigo);
        if (!pedido || pedido.insPrcDvlSituacao !== 'DEFERIDA') throw badRequest('A devolução só é enviada depois de deferida no cronograma de devolução desta inscrição.');
        const [recebido] = await recebimentosDaInscricao(tx, insPrcCodigo);
        if (!recebido) throw badRequest('Esta inscrição não tem pagamento por Pix a devolver (a devolução por Pix só devolve um Pix recebido).');
        const feitas = (await devolucoesDoPix(tx, recebido.pixRcbE2eid)).filter((x) => x.pixDvlSituacao !== 'NAO_REALIZADO');
        if (feitas.length) throw conflict('A devolução deste Pix já foi pedida ao banco.');
        const valor = pedido.insPrcDvlValor ?? recebido.pixRcbValor;
        if (valor <= 0 || valor > recebido.pixRcbValor) throw badRequest(`O valor a devolver (${feeText(valor)}) excede o Pix recebido (${feeText(recebido.pixRcbValor)}).`);
        const id = `DEV${insPrcCodigo}N${(await contarDevolucoes(tx, insPrcCodigo)) + 1}`;
        await registrarDevolucao(tx, { id, e2eid: recebido.pixRcbE2eid, insPrcCodigo, valor, pssFscCodigo: request.equipe!.pssFscCodigo, em: now });
        await enviarMensagemEm(
          tx,
          {
            assunto: 'Devolução da taxa de inscrição',
            texto: `A devolução de ${feeText(valor)} da taxa da inscrição nº ${insPrcCodigo} foi enviada ao banco, pelo mesmo Pix com que você pagou. O valor volta à conta de origem do pagamento.`,
            tipo: 'Mensagem',
            destino: { para: titular.pssFscCodigo },
            autor: request.equipe!.pssFscCodigo,
          },
          now,
        );
        return { chave: id, antes: { devolucao: pedido.insPrcDvlSituacao }, depois: { id, e2eid: recebido.pixRcbE2eid, valor }, resultado: { id, e2eid: recebido.pixRcbE2eid, valor } };
      });
      try {
        const r = await pix.cliente.devolver(d.e2eid, d.id, d.valor, `Devolução da taxa da inscrição ${insPrcCodigo}`);
        await atualizarDevolucao(app.db, { id: d.id, situacao: r.status, rtrId: r.rtrId ?? null, motivo: r.motivo ?? null, em: app.clock() });
      } catch (e) {
        if (!(e instanceof ErroPsp)) throw e;
        // 4xx: the PSP refused it (not done); otherwise it may have been done: the reconciliation asks again.
        if (e.status >= 400 && e.status < 500) await atualizarDevolucao(app.db, { id: d.id, situacao: 'NAO_REALIZADO', rtrId: null, motivo: e.message, em: app.clock() });
        else throw new ApiError(503, 'O banco não respondeu ao pedido de devolução. Ele foi guardado e será consultado na próxima conciliação.');
      }
      const [atual] = (await devolucoesDoPix(app.db, d.e2eid)).filter((x) => x.pixDvlId === d.id);
      return ok({
        pixDvlId: atual.pixDvlId,
        pixRcbE2eid: atual.pixRcbE2eid,
        insPrcCodigo: atual.insPrcCodigo,
        valor: atual.pixDvlValor,
        valorTexto: feeText(atual.pixDvlValor),
        situacao: atual.pixDvlSituacao,
        motivo: atual.pixDvlMotivo,
      });
    },
  );

  app.post(
    '/gestao/pagamentos/pix/conciliar',
    { config: { equipe: { pode: 'atender', ...todos } }, schema: { body: Type.Optional(Type.Object({})), response: { 200: EnvelopeOf(ConciliacaoPixWire) } } },
    async (request) => {
      if (!app.pix) throw badRequest(SEM_PSP);
      const r = await app.pix.conciliar();
      const depois = { inicio: r.inicio.toISOString(), fim: r.fim.toISOString(), lidos: r.lidos, novos: r.novos, devolucoesAtualizadas: r.devolucoesAtualizadas };
      await escritaDaEquipe(request, { acao: 'pix:conciliar', entidade: 'pix_conciliacao', prcSltCodigo: null }, async () => ({ chave: null, antes: null, depois, resultado: undefined }));
      return ok(depois);
    },
  );
};
