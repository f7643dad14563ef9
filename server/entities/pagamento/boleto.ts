/**
 * The enrolment's and the appeal's charges (ins_boleto: slip, Pix, card) and the staff's manual payments
 * (pgt_manual): the writers besides the PSP's and the bank's own in this folder (pagamento-pix.ts,
 * pagamento-remessa.ts, pagamento-retorno.ts) — issue 35, item 1. The candidate's payment screen
 * (server/features/pagamento) issues and replaces charges; the back office (server/features/gestao-pagamentos)
 * records a payment by hand with its proof.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insBoleto, pgtManual } from '../../db/schema/index.ts';

type Boleto = typeof insBoleto.$inferSelect;
type NovoBoleto = typeof insBoleto.$inferInsert;

/** The next slip code, taken before the insert so the nosso número can be built from it. */
export async function proximoCodigo(db: DbOrTx): Promise<number> {
  const r = await db.execute<{ id: string | number }>(sql`SELECT nextval(pg_get_serial_sequence('ins_boleto', 'insBltCodigo')) AS id`);
  const rows = (r as unknown as { rows?: { id: string | number }[] }).rows ?? (r as unknown as { id: string | number }[]);
  return Number(rows[0].id);
}

export async function inserirSlip(db: DbOrTx, values: NovoBoleto): Promise<Boleto> {
  const [row] = await db.insert(insBoleto).values(values).returning();
  return row;
}

export async function mudarSituacao(db: DbOrTx, insBltCodigo: number, situacao: 'VENCIDO' | 'CANCELADO') {
  await db.update(insBoleto).set({ insBltSituacao: situacao }).where(and(eq(insBoleto.insBltCodigo, insBltCodigo), eq(insBoleto.insBltSituacao, 'EMITIDO')));
}

/** An open charge paid, as staff recorded it by hand. */
export async function quitarBoleto(db: DbOrTx, insBltCodigo: number, pagoEm: Date): Promise<void> {
  await db.update(insBoleto).set({ insBltSituacao: 'PAGO', insBltPagoEm: pagoEm }).where(eq(insBoleto.insBltCodigo, insBltCodigo));
}

/**
 * A charge born paid (staff recorded a payment no open charge matches). Never sent to a bank: its number only has to
 * be unique (`n`: the enrolment's manual payments so far plus one), and never looks like one a bank file could name.
 */
export async function inserirBoletoPago(db: DbOrTx, b: { insPrcCodigo: number; n: number; valor: number; vencimento: string; pagoEm: Date }): Promise<number> {
  const [novo] = await db
    .insert(insBoleto)
    .values({
      insPrcCodigo: b.insPrcCodigo,
      insBltForma: 'BOLETO',
      insBltNossoNumero: `MANUAL-${b.insPrcCodigo}-${b.n}`,
      insBltValor: b.valor,
      insBltDtVencimento: b.vencimento,
      insBltSituacao: 'PAGO',
      insBltPagoEm: b.pagoEm,
      insBltCriadoEm: b.pagoEm,
    })
    .returning({ id: insBoleto.insBltCodigo });
  return novo.id;
}

/** The proof of a payment staff recorded: the charge it paid, the amount, the document, why, who and when. */
export async function registrarPagamentoManual(db: DbOrTx, m: typeof pgtManual.$inferInsert): Promise<void> {
  await db.insert(pgtManual).values(m);
}
