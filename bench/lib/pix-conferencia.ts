/**
 * After the Pix bench's runs (bench/pix-notificacoes.ts): what the database kept of the notifications — one receipt
 * per endToEndId, every acknowledged one kept, each receipt's slip paid once — and in how many transactions.
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '../../server/db/client.ts';

export interface ConferenciaPix {
  linhas: number;
  aplicados: number;
  divergentes: number;
  pagos: number;
  transacoes: number;
  gravadasconfirmadas: number;
}

/** `db`: the bench's PostgreSQL connection; with PGlite (`pglite`, its folder) the API has closed it, so it is opened again. */
export async function conferirRecebimentos(db: Db | null, pglite: string | undefined, confirmadas: string[]): Promise<ConferenciaPix> {
  const d = db ? null : await openDatabase({ dataDir: pglite });
  const leitor = db ?? d!.db;
  const [r] = ((await leitor.execute(sql`
    SELECT (SELECT count(*)::int FROM pix_recebimento WHERE "pixRcbTxid" LIKE 'PSI%') AS linhas,
           (SELECT count(DISTINCT "insBltCodigo")::int FROM pix_recebimento WHERE "pixRcbTxid" LIKE 'PSI%' AND "pixRcbSituacao" = 'APLICADO') AS aplicados,
           (SELECT count(*)::int FROM pix_recebimento WHERE "pixRcbTxid" LIKE 'PSI%' AND "pixRcbSituacao" <> 'APLICADO') AS divergentes,
           (SELECT count(*)::int FROM pix_recebimento WHERE "pixRcbE2eid" = ANY(string_to_array(${confirmadas.join(',')}, ','))) AS gravadasconfirmadas,
           -- rows written by one transaction share its xmin: how many transactions the webhook's writes took
           (SELECT count(DISTINCT xmin::text)::int FROM pix_recebimento WHERE "pixRcbTxid" LIKE 'PSI%') AS transacoes,
           -- slips this run's receipts paid (slips of earlier runs on the same data stay PAGO)
           (SELECT count(*)::int FROM ins_boleto b JOIN pix_recebimento r ON r."insBltCodigo" = b."insBltCodigo"
             WHERE r."pixRcbTxid" LIKE 'PSI%' AND r."pixRcbSituacao" = 'APLICADO' AND b."insBltSituacao" = 'PAGO') AS pagos`)) as unknown as { rows: ConferenciaPix[] }).rows;
  await d?.close();
  return r;
}
