import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';
import {
  insBoleto,
  insPrcIsnAnexo,
  insPrcIsnPedido,
  insPrcRcrAnexo,
  insPrcRcrCronograma,
  insPrcRecurso,
  insProcesso,
  prcSeletivo,
  prcSltCronograma,
  prcSltCrnRecurso,
  prcSltOpcao,
} from '../schema/index.ts';
import type { Relogio } from './aleatorio.ts';
import type { Folha } from './opcoes.ts';
import type { Processos } from './processos.ts';

/** A one-page PDF, enough for the demo's uploaded documents. */
const PDF_DEMO = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const SHA_DEMO = 'demonstracao';

export interface DemoAtendimento {
  /** The demo candidate's enrolment in Agentes Universitários 2027: a boleto issued, then exemption asked. */
  isencao: number;
  /** The demo candidate's appeal in Vestibular de Verão 2026, awaiting an answer. */
  recurso: number;
}

/**
 * Demo rows for the back office's candidate-service screens (issue 21 items 3 to 5), deterministic:
 * - the Agentes Universitários 2027 process takes exemption requests until 5 days from now; the demo candidate is
 *   enrolled in it (Técnico Administrativo, R$ 90,00), was issued a boleto due in 10 days, and then asked for
 *   exemption with a reason and a PDF: the request waits in the staff's queue, the boleto in the bank;
 * - the closed Vestibular de Verão 2026 gets a closed appeal window ("Recurso da nota da redação") in which the
 *   demo candidate appealed (with a PDF): the appeal waits for an answer (the open window stays free for the
 *   candidate's own appeal).
 */
export async function seedAtendimento(db: DbOrTx, r: Relogio, p: Processos, grupos: Folha[], candidato: number, encerrado: number): Promise<DemoAtendimento> {
  await db.update(prcSeletivo).set({ prcSltDtFimIsencao: r.em(5, 23, 59) }).where(eq(prcSeletivo.prcSltCodigo, p.grupos));
  const folha = grupos.find((f) => f.caminho.at(-1) === 'Agente Universitário - Técnico Administrativo') ?? grupos[0];
  const [ins] = await db
    .insert(insProcesso)
    .values({ pssFscCodigo: candidato, prcSltCodigo: p.grupos, insPrcIncDtHora: r.em(-1, 10, 12), insPrcTrmAceite: true, insPrcGeraPagamento: true, insPrcFrmPagamento: 'BOLETO', insPrcSlcIsencao: true })
    .returning({ id: insProcesso.insPrcCodigo });
  await db.insert(prcSltOpcao).values({ insPrcCodigo: ins.id, opcCodigo: folha.opcCodigo, prcSltOpcOrdem: 1 });
  // Series 2 of the convênio: never a number the system issues (series 1) or the bulk seed's (series 0).
  await db.insert(insBoleto).values({
    insPrcCodigo: ins.id,
    insBltForma: 'BOLETO',
    insBltNossoNumero: `28374612${String(ins.id).padStart(9, '0')}`,
    insBltValor: folha.vlr ?? 9_000,
    insBltDtVencimento: r.data(10),
    insBltSituacao: 'EMITIDO',
    insBltCriadoEm: r.em(-1, 10, 15),
  });
  await db.insert(insPrcIsnPedido).values({
    insPrcCodigo: ins.id,
    insPrcIsnPddJustificativa: 'Minha família está inscrita no CadÚnico e a renda per capita é inferior a meio salário mínimo. Envio a folha-resumo do cadastro.',
    insPrcIsnPddEm: r.em(-1, 10, 30),
  });
  await db.insert(insPrcIsnAnexo).values({
    insPrcCodigo: ins.id,
    insPrcIsnAnxNome: 'folha-resumo-cadunico.pdf',
    insPrcIsnAnxTipo: 'application/pdf',
    insPrcIsnAnxTamanho: PDF_DEMO.length,
    insPrcIsnAnxSha256: SHA_DEMO,
    insPrcIsnAnxConteudo: PDF_DEMO,
    insPrcIsnAnxEm: r.em(-1, 10, 30),
  });

  const [janela] = await db
    .insert(prcSltCronograma)
    .values({ prcSltCodigo: p.encerrado, tblGrlItmCdgPrcSltTpCrn: '3', prcSltCrnDescricao: 'Recurso da nota da redação', prcSltCrnDtInicio: r.em(-12, 8), prcSltCrnDtFim: r.em(-10, 23, 59), prcSltCrnOrdem: 4 })
    .returning({ id: prcSltCronograma.prcSltCrnCodigo });
  await db.insert(prcSltCrnRecurso).values({ prcSltCrnCodigo: janela.id, prcSltCrnRcrVlr: null });
  const [rec] = await db
    .insert(insPrcRecurso)
    .values({
      insPrcCodigo: encerrado,
      tblGrlItmCdgPrcSltTpCrn: '3',
      insPrcRcrJustificativa: 'A nota da redação não considerou a competência 5 da grade de correção publicada no edital: a proposta de intervenção está completa no último parágrafo.',
      insPrcRcrCriadoEm: r.em(-11, 16, 40),
    })
    .returning({ id: insPrcRecurso.insPrcRcrCodigo });
  await db.insert(insPrcRcrCronograma).values({ insPrcRcrCodigo: rec.id, insPrcCodigo: encerrado, prcSltCrnCodigo: janela.id });
  await db.insert(insPrcRcrAnexo).values({ insPrcRcrCodigo: rec.id, insPrcRcrAnxNome: 'redacao.pdf', insPrcRcrAnxTipo: 'application/pdf', insPrcRcrAnxTamanho: PDF_DEMO.length, insPrcRcrAnxSha256: SHA_DEMO, insPrcRcrAnxConteudo: PDF_DEMO });
  await db.update(insProcesso).set({ insPrcSlcReexame: true }).where(eq(insProcesso.insPrcCodigo, encerrado));
  return { isencao: ins.id, recurso: rec.id };
}
