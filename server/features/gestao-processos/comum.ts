/** What the processes area's route files share: the path parameter, its resolver and the messages. */
import { Type } from 'typebox';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../http/envelope.ts';
import { Codigo } from '../../http/schemas.ts';
import { processoDaLinha } from '../../plugins/equipe.ts';
import { type Processo, processoExistente, processoParaEscrita } from '../../entities/processo/processo.ts';

export const NAO_ENCONTRADO = 'Processo seletivo não encontrado.';

export const PorProcesso = Type.Object({ prcSltCodigo: Codigo }, { additionalProperties: false });

/** The process named in the path: 404 when it does not exist, else the guard checks the caller's scope on it. */
export const processoDoParametro = processoDaLinha('params', 'prcSltCodigo', processoExistente);

/** The process, locked for the rest of the write's transaction (two staff members saving at once queue up). */
export async function processoParaAlterar(tx: Tx, prcSltCodigo: number): Promise<Processo> {
  const p = await processoParaEscrita(tx, prcSltCodigo);
  if (!p) throw notFound(NAO_ENCONTRADO);
  return p;
}
