import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  insPrcArConhecimento,
  insPrcCndApoio,
  insPrcLocalDesejado,
  insPrcTpInstituicao,
  insProcesso,
  insProcessoHistorico,
  opcao,
  prcSeletivo,
  prcSltCnfFormulario,
  prcSltCnfFrmOpcao,
  prcSltCnfFrmVinculo,
  prcSltCronograma,
  prcSltFrmCampo,
  prcSltOpcao,
} from '../../db/schema/index.ts';
import type { FieldConfig, FormConfig } from '../../../src/domain/form-config.ts';

export type Processo = typeof prcSeletivo.$inferSelect;
export type Inscricao = typeof insProcesso.$inferSelect;

export async function findProcess(db: DbOrTx, prcSltCodigo: number): Promise<Processo | null> {
  const [row] = await db.select().from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prcSltCodigo));
  return row ?? null;
}

/** Enrolment is open: now within [prcSltDtInicio, prcSltDtFim]. */
export const isCurrent = (p: Pick<Processo, 'prcSltDtInicio' | 'prcSltDtFim'>, now: Date) =>
  now.getTime() >= p.prcSltDtInicio.getTime() && now.getTime() <= p.prcSltDtFim.getTime();

export { editDeadline, enrolmentEditable as canEdit } from '../../../src/domain/enrolment-state.ts';

/** An enrolment of this person (null for anyone else's: the caller answers 404 and leaks nothing). */
export async function findOwnEnrolment(db: DbOrTx, insPrcCodigo: number, pssFscCodigo: number): Promise<Inscricao | null> {
  const [row] = await db
    .select()
    .from(insProcesso)
    .where(and(eq(insProcesso.insPrcCodigo, insPrcCodigo), eq(insProcesso.pssFscCodigo, pssFscCodigo)));
  return row ?? null;
}

/** The person's enrolments with their process, filtered/sorted by the pesquisa whitelist. */
export async function listOwnEnrolments(db: DbOrTx, pssFscCodigo: number, p: { where?: SQL; orderBy: SQL[]; offset: number; limit: number }) {
  const where = and(eq(insProcesso.pssFscCodigo, pssFscCodigo), p.where);
  const rows = await db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      insPrcIncDtHora: insProcesso.insPrcIncDtHora,
      insCancelada: insProcesso.insCancelada,
      insDeferida: insProcesso.insDeferida,
      edicaoFlag: insProcesso.edicaoPermitida,
      insPrcSimulacao: insProcesso.insPrcSimulacao,
      insPrcSlcIsencao: insProcesso.insPrcSlcIsencao,
      insPrcFrmPagamento: insProcesso.insPrcFrmPagamento,
      insPrcCdgVerificacao: insProcesso.insPrcCdgVerificacao,
      pssFscCodigo: insProcesso.pssFscCodigo,
      processo: prcSeletivo,
      taxa: sql<number | null>`(SELECT max(o."opcVlrInscricao") FROM ${prcSltOpcao} so JOIN ${opcao} o ON o."opcCodigo" = so."opcCodigo" WHERE so."insPrcCodigo" = ${insProcesso.insPrcCodigo})`,
      cronograma: sql<string | null>`(SELECT c."tblGrlItmCdgPrcSltTpCrn" FROM ${prcSltCronograma} c WHERE c."prcSltCodigo" = ${insProcesso.prcSltCodigo} ORDER BY c."prcSltCrnOrdem" LIMIT 1)`,
    })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .where(where)
    .orderBy(...(p.orderBy.length ? p.orderBy : [desc(insProcesso.insPrcIncDtHora)]), desc(insProcesso.insPrcCodigo))
    .offset(p.offset)
    .limit(p.limit);
  const [{ total }] = await db.select({ total: count() }).from(insProcesso).where(where);
  return { rows, total };
}

/** The newest non-cancelled enrolment of a person in a process (the existing-enrolment lookup). */
export async function latestActiveEnrolment(db: DbOrTx, pssFscCodigo: number, prcSltCodigo: number) {
  const [row] = await db
    .select()
    .from(insProcesso)
    .where(and(eq(insProcesso.pssFscCodigo, pssFscCodigo), eq(insProcesso.prcSltCodigo, prcSltCodigo), eq(insProcesso.insCancelada, false)))
    .orderBy(desc(insProcesso.insPrcIncDtHora), desc(insProcesso.insPrcCodigo))
    .limit(1);
  return row ?? null;
}

const cfg = (exibir: boolean, obrigatorio: boolean, ajuda: string | null, ajudaOculta: boolean, nomeAlternativo: string | null): FieldConfig => ({
  exibir,
  obrigatorio,
  ajuda,
  ajudaOculta,
  nomeAlternativo,
});

/** The form configuration one bond kind overrides (prcSltCnfFrmVinculo), keyed by field wire name. */
export async function loadBondConfig(db: DbOrTx, prcSltCodigo: number, vinculo: 'INTERNO' | 'EXTERNO'): Promise<FormConfig> {
  const porVinculo: FormConfig = {};
  for (const r of await db
    .select({ nome: prcSltFrmCampo.prcSltFrmCmpNome, c: prcSltCnfFrmVinculo })
    .from(prcSltCnfFrmVinculo)
    .innerJoin(prcSltFrmCampo, eq(prcSltFrmCampo.prcSltFrmCmpCodigo, prcSltCnfFrmVinculo.prcSltFrmCmpCodigo))
    .where(and(eq(prcSltCnfFrmVinculo.prcSltCodigo, prcSltCodigo), eq(prcSltCnfFrmVinculo.prcSltCnfFrmVncTipo, vinculo)))) {
    porVinculo[r.nome] = cfg(r.c.prcSltCnfFrmVncExibir, r.c.prcSltCnfFrmVncObrigatorio, r.c.prcSltCnfFrmVncAjuda, r.c.prcSltCnfFrmVncAjudaOculta, r.c.prcSltCnfFrmVncNomeAlternativo);
  }
  return porVinculo;
}

