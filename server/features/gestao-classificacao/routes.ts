import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { validarRegras, type RegrasClassificacao } from '../../../src/domain/classificacao-regras.ts';
import {
  AusentesGravados,
  ClassificacaoCalculada,
  ConfiguracaoClassificacao,
  LISTAS_POR_PAGINA,
  ListasDoCalculo,
  ListasQuery,
  NotasImportadas,
  RegrasWire,
  SalvarAusentes,
  SalvarRegras,
} from '../../../src/domain/wire/gestao-classificacao.ts';
import { importScoreFile } from '../../entities/seriado/importacao-repository.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { configuracaoCotas } from '../../entities/classificacao/cotas.ts';
import { gravarCalculo, gravarRegras } from '../../entities/classificacao/calculo.ts';
import { regrasDoProcesso } from '../../entities/classificacao/classificacao.ts';
import { marcarAusentes } from '../../entities/classificacao/notas.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { explicacaoParaTela } from '../../entities/classificacao/classificacao-explicacao.ts';
import { ExplicacaoWire } from '../../../src/domain/wire/classificacao-explicacao.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { regraDoArquivoDeTexto } from '../../http/upload.ts';
import { calcularEmThread } from '../../lib/calculo-thread.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { paginaDasListas } from './listas.ts';
import { gestaoCotasRoutes } from './cotas-routes.ts';
import type { ClassificacaoCalculadaNaThread, EntradaClassificacao } from './classificacao-thread.ts';
import { ausentesDoProcesso, candidatosDoProcesso, ehSeriado, inscricoesDoProcesso, nomesDasInscricoes, opcoesFinais, provasDoProcesso, recusarOpcoesNaoFinais, ultimoCalculo } from './repository.ts';
import { gravarNotasGerais, lerNotasGerais } from './notas-gerais.ts';

const ARQUIVO_MAX = 20 * 1024 * 1024;
const CLASSIFICACAO = new URL('./classificacao-thread.ts', import.meta.url);
/** cls_lista rows per INSERT. */
const LOTE_LISTAS = 20_000;
const Params = Type.Object({ prcSltCodigo: Codigo });
const ParamsInscricao = Type.Object({ prcSltCodigo: Codigo, insPrcCodigo: Codigo });
const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const SemCorpo = Type.Object({}, { additionalProperties: false });
/** The scores file's form: its only part is the CSV (field 'arquivo'), read by server/http/upload.ts. */
const Arquivo = Type.Object({}, { additionalProperties: false });
const arquivoDeNotas = regraDoArquivoDeTexto({ maxBytes: ARQUIVO_MAX, escolha: 'Arquivo: escolha o arquivo CSV de notas.' });
const porProcesso = (pode: 'ler' | 'configurar') => ({ equipe: { pode, processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } });

/** The CSV's text (the upload module refused a missing, empty, oversized or non-text file). */
const textoDoArquivo = (request: { arquivo: { dados: Buffer } | null }) => request.arquivo!.dados.toString('utf8');

/** 400 with every refused line: the screen lists them; nothing was written. */
const recusado = (recusadas: { linha: number; motivo: string }[]) =>
  new ApiError(400, `Arquivo recusado: ${recusadas.length} linha(s) com problema. Nada foi gravado.`, 'Arquivo recusado.', { linhasRecusadas: recusadas });

/**
 * Attendance, scores and ranking by quota (issue 22 items 2 and 3): the rules per process, the general scores file
 * (non-serial processes), the serial scores file (the code of `npm run seriado:import`), absentees, and the ranking
 * computed by src/domain/classificacao.ts in the computation thread (./classificacao-thread.ts), stored in cls_lista for
 * publication; its answer carries the first LISTAS_POR_PAGINA positions of each list with the list's size.
 */
