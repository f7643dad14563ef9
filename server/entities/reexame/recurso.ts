/**
 * A candidate's appeal (reexame) as written: the appeal, its link to the schedule's window and its attachment
 * (ins_prc_recurso, ins_prc_rcr_cronograma, ins_prc_rcr_anexo), owned here with the staff's answers (./reexame.ts).
 * The candidate's route (server/features/reexame) decides whether an appeal may be made; this is its write.
 */
import type { DbOrTx } from '../../db/client.ts';
import { insPrcRcrAnexo, insPrcRcrCronograma, insPrcRecurso } from '../../db/schema/index.ts';
import type { TipoAnexo } from '../documento/anexo.ts';
import { marcarReexameSolicitado } from '../inscricao/inscricao-escrita.ts';

export interface NovoRecurso {
  insPrcCodigo: number;
  prcSltCrnCodigo: number;
  tipo: string;
  justificativa: string;
  valor: number | null;
  criadoEm: Date;
  anexo: { nome: string; tipo: TipoAnexo; dados: Buffer; sha256: string } | null;
}

/** Writes an appeal, its window link and attachment, and marks the enrolment as having asked for reexame. */
export async function inserirRecurso(tx: DbOrTx, r: NovoRecurso): Promise<number> {
  const [rec] = await tx
    .insert(insPrcRecurso)
    .values({ insPrcCodigo: r.insPrcCodigo, tblGrlItmCdgPrcSltTpCrn: r.tipo, insPrcRcrJustificativa: r.justificativa, insPrcRcrVlr: r.valor, insPrcRcrCriadoEm: r.criadoEm })
    .returning({ id: insPrcRecurso.insPrcRcrCodigo });
  await tx.insert(insPrcRcrCronograma).values({ insPrcRcrCodigo: rec.id, insPrcCodigo: r.insPrcCodigo, prcSltCrnCodigo: r.prcSltCrnCodigo });
  if (r.anexo) {
    await tx.insert(insPrcRcrAnexo).values({
      insPrcRcrCodigo: rec.id,
      insPrcRcrAnxNome: r.anexo.nome,
      insPrcRcrAnxTipo: r.anexo.tipo,
      insPrcRcrAnxTamanho: r.anexo.dados.length,
      insPrcRcrAnxSha256: r.anexo.sha256,
      insPrcRcrAnxConteudo: r.anexo.dados,
    });
  }
  await marcarReexameSolicitado(tx, r.insPrcCodigo);
  return rec.id;
}

