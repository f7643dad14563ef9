/**
 * The per-process lists of the enrolment form (languages, series, modalities, sectors, knowledge areas, support
 * conditions, dissemination and school types) and the global teaching-institution types: read, add, rename,
 * remove. An item an enrolment (or an option) points to is never removed; renaming one that candidates chose
 * needs a justification.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha, type ProcessoDaRota } from '../../plugins/equipe.ts';
import {
  DESCRICAO_ITEM_MAX,
  ListasDoProcesso,
  NOMES_LISTAS,
  SalvarItemDeLista,
  SalvarTipoInstituicao,
  TiposInstituicao,
  TITULO_LISTA,
  type NomeLista,
} from '../../../src/domain/wire/gestao-formulario.ts';
import { descricaoRepetida, itemDaLista, itensDaLista, LISTAS, TIPO_INSTITUICAO, usoDosItens, type DefinicaoLista, type ItemLido } from './listas.ts';
import { alterarItemDeLista, incluirItemDeLista, removerItemDeLista } from '../../entities/processo/lista-do-formulario.ts';
import { processoExistente } from '../../entities/processo/processo.ts';

const NomeListaSchema = Type.Union(NOMES_LISTAS.map((n) => Type.Literal(n)));
const PROCESSO_NAO_ENCONTRADO = 'Processo seletivo não encontrado.';
const ITEM_NAO_ENCONTRADO = 'Item não encontrado nesta lista do processo.';

async function listasDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<ListasDoProcesso> {
  const listas = [];
  for (const nome of NOMES_LISTAS) {
    const def = LISTAS[nome];
    const itens = await itensDaLista(db, def, prcSltCodigo);
    const usos = await usoDosItens(db, def, itens.map((i) => i.codigo));
    listas.push({
      lista: nome,
      titulo: TITULO_LISTA[nome],
      temDetalhar: Boolean(def.detalhar),
      itens: itens.map((i) => ({ codigo: i.codigo, descricao: i.descricao, ...(def.detalhar ? { detalhar: i.detalhar } : {}), emUso: usos.get(i.codigo)!.inscricoes + usos.get(i.codigo)!.opcoes })),
    });
  }
  return { prcSltCodigo, listas };
}

async function tiposInstituicao(db: DbOrTx): Promise<TiposInstituicao> {
  const itens = await itensDaLista(db, TIPO_INSTITUICAO, null);
  const usos = await usoDosItens(db, TIPO_INSTITUICAO, itens.map((i) => i.codigo));
  return itens.map((i) => ({ tpIstCodigo: i.codigo, tpIstDescricao: i.descricao, emUso: usos.get(i.codigo)!.inscricoes }));
}

/** The process a list-item save acts on: the body's, once the item (when named) is known to be one of its items. */
const processoDoItemSalvo: ProcessoDaRota = async (request, db) => {
  const b = request.body as { prcSltCodigo: number; codigo?: number | null };
  const def = LISTAS[(request.params as { lista: NomeLista }).lista];
  if (!(await processoExistente(db, b.prcSltCodigo))) throw notFound(PROCESSO_NAO_ENCONTRADO);
  if (b.codigo) {
    const item = await itemDaLista(db, def, b.codigo);
    if (!item || item.prcSltCodigo !== b.prcSltCodigo) throw notFound(ITEM_NAO_ENCONTRADO);
  }
  return b.prcSltCodigo;
};

/** The process of the item named by :lista and :codigo (404 when that list has no such item). */
const processoDoItem: ProcessoDaRota = async (request, db) => {
  const p = request.params as { lista: NomeLista; codigo: number };
  const item = await itemDaLista(db, LISTAS[p.lista], Number(p.codigo));
  if (!item) throw notFound(ITEM_NAO_ENCONTRADO);
  return item.prcSltCodigo;
};

/** A global type exists (404 otherwise); changing it needs the role for every process (null). */
const tipoInstituicaoGlobal: ProcessoDaRota = async (request, db) => {
  const codigo = Number((request.params as { tpIstCodigo: number }).tpIstCodigo);
  if (!(await itemDaLista(db, TIPO_INSTITUICAO, codigo))) throw notFound('Tipo de instituição não encontrado.');
  return null;
};

interface Salvamento {
  def: DefinicaoLista;
  prcSltCodigo: number | null;
  codigo: number | null;
  descricao: string;
  detalhar: boolean | undefined;
  justificativa: string | null | undefined;
}

/** Checks, writes and audits one list item: its new code, or the same one. */
async function salvarItem(request: FastifyRequest, s: Salvamento, acao: string): Promise<number> {
  const { def } = s;
  const descricao = s.descricao.trim();
  return escritaDaEquipe(request, { acao, entidade: def.tabelaNome, prcSltCodigo: s.prcSltCodigo, justificativa: s.justificativa }, async (tx) => {
    const erros: Record<string, string> = {};
    if (!descricao) erros.descricao = 'Descrição: escreva o nome do item.';
    else if (descricao.length > DESCRICAO_ITEM_MAX) erros.descricao = `Descrição: até ${DESCRICAO_ITEM_MAX} caracteres.`;
    else if (await descricaoRepetida(tx, def, s.prcSltCodigo, descricao, s.codigo)) erros.descricao = 'Descrição: já existe um item com este nome nesta lista.';
    if (s.detalhar !== undefined && !def.detalhar) erros.detalhar = 'Detalhar: só as condições de apoio pedem detalhe ao candidato.';
    if (Object.keys(erros).length) throw camposInvalidos(erros);
    const valores: Record<string, unknown> = { [def.descricao.name]: descricao };
    if (def.detalhar && s.detalhar !== undefined) valores[def.detalhar.name] = s.detalhar;
    if (s.codigo === null) {
      if (def !== TIPO_INSTITUICAO) valores[def.processo.name] = s.prcSltCodigo;
      const novo = await incluirItemDeLista(tx, def, valores);
      const depois = { descricao, ...(def.detalhar ? { detalhar: s.detalhar ?? false } : {}) };
      return { chave: novo, antes: null, depois, resultado: novo };
    }
    const atual = (await itemDaLista(tx, def, s.codigo)) as ItemLido;
    const antes = { descricao: atual.descricao, ...(def.detalhar ? { detalhar: atual.detalhar } : {}) };
    const depois = { descricao, ...(def.detalhar ? { detalhar: s.detalhar ?? atual.detalhar } : {}) };
    if (antes.descricao !== depois.descricao || antes.detalhar !== depois.detalhar) {
      const uso = (await usoDosItens(tx, def, [s.codigo])).get(s.codigo)!;
      exigirJustificativa(uso.ativas, s.justificativa, `Alterar "${atual.descricao}", já escolhido por candidatos,`);
    }
    await alterarItemDeLista(tx, def, s.codigo, valores);
    return { chave: s.codigo, antes, depois, resultado: s.codigo };
  });
}

