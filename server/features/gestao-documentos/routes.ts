/**
 * The back office's supporting documents (issue 27): the document types of a process (read: 'ler'; written by
 * who configures the process: 'configurar'), the review queue with the candidate's declarations, each file shown
 * inline under a sandboxing policy, and the decisions one by one or in bulk ('atender'). Every decision is audited
 * (one row per document) and told to the candidate; every staff view of a sensitive (health, income) file is
 * audited too, and the first view of a sent document marks it "Em análise" for the candidate — both by the POST
 * that opens it (the GET of the bytes only honours the link that POST answered: server/http/leitura-auditada.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  DecidirDocumentos,
  DocumentosDaInscricaoGestao,
  FilaDocumentos,
  FilaDocumentosQuery,
  MOTIVO_DOCUMENTO_MAX,
  ResultadoDecisoesDocumentos,
  SalvarTipoDocumento,
  TiposDocumento,
} from '../../../src/domain/wire/gestao-documentos.ts';
import { LinkDeLeitura } from '../../../src/domain/wire/gestao.ts';
import { TipoDocumentoWire } from '../../../src/domain/wire/documentos.ts';
import { documentoComDono, enviadosPorTipo, marcarEmAnalise, processoDoDocumento, processoDoTipoDocumento, tiposDoProcesso, versaoWire, versoesDaInscricao } from '../../entities/documento/documento.ts';
import { armazenamentoNoBanco } from '../../entities/documento/documento-armazenamento.ts';
import { criarTipoDocumento, mudarTipoDocumento, removerTipoDocumento, tipoParaMudar } from '../../entities/documento/tipo-documento.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { conflict, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { escritaDaEquipeEmLote } from '../../http/gestao-lote.ts';
import { exigirLinkDeLeitura, linkDeLeitura } from '../../http/leitura-auditada.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { contagemDocumentos, decidirDocumentos, filaDocumentos, opcoesDoProcesso } from './repository.ts';
import { tipoWire, valoresDoTipo } from './tipos.ts';
import { processoDaInscricao } from '../../entities/inscricao/inscricao.ts';

const doProcesso = (onde: 'params' | 'body') => processoDaLinha(onde, 'prcSltCodigo', processoExistente);

export const gestaoDocumentosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/tipos-documento',
    { config: { equipe: { pode: 'ler', processo: doProcesso('params') } }, schema: { params: Type.Object({ prcSltCodigo: Codigo }), response: { 200: EnvelopeOf(TiposDocumento) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const tipos = await tiposDoProcesso(app.db, prc);
      const enviados = await enviadosPorTipo(app.db, tipos.map((t) => t.prcSltTpDocCodigo));
      const opcoes = await opcoesDoProcesso(app.db, prc);
      return ok({ prcSltCodigo: prc, tipos: tipos.map((t) => tipoWire(t, enviados.get(t.prcSltTpDocCodigo) ?? 0)), opcoes });
    },
  );

  app.post(
    '/gestao/tipos-documento/salvar',
    { config: { equipe: { pode: 'configurar', processo: doProcesso('body') } }, schema: { body: SalvarTipoDocumento, response: { 200: EnvelopeOf(TipoDocumentoWire) } } },
    async (request) => {
      const b = request.body;
      const valores = await valoresDoTipo(app.db, b);
      const r = await escritaDaEquipe(request, { acao: 'documento:tipo-salvar', entidade: 'prc_slt_tp_documento', prcSltCodigo: b.prcSltCodigo }, async (tx) => {
        if (b.prcSltTpDocCodigo) {
          const antes = await tipoParaMudar(tx, b.prcSltTpDocCodigo);
          // A type of another process is not found from this one (the guard checked the body's process only).
          if (!antes || antes.prcSltCodigo !== b.prcSltCodigo) throw notFound('Tipo de documento não encontrado.');
          const depois = await mudarTipoDocumento(tx, b.prcSltTpDocCodigo, valores);
          return { chave: depois.prcSltTpDocCodigo, antes, depois, resultado: depois };
        }
        const novo = await criarTipoDocumento(tx, valores);
        return { chave: novo.prcSltTpDocCodigo, antes: null, depois: novo, resultado: novo };
      });
      const enviados = (await enviadosPorTipo(app.db, [r.prcSltTpDocCodigo])).get(r.prcSltTpDocCodigo) ?? 0;
      return { ...ok(tipoWire(r, enviados)), message: 'Tipo de documento salvo.' };
    },
  );

  app.post(
    '/gestao/tipos-documento/remover',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('body', 'prcSltTpDocCodigo', processoDoTipoDocumento) } },
      schema: { body: Type.Object({ prcSltTpDocCodigo: Codigo }, { additionalProperties: false }), response: { 200: EnvelopeOf(Type.Object({ removido: Type.Integer() })) } },
    },
    async (request) => {
      const cod = request.body.prcSltTpDocCodigo;
      await escritaDaEquipe(request, { acao: 'documento:tipo-remover', entidade: 'prc_slt_tp_documento', prcSltCodigo: request.equipe!.prcSltCodigo ?? null }, async (tx) => {
        const antes = await tipoParaMudar(tx, cod);
        if (((await enviadosPorTipo(tx, [cod])).get(cod) ?? 0) > 0) throw conflict('Este tipo de documento já recebeu envios de candidatos e não pode ser removido.');
        await removerTipoDocumento(tx, cod);
        return { chave: cod, antes, depois: null, resultado: null };
      });
      return { ...ok({ removido: cod }), message: 'Tipo de documento removido.' };
    },
  );

  app.get(
    '/gestao/processos/:prcSltCodigo/documentos',
    { config: { equipe: { pode: 'atender', processo: doProcesso('params') } }, schema: { params: Type.Object({ prcSltCodigo: Codigo }), querystring: FilaDocumentosQuery, response: { 200: EnvelopeOf(FilaDocumentos) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const { itens, total } = await filaDocumentos(app.db, prc, request.query);
      return ok({ prcSltCodigo: prc, contagem: await contagemDocumentos(app.db, prc, request.query.prcSltTpDocCodigo), itens }, total);
    },
  );

  const doDocumento = processoDaLinha('params', 'insPrcDocCodigo', processoDoDocumento);

  // Opening a file is a POST (issue 34, item 4): the first view of a sent document moves it to "Em análise" and a
  // sensitive file's every view is in the trail, both in this CSRF-checked call; the answer is the file's link.
  app.post(
    '/gestao/documentos/:insPrcDocCodigo/abrir',
    {
      config: { equipe: { pode: 'atender', processo: doDocumento } },
      schema: {
        params: Type.Object({ insPrcDocCodigo: Codigo }),
        body: Type.Object({ baixar: Type.Optional(Type.Union([Type.Literal('T'), Type.Literal('F')])) }, { additionalProperties: false }),
        response: { 200: EnvelopeOf(LinkDeLeitura) },
      },
    },
    async (request) => {
      const r = (await documentoComDono(app.db, request.params.insPrcDocCodigo))!;
      const marcar = r.d.insPrcDocSituacao === 'ENVIADO';
      if (r.t.prcSltTpDocSensivel || marcar) {
        await escritaDaEquipe(request, { acao: 'documento:ver', entidade: 'ins_prc_documento', prcSltCodigo: r.prcSltCodigo }, async (tx) => {
          if (marcar) await marcarEmAnalise(tx, r.d.insPrcDocCodigo);
          return { chave: r.d.insPrcDocCodigo, antes: { situacao: r.d.insPrcDocSituacao }, depois: { situacao: marcar ? 'EM_ANALISE' : r.d.insPrcDocSituacao, visto: r.t.prcSltTpDocNome, sensivel: r.t.prcSltTpDocSensivel }, resultado: null };
        });
      } else {
        // A file already in review that is not sensitive: opening it again is a read with nothing to record.
        request.equipe!.auditado = true;
      }
      const caminho = `/sgps/gestao/documentos/${r.d.insPrcDocCodigo}/arquivo${request.body?.baixar === 'T' ? '?baixar=T' : ''}`;
      return ok(await linkDeLeitura(request, 'documento', { insPrcDocCodigo: String(r.d.insPrcDocCodigo) }, caminho));
    },
  );

  app.get(
    '/gestao/documentos/:insPrcDocCodigo/arquivo',
    {
      config: { equipe: { pode: 'atender', processo: doDocumento } },
      schema: {
        params: Type.Object({ insPrcDocCodigo: Codigo }),
        querystring: Type.Object({ baixar: Type.Optional(Type.Union([Type.Literal('T'), Type.Literal('F')])), token: Type.Optional(Type.String({ maxLength: 2000 })) }, { additionalProperties: false }),
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', description: 'o arquivo (PDF, JPEG ou PNG)' }) },
      },
    },
    async (request, reply) => {
      // Only through the link the POST above just recorded: this GET writes nothing.
      await exigirLinkDeLeitura(request, 'documento', { insPrcDocCodigo: String(request.params.insPrcDocCodigo) }, request.query.token);
      const r = (await documentoComDono(app.db, request.params.insPrcDocCodigo))!;
      const dados = await armazenamentoNoBanco.ler(app.db, r.d.arqChave);
      if (!dados) throw notFound('Documento não encontrado.');
      return reply.headers(cabecalhosDeDownload({ nome: r.d.insPrcDocNome, tipo: r.d.insPrcDocTipo, modo: request.query.baixar === 'T' ? 'attachment' : 'inline', deTerceiros: true })).send(dados);
    },
  );

  app.post(
    '/gestao/documentos/decidir',
    { config: { equipe: { pode: 'atender', processo: doProcesso('body') } }, schema: { body: DecidirDocumentos, response: { 200: EnvelopeOf(ResultadoDecisoesDocumentos) } } },
    async (request) => {
      const b = request.body;
      const motivo = b.motivo?.trim() || null;
      if (b.decisoes.some((d) => d.situacao === 'RECUSADO') && !motivo) throw camposInvalidos({ motivo: 'Motivo: escreva por que o documento foi recusado (o candidato lerá).' });
      if (motivo && motivo.length > MOTIVO_DOCUMENTO_MAX) throw camposInvalidos({ motivo: `Motivo: até ${MOTIVO_DOCUMENTO_MAX} caracteres.` });
      const origem = app.config.publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      let emails = 0;
      const r = await escritaDaEquipeEmLote(request, { acao: 'documento:decidir', entidade: 'ins_prc_documento', prcSltCodigo: b.prcSltCodigo, justificativa: motivo }, async (tx) => {
        const feito = await decidirDocumentos(tx, { prcSltCodigo: b.prcSltCodigo, decisoes: b.decisoes, motivo, revisor: request.equipe!.pssFscCodigo, now: app.clock(), origem });
        if ('erro' in feito) throw camposInvalidos({ decisoes: feito.erro! });
        emails = feito.emails;
        return { itens: feito.itens, resultado: { gravadas: feito.itens.length } };
      });
      if (emails > 0) app.mailQueue.kick();
      return { ...ok(r), message: r.gravadas === 1 ? '1 decisão gravada.' : `${r.gravadas} decisões gravadas.` };
    },
  );

  app.get(
    '/gestao/inscricoes/:insPrcCodigo/documentos',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'insPrcCodigo', processoDaInscricao) } },
      schema: { params: Type.Object({ insPrcCodigo: Codigo }), response: { 200: EnvelopeOf(DocumentosDaInscricaoGestao) } },
    },
    async (request) => {
      const ins = request.params.insPrcCodigo;
      const prc = request.equipe!.prcSltCodigo!;
      const [tipos, versoes] = await Promise.all([tiposDoProcesso(app.db, prc), versoesDaInscricao(app.db, ins)]);
      const podeVer = request.equipe!.pode('atender', prc);
      // A reader sees that a sensitive document was sent and its state, not the file's name nor the refusal's reason
      // (either may name a diagnosis or an income).
      const restrita = (v: ReturnType<typeof versaoWire>) => ({ ...v, nome: 'Documento restrito', motivo: null });
      return ok({
        insPrcCodigo: ins,
        podeVer,
        tipos: tipos
          .map((t) => ({
            prcSltTpDocCodigo: t.prcSltTpDocCodigo,
            nome: t.prcSltTpDocNome,
            sensivel: t.prcSltTpDocSensivel,
            versoes: versoes
              .filter((v) => v.prcSltTpDocCodigo === t.prcSltTpDocCodigo)
              .map(versaoWire)
              .map((v) => (t.prcSltTpDocSensivel && !podeVer ? restrita(v) : v)),
          }))
          .filter((t) => t.versoes.length > 0),
      });
    },
  );
};
