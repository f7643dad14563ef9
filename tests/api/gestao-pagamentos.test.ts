import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insBoleto, pgtManual, pgtRetorno } from '../../server/db/schema/index.ts';
import { buildRetorno240, buildRetorno400 } from '../../server/features/pagamento/cnab-build.ts';
import { type Client, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { auditoriasDe, type Cenario, cenario, enviarMultipart, inscrever, mensagensDe } from './gestao-atendimento.fixtures.ts';

let t: TestApp;
let c: Cenario;
/** A: paid by the bank file; B: its slip paid by hand; C: no slip, part paid by hand; O: of the other process. */
const ins: Record<'a' | 'b' | 'c' | 'o', number> = { a: 0, b: 0, c: 0, o: 0 };
const slip: Record<'a' | 'b' | 'o', { insBltCodigo: number; insBltNossoNumero: string; insBltValor: number; insBltDtVencimento: string }> = {} as never;
const DIA_PAGAMENTO = '2026-11-21';

beforeAll(async () => {
  t = await createTestApp();
  c = await cenario(t);
  ins.a = await inscrever(t, c.e.pessoas.candidato, c.processo, c.opcao);
  ins.b = await inscrever(t, c.candidata.pssFscCodigo, c.processo, c.opcao);
  ins.c = await inscrever(t, c.candidata.pssFscCodigo, c.processo, c.opcao);
  ins.o = await inscrever(t, c.candidata.pssFscCodigo, c.outro, c.opcaoOutro);
  const gerar = async (cl: Client, i: number) => {
    const d = (await cl.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: i })).json().data;
    const [b] = await t.database.db.select().from(insBoleto).where(eq(insBoleto.insBltCodigo, d.insBltCodigo));
    return b;
  };
  slip.a = await gerar(c.e.candidato, ins.a);
  slip.b = await gerar(c.candidata.cliente, ins.b);
  slip.o = await gerar(c.candidata.cliente, ins.o);
});
afterAll(() => t.close());

const titulo = (s: (typeof slip)['a'], valorPago = s.insBltValor) => ({ nossoNumero: s.insBltNossoNumero, valorTitulo: s.insBltValor, valorPago, vencimento: s.insBltDtVencimento, dataPagamento: DIA_PAGAMENTO });
/** The bank's file: A paid right, B paid with a wrong amount, a slip nobody issued, O paid; plus a line the reader cannot read. */
function arquivo() {
  const texto = buildRetorno240({
    banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: DIA_PAGAMENTO,
    titulos: [titulo(slip.a), titulo(slip.b, 7999), { ...titulo(slip.a), nossoNumero: '28374619999999999' }, titulo(slip.o)],
  });
  const linhas = texto.split('\r\n');
  linhas.splice(2, 0, 'LINHA CORTADA NO MEIO');
  return Buffer.from(linhas.join('\r\n'), 'latin1');
}
const enviar = (cl: Client, dados: Buffer, name = 'retorno-21-11.ret') => enviarMultipart(t, cl, '/sgps/gestao/pagamentos/retorno', {}, { campo: 'arquivo', name, type: 'application/octet-stream', data: dados });
const resumo = async (cl: Client, i: number) => (await cl.get(`/sgps/insBoleto/resumo?insPrcCodigo=${i}`)).json().data;
const boletos = () => t.database.db.select().from(insBoleto).orderBy(insBoleto.insBltCodigo);
const marcar = (cl: Client, i: number, corpo: Record<string, unknown>) => cl.request('POST', `/sgps/gestao/inscricoes/${i}/marcar-pago`, { json: { justificativa: 'Comprovante de pagamento apresentado no atendimento.', documento: 'Autenticação 1234.5678', ...corpo } });

