import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { forbidden, notFound, ok } from '../../http/envelope.ts';
import { exigirInscricaoPropria } from '../../entities/inscricao/inscricao.ts';
import { Codigo, EnvelopeOf, TF } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { fiscaisDoMunicipio, municipioDoFiscal, municipioDoProcesso, tipoProcesso } from './repository.ts';

const Texto = Type.Union([Type.String(), Type.Null()]);
export const SO_PROCESSO_FISCAL = 'A lista de fiscais está disponível apenas para inscrições em processos de seleção de fiscais.';
export const SEM_ACESSO_MUNICIPIO = 'Você não tem acesso à lista de fiscais deste município.';

const ListaFiscais = Type.Object({
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  prcSltMncPrvCodigo: Type.Integer(),
  mncDescricao: Type.String(),
  ufCodigo: Type.String(),
  fiscais: Type.Array(Type.Object({ pssFscNome: Type.String(), fscPrcSltFuncao: Type.String(), fscPrcSltLocal: Texto, fscPrcSltSala: Texto, voce: TF })),
});

/**
 * Inspectors (lista-fiscais screen): whether a process is an inspector-selection process, and the
 * list of inspectors of a municipality, open only to an inspector of that municipality: the caller's own,
 * non-cancelled enrolment in that inspector process with an assignment (fsc_prc_seletivo) to that
 * municipality. Having merely enrolled in the selection (anyone with an account can, while it is open)
 * gives no access: the list names people, their venues and rooms. Only names, roles, venues and rooms are shown.
 */
export const listaFiscaisRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/prcSeletivo/verificaPrcSeletivoTpProcessoFiscal',
    {
      schema: {
        querystring: Type.Object({ prcSltCodigo: Codigo, _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false }),
        response: { 200: EnvelopeOf(Type.Object({ prcSltExiste: TF, isFiscal: TF })) },
      },
    },
    async (request) => {
      const tipo = await tipoProcesso(app.db, request.query.prcSltCodigo);
      return ok({ prcSltExiste: tipo ? ('T' as const) : ('F' as const), isFiscal: tipo === 'FISCAL' ? ('T' as const) : ('F' as const) });
    },
  );

  app.get(
    '/fscPrcSeletivo/getMncPrcSltAcessoListaFiscais',
    {
      preHandler: requireLogin,
      schema: {
        querystring: Type.Object({ prcSltCodigo: Codigo, insPrcCodigo: Codigo, prcSltMncPrvCodigo: Codigo, _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false }),
        response: { 200: EnvelopeOf(ListaFiscais) },
      },
    },
    async (request) => {
      const { prcSltCodigo, insPrcCodigo, prcSltMncPrvCodigo } = request.query;
      const ins = await exigirInscricaoPropria(app.db, request.auth!.pssFscCodigo, { prcSltCodigo, insPrcCodigo });
      if (ins.prcSltTipo !== 'FISCAL' || ins.insCancelada) throw forbidden(SO_PROCESSO_FISCAL);
      const mnc = await municipioDoProcesso(app.db, prcSltCodigo, prcSltMncPrvCodigo);
      if (!mnc) throw notFound('Município não encontrado neste processo seletivo.');
      // The assignment, not the municipality chosen at enrolment: an applicant not (yet) made an inspector sees nothing.
      const designado = await municipioDoFiscal(app.db, insPrcCodigo);
      if (designado === null || prcSltMncPrvCodigo !== designado) throw forbidden(SEM_ACESSO_MUNICIPIO);
      const fiscais = await fiscaisDoMunicipio(app.db, prcSltMncPrvCodigo);
      return ok({
        prcSltCodigo,
        prcSltDescricao: ins.prcSltDescricao,
        prcSltMncPrvCodigo,
        mncDescricao: mnc.mncDescricao,
        ufCodigo: mnc.ufCodigo,
        fiscais: fiscais.map(({ insPrcCodigo: i, ...f }) => ({ ...f, voce: i === insPrcCodigo ? ('T' as const) : ('F' as const) })),
      });
    },
  );
};
