/**
 * The back office's seating (issue 22 item 1): the allocation of `npm run ensalamento:allocate` with a preview
 * that writes nothing, its confirmation (the command's write path, refused when the data changed since the
 * preview), moving one candidate by hand, releasing the assignment to candidates, and the state of the process.
 * The PDFs are in pdfs.ts.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  BuscaCandidatosQuery,
  CandidatoEnsalado,
  ConfirmarEnsalamento,
  LiberarEnsalamento,
  MoverCandidato,
  PreviaEnsalamento,
  ResultadoConfirmacao,
  ResultadoLiberar,
  ResultadoMover,
  ResumoEnsalamento,
} from '../../../src/domain/wire/gestao-ensalamento.ts';
import { aplicarEnsalamento } from '../../entities/ensalamento/alocar-processo.ts';
import { sentar } from '../../entities/ensalamento/assento.ts';
import { salaTexto } from '../../entities/ensalamento/pdf.ts';
import { enviarMensagemEm } from '../../entities/mensagem/mensagem.ts';
import { alterarProcesso, findProcess, processoExistente } from '../../entities/processo/processo.ts';
import { ApiError, conflict, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa, JUSTIFICATIVA_MINIMA } from '../../http/gestao.ts';
import { html } from '../../http/html.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { pdfsEnsalamentoRoutes } from './pdfs.ts';
import { exigirProntidao } from '../../http/prontidao.ts';
import { avisarLiberacao, municipioEmLoteRoutes } from './municipio-lote.ts';
import { previaEnsalamento } from './previa.ts';
import { buscarCandidatos, carteiraLivre, contagens, etapasComEnsalamento, inscricaoParaMover, liberacaoParaAlterar, salaParaMover, salasDetalhadas } from './repository.ts';
import { processoDaInscricao } from '../../entities/inscricao/inscricao.ts';

const Params = Type.Object({ prcSltCodigo: Codigo });
const doProcesso = processoDaLinha('params', 'prcSltCodigo', processoExistente);

export const gestaoEnsalamentoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/ensalamento/resumo',
    { config: { equipe: { pode: 'ler', processo: doProcesso } }, schema: { params: Params, response: { 200: EnvelopeOf(ResumoEnsalamento) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const p = (await findProcess(app.db, prc, { mesmoNaoPublicado: true }))!;
      const { elegiveis, alocados } = await contagens(app.db, prc);
      const salas = await salasDetalhadas(app.db, prc);
      return ok({
        prcSltCodigo: prc,
        prcSltDescricao: p.prcSltDescricao,
        // Shown to candidates only once someone has a seat (issue 37): the flag alone would say "liberado" over nothing.
        liberado: Boolean(p.prcSltExbEnsalamento) && alocados > 0,
        lembrete: p.prcSltEnsLembrete ?? null,
        elegiveis,
        alocados,
        semLugar: elegiveis - alocados,
        salas: salas.map(({ prcSltPrvSlCodigo, municipio, local, sala, especial, lugares, ocupados }) => ({ prcSltPrvSlCodigo, municipio, local, sala, especial, lugares, ocupados })),
        etapas: (await etapasComEnsalamento(app.db, prc)).map((e) => ({ ...e, data: e.data ?? null })),
      });
    },
  );

  app.get(
    '/gestao/processos/:prcSltCodigo/ensalamento/inscritos',
    {
      config: { equipe: { pode: 'ler', processo: doProcesso } },
      schema: { params: Params, querystring: BuscaCandidatosQuery, response: { 200: EnvelopeOf(Type.Array(CandidatoEnsalado)) } },
    },
    async (request) => ok(await buscarCandidatos(app.db, request.params.prcSltCodigo, request.query.busca)),
  );

  // A POST because it computes (the whole allocation) though it writes nothing; 'configurar' like the confirmation.
  app.post(
    '/gestao/processos/:prcSltCodigo/ensalamento/previa',
    {
      config: { equipe: { pode: 'configurar', processo: doProcesso, semEscrita: true } },
      schema: { params: Params, body: Type.Object({}, { additionalProperties: false }), response: { 200: EnvelopeOf(PreviaEnsalamento) } },
    },
    async (request) => ok(await previaEnsalamento(app.db, request.params.prcSltCodigo)),
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/ensalamento/confirmar',
    { config: { equipe: { pode: 'configurar', processo: doProcesso } }, schema: { params: Params, body: ConfirmarEnsalamento, response: { 200: EnvelopeOf(ResultadoConfirmacao) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const b = request.body;
      const justificativa = b.justificativa?.trim() || null;
      const contorno = b.justificativaContorno?.trim() || null;
      const r = await escritaDaEquipe(request, { acao: 'ensalamento:confirmar', entidade: 'ins_prc_prv_sala', prcSltCodigo: prc, justificativa: justificativa ?? contorno }, async (tx) => {
        // Readiness (issue 37): enrolments closed, deferred ones, each with an exam municipality.
        const contornados = await exigirProntidao(request, tx, prc, 'ensalar', contorno);
        const a = await aplicarEnsalamento(tx, prc, {
          realocar: b.realocar ?? false,
          token: b.token,
          antesDeGravar: (existentes) => exigirJustificativa(existentes, justificativa, 'Refazer o ensalamento'),
        });
        if (a.status === 'ja-alocado') {
          throw new ApiError(409, `O processo já está ensalado (${a.existentes} candidato(s)). Para refazer, marque "Refazer o ensalamento" e escreva uma justificativa.`, 'O processo já está ensalado.', { jaEnsalado: true, existentes: a.existentes });
        }
        if (a.status === 'mudou' || a.status === 'recusado') throw conflict(a.mensagem);
        return {
          chave: prc,
          antes: { carteiras: a.existentes },
          depois: { carteiras: a.alocados, salas: a.salas, previa: a.token, ...(contornados.length ? { contornados: contornados.map((c) => c.codigo), justificativaContorno: contorno } : {}) },
          resultado: { alocados: a.alocados, salas: a.salas, substituidas: a.existentes },
        };
      });
      return { ...ok(r), message: `${r.alocados} candidato(s) ensalado(s) em ${r.salas} sala(s).` };
    },
  );

  app.post(
    '/gestao/ensalamento/mover',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('body', 'insPrcCodigo', processoDaInscricao) } },
      schema: { body: MoverCandidato, response: { 200: EnvelopeOf(ResultadoMover) } },
    },
    async (request) => {
      const b = request.body;
      const justificativa = b.justificativa.trim();
      const erros: Record<string, string> = {};
      if (justificativa.length < JUSTIFICATIVA_MINIMA) erros.justificativa = `Justificativa: escreva por que o candidato muda de sala (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres).`;
      const ins = (await inscricaoParaMover(app.db, b.insPrcCodigo))!;
      if (!ins.insDeferida || ins.insCancelada) erros.insPrcCodigo = 'Candidato: só inscrições deferidas e não canceladas têm carteira.';
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const now = app.clock();
      const r = await escritaDaEquipe(request, { acao: 'candidato:trocarSala', entidade: 'ins_prc_prv_sala', prcSltCodigo: ins.prcSltCodigo, justificativa }, async (tx) => {
        const sala = await salaParaMover(tx, b.prcSltPrvSlCodigo);
        if (!sala || Number(sala.prcSltCodigo) !== ins.prcSltCodigo) throw camposInvalidos({ prcSltPrvSlCodigo: 'Sala: escolha uma sala deste processo.' });
        if (ins.prcSltPrvSlCodigo === b.prcSltPrvSlCodigo) throw camposInvalidos({ prcSltPrvSlCodigo: 'Sala: o candidato já está nesta sala; escolha outra.' });
        const carteira = await carteiraLivre(tx, b.prcSltPrvSlCodigo, Number(sala.lugares));
        if (carteira === null) throw conflict(`A sala ${salaTexto(sala)} (${sala.local}) está cheia: ${sala.lugares} lugar(es) ocupado(s). Escolha outra sala.`);
        await sentar(tx, b.insPrcCodigo, b.prcSltPrvSlCodigo, carteira, ins.prcSltPrvSlCodigo !== null);
        // Before the release the candidate saw no room, so there is nothing to correct; after it, they must know.
        const avisado = Boolean(ins.liberado);
        if (avisado) {
          await enviarMensagemEm(
            tx,
            {
              assunto: `Sua sala de prova mudou - inscrição nº ${b.insPrcCodigo}`,
              texto: html`<p>Sua sala de prova em <strong>${ins.prcSltDescricao}</strong> mudou.</p><p>Local: ${sala.cidade} - ${sala.local}<br>Sala: ${salaTexto(sala)}<br>Carteira: ${carteira}</p><p>Confira na tela de ensalamento.</p>`.value,
              tipo: 'Mensagem',
              destino: { para: ins.pssFscCodigo },
            },
            now,
          );
        }
        return {
          chave: b.insPrcCodigo,
          antes: { prcSltPrvSlCodigo: ins.prcSltPrvSlCodigo, carteira: ins.carteira },
          depois: { prcSltPrvSlCodigo: b.prcSltPrvSlCodigo, carteira },
          resultado: { insPrcCodigo: b.insPrcCodigo, prcSltPrvSlCodigo: b.prcSltPrvSlCodigo, carteira, avisado },
        };
      });
      return { ...ok(r), message: `Candidato movido para a carteira ${r.carteira}.${r.avisado ? ' O candidato foi avisado por mensagem.' : ''}` };
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/ensalamento/liberar',
    { config: { equipe: { pode: 'configurar', processo: doProcesso } }, schema: { params: Params, body: LiberarEnsalamento, response: { 200: EnvelopeOf(ResultadoLiberar) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const b = request.body;
      const origem = app.config.publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      const r = await escritaDaEquipe(request, { acao: b.exibir ? 'ensalamento:liberar' : 'ensalamento:despublicar', entidade: 'prc_seletivo', prcSltCodigo: prc }, async (tx) => {
        // "Liberado" only once seats exist (issue 37): releasing an empty seating would show candidates nothing.
        if (b.exibir) await exigirProntidao(request, tx, prc, 'liberarEnsalamento');
        const antes = await liberacaoParaAlterar(tx, prc);
        const lembrete = b.lembrete === undefined ? antes.lembrete : b.lembrete?.trim() || null;
        await alterarProcesso(tx, prc, { prcSltExbEnsalamento: b.exibir, prcSltEnsLembrete: lembrete });
        // Candidates are told the moment their room becomes visible (issue 37 item 6), with the link and an e-mail copy.
        const avisados = b.exibir && !antes.liberado ? await avisarLiberacao(tx, { prc, descricao: antes.descricao, lembrete, origem, autor: request.equipe!.pssFscCodigo }, app.clock()) : 0;
        const depois = { liberado: b.exibir, lembrete };
        return { chave: prc, antes: { liberado: antes.liberado, lembrete: antes.lembrete }, depois: { ...depois, avisados }, resultado: depois };
      });
      return { ...ok(r), message: r.liberado ? 'Ensalamento liberado aos candidatos.' : 'Ensalamento oculto dos candidatos.' };
    },
  );

  await app.register(pdfsEnsalamentoRoutes);
  await app.register(municipioEmLoteRoutes);
};
