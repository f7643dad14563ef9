/**
 * The back office's payments area (issue 21 item 5): bank return files uploaded in the browser and read by the
 * same code as `npm run payments:import` (server/entities/pagamento/pagamento-retorno.ts), their reports kept and listed; an
 * enrolment's payment and the payment recorded by hand; a process's daily reconciliation. A return file spans
 * processes: uploading one needs 'atender' on every process; the list and each report show a caller only the files
 * with lines of their processes, the lines of their processes (and the lines of no enrolment), and totals recomputed
 * from those lines (issue 34, item 7).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import {
  Conciliacao,
  ConciliacaoQuery,
  DOCUMENTO_MAX,
  LINHAS_RETORNO_POR_PAGINA,
  LinhasRetornoQuery,
  ListaRetornosQuery,
  MarcarPago,
  PagamentoInscricaoGestao,
  RETORNO_MAX_BYTES,
  RetornoDetalhe,
  RetornoResumo,
} from '../../../src/domain/wire/gestao-pagamentos.ts';
import { guardarRetorno, importarRetorno } from '../../entities/pagamento/pagamento-retorno.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, JUSTIFICATIVA_MINIMA } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { regraDoArquivoDeTexto } from '../../http/upload.ts';
import { ArquivoInvalido } from '../../lib/cnab.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { pagamentoParaGestao, registrarBaixa } from './baixa-manual.ts';
import { conciliacao } from './conciliacao.ts';
import { gestaoPixRoutes } from './pix-routes.ts';
import { gestaoRemessaRoutes } from './remessa-routes.ts';
import { gestaoDinheiroRoutes } from './dinheiro-routes.ts';
import { linhasDoRetorno, listaRetornos, pagamentoDaInscricao, retorno } from './repository.ts';
import { processoDaInscricao } from '../../entities/inscricao/inscricao.ts';
import { linhaParaGestao, resumoParaGestao } from './relatorio.ts';

const PorInscricao = Type.Object({ insPrcCodigo: Codigo });

export const gestaoPagamentosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(gestaoPixRoutes);
  await app.register(gestaoRemessaRoutes);
  await app.register(gestaoDinheiroRoutes);

  /** The kept report with one page of the lines the caller may see (a 100,000-line file is never sent whole). */
  const detalhe = async (retCodigo: number, alcance: number[] | null, start = 0, limit = LINHAS_RETORNO_POR_PAGINA) => {
    const r = await retorno(app.db, retCodigo, alcance);
    if (!r) throw notFound('Importação não encontrada.');
    const { linhas, total, ocultas } = await linhasDoRetorno(app.db, retCodigo, alcance, start, limit);
    return { retorno: resumoParaGestao(r), linhas: linhas.map(linhaParaGestao), start, limit, total, ocultas };
  };

  app.post(
    '/gestao/pagamentos/retorno',
    {
      // Every process: a bank file pays slips of any of them.
      // The file (field 'arquivo', text) is read by server/http/upload.ts.
      config: { equipe: { pode: 'atender', processo: () => null }, arquivo: regraDoArquivoDeTexto({ maxBytes: RETORNO_MAX_BYTES, escolha: 'Arquivo: escolha o arquivo de retorno do banco.', nomePadrao: 'retorno.txt' }) },
      schema: { body: Type.Object({}, { additionalProperties: false }), response: { 200: EnvelopeOf(RetornoDetalhe) } },
    },
    async (request) => {
      const a = request.arquivo!;
      const nome = a.nome;
      const now = app.clock();
      const retCodigo = await escritaDaEquipe(request, { acao: 'retorno:importar', entidade: 'pgt_retorno', prcSltCodigo: null }, async (tx) => {
        let rel;
        try {
          rel = await importarRetorno(tx, a.dados!, app.config.pagamento.bancoCodigo, now, { detalhes: false });
        } catch (err) {
          if (err instanceof ArquivoInvalido) throw camposInvalidos({ arquivo: `Arquivo recusado: ${err.message} Nada foi gravado.` });
          throw err;
        }
        const id = await guardarRetorno(tx, { nome, sha256: rel.arquivo.sha256, bytes: rel.arquivo.bytes, pssFscCodigo: request.equipe!.pssFscCodigo, em: now }, rel);
        const t = rel.totais;
        const depois = { arquivo: nome, formato: rel.formato, banco: rel.banco, aplicado: rel.aplicado, pagos: t.pagos, jaPagos: t.jaPagos, rejeitados: t.rejeitados, outras: t.outras };
        return { chave: id, antes: null, depois, resultado: id };
      });
      return ok(await detalhe(retCodigo, request.equipe!.alcance('ler')));
    },
  );

  app.get(
    '/gestao/pagamentos/retornos',
    { config: { equipe: { pode: 'ler' } }, schema: { querystring: ListaRetornosQuery, response: { 200: EnvelopeOf(Type.Array(RetornoResumo)) } } },
    async (request) => {
      // only the files with lines of the caller's processes, their totals those of the lines the caller sees
      const { rows, total } = await listaRetornos(app.db, { start: request.query.start ?? 0, limit: request.query.limit ?? 25 }, request.equipe!.alcance('ler'));
      return ok(rows.map(resumoParaGestao), total);
    },
  );

  app.get(
    '/gestao/pagamentos/retornos/:retCodigo',
    {
      config: { equipe: { pode: 'ler' } },
      schema: { params: Type.Object({ retCodigo: Codigo }), querystring: LinhasRetornoQuery, response: { 200: EnvelopeOf(RetornoDetalhe) } },
    },
    async (request) => ok(await detalhe(request.params.retCodigo, request.equipe!.alcance('ler'), request.query.start, request.query.limit)),
  );

  app.get(
    '/gestao/inscricoes/:insPrcCodigo/pagamento',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'insPrcCodigo', processoDaInscricao) } },
      schema: { params: PorInscricao, response: { 200: EnvelopeOf(PagamentoInscricaoGestao) } },
    },
    async (request) => ok(pagamentoParaGestao((await pagamentoDaInscricao(app.db, request.params.insPrcCodigo))!, app.clock())),
  );

  app.post(
    '/gestao/inscricoes/:insPrcCodigo/marcar-pago',
    {
      config: { equipe: { pode: 'atender', processo: processoDaLinha('params', 'insPrcCodigo', processoDaInscricao) } },
      schema: { params: PorInscricao, body: MarcarPago, response: { 200: EnvelopeOf(PagamentoInscricaoGestao) } },
    },
    async (request) => {
      const b = request.body;
      const justificativa = b.justificativa.trim();
      const documento = b.documento.trim();
      const erros: Record<string, string> = {};
      if (justificativa.length < JUSTIFICATIVA_MINIMA) erros.justificativa = `Justificativa: explique o registro (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres).`;
      else if (justificativa.length > 2000) erros.justificativa = 'Justificativa: até 2000 caracteres.';
      if (!documento) erros.documento = 'Documento: informe a referência do comprovante (número da autenticação, do depósito ou do processo).';
      else if (documento.length > DOCUMENTO_MAX) erros.documento = `Documento: até ${DOCUMENTO_MAX} caracteres.`;
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const insPrcCodigo = request.params.insPrcCodigo;
      const prc = request.equipe!.prcSltCodigo!;
      const now = app.clock();
      await escritaDaEquipe(request, { acao: 'pagamento:marcar-pago', entidade: 'ins_boleto', prcSltCodigo: prc, justificativa }, async (tx) => {
        const p = (await pagamentoDaInscricao(tx, insPrcCodigo, true))!;
        const antes = pagamentoParaGestao(p, now);
        const r = await registrarBaixa(tx, p, { valor: b.valor ?? null, documento, justificativa, autor: request.equipe!.pssFscCodigo, now });
        return {
          chave: r.insBltCodigo,
          antes: { insPrcCodigo, situacao: antes.situacao, recebido: antes.recebido },
          depois: { insPrcCodigo, insBltCodigo: r.insBltCodigo, valor: r.valor, documento, boletoNovo: r.novo },
          resultado: undefined,
        };
      });
      const depois = pagamentoParaGestao((await pagamentoDaInscricao(app.db, insPrcCodigo))!, now);
      return { ...ok(depois), message: `Pagamento de ${feeText(depois.boletos.find((x) => x.manual)?.valor ?? 0)} registrado.` };
    },
  );

  app.get(
    '/gestao/processos/:prcSltCodigo/conciliacao',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), querystring: ConciliacaoQuery, response: { 200: EnvelopeOf(Conciliacao) } },
    },
    async (request) => {
      const dia = request.query.dia ?? todayInSaoPaulo(app.clock());
      if (Number.isNaN(new Date(`${dia}T12:00:00Z`).getTime()) || new Date(`${dia}T12:00:00Z`).toISOString().slice(0, 10) !== dia) throw badRequest('Dia inválido (use aaaa-mm-dd).');
      return ok(await conciliacao(app.db, request.params.prcSltCodigo, dia));
    },
  );
};
