/**
 * Exports (issue 21, item 7): a process's enrolments as CSV (';', UTF-8 BOM, decimal comma, dd/mm/aaaa, quoting and
 * formula defusing) and XLSX (read back with exceljs), streamed in batches over a few thousand rows; the chosen
 * columns and the refusal of unknown ones; health/race/income columns refused to Atendimento and Leitura and, when
 * exported, recorded in the audit trail; the enrolment PDF; roles and scope.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insBoleto, insProcesso, municipio, opcao, pais, prcSltMncProva, prcSltOpcao, pssFisica, tipoOpcao, uf } from '../../server/db/schema/index.ts';
import { SENSIVEIS_RECUSADOS } from '../../server/features/gestao-exportacao/routes.ts';
import { LOTE } from '../../server/features/gestao-exportacao/consulta.ts';
import { createTestApp, FIXED_NOW, type Client, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let P: number;
let O: number;
let ana: number;
let aspas: number;
const MUITAS = 2 * LOTE + 500;

const exportar = (c: Client, q: Record<string, string>, prc = P) => c.get(`/sgps/gestao/processos/${prc}/exportacao?${new URLSearchParams(q)}`);
/** As the screen does: the POST (which records sensitive columns) answers the address the browser downloads. */
async function exportarPelaTela(c: Client, q: { formato: string; colunas?: string }, prc = P) {
  const aberto = await c.request('POST', `/sgps/gestao/processos/${prc}/exportacao/abrir`, { json: q });
  return aberto.statusCode === 200 ? c.get(aberto.json().data.url) : aberto;
}
const linhas = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
const auditoriasSensiveis = async () => (await t.database.db.select({ n: count() }).from(auditoria).where(eq(auditoria.acao, 'gestao:exportacao.dados-sensiveis')))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  P = await criarProcessoDeTeste(t, { prcSltDescricao: 'Vestibular exportado' });
  O = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro' });
  e = await criarEquipe(t, P, O);
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo });
  const [pg] = await db.insert(municipio).values({ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }).returning();
  const [mnc] = await db.insert(prcSltMncProva).values({ prcSltCodigo: P, mncCodigo: pg.mncCodigo }).returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  const [med, letras] = await db
    .insert(opcao)
    .values([
      { prcSltCodigo: P, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Medicina', opcOpcFinal: true, opcVlrInscricao: 12050 },
      { prcSltCodigo: P, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Letras; Português', opcOpcFinal: true, opcVlrInscricao: null },
    ])
    .returning();
  const [a] = await db.insert(pssFisica).values({ pssFscNome: 'Ana Conceição', pssFscCPF: '01234567890', pssFscDtNascimento: '2007-03-09', pssFscEmail: 'ana@exemplo.com' }).returning();
  const [q] = await db.insert(pssFisica).values({ pssFscNome: '=HYPERLINK("x") "Aspas"', pssFscPassaporte: 'PASSASPAS' }).returning();
  const [ia] = await db
    .insert(insProcesso)
    .values({ pssFscCodigo: a.pssFscCodigo, prcSltCodigo: P, insDeferida: true, prcSltMncPrvCodigo: mnc.prcSltMncPrvCodigo, insPrcIncDtHora: FIXED_NOW, insPrcDeficiente: true, insPrcVlrRenda: 250075 })
    .returning();
  await db.insert(prcSltOpcao).values([
    { insPrcCodigo: ia.insPrcCodigo, opcCodigo: med.opcCodigo, prcSltOpcOrdem: 1 },
    { insPrcCodigo: ia.insPrcCodigo, opcCodigo: letras.opcCodigo, prcSltOpcOrdem: 2 },
  ]);
  await db.insert(insBoleto).values({ insPrcCodigo: ia.insPrcCodigo, insBltNossoNumero: '700001', insBltValor: 12050, insBltDtVencimento: '2026-11-30', insBltSituacao: 'PAGO', insBltPagoEm: FIXED_NOW });
  const [iq] = await db.insert(insProcesso).values({ pssFscCodigo: q.pssFscCodigo, prcSltCodigo: P, insCancelada: true, insPrcIncDtHora: FIXED_NOW }).returning();
  await db.insert(prcSltOpcao).values({ insPrcCodigo: iq.insPrcCodigo, opcCodigo: letras.opcCodigo, prcSltOpcOrdem: 1 });
  [ana, aspas] = [ia.insPrcCodigo, iq.insPrcCodigo];
  // Many more, so the export crosses several batches.
  await db.execute(sql`INSERT INTO pss_fisica ("pssFscNome", "pssFscPassaporte") SELECT 'Candidato ' || g, 'EXP' || g FROM generate_series(1, ${MUITAS}) g`);
  await db.execute(sql`
    INSERT INTO ins_processo ("pssFscCodigo", "prcSltCodigo", "insPrcIncDtHora", "prcSltMncPrvCodigo")
    SELECT "pssFscCodigo", ${P}, ${FIXED_NOW.toISOString()}::timestamptz, ${mnc.prcSltMncPrvCodigo} FROM pss_fisica WHERE "pssFscPassaporte" LIKE 'EXP%'`);
  await db.execute(sql`
    INSERT INTO prc_slt_opcao ("insPrcCodigo", "opcCodigo", "prcSltOpcOrdem")
    SELECT i."insPrcCodigo", ${med.opcCodigo}, 1 FROM ins_processo i JOIN pss_fisica p USING ("pssFscCodigo") WHERE p."pssFscPassaporte" LIKE 'EXP%'`);
});
afterAll(() => t.close());

