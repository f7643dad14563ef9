/**
 * The reads behind the candidate's own page (issue 38): for every enrolment of a person, the facts its steps are
 * made of (src/domain/etapas-inscricao.ts) — payment state, documents asked and their last versions, homologation,
 * seat, published result, call-up. /prcSeletivo is the busiest screen of the site, so the requests of many people
 * that arrive together are read together (LeituraEmLote): four statements per batch, whatever its size, instead of
 * a dozen per person.
 */
import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { etapasDaInscricao, type DocumentosFatos } from '../../../src/domain/etapas-inscricao.ts';
import type { EtapasDaInscricaoWire } from '../../../src/domain/wire/etapas.ts';
import type { DbOrTx } from '../../db/client.ts';
import { LeituraEmLote } from '../../db/leitura-em-lote.ts';
import { insPrcDocumento, insProcesso, prcSeletivo, prcSltTpDocumento } from '../../db/schema/index.ts';
import { foraDaJanela, janelaDoTipo, podeEnviarSobre, tipoSeAplica, type LinhaDocumento, type TipoDocumento } from '../../entities/documento/documento.ts';
import { situacoesPublicadas } from '../../entities/classificacao/resultado.ts';
import { situacaoPagamentoSql } from '../../entities/pagamento/situacao-pagamento.ts';

/** Enrolments per person the page shows (the enrolment list's own page size). */
const LIMITE_POR_PESSOA = 200;

async function inscricoesDe(db: DbOrTx, pessoas: number[], hoje: string) {
  return db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      pssFscCodigo: insProcesso.pssFscCodigo,
      prcSltCodigo: insProcesso.prcSltCodigo,
      insCancelada: insProcesso.insCancelada,
      insDeferida: insProcesso.insDeferida,
      insIndeferida: insProcesso.insIndeferida,
      cotista: insProcesso.insPrcCotista,
      deficiencia: insProcesso.insPrcDeficiente,
      condicaoEspecial: sql<boolean>`(${insProcesso.insPrcAtnEspecializado} OR ${insProcesso.insPrcNcsTmpAdicional} OR ${insProcesso.insPrcBncEspecial})`,
      isencao: insProcesso.insPrcSlcIsencao,
      prcInicio: prcSeletivo.prcSltDtInicio,
      prcFim: prcSeletivo.prcSltDtFim,
      recebeArquivos: prcSeletivo.prcSltEnvArquivo,
      ensalamentoLiberado: prcSeletivo.prcSltExbEnsalamento,
      pagamento: situacaoPagamentoSql({ insPrcCodigo: insProcesso.insPrcCodigo, insCancelada: insProcesso.insCancelada, insPrcSlcIsencao: insProcesso.insPrcSlcIsencao }, hoje),
      opcoes: sql<number[]>`array(SELECT so."opcCodigo" FROM prc_slt_opcao so WHERE so."insPrcCodigo" = ${insProcesso.insPrcCodigo})`,
      temProva: sql<boolean>`EXISTS (SELECT 1 FROM prc_slt_etp_prova e WHERE e."prcSltCodigo" = ${insProcesso.prcSltCodigo} AND e."prcSltEtpPrvEnsala")`,
      temSala: sql<boolean>`EXISTS (SELECT 1 FROM ins_prc_prv_sala s WHERE s."insPrcCodigo" = ${insProcesso.insPrcCodigo})`,
      chamada: sql<number | null>`(SELECT max(c."prcSltInsCnvChamada") FROM prc_slt_ins_convocado c WHERE c."insPrcCodigo" = ${insProcesso.insPrcCodigo})`,
    })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .where(inArray(insProcesso.pssFscCodigo, pessoas))
    .orderBy(asc(insProcesso.pssFscCodigo), desc(insProcesso.insPrcIncDtHora), desc(insProcesso.insPrcCodigo));
}
type Linha = Awaited<ReturnType<typeof inscricoesDe>>[number];

