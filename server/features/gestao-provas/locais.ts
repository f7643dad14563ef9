import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LocalDeProva, Removido, SalaDeProva, SalvarLocalDeProva, SalvarSala } from '../../../src/domain/wire/gestao-provas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { localDeProva, salaDeProva, salasDoLocalParaEscrita } from '../../entities/prova/prova.ts';
import { conflict, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha, type ProcessoDaRota } from '../../plugins/equipe.ts';
import {
  codigosDosMunicipiosDeProva,
  ensaladosNasSalas,
  localParaWire,
  localPorCodigo,
  locaisDoProcesso,
  maiorCarteira,
  processoDaSala,
  processoDoLocal,
  processoExiste,
  salaIgual,
  salaParaWire,
  salasDoLocal,
} from './repository.ts';
import { mudou, validarLocal, validarSala } from './validacao.ts';

/**
 * A save that updates a row named by `campoLinha` (its process decides, 404 when it does not exist) or creates one
 * under the row or process named by `campoPai`. Neither: null, which only a role over every process passes (the
 * handler then asks for what is missing).
 */
export const porLinhaOuProcesso =
  (campoLinha: string, buscar: (db: DbOrTx, id: number) => Promise<number | null>, campoPai: string, buscarPai: (db: DbOrTx, id: number) => Promise<number | null>): ProcessoDaRota =>
  (request, db) => {
    const b = request.body as Record<string, unknown> | undefined;
    if (b?.[campoLinha]) return processoDaLinha('body', campoLinha, buscar)(request, db);
    if (b?.[campoPai]) return processoDaLinha('body', campoPai, buscarPai)(request, db);
    return null;
  };

/** What the public room list and the candidate's exam card show of a venue and of a room. */
const CAMPOS_DO_LOCAL = ['mncCodigo', 'prcSltLclPrvDescricao', 'prcSltLclPrvLogradouro', 'prcSltLclPrvBairro', 'prcSltLclPrvReferencia'] as const;
const CAMPOS_DA_SALA = ['prcSltLclPrvCodigo', 'prcSltPrvSlNumero', 'prcSltPrvSlBloco'] as const;

const ensalados = (n: number, onde: string) => (n === 1 ? `1 candidato está ensalado ${onde}` : `${n} candidatos estão ensalados ${onde}`);

