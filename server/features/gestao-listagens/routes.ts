/**
 * The public postgraduate cards (stricto sensu; lato sensu and residências) in the back office: read within the
 * caller's scope, created, changed and removed with an audit row each. The public pages are static, so every
 * committed change asks for a site rebuild.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { cartaoLato as escritaLato, cartaoStricto as escritaStricto } from '../../entities/processo/listagem.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import type { EquipeDaRequisicao, ProcessoDaRota } from '../../plugins/equipe.ts';
import { EXTERNAL_LATO_TYPE, INSERCAO_EXTERNA } from '../../../src/domain/listagem-publica.ts';
import { CartaoLato, CartaoStricto, ListagensGestao, SalvarCartaoLato, SalvarCartaoStricto } from '../../../src/domain/wire/gestao-listagens.ts';
import {
  cartaoLato,
  cartaoStricto,
  cartoesLato,
  cartoesStricto,
  conferirComum,
  conferirTextosStricto,
  latoParaWire,
  processosParaCartoes,
  strictoParaWire,
  texto,
  tipoLatoValido,
  tiposInsercao,
  tiposLato,
} from './listagens.ts';
import { processoExistente } from '../../entities/processo/processo.ts';

const CARTAO_NAO_ENCONTRADO = 'Cartão da listagem não encontrado.';

/**
 * The process a card write acts on: the card's own when it exists (null = no process, which needs the role for
 * every process), else the one the body ties the new card to. A missing card is a 404.
 */
const processoDoCartao =
  (campo: 'pssEtpCodigo' | 'prjEspCrnCodigo', onde: 'body' | 'params'): ProcessoDaRota =>
  async (request, db) => {
    const fonte = request[onde] as Record<string, unknown>;
    const codigo = Number(fonte[campo]);
    if (codigo) {
      const c = campo === 'pssEtpCodigo' ? await cartaoStricto(db, codigo) : await cartaoLato(db, codigo);
      if (!c) throw notFound(CARTAO_NAO_ENCONTRADO);
      return c.prcSltCodigo;
    }
    return (request.body as { prcSltCodigo?: number | null } | undefined)?.prcSltCodigo || null;
  };

