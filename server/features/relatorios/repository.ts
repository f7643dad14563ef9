import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  insPrcPrvSala,
  insProcesso,
  municipio,
  opcao,
  prcSeletivo,
  prcSltCronograma,
  prcSltLclProva,
  prcSltOpcao,
  prcSltPrvSala,
  pssFisica,
  tblGrlItem,
} from '../../db/schema/index.ts';

export async function nomePessoa(db: DbOrTx, pssFscCodigo: number) {
  const [row] = await db.select({ nome: pssFisica.pssFscNome }).from(pssFisica).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  return row?.nome ?? '';
}

export async function cronogramaParaImpressao(db: DbOrTx, prcSltCodigo: number, tipo: string) {
  const [p] = await db.select({ descricao: prcSeletivo.prcSltDescricao }).from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prcSltCodigo));
  if (!p) return null;
  const [t] = await db
    .select({ descricao: tblGrlItem.tblGrlItmDescricao })
    .from(tblGrlItem)
    .where(and(eq(tblGrlItem.tblGrlCodigo, 'PrcSltTpCrn'), eq(tblGrlItem.tblGrlItmCodigo, tipo)));
  const itens = await db
    .select({ descricao: prcSltCronograma.prcSltCrnDescricao, inicio: prcSltCronograma.prcSltCrnDtInicio, fim: prcSltCronograma.prcSltCrnDtFim })
    .from(prcSltCronograma)
    .where(and(eq(prcSltCronograma.prcSltCodigo, prcSltCodigo), eq(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn, tipo)))
    .orderBy(asc(prcSltCronograma.prcSltCrnOrdem), asc(prcSltCronograma.prcSltCrnDtInicio), asc(prcSltCronograma.prcSltCrnCodigo));
  return { processo: p.descricao, tipo: t?.descricao ?? 'Cronograma', itens };
}

/** Receipt facts of one person's enrolment, or null. */
export async function comprovante(db: DbOrTx, pssFscCodigo: number, insPrcCodigo: number) {
  const [ins] = await db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      insPrcIncDtHora: insProcesso.insPrcIncDtHora,
      insPrcCdgVerificacao: insProcesso.insPrcCdgVerificacao,
      insCancelada: insProcesso.insCancelada,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      pssFscNome: pssFisica.pssFscNome,
    })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .where(and(eq(insProcesso.insPrcCodigo, insPrcCodigo), eq(insProcesso.pssFscCodigo, pssFscCodigo)));
  if (!ins) return null;
  const opcoes = await db
    .select({ ordem: prcSltOpcao.prcSltOpcOrdem, descricao: opcao.opcDescricao })
    .from(prcSltOpcao)
    .innerJoin(opcao, eq(opcao.opcCodigo, prcSltOpcao.opcCodigo))
    .where(eq(prcSltOpcao.insPrcCodigo, insPrcCodigo))
    .orderBy(asc(prcSltOpcao.prcSltOpcOrdem));
  return { ...ins, opcoes };
}

/** Room card facts of one person's enrolment in a process that released its room assignment, or null. */
export async function cartaoEnsalamento(db: DbOrTx, pssFscCodigo: number, insPrcCodigo: number) {
  const [row] = await db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      pssFscNome: pssFisica.pssFscNome,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      carteira: insPrcPrvSala.insPrcPrvSlNmrCarteira,
      sala: prcSltPrvSala.prcSltPrvSlNumero,
      bloco: prcSltPrvSala.prcSltPrvSlBloco,
      local: prcSltLclProva.prcSltLclPrvDescricao,
      logradouro: prcSltLclProva.prcSltLclPrvLogradouro,
      bairro: prcSltLclProva.prcSltLclPrvBairro,
      referencia: prcSltLclProva.prcSltLclPrvReferencia,
      cidade: municipio.mncDescricao,
      uf: municipio.ufCodigo,
    })
    .from(insPrcPrvSala)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcPrvSala.insPrcCodigo))
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .innerJoin(prcSltPrvSala, eq(prcSltPrvSala.prcSltPrvSlCodigo, insPrcPrvSala.prcSltPrvSlCodigo))
    .innerJoin(prcSltLclProva, eq(prcSltLclProva.prcSltLclPrvCodigo, prcSltPrvSala.prcSltLclPrvCodigo))
    .innerJoin(municipio, eq(municipio.mncCodigo, prcSltLclProva.mncCodigo))
    .where(and(eq(insPrcPrvSala.insPrcCodigo, insPrcCodigo), eq(insProcesso.pssFscCodigo, pssFscCodigo), eq(prcSeletivo.prcSltExbEnsalamento, true), eq(insProcesso.insCancelada, false)));
  return row ?? null;
}