describe('bank return file uploaded in the browser', () => {
  let primeira: number;

  it('needs Atendimento on every process: scoped roles and candidates are refused, nothing is kept', async () => {
    for (const cl of [c.e.atendimento, c.e.gestorDoProcesso, c.e.leitura, c.e.candidato]) expect((await enviar(cl, arquivo())).statusCode).toBe(403);
    expect((await enviar(c.e.anonimo, arquivo())).statusCode).toBe(401);
    expect(await t.database.db.select().from(pgtRetorno)).toEqual([]);
  });

  it('refuses a file that is no return file (nothing written) and asks for a file when none is sent', async () => {
    const res = await enviar(c.e.gestor, Buffer.from('nome;cpf\nfulano;123\n'));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos.arquivo).toBe('Arquivo recusado: Formato não reconhecido: a primeira linha tem 8 caracteres (esperado 240 ou 400). Nada foi gravado.');
    const nada = await enviarMultipart(t, c.e.gestor, '/sgps/gestao/pagamentos/retorno', {});
    expect(nada.json().data.campos.arquivo).toBe('Arquivo: escolha o arquivo de retorno do banco.');
    expect(await t.database.db.select().from(pgtRetorno)).toEqual([]);
  });

  it('pays what matches, reports every other line by line and changes nothing else; the report is kept and audited', async () => {
    const antes = await boletos();
    const res = await enviar(c.e.gestor, arquivo());
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    primeira = d.retorno.retCodigo;
    expect(d.retorno).toMatchObject({ arquivo: 'retorno-21-11.ret', formato: 'CNAB240', banco: '001', aplicado: true, pagos: 2, jaPagos: 0, rejeitados: 3, valorPago: 16000, valorPagoTexto: 'R$ 160,00', autorNome: 'Equipe gestor', mesmoArquivoDe: null });
    expect(d.linhas.map((l: { linha: number; tipo: string; insPrcCodigo: number | null }) => [l.linha, l.tipo, l.insPrcCodigo])).toEqual([
      [3, 'MALFORMADA', null],
      [4, 'PAGO', ins.a],
      [6, 'VALOR', ins.b],
      [8, 'DESCONHECIDO', null],
      [10, 'PAGO', ins.o],
    ]);
    expect(d.linhas[0].motivo).toBe('linha com 21 caracteres (esperado 240).');
    expect(d.linhas[2]).toMatchObject({ tipoTexto: 'Valor divergente', valorTexto: 'R$ 79,99', valorEsperadoTexto: 'R$ 80,00', motivo: 'valor pago 7999 centavos difere do valor do boleto (8000 centavos).' });
    const depois = await boletos();
    const mudou = depois.filter((b, i) => JSON.stringify(b) !== JSON.stringify(antes[i])).map((b) => b.insBltCodigo);
    expect(mudou.sort()).toEqual([slip.a.insBltCodigo, slip.o.insBltCodigo].sort());
    expect((await resumo(c.e.candidato, ins.a)).situacao).toBe('PAGO');
    expect((await resumo(c.candidata.cliente, ins.b)).situacao).toBe('A_PAGAR');
    expect((await auditoriasDe(t, 'gestao:retorno:importar')).map((a) => [a.chave, a.entidade, a.prcSltCodigo, (a.depois as { pagos: number }).pagos])).toEqual([[String(primeira), 'pgt_retorno', null, 2]]);
  });

  it('the same file again changes nothing: every slip already paid, and it says which import had it', async () => {
    const antes = await boletos();
    const d = (await enviar(c.e.administrador, arquivo())).json().data;
    expect(d.retorno).toMatchObject({ pagos: 0, jaPagos: 2, rejeitados: 3, valorPago: 0, mesmoArquivoDe: primeira });
    expect(await boletos()).toEqual(antes);
  });

  it('lists the kept reports; each reader sees the lines of their processes and of no enrolment', async () => {
    const lista = await c.e.leitura.get('/sgps/gestao/pagamentos/retornos');
    expect(lista.statusCode, lista.body).toBe(200);
    expect(lista.json().total).toBe(2);
    expect(lista.json().data[0]).toMatchObject({ mesmoArquivoDe: primeira });
    const doOutro = (await c.e.gestorDeOutro.get(`/sgps/gestao/pagamentos/retornos/${primeira}`)).json().data;
    expect(doOutro.linhas.map((l: { tipo: string }) => l.tipo)).toEqual(['MALFORMADA', 'DESCONHECIDO', 'PAGO']);
    expect(doOutro.ocultas).toBe(2);
    expect((await c.e.administrador.get(`/sgps/gestao/pagamentos/retornos/${primeira}`)).json().data.ocultas).toBe(0);
    expect((await c.e.administrador.get('/sgps/gestao/pagamentos/retornos/999999')).statusCode).toBe(404);
    expect((await c.e.candidato.get('/sgps/gestao/pagamentos/retornos')).statusCode).toBe(403);
  });

  it("two Gestores of different processes: each sees only the files, lines and totals of their own process's slips (issue 34, item 7)", async () => {
    type Linha = { tipo: string; insPrcCodigo: number | null; nossoNumero: string | null };
    type Resumo = { retCodigo: number; pagos: number; jaPagos: number; rejeitados: number; outras: number; valorPago: number };
    const totais = (r: Resumo) => ({ pagos: r.pagos, jaPagos: r.jaPagos, rejeitados: r.rejeitados, outras: r.outras, valorPago: r.valorPago });
    // a file only of P's slips (B with a wrong amount, an occurrence that is not a payment on A's slip): nothing of O
    const soDeP = Buffer.from(buildRetorno240({ banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: DIA_PAGAMENTO, titulos: [titulo(slip.b, 7999), { ...titulo(slip.a), ocorrencia: '02' }] }), 'latin1');
    const soP = (await enviar(c.e.gestor, soDeP, 'retorno-so-p.ret')).json().data.retorno.retCodigo as number;
    // and one with an occurrence on O's slip only: nothing of P
    const soDeO = Buffer.from(buildRetorno240({ banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: DIA_PAGAMENTO, titulos: [{ ...titulo(slip.o), ocorrencia: '02' }] }), 'latin1');
    const soO = (await enviar(c.e.gestor, soDeO, 'retorno-so-o.ret')).json().data.retorno.retCodigo as number;

    const lista = async (cl: Client) => (await cl.get('/sgps/gestao/pagamentos/retornos')).json().data as Resumo[];
    const [deP, deO, adm] = await Promise.all([lista(c.e.gestorDoProcesso), lista(c.e.gestorDeOutro), lista(c.e.administrador)]);
    expect(deP.map((r) => r.retCodigo)).toEqual(adm.map((r) => r.retCodigo).filter((x) => x !== soO));
    expect(deO.map((r) => r.retCodigo)).toEqual(adm.map((r) => r.retCodigo).filter((x) => x !== soP));
    // the first file (A paid, B wrong amount, O paid, a malformed line, an unknown slip), recomputed per caller
    const doArquivo = (l: Resumo[]) => totais(l.find((r) => r.retCodigo === primeira)!);
    expect(doArquivo(adm)).toEqual({ pagos: 2, jaPagos: 0, rejeitados: 3, outras: 0, valorPago: 16000 });
    expect(doArquivo(deP)).toEqual({ pagos: 1, jaPagos: 0, rejeitados: 3, outras: 0, valorPago: 8000 });
    expect(doArquivo(deO)).toEqual({ pagos: 1, jaPagos: 0, rejeitados: 2, outras: 0, valorPago: 8000 });
    expect(totais(deP.find((r) => r.retCodigo === soP)!)).toEqual({ pagos: 0, jaPagos: 0, rejeitados: 1, outras: 1, valorPago: 0 });

    // the reports: never a line of the other's slips — neither a payment nor an occurrence naming its nosso número
    const relatorio = async (cl: Client, ret: number) => (await cl.get(`/sgps/gestao/pagamentos/retornos/${ret}`)).json().data as { retorno: Resumo; linhas: Linha[] };
    const deOutro = (ls: Linha[], s: (typeof slip)['a'][], i: number[]) => ls.filter((l) => i.includes(l.insPrcCodigo ?? 0) || s.some((x) => x.insBltNossoNumero === l.nossoNumero));
    const oPrimeira = await relatorio(c.e.gestorDeOutro, primeira);
    expect(deOutro(oPrimeira.linhas, [slip.a, slip.b], [ins.a, ins.b, ins.c])).toEqual([]);
    expect(totais(oPrimeira.retorno)).toEqual(doArquivo(deO));
    expect((await c.e.gestorDeOutro.get(`/sgps/gestao/pagamentos/retornos/${soP}`)).statusCode).toBe(404);
    expect((await c.e.gestorDoProcesso.get(`/sgps/gestao/pagamentos/retornos/${soO}`)).statusCode).toBe(404);
    const pPrimeira = await relatorio(c.e.gestorDoProcesso, primeira);
    expect(deOutro(pPrimeira.linhas, [slip.o], [ins.o])).toEqual([]);
    expect(totais(pPrimeira.retorno)).toEqual(doArquivo(deP));
    const oSo = await relatorio(c.e.gestorDeOutro, soO);
    expect(oSo.linhas.map((l) => [l.tipo, l.nossoNumero])).toEqual([['OUTRA', slip.o.insBltNossoNumero]]);
    expect((await relatorio(c.e.administrador, soO)).retorno.outras).toBe(1);
  });

  it('a file of another bank is kept as not applied', async () => {
    const outro = Buffer.from(buildRetorno240({ banco: '237', agencia: '1', conta: '2', convenio: '2837461', data: DIA_PAGAMENTO, titulos: [titulo(slip.b)] }), 'latin1');
    const d = (await enviar(c.e.gestor, outro)).json().data;
    expect(d.retorno).toMatchObject({ aplicado: false, pagos: 0 });
    expect(d.linhas[0]).toMatchObject({ tipo: 'BANCO', motivo: 'arquivo do banco 237, mas o banco configurado é 001: nada foi importado.' });
    expect((await resumo(c.candidata.cliente, ins.b)).situacao).toBe('A_PAGAR');
  });
});