/** Venues and their rooms (part of gestao-provas): save and remove, audited, never under seated candidates' feet. */
export const locaisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/gestao/locais-prova/salvar',
    {
      config: { equipe: { pode: 'configurar', processo: porLinhaOuProcesso('prcSltLclPrvCodigo', processoDoLocal, 'prcSltCodigo', processoExiste) } },
      schema: { body: SalvarLocalDeProva, response: { 200: EnvelopeOf(LocalDeProva) } },
    },
    async (request) => {
      const b = request.body;
      const prc = request.equipe!.prcSltCodigo;
      if (prc === null || prc === undefined) throw camposInvalidos({ prcSltCodigo: 'Informe o processo do local de prova.' });
      const resultado = await escritaDaEquipe(request, { acao: 'localProva.salvar', entidade: 'prc_slt_lcl_prova', prcSltCodigo: prc, justificativa: b.justificativa }, async (tx) => {
        const codigo = b.prcSltLclPrvCodigo ?? null;
        const existente = codigo ? await localDeProva.paraEscrita(tx, codigo) : undefined;
        if (codigo && !existente) throw notFound('Local de prova não encontrado.');
        if (existente && b.prcSltCodigo && b.prcSltCodigo !== existente.prcSltCodigo) throw camposInvalidos({ prcSltCodigo: 'O local de prova pertence a outro processo.' });
        const { campos, valores } = validarLocal(b, await codigosDosMunicipiosDeProva(tx, prc));
        if (Object.keys(campos).length) throw camposInvalidos(campos);
        if (existente && mudou(existente, valores, CAMPOS_DO_LOCAL)) {
          const ens = await ensaladosNasSalas(tx, await salasDoLocal(tx, existente.prcSltLclPrvCodigo));
          exigirJustificativa(ens.ativos, b.justificativa, 'Esta alteração do local de prova');
        }
        const row = existente ? await localDeProva.alterar(tx, existente.prcSltLclPrvCodigo, valores) : await localDeProva.incluir(tx, { ...valores, prcSltCodigo: prc });
        const [local] = await locaisDoProcesso(tx, prc, [row.prcSltLclPrvCodigo]);
        return { chave: row.prcSltLclPrvCodigo, antes: existente ?? null, depois: row, resultado: local };
      });
      return ok(resultado);
    },
  );

  app.delete(
    '/gestao/locais-prova/:prcSltLclPrvCodigo',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('params', 'prcSltLclPrvCodigo', processoDoLocal) } },
      schema: { params: Type.Object({ prcSltLclPrvCodigo: Codigo }), response: { 200: EnvelopeOf(Removido) } },
    },
    async (request) => {
      const id = request.params.prcSltLclPrvCodigo;
      const prc = request.equipe!.prcSltCodigo!;
      const resultado = await escritaDaEquipe(request, { acao: 'localProva.remover', entidade: 'prc_slt_lcl_prova', prcSltCodigo: prc }, async (tx) => {
        const row = await localDeProva.paraEscrita(tx, id);
        if (!row) throw notFound('Local de prova não encontrado.');
        const salas = await salasDoLocalParaEscrita(tx, id);
        const ens = await ensaladosNasSalas(tx, salas.map((s) => s.prcSltPrvSlCodigo));
        if (ens.todos > 0) throw conflict(`Este local de prova não pode ser removido: ${ensalados(ens.todos, 'nas suas salas')}. Refaça o ensalamento antes.`);
        // Its rooms go with it (ON DELETE CASCADE); the trail keeps them in `antes`.
        await localDeProva.remover(tx, id);
        return { chave: id, antes: localParaWire(row, salas), depois: null, resultado: { removido: id } };
      });
      return ok(resultado);
    },
  );

  app.post(
    '/gestao/salas/salvar',
    {
      config: { equipe: { pode: 'configurar', processo: porLinhaOuProcesso('prcSltPrvSlCodigo', processoDaSala, 'prcSltLclPrvCodigo', processoDoLocal) } },
      schema: { body: SalvarSala, response: { 200: EnvelopeOf(SalaDeProva) } },
    },
    async (request) => {
      const b = request.body;
      const prc = request.equipe!.prcSltCodigo;
      if (prc === null || prc === undefined) throw camposInvalidos({ prcSltLclPrvCodigo: 'Escolha o local de prova da sala.' });
      const resultado = await escritaDaEquipe(request, { acao: 'sala.salvar', entidade: 'prc_slt_prv_sala', prcSltCodigo: prc, justificativa: b.justificativa }, async (tx) => {
        const codigo = b.prcSltPrvSlCodigo ?? null;
        const existente = codigo ? await salaDeProva.paraEscrita(tx, codigo) : undefined;
        if (codigo && !existente) throw notFound('Sala não encontrada.');
        const localCodigo = b.prcSltLclPrvCodigo ?? existente?.prcSltLclPrvCodigo ?? null;
        const local = localCodigo ? await localPorCodigo(tx, localCodigo) : null;
        if (!local || local.prcSltCodigo !== prc) throw camposInvalidos({ prcSltLclPrvCodigo: 'Escolha um local de prova deste processo.' });
        const ocupados = existente ? { candidatos: existente.prcSltPrvSlQntCandidato, maiorCarteira: await maiorCarteira(tx, existente.prcSltPrvSlCodigo) } : { candidatos: 0, maiorCarteira: 0 };
        const { campos, valores } = validarSala(b, ocupados);
        if (!campos.prcSltPrvSlNumero) {
          const igual = await salaIgual(tx, { local: local.prcSltLclPrvCodigo, numero: valores.prcSltPrvSlNumero, bloco: valores.prcSltPrvSlBloco, exceto: existente?.prcSltPrvSlCodigo ?? null });
          if (igual) campos.prcSltPrvSlNumero = valores.prcSltPrvSlBloco ? `Já existe a sala ${valores.prcSltPrvSlNumero} do bloco ${valores.prcSltPrvSlBloco} neste local.` : `Já existe a sala ${valores.prcSltPrvSlNumero} neste local.`;
        }
        if (Object.keys(campos).length) throw camposInvalidos(campos);
        const novos = { ...valores, prcSltLclPrvCodigo: local.prcSltLclPrvCodigo };
        if (existente && mudou(existente, novos, CAMPOS_DA_SALA)) {
          exigirJustificativa((await ensaladosNasSalas(tx, [existente.prcSltPrvSlCodigo])).ativos, b.justificativa, 'Esta alteração da sala');
        }
        const row = existente ? await salaDeProva.alterar(tx, existente.prcSltPrvSlCodigo, novos) : await salaDeProva.incluir(tx, novos);
        return { chave: row.prcSltPrvSlCodigo, antes: existente ?? null, depois: row, resultado: salaParaWire(row) };
      });
      return ok(resultado);
    },
  );

  app.delete(
    '/gestao/salas/:prcSltPrvSlCodigo',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('params', 'prcSltPrvSlCodigo', processoDaSala) } },
      schema: { params: Type.Object({ prcSltPrvSlCodigo: Codigo }), response: { 200: EnvelopeOf(Removido) } },
    },
    async (request) => {
      const id = request.params.prcSltPrvSlCodigo;
      const prc = request.equipe!.prcSltCodigo!;
      const resultado = await escritaDaEquipe(request, { acao: 'sala.remover', entidade: 'prc_slt_prv_sala', prcSltCodigo: prc }, async (tx) => {
        const row = await salaDeProva.paraEscrita(tx, id);
        if (!row) throw notFound('Sala não encontrada.');
        const ens = await ensaladosNasSalas(tx, [id]);
        if (ens.todos > 0) throw conflict(`Esta sala não pode ser removida: ${ensalados(ens.todos, 'nela')}. Refaça o ensalamento antes.`);
        await salaDeProva.remover(tx, id);
        return { chave: id, antes: row, depois: null, resultado: { removido: id } };
      });
      return ok(resultado);
    },
  );
};