describe('CSV', () => {
  it('the default columns, for Excel pt-BR: BOM, ";", dd/mm/aaaa, CPF as text, options in order, payment in words', async () => {
    const r = await exportar(e.leitura, { formato: 'csv' });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="inscricoes-processo-${P}-2026-11-22.csv"; filename*=UTF-8''inscricoes-processo-${P}-2026-11-22.csv`);
    expect(r.body.startsWith('\uFEFF')).toBe(true);
    const [cab, primeira] = linhas(r.body);
    expect(cab).toBe('Inscrição;Data da inscrição;Nome;CPF;Situação da inscrição;Opções escolhidas;Município de prova;Situação do pagamento');
    expect(primeira).toBe(`${ana};22/11/2026 10:00;Ana Conceição;012.345.678-90;Deferida;"Medicina | Letras; Português";Ponta Grossa (PR);Pago`);
  });

  it('quotes, semicolons and a formula at the start are written so a spreadsheet reads text', async () => {
    const r = await exportar(e.leitura, { formato: 'csv', colunas: 'insPrcCodigo,pssFscNome,situacao,opcoes,taxa' });
    const linha = linhas(r.body).find((l) => l.startsWith(`${aspas};`));
    expect(linha).toBe(`${aspas};"'=HYPERLINK(""x"") ""Aspas""";Cancelada;"Letras; Português";`);
    expect(linhas(r.body)[0]).toBe('Inscrição;Nome;Situação da inscrição;Opções escolhidas;Taxa (R$)');
    expect(linhas(r.body).find((l) => l.startsWith(`${ana};`))).toBe(`${ana};Ana Conceição;Deferida;"Medicina | Letras; Português";120,50`);
  });

  it('streams every row across batches (no length known in advance), in enrolment order', async () => {
    const r = await exportar(e.leitura, { formato: 'csv', colunas: 'insPrcCodigo,pssFscNome' });
    expect(r.headers['content-length']).toBeUndefined();
    const todas = linhas(r.body).slice(1);
    expect(todas).toHaveLength(MUITAS + 2);
    const codigos = todas.map((l) => Number(l.split(';')[0]));
    expect(codigos).toEqual([...codigos].sort((a, b) => a - b));
    expect(new Set(codigos).size).toBe(codigos.length);
  });

  it('an unknown column is refused by name; nothing is sent', async () => {
    const r = await exportar(e.leitura, { formato: 'csv', colunas: 'pssFscNome,senhaHash,x' });
    expect(r.statusCode).toBe(400);
    expect(r.json().data.campos.colunas).toBe('Colunas desconhecidas: senhaHash, x.');
    expect((await exportar(e.leitura, { formato: 'pdf' })).statusCode).toBe(400);
  });
});

describe('XLSX', () => {
  it('a workbook with the header row, every enrolment and money as numbers', async () => {
    const r = await exportar(e.gestorDoProcesso, { formato: 'xlsx', colunas: 'insPrcCodigo,pssFscNome,taxa,pagamento' });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const livro = new ExcelJS.Workbook();
    await livro.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
    const folha = livro.worksheets[0];
    expect(folha.name).toBe('Inscrições');
    expect(folha.rowCount).toBe(MUITAS + 3);
    expect(folha.getRow(1).values).toEqual([undefined, 'Inscrição', 'Nome', 'Taxa (R$)', 'Situação do pagamento']);
    expect(folha.getRow(2).values).toEqual([undefined, ana, 'Ana Conceição', 120.5, 'Pago']);
    expect(folha.getRow(3).values).toEqual([undefined, aspas, '=HYPERLINK("x") "Aspas"', undefined, 'Inscrição cancelada']);
  });
});

describe('health, race and income', () => {
  it('refused to Atendimento and Leitura (403, nothing audited); a Gestor gets them and the export is audited', async () => {
    const antes = await auditoriasSensiveis();
    for (const c of [e.atendimento, e.leitura]) {
      const r = await exportarPelaTela(c, { formato: 'csv', colunas: 'pssFscNome,insPrcDeficiente' });
      expect(r.statusCode).toBe(403);
      expect(r.json().message).toBe(SENSIVEIS_RECUSADOS);
    }
    expect(await auditoriasSensiveis()).toBe(antes);
    await exportarPelaTela(e.gestorDoProcesso, { formato: 'csv', colunas: 'pssFscNome,situacao' });
    expect(await auditoriasSensiveis()).toBe(antes);
    // the GET alone does not export sensitive columns: only the POST's link does (issue 34, item 4)
    expect((await exportar(e.gestorDoProcesso, { formato: 'csv', colunas: 'insPrcCodigo,insPrcDeficiente,insPrcVlrRenda' })).statusCode).toBe(403);
    expect(await auditoriasSensiveis()).toBe(antes);

    const r = await exportarPelaTela(e.gestorDoProcesso, { formato: 'csv', colunas: 'insPrcCodigo,insPrcDeficiente,insPrcVlrRenda' });
    expect(r.statusCode).toBe(200);
    expect(linhas(r.body)[1]).toBe(`${ana};Sim;2500,75`);
    const [row] = await t.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'gestao:exportacao.dados-sensiveis'), eq(auditoria.autorPssFscCodigo, e.pessoas.gestorDoProcesso)));
    expect(row).toMatchObject({ prcSltCodigo: P, entidade: 'ins_processo', depois: { formato: 'csv', colunas: ['insPrcCodigo', 'insPrcDeficiente', 'insPrcVlrRenda'], sensiveis: ['insPrcDeficiente', 'insPrcVlrRenda'] } });
  });
});

describe('the enrolment PDF', () => {
  it('any reader of the process gets it; with the sensitive answers (audited) only for Gestor and Administrador', async () => {
    const antes = await auditoriasSensiveis();
    const leitura = await e.leitura.get(`/sgps/gestao/inscricoes/${ana}/pdf`);
    expect(leitura.statusCode).toBe(200);
    expect(leitura.headers['content-type']).toBe('application/pdf');
    const doc = await PDFDocument.load(leitura.rawPayload);
    expect(doc.getTitle()).toBe(`Ficha de inscrição nº ${ana}`);
    expect(await auditoriasSensiveis()).toBe(antes);
    expect((await e.gestorDoProcesso.get(`/sgps/gestao/inscricoes/${ana}/pdf`)).statusCode).toBe(403);
    expect(await auditoriasSensiveis()).toBe(antes);
    const aberto = await e.gestorDoProcesso.request('POST', `/sgps/gestao/inscricoes/${ana}/pdf/abrir`, { json: {} });
    const gestor = await e.gestorDoProcesso.get(aberto.json().data.url);
    expect(gestor.statusCode).toBe(200);
    expect(gestor.rawPayload.length).toBeGreaterThan(leitura.rawPayload.length);
    expect(await auditoriasSensiveis()).toBe(antes + 1);
  });

  it('outside the scope 403, a missing enrolment 404', async () => {
    expect((await e.gestorDeOutro.get(`/sgps/gestao/inscricoes/${ana}/pdf`)).statusCode).toBe(403);
    expect((await e.candidato.get(`/sgps/gestao/inscricoes/${ana}/pdf`)).statusCode).toBe(403);
    expect((await e.administrador.get('/sgps/gestao/inscricoes/99999999/pdf')).statusCode).toBe(404);
  });
});

describe('roles and scope of the export', () => {
  it('the Gestor of another process, a candidate and nobody are refused; a missing process is 404', async () => {
    expect((await exportar(e.gestorDeOutro, { formato: 'csv' })).statusCode).toBe(403);
    expect((await exportar(e.candidato, { formato: 'csv' })).statusCode).toBe(403);
    expect((await exportar(e.anonimo, { formato: 'csv' })).statusCode).toBe(401);
    expect((await exportar(e.administrador, { formato: 'csv' }, 99_999)).statusCode).toBe(404);
    const outro = await exportar(e.gestorDeOutro, { formato: 'csv' }, O);
    expect(linhas(outro.body)).toHaveLength(1);
  });
});
