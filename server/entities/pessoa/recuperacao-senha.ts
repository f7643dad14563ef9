/**
 * "Esqueci minha senha" requests (recuperacao_senha): their only writers (issue 35, item 1). The login's recovery
 * screens (server/login/recuperacao.ts) decide who gets a link and check it; a request is written here, its link
 * queued in the same transaction (server/entities/mensagem/fila-email.ts), and used once.
 */
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contarApagadas } from '../../db/limpeza-em-lote.ts';
import { recuperacaoSenha } from '../../db/schema/index.ts';

/** A new request, its token still unset ('-': no link matches it until gravarTokenDoPedido): its code. */
export async function novoPedidoDeSenha(
  tx: DbOrTx,
  p: { contaCodigo: number | null; email: string | null; criadoEm: Date; expiraEm: Date; origem: string },
): Promise<number> {
  const [row] = await tx
    .insert(recuperacaoSenha)
    .values({ contaCodigo: p.contaCodigo, email: p.email, tokenHash: '-', criadoEm: p.criadoEm, expiraEm: p.expiraEm, origem: p.origem })
    .returning({ recCodigo: recuperacaoSenha.recCodigo });
  return row.recCodigo;
}

/** The request's token (its hash), once the code it is derived from exists. */
export async function gravarTokenDoPedido(tx: DbOrTx, recCodigo: number, tokenHash: string): Promise<void> {
  await tx.update(recuperacaoSenha).set({ tokenHash }).where(eq(recuperacaoSenha.recCodigo, recCodigo));
}

/** A new link replaces the ones before it: the account's other open requests are spent. */
export async function substituirPedidosAnteriores(tx: DbOrTx, contaCodigo: number, recCodigo: number, agora: Date): Promise<void> {
  await tx.update(recuperacaoSenha).set({ usadoEm: agora }).where(and(eq(recuperacaoSenha.contaCodigo, contaCodigo), isNull(recuperacaoSenha.usadoEm), ne(recuperacaoSenha.recCodigo, recCodigo)));
}

/** Uses the request: true for the first of two submissions of the same link, false for the second. */
export async function usarPedidoDeSenha(tx: DbOrTx, recCodigo: number, agora: Date): Promise<boolean> {
  const [marcado] = await tx
    .update(recuperacaoSenha)
    .set({ usadoEm: agora })
    .where(and(eq(recuperacaoSenha.recCodigo, recCodigo), isNull(recuperacaoSenha.usadoEm)))
    .returning({ recCodigo: recuperacaoSenha.recCodigo });
  return Boolean(marcado);
}

/** Every open request of the account spent (its password was just set). */
export async function encerrarPedidosDaConta(tx: DbOrTx, contaCodigo: number, agora: Date): Promise<void> {
  await tx.update(recuperacaoSenha).set({ usadoEm: agora }).where(and(eq(recuperacaoSenha.contaCodigo, contaCodigo), isNull(recuperacaoSenha.usadoEm)));
}

/** The housekeeping's batch (server/plugins/limpeza.ts): requests expired before $1. */
export const LIMPEZA_PEDIDOS_DE_SENHA = contarApagadas('limpeza_recuperacao_senha', 'recuperacao_senha', '"recCodigo"', '"expiraEm" < $1::timestamptz');
