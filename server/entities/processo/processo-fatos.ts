/**
 * The facts a process's phase and readiness are derived from (src/domain/fases-processo.ts, prontidao.ts): one
 * read over the process's tables, inside the caller's transaction when a step checks it before writing. Reads only.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { FatosDoProcesso } from '../../../src/domain/fases-processo.ts';
import { TIPO_CRONOGRAMA_RECURSO } from '../../../src/domain/cronograma.ts';

/**
 * The enrolment-form answers a quota category is declared with (Lei 12.711/2012, art. 3º: preto, pardo, indígena,
 * quilombola, pessoa com deficiência; art. 1º: ensino médio em escola pública): a process with categories needs one
 * of them on its form. Names absent from a catalogue simply match nothing.
 */
const CAMPOS_DE_COTA = ['insPrcCotista', 'insPrcEscolaPublica', 'insPrcAfrodescendente', 'insPrcIndigena', 'insPrcQuilombola', 'insPrcDeficiente'] as const;

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const data = (v: Date | string | null) => (v === null ? null : new Date(v));

interface Linha {
  tipo: string;
  publicado: boolean;
  arquivado: boolean;
  inicio: Date | string;
  fim: Date | string;
  nmrOpcoes: number;
  meios: number;
  exibeEnsalamento: boolean;
  opcoesFinais: number;
  opcoesComTaxa: number;
  municipios: number;
  lugares: number;
  mncExibir: boolean | null;
  mncObrigatorio: boolean | null;
  cotaExibir: boolean | null;
  cotaObrigatorio: boolean | null;
  categorias: number;
  documentosFora: string[] | null;
  inscricoes: number;
  deferidas: number;
  semHomologacao: number;
  deferidasSemMunicipio: number;
  ensalados: number;
  calculos: number;
  preliminarEm: Date | string | null;
  finalEm: Date | string | null;
  janelas: { descricao: string; inicio: string | null; fim: string | null }[] | null;
  recursosSemResposta: number;
  chamadas: number;
  semDesfecho: number;
}

