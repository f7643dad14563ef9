/**
 * Sessions in bulk for the load runs: one per candidate, written straight into the sessao table with a
 * known random token (only its SHA-256 is stored, as the login does), plus the matching signed XSRF token
 * (same HMAC as server/plugins/csrf.ts). Logging 100,000 people in through argon2 would take longer than
 * the whole benchmark and measure the password hash, not the enrolment.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { chaveServidor } from '../../server/db/schema/index.ts';
import { CSRF_COOKIE, CSRF_HEADER } from '../../server/plugins/csrf.ts';
import { hashToken, SESSION_COOKIE } from '../../server/plugins/session.ts';

export interface BenchSession {
  pssFscCodigo: number;
  /** Cookie and X-XSRF-TOKEN headers of this person's session. */
  headers: Record<string, string>;
}

/** The CSRF secret every API process shares (created here when the API has not started yet). */
export async function csrfSecret(db: Db): Promise<Buffer> {
  await db.insert(chaveServidor).values({ nome: 'csrf', valor: randomBytes(32).toString('base64url') }).onConflictDoNothing();
  const [row] = await db.select().from(chaveServidor).where(eq(chaveServidor.nome, 'csrf'));
  return Buffer.from(row.valor, 'base64url');
}

/**
 * A candidate who sends a form logged in minutes earlier and last asked the API for something minutes ago
 * (the form page's load): their request finds the session past the minute after which the API refreshes
 * its last use, and pays that write, as on a deadline day. Sessions used seconds ago would skip it.
 */
const LAST_USED_MINUTES_AGO = 5;

/** Opens a session for each person (by account), valid for `hours`, and returns the headers to send. */
export async function createSessions(db: Db, people: { contaCodigo: number; pssFscCodigo: number }[], now: Date, hours = 6): Promise<BenchSession[]> {
  const secret = await csrfSecret(db);
  const out: BenchSession[] = [];
  const expira = new Date(now.getTime() + hours * 3_600_000).toISOString();
  const usada = new Date(now.getTime() - LAST_USED_MINUTES_AGO * 60_000).toISOString();
  for (let i = 0; i < people.length; i += 5_000) {
    const chunk = people.slice(i, i + 5_000).map((p) => {
      const token = randomBytes(32).toString('base64url');
      const tokenHash = hashToken(token);
      const nonce = randomBytes(18).toString('base64url');
      const xsrf = `${nonce}.${createHmac('sha256', secret).update(`${tokenHash}.${nonce}`).digest('base64url')}`;
      out.push({ pssFscCodigo: p.pssFscCodigo, headers: { cookie: `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${xsrf}`, [CSRF_HEADER]: xsrf } });
      return { tokenHash, ...p };
    });
    await db.execute(sql`
      INSERT INTO sessao ("tokenHash", "contaCodigo", "pssFscCodigo", "criadaEm", "ultimoUso", "expiraEm")
      SELECT t, c, p, ${usada}::timestamptz, ${usada}::timestamptz, ${expira}::timestamptz
        FROM unnest(${`{${chunk.map((c) => c.tokenHash).join(',')}}`}::text[], ${`{${chunk.map((c) => c.contaCodigo).join(',')}}`}::int[], ${`{${chunk.map((c) => c.pssFscCodigo).join(',')}}`}::int[]) AS u(t, c, p)`);
  }
  return out;
}
