import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { descendentes } from '../../../src/domain/opcoes-arvore.ts';
import { ArvoreDeOpcoes, OpcaoGestao, OpcoesRemovidas, SalvarOpcao, SalvarTipoOpcao, TipoOpcaoGestao } from '../../../src/domain/wire/gestao-opcoes.ts';
import { escritaOpcao, escritaTipoOpcao, opcoesDoProcessoParaEscrita, removerOpcoes } from '../../entities/opcao/opcao.ts';
import { ApiError, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha, type ProcessoDaRota } from '../../plugins/equipe.ts';
import {
  arvoreDoProcesso,
  inscricoesAtivas,
  inscricoesQueUsam,
  codigosDosTipos,
  linguasDoProcesso,
  nomeDoTipo,
  opcoesDoTipo,
  paraWire,
  processoDaOpcao,
  processoExiste,
  tipoComDescricao,
  tiposDeOpcao,
} from './repository.ts';
import { mudancasSensiveis, validarOpcao } from './validacao.ts';

const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const TIPO_MAX = 100;

/**
 * Saving an option names its process two ways: an update by the option (opcCodigo: its row decides, 404 when it
 * does not exist), a creation by prcSltCodigo in the body (404 when that process does not exist). Neither: null,
 * which only a role over every process passes (and the handler then asks for the process).
 */
const processoDaOpcaoSalva: ProcessoDaRota = (request, db) => {
  const b = request.body as { opcCodigo?: number | null; prcSltCodigo?: number } | undefined;
  if (b?.opcCodigo) return processoDaLinha('body', 'opcCodigo', processoDaOpcao)(request, db);
  if (b?.prcSltCodigo) return processoDaLinha('body', 'prcSltCodigo', processoExiste)(request, db);
  return null;
};

/** Why an option cannot go: how many enrolments still point to it or to what hangs under it. */
function emUso(todas: number, ativas: number): ApiError {
  const quantas = todas === 1 ? '1 inscrição escolheu' : `${todas} inscrições escolheram`;
  const canceladas = todas - ativas;
  const nota = canceladas === 0 ? '' : canceladas === todas ? (todas === 1 ? ' (cancelada, mas o histórico dela a registra)' : ' (canceladas, mas o histórico delas as registra)') : ` (${canceladas} delas cancelada${canceladas === 1 ? '' : 's'})`;
  const msg = `Esta opção não pode ser excluída: ${quantas} esta opção ou uma de suas subordinadas${nota}. Altere-a em vez de excluí-la.`;
  return new ApiError(409, msg, msg, { inscricoes: todas });
}

/**
 * The options tree of a process (issue 20, item 2): read it whole, create, change, move (a new parent) and remove
 * options, and keep the global list of option types. Every write is audited; a change that candidates who already
 * chose the option rely on asks for a justification, and an option enrolments still point to is never removed.
 */
