import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { timingSafeEqual } from 'node:crypto';
import { Type } from 'typebox';
import { escritorDeRecebimentos } from '../../entities/pagamento/pix-recebimento.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { fechaJanelaQuandoTodasEsperam } from './conexoes-esperando.ts';

/**
 * The PSP's webhook (API Pix: the PSP POSTs `{pix: [...]}` to the registered URL with "/pix" appended). No session and
 * no CSRF token — no browser calls it: the caller proves itself by the secret in the registered URL
 * (PIX_WEBHOOK_SEGREDO, compared in constant time) and, in production, by its client certificate at the proxy
 * (deploy/nginx-pix-webhook.conf). The Pix of every call arriving together are written in one transaction (the
 * entity's batch writer: at the deadline the PSP notifies hundreds a second beside the enrolments); the answer is 200
 * once every one is kept (applied, queued for staff or already known), so the PSP retries only what failed.
 */
const Pix = Type.Object(
  {
    endToEndId: Type.String({ maxLength: 64 }),
    txid: Type.Optional(Type.String({ maxLength: 64 })),
    valor: Type.String({ maxLength: 20 }),
    horario: Type.String({ maxLength: 40 }),
  },
  { additionalProperties: true },
);
const Notificacao = Type.Object({ pix: Type.Array(Pix, { maxItems: 1000 }) }, { additionalProperties: true });
const Params = Type.Object({ segredo: Type.String({ maxLength: 200 }) });
const Resultado = Type.Object({ aplicados: Type.Integer(), divergentes: Type.Integer(), repetidos: Type.Integer(), invalidos: Type.Integer() });

const RECUSADO = 'Notificação Pix recusada: endereço de webhook inválido.';

export const pixRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const esperado = Buffer.from(app.config.pix.webhookSegredo);
  const autentico = (segredo: string) => {
    const dado = Buffer.from(segredo);
    return esperado.length > 0 && dado.length === esperado.length && timingSafeEqual(dado, esperado);
  };
  const escritor = escritorDeRecebimentos(app.db, app.config.pix.janelaWebhookMs);
  // The app's clock: a test's fixed clock keeps its connections recent (tests/api/pix-webhook-janela.test.ts).
  const esperando = fechaJanelaQuandoTodasEsperam(escritor, () => app.clock().getTime());
  const opcoes = { config: { semCsrf: true }, schema: { params: Params, body: Notificacao, response: { 200: EnvelopeOf(Resultado) } } };
  const receber = async (request: { params: { segredo: string }; body: { pix: { endToEndId: string; txid?: string; valor: string; horario: string }[] } }) => {
    if (!app.pix || !autentico(request.params.segredo)) throw new ApiError(401, RECUSADO, RECUSADO);
    const r = { aplicados: 0, divergentes: 0, repetidos: 0, invalidos: 0 };
    const agora = app.clock();
    const feitos = await Promise.all(request.body.pix.map((p) => escritor.escreve({ p, origem: 'WEBHOOK', agora })));
    for (const feito of feitos) {
      if (feito.tipo === 'APLICADO') r.aplicados++;
      else if (feito.tipo === 'DIVERGENTE') r.divergentes++;
      else if (feito.tipo === 'REPETIDO') r.repetidos++;
      else r.invalidos++;
    }
    return ok(r);
  };
  // The standard appends "/pix" to the registered URL; some PSPs post to the URL itself.
  app.post('/pix/webhook/:segredo/pix', opcoes, async (request) => esperando(request.raw.socket, () => receber(request)));
  app.post('/pix/webhook/:segredo', opcoes, async (request) => esperando(request.raw.socket, () => receber(request)));
};
