/**
 * Test-only: the person of the browser spec's CPF collision (tests/e2e/entrar-govbr.spec.ts): she holds the CPF
 * of the test provider's "colisao" account but signs in by passport. scripts/start.ts inserts her after the demo
 * seed when E2E_OIDC=1 (playwright.config.ts sets it when that spec runs).
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { conta, pssFisica } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { CONTAS_TESTE } from './oidc-provider.ts';

export const PASSAPORTE_COLISAO = { passaporte: 'FX998877', senha: 'senha-do-passaporte' };

export async function seedOidcOnce(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const db = database.db;
    if ((await db.select().from(conta).where(eq(conta.login, PASSAPORTE_COLISAO.passaporte))).length) return;
    const [p] = await db
      .insert(pssFisica)
      .values({ pssFscNome: CONTAS_TESTE.colisao.name, pssFscCPF: CONTAS_TESTE.colisao.sub, pssFscPassaporte: PASSAPORTE_COLISAO.passaporte, pssFscTpNacionalidade: 'E' })
      .returning();
    await db.insert(conta).values({ pssFscCodigo: p.pssFscCodigo, login: PASSAPORTE_COLISAO.passaporte, loginTipo: 'DOCUMENTO', senhaHash: await hashPassword(PASSAPORTE_COLISAO.senha) });
  } finally {
    await database.close();
  }
}
