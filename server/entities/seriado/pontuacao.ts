/**
 * One standardized score of one serial of one exam (seriado_pontuacao), as an appeal's answer changes it
 * (features/gestao-reexame/nota.ts); the scores file writes them in bulk (importacao-repository.ts). The raw hits
 * stay the file's. In the caller's transaction.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export async function gravarNotaPadronizada(tx: Tx, insPrcCodigo: number, prvCodigo: number, seriado: 1 | 2, nota: number): Promise<void> {
  const coluna = sql.identifier(seriado === 1 ? 'pntCndPrvPntPdrSeriado1' : 'pntCndPrvPntPdrSeriado2');
  await tx.execute(sql`INSERT INTO seriado_pontuacao ("insPrcCodigo", "prvCodigo", ${coluna}) VALUES (${insPrcCodigo}, ${prvCodigo}, ${String(nota)}::numeric)
                       ON CONFLICT ON CONSTRAINT seriado_pontuacao_pk DO UPDATE SET ${coluna} = excluded.${coluna}`);
}