describe('payment recorded by hand', () => {
  it('refuses bad input per field and the roles that may not, writing nothing', async () => {
    const curta = await marcar(c.e.atendimento, ins.b, { justificativa: 'pagou', documento: ' ' });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().data.campos).toEqual({
      justificativa: 'Justificativa: explique o registro (pelo menos 10 caracteres).',
      documento: 'Documento: informe a referência do comprovante (número da autenticação, do depósito ou do processo).',
    });
    expect((await marcar(c.e.atendimento, ins.b, { valor: 9000 })).json().data.campos).toEqual({ valor: 'Valor: no máximo o que falta pagar (R$ 80,00).' });
    expect((await marcar(c.e.leitura, ins.b, {})).statusCode).toBe(403);
    expect((await marcar(c.e.gestorDeOutro, ins.b, {})).statusCode).toBe(403);
    expect((await marcar(c.e.atendimento, 999999, {})).statusCode).toBe(404);
    expect(await t.database.db.select().from(pgtManual)).toEqual([]);
  });

  it("marks the candidate's open slip paid, audited and told; their payment screen shows Pago; a later bank line finds it paid", async () => {
    const res = await marcar(c.e.atendimento, ins.b, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ situacao: 'PAGO', situacaoTexto: 'Pago', recebido: 8000, aPagar: 0 });
    expect(res.json().data.boletos[0]).toMatchObject({ insBltCodigo: slip.b.insBltCodigo, situacao: 'PAGO', manual: { documento: 'Autenticação 1234.5678', autorNome: 'Equipe atendimento' } });
    const [a] = await auditoriasDe(t, 'gestao:pagamento:marcar-pago');
    expect(a).toMatchObject({ chave: String(slip.b.insBltCodigo), entidade: 'ins_boleto', prcSltCodigo: c.processo, justificativa: 'Comprovante de pagamento apresentado no atendimento.', antes: { insPrcCodigo: ins.b, situacao: 'EMITIDO', recebido: 0 }, depois: { insPrcCodigo: ins.b, valor: 8000, boletoNovo: false } });
    expect(await resumo(c.candidata.cliente, ins.b)).toMatchObject({ situacao: 'PAGO', boleto: { insBltSituacao: 'PAGO' } });
    expect((await mensagensDe(t, c.candidata.pssFscCodigo))[0].assunto).toBe(`Pagamento da taxa de inscrição confirmado - inscrição nº ${ins.b}`);
    const again = await marcar(c.e.atendimento, ins.b, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A taxa desta inscrição já está paga.');
    const d = (await enviar(c.e.gestor, Buffer.from(buildRetorno240({ banco: '001', agencia: '1', conta: '2', convenio: '2837461', data: DIA_PAGAMENTO, titulos: [titulo(slip.b)] }), 'latin1'))).json().data;
    expect(d.retorno).toMatchObject({ pagos: 0, jaPagos: 1 });
    expect((await resumo(c.candidata.cliente, ins.b)).recebido).toBe(8000);
  });

  it('without an open slip of that amount, records one; a part payment leaves the difference due', async () => {
    const res = await marcar(c.e.gestorDoProcesso, ins.c, { valor: 3000, documento: 'Depósito 998877' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ situacao: 'NAO_GERADO', recebido: 3000, aPagar: 5000, aPagarTexto: 'R$ 50,00' });
    expect(res.json().data.boletos[0]).toMatchObject({ nossoNumero: `MANUAL-${ins.c}-1`, valor: 3000, situacao: 'PAGO' });
    expect(await resumo(c.candidata.cliente, ins.c)).toMatchObject({ situacao: 'A_PAGAR', recebido: 3000, aPagar: 5000 });
    const view = await c.e.leitura.get(`/sgps/gestao/inscricoes/${ins.c}/pagamento`);
    expect(view.json().data).toMatchObject({ pssFscNome: 'Joana Candidata', taxaTexto: 'R$ 80,00', recebidoTexto: 'R$ 30,00' });
    expect((await c.e.gestorDeOutro.get(`/sgps/gestao/inscricoes/${ins.c}/pagamento`)).statusCode).toBe(403);
    expect((await t.database.db.select().from(auditoria).where(eq(auditoria.acao, 'gestao:pagamento:marcar-pago'))).length).toBe(2);
  });
});

