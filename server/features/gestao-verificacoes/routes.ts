/**
 * The back office's verification of quota declarations (issue 36 item 2): per declaration the process verifies
 * (heteroidentificação, documents, multiprofessional assessment, income, school records), the queue with each
 * candidate's declarations and documents; decisions one or many at once (confirmado / não confirmado with the reason
 * the candidate reads); a commission's list as CSV (all or nothing, every bad line named); the appeal's decision.
 * Every write is one transaction with one audit row per decision; the candidate is told by message.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ROTULO_VERIFICACAO, type ConfiguracaoCotas } from '../../../src/domain/cotas.ts';
import { veDadosSensiveis } from '../../../src/domain/dados-sensiveis.ts';
import { DecidirRecursoCota, DecidirVerificacoes, FilaVerificacao, FilaVerificacaoQuery, VerificacoesDecididas } from '../../../src/domain/wire/gestao-cotas.ts';
import { configuracaoCotas } from '../../entities/classificacao/cotas.ts';
import { decidirRecursoVerificacao, decidirVerificacoes, rotuloDeclaracao, type DecisaoVerificacao } from '../../entities/classificacao/cotas-verificacao.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { escritaDaEquipeEmLote } from '../../http/gestao-lote.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { regraDoArquivoDeTexto } from '../../http/upload.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { lerListaDaComissao } from './lista-comissao.ts';
import { filaDeVerificacao } from './repository.ts';

const Params = Type.Object({ prcSltCodigo: Codigo });
const ARQUIVO_MAX = 5 * 1024 * 1024;
/** 400 with every refused line (the screen lists them); nothing was written. */
const recusada = (linhas: { linha: number; motivo: string }[]) => {
  const msg = `Lista recusada: ${linhas.length} linha(s) com problema. Nada foi gravado.`;
  return new ApiError(400, msg, msg, { linhasRecusadas: linhas });
};
const SEM_DADOS_SENSIVEIS = 'A verificação das declarações de cota mostra dados sensíveis (raça, deficiência, renda): é do Gestor do processo e do Administrador.';
const porProcesso = (pode: 'ler' | 'atender') => ({ equipe: { pode, processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } });

