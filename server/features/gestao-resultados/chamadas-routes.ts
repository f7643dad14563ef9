import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { formatBrDateTimeShort } from '../../../src/domain/dates.ts';
import { nomeDaLista, proximaChamada } from '../../../src/domain/resultado.ts';
import { Chamada, MarcarSituacao, NovaChamada } from '../../../src/domain/wire/gestao-resultados.ts';
import { chmChamada, chmConvocado, prcSltInsConvocado } from '../../db/schema/index.ts';
import { enviarMensagemEm } from '../../entities/mensagem/mensagem.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { ultimaPublicacao } from '../../entities/classificacao/resultado.ts';
import { ok } from '../../http/envelope.ts';
import { exigirProntidao } from '../../http/prontidao.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { convocadosDoProcesso, jaConvocados, linhasDoCalculo, rows } from './repository.ts';

const Params = Type.Object({ prcSltCodigo: Codigo });
const ParamsChamada = Type.Object({ chmCodigo: Codigo });
const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const porProcesso = (pode: 'ler' | 'configurar') => ({ equipe: { pode, processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } });
const processoDaChamada = processoDaLinha('params', 'chmCodigo', async (db, id) => {
  const [r] = await rows<{ p: number }>(db, sql`SELECT "prcSltCodigo" AS p FROM chm_chamada WHERE "chmCodigo" = ${id}`);
  return r?.p ?? null;
});

