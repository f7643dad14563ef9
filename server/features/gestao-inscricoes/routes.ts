import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isValidCpf, onlyDigits } from '../../../src/domain/cpf.ts';
import { veDadosSensiveis } from '../../../src/domain/dados-sensiveis.ts';
import { todayInSaoPaulo } from '../../../src/domain/dates.ts';
import {
  AcaoSimples,
  BuscaInscricoesQuery,
  Indeferir,
  InscricaoGestao,
  LinhaInscricao,
  ReabrirEdicao,
  ResultadoAcaoInscricao,
  TrocarMunicipio,
  type AcaoInscricao,
} from '../../../src/domain/wire/gestao-inscricoes.ts';
import { forbidden, notFound, ok } from '../../http/envelope.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { camposInvalidos, escritaDaEquipe, JUSTIFICATIVA_MINIMA } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { executarAcao, type Pedido } from './acoes.ts';
import { buscarInscricoes } from './busca.ts';
import { arquivoDaInscricao } from './consultas.ts';
import { processoDaInscricao } from '../../entities/inscricao/inscricao.ts';
import { detalheDaInscricao } from './detalhe.ts';

const PorInscricao = Type.Object({ insPrcCodigo: Codigo });
const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const daInscricao = processoDaLinha('params', 'insPrcCodigo', processoDaInscricao);
export const FILTRO_ESPECIAIS_RESTRITO = 'O filtro de atendimento especial mostra dados de saúde: é restrito a Gestores e Administradores do processo. Escolha um processo que você gere.';

/**
 * Candidates and enrolments (issue 21, item 1): the search within the caller's processes, one enrolment's page,
 * its attachments, and the actions on it (Atendimento, Gestor, Administrador in scope).
 */
export const gestaoInscricoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/inscricoes',
    { config: { equipe: { pode: 'ler' } }, schema: { querystring: BuscaInscricoesQuery, response: { 200: EnvelopeOf(Type.Array(LinhaInscricao)) } } },
    async (request) => {
      const { cpf, start = 0, limit = 25, _dc, ...filtros } = request.query;
      const equipe = request.equipe!;
      const digitos = cpf ? onlyDigits(cpf) : '';
      if (cpf && !isValidCpf(digitos)) throw camposInvalidos({ cpf: 'Informe o CPF inteiro (11 dígitos) e válido.' });
      if (filtros.prcSltCodigo) equipe.exigir('ler', filtros.prcSltCodigo);
      if (filtros.especiais) {
        // Searching by special needs reveals them: only where the caller sees sensitive data (one process, or all).
        const ve = filtros.prcSltCodigo ? veDadosSensiveis(equipe.papeis, filtros.prcSltCodigo) : equipe.papeis.some((p) => p.prcSltCodigo === null && veDadosSensiveis([p], 0));
        if (!ve) throw forbidden(FILTRO_ESPECIAIS_RESTRITO);
      }
      const hoje = todayInSaoPaulo(app.clock());
      const { linhas, total } = await buscarInscricoes(app.db, { ...filtros, cpf: digitos || undefined }, equipe.alcance('ler'), hoje, { offset: start, limit });
      return ok(linhas, total);
    },
  );

  app.get(
    '/gestao/inscricoes/:insPrcCodigo',
    { config: { equipe: { pode: 'ler', processo: daInscricao } }, schema: { params: PorInscricao, querystring: SemQuery, response: { 200: EnvelopeOf(InscricaoGestao) } } },
    async (request) => {
      const equipe = request.equipe!;
      const prc = equipe.prcSltCodigo!;
      const agora = app.clock();
      const leitor = { sensiveis: veDadosSensiveis(equipe.papeis, prc), podeAtender: equipe.pode('atender', prc) };
      const detalhe = await detalheDaInscricao(app.db, request.params.insPrcCodigo, leitor, agora, todayInSaoPaulo(agora));
      if (!detalhe) throw notFound('Inscrição não encontrada.');
      return ok(detalhe);
    },
  );

  app.get(
    '/gestao/inscricoes/:insPrcCodigo/arquivos/:insPrcRcrCodigo',
    {
      config: { equipe: { pode: 'ler', processo: daInscricao } },
      schema: { params: Type.Object({ insPrcCodigo: Codigo, insPrcRcrCodigo: Codigo }), querystring: SemQuery, response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }) } },
    },
    async (request, reply) => {
      const a = await arquivoDaInscricao(app.db, request.params.insPrcCodigo, request.params.insPrcRcrCodigo);
      if (!a) throw notFound('Arquivo não encontrado.');
      return reply.headers(cabecalhosDeDownload({ nome: a.nome, tipo: a.tipo, deTerceiros: true })).send(a.conteudo);
    },
  );

  /** One action route: the body's own fields become the action's request. */
  const acao = <B extends typeof AcaoSimples | typeof Indeferir | typeof ReabrirEdicao | typeof TrocarMunicipio>(nome: AcaoInscricao, body: B, pedido: (b: FastifyRequest<{ Body: Record<string, unknown> }>['body']) => Pedido) =>
    app.post(
      `/gestao/inscricoes/:insPrcCodigo/${nome}`,
      { config: { equipe: { pode: 'atender', processo: daInscricao } }, schema: { params: PorInscricao, body, response: { 200: EnvelopeOf(ResultadoAcaoInscricao) } } },
      async (request) => {
        const { insPrcCodigo } = request.params as { insPrcCodigo: number };
        const b = request.body as Record<string, unknown> & { justificativa: string };
        const justificativa = b.justificativa.trim();
        if (justificativa.length < JUSTIFICATIVA_MINIMA) throw camposInvalidos({ justificativa: `Escreva uma justificativa (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres): ela fica registrada na auditoria.` });
        const equipe = request.equipe!;
        const resultado = await escritaDaEquipe(request, { acao: `inscricao.${nome.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())}`, entidade: 'ins_processo', prcSltCodigo: equipe.prcSltCodigo!, justificativa }, (tx) =>
          executarAcao(tx, nome, insPrcCodigo, pedido(b), equipe.pssFscCodigo, app.clock()),
        );
        return { ...ok(resultado), message: MENSAGEM_DA_ACAO[nome] };
      },
    );

  acao('deferir', AcaoSimples, () => ({}));
  acao('indeferir', Indeferir, (b) => ({ motivo: String(b.motivo ?? '') }));
  acao('cancelar', AcaoSimples, () => ({}));
  acao('reabrir-edicao', ReabrirEdicao, (b) => ({ ate: instante(String(b.ate ?? '')) }));
  acao('trocar-municipio', TrocarMunicipio, (b) => ({ prcSltMncPrvCodigo: Number(b.prcSltMncPrvCodigo) }));
};

/** An ISO 8601 instant with its offset (or Z); anything else is not a date here. */
function instante(s: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) return undefined;
  const d = new Date(s);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

const MENSAGEM_DA_ACAO: Record<AcaoInscricao, string> = {
  deferir: 'Inscrição deferida. O candidato foi avisado por mensagem.',
  indeferir: 'Inscrição indeferida. O candidato foi avisado por mensagem e vê o motivo na lista de inscrições.',
  cancelar: 'Inscrição cancelada. O candidato foi avisado por mensagem.',
  'reabrir-edicao': 'Edição reaberta. O candidato foi avisado por mensagem.',
  'trocar-municipio': 'Município de prova alterado. O candidato foi avisado por mensagem.',
};
