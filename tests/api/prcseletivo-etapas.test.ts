/**
 * insProcesso/etapas (issue 38): the candidate's own page reads, in one call, each of their enrolments with the
 * steps of its card, and each step follows what really happened — a payment the simulator approved, documents
 * sent, refused and accepted by staff, the homologation — and nobody ever sees another person's enrolments.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { opcao, prcSeletivo } from '../../server/db/schema/index.ts';
import { etapasDePessoas } from '../../server/features/prcseletivo/etapas-repository.ts';
import { createTestApp, type Client, type TestApp } from '../support/api.ts';
import { enviar, JPEG, palco, type Palco, PDF } from './documentos.fixtures.ts';

let t: TestApp;
let p: Palco;
beforeAll(async () => {
  t = await createTestApp();
  p = await palco(t);
  await t.database.db.update(prcSeletivo).set({ prcSltEnvArquivo: true, prcSltPgtCartao: true }).where(eq(prcSeletivo.prcSltCodigo, p.processo));
  await t.database.db.update(opcao).set({ opcPgtCartao: true }).where(eq(opcao.opcCodigo, p.opcao));
});
afterAll(() => t.close());

type Etapa = { etapa: string; estado: string; texto: string; acao: string | null };
async function cartoes(c: Client): Promise<{ insPrcCodigo: number; etapas: Etapa[] }[]> {
  const res = await c.get('/sgps/insProcesso/etapas');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const etapa = async (c: Client, ins: number, nome: string) => (await cartoes(c)).find((x) => x.insPrcCodigo === ins)!.etapas.find((e) => e.etapa === nome);

describe('the steps of a new enrolment in a fee-charging process that asks for documents', () => {
  it('start with the enrolment done, the fee to pay, the documents to send and the homologation waiting', async () => {
    const [card] = await cartoes(p.e.candidato);
    expect(card.insPrcCodigo).toBe(p.insDeficiente);
    expect(card.etapas).toEqual([
      { etapa: 'inscricao', rotulo: 'Inscrição', estado: 'concluida', texto: 'Inscrição realizada', acao: null },
      { etapa: 'pagamento', rotulo: 'Pagamento', estado: 'pendente', texto: 'Pagamento pendente', acao: 'pagar' },
      // the medical report, the photo and the signed form (whose own window closed) are all required
      { etapa: 'documentos', rotulo: 'Documentos', estado: 'pendente', texto: 'Faltam enviar 3 documentos', acao: 'enviarDocumento' },
      { etapa: 'homologacao', rotulo: 'Homologação', estado: 'aguardando', texto: 'Aguardando a homologação', acao: null },
      { etapa: 'resultado', rotulo: 'Resultado', estado: 'futura', texto: 'Ainda não publicado', acao: null },
      { etapa: 'convocacao', rotulo: 'Convocação', estado: 'futura', texto: 'Sem convocação até agora', acao: null },
    ]);
  });

  it('answer only the caller’s own enrolments, and nothing without a session', async () => {
    const dela = await cartoes(p.candidata.cliente);
    expect(dela.map((x) => x.insPrcCodigo)).toEqual([p.insSemDeficiencia]);
    // who did not declare a disability is not asked for the medical report
    expect(dela[0].etapas.find((e) => e.etapa === 'documentos')?.texto).toBe('Faltam enviar 2 documentos');
    expect((await t.app.inject({ method: 'GET', url: '/sgps/insProcesso/etapas' })).statusCode).toBe(401);
    expect((await p.e.candidato.get(`/sgps/insProcesso/etapas?pssFscCodigo=${p.candidata.pssFscCodigo}`)).statusCode).toBe(400);
  });

  it('follow the payment the card simulator approved', async () => {
    const c = p.e.candidato;
    const checkout = (await c.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: p.insDeficiente })).json().data;
    expect((await etapa(c, p.insDeficiente, 'pagamento'))?.estado).toBe('pendente');
    const pago = await c.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: p.insDeficiente, token: checkout.simulacao.aprovado });
    expect(pago.json().data.aprovado, pago.body).toBe('T');
    expect(await etapa(c, p.insDeficiente, 'pagamento')).toMatchObject({ estado: 'concluida', texto: 'Pago', acao: null });
  });

  it('follow the documents: sent, then one refused by staff', async () => {
    const c = p.e.candidato;
    expect((await enviar(t, c, p.insDeficiente, p.laudo, { nome: 'laudo.pdf', tipo: 'application/pdf', dados: PDF })).statusCode).toBe(200);
    const foto = (await enviar(t, c, p.insDeficiente, p.foto, { nome: 'foto.jpg', tipo: 'image/jpeg', dados: JPEG })).json().data.versoes[0].insPrcDocCodigo;
    expect(await etapa(c, p.insDeficiente, 'documentos')).toMatchObject({ estado: 'pendente', texto: 'Falta enviar 1 documento' });
    const recusa = await p.e.atendimento.request('POST', '/sgps/gestao/documentos/decidir', { json: { prcSltCodigo: p.processo, decisoes: [{ insPrcDocCodigo: foto, situacao: 'RECUSADO' }], motivo: 'A foto está desfocada.' } });
    expect(recusa.statusCode, recusa.body).toBe(200);
    expect(await etapa(c, p.insDeficiente, 'documentos')).toMatchObject({ estado: 'recusada', texto: 'Um documento foi recusado: veja o motivo e envie novamente', acao: 'enviarDocumento' });
  });

  it('follow the homologation staff decide', async () => {
    const res = await p.e.gestor.request('POST', `/sgps/gestao/inscricoes/${p.insDeficiente}/deferir`, { json: { justificativa: 'Documentação conferida.' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await etapa(p.e.candidato, p.insDeficiente, 'homologacao')).toMatchObject({ estado: 'concluida', texto: 'Inscrição deferida' });
  });

  it('are read for many people in one batch, each answer the person’s own', async () => {
    const [a, b, nada] = await etapasDePessoas(t.database.db, [p.e.pessoas.candidato, p.candidata.pssFscCodigo, 987654], t.clock.now);
    expect(a.map((x) => x.insPrcCodigo)).toEqual([p.insDeficiente]);
    expect(b.map((x) => x.insPrcCodigo)).toEqual([p.insSemDeficiencia]);
    expect(nada).toEqual([]);
  });
});
