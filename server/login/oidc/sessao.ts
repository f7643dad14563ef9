import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessaoOidc } from '../../db/schema/index.ts';

/** Keeps the provider's ID token with the session it started (for Sair's id_token_hint). */
export async function guardarIdToken(db: DbOrTx, tokenHash: string, idToken: string): Promise<void> {
  await db.insert(sessaoOidc).values({ tokenHash, idToken });
}

/** The ID token of a session started by the provider, or null for a password session. */
export async function idTokenDaSessao(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [row] = await db.select({ idToken: sessaoOidc.idToken }).from(sessaoOidc).where(eq(sessaoOidc.tokenHash, tokenHash));
  return row?.idToken ?? null;
}
