import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { DbOrTx } from '../client.ts';
import {
  conta,
  fscPrcSeletivo,
  insPrcDevolucao,
  insProcesso,
  prcSltCronograma,
  prcSltCrnRecurso,
  prcSltInsConvocado,
  prcSltMncProva,
  prcSltOpcao,
  pssFisica,
} from '../schema/index.ts';
import type { Relogio } from './aleatorio.ts';
import { cpfFromBase } from './cpf.ts';
import type { Pessoas } from './pessoas.ts';
import type { Processos } from './processos.ts';
import type { Referencias } from './referencias.ts';

/** A demo inspector (lista-fiscais screen): CPF 390.533.447-05, password 'fiscal'. */
export const DEMO_FISCAL = { cpf: cpfFromBase([3, 9, 0, 5, 3, 3, 4, 4, 7]), senha: 'fiscal', nome: 'Carlos Henrique Fiscal' } as const;

/**
 * Demo rows for the after-enrolment screens (issue 9), a few dozen rows:
 * - the closed Vestibular de Verão 2026: its timetable, refund timetable and appeal windows (one open now,
 *   fee R$ 30,00; one closed); the demo candidate may appeal, has a granted refund and two calls to matriculate;
 * - the PSS appeal window (later, free);
 * - the inspector process: two exam municipalities, the demo inspector account and four colleagues.
 */