describe('daily reconciliation', () => {
  it("shows a day's expected and received by origin, its payments and the period's totals", async () => {
    const res = await c.e.leitura.get(`/sgps/gestao/processos/${c.processo}/conciliacao?dia=${DIA_PAGAMENTO}`);
    expect(res.statusCode, res.body).toBe(200);
    const d = res.json().data;
    expect(d.dia).toMatchObject({ dia: DIA_PAGAMENTO, recebido: { quantidade: 1, valor: 8000 }, porOrigem: { retorno: { quantidade: 1, valor: 8000 }, manual: { quantidade: 0 } } });
    expect(d.pagamentosDoDia).toEqual([{ insBltCodigo: slip.a.insBltCodigo, insPrcCodigo: ins.a, pssFscNome: 'Equipe candidato', forma: 'BOLETO', origem: 'retorno', valor: 8000, valorTexto: 'R$ 80,00', recurso: false }]);
    const hoje = d.dias.find((x: { dia: string }) => x.dia === t.clock.now.toISOString().slice(0, 10));
    expect(hoje.porOrigem.manual).toMatchObject({ quantidade: 2, valor: 11000 });
    const vence = d.dias.find((x: { dia: string }) => x.dia === slip.a.insBltDtVencimento);
    expect(vence.esperado).toMatchObject({ quantidade: 2, valor: 16000 });
    expect(d.periodo).toMatchObject({
      devido: { quantidade: 3, valor: 24000 },
      recebido: { quantidade: 3, valor: 19000 },
      aReceber: { valor: 5000, valorTexto: 'R$ 50,00' },
      inscricoes: { pagas: 2, pendentes: 1, isentas: 0, canceladas: 0 },
    });
    expect((await c.e.gestorDeOutro.get(`/sgps/gestao/processos/${c.processo}/conciliacao`)).statusCode).toBe(403);
    expect((await c.e.leitura.get(`/sgps/gestao/processos/${c.processo}/conciliacao?dia=2026-02-30`)).statusCode).toBe(400);
  });
});

describe('a return file larger than the protocol allows as parameters', () => {
  it('70,000 lines are read in one query (an array, not one parameter per line) and every unknown number reported', async () => {
    const { importarRetorno } = await import('../../server/entities/pagamento/pagamento-retorno.ts');
    const titulos = Array.from({ length: 70_000 }, (_, i) => ({ nossoNumero: String(90_000_000 + i).padStart(17, '0'), valorTitulo: 1000, valorPago: 1000, vencimento: '2026-12-10', dataPagamento: '2026-11-20' }));
    // CNAB 400: one line per slip (CNAB 240's two segments per slip would overflow its 5-digit record sequence).
    const texto = buildRetorno400({ banco: '001', agencia: '1234', conta: '567890', convenio: '1234567', data: '2026-11-21', titulos });
    const rel = await importarRetorno(t.database.db, texto, '001', FIXED_NOW);
    expect(rel.pagos).toHaveLength(0);
    expect(rel.rejeitados).toHaveLength(70_000);
    expect(rel.rejeitados[0].motivo).toContain('não corresponde a nenhum boleto emitido');
  }, 120_000);
});
