import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { BuscaMunicipioQuery, MunicipioGestao } from '../../../src/domain/wire/gestao.ts';
import { buscarMunicipios } from '../../entities/prova/municipio.ts';
import {
  EtapaDeProva,
  MunicipioDeProva,
  ProvasDoProcesso,
  RemocaoQuery,
  Removido,
  SalvarEtapa,
  SalvarMunicipioDeProva,
} from '../../../src/domain/wire/gestao-provas.ts';
import { etapaDeProva, incluirMunicipioDeProva, municipioDeProva } from '../../entities/prova/prova.ts';
import { conflict, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { locaisRoutes, porLinhaOuProcesso } from './locais.ts';
import {
  etapaParaWire,
  etapasDoProcesso,
  fiscaisNoMunicipio,
  inscricoesDoProcesso,
  inscricoesNoMunicipio,
  jaEMunicipioDeProva,
  locaisDoProcesso,
  locaisNoMunicipio,
  municipioPorCodigo,
  municipiosDeProva,
  processoDaEtapa,
  processoDoMunicipioDeProva,
  processoExiste,
} from './repository.ts';
import { mudou, validarEtapa } from './validacao.ts';
import { plural } from '../../../src/domain/text.ts';

const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const CAMPOS_DA_ETAPA_PARA_O_CANDIDATO = ['prcSltEtpPrvData', 'prcSltEtpPrvHrrAbrPortao', 'prcSltEtpPrvHrrFchPortao', 'prcSltEtpPrvHrrTermino', 'prcSltEtpPrvEnsala'] as const;

/**
 * Exam logistics of a process (issue 20, item 3): exam municipalities, venues with rooms (locais.ts) and exam
 * stages. Every write is audited; changing what seated or enrolled candidates rely on asks for a justification,
 * and nothing enrolments or seats still point to is removed. No site rebuild is asked: the public room list
 * (/ensalamento/{p}) is a static frame that reads the API live (its cache follows ensalamento_versao).
 */
export const gestaoProvasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/municipios',
    { config: { equipe: { pode: 'ler' } }, schema: { querystring: BuscaMunicipioQuery, response: { 200: EnvelopeOf(Type.Array(MunicipioGestao)) } } },
    async (request) => ok(await buscarMunicipios(app.db, request.query.q)),
  );

  app.get(
    '/gestao/processos/:prcSltCodigo/provas',
    {
      config: { equipe: { pode: 'ler', processo: processoDaLinha('params', 'prcSltCodigo', processoExiste) } },
      schema: { params: Type.Object({ prcSltCodigo: Codigo }), querystring: SemQuery, response: { 200: EnvelopeOf(ProvasDoProcesso) } },
    },
    async (request) => {
      const p = request.params.prcSltCodigo;
      const [municipios, locais, etapas] = await Promise.all([municipiosDeProva(app.db, p), locaisDoProcesso(app.db, p), etapasDoProcesso(app.db, p)]);
      return ok({ municipios, locais, etapas });
    },
  );

  app.post(
    '/gestao/municipios-prova/salvar',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('body', 'prcSltCodigo', processoExiste) } },
      schema: { body: SalvarMunicipioDeProva, response: { 200: EnvelopeOf(MunicipioDeProva) } },
    },
    async (request) => {
      const { prcSltCodigo: prc, mncCodigo } = request.body;
      const resultado = await escritaDaEquipe(request, { acao: 'municipioProva.salvar', entidade: 'prc_slt_mnc_prova', prcSltCodigo: prc }, async (tx) => {
        const m = mncCodigo === null ? null : await municipioPorCodigo(tx, mncCodigo);
        if (!m) throw camposInvalidos({ mncCodigo: 'Escolha um município da lista.' });
        const repetido = camposInvalidos({ mncCodigo: `${m.mncDescricao} já é município de prova deste processo.` });
        if (await jaEMunicipioDeProva(tx, prc, m.mncCodigo)) throw repetido;
        const row = await incluirMunicipioDeProva(tx, prc, m.mncCodigo);
        if (!row) throw repetido;
        const depois = { ...row, mncDescricao: m.mncDescricao, ufCodigo: m.ufCodigo };
        return { chave: row.prcSltMncPrvCodigo, antes: null, depois, resultado: { ...depois, inscricoes: 0 } };
      });
      return ok(resultado);
    },
  );

  app.delete(
    '/gestao/municipios-prova/:prcSltMncPrvCodigo',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('params', 'prcSltMncPrvCodigo', processoDoMunicipioDeProva) } },
      schema: { params: Type.Object({ prcSltMncPrvCodigo: Codigo }), response: { 200: EnvelopeOf(Removido) } },
    },
    async (request) => {
      const id = request.params.prcSltMncPrvCodigo;
      const prc = request.equipe!.prcSltCodigo!;
      const resultado = await escritaDaEquipe(request, { acao: 'municipioProva.remover', entidade: 'prc_slt_mnc_prova', prcSltCodigo: prc }, async (tx) => {
        const row = await municipioDeProva.paraEscrita(tx, id);
        if (!row) throw notFound('Município de prova não encontrado.');
        const uso = await inscricoesNoMunicipio(tx, id);
        if (uso.todas > 0) {
          const canceladas = uso.todas - uso.ativas;
          const nota = canceladas ? ` (${plural(canceladas, 'delas cancelada', 'delas canceladas')}, mas o histórico as registra)` : '';
          throw conflict(`Este município de prova não pode ser removido: ${plural(uso.todas, 'inscrição o escolheu', 'inscrições o escolheram')}${nota}.`);
        }
        const fiscais = await fiscaisNoMunicipio(tx, id);
        if (fiscais > 0) throw conflict(`Este município de prova não pode ser removido: ${plural(fiscais, 'fiscal está designado', 'fiscais estão designados')} para ele.`);
        const locais = await locaisNoMunicipio(tx, row.prcSltCodigo, row.mncCodigo);
        if (locais) throw conflict(`Remova antes ${locais === 1 ? 'o local de prova' : `os ${plural(locais, 'local', 'locais')} de prova`} deste município.`);
        await municipioDeProva.remover(tx, id);
        return { chave: id, antes: row, depois: null, resultado: { removido: id } };
      });
      return ok(resultado);
    },
  );

  app.post(
    '/gestao/etapas-prova/salvar',
    {
      config: { equipe: { pode: 'configurar', processo: porLinhaOuProcesso('prcSltEtpPrvCodigo', processoDaEtapa, 'prcSltCodigo', processoExiste) } },
      schema: { body: SalvarEtapa, response: { 200: EnvelopeOf(EtapaDeProva) } },
    },
    async (request) => {
      const b = request.body;
      const prc = request.equipe!.prcSltCodigo;
      if (prc === null || prc === undefined) throw camposInvalidos({ prcSltCodigo: 'Informe o processo da etapa.' });
      const resultado = await escritaDaEquipe(request, { acao: 'etapaProva.salvar', entidade: 'prc_slt_etp_prova', prcSltCodigo: prc, justificativa: b.justificativa }, async (tx) => {
        const existente = b.prcSltEtpPrvCodigo ? await etapaDeProva.paraEscrita(tx, b.prcSltEtpPrvCodigo) : undefined;
        if (b.prcSltEtpPrvCodigo && !existente) throw notFound('Etapa de prova não encontrada.');
        if (existente && b.prcSltCodigo && b.prcSltCodigo !== existente.prcSltCodigo) throw camposInvalidos({ prcSltCodigo: 'A etapa pertence a outro processo.' });
        const { campos, valores } = validarEtapa(b);
        if (Object.keys(campos).length) throw camposInvalidos(campos);
        if (existente && mudou(existente, valores, CAMPOS_DA_ETAPA_PARA_O_CANDIDATO)) {
          exigirJustificativa(await inscricoesDoProcesso(tx, prc), b.justificativa, 'Esta alteração da etapa de prova');
        }
        const row = existente ? await etapaDeProva.alterar(tx, existente.prcSltEtpPrvCodigo, valores) : await etapaDeProva.incluir(tx, { ...valores, prcSltCodigo: prc });
        return { chave: row.prcSltEtpPrvCodigo, antes: existente ?? null, depois: row, resultado: etapaParaWire(row) };
      });
      return ok(resultado);
    },
  );

  app.delete(
    '/gestao/etapas-prova/:prcSltEtpPrvCodigo',
    {
      config: { equipe: { pode: 'configurar', processo: processoDaLinha('params', 'prcSltEtpPrvCodigo', processoDaEtapa) } },
      schema: { params: Type.Object({ prcSltEtpPrvCodigo: Codigo }), querystring: RemocaoQuery, response: { 200: EnvelopeOf(Removido) } },
    },
    async (request) => {
      const id = request.params.prcSltEtpPrvCodigo;
      const prc = request.equipe!.prcSltCodigo!;
      const justificativa = request.query.justificativa;
      const resultado = await escritaDaEquipe(request, { acao: 'etapaProva.remover', entidade: 'prc_slt_etp_prova', prcSltCodigo: prc, justificativa }, async (tx) => {
        const row = await etapaDeProva.paraEscrita(tx, id);
        if (!row) throw notFound('Etapa de prova não encontrada.');
        exigirJustificativa(await inscricoesDoProcesso(tx, prc), justificativa, 'Remover esta etapa de prova');
        await etapaDeProva.remover(tx, id);
        return { chave: id, antes: row, depois: null, resultado: { removido: id } };
      });
      return ok(resultado);
    },
  );

  await app.register(locaisRoutes);
};