export const gestaoOpcoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/opcoes',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'prcSltCodigo', processoExiste) } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), querystring: SemQuery, response: { 200: EnvelopeOf(ArvoreDeOpcoes) } },
    },
    async (request) => {
      const p = request.params.prcSltCodigo;
      const [opcoes, tipos, linguas] = await Promise.all([arvoreDoProcesso(app.db, p), tiposDeOpcao(app.db), linguasDoProcesso(app.db, p)]);
      return ok({ opcoes, tipos, linguas });
    },
  );

  app.post(
    '/gestao/opcoes/salvar',
    { config: { equipe: { pode: 'configurar', processo: processoDaOpcaoSalva } }, schema: { body: SalvarOpcao, response: { 200: EnvelopeOf(OpcaoGestao) } } },
    async (request) => {
      const b = request.body;
      const prc = request.equipe!.prcSltCodigo;
      if (prc === null || prc === undefined) throw camposInvalidos({ prcSltCodigo: 'Informe o processo da opção.' });
      const resultado = await escritaDaEquipe(request, { acao: 'opcao.salvar', entidade: 'opcao', prcSltCodigo: prc, justificativa: b.justificativa }, async (tx) => {
        const linhas = await opcoesDoProcessoParaEscrita(tx, prc);
        const existente = b.opcCodigo ? (linhas.find((l) => l.opcCodigo === b.opcCodigo) ?? null) : null;
        if (b.opcCodigo && !existente) throw notFound('Opção não encontrada.');
        if (existente && b.prcSltCodigo && b.prcSltCodigo !== existente.prcSltCodigo) throw camposInvalidos({ prcSltCodigo: 'A opção pertence a outro processo.' });
        const [tipos, linguas] = await Promise.all([codigosDosTipos(tx), linguasDoProcesso(tx, prc)]);
        const { campos, valores } = validarOpcao(b, { existente, linhas, tipos, linguas: new Set(linguas.map((l) => l.prcSltLngEstCodigo)) });
        if (Object.keys(campos).length) throw camposInvalidos(campos);
        const arvore = existente ? [existente.opcCodigo, ...descendentes(linhas, existente.opcCodigo)] : [];
        if (existente && mudancasSensiveis(existente, valores).length) {
          exigirJustificativa(await inscricoesAtivas(tx, arvore), b.justificativa, 'Esta alteração da opção');
        }
        const row = existente ? await escritaOpcao.alterar(tx, existente.opcCodigo, valores) : await escritaOpcao.incluir(tx, { ...valores, prcSltCodigo: prc });
        const tipo = await nomeDoTipo(tx, row.tpOpcCodigo);
        const depois = paraWire(row, tipo);
        const antes = existente ? paraWire(existente, await nomeDoTipo(tx, existente.tpOpcCodigo)) : null;
        const [inscricoes, inscricoesNaArvore] = existente ? await Promise.all([inscricoesAtivas(tx, [row.opcCodigo]), inscricoesAtivas(tx, arvore)]) : [0, 0];
        return { chave: row.opcCodigo, antes, depois, resultado: { ...depois, inscricoes, inscricoesNaArvore } };
      });
      return ok(resultado);
    },
  );

  app.delete(
    '/gestao/opcoes/:opcCodigo',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('params', 'opcCodigo', processoDaOpcao) } },
      schema: { params: Type.Object({ opcCodigo: Codigo }), response: { 200: EnvelopeOf(OpcoesRemovidas) } },
    },
    async (request) => {
      const codigo = request.params.opcCodigo;
      const prc = request.equipe!.prcSltCodigo!;
      const resultado = await escritaDaEquipe(request, { acao: 'opcao.remover', entidade: 'opcao', prcSltCodigo: prc }, async (tx) => {
        const linhas = await opcoesDoProcessoParaEscrita(tx, prc);
        const alvo = linhas.find((l) => l.opcCodigo === codigo);
        if (!alvo) throw notFound('Opção não encontrada.');
        const sub = [codigo, ...descendentes(linhas, codigo)];
        const uso = await inscricoesQueUsam(tx, sub);
        if (uso.todas > 0) throw emUso(uso.todas, uso.ativas);
        await removerOpcoes(tx, sub);
        const antes = linhas.filter((l) => sub.includes(l.opcCodigo)).map((l) => paraWire(l, ''));
        return { chave: codigo, antes, depois: null, resultado: { removidas: sub } };
      });
      return ok(resultado);
    },
  );

  app.get(
    '/gestao/tipos-opcao',
    { config: { equipe: { pode: 'ler' } }, schema: { querystring: SemQuery, response: { 200: EnvelopeOf(Type.Array(TipoOpcaoGestao)) } } },
    async () => ok(await tiposDeOpcao(app.db)),
  );

  app.post(
    '/gestao/tipos-opcao/salvar',
    // A global table: only a role over every process may change it (the resolver names no process).
    { config: { equipe: { pode: 'configurar', processo: () => null } }, schema: { body: SalvarTipoOpcao, response: { 200: EnvelopeOf(TipoOpcaoGestao) } } },
    async (request) => {
      const b = request.body;
      const descricao = b.tpOpcDescricao.trim().replace(/\s+/g, ' ');
      const resultado = await escritaDaEquipe(request, { acao: 'tipoOpcao.salvar', entidade: 'tipo_opcao', prcSltCodigo: null }, async (tx) => {
        const codigo = b.tpOpcCodigo ?? null;
        const existente = codigo ? await escritaTipoOpcao.paraEscrita(tx, codigo) : undefined;
        if (codigo && !existente) throw notFound('Tipo de opção não encontrado.');
        if (!descricao) throw camposInvalidos({ tpOpcDescricao: 'Informe a descrição do tipo de opção.' });
        if (descricao.length > TIPO_MAX) throw camposInvalidos({ tpOpcDescricao: `A descrição pode ter no máximo ${TIPO_MAX} caracteres.` });
        const igual = await tipoComDescricao(tx, descricao, codigo);
        if (igual !== null) throw camposInvalidos({ tpOpcDescricao: 'Já existe um tipo de opção com esta descrição.' });
        const row = existente ? await escritaTipoOpcao.alterar(tx, existente.tpOpcCodigo, { tpOpcDescricao: descricao }) : await escritaTipoOpcao.incluir(tx, { tpOpcDescricao: descricao });
        const usos = await opcoesDoTipo(tx, row.tpOpcCodigo);
        return { chave: row.tpOpcCodigo, antes: existente ?? null, depois: row, resultado: { ...row, usos } };
      });
      return ok(resultado);
    },
  );
};
