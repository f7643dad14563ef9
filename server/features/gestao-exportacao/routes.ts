import { PassThrough } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { veDadosSensiveis } from '../../../src/domain/dados-sensiveis.ts';
import { todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { lerColunas, nomeDoArquivo } from '../../../src/domain/exportacao.ts';
import { AbrirExportacao, Arquivo, ExportacaoQuery } from '../../../src/domain/wire/gestao-exportacao.ts';
import { LinkDeLeitura } from '../../../src/domain/wire/gestao.ts';
import { findPerson } from '../../entities/pessoa/pessoa.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { exigirLinkDeLeitura, linkDeLeitura } from '../../http/leitura-auditada.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { type EquipeDaRequisicao, processoDaLinha } from '../../plugins/equipe.ts';
import { lotes } from './consulta.ts';
import { escreverCsv, escreverXlsx } from './escritores.ts';
import { fatosDaFicha, fichaPdf } from './ficha.ts';
import { processoDaInscricao } from '../../entities/inscricao/inscricao.ts';

const TIPO = { csv: 'text/csv; charset=utf-8', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } as const;
export const SENSIVEIS_RECUSADOS =
  'Colunas com dados de saúde, raça ou renda só podem ser exportadas pelo Gestor do processo ou pelo Administrador.';

/**
 * Exports (issue 21, item 7), for every staff role that reads the process ('ler'): its enrolments as CSV or XLSX
 * with the chosen columns, streamed in batches (constant memory at 100,000 rows), and one enrolment as a PDF.
 * Health, race and income go out only to the roles that see them, and every export that carries them is recorded
 * in the audit trail, before the first byte (a download cut halfway still happened): by a POST that answers the
 * file's link, never by the GET that sends it (server/http/leitura-auditada.ts).
 */
export const gestaoExportacaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const doProcesso = processoDaLinha('params', 'prcSltCodigo', processoExistente);
  const daInscricao = processoDaLinha('params', 'insPrcCodigo', processoDaInscricao);

  /** The columns asked for, refused (400/403) when unknown or sensitive for a role that does not see them. */
  function colunasPedidas(request: { equipe: EquipeDaRequisicao | null }, prc: number, texto: string | undefined) {
    const { colunas, desconhecidas } = lerColunas(texto);
    if (desconhecidas.length) throw camposInvalidos({ colunas: `Colunas desconhecidas: ${desconhecidas.join(', ')}.` });
    const sensiveis = colunas.filter((c) => c.sensivel).map((c) => c.id);
    if (sensiveis.length && !veDadosSensiveis(request.equipe!.papeis, prc)) throw new ApiError(403, SENSIVEIS_RECUSADOS, SENSIVEIS_RECUSADOS, { colunas: sensiveis });
    return { colunas, sensiveis };
  }
  /** What an export's link is bound to: exactly the file that was recorded. */
  const doLink = (prc: number, formato: string, colunas: { id: string }[]) => ({ prcSltCodigo: String(prc), formato, colunas: colunas.map((c) => c.id).join(',') });

  // An export that carries health, race or income data is recorded by this POST, before the first byte is sent
  // (a download cut halfway still happened); the GET then only streams what the link names (issue 34, item 4).
  app.post(
    '/gestao/processos/:prcSltCodigo/exportacao/abrir',
    {
      config: { equipe: { pode: 'ler', processo: doProcesso } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), body: AbrirExportacao, response: { 200: EnvelopeOf(LinkDeLeitura) } },
    },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const { formato } = request.body;
      const { colunas, sensiveis } = colunasPedidas(request, prc, request.body.colunas);
      const link = doLink(prc, formato, colunas);
      if (sensiveis.length) {
        await escritaDaEquipe(request, { acao: 'exportacao.dados-sensiveis', entidade: 'ins_processo', prcSltCodigo: prc }, async () => ({
          chave: null,
          antes: null,
          depois: { formato, colunas: colunas.map((c) => c.id), sensiveis },
          resultado: null,
        }));
      } else request.equipe!.auditado = true; // nothing sensitive: a plain read, nothing to record
      return ok(await linkDeLeitura(request, 'exportacao', link, `/sgps/gestao/processos/${prc}/exportacao?${new URLSearchParams({ formato, colunas: link.colunas })}`));
    },
  );

  app.get(
    '/gestao/processos/:prcSltCodigo/exportacao',
    {
      config: { equipe: { pode: 'ler', processo: doProcesso } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), querystring: ExportacaoQuery, response: { 200: Arquivo } },
    },
    async (request, reply) => {
      const prc = request.params.prcSltCodigo;
      const { formato } = request.query;
      const { colunas, sensiveis } = colunasPedidas(request, prc, request.query.colunas);
      // Sensitive columns only through the link the POST above recorded: this GET writes nothing.
      if (sensiveis.length) await exigirLinkDeLeitura(request, 'exportacao', doLink(prc, formato, colunas), request.query.token);
      const hoje = todayInSaoPaulo(app.clock());
      const out = new PassThrough({ highWaterMark: 256 * 1024 });
      const escrever = formato === 'csv' ? escreverCsv : escreverXlsx;
      escrever(out, colunas, lotes(app.db, prc, colunas, hoje)).catch((err: unknown) => {
        // Headers are gone: the only way to say "incomplete" is to cut the download.
        if (!out.destroyed) request.log.warn({ err: (err as Error).message, prcSltCodigo: prc }, 'Exportação interrompida');
        out.destroy(err as Error);
      });
      return reply.headers(cabecalhosDeDownload({ nome: nomeDoArquivo(prc, hoje, formato), tipo: TIPO[formato] })).send(out);
    },
  );

  // The enrolment's PDF with health, race and income (Gestor, Administrador) is recorded by this POST; the GET
  // sends it only through the link answered here. A role that does not see those data gets it without one.
  app.post(
    '/gestao/inscricoes/:insPrcCodigo/pdf/abrir',
    {
      config: { equipe: { pode: 'ler', processo: daInscricao } },
      schema: { params: Type.Object({ insPrcCodigo: Codigo }), body: Type.Object({}, { additionalProperties: false }), response: { 200: EnvelopeOf(LinkDeLeitura) } },
    },
    async (request) => {
      const ins = request.params.insPrcCodigo;
      const prc = request.equipe!.prcSltCodigo!;
      if (veDadosSensiveis(request.equipe!.papeis, prc)) {
        await escritaDaEquipe(request, { acao: 'exportacao.dados-sensiveis', entidade: 'ins_processo', prcSltCodigo: prc }, async () => ({
          chave: ins,
          antes: null,
          depois: { formato: 'pdf', insPrcCodigo: ins },
          resultado: null,
        }));
      } else request.equipe!.auditado = true; // the PDF without sensitive data: a plain read
      return ok(await linkDeLeitura(request, 'ficha', { insPrcCodigo: String(ins) }, `/sgps/gestao/inscricoes/${ins}/pdf`));
    },
  );

  app.get(
    '/gestao/inscricoes/:insPrcCodigo/pdf',
    {
      config: { equipe: { pode: 'ler', processo: daInscricao } },
      schema: {
        params: Type.Object({ insPrcCodigo: Codigo }),
        querystring: Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })), token: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false }),
        response: { 200: Arquivo },
      },
    },
    async (request, reply) => {
      const equipe = request.equipe!;
      const prc = equipe.prcSltCodigo!;
      const now = app.clock();
      const f = await fatosDaFicha(app.db, request.params.insPrcCodigo, todayInSaoPaulo(now));
      if (!f) throw notFound('Inscrição não encontrada.');
      const comSensiveis = veDadosSensiveis(equipe.papeis, prc);
      if (comSensiveis) await exigirLinkDeLeitura(request, 'ficha', { insPrcCodigo: String(request.params.insPrcCodigo) }, request.query.token);
      const autor = await findPerson(app.db, equipe.pssFscCodigo);
      const pdf = await fichaPdf(f, { comSensiveis, emitidoEm: now, emitidoPor: autor?.pssFscNome ?? 'a equipe' });
      return reply.headers(cabecalhosDeDownload({ nome: `ficha-inscricao-${request.params.insPrcCodigo}.pdf`, tipo: 'application/pdf', modo: 'inline' })).send(Buffer.from(pdf));
    },
  );
};
