import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { mensagem, mnsDestinatario, mnsDstGlobal } from '../schema/index.ts';
import type { Relogio } from './aleatorio.ts';
import { insertMany, reserveIds } from './bulk.ts';
import { MODELOS, SISTEMAS } from './mensagens-textos.ts';
import type { Pessoas } from './pessoas.ts';

const HORA = 3_600_000;
const DIA = 24 * HORA;

export interface OpcoesMensagens {
  /** Messages for the demo candidate. */
  porDemo: number;
  /** Target total of mns_destinatario rows (demo rows included); the rest goes to bulk candidates. */
  destinatarios: number;
}

const COLS_MENSAGEM = { mnsCodigo: 'int', mnsAssunto: 'text', mnsTexto: 'text', mnsDtaAgendamento: 'timestamptz', sstCodigo: 'text', pssFscCodigo: 'int', mnsTipo: 'text' } as const;

/**
 * Messages: the demo candidate's (newest within the hour, then spread back over up to three years
 * so every date format shows; about 40% unread; one scheduled in the future), one global notice,
 * and a pool of messages spread over the bulk candidates to reach the recipients target.
 */
export async function seedMensagens(db: DbOrTx, r: Relogio, pessoas: Pessoas, o: OpcoesMensagens, log: (m: string) => void): Promise<{ mensagens: number; destinatarios: number }> {
  const t0 = Date.now();
  const agora = r.now.getTime();
  const n = o.porDemo;
  const ids = await reserveIds(db, 'mensagem', 'mnsCodigo', n);
  const periodo = Math.min(3 * 365, Math.max(500, n / 10)) * DIA;
  const msgs: Record<string, unknown>[] = [];
  const dests: Record<string, unknown>[] = [];
  for (let i = 0; i < n; i++) {
    const m = MODELOS[i % MODELOS.length];
    const quando = new Date(i < 3 ? agora - (i + 1) * 20 * 60_000 : agora - (i / n) * periodo - (i % 7) * HORA);
    const remetente = i % 3 === 2 ? null : pessoas.remetentes[i % 2];
    msgs.push({ mnsCodigo: ids[i], mnsAssunto: i < MODELOS.length ? m.assunto : `${m.assunto} (${i + 1})`, mnsTexto: m.texto, mnsDtaAgendamento: quando, sstCodigo: SISTEMAS[i % SISTEMAS.length], pssFscCodigo: remetente, mnsTipo: m.tipo });
    const lida = i >= 3 && i % 5 !== 0 && i % 5 !== 2;
    dests.push({ mnsCodigo: ids[i], pssFscCodigo: pessoas.candidato, mnsDstDtaLeitura: lida ? new Date(quando.getTime() + 2 * HORA) : null });
  }
  await insertMany(db, 'mensagem', COLS_MENSAGEM, msgs);
  await insertMany(db, 'mns_destinatario', { mnsCodigo: 'int', pssFscCodigo: 'int', mnsDstDtaLeitura: 'timestamptz' }, dests);

  // Scheduled for the day after tomorrow: must not show before then.
  const [futura] = await db
    .insert(mensagem)
    .values({ mnsAssunto: 'Lembrete: provas do PSS 2027 neste domingo', mnsTexto: '<p>As provas acontecem neste domingo. Confira seu local em www.exemplo.edu.br/ensalamento</p>', mnsDtaAgendamento: new Date(agora + 2 * DIA), sstCodigo: 'CPS', mnsTipo: 'Mensagem' })
    .returning();
  await db.insert(mnsDestinatario).values({ mnsCodigo: futura.mnsCodigo, pssFscCodigo: pessoas.candidato });

  // One global notice: everyone sees it; only those who read it get a (materialised) row.
  const [global] = await db
    .insert(mensagem)
    .values({ mnsAssunto: 'Calendário dos processos seletivos 2027 publicado', mnsTexto: '<p>A universidade publicou o calendário unificado dos processos seletivos de 2027: https://www.exemplo.edu.br/calendario-2027</p><p>Dúvidas: atendimento@exemplo.edu.br ou www.exemplo.edu.br/faq</p>', mnsDtaAgendamento: new Date(agora - 2 * DIA), sstCodigo: 'SGPS', pssFscCodigo: pessoas.remetentes[0], mnsTipo: 'Noticia' })
    .returning();
  const [dstGlobal] = await db.insert(mnsDstGlobal).values({ mnsCodigo: global.mnsCodigo }).returning();
  const leitores = pessoas.bulk.filter((_, i) => i % 4 === 1);
  await insertMany(db, 'mns_destinatario', { mnsCodigo: 'int', pssFscCodigo: 'int', mnsDstDtaLeitura: 'timestamptz', mnsDstGlbCodigo: 'int' },
    leitores.map((p) => ({ mnsCodigo: global.mnsCodigo, pssFscCodigo: p.pssFscCodigo, mnsDstDtaLeitura: new Date(agora - DIA), mnsDstGlbCodigo: dstGlobal.mnsDstGlbCodigo })));

  // Bulk: each candidate receives `cada` messages from a pool, read 2 out of 3.
  const feitos = n + 1 + leitores.length;
  const restantes = Math.max(0, o.destinatarios - feitos);
  const pessoasBulk = pessoas.bulk.map((p) => p.pssFscCodigo);
  let total = feitos;
  if (restantes > 0 && pessoasBulk.length > 0) {
    const cada = Math.ceil(restantes / pessoasBulk.length);
    const tamanho = Math.max(cada * 4, 24);
    const pool = await reserveIds(db, 'mensagem', 'mnsCodigo', tamanho);
    await insertMany(db, 'mensagem', COLS_MENSAGEM, pool.map((id, i) => {
      const m = MODELOS[i % MODELOS.length];
      return { mnsCodigo: id, mnsAssunto: m.assunto, mnsTexto: m.texto, mnsDtaAgendamento: new Date(agora - (i + 1) * 9 * HORA), sstCodigo: SISTEMAS[i % SISTEMAS.length], pssFscCodigo: i % 2 ? pessoas.remetentes[1] : null, mnsTipo: m.tipo };
    }));
    const LOTE_PESSOAS = Math.max(1, Math.floor(200_000 / cada));
    for (let i = 0; i < pessoasBulk.length && total < o.destinatarios; i += LOTE_PESSOAS) {
      const fatia = pessoasBulk.slice(i, i + LOTE_PESSOAS);
      const k = Math.min(cada, Math.ceil((o.destinatarios - total) / fatia.length));
      await db.execute(sql`
        INSERT INTO mns_destinatario ("mnsCodigo", "pssFscCodigo", "mnsDstDtaLeitura", "mnsDtaAgendamento")
        SELECT m."mnsCodigo", p.id, CASE WHEN (p.rn + k) % 3 = 0 THEN NULL ELSE m."mnsDtaAgendamento" + interval '3 hours' END, m."mnsDtaAgendamento"
          FROM unnest(${sql.param(fatia)}::int[]) WITH ORDINALITY AS p(id, rn)
          CROSS JOIN generate_series(0, ${k - 1}::int) AS k
          JOIN mensagem m ON m."mnsCodigo" = (${sql.param(pool)}::int[])[((p.rn + ${i} + k) % ${tamanho}) + 1]`);
      total += fatia.length * k;
    }
  }
  log(`  ${n + 2} mensagens do candidato demo e ${total} destinatários em ${Date.now() - t0} ms`);
  return { mensagens: n + 2, destinatarios: total };
}
