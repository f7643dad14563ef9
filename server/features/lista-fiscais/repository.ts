import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { fscPrcSeletivo, insProcesso, municipio, prcSeletivo, prcSltMncProva, pssFisica } from '../../db/schema/index.ts';

export async function tipoProcesso(db: DbOrTx, prcSltCodigo: number) {
  const [row] = await db.select({ tipo: prcSeletivo.prcSltTipo }).from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prcSltCodigo));
  return row?.tipo ?? null;
}

/** An exam municipality of the process, with its name. */
export async function municipioDoProcesso(db: DbOrTx, prcSltCodigo: number, prcSltMncPrvCodigo: number) {
  const [row] = await db
    .select({ mncDescricao: municipio.mncDescricao, ufCodigo: municipio.ufCodigo })
    .from(prcSltMncProva)
    .innerJoin(municipio, eq(municipio.mncCodigo, prcSltMncProva.mncCodigo))
    .where(and(eq(prcSltMncProva.prcSltMncPrvCodigo, prcSltMncPrvCodigo), eq(prcSltMncProva.prcSltCodigo, prcSltCodigo)));
  return row ?? null;
}

/** The municipality an enrolment was assigned to as an inspector, or null. */
export async function municipioDoFiscal(db: DbOrTx, insPrcCodigo: number): Promise<number | null> {
  const [row] = await db.select({ m: fscPrcSeletivo.prcSltMncPrvCodigo }).from(fscPrcSeletivo).where(eq(fscPrcSeletivo.insPrcCodigo, insPrcCodigo));
  return row?.m ?? null;
}

/** The inspectors of one municipality (non-cancelled enrolments): name, role, venue and room only. */
export function fiscaisDoMunicipio(db: DbOrTx, prcSltMncPrvCodigo: number) {
  return db
    .select({
      insPrcCodigo: fscPrcSeletivo.insPrcCodigo,
      pssFscNome: pssFisica.pssFscNome,
      fscPrcSltFuncao: fscPrcSeletivo.fscPrcSltFuncao,
      fscPrcSltLocal: fscPrcSeletivo.fscPrcSltLocal,
      fscPrcSltSala: fscPrcSeletivo.fscPrcSltSala,
    })
    .from(fscPrcSeletivo)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, fscPrcSeletivo.insPrcCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .where(and(eq(fscPrcSeletivo.prcSltMncPrvCodigo, prcSltMncPrvCodigo), eq(insProcesso.insCancelada, false)))
    .orderBy(asc(fscPrcSeletivo.fscPrcSltLocal), asc(pssFisica.pssFscNome));
}
