import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { formatBrDateTime, todayInSaoPaulo } from '../../src/domain/dates.ts';
import type { Config } from '../config.ts';
import { gerarRemessa, ultimaRemessa } from '../entities/pagamento/pagamento-remessa.ts';
import type { BeneficiarioRemessa } from '../lib/cnab-remessa.ts';

/**
 * The remessa of registered boletos (issue 39): once a day, with the slips issued (and the baixas asked) since the
 * last one — the schedule looks every REMESSA_MINUTOS and makes the day's file when there is none yet and something
 * waits — and on demand (`app.remessa.gerar`, the back office's button). The file itself is the entity's.
 */
declare module 'fastify' {
  interface FastifyInstance {
    remessa: { gerar(pssFscCodigo: number | null): Promise<{ remCodigo: number; boletos: number } | null>; agendada(): Promise<{ remCodigo: number; boletos: number } | null> };
  }
}

/** "1234-5" → ["1234", "5"]: agência and conta come with their check digit, as printed on the slip. */
const comDv = (s: string): [string, string] => {
  const m = /^(\d+)-?([\dXx]?)$/.exec(s.replace(/\s/g, ''));
  return m ? [m[1], m[2].toUpperCase()] : [s.replace(/\D/g, ''), ''];
};

export function beneficiarioDaRemessa(c: Config): BeneficiarioRemessa {
  const p = c.pagamento;
  const [agencia, agenciaDv] = comDv(p.agencia);
  const [conta, contaDv] = comDv(p.conta);
  return {
    banco: p.bancoCodigo,
    nomeBanco: c.remessa.nomeBanco,
    documento: p.beneficiarioDocumento,
    nome: p.beneficiario,
    convenio: p.convenio,
    carteira: p.carteira,
    variacaoCarteira: c.remessa.variacaoCarteira,
    agencia,
    agenciaDv,
    conta,
    contaDv,
  };
}

export const remessaPlugin = fp(async (app: FastifyInstance) => {
  const gerar = (pssFscCodigo: number | null) => {
    const em = app.clock();
    const hora = formatBrDateTime(em).split(' ')[1] ?? '00:00:00';
    return gerarRemessa(app.db, {
      variante: app.config.remessa.variante,
      beneficiario: beneficiarioDaRemessa(app.config),
      dia: todayInSaoPaulo(em),
      hora: hora.replace(/\D/g, ''),
      em,
      pssFscCodigo,
    });
  };
  /** The schedule's step: the day's remessa, when there is none today and something waits. */
  const agendada = async () => {
    const ultima = await ultimaRemessa(app.db);
    if (ultima?.remDia === todayInSaoPaulo(app.clock())) return null;
    return gerar(null);
  };
  app.decorate('remessa', { gerar, agendada });
  const minutos = app.config.remessa.intervaloMinutos;
  if (minutos > 0) {
    const timer = setInterval(() => {
      app.segundoPlano.acompanhar(agendada().catch((err: unknown) => app.log.warn({ err }, 'remessa: não gerada; a próxima vez tenta de novo')));
    }, minutos * 60_000);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
});
