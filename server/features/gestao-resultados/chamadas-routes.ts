import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { formatBrDateTimeShort } from '../../../src/domain/dates.ts';
import { nomeDaLista, proximaChamada } from '../../../src/domain/resultado.ts';
import { Chamada, MarcarSituacao, NovaChamada } from '../../../src/domain/wire/gestao-resultados.ts';
import { gravarChamada, mudarSituacaoDoConvocado } from '../../entities/classificacao/chamada.ts';
import { enviarMensagemEm } from '../../entities/mensagem/mensagem.ts';
import { processoExistente } from '../../entities/processo/processo.ts';
import { ultimaPublicacao } from '../../entities/classificacao/resultado.ts';
import { ok } from '../../http/envelope.ts';
import { exigirProntidao } from '../../http/prontidao.ts';
import { camposInvalidos, escritaDaEquipe, exigirJustificativa } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { chamadasDoProcesso, convocadoNaChamada, convocadosDoProcesso, jaConvocados, linhasDoCalculo, numeracaoDasChamadas, pessoasDasInscricoes, processoDaChamada as processoDaChamadaLido } from './repository.ts';

const Params = Type.Object({ prcSltCodigo: Codigo });
const ParamsChamada = Type.Object({ chmCodigo: Codigo });
const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const porProcesso = (pode: 'ler' | 'configurar') => ({ equipe: { pode, processo: processoDaLinha('params', 'prcSltCodigo', processoExistente) } });
const processoDaChamada = processoDaLinha('params', 'chmCodigo', processoDaChamadaLido);

const PARA_BANCO = { matriculado: 'MATRICULADO', 'nao-compareceu': 'NAO_COMPARECEU', desistiu: 'DESISTENTE' } as const;
const DO_BANCO: Record<string, string> = { CONVOCADO: 'convocado', MATRICULADO: 'matriculado', NAO_COMPARECEU: 'nao-compareceu', DESISTENTE: 'desistiu', DEIXOU_OPCAO: 'deixou-opcao' };

const escapar = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Call-up lists (issue 22 item 5): the 1st call takes the approved of the final result; each later one fills the
 * seats left by those marked absent or given up with the next of the same option × list. Every called candidate
 * gets a prc_slt_ins_convocado row (the candidate's "Convocações" screen) and an institutional message.
 */
export const chamadasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const chamadasDe = async (prc: number, chmCodigo?: number) => {
    const cs = await chamadasDoProcesso(app.db, prc, chmCodigo);
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
        const { feitas, proxima: n } = await numeracaoDasChamadas(tx, prc);
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
        const { chamada: c, encerradas } = await gravarChamada(
          tx,
          { prcSltCodigo: prc, numero: n, resPubCodigo: final!.resPubCodigo, inicio, fim, instrucoes: b.instrucoes.trim(), url, presencial: !!b.presencial, pssFscCodigo: request.equipe!.pssFscCodigo },
          convocar,
        );
        const pessoas = await pessoasDasInscricoes(tx, convocar.map((v) => v.inscricao));
        for (const p of pessoas) {
          const v = convocar.find((x) => x.inscricao === p.ins)!;
          const texto = `<p>Você foi convocado(a) na ${n}ª chamada do processo ${escapar(p.processo)} (posição ${v.posicao} — lista ${escapar(nomeDaLista(v.lista, final!.categorias))}).</p>`
            + (v.deixa ? '<p>Esta opção vem antes, na sua ordem de preferência, da opção em que você foi convocado(a) antes: a vaga daquela opção passa ao próximo da lista.</p>' : '')
            + `<p>Período: de ${formatBrDateTimeShort(inicio)} a ${formatBrDateTimeShort(fim)}.</p><p>${escapar(b.instrucoes.trim())}</p>`
            + (url ? `<p><a href="${escapar(url)}">${escapar(url)}</a></p>` : '')
            + `<p>Veja os detalhes em Convocações: <a href="${escapar(origem)}/prcSltInsConvocado">${escapar(origem)}/prcSltInsConvocado</a>.</p>`;
          await enviarMensagemEm(tx, { assunto: `Convocação: ${n}ª chamada — ${p.processo}`.slice(0, 300), texto, tipo: 'Mensagem', destino: { para: p.pss }, copiaPorEmail: { origem }, autor: request.equipe!.pssFscCodigo }, now);
        }
        // The audit row names the earlier call rows this call ended (candidates who moved up to a preferred option).
        const depois = { numero: n, inicio, fim, instrucoes: c.chmInstrucoes, url, convocados: convocar, ...(encerradas.length ? { encerradas } : {}), ...(contornados.length ? { contornados: contornados.map((x) => x.codigo) } : {}) };
        return { chave: c.chmCodigo, antes: null, depois, resultado: c };
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
      const v = await convocadoNaChamada(app.db, chm, b.insPrcCodigo);
      if (!v) throw camposInvalidos({ insPrcCodigo: 'Esta inscrição não foi convocada nesta chamada.' });
      // The seat of this call went to the next of its list when the candidate moved up: no outcome to record here.
      if (v.situacao === 'DEIXOU_OPCAO') throw camposInvalidos({ situacao: 'Esta convocação foi encerrada: o(a) candidato(a) foi convocado(a) depois numa opção que prefere.' });
      const nova = PARA_BANCO[b.situacao];
      const justificativa = b.justificativa?.trim() || null;
      await escritaDaEquipe(request, { acao: 'convocado.situacao', entidade: 'prc_slt_ins_convocado', prcSltCodigo: v.prc, justificativa }, async (tx) => {
        exigirJustificativa(1, justificativa, 'Mudar a situação de um convocado');
        await mudarSituacaoDoConvocado(tx, v.cnv, nova);
        return { chave: v.cnv, antes: { insPrcCodigo: b.insPrcCodigo, situacao: v.situacao }, depois: { insPrcCodigo: b.insPrcCodigo, situacao: nova }, resultado: null };
      });
      const [chamada] = await chamadasDe(v.prc, chm);
      return ok(chamada);
    },
  );
};
