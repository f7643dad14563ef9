import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { adiarEmail, concluirEmail, type EmailDaFila, reservarEmails } from '../entities/mensagem/fila-email.ts';
import { mailErrorFacts, type MailMessage } from './mailer.ts';

/**
 * The outgoing e-mail queue (table email_pendente, written by server/entities/mensagem/fila-email.ts). A feature
 * queues its row there in the same transaction as what the message announces, registers how to render that kind
 * of message, and calls kick(). Rows are claimed with SKIP LOCKED (several API processes share the table) under a lease, sent, and marked;
 * a failure is retried with a growing delay, and given up after MAX_ATTEMPTS.
 *
 * Sending yields to candidates: while the event loop or the machine is busy (a deadline peak), batches
 * wait, for at most MAX_DEFER_MS between two batches; the backlog goes out as soon as the peak passes.
 * The machine counts, not only this process: with the database on the same cores, the API's event loop
 * can be half idle while every core is taken. The enrolment itself is
 * confirmed on screen, with its number, at once.
 */
export interface MailKind {
  /** The message for this reference, or null when there is nobody to send it to. */
  render(referencia: number, origem: string): Promise<MailMessage | null>;
  /** Log lines (their facts carry the reference under this name, never an address or a name). */
  referenceName: string;
  sent: string;
  none: string;
  failed: string;
}

export interface MailQueue {
  register(tipo: string, kind: MailKind): void;
  /** Something was queued: send it soon. */
  kick(): void;
  /** Sends everything due now and resolves when done (tests, shutdown). */
  drain(): Promise<void>;
}

const LEASE_MS = 5 * 60_000;
const MAX_ATTEMPTS = 8;
const BUSY_ELU = 0.75;
/**
 * Share of all the machine's cores in use (every process) from which sending waits. Well below
 * saturation: mail only takes capacity nobody is using; sending while the cores were already well used is
 * what saturated them and pushed the enrolments' latency up (bench/results/notas-do-codigo.md).
 */
const BUSY_MACHINE = 0.6;
/** How often both shares are sampled: over a whole second, not over the few ms of one batch (os.cpus() counts in 10 ms ticks). */
const SAMPLE_MS = 1_000;
const MAX_DEFER_MS = 30_000;
const POLL_MS = 5_000;

type Job = EmailDaFila;

export const mailQueuePlugin = fp(async (app: FastifyInstance) => {
  const kinds = new Map<string, MailKind>();
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  let lastBatch = Date.now();
  // The busy shares of the last second, sampled in the background.
  const load = { eventLoop: 0, machine: 0 };
  let elu = performance.eventLoopUtilization();
  let cpu = machineCpu();
  const sampler = setInterval(() => {
    const [eluNow, cpuNow] = [performance.eventLoopUtilization(), machineCpu()];
    load.eventLoop = performance.eventLoopUtilization(eluNow, elu).utilization;
    load.machine = busyShare(cpu, cpuNow);
    [elu, cpu] = [eluNow, cpuNow];
  }, SAMPLE_MS);
  sampler.unref();

  const busy = () => shouldWait({ ...load, sinceLastBatchMs: Date.now() - lastBatch });

  async function sendOne(job: Job): Promise<void> {
    const kind = kinds.get(job.tipo);
    const now = app.clock();
    if (!kind) {
      app.log.error({ id: job.id, tipo: job.tipo }, 'E-mail na fila sem tipo registrado');
      await adiarEmail(app.db, job.id, new Date(now.getTime() + LEASE_MS));
      return;
    }
    const facts = { [kind.referenceName]: job.referencia };
    try {
      const message = await kind.render(job.referencia, job.origem);
      if (!message) {
        await concluirEmail(app.db, job.id, 'sem-email', null);
        app.log.info(facts, kind.none);
        return;
      }
      const sent = await app.mailer.send(message);
      await concluirEmail(app.db, job.id, 'enviado', app.clock());
      app.log.info({ ...facts, via: sent.via }, kind.sent);
    } catch (err) {
      app.log.warn({ ...facts, tentativa: job.tentativas + 1, ...mailErrorFacts(err) }, kind.failed);
      if (job.tentativas + 1 >= MAX_ATTEMPTS) await concluirEmail(app.db, job.id, 'desistiu', null).catch(() => {});
      else await adiarEmail(app.db, job.id, new Date(now.getTime() + 60_000 * 2 ** job.tentativas)).catch(() => {});
    }
  }

  /** Claims and sends batches until nothing is due. `yieldToLoad`: wait while the API is busy. */
  async function run(yieldToLoad: boolean): Promise<void> {
    for (;;) {
      if (closed) return;
      if (yieldToLoad && busy()) return schedule(1_000);
      const now = app.clock();
      const jobs = await reservarEmails(app.db, now, new Date(now.getTime() + LEASE_MS));
      lastBatch = Date.now();
      if (!jobs.length) return;
      for (const job of jobs) await sendOne(job);
    }
  }

  function start(yieldToLoad: boolean): Promise<void> {
    if (!running) {
      running = run(yieldToLoad)
        .catch((err) => app.log.warn({ ...mailErrorFacts(err) }, 'Fila de e-mails: falha ao ler a fila'))
        .finally(() => (running = null));
    }
    return running;
  }

  function schedule(ms: number) {
    if (timer || closed) return;
    timer = setTimeout(() => {
      timer = null;
      void start(true);
    }, ms);
    timer.unref();
  }

  const poll = setInterval(() => void start(true), POLL_MS);
  poll.unref();

  const queue: MailQueue = {
    register: (tipo, kind) => void kinds.set(tipo, kind),
    kick: () => schedule(100),
    async drain() {
      if (running) await running;
      await start(false);
    },
  };
  app.decorate('mailQueue', queue);
  app.addHook('onClose', async () => {
    clearInterval(poll);
    clearInterval(sampler);
    if (timer) clearTimeout(timer);
    if (running) await running;
    // A process draining after SIGTERM sends what is due before it goes (the confirmations of the requests it
    // has just answered), instead of leaving them to another process's next poll. Tests closing an app do not.
    if (app.cicloDeVida.encerrando) await start(false);
    closed = true;
  });
});

/**
 * Whether a batch waits: the API's event loop or the whole machine is busy (shares of the time since the
 * last look), unless the last batch is already MAX_DEFER_MS old — mail is late at a peak, never lost.
 */
export function shouldWait(o: { eventLoop: number; machine: number; sinceLastBatchMs: number }): boolean {
  return (o.eventLoop > BUSY_ELU || o.machine > BUSY_MACHINE) && o.sinceLastBatchMs < MAX_DEFER_MS;
}

export interface CpuSnapshot {
  idle: number;
  total: number;
}

/** Share of all cores in use between two snapshots (0 when no time passed). */
export function busyShare(before: CpuSnapshot, after: CpuSnapshot): number {
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/** Time all cores have spent, and spent idle, since boot (ms; os.cpus() is the same on every platform). */
export function machineCpu(): CpuSnapshot {
  let idle = 0;
  let total = 0;
  for (const { times } of os.cpus()) {
    idle += times.idle;
    total += times.user + times.nice + times.sys + times.idle + times.irq;
  }
  return { idle, total };
}
