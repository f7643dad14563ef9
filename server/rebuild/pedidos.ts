import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { reconstrucaoSite } from '../db/schema/index.ts';
import type { RebuildResult } from './rebuild.ts';
import { comTravaDeReconstrucao } from './trava.ts';

export type Reconstruir = () => Promise<RebuildResult>;

/** The rebuilds staff asked for: ask for one, read the last one's state. */
export interface PedidosDeReconstrucao {
  /** Records the request and starts a rebuild (or, while one runs, another right after it). Never waits for it. */
  pedir(motivo: string, pedidaPor: number | null): Promise<void>;
  /** The newest request and the newest good rebuild (the site that is up). */
  estado(): Promise<{ ultima: typeof reconstrucaoSite.$inferSelect | null; ultimaConcluida: typeof reconstrucaoSite.$inferSelect | null }>;
}

/**
 * Staff-triggered rebuilds (publishing, or changing anything a public page shows). Each request is a row in
 * reconstrucao_site: 'fila' until a build starts, then 'andamento', then 'concluida' (with its duration) or
 * 'falhou' (with the reason; the last good site stays up, rebuildSite never swaps a failed build in). Requests that
 * arrive during a build are served by one more build after it, which reads the data as it is then.
 * `reconstruir` is null when this process serves no site (the API alone): requests then wait for a process that does.
 */
export function criarPedidosDeReconstrucao(app: FastifyInstance, reconstruir: Reconstruir | null): PedidosDeReconstrucao {
  let rodando: Promise<void> | null = null;
  let deNovo = false;

  async function ciclo(executar: Reconstruir): Promise<void> {
    do {
      deNovo = false;
      // Across processes too: another process's build finishes first, then this one reads the data as it is then.
      await comTravaDeReconstrucao(app, async () => {
        const marcadas = await app.db
          .update(reconstrucaoSite)
          .set({ situacao: 'andamento', iniciadaEm: app.clock() })
          .where(eq(reconstrucaoSite.situacao, 'fila'))
          .returning({ c: reconstrucaoSite.recCodigo });
        // Another process's build took this request while we waited for the lock (its build read the data after
        // the request was recorded): nothing is left to build.
        if (!marcadas.length) return;
        const r = await executar();
        const fim = r.ok
          ? { situacao: 'concluida', terminadaEm: app.clock(), duracaoMs: r.ms }
          : { situacao: 'falhou', terminadaEm: app.clock(), duracaoMs: r.ms, erro: r.reason.slice(-1000) };
        await app.db.update(reconstrucaoSite).set(fim).where(eq(reconstrucaoSite.situacao, 'andamento'));
      });
    } while (deNovo);
  }

  return {
    async pedir(motivo, pedidaPor) {
      await app.db.insert(reconstrucaoSite).values({ pedidaEm: app.clock(), pedidaPor, motivo: motivo.slice(0, 300) });
      if (!reconstruir) return;
      if (rodando) {
        deNovo = true;
        return;
      }
      rodando = ciclo(reconstruir)
        .catch((err) => app.log.error({ err }, 'reconstrução pedida pela gestão falhou'))
        .finally(() => {
          rodando = null;
        });
      app.segundoPlano.acompanhar(rodando);
    },
    async estado() {
      const [ultima] = await app.db.select().from(reconstrucaoSite).orderBy(desc(reconstrucaoSite.recCodigo)).limit(1);
      const [ultimaConcluida] = await app.db
        .select()
        .from(reconstrucaoSite)
        .where(eq(reconstrucaoSite.situacao, 'concluida'))
        .orderBy(desc(reconstrucaoSite.recCodigo))
        .limit(1);
      return { ultima: ultima ?? null, ultimaConcluida: ultimaConcluida ?? null };
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Site rebuilds asked for by staff (server/rebuild/pedidos.ts). */
    reconstrucao: PedidosDeReconstrucao;
  }
}