/** Refuses to remove an item in use, else removes and audits it. */
async function removerItem(request: FastifyRequest, def: DefinicaoLista, codigo: number, acao: string): Promise<void> {
  const item = await itemDaLista(request.server.db, def, codigo);
  if (!item) throw notFound(ITEM_NAO_ENCONTRADO);
  await escritaDaEquipe(request, { acao, entidade: def.tabelaNome, prcSltCodigo: item.prcSltCodigo }, async (tx) => {
    const uso = (await usoDosItens(tx, def, [codigo])).get(codigo)!;
    if (uso.inscricoes || uso.opcoes) {
      const partes = [uso.inscricoes && (uso.inscricoes === 1 ? '1 inscrição' : `${uso.inscricoes} inscrições`), uso.opcoes && (uso.opcoes === 1 ? '1 opção' : `${uso.opcoes} opções`)].filter(Boolean);
      throw conflict(`Não é possível remover "${item.descricao}": está em uso por ${partes.join(' e ')}. Renomeie o item, se for o caso.`);
    }
    await removerItemDeLista(tx, def, codigo);
    return { chave: codigo, antes: { descricao: item.descricao, ...(def.detalhar ? { detalhar: item.detalhar } : {}) }, depois: null, resultado: undefined };
  });
}

export const listasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/listas',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), response: { 200: EnvelopeOf(ListasDoProcesso) } },
    },
    async (request) => ok(await listasDoProcesso(app.db, request.params.prcSltCodigo)),
  );

  app.post(
    '/gestao/listas/:lista/salvar',
    {
      config: { equipe: { pode: 'configurar', processo: processoDoItemSalvo } },
      schema: { params: Type.Object({ lista: NomeListaSchema }), body: SalvarItemDeLista, response: { 200: EnvelopeOf(ListasDoProcesso) } },
    },
    async (request) => {
      const b = request.body;
      const def = LISTAS[request.params.lista];
      await salvarItem(request, { def, prcSltCodigo: b.prcSltCodigo, codigo: b.codigo ?? null, descricao: b.descricao, detalhar: b.detalhar, justificativa: b.justificativa }, `lista:${request.params.lista}:salvar`);
      return ok(await listasDoProcesso(app.db, b.prcSltCodigo));
    },
  );

  app.delete(
    '/gestao/listas/:lista/:codigo',
    {
      config: { equipe: { pode: 'configurar', processo: processoDoItem } },
      schema: { params: Type.Object({ lista: NomeListaSchema, codigo: Codigo }), response: { 200: EnvelopeOf(ListasDoProcesso) } },
    },
    async (request) => {
      const def = LISTAS[request.params.lista];
      await removerItem(request, def, request.params.codigo, `lista:${request.params.lista}:remover`);
      return ok(await listasDoProcesso(app.db, request.equipe!.prcSltCodigo!));
    },
  );

  app.get('/gestao/tipos-instituicao', { config: { equipe: { pode: 'ler' } }, schema: { response: { 200: EnvelopeOf(TiposInstituicao) } } }, async () => ok(await tiposInstituicao(app.db)));

  app.post(
    '/gestao/tipos-instituicao',
    {
      // A global list: changing it needs the role for every process.
      config: { equipe: { pode: 'configurar', processo: () => null } },
      schema: { body: SalvarTipoInstituicao, response: { 200: EnvelopeOf(TiposInstituicao) } },
    },
    async (request) => {
      const b = request.body;
      if (b.tpIstCodigo && !(await itemDaLista(app.db, TIPO_INSTITUICAO, b.tpIstCodigo))) throw notFound('Tipo de instituição não encontrado.');
      await salvarItem(request, { def: TIPO_INSTITUICAO, prcSltCodigo: null, codigo: b.tpIstCodigo ?? null, descricao: b.tpIstDescricao, detalhar: undefined, justificativa: b.justificativa }, 'tipoInstituicao:salvar');
      return ok(await tiposInstituicao(app.db));
    },
  );

  app.delete(
    '/gestao/tipos-instituicao/:tpIstCodigo',
    {
      config: { equipe: { pode: 'configurar', processo: tipoInstituicaoGlobal } },
      schema: { params: Type.Object({ tpIstCodigo: Codigo }), response: { 200: EnvelopeOf(TiposInstituicao) } },
    },
    async (request) => {
      await removerItem(request, TIPO_INSTITUICAO, request.params.tpIstCodigo, 'tipoInstituicao:remover');
      return ok(await tiposInstituicao(app.db));
    },
  );
};
