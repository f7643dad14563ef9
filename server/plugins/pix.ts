import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PixConfig } from '../config.ts';
import { atualizarDevolucao, cobrancasParaRemover, devolucoesEmProcessamento, marcarCobrancaRemovida, fimDaUltimaConciliacao, registrarConciliacao } from '../entities/pagamento/pagamento-pix.ts';
import { registrarRecebimento } from '../entities/pagamento/pix-recebimento.ts';
import { clientePix, type ClientePix } from '../lib/api-pix.ts';

/**
 * The PSP of the API Pix, for the whole app (issue 39): the client (OAuth2 + mutual TLS), the webhook's registration
 * at start, and the reconciliation that finds what the webhook lost — every PIX_CONCILIACAO_MINUTOS and on demand
 * (`app.pix.conciliar()`): GET /pix over the window since the last pass (a few minutes of overlap: a Pix the PSP
 * lists late is still read; read twice, it lands once), each Pix through the same entity call as the webhook's,
 * then the refunds still EM_PROCESSAMENTO asked again. `app.pix` is null when no PSP is configured (the static BR
 * Code of before stays; production refuses to start so while a published process charges a fee).
 */
declare module 'fastify' {
  interface FastifyInstance {
    pix: ServicoPix | null;
  }
}

export interface ResultadoConciliacao {
  inicio: Date;
  fim: Date;
  lidos: number;
  /** Pix the webhook had not delivered (now applied or queued). */
  novos: number;
  devolucoesAtualizadas: number;
  /** Charges removed at the PSP because their slip was settled another way, replaced or expired. */
  removidas: number;
}

export interface ServicoPix {
  cliente: ClientePix;
  /** True for the local simulator (demo): the candidate's screen may offer its "pay" button. */
  simulado: boolean;
  registrarWebhook(): Promise<void>;
  conciliar(): Promise<ResultadoConciliacao>;
}

/** A Pix listed by the PSP a little after its own horario is still found by the next pass. */
const SOBREPOSICAO_MS = 10 * 60_000;
/** The first pass (no earlier one) reads the last day. */
const PRIMEIRA_JANELA_MS = 86_400_000;

export function pixConfigurado(c: PixConfig): boolean {
  return c.modo !== 'desativado' && !!c.psp.url && !!c.psp.certFile && !!c.psp.keyFile && !!c.webhookSegredo;
}

export const pixPlugin = fp(async (app: FastifyInstance) => {
  const c = app.config.pix;
  if (!pixConfigurado(c)) {
    app.decorate('pix', null);
    return;
  }
  const cliente = clientePix(c.psp);
  let registrado = false;

  async function registrarWebhook() {
    // Read at each registration: the demo learns its own port only after listening (server/main.ts).
    await cliente.configurarWebhook(app.config.pagamento.pixChave, `${app.config.pix.webhookUrl}/${app.config.pix.webhookSegredo}`);
    registrado = true;
  }

  async function passo(): Promise<ResultadoConciliacao> {
    if (!registrado) await registrarWebhook().catch((err: unknown) => app.log.warn({ err }, 'pix: webhook não registrado no PSP; a conciliação segue'));
    const fim = app.clock();
    const anterior = await fimDaUltimaConciliacao(app.db);
    const inicio = new Date((anterior ? anterior.getTime() : fim.getTime() - PRIMEIRA_JANELA_MS) - SOBREPOSICAO_MS);
    const lista = await cliente.listarPix(inicio, fim);
    let novos = 0;
    for (const p of lista) {
      const r = await registrarRecebimento(app.db, p, 'CONCILIACAO', app.clock());
      if (r.tipo !== 'REPETIDO' && r.tipo !== 'INVALIDO') novos++;
    }
    let devolucoesAtualizadas = 0;
    for (const d of await devolucoesEmProcessamento(app.db)) {
      const r = await cliente.consultarDevolucao(d.pixRcbE2eid, d.pixDvlId).catch(() => null);
      if (r && r.status !== 'EM_PROCESSAMENTO') {
        await atualizarDevolucao(app.db, { id: d.pixDvlId, situacao: r.status, rtrId: r.rtrId ?? null, motivo: r.motivo ?? null, em: app.clock() });
        devolucoesAtualizadas++;
      }
    }
    // The other half of the boleto híbrido: a slip settled another way loses its open charge (a cob simply expires).
    let removidas = 0;
    for (const c of await cobrancasParaRemover(app.db)) {
      if (c.tipo === 'COBV') {
        const feito = await cliente.removerCobv(c.txid).then(
          () => true,
          (err: unknown) => (app.log.warn({ err, txid: c.txid }, 'pix: cobrança não removida; a próxima conciliação tenta de novo'), false),
        );
        if (!feito) continue;
      }
      await marcarCobrancaRemovida(app.db, c.insBltCodigo);
      removidas++;
    }
    await registrarConciliacao(app.db, { inicio, fim, lidos: lista.length, novos, em: app.clock() });
    if (novos > 0) app.log.warn({ novos }, 'pix: a conciliação encontrou Pix que o webhook não entregou');
    return { inicio, fim, lidos: lista.length, novos, devolucoesAtualizadas, removidas };
  }

  let emCurso: Promise<ResultadoConciliacao> | null = null;
  const conciliar = (): Promise<ResultadoConciliacao> => {
    // One pass at a time per process; a call during a pass waits for it and starts the next.
    const este = (emCurso ?? Promise.resolve(null)).catch(() => null).then(passo);
    emCurso = este;
    void este
      .finally(() => {
        if (emCurso === este) emCurso = null;
      })
      .catch(() => {});
    return este;
  };

  app.decorate('pix', { cliente, simulado: c.modo === 'simulador', registrarWebhook, conciliar });
  app.addHook('onReady', async () => {
    app.segundoPlano.acompanhar(registrarWebhook().catch((err: unknown) => app.log.warn({ err }, 'pix: webhook não registrado no PSP; a próxima conciliação tenta de novo')));
  });
  if (c.conciliacaoMinutos > 0) {
    const timer = setInterval(() => {
      conciliar().catch((err: unknown) => app.log.warn({ err }, 'pix: conciliação não concluída; a próxima tenta de novo'));
    }, c.conciliacaoMinutos * 60_000);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await emCurso?.catch(() => {});
    });
  }
});
