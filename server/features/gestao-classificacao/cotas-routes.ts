/**
 * The process's quota categories from the enrolment's declarations and its seats (issue 36 items 1 and 3): the
 * configuration (a state university's own, or the federal preset of src/domain/cotas-federal.ts), the seats preview
 * with each cell's computation, and the save — audited — that also writes the ranking rules' categories (with their
 * ordered destinations) and, with the federal preset, the seats per option and list. A cell staff override carries
 * its justification (in the configuration and in the audit row).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { configuracaoFederal } from '../../../src/domain/cotas-federal.ts';
import { validarConfiguracaoCotas, type ConfiguracaoCotas } from '../../../src/domain/cotas.ts';
import { FIELD_BY_NAME } from '../../../src/domain/inscricao-campos.ts';
import { ConfiguracaoCotasWire, Cotas, PresetFederal, SalvarCotas } from '../../../src/domain/wire/gestao-cotas.ts';
import { CAMPOS_TF, configuracaoCotas, gravarConfiguracaoCotas } from '../../entities/classificacao/cotas.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { opcoesFinais, recusarOpcoesNaoFinais } from './repository.ts';
import { gravarCategoriasNasRegras, lerRegras, totaisDe, vagasDasOpcoes } from './cotas-vagas.ts';

const Params = Type.Object({ prcSltCodigo: Codigo });
const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const porProcesso = (pode: 'ler' | 'configurar') => ({ equipe: { pode, processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } });
const camposTF = [...CAMPOS_TF].map((c) => ({ campo: c, rotulo: FIELD_BY_NAME[c].label }));

export const gestaoCotasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/cotas',
    { config: porProcesso('ler'), schema: { params: Params, querystring: SemQuery, response: { 200: EnvelopeOf(Cotas) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const [configuracao, regras, opcoes] = await Promise.all([configuracaoCotas(app.db, prc), lerRegras(app.db, prc), opcoesFinais(app.db, prc)]);
      return ok({ configuracao, camposTF, opcoes: vagasDasOpcoes(configuracao, regras?.vagas ?? [], opcoes, totaisDe(configuracao, regras?.vagas ?? [])) });
    },
  );

  /** The federal preset's configuration, for the screen to show before saving (nothing is written). */
  app.post(
    '/gestao/processos/:prcSltCodigo/cotas/federal',
    { config: porProcesso('configurar'), schema: { params: Params, body: PresetFederal, response: { 200: EnvelopeOf(ConfiguracaoCotasWire) } } },
    async (request) => ok(configuracaoFederal(request.body.salarioMinimo, request.body.percentuais)),
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/cotas',
    { config: porProcesso('configurar'), schema: { params: Params, body: SalvarCotas, response: { 200: EnvelopeOf(Cotas) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const config = request.body.configuracao as ConfiguracaoCotas;
      const opcoes = await opcoesFinais(app.db, prc);
      const finais = new Set(opcoes.map((o) => o.opcCodigo));
      const erros = validarConfiguracaoCotas(config, CAMPOS_TF);
      if (config.modelo === 'federal' && !config.percentuais) erros.percentuais = 'Informe os percentuais do IBGE do estado (PPI, quilombolas e pessoas com deficiência).';
      recusarOpcoesNaoFinais(erros, 'ajustes', config.ajustes, finais);
      recusarOpcoesNaoFinais(erros, 'totais', request.body.totais ?? [], finais);
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const regrasAtuais = await lerRegras(app.db, prc);
      const totais = totaisDe(await configuracaoCotas(app.db, prc), regrasAtuais?.vagas ?? []);
      for (const t of [...(config.totais ?? []), ...(request.body.totais ?? [])]) totais.set(t.opcao, t.total);
      if (config.modelo === 'federal') config.totais = [...totais].filter(([o]) => finais.has(o)).map(([opcao, total]) => ({ opcao, total }));
      const previa = vagasDasOpcoes(config, regrasAtuais?.vagas ?? [], opcoes, totais);
      if (request.body.previa) return ok({ configuracao: config, camposTF, opcoes: previa });
      const justificativa = config.ajustes.map((a) => `${a.lista} na opção ${a.opcao}: ${a.justificativa}`).join(' | ') || null;
      await escritaDaEquipe(request, { acao: 'cotas.salvar', entidade: 'cta_configuracao', prcSltCodigo: prc, justificativa }, async (tx) => {
        const antes = await gravarConfiguracaoCotas(tx, prc, config);
        const regras = await gravarCategoriasNasRegras(tx, prc, config, config.modelo === 'federal' ? previa : null);
        return { chave: prc, antes, depois: { configuracao: config, vagas: regras.vagas }, resultado: null };
      });
      return ok({ configuracao: config, camposTF, opcoes: previa });
    },
  );
};