export async function seedPosInscricao(db: DbOrTx, r: Relogio, p: Processos, ref: Referencias, pessoas: Pessoas, demo: { seriado: number; encerrado: number }) {
  const item = (prcSltCodigo: number, tipo: string, descricao: string, ini: number, fim: number, ordem: number) => ({
    prcSltCodigo,
    tblGrlItmCdgPrcSltTpCrn: tipo,
    prcSltCrnDescricao: descricao,
    prcSltCrnDtInicio: r.em(ini, 8),
    prcSltCrnDtFim: r.em(fim, 23, 59),
    prcSltCrnOrdem: ordem,
  });
  const enc = p.encerrado;
  const itens = await db
    .insert(prcSltCronograma)
    .values([
      item(enc, '1', 'Período de inscrições', -400, -370, 1),
      item(enc, '1', 'Aplicação das provas', -355, -354, 2),
      item(enc, '1', 'Resultado final', -5, -5, 3),
      item(enc, '1', 'Matrícula da 1ª chamada', -1, 3, 4),
      item(enc, '1', 'Matrícula da 2ª chamada', 10, 12, 5),
      item(enc, '2', 'Solicitação de devolução da taxa de inscrição', -30, 5, 1),
      item(enc, '2', 'Pagamento das devoluções deferidas', 20, 30, 2),
      item(enc, '3', 'Recurso do gabarito preliminar', -350, -348, 1),
      item(enc, '3', 'Recurso do resultado final', -1, 2, 2),
      item(enc, '1', 'Resposta aos recursos', 14, 14, 6),
    ])
    .returning({ id: prcSltCronograma.prcSltCrnCodigo, descricao: prcSltCronograma.prcSltCrnDescricao });
  const id = (d: string) => itens.find((i) => i.descricao === d)!.id;
  const [pssReexame] = await db
    .select({ id: prcSltCronograma.prcSltCrnCodigo })
    .from(prcSltCronograma)
    .where(and(eq(prcSltCronograma.prcSltCodigo, p.seriado), eq(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn, '3'), eq(prcSltCronograma.prcSltCrnDescricao, 'Pedido de reexame das notas')));
  await db.insert(prcSltCrnRecurso).values([
    { prcSltCrnCodigo: id('Recurso do gabarito preliminar'), prcSltCrnRcrVlr: null },
    { prcSltCrnCodigo: id('Recurso do resultado final'), prcSltCrnRcrVlr: 3000 },
    ...(pssReexame ? [{ prcSltCrnCodigo: pssReexame.id, prcSltCrnRcrVlr: null }] : []),
  ]);
  await db.update(insProcesso).set({ insPrcPrmReexame: true, insPrcExbDevolucao: true }).where(eq(insProcesso.insPrcCodigo, demo.encerrado));
  await db.update(insProcesso).set({ insPrcPrmReexame: true }).where(eq(insProcesso.insPrcCodigo, demo.seriado));
  await db.insert(insPrcDevolucao).values({
    insPrcCodigo: demo.encerrado,
    insPrcDvlSituacao: 'DEFERIDA',
    insPrcDvlValor: 17000,
    insPrcDvlObservacao: 'Devolução por duplicidade de pagamento. O valor será depositado na conta informada.',
    insPrcDvlSolicitadaEm: r.em(-12, 14, 30),
  });
  const [opc] = await db.select({ opcCodigo: prcSltOpcao.opcCodigo }).from(prcSltOpcao).where(eq(prcSltOpcao.insPrcCodigo, demo.encerrado)).limit(1);
  const orientacao =
    'Compareça à Pró-Reitoria de Graduação com documento de identidade, CPF, certificado e histórico do ensino médio (originais e cópias) e uma foto 3x4. Candidatos cotistas devem levar também a documentação comprobatória.';
  await db.insert(prcSltInsConvocado).values([
    { insPrcCodigo: demo.encerrado, prcSltInsCnvChamada: 1, opcCodigo: opc?.opcCodigo ?? null, prcSltInsCnvDtInicio: r.em(-1, 8), prcSltInsCnvDtFim: r.em(3, 17), prcSltInsCnvOrientacao: orientacao, prcSltInsCnvUrl: 'https://processos.exemplo.edu.br/matricula', prcSltInsCnvPresencial: true },
  ]);

  // Inspector process: two municipalities, a demo inspector and colleagues taken from the bulk candidates.
  const mncs = await db
    .insert(prcSltMncProva)
    .values(['Ponta Grossa', 'Castro'].flatMap((n) => (ref.municipios.has(n) ? [{ prcSltCodigo: p.fiscal, mncCodigo: ref.municipios.get(n)! }] : [])))
    .returning({ id: prcSltMncProva.prcSltMncPrvCodigo });
  if (mncs.length === 0) return { fiscal: null };
  const [existe] = await db.select({ id: pssFisica.pssFscCodigo }).from(pssFisica).where(eq(pssFisica.pssFscCPF, DEMO_FISCAL.cpf));
  if (existe) return { fiscal: null }; // a bulk CPF took the demo's number: skip rather than fail the seed
  const [fiscal] = await db
    .insert(pssFisica)
    .values({ pssFscNome: DEMO_FISCAL.nome, pssFscCPF: DEMO_FISCAL.cpf, pssFscEmail: 'carlos.fiscal@exemplo.edu.br', pssFscSexo: 'M', pssFscDtNascimento: '1988-03-14' })
    .returning({ id: pssFisica.pssFscCodigo });
  await db.insert(conta).values({ pssFscCodigo: fiscal.id, login: DEMO_FISCAL.cpf, senhaHash: await hashPassword(DEMO_FISCAL.senha) });
  const colegas = pessoas.bulk.slice(0, 5);
  const inscritos = await db
    .insert(insProcesso)
    .values([fiscal.id, ...colegas.map((c) => c.pssFscCodigo)].map((pss, k) => ({ pssFscCodigo: pss, prcSltCodigo: p.fiscal, insPrcUnica: true, insDeferida: true, prcSltMncPrvCodigo: mncs[k < 4 ? 0 : mncs.length - 1].id })))
    .returning({ id: insProcesso.insPrcCodigo, mnc: insProcesso.prcSltMncPrvCodigo });
  const funcoes = ['Fiscal de sala', 'Coordenador de local', 'Fiscal de sala', 'Fiscal de corredor', 'Fiscal de sala', 'Fiscal de sala'];
  await db.insert(fscPrcSeletivo).values(
    inscritos.map((i, k) => ({ insPrcCodigo: i.id, prcSltMncPrvCodigo: i.mnc!, fscPrcSltFuncao: funcoes[k], fscPrcSltLocal: k < 4 ? 'Campus Uvaranas - Bloco B' : 'Colégio Estadual de Castro', fscPrcSltSala: k === 1 ? null : String(100 + k) })),
  );
  return { fiscal: { pssFscCodigo: fiscal.id, insPrcCodigo: inscritos[0].id, prcSltMncPrvCodigo: mncs[0].id } };
}
