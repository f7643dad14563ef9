/**
 * The back office's appeal queue (issue 21 item 4): a process's appeals per stage with the candidate's text and
 * attachment ('ler'), and the answers ('atender'): DEFERIDO, INDEFERIDO or DEFERIDO_PARCIALMENTE with a text the
 * candidate reads on the appeal screen, the same answer to many identical appeals in one transaction, through the
 * path `npm run reexame:responder` takes (server/entities/reexame/reexame.ts); one audit row per appeal; the candidate is
 * told by message. An optional PDF is uploaded first (multipart, PDF only, 2 MB) and named by the answer.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { feeText } from '../../../src/domain/money.ts';
import {
  AnexoRespostaEnviado,
  FilaRecursos,
  FilaRecursosQuery,
  ResponderRecursos,
  ResultadoRespostas,
  type SituacaoRespostaGestao,
} from '../../../src/domain/wire/gestao-reexame.ts';
import { regraDoPdf, sha256 } from '../../entities/documento/anexo.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { RESPOSTA_MAX, RESPOSTA_MIN, responderRecursos, type SituacaoResposta } from '../../entities/reexame/reexame.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { escritaDaEquipeEmLote } from '../../http/gestao-lote.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { mudarNota, notaValida, provasDoProcesso } from './nota.ts';
import { anexoDeResposta, anexoDoRecurso, etapasDoProcesso, filaRecursos, processoDoRecurso } from './repository.ts';
import { guardarAnexoDeResposta } from '../../entities/reexame/reexame.ts';
import { anexoERespostaDoRecurso } from '../../entities/reexame/recurso-lido.ts';

const SITUACAO: Record<SituacaoRespostaGestao, SituacaoResposta> = { deferido: 'DEFERIDO', indeferido: 'INDEFERIDO', parcialmente: 'DEFERIDO_PARCIALMENTE' };
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const gestaoReexameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/reexame',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), querystring: FilaRecursosQuery, response: { 200: EnvelopeOf(FilaRecursos) } },
    },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const q = request.query;
      const [etapas, provas] = await Promise.all([etapasDoProcesso(app.db, prc), provasDoProcesso(app.db, prc)]);
      const { rows, total } = await filaRecursos(app.db, prc, { etapa: q.etapa, situacao: q.situacao ?? 'pendente', busca: q.busca, start: q.start ?? 0, limit: q.limit ?? 50 });
      const recursos = rows.map((r) => ({
        insPrcRcrCodigo: r.insPrcRcrCodigo,
        insPrcCodigo: r.insPrcCodigo,
        pssFscNome: r.pssFscNome,
        prcSltCrnCodigo: r.prcSltCrnCodigo,
        etapa: r.etapa,
        justificativa: r.justificativa,
        criadoEm: r.criadoEm.toISOString(),
        valor: r.valor,
        valorTexto: feeText(r.valor),
        taxaPaga: r.valor ? Boolean(r.pago) : null,
        ...anexoERespostaDoRecurso(r, (d) => d.toISOString()),
      }));
      return ok({ prcSltCodigo: prc, provas, etapas: etapas.map((e) => ({ ...e, inicio: iso(e.inicio), fim: iso(e.fim), total: Number(e.total), pendentes: Number(e.pendentes) })), recursos }, total);
    },
  );

  app.get(
    '/gestao/reexame/:insPrcRcrCodigo/anexo',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'insPrcRcrCodigo', processoDoRecurso) } },
      schema: { params: Type.Object({ insPrcRcrCodigo: Codigo }), response: { 200: Type.Unsafe<Buffer>({ type: 'string', description: 'o anexo do recurso' }) } },
    },
    async (request, reply) => {
      const a = await anexoDoRecurso(app.db, request.params.insPrcRcrCodigo);
      if (!a) throw notFound('Anexo não encontrado.');
      return reply.headers(cabecalhosDeDownload({ nome: a.nome, tipo: a.tipo, deTerceiros: true })).send(a.dados);
    },
  );

  app.get(
    '/gestao/reexame/respostas/anexos/:rcrRspAnxCodigo',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'rcrRspAnxCodigo', async (db, id) => (await anexoDeResposta(db, id))?.prcSltCodigo ?? null) } },
      schema: { params: Type.Object({ rcrRspAnxCodigo: Codigo }), response: { 200: Type.Unsafe<Buffer>({ type: 'string', description: 'o PDF da resposta' }) } },
    },
    async (request, reply) => {
      const a = (await anexoDeResposta(app.db, request.params.rcrRspAnxCodigo))!;
      return reply.headers(cabecalhosDeDownload({ nome: a.nome, tipo: 'application/pdf', deTerceiros: true })).send(a.dados);
    },
  );

  app.post(
    '/gestao/reexame/anexo',
    {
      // The PDF (field 'anexo') is read by server/http/upload.ts before the body's process is checked.
      config: { equipe: { pode: 'atender', processo: processoDaLinha('body', 'prcSltCodigo', processoExistente) }, arquivo: regraDoPdf({ quantos: 4, tamanho: 1024 }) },
      schema: {
        body: Type.Object({ prcSltCodigo: Codigo }, { additionalProperties: false }),
        response: { 200: EnvelopeOf(AnexoRespostaEnviado) },
      },
    },
    async (request) => {
      const pdf = request.arquivo!;
      const prc = request.body.prcSltCodigo;
      const hash = sha256(pdf.dados);
      const r = await escritaDaEquipe(request, { acao: 'anexo-resposta:enviar', entidade: 'rcr_rsp_anexo', prcSltCodigo: prc }, async (tx) => {
        const id = await guardarAnexoDeResposta(tx, { prcSltCodigo: prc, nome: pdf.nome, dados: pdf.dados, sha256: hash, por: request.equipe!.pssFscCodigo, em: app.clock() });
        return { chave: id, antes: null, depois: { nome: pdf.nome, tamanho: pdf.dados.length, sha256: hash }, resultado: { rcrRspAnxCodigo: id, nome: pdf.nome, tamanho: pdf.dados.length } };
      });
      return ok(r);
    },
  );

  app.post(
    '/gestao/reexame/responder',
    {
      config: { equipe: { pode: 'atender', processo: processoDaLinha('body', 'prcSltCodigo', processoExistente) } },
      schema: { body: ResponderRecursos, response: { 200: EnvelopeOf(ResultadoRespostas) } },
    },
    async (request) => {
      const b = request.body;
      const prc = b.prcSltCodigo;
      const texto = b.resposta.trim();
      const anexo = b.rcrRspAnxCodigo ?? null;
      const erros: Record<string, string> = {};
      if (texto.length < RESPOSTA_MIN) erros.resposta = 'Resposta: escreva a resposta que o candidato lerá.';
      else if (texto.length > RESPOSTA_MAX) erros.resposta = `Resposta: até ${RESPOSTA_MAX} caracteres.`;
      if (anexo !== null && (await anexoDeResposta(app.db, anexo))?.prcSltCodigo !== prc) erros.rcrRspAnxCodigo = 'Anexo: arquivo não encontrado neste processo; envie o PDF de novo.';
      const codigos = [...new Set(b.respostas.map((x) => x.insPrcRcrCodigo))];
      if (b.nota) {
        // Changing a score is a ranking input: the ranking's capacity ('configurar'), not only answering appeals.
        request.equipe!.exigir('configurar', prc);
        const n = b.nota;
        const provas = await provasDoProcesso(app.db, prc);
        if (codigos.length !== 1) erros.nota = 'Nova nota: responda um recurso por vez quando a resposta muda uma nota.';
        else if (b.situacao === 'indeferido') erros.nota = 'Nova nota: só um recurso deferido (ou deferido parcialmente) muda a nota.';
        else if (!provas.some((p) => p.prova === n.prova)) erros.nota = 'Nova nota: escolha uma prova da classificação deste processo.';
        else if (!provas.some((p) => p.prova === n.prova && p.seriado === n.seriado)) {
          erros.nota =
            n.seriado === undefined ? 'Nova nota: escolha o seriado (1 ou 2) cuja nota padronizada muda.'
            : provas.some((p) => p.seriado) ? 'Nova nota: a redação tem uma nota só, no Seriado 1.'
            : 'Nova nota: o seriado só vale para processos seriados.';
        } else if (!notaValida(n.nota)) erros.nota = 'Nova nota: use um número não negativo com até 4 casas decimais.';
      }
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const now = app.clock();
      const r = await escritaDaEquipeEmLote(request, { acao: 'reexame:responder', entidade: 'ins_prc_rcr_resposta', prcSltCodigo: prc }, async (tx) => {
        const res = await responderRecursos(tx, codigos.map((insPrcRcrCodigo, i) => ({ linha: i + 1, insPrcRcrCodigo, situacao: SITUACAO[b.situacao], texto })), now, { prcSltCodigo: prc, rcrRspAnxCodigo: anexo });
        if (!res.ok) throw camposInvalidos({ respostas: `Nada foi gravado: ${res.recusadas.map((x) => `${x.motivo.replace(/^r/, 'R')}.`).join(' ')}` });
        const itens = res.mudancas.map((m) => ({ chave: m.insPrcRcrCodigo, antes: m.antes as unknown, depois: { ...m.depois, insPrcCodigo: m.insPrcCodigo } as Record<string, unknown> }));
        const nota = b.nota ? await mudarNota(tx, codigos[0], b.nota.prova, b.nota.nota, b.nota.seriado) : undefined;
        if (nota) {
          // The score's before and after ride on the answer's audit row (a new row when the answer itself was unchanged).
          const item = itens.find((i) => i.chave === codigos[0]) ?? itens[itens.push({ chave: codigos[0], antes: null, depois: { insPrcCodigo: nota.insPrcCodigo } }) - 1];
          const qual = { prova: nota.prova, ...(nota.seriado ? { seriado: nota.seriado } : {}) };
          item.antes = { ...(item.antes ?? {}), nota: { ...qual, valor: nota.antes } };
          item.depois = { ...item.depois, nota: { ...qual, valor: nota.depois } };
        }
        return { itens, resultado: { inseridas: res.inseridas, atualizadas: res.atualizadas, inalteradas: res.inalteradas, ...(nota ? { nota } : {}) } };
      });
      const n = r.inseridas + r.atualizadas;
      const msg = n === 1 ? '1 resposta gravada.' : `${n} respostas gravadas.`;
      return { ...ok(r), message: r.nota ? `${msg} Nota alterada: calcule a classificação de novo.` : msg };
    },
  );
};
