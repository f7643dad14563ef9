import { insPrcDevolucao, insProcesso, prcSeletivo, prcSltCronograma, prcSltCrnRecurso, tblGrlItem } from '../../server/db/schema/index.ts';
import { createAccount, FIXED_NOW, type TestApp } from '../support/api.ts';

export const CPF_JOAO = '52998224725';
export const CPF_OUTRA = '11144477735';
const DIA = 86_400_000;
export const dias = (n: number, base = FIXED_NOW) => new Date(base.getTime() + n * DIA);

/**
 * A process with a schedule of every kind of item around FIXED_NOW (past, current, next, later,
 * undated), a refund timetable (type 2), appeal windows (type 3: open, closed, future), and two
 * candidates enrolled in it (João may appeal; Ângela is "another candidate").
 */
export async function seedCronogramas(t: TestApp) {
  const db = t.database.db;
  await db.insert(tblGrlItem).values([
    { tblGrlCodigo: 'PrcSltTpCrn', tblGrlItmCodigo: '1', tblGrlItmDescricao: 'Cronograma do processo', tblGrlItmOrdem: 1 },
    { tblGrlCodigo: 'PrcSltTpCrn', tblGrlItmCodigo: '2', tblGrlItmDescricao: 'Cronograma de devolução da taxa de inscrição', tblGrlItmOrdem: 2 },
    { tblGrlCodigo: 'PrcSltTpCrn', tblGrlItmCodigo: '3', tblGrlItmDescricao: 'Reexame', tblGrlItmOrdem: 3 },
  ]);
  const [p] = await db
    .insert(prcSeletivo)
    .values({ prcSltDescricao: 'Vestibular Seriado 2027', prcSltTipo: 'SERIADO', prcSltDtInicio: dias(-30), prcSltDtFim: dias(10) })
    .returning();
  const item = (tipo: string, desc: string, ini: number | null, fim: number | null, ordem: number) => ({
    prcSltCodigo: p.prcSltCodigo,
    tblGrlItmCdgPrcSltTpCrn: tipo,
    prcSltCrnDescricao: desc,
    prcSltCrnDtInicio: ini === null ? null : dias(ini),
    prcSltCrnDtFim: fim === null ? null : dias(fim),
    prcSltCrnOrdem: ordem,
  });
  const itens = await db
    .insert(prcSltCronograma)
    .values([
      item('1', 'Período de inscrições', -30, -2, 1),
      item('1', 'Solicitação de isenção', -1, 5, 2),
      item('1', 'Aplicação das provas', 10, 11, 3),
      item('1', 'Divulgação do resultado', 20, 20, 4),
      item('1', 'Matrícula dos aprovados', null, null, 5),
      item('2', 'Solicitação de devolução', -3, 3, 1),
      item('3', 'Recurso da 1ª fase', -1, 1, 1),
      item('3', 'Recurso do gabarito preliminar', -10, -8, 2),
      item('3', 'Recurso da 2ª fase', 15, 17, 3),
      item('3', 'Resultado dos recursos', 25, 25, 4),
    ])
    .returning();
  const [aberta, encerrada, futura] = [itens[6], itens[7], itens[8]];
  await db.insert(prcSltCrnRecurso).values([
    { prcSltCrnCodigo: aberta.prcSltCrnCodigo, prcSltCrnRcrVlr: 5000 },
    { prcSltCrnCodigo: encerrada.prcSltCrnCodigo, prcSltCrnRcrVlr: null },
    { prcSltCrnCodigo: futura.prcSltCrnCodigo, prcSltCrnRcrVlr: null },
  ]);
  const joao = await createAccount(t, { cpf: CPF_JOAO, nome: 'João Conceição', senha: 'candidato' });
  const outra = await createAccount(t, { cpf: CPF_OUTRA, nome: 'Ângela Souza', senha: 'outra' });
  const [insJoao, insOutra] = await db
    .insert(insProcesso)
    .values([
      { pssFscCodigo: joao.pssFscCodigo, prcSltCodigo: p.prcSltCodigo, insPrcPrmReexame: true },
      { pssFscCodigo: outra.pssFscCodigo, prcSltCodigo: p.prcSltCodigo, insPrcPrmReexame: true },
    ])
    .returning();
  await db.insert(insPrcDevolucao).values({ insPrcCodigo: insOutra.insPrcCodigo, insPrcDvlSituacao: 'DEFERIDA', insPrcDvlValor: 9000, insPrcDvlSolicitadaEm: dias(-2) });
  return {
    prcSltCodigo: p.prcSltCodigo,
    joao,
    outra,
    insJoao: insJoao.insPrcCodigo,
    insOutra: insOutra.insPrcCodigo,
    janelas: { aberta: aberta.prcSltCrnCodigo, encerrada: encerrada.prcSltCrnCodigo, futura: futura.prcSltCrnCodigo },
  };
}
