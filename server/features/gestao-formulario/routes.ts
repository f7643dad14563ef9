/**
 * The back office's enrolment form (issue 20 item 4): each catalogue field's configuration in one process, saved
 * in one audited transaction, and (listas-routes.ts) the per-process lists the form picks from. What is saved here
 * is what the candidate's form and the enrolment check read (the catalogue version moves with every write).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { errosDaConfiguracao, normalizarConfiguracao, posicaoDoCampo, type ConfiguracaoEditada } from '../../../src/domain/formulario-layout.ts';
import { FormularioGestao, SalvarFormulario } from '../../../src/domain/wire/gestao-formulario.ts';
import { listasRoutes } from './listas-routes.ts';
import { contarInscricoesDoProcesso, processoExistente } from '../../entities/processo/processo.ts';
import { configuracoesDoProcesso, formularioDoProcesso } from './repository.ts';
import { gravarConfiguracaoDoCampo } from '../../entities/processo/configuracao-formulario.ts';

const CHAVES: (keyof ConfiguracaoEditada)[] = ['exibir', 'obrigatorio', 'ajuda', 'ajudaOculta', 'nomeAlternativo'];
const exigido = (c: ConfiguracaoEditada) => c.exibir && c.obrigatorio;

export const gestaoFormularioRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/formulario',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), response: { 200: EnvelopeOf(FormularioGestao) } },
    },
    async (request) => ok(await formularioDoProcesso(app.db, request.params.prcSltCodigo)),
  );

  app.post(
    '/gestao/formulario/salvar',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('body', 'prcSltCodigo', processoExistente) } },
      schema: { body: SalvarFormulario, response: { 200: EnvelopeOf(FormularioGestao) } },
    },
    async (request) => {
      const b = request.body;
      const prc = b.prcSltCodigo;
      const meta = { acao: 'formulario:salvar', entidade: 'prc_slt_cnf_formulario', prcSltCodigo: prc, justificativa: b.justificativa };
      const resultado = await escritaDaEquipe(request, meta, async (tx) => {
        const atuais = await configuracoesDoProcesso(tx, prc);
        const erros: Record<string, string> = {};
        const antes: Record<string, Partial<ConfiguracaoEditada>> = {};
        const depois: Record<string, Partial<ConfiguracaoEditada>> = {};
        const gravar: [number, ConfiguracaoEditada][] = [];
        const vistos = new Set<number>();
        let apertou = false;
        for (const e of b.campos) {
          const codigo = e.prcSltFrmCmpCodigo;
          const atual = atuais.get(codigo);
          if (!atual) {
            erros[String(codigo)] = `Campo ${codigo}: não existe no catálogo do formulário.`;
            continue;
          }
          const rotulo = e.nomeAlternativo?.trim() || posicaoDoCampo(atual.campo.prcSltFrmCmpNome, atual.campo.prcSltFrmCmpDescricao).rotulo;
          if (vistos.has(codigo)) {
            erros[String(codigo)] = `${rotulo}: enviado mais de uma vez.`;
            continue;
          }
          vistos.add(codigo);
          const novo = normalizarConfiguracao(e);
          for (const [k, m] of Object.entries(errosDaConfiguracao(novo, rotulo))) erros[`${codigo}.${k}`] = m;
          const mudou = CHAVES.filter((k) => novo[k] !== atual.atual[k]);
          if (!mudou.length) continue;
          const nome = atual.campo.prcSltFrmCmpNome;
          antes[nome] = Object.fromEntries(mudou.map((k) => [k, atual.atual[k]]));
          depois[nome] = Object.fromEntries(mudou.map((k) => [k, novo[k]]));
          // Candidates already enrolled relied on the field being optional, or on seeing it.
          if ((exigido(novo) && !exigido(atual.atual)) || (atual.atual.exibir && !novo.exibir)) apertou = true;
          gravar.push([codigo, novo]);
        }
        if (Object.keys(erros).length) throw camposInvalidos(erros);
        if (apertou) exigirJustificativa(await contarInscricoesDoProcesso(tx, prc), b.justificativa, 'Tornar um campo obrigatório ou ocultá-lo');
        for (const [codigo, c] of gravar) await gravarConfiguracaoDoCampo(tx, prc, codigo, c);
        return { chave: prc, antes, depois, resultado: await formularioDoProcesso(tx, prc) };
      });
      return ok(resultado);
    },
  );

  await app.register(listasRoutes);
};
