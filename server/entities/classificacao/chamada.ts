/**
 * Owner of the call-up lists (issue 22 item 5): chm_chamada (a call of a process's final result), chm_convocado (who
 * it called, from which option × list and rank) and prc_slt_ins_convocado (each call's row on the candidate's
 * "Convocações" screen, with its situation). In the staff write's transaction (features/gestao-resultados/chamadas-routes.ts).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { chmChamada, chmConvocado, prcSltInsConvocado } from '../../db/schema/index.ts';
import type { Convocar, SituacaoConvocado } from '../../../src/domain/resultado.ts';

export interface NovaChamada {
  prcSltCodigo: number;
  /** 1 = the first call, 2 = the second, ... */
  numero: number;
  /** The final result it calls from. */
  resPubCodigo: number;
  inicio: Date;
  fim: Date;
  instrucoes: string;
  url: string | null;
  presencial: boolean;
  /** Who generated it. */
  pssFscCodigo: number;
}

/** A call row a later call ended: the candidate, called in an option they prefer, left the one it was in. */
export interface ConvocacaoEncerrada {
  prcSltInsCnvCodigo: number;
  insPrcCodigo: number;
  opcCodigo: number;
  antes: SituacaoConvocado;
  depois: SituacaoConvocado;
}

/**
 * Writes a call: the call, each candidate's row and how they were called. A candidate called into an option they
 * prefer (`deixa`) leaves the one they held: that earlier row, still holding the seat (CONVOCADO or MATRICULADO),
 * ends as DEIXOU_OPCAO, so neither staff nor the candidate read it as a seat still held (issue 36 item 5). Answers
 * the call's row and the rows it ended (for the audit row).
 */
export async function gravarChamada(tx: Tx, c: NovaChamada, convocar: readonly Convocar[]) {
  const [chamada] = await tx
    .insert(chmChamada)
    .values({ prcSltCodigo: c.prcSltCodigo, chmNumero: c.numero, resPubCodigo: c.resPubCodigo, chmInicio: c.inicio, chmFim: c.fim, chmInstrucoes: c.instrucoes, chmUrl: c.url, pssFscCodigo: c.pssFscCodigo })
    .returning();
  const encerradas = await encerrarOpcoesDeixadas(tx, c.prcSltCodigo, convocar);
  const cnv = await tx
    .insert(prcSltInsConvocado)
    .values(
      convocar.map((v) => ({
        insPrcCodigo: v.inscricao,
        prcSltInsCnvChamada: c.numero,
        opcCodigo: v.opcao,
        prcSltInsCnvDtInicio: c.inicio,
        prcSltInsCnvDtFim: c.fim,
        prcSltInsCnvOrientacao: c.instrucoes,
        prcSltInsCnvUrl: c.url,
        prcSltInsCnvPresencial: c.presencial,
      })),
    )
    .returning({ id: prcSltInsConvocado.prcSltInsCnvCodigo, ins: prcSltInsConvocado.insPrcCodigo });
  const idDe = new Map(cnv.map((x) => [x.ins, x.id]));
  await tx
    .insert(chmConvocado)
    .values(convocar.map((v) => ({ chmCodigo: chamada.chmCodigo, insPrcCodigo: v.inscricao, opcCodigo: v.opcao, chmCnvLista: v.lista, chmCnvPosicao: v.posicao, prcSltInsCnvCodigo: idDe.get(v.inscricao)! })));
  return { chamada, encerradas };
}

/** Ends, for each candidate called into a preferred option, their earlier call row in the option they leave. */
async function encerrarOpcoesDeixadas(tx: Tx, prc: number, convocar: readonly Convocar[]): Promise<ConvocacaoEncerrada[]> {
  const deixam = convocar.filter((v) => v.deixa);
  if (!deixam.length) return [];
  const antes = ((await tx.execute(sql`
    SELECT c."prcSltInsCnvCodigo", c."insPrcCodigo", c."opcCodigo", c."prcSltInsCnvSituacao" AS antes
      FROM prc_slt_ins_convocado c
      JOIN chm_convocado v ON v."prcSltInsCnvCodigo" = c."prcSltInsCnvCodigo"
      JOIN chm_chamada h ON h."chmCodigo" = v."chmCodigo"
      JOIN unnest(${sql.param(deixam.map((v) => v.inscricao))}::int[], ${sql.param(deixam.map((v) => v.deixa!.opcao))}::int[]) AS d(ins, opcao)
        ON d.ins = c."insPrcCodigo" AND d.opcao = c."opcCodigo"
     WHERE h."prcSltCodigo" = ${prc} AND c."prcSltInsCnvSituacao" IN ('CONVOCADO', 'MATRICULADO')
     ORDER BY c."prcSltInsCnvCodigo"
       FOR UPDATE OF c`)) as unknown as { rows: Omit<ConvocacaoEncerrada, 'depois'>[] }).rows;
  if (!antes.length) return [];
  await tx
    .update(prcSltInsConvocado)
    .set({ prcSltInsCnvSituacao: 'DEIXOU_OPCAO' })
    .where(sql`${prcSltInsConvocado.prcSltInsCnvCodigo} = ANY(${sql.param(antes.map((a) => a.prcSltInsCnvCodigo))}::int[])`);
  return antes.map((a) => ({ ...a, depois: 'DEIXOU_OPCAO' }));
}

/** Records a called candidate's outcome (MATRICULADO, NAO_COMPARECEU, DESISTENTE) on their call row. */
export async function mudarSituacaoDoConvocado(tx: Tx, prcSltInsCnvCodigo: number, situacao: SituacaoConvocado): Promise<void> {
  await tx.update(prcSltInsConvocado).set({ prcSltInsCnvSituacao: situacao }).where(sql`${prcSltInsConvocado.prcSltInsCnvCodigo} = ${prcSltInsCnvCodigo}`);
}
