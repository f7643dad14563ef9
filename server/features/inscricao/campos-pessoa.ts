import { eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { pssFisica } from '../../db/schema/index.ts';
import { badRequest } from '../../http/envelope.ts';

/**
 * The person fields of SPEC §3 a process requires are typed on the form's first step and saved by atualizaDados; an
 * enrolment sent without them (another client, an old tab) is refused here, naming what is missing. Only processes
 * that require one pay for this read: the deadline-day path of the others stays one read and one write.
 */
export async function exigirCamposPessoa(db: DbOrTx, pssFscCodigo: number, exigidos: { name: string; label: string }[]): Promise<void> {
  if (!exigidos.length) return;
  const colunas = Object.fromEntries(exigidos.map((c) => [c.name, (pssFisica as unknown as Record<string, PgColumn>)[c.name]]));
  const [linha] = await db.select(colunas).from(pssFisica).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  const faltando = exigidos.filter((c) => {
    const v = (linha as Record<string, unknown> | undefined)?.[c.name];
    return v === null || v === undefined || (typeof v === 'string' && !v.trim());
  });
  if (faltando.length) throw badRequest(`Complete os seus dados pessoais antes de enviar a inscrição: ${faltando.map((c) => c.label).join(', ')}.`);
}