const PARA_BANCO = { matriculado: 'MATRICULADO', 'nao-compareceu': 'NAO_COMPARECEU', desistiu: 'DESISTENTE' } as const;
const DO_BANCO: Record<string, string> = { CONVOCADO: 'convocado', MATRICULADO: 'matriculado', NAO_COMPARECEU: 'nao-compareceu', DESISTENTE: 'desistiu' };

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Call-up lists (issue 22 item 5): the 1st call takes the approved of the final result; each later one fills the
 * seats left by those marked absent or given up with the next of the same option × list. Every called candidate
 * gets a prc_slt_ins_convocado row (the candidate's "Convocações" screen) and an institutional message.
 */
export const chamadasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const chamadasDe = async (prc: number, chmCodigo?: number) => {
    const cs = await app.db
      .select()
      .from(chmChamada)
      .where(chmCodigo ? sql`${chmChamada.chmCodigo} = ${chmCodigo}` : sql`${chmChamada.prcSltCodigo} = ${prc}`)
      .orderBy(chmChamada.chmNumero);
    const convocados = await convocadosDoProcesso(app.db, prc, chmCodigo);
    return cs.map((c) => ({
      chmCodigo: c.chmCodigo,
      numero: c.chmNumero,
      inicio: c.chmInicio.toISOString(),
      fim: c.chmFim.toISOString(),
      instrucoes: c.chmInstrucoes,
      url: c.chmUrl,
      em: c.chmEm.toISOString(),
      convocados: convocados.filter((v) => v.chmCodigo === c.chmCodigo).map(({ chmCodigo: _c, situacao, ...v }) => ({ ...v, situacao: DO_BANCO[situacao] ?? situacao })),
    }));
  };

  app.get(
    '/gestao/processos/:prcSltCodigo/chamadas',
    { config: porProcesso('ler'), schema: { params: Params, querystring: SemQuery, response: { 200: EnvelopeOf(Type.Array(Chamada)) } } },
    async (request) => ok(await chamadasDe(request.params.prcSltCodigo)),
  );

  app.post(
    '/gestao/processos/:prcSltCodigo/chamadas',
    { config: porProcesso('configurar'), schema: { params: Params, body: NovaChamada, response: { 200: EnvelopeOf(Chamada) } } },
    async (request) => {
      const prc = request.params.prcSltCodigo;
      const b = request.body;
      const erros: Record<string, string> = {};
      const inicio = new Date(b.inicio);
      const fim = new Date(b.fim);
      if (Number.isNaN(inicio.getTime())) erros.inicio = 'Início: data e hora inválidas.';
      if (Number.isNaN(fim.getTime())) erros.fim = 'Fim: data e hora inválidas.';
      else if (!erros.inicio && fim < inicio) erros.fim = 'O fim do período deve ser depois do início.';
      if (!b.instrucoes.trim()) erros.instrucoes = 'Escreva as instruções da chamada (documentos, local, passos).';
      const url = b.url?.trim() || null;
      if (url && !/^https?:\/\/\S+$/i.test(url)) erros.url = 'O endereço deve começar com https:// ou http://.';
      if (Object.keys(erros).length) throw camposInvalidos(erros);
      const now = app.clock();
      const origem = app.config.publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      const contorno = b.justificativaContorno?.trim() || null;
      const salvo = await escritaDaEquipe(request, { acao: 'chamada.gerar', entidade: 'chm_chamada', prcSltCodigo: prc, justificativa: contorno }, async (tx) => {
        // Readiness (issue 37): the 1st call needs the final result; a later one, every outcome of the last one recorded.
        const [{ feitas }] = await rows<{ feitas: number }>(tx, sql`SELECT count(*)::int AS feitas FROM chm_chamada WHERE "prcSltCodigo" = ${prc}`);
        const contornados = await exigirProntidao(request, tx, prc, feitas ? 'proximaChamada' : 'primeiraChamada', contorno);
        const final = (await ultimaPublicacao(tx, prc, 'final'))!;
        const chamados = await jaConvocados(tx, prc);
        const convocar = proximaChamada(await linhasDoCalculo(tx, final!.clsCalCodigo), chamados);
        if (!convocar.length) {
          throw camposInvalidos({
            resultado: chamados.length
              ? 'Nenhuma vaga a preencher: marque quem não compareceu ou desistiu antes de gerar outra chamada (ou a lista de espera acabou).'
              : 'O resultado final não tem candidatos classificados.',
          });
        }
        const [{ n }] = await rows<{ n: number }>(tx, sql`SELECT coalesce(max("chmNumero"), 0)::int + 1 AS n FROM chm_chamada WHERE "prcSltCodigo" = ${prc}`);
        const [c] = await tx
          .insert(chmChamada)
          .values({ prcSltCodigo: prc, chmNumero: n, resPubCodigo: final!.resPubCodigo, chmInicio: inicio, chmFim: fim, chmInstrucoes: b.instrucoes.trim(), chmUrl: url, pssFscCodigo: request.equipe!.pssFscCodigo })
          .returning();
        const cnv = await tx
          .insert(prcSltInsConvocado)
          .values(convocar.map((v) => ({ insPrcCodigo: v.inscricao, prcSltInsCnvChamada: n, opcCodigo: v.opcao, prcSltInsCnvDtInicio: inicio, prcSltInsCnvDtFim: fim, prcSltInsCnvOrientacao: b.instrucoes.trim(), prcSltInsCnvUrl: url, prcSltInsCnvPresencial: !!b.presencial })))
          .returning({ id: prcSltInsConvocado.prcSltInsCnvCodigo, ins: prcSltInsConvocado.insPrcCodigo });
        const idDe = new Map(cnv.map((x) => [x.ins, x.id]));
        await tx.insert(chmConvocado).values(convocar.map((v) => ({ chmCodigo: c.chmCodigo, insPrcCodigo: v.inscricao, opcCodigo: v.opcao, chmCnvLista: v.lista, chmCnvPosicao: v.posicao, prcSltInsCnvCodigo: idDe.get(v.inscricao)! })));
        const pessoas = await rows<{ ins: number; pss: number; processo: string }>(
          tx,
          sql`SELECT i."insPrcCodigo" AS ins, i."pssFscCodigo" AS pss, s."prcSltDescricao" AS processo FROM ins_processo i JOIN prc_seletivo s ON s."prcSltCodigo" = i."prcSltCodigo"
               WHERE i."insPrcCodigo" = ANY(${sql.param(convocar.map((v) => v.inscricao))}::int[])`,
        );
        for (const p of pessoas) {
          const v = convocar.find((x) => x.inscricao === p.ins)!;
          const texto = `<p>Você foi convocado(a) na ${n}ª chamada do processo ${escapar(p.processo)} (posição ${v.posicao} — lista ${escapar(nomeDaLista(v.lista, final!.categorias))}).</p>`
            + (v.deixa ? '<p>Esta opção vem antes, na sua ordem de preferência, da opção em que você foi convocado(a) antes: a vaga daquela opção passa ao próximo da lista.</p>' : '')
            + `<p>Período: de ${formatBrDateTimeShort(inicio)} a ${formatBrDateTimeShort(fim)}.</p><p>${escapar(b.instrucoes.trim())}</p>`
            + (url ? `<p><a href="${escapar(url)}">${escapar(url)}</a></p>` : '')
            + `<p>Veja os detalhes em Convocações: <a href="${escapar(origem)}/prcSltInsConvocado">${escapar(origem)}/prcSltInsConvocado</a>.</p>`;
          await enviarMensagemEm(tx, { assunto: `Convocação: ${n}ª chamada — ${p.processo}`.slice(0, 300), texto, tipo: 'Mensagem', destino: { para: p.pss }, copiaPorEmail: { origem }, autor: request.equipe!.pssFscCodigo }, now);
        }
        return { chave: c.chmCodigo, antes: null, depois: { numero: n, inicio, fim, instrucoes: c.chmInstrucoes, url, convocados: convocar, ...(contornados.length ? { contornados: contornados.map((x) => x.codigo) } : {}) }, resultado: c };
      });
      const [chamada] = await chamadasDe(prc, salvo.chmCodigo);
      return ok(chamada);
    },
  );

  app.post(
    '/gestao/chamadas/:chmCodigo/situacao',
    { config: { equipe: { pode: 'configurar', processo: processoDaChamada } }, schema: { params: ParamsChamada, body: MarcarSituacao, response: { 200: EnvelopeOf(Chamada) } } },
    async (request) => {
      const chm = request.params.chmCodigo;
      const b = request.body;
      const [v] = await rows<{ prc: number; cnv: number; situacao: string }>(
        app.db,
        sql`SELECT h."prcSltCodigo" AS prc, v."prcSltInsCnvCodigo" AS cnv, c."prcSltInsCnvSituacao" AS situacao
              FROM chm_convocado v JOIN chm_chamada h ON h."chmCodigo" = v."chmCodigo" JOIN prc_slt_ins_convocado c ON c."prcSltInsCnvCodigo" = v."prcSltInsCnvCodigo"
             WHERE v."chmCodigo" = ${chm} AND v."insPrcCodigo" = ${b.insPrcCodigo}`,
      );
      if (!v) throw camposInvalidos({ insPrcCodigo: 'Esta inscrição não foi convocada nesta chamada.' });
      const nova = PARA_BANCO[b.situacao];
      const justificativa = b.justificativa?.trim() || null;
      await escritaDaEquipe(request, { acao: 'convocado.situacao', entidade: 'prc_slt_ins_convocado', prcSltCodigo: v.prc, justificativa }, async (tx) => {
        exigirJustificativa(1, justificativa, 'Mudar a situação de um convocado');
        await tx.update(prcSltInsConvocado).set({ prcSltInsCnvSituacao: nova }).where(sql`${prcSltInsConvocado.prcSltInsCnvCodigo} = ${v.cnv}`);
        return { chave: v.cnv, antes: { insPrcCodigo: b.insPrcCodigo, situacao: v.situacao }, depois: { insPrcCodigo: b.insPrcCodigo, situacao: nova }, resultado: null };
      });
      const [chamada] = await chamadasDe(v.prc, chm);
      return ok(chamada);
    },
  );
};
