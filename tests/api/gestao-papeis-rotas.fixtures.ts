/**
 * One row of every entity a staff route can name, in one process: the role suite fills each route's path
 * parameters and body ids from it by name (the column names, as the back office's routes use them).
 */
import { count } from 'drizzle-orm';
import {
  chmChamada,
  clsCalculo,
  ctaVerificacao,
  arquivoArmazenado,
  insPrcDocumento,
  insPrcIsnAnexo,
  insPrcRcrAnexo,
  insPrcRecurso,
  insProcesso,
  municipio,
  opcao,
  pais,
  papelEquipe,
  pgtRetorno,
  insBoleto,
  cnabRemessa,
  cnabRemessaBoleto,
  prcSltArConhecimento,
  prcSltCnfFormulario,
  prcSltCnfFrmOpcao,
  prcSltCnfFrmVinculo,
  prcSltCronograma,
  prcSltCrnRecurso,
  prcSltDfcCndApoio,
  prcSltEtpProva,
  prcSltFrmCampo,
  prcSltLclProva,
  prcSltLngEstrangeira,
  prcSltModalidade,
  prcSltMncProva,
  prcSltPrvSala,
  prcSltSerie,
  prcSltSetor,
  prcSltTpDivulgacao,
  prcSltTpDocumento,
  prcSltTpEscolaridade,
  prjEspCronograma,
  pssEtapa,
  rcrRspAnexo,
  reconstrucaoSite,
  resPublicacao,
  tipoInstituicao,
  tipoOpcao,
  uf,
} from '../../server/db/schema/index.ts';
import { createAccount, type TestApp } from '../support/api.ts';

/** The lists of the generic list routes (/gestao/listas/:lista/...), each with the column of its item code. */
export const COLUNA_DA_LISTA: Record<string, string> = {
  linguas: 'prcSltLngEstCodigo',
  series: 'prcSltSerCodigo',
  modalidades: 'prcSltMdlCodigo',
  setores: 'prcSltStrCodigo',
  'areas-conhecimento': 'prcSltArCnhCodigo',
  'condicoes-apoio': 'prcSltDfcCndApoioCodigo',
  divulgacao: 'prcSltTpDvlCodigo',
  escolaridade: 'prcSltTpEscCodigo',
};

let sequencia = 0;

