import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import {
  assinarToken,
  chaveRelatorios,
  idSessaoRelatorio,
  TOKEN_RELATORIO_SEGUNDOS,
  verificarToken,
} from '../../http/relatorios.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { relatorioCronograma } from './padroes.ts';
import { sessaoDoTokenViva } from './repository.ts';

export const TOKEN_INVALIDO = 'O link deste relatório expirou ou não é válido. Gere o relatório novamente.';
const Tipo = Type.String({ pattern: '^[a-z][a-z0-9-]{1,40}$' });

/**
 * relatum (SPEC §7 "relatum/auth returns access_token and url for reports"): a signed, short-lived token
 * bound to the person and the session, for one report, and the report endpoint that honours it while that
 * session lives (docs/relatorios.md).
 */
export const relatoriosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The receipt ('comprovante') and the room card ('cartao-ensalamento') are registered by their own features.
  app.relatorios.registrar('cronograma', relatorioCronograma);

  app.get(
    '/relatum/auth',
    {
      preHandler: requireLogin,
      schema: {
        querystring: Type.Record(Type.String({ pattern: '^[A-Za-z_][A-Za-z0-9_]{0,40}$' }), Type.String({ maxLength: 60 }), { maxProperties: 8 }),
        response: {
          200: Type.Intersect([
            EnvelopeOf(Type.Object({ access_token: Type.String(), url: Type.String(), expiraEm: Type.String() })),
            Type.Object({ access_token: Type.Optional(Type.String()), url: Type.Optional(Type.String()) }),
          ]),
        },
      },
    },
    async (request) => {
      const { tipo, _dc, ...resto } = request.query as Record<string, string>;
      void _dc;
      const relatorio = tipo ? app.relatorios.obter(tipo) : null;
      if (!tipo || !relatorio) throw badRequest('Relatório desconhecido.');
      const params: Record<string, string> = {};
      for (const [k, v] of Object.entries(resto)) {
        const padrao = relatorio.parametros[k];
        if (!padrao) throw badRequest(`O parâmetro "${k}" não é aceito por este relatório.`);
        if (!padrao.test(v)) throw badRequest(`O parâmetro "${k}" está em formato inválido.`);
        params[k] = v;
      }
      const exp = Math.floor(app.clock().getTime() / 1000) + TOKEN_RELATORIO_SEGUNDOS;
      const { pssFscCodigo, contaCodigo, tokenHash } = request.auth!;
      const access_token = assinarToken(await chaveRelatorios(app.db), { pssFscCodigo, tipo, params, exp, contaCodigo, sessao: idSessaoRelatorio(tokenHash) });
      const url = `/sgps/relatum/relatorio/${tipo}`;
      return { ...ok({ access_token, url, expiraEm: new Date(exp * 1000).toISOString() }), access_token, url };
    },
  );

  app.get(
    '/relatum/relatorio/:tipo',
    { schema: { params: Type.Object({ tipo: Tipo }), querystring: Type.Object({ token: Type.String({ maxLength: 2000 }) }, { additionalProperties: false }) } },
    async (request, reply) => {
      const now = app.clock();
      const conteudo = verificarToken(await chaveRelatorios(app.db), request.query.token, now);
      if (!conteudo || conteudo.tipo !== request.params.tipo) throw notFound(TOKEN_INVALIDO);
      // The token dies with the session that asked for it (logout, expiry, end of a simulation).
      if (!(await sessaoDoTokenViva(app.db, conteudo, now, app.config.sessionIdleMinutes * 60_000))) throw notFound(TOKEN_INVALIDO);
      const relatorio = app.relatorios.obter(conteudo.tipo);
      const origem = app.config.publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
      const gerado = relatorio && (await relatorio.gerar({ db: app.db, pssFscCodigo: conteudo.pssFscCodigo, params: conteudo.params, now, origem }));
      if (!gerado) throw notFound('Relatório não encontrado.');
      const html = gerado.contentType.startsWith('text/html');
      if (gerado.nomeArquivo) reply.headers(cabecalhosDeDownload({ nome: gerado.nomeArquivo, tipo: gerado.contentType, modo: gerado.inline ? 'inline' : 'attachment' }));
      else reply.header('Content-Type', gerado.contentType).header('Cache-Control', 'private, no-store');
      reply
        .header('X-Robots-Tag', 'noindex')
        // HTML pages get no script at all; a PDF gets no object-src/default-src, which would block the browser's PDF viewer.
        .header('Content-Security-Policy', html ? "default-src 'none'; script-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'" : "frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      return reply.send(gerado.body);
    },
  );
};
