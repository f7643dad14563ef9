import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { veDadosSensiveis } from '../../../src/domain/dados-sensiveis.ts';
import { todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { lerColunas, nomeDoArquivo } from '../../../src/domain/exportacao.ts';
import { Arquivo, ExportacaoQuery } from '../../../src/domain/wire/gestao-exportacoes.ts';
import { findPerson } from '../../entities/pessoa.ts';
import { processoExistente } from '../../entities/processo.ts';
import { ApiError, notFound } from '../../http/envelope.ts';
import { camposInvalidos } from '../../http/gestao.ts';
import { Codigo } from '../../http/schemas.ts';
import { registrarAuditoria } from '../../entities/auditoria.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { lotes } from './consulta.ts';
import { escreverCsv, escreverXlsx } from './escritores.ts';
import { fatosDaFicha, fichaPdf } from './ficha.ts';
import { processoDaInscricao } from './repository.ts';

const TIPO = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
export const SENSIVEIS_RECUSADOS =
  'Colunas com dados de saúde, raça ou renda só podem ser exportadas pelo Gestor do processo ou pelo Administrador.';

/**
 * Exports (issue 21, item 7), for every staff role that reads the process ('ler'): its enrolments as CSV or XLSX
 * with the chosen columns, streamed in batches (constant memory at 100,000 rows), and one enrolment as a PDF.
 * Health, race and income go out only to the roles that see them, and every export that carries them is recorded
 * in the audit trail, before the first byte (a download cut halfway still happened).
 */
export const gestaoExportacoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The audit row of an export that carries sensitive data (a read, so outside escritaDaEquipe). */
  async function auditarSensiveis(request: { ip: string; equipe: { pssFscCodigo: number } | null }, prcSltCodigo: number, chave: string | null, depois: unknown) {
    await registrarAuditoria(app.db, {
      em: app.clock(),
      autorPssFscCodigo: request.equipe!.pssFscCodigo,
      titularPssFscCodigo: null,
      origem: request.ip,
      acao: 'gestao:exportacao.dados-sensiveis',
      entidade: 'ins_processo',
      chave,
      antes: null,
      depois,
      prcSltCodigo,
    });
  }

  app.get(
    '/gestao/processos/:prcSltCodigo/exportacao',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), querystring: ExportacaoQuery, response: { 200: Arquivo } },
    },
    async (request, reply) => {
      const prc = request.params.prcSltCodigo;
      const { formato } = request.query;
      const { colunas, desconhecidas } = lerColunas(request.query.colunas);
      if (desconhecidas.length) throw camposInvalidos({ colunas: `Colunas desconhecidas: ${desconhecidas.join(', ')}.` });
      const sensiveis = colunas.filter((c) => c.sensivel).map((c) => c.id);
      if (sensiveis.length && !veDadosSensiveis(request.equipe!.papeis, prc)) throw new ApiError(403, SENSIVEIS_RECUSADOS, SENSIVEIS_RECUSADOS, { colunas: sensiveis });
      if (sensiveis.length) await auditarSensiveis(request, prc, null, { formato, colunas: colunas.map((c) => c.id), sensiveis });
      const hoje = todayInSaoPaulo(app.clock());
      const out = new PassThrough({ highWaterMark: 256 * 1024 });
      const escrever = formato === 'csv' ? escreverCsv : escreverXlsx;
      escrever(out, colunas, lotes(app.db, prc, colunas, hoje)).catch((err: unknown) => {
        // Headers are gone: the only way to say "incomplete" is to cut the download.
        if (!out.destroyed) request.log.warn({ err: (err as Error).message, prcSltCodigo: prc }, 'Exportação interrompida');
        out.destroy(err as Error);
      });
      return reply
        .header('content-type', TIPO[formato])
        .header('content-disposition', `attachment; filename="${nomeDoArquivo(prc, hoje, formato)}"`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  );

  app.get(
    '/gestao/inscricoes/:insPrcCodigo/pdf',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'insPrcCodigo', processoDaInscricao) } },
      schema: { params: Type.Object({ insPrcCodigo: Codigo }), querystring: Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false }), response: { 200: Arquivo } },
    },
    async (request, reply) => {
      const equipe = request.equipe!;
      const prc = equipe.prcSltCodigo!;
      const now = app.clock();
      const f = await fatosDaFicha(app.db, request.params.insPrcCodigo, todayInSaoPaulo(now));
      if (!f) throw notFound('Inscrição não encontrada.');
      const comSensiveis = veDadosSensiveis(equipe.papeis, prc);
      if (comSensiveis) await auditarSensiveis(request, prc, String(request.params.insPrcCodigo), { formato: 'pdf', insPrcCodigo: request.params.insPrcCodigo });
      const autor = await findPerson(app.db, equipe.pssFscCodigo);
      const pdf = await fichaPdf(f, { comSensiveis, emitidoEm: now, emitidoPor: autor?.pssFscNome ?? 'a equipe' });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="ficha-inscricao-${request.params.insPrcCodigo}.pdf"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(pdf));
    },
  );
};