/** Writes the rows of `prc` (a process made by criarProcessoDeTeste) and answers their codes by column name. */
export async function preencherProcesso(t: TestApp, prc: number, pessoaDoPapel: number): Promise<Record<string, number>> {
  const db = t.database.db;
  const n = ++sequencia;
  const um = async <T>(q: Promise<T[]>) => (await q)[0];
  const [{ ufs }] = await db.select({ ufs: count() }).from(uf);
  if (!ufs) {
    const ps = await um(db.insert(pais).values({ psDescricao: 'Brasil', psSigla: 'BR' }).returning());
    await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: ps.psCodigo });
  }
  const mnc = await um(db.insert(municipio).values({ mncDescricao: `Município ${n}`, ufCodigo: 'PR' }).returning());
  const tp = await um(db.insert(tipoOpcao).values({ tpOpcDescricao: `Tipo de opção ${n}` }).returning());
  const lng = await um(db.insert(prcSltLngEstrangeira).values({ prcSltCodigo: prc, prcSltLngEstDescricao: `Inglês ${n}` }).returning());
  const opc = await um(db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: `Curso ${n}`, opcOpcFinal: true, opcVlrInscricao: 5000 }).returning());
  const mncPrv = await um(db.insert(prcSltMncProva).values({ prcSltCodigo: prc, mncCodigo: mnc.mncCodigo }).returning());
  const lcl = await um(db.insert(prcSltLclProva).values({ prcSltCodigo: prc, mncCodigo: mnc.mncCodigo, prcSltLclPrvDescricao: `Local ${n}` }).returning());
  const sala = await um(db.insert(prcSltPrvSala).values({ prcSltLclPrvCodigo: lcl.prcSltLclPrvCodigo, prcSltPrvSlNumero: '101', prcSltPrvSlQntLugar: 40 }).returning());
  const etapa = await um(db.insert(prcSltEtpProva).values({ prcSltCodigo: prc, prcSltEtpPrvDescricao: `Etapa ${n}`, prcSltEtpPrvData: '2026-12-13' }).returning());
  const campo = await um(db.insert(prcSltFrmCampo).values({ prcSltFrmCmpNome: `campoDeTeste${n}`, prcSltFrmCmpDescricao: `Campo ${n}`, prcSltFrmCmpGrupo: 'complementares' }).returning());
  const cnf = await um(db.insert(prcSltCnfFormulario).values({ prcSltCodigo: prc, prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo }).returning());
  const cnfOpc = await um(db.insert(prcSltCnfFrmOpcao).values({ opcCodigo: opc.opcCodigo, prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo }).returning());
  const cnfVnc = await um(db.insert(prcSltCnfFrmVinculo).values({ prcSltCodigo: prc, prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo, prcSltCnfFrmVncTipo: 'INTERNO' }).returning());
  const crn = await um(db.insert(prcSltCronograma).values({ prcSltCodigo: prc, tblGrlItmCdgPrcSltTpCrn: '1', prcSltCrnDescricao: `Resultado ${n}` }).returning());
  await db.insert(prcSltCrnRecurso).values({ prcSltCrnCodigo: crn.prcSltCrnCodigo, prcSltCrnRcrVlr: null });
  const inicio = new Date(t.clock.now.getTime() - 86_400_000);
  const fim = new Date(t.clock.now.getTime() + 10 * 86_400_000);
  const stricto = await um(db.insert(pssEtapa).values({ pssEtpMncTitulo: `Mestrado ${n}`, pssEtpDtInicio: inicio, pssEtpDtFim: fim, prcSltCodigo: prc }).returning());
  const lato = await um(db.insert(prjEspCronograma).values({ prjEspMncTitulo: `Especialização ${n}`, prjEspCrnDtInicio: inicio, prjEspCrnDtTermino: fim, prjEspTpCrnCodigo: 1, prcSltCodigo: prc }).returning());
  const listas = {
    prcSltLngEstCodigo: lng.prcSltLngEstCodigo,
    prcSltSerCodigo: (await um(db.insert(prcSltSerie).values({ prcSltCodigo: prc, prcSltSerDescricao: `1ª série ${n}` }).returning())).prcSltSerCodigo,
    prcSltMdlCodigo: (await um(db.insert(prcSltModalidade).values({ prcSltCodigo: prc, prcSltMdlDescricao: `Modalidade ${n}` }).returning())).prcSltMdlCodigo,
    prcSltStrCodigo: (await um(db.insert(prcSltSetor).values({ prcSltCodigo: prc, prcSltStrDescricao: `Setor ${n}` }).returning())).prcSltStrCodigo,
    prcSltArCnhCodigo: (await um(db.insert(prcSltArConhecimento).values({ prcSltCodigo: prc, prcSltArCnhDescricao: `Área ${n}` }).returning())).prcSltArCnhCodigo,
    prcSltDfcCndApoioCodigo: (await um(db.insert(prcSltDfcCndApoio).values({ prcSltCodigo: prc, prcSltDfcCndApoioDescricao: `Ledor ${n}` }).returning())).prcSltDfcCndApoioCodigo,
    prcSltTpDvlCodigo: (await um(db.insert(prcSltTpDivulgacao).values({ prcSltCodigo: prc, prcSltTpDvlDescricao: `Rádio ${n}` }).returning())).prcSltTpDvlCodigo,
    prcSltTpEscCodigo: (await um(db.insert(prcSltTpEscolaridade).values({ prcSltCodigo: prc, prcSltTpEscDescricao: `Pública ${n}` }).returning())).prcSltTpEscCodigo,
  };
  const tpIst = await um(db.insert(tipoInstituicao).values({ tpIstDescricao: `Tipo de instituição ${n}` }).returning());
  const papel = await um(db.insert(papelEquipe).values({ pssFscCodigo: pessoaDoPapel, papel: 'LEITURA', prcSltCodigo: prc, concedidoEm: t.clock.now }).returning());
  const ins = await um(db.insert(insProcesso).values({ pssFscCodigo: pessoaDoPapel, prcSltCodigo: prc, prcSltMncPrvCodigo: mncPrv.prcSltMncPrvCodigo }).returning());
  const recurso = await um(db.insert(insPrcRecurso).values({ insPrcCodigo: ins.insPrcCodigo, insPrcRcrJustificativa: `Recurso ${n}` }).returning());
  const pdf = Buffer.from('%PDF-1.4 papéis');
  await db.insert(insPrcRcrAnexo).values({ insPrcRcrCodigo: recurso.insPrcRcrCodigo, insPrcRcrAnxNome: 'anexo.pdf', insPrcRcrAnxTipo: 'application/pdf', insPrcRcrAnxTamanho: pdf.length, insPrcRcrAnxSha256: 'x', insPrcRcrAnxConteudo: pdf });
  // exemptions, appeals and payments (issue 21): a document of an exemption request, a staff answer's PDF, a kept bank return
  const isnAnx = await um(db.insert(insPrcIsnAnexo).values({ insPrcCodigo: ins.insPrcCodigo, insPrcIsnAnxNome: 'renda.pdf', insPrcIsnAnxTipo: 'application/pdf', insPrcIsnAnxTamanho: pdf.length, insPrcIsnAnxSha256: 'x', insPrcIsnAnxConteudo: pdf }).returning());
  const rspAnx = await um(db.insert(rcrRspAnexo).values({ prcSltCodigo: prc, rcrRspAnxNome: 'parecer.pdf', rcrRspAnxTamanho: pdf.length, rcrRspAnxSha256: 'x', rcrRspAnxConteudo: pdf }).returning());
  const ret = await um(db.insert(pgtRetorno).values({ retArquivo: `retorno-${n}.ret`, retFormato: 'CNAB240', retBanco: '001', retSha256: `x${n}`, retBytes: 1 }).returning());
  // registered boletos (issue 39): a slip of the enrolment, and a remessa that carries it
  const blt = await um(db.insert(insBoleto).values({ insPrcCodigo: ins.insPrcCodigo, insBltNossoNumero: `28374619${String(n).padStart(9, '0')}`, insBltValor: 5000, insBltDtVencimento: '2026-11-30' }).returning());
  const rem = await um(db.insert(cnabRemessa).values({ remSequencial: 1000 + n, remDia: '2026-11-22', remConteudo: '', remBoletos: 1, remValor: 5000, remSha256: `x${n}` }).returning());
  await db.insert(cnabRemessaBoleto).values({ remCodigo: rem.remCodigo, insBltCodigo: blt.insBltCodigo, remBltMovimento: '01' });
  const rec = await um(db.insert(reconstrucaoSite).values({ pedidaEm: t.clock.now, motivo: `Teste ${n}`, situacao: 'concluida' }).returning());
  // supporting documents (issue 27): a type, and one version sent of it
  const tpDoc = await um(db.insert(prcSltTpDocumento).values({ prcSltCodigo: prc, prcSltTpDocNome: `Laudo ${n}`, prcSltTpDocFormatos: ['application/pdf'], prcSltTpDocMaxBytes: 1024 * 1024, prcSltTpDocParaQuem: 'TODOS', prcSltTpDocSensivel: true }).returning());
  await db.insert(arquivoArmazenado).values({ arqChave: `papeis-${n}`, arqConteudo: pdf });
  const doc = await um(db.insert(insPrcDocumento).values({ insPrcCodigo: ins.insPrcCodigo, prcSltTpDocCodigo: tpDoc.prcSltTpDocCodigo, insPrcDocVersao: 1, insPrcDocNome: 'laudo.pdf', insPrcDocTipo: 'application/pdf', insPrcDocTamanho: pdf.length, insPrcDocSha256: 'x', arqChave: `papeis-${n}` }).returning());
  // quota declarations (issue 36): a "não confirmado" with its appeal waiting
  const vrf = await um(db.insert(ctaVerificacao).values({ insPrcCodigo: ins.insPrcCodigo, ctaVrfDeclaracao: 'PRETO_PARDO', ctaVrfSituacao: 'nao_confirmado', ctaVrfMotivo: 'Não confirmada.', ctaVrfDecididoEm: t.clock.now, ctaVrfRecursoSituacao: 'pendente' }).returning());
  // results and call-ups (issue 22 items 4 and 5): a computation, its final publication, a 1st call
  const cal = await um(db.insert(clsCalculo).values({ prcSltCodigo: prc, clsCalRegras: {} }).returning());
  const pub = await um(db.insert(resPublicacao).values({ prcSltCodigo: prc, resPubTipo: 'final', clsCalCodigo: cal.clsCalCodigo }).returning());
  const chm = await um(db.insert(chmChamada).values({ prcSltCodigo: prc, chmNumero: 1, resPubCodigo: pub.resPubCodigo, chmInicio: inicio, chmFim: fim, chmInstrucoes: 'Traga os documentos.' }).returning());
  return {
    prcSltCodigo: prc,
    clsCalCodigo: cal.clsCalCodigo,
    chmCodigo: chm.chmCodigo,
    mncCodigo: mnc.mncCodigo,
    tpOpcCodigo: tp.tpOpcCodigo,
    opcCodigo: opc.opcCodigo,
    prcSltMncPrvCodigo: mncPrv.prcSltMncPrvCodigo,
    prcSltLclPrvCodigo: lcl.prcSltLclPrvCodigo,
    prcSltPrvSlCodigo: sala.prcSltPrvSlCodigo,
    prcSltEtpPrvCodigo: etapa.prcSltEtpPrvCodigo,
    prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo,
    prcSltCnfFrmCodigo: cnf.prcSltCnfFrmCodigo,
    prcSltCnfFrmOpcCodigo: cnfOpc.prcSltCnfFrmOpcCodigo,
    prcSltCnfFrmVncCodigo: cnfVnc.prcSltCnfFrmVncCodigo,
    prcSltCrnCodigo: crn.prcSltCrnCodigo,
    pssEtpCodigo: stricto.pssEtpCodigo,
    prjEspCrnCodigo: lato.prjEspCrnCodigo,
    ...listas,
    tpIstCodigo: tpIst.tpIstCodigo,
    papCodigo: papel.papCodigo,
    pssFscCodigo: pessoaDoPapel,
    prjEspTpCrnCodigo: lato.prjEspTpCrnCodigo,
    recCodigo: rec.recCodigo,
    insPrcCodigo: ins.insPrcCodigo,
    insPrcRcrCodigo: recurso.insPrcRcrCodigo,
    insPrcIsnAnxCodigo: isnAnx.insPrcIsnAnxCodigo,
    rcrRspAnxCodigo: rspAnx.rcrRspAnxCodigo,
    retCodigo: ret.retCodigo,
    insBltCodigo: blt.insBltCodigo,
    remCodigo: rem.remCodigo,
    prcSltTpDocCodigo: tpDoc.prcSltTpDocCodigo,
    insPrcDocCodigo: doc.insPrcDocCodigo,
    ctaVrfCodigo: vrf.ctaVrfCodigo,
  };
}

/** A person with an account (no role of their own), to hold the fixture's roles. */
export async function pessoaDoPapel(t: TestApp, cpf: string): Promise<number> {
  return (await createAccount(t, { cpf, nome: 'Pessoa do papel', senha: 'senha-do-papel' })).pssFscCodigo;
}