export const gestaoVerificacoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Who declared race, disability or income is sensitive data (src/domain/dados-sensiveis.ts): the queue and its
   * decisions are for the Gestor and the Administrador of the process, not for Atendimento.
   */
  const sensivel = (request: { equipe?: { papeis: readonly { papel: string; prcSltCodigo: number | null }[] } | null }, prc: number) => {
    if (!veDadosSensiveis(request.equipe?.papeis ?? [], prc)) throw new ApiError(403, SEM_DADOS_SENSIVEIS, SEM_DADOS_SENSIVEIS);
  };
  const configuracao = async (prc: number): Promise<ConfiguracaoCotas> => {
    const c = await configuracaoCotas(app.db, prc);
    if (!c) throw camposInvalidos({ configuracao: 'Este processo ainda não tem categorias de cotas configuradas (Classificação › Cotas).' });
    return c;
  };
  const verificada = (c: ConfiguracaoCotas, d: string) => {
    if (!c.verificacoes[d]) throw camposInvalidos({ declaracao: `A declaração ${d} não é verificada neste processo.` });
  };

  /** Decisions of the screen or of the CSV: all or nothing (one bad line refuses the whole list, every line named). */
  const gravar = (request: Parameters<typeof escritaDaEquipe>[0], prc: number, c: ConfiguracaoCotas, decisoes: DecisaoVerificacao[], acao: string) =>
    escritaDaEquipeEmLote(request, { acao, entidade: 'cta_verificacao', prcSltCodigo: prc, justificativa: decisoes.find((d) => d.motivo)?.motivo ?? null }, async (tx) => {
      const rel = await decidirVerificacoes(tx, prc, c, decisoes, app.clock(), request.equipe!.pssFscCodigo);
      if (rel.rejeitados.length) {
        throw recusada(rel.rejeitados);
      }
      return { itens: rel.mudancas, resultado: { gravadas: rel.gravadas, inalteradas: rel.inalteradas } };
    });

  app.get(
    '/gestao/processos/:prcSltCodigo/verificacoes',
    { config: porProcesso('atender'), schema: { params: Params, querystring: FilaVerificacaoQuery, response: { 200: EnvelopeOf(FilaVerificacao) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      sensivel(request, prc);
      const c = await configuracao(prc);
      const q = request.query;
      verificada(c, q.declaracao);
      const { itens, total } = await filaDeVerificacao(app.db, prc, c, q.declaracao, q.situacao ?? 'pendente', q.start ?? 0, q.limit ?? 50);
      const declaracoes = Object.entries(c.verificacoes)
        .filter(([, v]) => v)
        .map(([d, v]) => ({ declaracao: d, rotulo: rotuloDeclaracao(d), verificacao: ROTULO_VERIFICACAO[v!] }));
      return ok({ declaracoes, itens }, total);
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/verificacoes/decidir',
    { config: porProcesso('atender'), schema: { params: Params, body: DecidirVerificacoes, response: { 200: EnvelopeOf(VerificacoesDecididas) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      sensivel(request, prc);
      const b = request.body;
      const c = await configuracao(prc);
      verificada(c, b.declaracao);
      const motivo = b.motivo?.trim() || null;
      if (b.situacao === 'nao_confirmado' && !motivo) throw camposInvalidos({ motivo: 'Motivo: escreva por que a declaração não foi confirmada (o candidato lerá).' });
      const decisoes = b.inscricoes.map((insPrcCodigo, i) => ({ linha: i + 1, insPrcCodigo, declaracao: b.declaracao, situacao: b.situacao, motivo }));
      const r = await gravar(request, prc, c, decisoes, 'verificacao.decidir');
      return { ...ok(r), message: r.gravadas === 1 ? '1 decisão gravada.' : `${r.gravadas} decisões gravadas.` };
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/verificacoes/importar',
    {
      // The commission's CSV (field 'arquivo') is read by server/http/upload.ts.
      config: { ...porProcesso('atender'), arquivo: regraDoArquivoDeTexto({ maxBytes: ARQUIVO_MAX, escolha: 'Arquivo: escolha o arquivo CSV da comissão.', vazioComoAusente: true }) },
      schema: { params: Params, body: Type.Object({}, { additionalProperties: false }), response: { 200: EnvelopeOf(VerificacoesDecididas) } },
    },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      sensivel(request, prc);
      const c = await configuracao(prc);
      const { decisoes, recusadas } = lerListaDaComissao(request.arquivo!.dados.toString('utf8'));
      if (recusadas.length) throw recusada(recusadas);
      if (!decisoes.length) throw camposInvalidos({ arquivo: 'Arquivo: nenhuma decisão no arquivo.' });
      const r = await gravar(request, prc, c, decisoes, 'verificacao.importar');
      return { ...ok(r), message: `${r.gravadas} decisões gravadas, ${r.inalteradas} já estavam assim.` };
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/verificacoes/:ctaVrfCodigo/recurso',
    {
      config: porProcesso('atender'),
      schema: { params: Type.Object({ prcSltCodigo: Codigo, ctaVrfCodigo: Codigo }), body: DecidirRecursoCota, response: { 200: EnvelopeOf(Type.Null()) } },
    },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      sensivel(request, prc);
      const resposta = request.body.resposta.trim();
      if (!resposta) throw camposInvalidos({ resposta: 'Resposta: escreva a resposta ao recurso (o candidato lerá).' });
      await escritaDaEquipe(request, { acao: 'verificacao.recurso', entidade: 'cta_verificacao', prcSltCodigo: prc, justificativa: resposta }, async (tx) => {
        const r = await decidirRecursoVerificacao(tx, prc, request.params.ctaVrfCodigo, request.body.situacao, resposta, app.clock());
        if ('erro' in r) throw camposInvalidos({ recurso: r.erro! });
        return { chave: r.chave, antes: r.antes, depois: r.depois, resultado: null };
      });
      return { ...ok(null), message: 'Recurso decidido.' };
    },
  );
};
