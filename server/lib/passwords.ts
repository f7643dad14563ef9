/**
 * Password hashing, shared by the login application, account creation and the seed. It is plain code, not a
 * Fastify plugin, so it lives in server/lib/ (the server's counterpart of src/lib/) and imports nothing of the
 * server: the seed under server/db/ can use it without reaching up into the plugins.
 */
import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended minimum. */
export function hashPassword(senha: string): Promise<string> {
  return hash(senha);
}

export async function verifyPassword(senhaHash: string, senha: string): Promise<boolean> {
  try {
    return await verify(senhaHash, senha);
  } catch {
    return false;
  }
}
