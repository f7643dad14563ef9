import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import type { ResultadoOpcao } from '../../../src/domain/classificacao.ts';
import { intArray } from './repository.ts';

const LOTE = 5000;

/** Stores a computed ranking in cls_lista (one row per list entry; the eliminated under list '-'), in batches. */
export async function guardarListas(tx: Tx, clsCalCodigo: number, resultado: ResultadoOpcao[]): Promise<void> {
  type Linha = [opc: number, lista: string, pos: number | null, ins: number, nota: number, sit: string, motivo: string | null];
  const linhas: Linha[] = [];
  for (const r of resultado) {
    for (const l of r.listas) for (const c of l.candidatos) linhas.push([r.opcao, l.lista, c.posicao, c.inscricao, c.nota, c.situacao, null]);
    for (const e of r.eliminados) linhas.push([r.opcao, '-', null, e.inscricao, e.nota, 'eliminado', e.motivos.join(' ')]);
  }
  for (let i = 0; i < linhas.length; i += LOTE) {
    const lote = linhas.slice(i, i + LOTE);
    const col = <K extends number>(k: K) => lote.map((l) => l[k]);
    await tx.execute(sql`
      INSERT INTO cls_lista ("clsCalCodigo", "opcCodigo", "clsLstLista", "clsLstPosicao", "insPrcCodigo", "clsLstNota", "clsLstSituacao", "clsLstMotivo")
      SELECT ${clsCalCodigo}, * FROM unnest(${intArray(col(0) as number[])}, ${sql.param(col(1))}::text[], ${sql.param(col(2))}::int[],
                                          ${intArray(col(3) as number[])}, ${sql.param(col(4))}::numeric[], ${sql.param(col(5))}::text[], ${sql.param(col(6))}::text[])`);
  }
}