/** The documents facts of one enrolment: its required types given its answers, and each one's last version. */
function documentosFatos(i: Linha, tipos: TipoDocumento[], versoes: LinhaDocumento[], now: Date): DocumentosFatos | null {
  if (!i.recebeArquivos) return null;
  const seus = tipos.filter((t) => t.prcSltCodigo === i.prcSltCodigo && tipoSeAplica(t, { ...i, opcoes: i.opcoes.map(Number) }));
  if (!seus.length) return null;
  const f: DocumentosFatos = { obrigatorios: 0, enviados: 0, aceitos: 0, recusados: 0, podeEnviar: false };
  for (const t of seus) {
    // versions come newest first per type: the first is the last one sent
    const ultima = versoes.find((v) => v.insPrcCodigo === i.insPrcCodigo && v.prcSltTpDocCodigo === t.prcSltTpDocCodigo);
    if (ultima?.insPrcDocSituacao === 'RECUSADO') f.recusados++;
    if (foraDaJanela(janelaDoTipo(t, i), now) === null && podeEnviarSobre(ultima)) f.podeEnviar = true;
    if (!t.prcSltTpDocObrigatorio) continue;
    f.obrigatorios++;
    if (ultima && ultima.insPrcDocSituacao !== 'RECUSADO') f.enviados++;
    if (ultima?.insPrcDocSituacao === 'ACEITO') f.aceitos++;
  }
  return f;
}

/** Each person's enrolments with their steps, for many people at once (one answer per person, in order). */
export async function etapasDePessoas(db: DbOrTx, pessoas: number[], now: Date): Promise<EtapasDaInscricaoWire[][]> {
  const linhas = await inscricoesDe(db, [...new Set(pessoas)], todayInSaoPaulo(now));
  const inscricoes = linhas.map((l) => l.insPrcCodigo);
  const comArquivos = linhas.filter((l) => l.recebeArquivos && !l.insCancelada);
  const processos = [...new Set(comArquivos.map((l) => l.prcSltCodigo))];
  const [tipos, versoes, resultados] = await Promise.all([
    processos.length ? db.select().from(prcSltTpDocumento).where(inArray(prcSltTpDocumento.prcSltCodigo, processos)) : Promise.resolve([] as TipoDocumento[]),
    comArquivos.length
      ? db.select().from(insPrcDocumento).where(inArray(insPrcDocumento.insPrcCodigo, comArquivos.map((l) => l.insPrcCodigo))).orderBy(asc(insPrcDocumento.prcSltTpDocCodigo), desc(insPrcDocumento.insPrcDocVersao))
      : Promise.resolve([] as LinhaDocumento[]),
    situacoesPublicadas(db, inscricoes),
  ]);
  const porPessoa = new Map<number, EtapasDaInscricaoWire[]>();
  for (const i of linhas) {
    const lista = porPessoa.get(i.pssFscCodigo) ?? [];
    if (lista.length >= LIMITE_POR_PESSOA) continue;
    const etapas = etapasDaInscricao({
      cancelada: i.insCancelada,
      deferida: i.insDeferida,
      indeferida: i.insIndeferida,
      pagamento: i.pagamento,
      documentos: i.insCancelada ? null : documentosFatos(i, tipos, versoes, now),
      temProva: i.temProva,
      ensalamentoLiberado: i.ensalamentoLiberado,
      temSala: i.temSala,
      resultado: resultados.get(i.insPrcCodigo) ?? null,
      convocacao: i.chamada === null ? null : { chamada: Number(i.chamada) },
    });
    lista.push({ insPrcCodigo: i.insPrcCodigo, prcSltCodigo: i.prcSltCodigo, etapas });
    porPessoa.set(i.pssFscCodigo, lista);
  }
  return pessoas.map((p) => porPessoa.get(p) ?? []);
}

/** The batched reader one app keeps: requests arriving together share one read. */
export function leitorDeEtapas(db: DbOrTx, clock: () => Date) {
  return new LeituraEmLote<number, EtapasDaInscricaoWire[]>((pessoas) => etapasDePessoas(db, pessoas, clock()), 100, 'etapas das inscrições');
}
