/**
 * The back office's fee-exemption queue (issue 21 item 3): a process's requests ('ler'; the candidate's reason and
 * documents, which speak of income and family, only to who may decide: 'atender'), the documents themselves
 * ('atender', within the process), and the decisions ('atender'): one or
 * many in one transaction, through the same rule as `npm run isencao:import` (server/entities/pagamento/isencao.ts), one
 * audit row per enrolment, the candidate told by message and shown the decision with its reason on the payment
 * screen.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { feeText } from '../../../src/domain/money.ts';
import { DecidirIsencoes, FilaIsencoes, FilaIsencoesQuery, MOTIVO_ISENCAO_MAX, ResultadoDecisoes } from '../../../src/domain/wire/gestao-isencoes.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { decidirIsencoes } from '../../entities/pagamento/isencao.ts';
import { findProcess, processoExistente } from '../../entities/processo/processo.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos } from '../../http/gestao.ts';
import { escritaDaEquipeEmLote } from '../../http/gestao-lote.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { contagemIsencoes, documento, filaIsencoes, processoDoDocumento } from './repository.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const gestaoIsencoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/isencoes',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), querystring: FilaIsencoesQuery, response: { 200: EnvelopeOf(FilaIsencoes) } },
    },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const q = request.query;
      const processo = (await findProcess(app.db, prc, { mesmoNaoPublicado: true }))!;
      const ve = request.equipe!.pode('atender', prc);
      const { rows, total } = await filaIsencoes(app.db, prc, { situacao: q.situacao ?? 'pendente', busca: q.busca, start: q.start ?? 0, limit: q.limit ?? 50 });
      return ok(
        {
          prcSltCodigo: prc,
          prazo: iso(processo.prcSltDtFimIsencao),
          contagem: await contagemIsencoes(app.db, prc),
          pedidos: rows.map((r) => ({
            insPrcCodigo: r.insPrcCodigo,
            pssFscNome: r.pssFscNome,
            insCancelada: r.insCancelada,
            taxa: r.taxa,
            taxaTexto: feeText(r.taxa),
            solicitadaEm: iso(r.solicitadaEm),
            justificativa: ve ? r.justificativa : null,
            documentos: ve ? r.documentos.map(({ insPrcIsnAnxCodigo, nome, tipo, tamanho }) => ({ insPrcIsnAnxCodigo, nome, tipo, tamanho })) : [],
            restrito: !ve,
            situacao: r.situacao ?? ('PENDENTE' as const),
            observacao: r.observacao,
            decididaEm: iso(r.decididaEm),
          })),
        },
        total,
      );
    },
  );

  app.get(
    '/gestao/isencoes/anexos/:insPrcIsnAnxCodigo',
    {
      // Income and family documents: for who decides exemptions in the process, not for readers.
      config: { equipe: { pode: 'atender', processo: processoDaLinha('params', 'insPrcIsnAnxCodigo', processoDoDocumento) } },
      schema: { params: Type.Object({ insPrcIsnAnxCodigo: Codigo }), response: { 200: Type.Unsafe<Buffer>({ type: 'string', description: 'o arquivo (PDF, PNG ou JPEG)' }) } },
    },
    async (request, reply) => {
      const d = await documento(app.db, request.params.insPrcIsnAnxCodigo);
      if (!d) throw notFound('Documento não encontrado.');
      return reply.headers(cabecalhosDeDownload({ nome: d.nome, tipo: d.tipo, deTerceiros: true })).send(d.dados);
    },
  );

  app.post(
    '/gestao/isencoes/decidir',
    {
      config: { equipe: { pode: 'atender', processo: processoDaLinha('body', 'prcSltCodigo', processoExistente) } },
      schema: { body: DecidirIsencoes, response: { 200: EnvelopeOf(ResultadoDecisoes) } },
    },
    async (request) => {
      const b = request.body;
      const motivo = b.motivo?.trim() || null;
      const erros: Record<string, string> = {};
      if (b.decisoes.some((d) => d.situacao === 'INDEFERIDA') && !motivo) erros.motivo = 'Motivo: escreva por que a isenção foi indeferida (o candidato lerá).';
      else if (motivo && motivo.length > MOTIVO_ISENCAO_MAX) erros.motivo = `Motivo: até ${MOTIVO_ISENCAO_MAX} caracteres.`;
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const now = app.clock();
      const prc = b.prcSltCodigo;
      const r = await escritaDaEquipeEmLote(request, { acao: 'isencao:decidir', entidade: 'ins_prc_isencao', prcSltCodigo: prc, justificativa: motivo }, async (tx) => {
        const rel = await decidirIsencoes(tx, b.decisoes.map((d, i) => ({ linha: i + 1, insPrcCodigo: d.insPrcCodigo, situacao: d.situacao, observacao: motivo })), now, { prcSltCodigo: prc });
        // The screen offers only the requests it listed: any refusal means the list was stale; nothing is written.
        if (rel.rejeitados.length) throw camposInvalidos({ decisoes: `Nada foi gravado: ${rel.rejeitados.map((x) => x.motivo.replace(/^i/, 'I')).join(' ')}` });
        return {
          itens: rel.mudancas.map((m) => ({ chave: m.insPrcCodigo, antes: m.antes, depois: m.depois })),
          resultado: { gravadas: rel.gravadas.length, inalteradas: rel.inalteradas },
        };
      });
      return { ...ok(r), message: r.gravadas === 1 ? '1 decisão gravada.' : `${r.gravadas} decisões gravadas.` };
    },
  );
};
