import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import { arquivoArmazenado, insPrcDocumento, insProcesso, prcSltTpDocumento } from '../schema/index.ts';
import type { Processos } from './processos.ts';

const PDF_DEMO = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/**
 * Demo rows for the supporting documents (issue 27), deterministic: the public call for tutors (which already
 * takes candidates' files) asks every candidate for an identity photo and a diploma, and candidates who declare a
 * disability for a medical report (sensitive: every staff view audited), all within the enrolment period; the
 * first enrolled candidate sent the diploma, which waits in the staff's queue.
 */
export async function seedDocumentos(db: DbOrTx, p: Processos): Promise<number> {
  const prc = p.chamamento;
  const [, diploma] = await db
    .insert(prcSltTpDocumento)
    .values([
      { prcSltCodigo: prc, prcSltTpDocNome: 'Foto do documento de identidade', prcSltTpDocInstrucoes: 'Foto legível da frente do RG ou da CNH, tirada com o celular.', prcSltTpDocFormatos: ['image/jpeg', 'image/png'], prcSltTpDocMaxBytes: 2 * 1024 * 1024, prcSltTpDocParaQuem: 'TODOS', prcSltTpDocOrdem: 1 },
      { prcSltCodigo: prc, prcSltTpDocNome: 'Diploma de graduação', prcSltTpDocInstrucoes: 'Frente e verso do diploma em um único PDF.', prcSltTpDocFormatos: ['application/pdf'], prcSltTpDocMaxBytes: 5 * 1024 * 1024, prcSltTpDocParaQuem: 'TODOS', prcSltTpDocObrigatorio: false, prcSltTpDocOrdem: 2 },
      {
        prcSltCodigo: prc,
        prcSltTpDocNome: 'Laudo médico',
        prcSltTpDocInstrucoes: 'Laudo emitido nos últimos 12 meses, com a espécie e o grau da deficiência e o CID.',
        prcSltTpDocFormatos: ['application/pdf'],
        prcSltTpDocMaxBytes: 5 * 1024 * 1024,
        prcSltTpDocParaQuem: 'DEFICIENCIA',
        prcSltTpDocSensivel: true,
        prcSltTpDocOrdem: 3,
      },
    ])
    .returning();
  const [primeira] = await db.select({ c: insProcesso.insPrcCodigo, em: insProcesso.insPrcIncDtHora }).from(insProcesso).where(eq(insProcesso.prcSltCodigo, prc)).orderBy(asc(insProcesso.insPrcCodigo)).limit(1);
  if (!primeira) return 3;
  await db.insert(arquivoArmazenado).values({ arqChave: 'demonstracao-diploma', arqConteudo: PDF_DEMO });
  await db.insert(insPrcDocumento).values({
    insPrcCodigo: primeira.c,
    prcSltTpDocCodigo: diploma.prcSltTpDocCodigo,
    insPrcDocVersao: 1,
    insPrcDocNome: 'diploma.pdf',
    insPrcDocTipo: 'application/pdf',
    insPrcDocTamanho: PDF_DEMO.length,
    insPrcDocSha256: 'demonstracao',
    arqChave: 'demonstracao-diploma',
    insPrcDocEnviadoEm: new Date(primeira.em.getTime() + 3_600_000),
  });
  return 3;
}
