import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { IndiceResultadoPublico, PublicarResultado, Publicacao, ResultadoPublico, ResultadosDoProcesso } from '../../../src/domain/wire/gestao-resultados.ts';
import type { resPublicacao } from '../../db/schema/index.ts';
import { gravarPublicacao } from '../../entities/classificacao/resultado.ts';
import { alterarDatasDoItem } from '../../entities/processo/cronograma.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { liberarReexameDoResultado } from '../../entities/inscricao/inscricao-escrita.ts';
import { exigirProntidao } from '../../http/prontidao.ts';
import { avisarResultado } from './avisos.ts';
import { ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { chamadasRoutes } from './chamadas-routes.ts';
import { indicePublico, resultadoPublico } from './publico.ts';
import { calculosDoProcesso, janelasDeRecurso, processoDoCalculo, publicacoesDoProcesso } from './repository.ts';

const Params = Type.Object({ prcSltCodigo: Codigo });
const ParamsDaOpcao = Type.Object({ prcSltCodigo: Codigo, opcCodigo: Codigo });
const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const porProcesso = (pode: 'ler' | 'configurar') => ({ equipe: { pode, processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } });

const instante = (v: string | null | undefined, campo: string, nome: string, erros: Record<string, string>): Date | null => {
  if (v === null || v === undefined || v === '') return null;
  const d = new Date(v);
  if (Number.isNaN(d.getTime())) erros[campo] = `${nome}: data e hora inválidas.`;
  return d;
};

/**
 * Results (issue 22 item 4): publishing a preliminary result (optionally opening the appeal window on it) and then
 * the final one, each pointing at a stored ranking computation; the public result (no login) shows the latest.
 */
export const gestaoResultadosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(chamadasRoutes);

  const publicacaoWire = (p: typeof resPublicacao.$inferSelect) => ({
    resPubCodigo: p.resPubCodigo,
    tipo: p.resPubTipo,
    clsCalCodigo: p.clsCalCodigo,
    prcSltCrnCodigo: p.prcSltCrnCodigo,
    justificativa: p.resPubJustificativa,
    em: p.resPubEm.toISOString(),
  });

  app.get(
    '/gestao/processos/:prcSltCodigo/resultados',
    { config: porProcesso('ler'), schema: { params: Params, querystring: SemQuery, response: { 200: EnvelopeOf(ResultadosDoProcesso) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const pubs = await publicacoesDoProcesso(app.db, prc);
      const calculos = await calculosDoProcesso(app.db, prc);
      const janelas = await janelasDeRecurso(app.db, prc);
      return ok({
        prcSltCodigo: prc,
        publicacoes: pubs.map(publicacaoWire),
        calculos: calculos.map((c) => ({ clsCalCodigo: c.clsCalCodigo, em: new Date(c.em).toISOString() })),
        janelasRecurso: janelas.map((j) => ({ ...j, inicio: j.inicio ? new Date(j.inicio).toISOString() : null, fim: j.fim ? new Date(j.fim).toISOString() : null })),
      });
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/resultados/publicar',
    { config: porProcesso('configurar'), schema: { params: Params, body: PublicarResultado, response: { 200: EnvelopeOf(Publicacao) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const b = request.body;
      const erros: Record<string, string> = {};
      if ((await processoDoCalculo(app.db, b.clsCalCodigo)) !== prc) erros.clsCalCodigo = 'Escolha um cálculo da classificação deste processo.';
      const crn = b.prcSltCrnCodigo ?? null;
      const inicio = instante(b.recursoInicio, 'recursoInicio', 'Início do prazo de recurso', erros);
      const fim = instante(b.recursoFim, 'recursoFim', 'Fim do prazo de recurso', erros);
      if (b.tipo === 'final') {
        if (crn !== null || inicio || fim) erros.prcSltCrnCodigo = 'O prazo de recurso abre-se no resultado preliminar, não no final.';
      } else if (crn !== null) {
        if (!(await janelasDeRecurso(app.db, prc)).some((j) => j.prcSltCrnCodigo === crn)) erros.prcSltCrnCodigo = 'Escolha um item de reexame (recurso) do cronograma deste processo.';
        if (!inicio !== !fim) erros[inicio ? 'recursoFim' : 'recursoInicio'] ??= 'Informe o início e o fim do prazo de recurso, ou nenhum dos dois.';
        if (inicio && fim && fim < inicio) erros.recursoFim ??= 'O fim do prazo de recurso deve ser depois do início.';
      } else if (inicio || fim) erros.prcSltCrnCodigo = 'Escolha o item de reexame do cronograma para abrir o prazo de recurso.';
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const justificativa = b.justificativa?.trim() || null;
      const contorno = b.justificativaContorno?.trim() || null;
      const pub = await escritaDaEquipe(request, { acao: `resultado${b.tipo}.publicar`, entidade: 'res_publicacao', prcSltCodigo: prc, justificativa: contorno ?? justificativa }, async (tx) => {
        // Readiness (issue 37): a ranking computed; for the final, the appeal windows closed and every appeal answered.
        const contornados = await exigirProntidao(request, tx, prc, b.tipo === 'final' ? 'resultadoFinal' : 'resultadoPreliminar', contorno);
        const p = await gravarPublicacao(tx, { prcSltCodigo: prc, tipo: b.tipo, clsCalCodigo: b.clsCalCodigo, prcSltCrnCodigo: crn, justificativa, pssFscCodigo: request.equipe!.pssFscCodigo });
        let janela: unknown = null;
        if (crn !== null && inicio && fim) {
          // Through the schedule's one writer; the period it had goes in the audit row.
          const antes = await alterarDatasDoItem(tx, crn, inicio, fim);
          // Opening the window on this result is what lets its candidates appeal (the reexame module asks the
          // enrolment's insPrcPrmReexame): every enrolment in the published lists, the eliminated too.
          const liberadas = await liberarReexameDoResultado(tx, b.clsCalCodigo);
          janela = { prcSltCrnCodigo: crn, antes, depois: { inicio, fim }, recursoLiberadoPara: liberadas };
        }
        const avisados = await avisarResultado(tx, { prc, tipo: b.tipo, autor: request.equipe!.pssFscCodigo, origem: app.config.publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}` }, app.clock());
        return { chave: p.resPubCodigo, antes: null, depois: { ...publicacaoWire(p), janelaRecurso: janela, avisados, ...(contornados.length ? { contornados: contornados.map((c) => c.codigo) } : {}) }, resultado: p };
      });
      await app.reconstrucao.pedir(`Resultado ${b.tipo} do processo ${prc} publicado`, request.equipe!.pssFscCodigo);
      return ok(publicacaoWire(pub));
    },
  );

  // Public: the latest published result of a process (the process page), its index (options and list sizes, what
  // the shell reads first), or one of its options (the option page, /resultado/{p}/{opcao}). Names and enrolment
  // numbers only.
  app.get(
    '/resultado/:prcSltCodigo',
    { schema: { params: Params, querystring: SemQuery, response: { 200: EnvelopeOf(ResultadoPublico) } } },
    async (request) => ok(await resultadoPublico(app.db, request.params.prcSltCodigo)),
  );
  app.get(
    '/resultado/:prcSltCodigo/indice',
    { schema: { params: Params, querystring: SemQuery, response: { 200: EnvelopeOf(IndiceResultadoPublico) } } },
    async (request) => ok(await indicePublico(app.db, request.params.prcSltCodigo)),
  );
  app.get(
    '/resultado/:prcSltCodigo/:opcCodigo',
    { schema: { params: ParamsDaOpcao, querystring: SemQuery, response: { 200: EnvelopeOf(ResultadoPublico) } } },
    async (request) => ok(await resultadoPublico(app.db, request.params.prcSltCodigo, request.params.opcCodigo)),
  );
};