/** The process's form configuration, the bond kind's and each chosen option's, keyed by field wire name. */
export async function loadFormConfig(db: DbOrTx, prcSltCodigo: number, vinculo: 'INTERNO' | 'EXTERNO', opcCodigos: number[]) {
  const processo: FormConfig = {};
  for (const r of await db
    .select({ nome: prcSltFrmCampo.prcSltFrmCmpNome, c: prcSltCnfFormulario })
    .from(prcSltCnfFormulario)
    .innerJoin(prcSltFrmCampo, eq(prcSltFrmCampo.prcSltFrmCmpCodigo, prcSltCnfFormulario.prcSltFrmCmpCodigo))
    .where(eq(prcSltCnfFormulario.prcSltCodigo, prcSltCodigo))) {
    processo[r.nome] = cfg(r.c.prcSltCnfFrmExibir, r.c.prcSltCnfFrmObrigatorio, r.c.prcSltCnfFrmAjuda, r.c.prcSltCnfFrmAjudaOculta, r.c.prcSltCnfFrmNomeAlternativo);
  }
  const porVinculo = await loadBondConfig(db, prcSltCodigo, vinculo);
  const porOpcao = new Map<number, FormConfig>();
  if (opcCodigos.length) {
    for (const r of await db
      .select({ nome: prcSltFrmCampo.prcSltFrmCmpNome, c: prcSltCnfFrmOpcao })
      .from(prcSltCnfFrmOpcao)
      .innerJoin(prcSltFrmCampo, eq(prcSltFrmCampo.prcSltFrmCmpCodigo, prcSltCnfFrmOpcao.prcSltFrmCmpCodigo))
      .where(inArray(prcSltCnfFrmOpcao.opcCodigo, opcCodigos))) {
      const m = porOpcao.get(r.c.opcCodigo) ?? {};
      m[r.nome] = cfg(r.c.prcSltCnfFrmOpcExibir, r.c.prcSltCnfFrmOpcObrigatorio, r.c.prcSltCnfFrmOpcAjuda, r.c.prcSltCnfFrmOpcAjudaOculta, r.c.prcSltCnfFrmOpcNomeAlternativo);
      porOpcao.set(r.c.opcCodigo, m);
    }
  }
  return { processo, porVinculo, porOpcao: [...porOpcao.values()], porOpcaoPorCodigo: porOpcao };
}

export async function enrolmentLists(db: DbOrTx, insPrcCodigo: number) {
  const [opcoes, arConhecimentos, locaisDesejados, cndApoio, tpInstituicoes] = await Promise.all([
    db
      .select({ opcCodigo: prcSltOpcao.opcCodigo, prcSltOpcOrdem: prcSltOpcao.prcSltOpcOrdem, opcDescricao: opcao.opcDescricao, opcVlrInscricao: opcao.opcVlrInscricao })
      .from(prcSltOpcao)
      .innerJoin(opcao, eq(opcao.opcCodigo, prcSltOpcao.opcCodigo))
      .where(eq(prcSltOpcao.insPrcCodigo, insPrcCodigo))
      .orderBy(asc(prcSltOpcao.prcSltOpcOrdem)),
    db
      .select({ prcSltArCnhCodigo: insPrcArConhecimento.prcSltArCnhCodigo, insPrcArCnhOrdem: insPrcArConhecimento.insPrcArCnhOrdem })
      .from(insPrcArConhecimento)
      .where(eq(insPrcArConhecimento.insPrcCodigo, insPrcCodigo))
      .orderBy(asc(insPrcArConhecimento.insPrcArCnhOrdem)),
    db.select({ mncCodigo: insPrcLocalDesejado.mncCodigo }).from(insPrcLocalDesejado).where(eq(insPrcLocalDesejado.insPrcCodigo, insPrcCodigo)),
    db
      .select({ prcSltDfcCndApoioCodigo: insPrcCndApoio.prcSltDfcCndApoioCodigo, insPrcCndApoioDetalhe: insPrcCndApoio.insPrcCndApoioDetalhe })
      .from(insPrcCndApoio)
      .where(eq(insPrcCndApoio.insPrcCodigo, insPrcCodigo)),
    db.select({ tpIstCodigo: insPrcTpInstituicao.tpIstCodigo }).from(insPrcTpInstituicao).where(eq(insPrcTpInstituicao.insPrcCodigo, insPrcCodigo)),
  ]);
  return { opcoes, arConhecimentos, locaisDesejados, cndApoio, tpInstituicoes };
}

/** Records the enrolment as it now stands in its history (an edit; a new enrolment's insert statement writes its own). */
export async function writeSnapshot(
  db: DbOrTx,
  insPrcCodigo: number,
  autor: number,
  acao: string,
  now: Date,
) {
  const [ins] = await db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  const listas = await enrolmentLists(db, insPrcCodigo);
  await db.insert(insProcessoHistorico).values({
    insPrcCodigo,
    pssFscCodigo: autor,
    insPrcHstDtHora: now,
    insPrcHstAcao: acao,
    insPrcHstDados: JSON.parse(JSON.stringify({ ...ins, listas })),
  });
}
