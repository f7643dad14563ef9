import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  insProcesso,
  opcao,
  prcSeletivo,
  prcSltCnfFormulario,
  prcSltCnfFrmOpcao,
  prcSltCnfFrmVinculo,
  prcSltCronograma,
  prcSltFrmCampo,
  prcSltOpcao,
} from '../../db/schema/index.ts';
import type { FieldConfig, FormConfig } from '../../../src/domain/formulario-config.ts';
import { inscricaoDaPessoa } from '../../entities/inscricao/inscricao.ts';
import { paginar, type Pagina } from '../../http/pagina.ts';
import type { ResourceDef } from '../../http/pesquisa.ts';

export type { Processo } from '../../entities/processo/processo.ts';
export type { Inscricao } from '../../entities/inscricao/inscricao.ts';

/** What insProcesso/pesquisa may filter, sort and map by (SPEC §7): the candidate's own enrolments. */
export const INSCRICOES_DA_PESSOA: ResourceDef = {
  fields: {
    insPrcCodigo: { column: insProcesso.insPrcCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    prcSltCodigo: { column: insProcesso.prcSltCodigo, type: 'int', ops: ['eq', 'in'] },
    'prcSeletivo.prcSltCodigo': { column: insProcesso.prcSltCodigo, type: 'int', ops: ['eq', 'in'] },
    insCancelada: { column: insProcesso.insCancelada, type: 'tf', ops: ['eq'] },
    insPrcIncDtHora: { column: insProcesso.insPrcIncDtHora, type: 'timestamp', ops: ['ge', 'le'], sortable: true },
  },
  mapOnly: ['insDeferida', 'insIndeferida', 'insPrcMotivoIndeferimento', 'edicaoPermitida', 'insPrcSimulacao', 'insPrcCdgVerificacao', 'insPrcFrmPagamento', 'insPrcSlcIsencao', 'prcSeletivo', 'pssFisica', 'opcVlrInscricao', 'tblGrlItmCdgPrcSltTpCrn', 'dtFimEdicao', 'resultadoSituacao', 'resultadoTipo'],
  defaultLimit: 25,
  maxLimit: 200,
};

/** The person's enrolments with their process, filtered/sorted by the pesquisa whitelist. */
export function listarInscricoesProprias(db: DbOrTx, pssFscCodigo: number, p: Pagina & { where?: SQL }) {
  const campos = {
    insPrcCodigo: insProcesso.insPrcCodigo,
    insPrcIncDtHora: insProcesso.insPrcIncDtHora,
    insCancelada: insProcesso.insCancelada,
    insDeferida: insProcesso.insDeferida,
    insIndeferida: insProcesso.insIndeferida,
    insPrcMotivoIndeferimento: insProcesso.insPrcMotivoIndeferimento,
    edicaoFlag: insProcesso.edicaoPermitida,
    insPrcEdicaoAte: insProcesso.insPrcEdicaoAte,
    insPrcSimulacao: insProcesso.insPrcSimulacao,
    insPrcSlcIsencao: insProcesso.insPrcSlcIsencao,
    insPrcFrmPagamento: insProcesso.insPrcFrmPagamento,
    insPrcCdgVerificacao: insProcesso.insPrcCdgVerificacao,
    pssFscCodigo: insProcesso.pssFscCodigo,
    processo: prcSeletivo,
    taxa: sql<number | null>`(SELECT max(o."opcVlrInscricao") FROM ${prcSltOpcao} so JOIN ${opcao} o ON o."opcCodigo" = so."opcCodigo" WHERE so."insPrcCodigo" = ${insProcesso.insPrcCodigo})`,
    cronograma: sql<string | null>`(SELECT c."tblGrlItmCdgPrcSltTpCrn" FROM ${prcSltCronograma} c WHERE c."prcSltCodigo" = ${insProcesso.prcSltCodigo} ORDER BY c."prcSltCrnOrdem" LIMIT 1)`,
  };
  const ordem = [...(p.orderBy.length ? p.orderBy : [desc(insProcesso.insPrcIncDtHora)]), desc(insProcesso.insPrcCodigo)];
  return paginar(
    db,
    campos,
    (q) => q.from(insProcesso).innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo)).where(and(inscricaoDaPessoa(pssFscCodigo), p.where)),
    { ...p, orderBy: ordem },
  );
}

/** The newest non-cancelled enrolment of a person in a process (the existing-enrolment lookup). */
export async function latestActiveEnrolment(db: DbOrTx, pssFscCodigo: number, prcSltCodigo: number) {
  const [row] = await db
    .select()
    .from(insProcesso)
    .where(and(inscricaoDaPessoa(pssFscCodigo, { prcSltCodigo }), eq(insProcesso.insCancelada, false)))
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
