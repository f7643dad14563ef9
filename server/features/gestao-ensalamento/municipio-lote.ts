/**
 * What seating needs and cannot do itself (issue 37): the deferred enrolments without an exam municipality,
 * listed and given one municipality at once (a justification, audited, each enrolment's history and its
 * candidate told); and the notice candidates get when the seating is released to them.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DefinirMunicipioEmLote, ResultadoMunicipioEmLote, SemMunicipio } from '../../../src/domain/wire/gestao-ensalamento.ts';
import type { Tx } from '../../db/client.ts';
import { snapshotEnrolment } from '../../entities/inscricao/inscricao.ts';
import { enviarMensagemEm } from '../../entities/mensagem/mensagem.ts';
import { deferidasSemMunicipio, fatosDoProcesso } from '../../entities/processo/processo-fatos.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, JUSTIFICATIVA_MINIMA } from '../../http/gestao.ts';
import { html } from '../../http/html.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { municipiosDeProva } from './repository.ts';
import { definirMunicipioDeProva } from '../../entities/inscricao/inscricao-escrita.ts';

const Params = Type.Object({ prcSltCodigo: Codigo });
const doProcesso = processoDaLinha('params', 'prcSltCodigo', processoExistente);
/** The list shows this many; the bulk change reaches them all. */
const MOSTRAR = 500;

export const municipioEmLoteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/processos/:prcSltCodigo/ensalamento/sem-municipio',
    { config: { equipe: { pode: 'ler', processo: doProcesso } }, schema: { params: Params, response: { 200: EnvelopeOf(SemMunicipio) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const inscricoes = await deferidasSemMunicipio(app.db, prc, MOSTRAR + 1);
      const total = inscricoes.length > MOSTRAR ? ((await fatosDoProcesso(app.db, prc))?.deferidasSemMunicipio ?? 0) : inscricoes.length;
      return ok({ total, inscricoes: inscricoes.slice(0, MOSTRAR), municipios: await municipiosDeProva(app.db, prc) });
    },
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/ensalamento/sem-municipio',
    { config: { equipe: { pode: 'configurar', processo: doProcesso } }, schema: { params: Params, body: DefinirMunicipioEmLote, response: { 200: EnvelopeOf(ResultadoMunicipioEmLote) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const b = request.body;
      const justificativa = b.justificativa.trim();
      const erros: Record<string, string> = {};
      const municipio = (await municipiosDeProva(app.db, prc)).find((m) => m.prcSltMncPrvCodigo === b.prcSltMncPrvCodigo);
      if (!municipio) erros.prcSltMncPrvCodigo = 'Escolha um município de prova deste processo.';
      if (justificativa.length < JUSTIFICATIVA_MINIMA) erros.justificativa = `Justificativa: escreva por que estas inscrições recebem este município (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres).`;
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const now = app.clock();
      const autor = request.equipe!.pssFscCodigo;
      const alteradas = await escritaDaEquipe(request, { acao: 'inscricao:municipioEmLote', entidade: 'ins_processo', prcSltCodigo: prc, justificativa }, async (tx) => {
        const mudadas = await definirMunicipioDeProva(tx, prc, municipio!.prcSltMncPrvCodigo, now);
        for (const m of mudadas) {
          await snapshotEnrolment(tx, { insPrcCodigo: m.insPrcCodigo, autor, acao: 'gestao:trocar-municipio', now });
          await enviarMensagemEm(
            tx,
            {
              assunto: `Município de prova da inscrição nº ${m.insPrcCodigo} definido`,
              texto: html`<p>O município de prova da sua inscrição nº ${m.insPrcCodigo} no processo seletivo <strong>${m.processo}</strong> passou a ser ${municipio!.nome}.</p><p>O local e a sala de prova serão informados no ensalamento.</p>`.value,
              tipo: 'Mensagem',
              destino: { para: m.pssFscCodigo },
              autor,
            },
            now,
          );
        }
        return { chave: prc, antes: { prcSltMncPrvCodigo: null, inscricoes: mudadas.map((m) => m.insPrcCodigo) }, depois: { prcSltMncPrvCodigo: municipio!.prcSltMncPrvCodigo }, resultado: mudadas.length };
      });
      return { ...ok({ alteradas }), message: `${alteradas} inscrição(ões) passaram a ter o município de prova ${municipio!.nome}. Os candidatos foram avisados por mensagem.` };
    },
  );
};

/** The notice of a released seating: every deferred candidate of the process, with the link and an e-mail copy. */
export async function avisarLiberacao(tx: Tx, a: { prc: number; descricao: string; lembrete: string | null; origem: string; autor: number }, now: Date): Promise<number> {
  const link = `${a.origem}/prcSeletivo`;
  const feito = await enviarMensagemEm(
    tx,
    {
      assunto: `Ensalamento liberado — ${a.descricao}`.slice(0, 300),
      texto: html`<p>O local e a sala da sua prova em <strong>${a.descricao}</strong> já podem ser consultados: na sua lista de processos, use o botão Ensalamento da inscrição (<a href="${link}">${link}</a>).</p>${a.lembrete ? html`<p>${a.lembrete}</p>` : html``}`.value,
      tipo: 'Mensagem',
      destino: { processo: a.prc, filtros: { situacao: 'deferida' } },
      copiaPorEmail: { origem: a.origem },
      autor: a.autor,
    },
    now,
  );
  return feito.alcance;
}