export const gestaoClassificacaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(gestaoCotasRoutes);
  // The wire's arrays are mutable types; the rules are read-only in the domain (same shape).
  const regrasDe = async (prc: number) => (await regrasDoProcesso(app.db, prc)) as RegrasWire | null;

  app.get(
    '/gestao/processos/:prcSltCodigo/classificacao',
    { config: porProcesso('ler'), schema: { params: Params, querystring: SemQuery, response: { 200: EnvelopeOf(ConfiguracaoClassificacao) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const seriado = await ehSeriado(app.db, prc);
      const [regras, provas, opcoes, ausentes] = await Promise.all([regrasDe(prc), provasDoProcesso(app.db, prc, seriado), opcoesFinais(app.db, prc), ausentesDoProcesso(app.db, prc)]);
      const ultimo = await ultimoCalculo(app.db, prc);
      return ok({ prcSltCodigo: prc, seriado, regras, provas, opcoes, ausentes, ultimoCalculo: ultimo ? { clsCalCodigo: ultimo.clsCalCodigo, em: ultimo.clsCalEm.toISOString() } : null });
    },
  );

  app.get(
    '/gestao/processos/:prcSltCodigo/classificacao/listas',
    { config: porProcesso('ler'), schema: { params: Params, querystring: ListasQuery, response: { 200: EnvelopeOf(Type.Union([ListasDoCalculo, Type.Null()])) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const start = request.query.start ?? 0;
      const limit = request.query.limit ?? LISTAS_POR_PAGINA;
      const ultimo = await ultimoCalculo(app.db, prc);
      if (!ultimo) return ok(null);
      const descricoes = new Map((await opcoesFinais(app.db, prc)).map((o) => [o.opcCodigo, o.descricao]));
      const { opcoes, maior } = await paginaDasListas(app.db, ultimo, descricoes, start, limit);
      return ok({ clsCalCodigo: ultimo.clsCalCodigo, em: ultimo.clsCalEm.toISOString(), start, limit, maior, opcoes });
    },
  );

  app.get(
    '/gestao/processos/:prcSltCodigo/classificacao/explicacao/:insPrcCodigo',
    { config: porProcesso('ler'), schema: { params: ParamsInscricao, querystring: SemQuery, response: { 200: EnvelopeOf(Type.Union([ExplicacaoWire, Type.Null()])) } } },
    async (request) => {
      // "Por que esta posição?" (issue 36 item 8) in the process's latest computation, with the neighbours' enrolments.
      // null data: never computed, or the enrolment is in none of its lists (an enrolment of another process included).
      const prc = request.params.prcSltCodigo;
      const ultimo = await ultimoCalculo(app.db, prc);
      return ok(ultimo ? await explicacaoParaTela(app.db, ultimo.clsCalCodigo, request.params.insPrcCodigo, null, false) : null);
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/classificacao/regras',
    { config: porProcesso('configurar'), schema: { params: Params, body: SalvarRegras, response: { 200: EnvelopeOf(RegrasWire) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const regras = request.body.regras as RegrasClassificacao;
      const seriado = await ehSeriado(app.db, prc);
      const provas = new Set((await provasDoProcesso(app.db, prc, seriado)).map((p) => p.prova));
      const opcoes = new Set((await opcoesFinais(app.db, prc)).map((o) => o.opcCodigo));
      const erros = validarRegras(regras, provas);
      recusarOpcoesNaoFinais(erros, 'vagas', regras.vagas, opcoes);
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const salvo = await escritaDaEquipe(request, { acao: 'regrasclassificacao.salvar', entidade: 'cls_regra', prcSltCodigo: prc }, async (tx) => {
        const antes = await gravarRegras(tx, prc, regras);
        return { chave: prc, antes, depois: regras, resultado: request.body.regras };
      });
      return ok(salvo);
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/classificacao/notas',
    { config: { ...porProcesso('configurar'), arquivo: arquivoDeNotas }, schema: { params: Params, body: Arquivo, response: { 200: EnvelopeOf(NotasImportadas) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const texto = textoDoArquivo(request);
      if (await ehSeriado(app.db, prc)) throw camposInvalidos({ arquivo: 'Este processo é seriado: envie o arquivo de notas do seriado.' });
      const { linhas, recusadas } = lerNotasGerais(texto);
      if (!linhas.length && !recusadas.length) throw camposInvalidos({ arquivo: 'Arquivo: nenhuma nota no arquivo.' });
      const r = await escritaDaEquipe(request, { acao: 'notas.importar', entidade: 'cls_nota', prcSltCodigo: prc }, async (tx) => {
        const g = await gravarNotasGerais(tx, prc, linhas, recusadas, await configuracaoCotas(tx, prc));
        if ('recusadas' in g) throw recusado(g.recusadas);
        return { chave: prc, antes: null, depois: g, resultado: g };
      });
      return ok(r);
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/classificacao/notas-seriado',
    { config: { ...porProcesso('configurar'), arquivo: arquivoDeNotas }, schema: { params: Params, body: Arquivo, response: { 200: EnvelopeOf(NotasImportadas) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const texto = textoDoArquivo(request);
      if (!(await ehSeriado(app.db, prc))) throw camposInvalidos({ arquivo: 'Este processo não é seriado: envie o arquivo de notas gerais.' });
      const r = await escritaDaEquipe(request, { acao: 'notasseriado.importar', entidade: 'seriado_pontuacao', prcSltCodigo: prc }, async (tx) => {
        // The file names its process on every line: one of another process is refused here, before the shared import.
        const outro = texto.split(/\r?\n/).slice(1).findIndex((l) => l.trim() && !new RegExp(`^"?${prc}"?[;,]`).test(l.trim()));
        if (outro >= 0) throw recusado([{ linha: outro + 2, motivo: `a linha é de outro processo (esperado ${prc}).` }]);
        const res = await importScoreFile(tx, texto);
        if (!res.ok) throw recusado(res.rejected);
        const n = res.report.notas;
        const out = { linhas: n.inseridas + n.atualizadas + n.inalteradas, ...n };
        return { chave: prc, antes: null, depois: res.report, resultado: out };
      });
      return ok(r);
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/classificacao/ausentes',
    { config: porProcesso('configurar'), schema: { params: Params, body: SalvarAusentes, response: { 200: EnvelopeOf(AusentesGravados) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const codigos = [...new Set(request.body.inscricoes)];
      if (!codigos.length) throw camposInvalidos({ inscricoes: 'Informe ao menos um número de inscrição.' });
      const r = await escritaDaEquipe(request, { acao: 'ausentes.salvar', entidade: 'cls_inscricao', prcSltCodigo: prc }, async (tx) => {
        const achadas = await inscricoesDoProcesso(tx, prc, codigos);
        const faltam = codigos.filter((c) => !achadas.includes(c));
        if (faltam.length) throw camposInvalidos({ inscricoes: `Inscrições que não são deste processo: ${faltam.slice(0, 20).join(', ')}${faltam.length > 20 ? '…' : ''}.` });
        const antes = await ausentesDoProcesso(tx, prc);
        await marcarAusentes(tx, codigos, request.body.ausente);
        const ausentes = await ausentesDoProcesso(tx, prc);
        return { chave: prc, antes: { ausentes: antes }, depois: { ausentes }, resultado: { alteradas: codigos.length, ausentes } };
      });
      return ok(r);
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/classificacao/calcular',
    { config: porProcesso('configurar'), schema: { params: Params, body: Type.Optional(SemCorpo), response: { 200: EnvelopeOf(ClassificacaoCalculada) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const regras = (await regrasDe(prc)) as RegrasClassificacao | null;
      if (!regras) throw camposInvalidos({ regras: 'Salve as regras da classificação antes de calcular.' });
      const seriado = await ehSeriado(app.db, prc);
      const candidatos = await candidatosDoProcesso(app.db, prc, seriado);
      const provas = (await provasDoProcesso(app.db, prc, seriado)).map((p): [number, string] => [p.prova, p.descricao]);
      const r = await calcularEmThread<ClassificacaoCalculadaNaThread>('Cálculo da classificação', CLASSIFICACAO, 'calcularClassificacao', {
        regras,
        candidatos,
        provas,
        lote: LOTE_LISTAS,
        primeiros: LISTAS_POR_PAGINA,
      } satisfies EntradaClassificacao);
      const calculo = await escritaDaEquipe(request, { acao: 'classificacao.calcular', entidade: 'cls_calculo', prcSltCodigo: prc }, async (tx) => {
        const c = await gravarCalculo(tx, { prcSltCodigo: prc, regras, resumo: r.resumo, pssFscCodigo: request.equipe!.pssFscCodigo }, r.lotes);
        const resumo = { candidatos: r.candidatos, opcoes: r.opcoes.length, aprovados: r.aprovados };
        return { chave: c.clsCalCodigo, antes: null, depois: resumo, resultado: c };
      });
      // The answer names only the first positions of each list (the screen then reads the stored lists a page at a time).
      const nomes = await nomesDasInscricoes(app.db, r.opcoes.flatMap((o) => [...o.listas.flatMap((l) => l.candidatos.map((c) => c.inscricao)), ...o.eliminados.map((x) => x.inscricao)]));
      const descricoes = new Map((await opcoesFinais(app.db, prc)).map((o) => [o.opcCodigo, o.descricao]));
      const nome = (n: number) => nomes.get(n) ?? '';
      return ok({
        clsCalCodigo: calculo.clsCalCodigo,
        em: calculo.clsCalEm.toISOString(),
        opcoes: r.opcoes.map((o) => ({
          ...o,
          descricao: descricoes.get(o.opcao) ?? `Opção ${o.opcao}`,
          listas: o.listas.map((l) => ({ ...l, candidatos: l.candidatos.map((c) => ({ ...c, nome: nome(c.inscricao) })) })),
          eliminados: o.eliminados.map((e) => ({ ...e, nome: nome(e.inscricao) })),
        })),
      });
    },
  );
};