export const gestaoListagensRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/listagens',
    {
      config: { equipe: { pode: 'ler' } },
      schema: {
        querystring: Type.Object({ tipo: Type.Optional(Type.Union([Type.Literal('stricto'), Type.Literal('lato')])) }, { additionalProperties: false }),
        response: { 200: EnvelopeOf(ListagensGestao) },
      },
    },
    async (request) => {
      const equipe = request.equipe!;
      const alcance = equipe.alcance('ler');
      const tipo = request.query.tipo;
      return ok({
        stricto: tipo === 'lato' ? [] : await cartoesStricto(app.db, alcance),
        lato: tipo === 'stricto' ? [] : await cartoesLato(app.db, alcance),
        processos: await processosParaCartoes(app.db, equipe.alcance('configurar')),
        tiposInsercao: await tiposInsercao(app.db),
        tiposLato: await tiposLato(app.db),
        podeSemProcesso: equipe.pode('configurar', null),
      });
    },
  );

  /** The body's process exists (else a field message), and the caller may configure it too when the card moves. */
  async function conferirProcesso(erros: Record<string, string>, equipe: EquipeDaRequisicao, prc: number | null, antes: number | null | undefined) {
    if (prc !== null && !(await processoExistente(app.db, prc))) erros.prcSltCodigo = 'Processo: não encontrado.';
    if (antes !== undefined && antes !== prc) equipe.exigir('configurar', prc);
  }

  app.post(
    '/gestao/listagens/stricto/salvar',
    { config: { equipe: { pode: 'configurar', processo: processoDoCartao('pssEtpCodigo', 'body') } }, schema: { body: SalvarCartaoStricto, response: { 200: EnvelopeOf(CartaoStricto) } } },
    async (request) => {
      const b = request.body;
      const codigo = b.pssEtpCodigo ?? null;
      const prc = b.prcSltCodigo ?? null;
      const antes = codigo ? await cartaoStricto(app.db, codigo) : null;
      const erros: Record<string, string> = {};
      await conferirProcesso(erros, request.equipe!, prc, antes ? antes.prcSltCodigo : undefined);
      const urlInscricao = texto(b.pssEtpUrl);
      const { inicio, fim } = conferirComum(erros, {
        titulo: ['pssEtpMncTitulo', b.pssEtpMncTitulo],
        inicio: ['pssEtpDtInicio', b.pssEtpDtInicio],
        fim: ['pssEtpDtFim', b.pssEtpDtFim],
        urls: [
          ['pssEtpUrlEdital', b.pssEtpUrlEdital ?? null, 'Endereço do edital'],
          ['pssEtpUrl', b.pssEtpUrl ?? null, 'Endereço da inscrição externa'],
        ],
      });
      const descricao = texto(b.pssEtpDescricao);
      const campus = texto(b.pssEtpCampus);
      conferirTextosStricto(erros, descricao, campus);
      const insercao = texto(b.tblGrlItemTpInsercao);
      if (insercao && !(await tiposInsercao(app.db)).some((t) => t.codigo === insercao)) erros.tblGrlItemTpInsercao = 'Tipo de inscrição: escolha uma das opções.';
      if (insercao === INSERCAO_EXTERNA && !urlInscricao) erros.pssEtpUrl ??= 'Endereço da inscrição externa: obrigatório quando a inscrição é feita em outro sistema.';
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const valores = {
        pssEtpMncTitulo: b.pssEtpMncTitulo.trim(),
        pssEtpDescricao: descricao,
        pssEtpDtInicio: inicio!,
        pssEtpDtFim: fim!,
        pssEtpUrlEdital: texto(b.pssEtpUrlEdital),
        pssEtpUrl: urlInscricao,
        tblGrlItemTpInsercao: insercao,
        pssEtpCampus: campus,
        prcSltCodigo: prc,
      };
      const salvo = await escritaDaEquipe(request, { acao: 'listagem:stricto:salvar', entidade: 'pss_etapa', prcSltCodigo: prc }, async (tx) => {
        const row = codigo ? await escritaStricto.alterar(tx, codigo, valores) : await escritaStricto.incluir(tx, valores);
        const depois = strictoParaWire(row);
        return { chave: row.pssEtpCodigo, antes: antes && strictoParaWire(antes), depois, resultado: depois };
      });
      await app.reconstrucao.pedir(`Cartão stricto sensu "${salvo.pssEtpMncTitulo}" ${codigo ? 'alterado' : 'criado'}`, request.equipe!.pssFscCodigo);
      return ok(salvo);
    },
  );

  app.post(
    '/gestao/listagens/lato/salvar',
    { config: { equipe: { pode: 'configurar', processo: processoDoCartao('prjEspCrnCodigo', 'body') } }, schema: { body: SalvarCartaoLato, response: { 200: EnvelopeOf(CartaoLato) } } },
    async (request) => {
      const b = request.body;
      const codigo = b.prjEspCrnCodigo ?? null;
      const prc = b.prcSltCodigo ?? null;
      const antes = codigo ? await cartaoLato(app.db, codigo) : null;
      const erros: Record<string, string> = {};
      await conferirProcesso(erros, request.equipe!, prc, antes ? antes.prcSltCodigo : undefined);
      const url = texto(b.prjEspCrnUrl);
      const { inicio, fim } = conferirComum(erros, {
        titulo: ['prjEspMncTitulo', b.prjEspMncTitulo],
        inicio: ['prjEspCrnDtInicio', b.prjEspCrnDtInicio],
        fim: ['prjEspCrnDtTermino', b.prjEspCrnDtTermino],
        urls: [['prjEspCrnUrl', b.prjEspCrnUrl ?? null, 'Endereço da inscrição']],
      });
      if (!(await tiposLato(app.db)).some((t) => t.codigo === b.prjEspTpCrnCodigo)) erros.prjEspTpCrnCodigo = 'Tipo de inscrição: escolha uma das opções.';
      if (b.prjEspTpCrnCodigo === EXTERNAL_LATO_TYPE && !url) erros.prjEspCrnUrl ??= 'Endereço da inscrição: obrigatório quando a inscrição é feita em outro sistema.';
      if (!tipoLatoValido(b.prjEspTipo)) erros.prjEspTipo = 'Modalidade: Especialização ou Residência.';
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const valores = {
        prjEspMncTitulo: b.prjEspMncTitulo.trim(),
        prjEspCrnDtInicio: inicio!,
        prjEspCrnDtTermino: fim!,
        prjEspCrnUrl: url,
        prjEspTpCrnCodigo: b.prjEspTpCrnCodigo,
        prjEspTipo: b.prjEspTipo as 'ESPECIALIZACAO' | 'RESIDENCIA',
        prcSltCodigo: prc,
      };
      const salvo = await escritaDaEquipe(request, { acao: 'listagem:lato:salvar', entidade: 'prj_esp_cronograma', prcSltCodigo: prc }, async (tx) => {
        const row = codigo ? await escritaLato.alterar(tx, codigo, valores) : await escritaLato.incluir(tx, valores);
        const depois = latoParaWire(row);
        return { chave: row.prjEspCrnCodigo, antes: antes && latoParaWire(antes), depois, resultado: depois };
      });
      await app.reconstrucao.pedir(`Cartão lato sensu "${salvo.prjEspMncTitulo}" ${codigo ? 'alterado' : 'criado'}`, request.equipe!.pssFscCodigo);
      return ok(salvo);
    },
  );

  const Removido = EnvelopeOf(Type.Object({ removido: Type.Integer() }));

  app.delete(
    '/gestao/listagens/stricto/:pssEtpCodigo',
    { config: { equipe: { pode: 'configurar', processo: processoDoCartao('pssEtpCodigo', 'params') } }, schema: { params: Type.Object({ pssEtpCodigo: Codigo }), response: { 200: Removido } } },
    async (request) => {
      const codigo = request.params.pssEtpCodigo;
      const antes = (await cartaoStricto(app.db, codigo))!;
      await escritaDaEquipe(request, { acao: 'listagem:stricto:remover', entidade: 'pss_etapa', prcSltCodigo: antes.prcSltCodigo }, async (tx) => {
        await escritaStricto.remover(tx, codigo);
        return { chave: codigo, antes: strictoParaWire(antes), depois: null, resultado: undefined };
      });
      await app.reconstrucao.pedir(`Cartão stricto sensu "${antes.pssEtpMncTitulo}" removido`, request.equipe!.pssFscCodigo);
      return ok({ removido: codigo });
    },
  );

  app.delete(
    '/gestao/listagens/lato/:prjEspCrnCodigo',
    { config: { equipe: { pode: 'configurar', processo: processoDoCartao('prjEspCrnCodigo', 'params') } }, schema: { params: Type.Object({ prjEspCrnCodigo: Codigo }), response: { 200: Removido } } },
    async (request) => {
      const codigo = request.params.prjEspCrnCodigo;
      const antes = (await cartaoLato(app.db, codigo))!;
      await escritaDaEquipe(request, { acao: 'listagem:lato:remover', entidade: 'prj_esp_cronograma', prcSltCodigo: antes.prcSltCodigo }, async (tx) => {
        await escritaLato.remover(tx, codigo);
        return { chave: codigo, antes: latoParaWire(antes), depois: null, resultado: undefined };
      });
      await app.reconstrucao.pedir(`Cartão lato sensu "${antes.prjEspMncTitulo}" removido`, request.equipe!.pssFscCodigo);
      return ok({ removido: codigo });
    },
  );
};