/** The facts of one process, or null when it does not exist. */
export async function fatosDoProcesso(db: DbOrTx, prc: number): Promise<FatosDoProcesso | null> {
  const campo = (nome: string, col: 'Exibir' | 'Obrigatorio') =>
    sql.raw(`(SELECT c."prcSltCnfFrm${col}" FROM prc_slt_cnf_formulario c JOIN prc_slt_frm_campo f ON f."prcSltFrmCmpCodigo" = c."prcSltFrmCmpCodigo"
               WHERE c."prcSltCodigo" = p."prcSltCodigo" AND f."prcSltFrmCmpNome" = '${nome}')`);
  const [r] = rowsOf<Linha>(
    await db.execute(sql`
      SELECT p."prcSltTipo" AS tipo, p."prcSltPublicado" AS publicado, p."prcSltArquivado" AS arquivado,
             p."prcSltDtInicio" AS inicio, p."prcSltDtFim" AS fim, p."prcSltNmrOpcoes" AS "nmrOpcoes",
             (p."prcSltPgtBoleto"::int + p."prcSltPgtPix"::int + p."prcSltPgtCartao"::int + p."prcSltPgtDebito"::int) AS meios,
             p."prcSltExbEnsalamento" AS "exibeEnsalamento",
             (SELECT count(*)::int FROM opcao o WHERE o."prcSltCodigo" = p."prcSltCodigo" AND o."opcOpcFinal") AS "opcoesFinais",
             (SELECT count(*)::int FROM opcao o WHERE o."prcSltCodigo" = p."prcSltCodigo" AND o."opcOpcFinal" AND coalesce(o."opcVlrInscricao", 0) > 0) AS "opcoesComTaxa",
             (SELECT count(*)::int FROM prc_slt_mnc_prova m WHERE m."prcSltCodigo" = p."prcSltCodigo") AS municipios,
             (SELECT coalesce(sum(s."prcSltPrvSlQntLugar"), 0)::int FROM prc_slt_prv_sala s JOIN prc_slt_lcl_prova l ON l."prcSltLclPrvCodigo" = s."prcSltLclPrvCodigo"
               WHERE l."prcSltCodigo" = p."prcSltCodigo") AS lugares,
             ${campo('prcSltMncPrvCodigo', 'Exibir')} AS "mncExibir", ${campo('prcSltMncPrvCodigo', 'Obrigatorio')} AS "mncObrigatorio",
             (SELECT bool_or(c."prcSltCnfFrmExibir") FROM prc_slt_cnf_formulario c JOIN prc_slt_frm_campo f ON f."prcSltFrmCmpCodigo" = c."prcSltFrmCmpCodigo"
               WHERE c."prcSltCodigo" = p."prcSltCodigo" AND f."prcSltFrmCmpNome" = ANY(${sql.param([...CAMPOS_DE_COTA])}::text[])) AS "cotaExibir",
             false AS "cotaObrigatorio",
             (SELECT coalesce(jsonb_array_length(r."clsRgrRegras"->'categorias'), 0) FROM cls_regra r WHERE r."prcSltCodigo" = p."prcSltCodigo") AS categorias,
             (SELECT array_agg(d."prcSltTpDocNome" ORDER BY d."prcSltTpDocOrdem") FROM prc_slt_tp_documento d
               WHERE d."prcSltCodigo" = p."prcSltCodigo" AND d."prcSltTpDocInicio" IS NOT NULL
                 AND (d."prcSltTpDocInicio" < p."prcSltDtInicio" OR d."prcSltTpDocFim" < p."prcSltDtInicio")) AS "documentosFora",
             i.inscricoes, i.deferidas, i."semHomologacao", i."deferidasSemMunicipio",
             (SELECT count(*)::int FROM ins_prc_prv_sala a JOIN ins_processo x ON x."insPrcCodigo" = a."insPrcCodigo"
               WHERE x."prcSltCodigo" = p."prcSltCodigo" AND NOT x."insCancelada") AS ensalados,
             (SELECT count(*)::int FROM cls_calculo c WHERE c."prcSltCodigo" = p."prcSltCodigo") AS calculos,
             (SELECT max(r."resPubEm") FROM res_publicacao r WHERE r."prcSltCodigo" = p."prcSltCodigo" AND r."resPubTipo" = 'preliminar') AS "preliminarEm",
             (SELECT max(r."resPubEm") FROM res_publicacao r WHERE r."prcSltCodigo" = p."prcSltCodigo" AND r."resPubTipo" = 'final') AS "finalEm",
             (SELECT json_agg(json_build_object('descricao', c."prcSltCrnDescricao", 'inicio', c."prcSltCrnDtInicio", 'fim', c."prcSltCrnDtFim") ORDER BY c."prcSltCrnOrdem")
                FROM prc_slt_cronograma c WHERE c."prcSltCodigo" = p."prcSltCodigo" AND c."tblGrlItmCdgPrcSltTpCrn" = ${TIPO_CRONOGRAMA_RECURSO}) AS janelas,
             (SELECT count(*)::int FROM ins_prc_recurso r JOIN ins_processo x ON x."insPrcCodigo" = r."insPrcCodigo"
               WHERE x."prcSltCodigo" = p."prcSltCodigo" AND NOT x."insCancelada"
                 AND NOT EXISTS (SELECT 1 FROM ins_prc_rcr_resposta s WHERE s."insPrcRcrCodigo" = r."insPrcRcrCodigo")) AS "recursosSemResposta",
             (SELECT count(*)::int FROM chm_chamada h WHERE h."prcSltCodigo" = p."prcSltCodigo") AS chamadas,
             (SELECT count(*)::int FROM chm_convocado v JOIN prc_slt_ins_convocado c ON c."prcSltInsCnvCodigo" = v."prcSltInsCnvCodigo"
               WHERE v."chmCodigo" = (SELECT h."chmCodigo" FROM chm_chamada h WHERE h."prcSltCodigo" = p."prcSltCodigo" ORDER BY h."chmNumero" DESC LIMIT 1)
                 AND c."prcSltInsCnvSituacao" = 'CONVOCADO') AS "semDesfecho"
        FROM prc_seletivo p,
             LATERAL (SELECT count(*)::int AS inscricoes,
                             count(*) FILTER (WHERE x."insDeferida")::int AS deferidas,
                             count(*) FILTER (WHERE NOT x."insDeferida" AND NOT x."insIndeferida")::int AS "semHomologacao",
                             count(*) FILTER (WHERE x."insDeferida" AND x."prcSltMncPrvCodigo" IS NULL)::int AS "deferidasSemMunicipio"
                        FROM ins_processo x WHERE x."prcSltCodigo" = p."prcSltCodigo" AND NOT x."insCancelada") i
       WHERE p."prcSltCodigo" = ${prc}`),
  );
  if (!r) return null;
  return {
    tipo: r.tipo,
    publicado: r.publicado,
    arquivado: r.arquivado,
    inicio: new Date(r.inicio),
    fim: new Date(r.fim),
    nmrOpcoes: r.nmrOpcoes,
    opcoesFinais: r.opcoesFinais,
    opcoesComTaxa: r.opcoesComTaxa,
    meiosDePagamento: r.meios,
    municipiosDeProva: r.municipios,
    lugares: r.lugares,
    campoMunicipio: { exibir: !!r.mncExibir, obrigatorio: !!r.mncExibir && !!r.mncObrigatorio },
    campoCotas: { exibir: !!r.cotaExibir, obrigatorio: !!r.cotaExibir && !!r.cotaObrigatorio },
    categorias: r.categorias ?? 0,
    documentosForaDoPeriodo: r.documentosFora ?? [],
    inscricoes: r.inscricoes,
    deferidas: r.deferidas,
    semHomologacao: r.semHomologacao,
    deferidasSemMunicipio: r.deferidasSemMunicipio,
    ensalados: r.ensalados,
    ensalamentoLiberado: r.exibeEnsalamento && r.ensalados > 0,
    calculos: r.calculos,
    preliminarEm: data(r.preliminarEm),
    finalEm: data(r.finalEm),
    janelasRecurso: (r.janelas ?? []).map((j) => ({ descricao: j.descricao, inicio: data(j.inicio), fim: data(j.fim) })),
    recursosSemResposta: r.recursosSemResposta,
    chamadas: r.chamadas,
    convocadosSemDesfecho: r.semDesfecho,
  };
}

/** The deferred enrolments of a process without an exam municipality: what seating cannot place (the bulk fix lists them). */
export async function deferidasSemMunicipio(db: DbOrTx, prc: number, limite = 500): Promise<{ insPrcCodigo: number; nome: string }[]> {
  return rowsOf<{ insPrcCodigo: number; nome: string }>(
    await db.execute(sql`
      SELECT i."insPrcCodigo", p."pssFscNome" AS nome FROM ins_processo i JOIN pss_fisica p ON p."pssFscCodigo" = i."pssFscCodigo"
       WHERE i."prcSltCodigo" = ${prc} AND i."insDeferida" AND NOT i."insCancelada" AND i."prcSltMncPrvCodigo" IS NULL
       ORDER BY p."pssFscNome", i."insPrcCodigo" LIMIT ${limite}`),
  );
}
