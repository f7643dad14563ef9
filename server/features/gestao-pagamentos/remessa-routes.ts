/**
 * Registered boletos in the back office (issue 39): the CNAB 240 remessas — listed, generated on demand (audited),
 * downloaded, each with the slips it carries and their registration now — and the slips the bank refused, with its
 * reason (their candidates were told to issue a new one). A remessa spans processes: reading needs 'ler' and
 * generating 'atender' on every process.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { formatBrDate } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import { BoletoRejeitado, ListaQuery, RemessaDetalhe, RemessaResumo } from '../../../src/domain/wire/gestao-remessas.ts';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { escritaDaEquipe } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { boletosDaRemessa, boletosRejeitados, conteudoDaRemessa, listaRemessas, remessa, type LinhaRemessa } from './remessa-repository.ts';

/** The file's name as banks expect it: CB + ddmm + the sequence, .REM. */
const nomeDoArquivo = (dia: string, sequencial: number) => `CB${dia.slice(8, 10)}${dia.slice(5, 7)}${String(sequencial).padStart(4, '0')}.REM`;

const resumo = (r: LinhaRemessa) => ({
  remCodigo: r.remCodigo,
  remSequencial: r.remSequencial,
  dia: formatBrDate(r.remDia),
  boletos: r.remBoletos,
  valor: r.remValor,
  valorTexto: feeText(r.remValor),
  em: r.remEm.toISOString(),
  geradaPor: r.geradaPor,
  arquivo: nomeDoArquivo(r.remDia, r.remSequencial),
});

/** A remessa carries candidates of every process (names, CPFs): reading one needs `cap` on every process. */
export const emTodos = (request: FastifyRequest, cap: 'ler' | 'atender' = 'ler') => request.equipe!.exigir(cap, null);

export const gestaoRemessaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const todos = { processo: () => null };
  const PorRemessa = Type.Object({ remCodigo: Codigo });

  app.get(
    '/gestao/pagamentos/remessas',
    { config: { equipe: { pode: 'ler' } }, schema: { querystring: ListaQuery, response: { 200: EnvelopeOf(Type.Array(RemessaResumo)) } } },
    async (request) => {
      emTodos(request);
      const { rows, total } = await listaRemessas(app.db, request.query.start ?? 0, request.query.limit ?? 25);
      return ok(rows.map(resumo), total);
    },
  );

  app.post(
    '/gestao/pagamentos/remessas',
    { config: { equipe: { pode: 'atender', ...todos } }, schema: { body: Type.Optional(Type.Object({})), response: { 200: EnvelopeOf(RemessaResumo) } } },
    async (request) => {
      const feita = await app.remessa.gerar(request.equipe!.pssFscCodigo);
      if (!feita) throw badRequest('Nenhum boleto aguardando registro ou baixa: não há remessa a gerar.');
      const r = (await remessa(app.db, feita.remCodigo))!;
      await escritaDaEquipe(request, { acao: 'remessa:gerar', entidade: 'cnab_remessa', prcSltCodigo: null }, async () => ({
        chave: r.remCodigo,
        antes: null,
        depois: { sequencial: r.remSequencial, boletos: r.remBoletos, valor: r.remValor },
        resultado: undefined,
      }));
      return ok(resumo(r));
    },
  );

  app.get(
    '/gestao/pagamentos/remessas/:remCodigo',
    { config: { equipe: { pode: 'ler' } }, schema: { params: PorRemessa, response: { 200: EnvelopeOf(RemessaDetalhe) } } },
    async (request) => {
      emTodos(request);
      const r = await remessa(app.db, request.params.remCodigo);
      if (!r) throw notFound('Remessa não encontrada.');
      const boletos = (await boletosDaRemessa(app.db, r.remCodigo)).map((b) => ({ ...b, valorTexto: feeText(b.valor), vencimento: formatBrDate(b.vencimento), registro: b.registro ?? null, motivo: b.motivo ?? null }));
      return ok({ remessa: resumo(r), boletos });
    },
  );

  app.get(
    '/gestao/pagamentos/remessas/:remCodigo/arquivo',
    { config: { equipe: { pode: 'ler' } }, schema: { params: PorRemessa, response: { 200: Type.Unsafe<Buffer>({ type: 'string', description: 'o arquivo CNAB 240 (texto Latin-1)' }) } } },
    async (request, reply) => {
      emTodos(request);
      const r = await conteudoDaRemessa(app.db, request.params.remCodigo);
      if (!r) throw notFound('Remessa não encontrada.');
      return reply.headers(cabecalhosDeDownload({ nome: nomeDoArquivo(r.dia, r.sequencial), tipo: 'text/plain; charset=iso-8859-1' })).send(Buffer.from(r.conteudo, 'latin1'));
    },
  );

  app.get(
    '/gestao/pagamentos/boletos-rejeitados',
    { config: { equipe: { pode: 'ler' } }, schema: { querystring: ListaQuery, response: { 200: EnvelopeOf(Type.Array(BoletoRejeitado)) } } },
    async (request) => {
      emTodos(request);
      const { rows, total } = await boletosRejeitados(app.db, request.query.start ?? 0, request.query.limit ?? 50);
      return ok(rows.map(({ valor, em, ...b }) => ({ ...b, valorTexto: feeText(valor), em: em.toISOString() })), total);
    },
  );
};
