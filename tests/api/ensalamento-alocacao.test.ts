import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insPrcPrvSala,
  insProcesso,
  municipio,
  pais,
  prcSeletivo,
  prcSltEtpProva,
  prcSltLclProva,
  prcSltMncProva,
  prcSltPrvSala,
  pssFisica,
  uf,
} from '../../server/db/schema/index.ts';
import { alocarProcesso } from '../../server/entities/ensalamento/alocar-processo.ts';
import { createTestApp, type TestApp } from '../support/api.ts';

let t: TestApp;
let prc: number;
let mncPg: number;
let mncCastro: number;
let salaEspecial: number;
const saida = mkdtempSync(path.join(tmpdir(), 'ensalamento-'));
const periodo = { prcSltDtInicio: new Date('2026-08-01T00:00:00Z'), prcSltDtFim: new Date('2026-09-01T00:00:00Z') };

interface Cand {
  nome: string;
  cidade: 'pg' | 'castro' | null;
  deferida?: boolean;
  cancelada?: boolean;
  flags?: Partial<Record<'insPrcDeficiente' | 'insPrcCrtCanhota' | 'insPrcNcsTmpAdicional', boolean>>;
}

async function inscrever(cands: Cand[]): Promise<number[]> {
  const db = t.database.db;
  const mnc = await db.select().from(prcSltMncProva).where(eq(prcSltMncProva.prcSltCodigo, prc));
  const mncProva = (c: Cand['cidade']) => (c === null ? null : mnc.find((m) => m.mncCodigo === (c === 'pg' ? mncPg : mncCastro))!.prcSltMncPrvCodigo);
  const pessoas = await db
    .insert(pssFisica)
    .values(cands.map((c, i) => ({ pssFscNome: c.nome, pssFscPassaporte: `X${Date.now()}${i}${Math.random()}` })))
    .returning({ id: pssFisica.pssFscCodigo });
  const ins = await db
    .insert(insProcesso)
    .values(
      cands.map((c, i) => ({
        pssFscCodigo: pessoas[i].id,
        prcSltCodigo: prc,
        insDeferida: c.deferida ?? true,
        insCancelada: c.cancelada ?? false,
        prcSltMncPrvCodigo: mncProva(c.cidade),
        ...c.flags,
      })),
    )
    .returning({ id: insProcesso.insPrcCodigo });
  return ins.map((r) => r.id);
}

const desks = () =>
  t.database.db
    .select({ ins: insPrcPrvSala.insPrcCodigo, sala: insPrcPrvSala.prcSltPrvSlCodigo, carteira: insPrcPrvSala.insPrcPrvSlNmrCarteira, nome: pssFisica.pssFscNome })
    .from(insPrcPrvSala)
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcPrvSala.insPrcCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .where(eq(insProcesso.prcSltCodigo, prc))
    .orderBy(insPrcPrvSala.prcSltPrvSlCodigo, insPrcPrvSala.insPrcPrvSlNmrCarteira);

let elegiveis: number[];
let fora: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo });
  [{ mncCodigo: mncPg }, { mncCodigo: mncCastro }] = await db.insert(municipio).values([{ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }, { mncDescricao: 'Castro', ufCodigo: 'PR' }]).returning();
  [{ prcSltCodigo: prc }] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Vestibular Ação 2027', prcSltTipo: 'VESTIBULAR', prcSltEnsLembrete: 'Leve caneta preta.', ...periodo }).returning();
  await db.insert(prcSltMncProva).values([{ prcSltCodigo: prc, mncCodigo: mncPg }, { prcSltCodigo: prc, mncCodigo: mncCastro }]);
  await db.insert(prcSltEtpProva).values({ prcSltCodigo: prc, prcSltEtpPrvDescricao: '1º dia', prcSltEtpPrvData: '2026-12-06', prcSltEtpPrvEnsala: true, prcSltEtpPrvHrrAbrPortao: '12:30', prcSltEtpPrvHrrFchPortao: '13:30' });
  const [lpg, lca] = await db
    .insert(prcSltLclProva)
    .values([
      { prcSltCodigo: prc, mncCodigo: mncPg, prcSltLclPrvDescricao: 'Campus Uvaranas', prcSltLclPrvLogradouro: 'Av. Carlos Cavalcanti, 4748', prcSltLclPrvBairro: 'Uvaranas' },
      { prcSltCodigo: prc, mncCodigo: mncCastro, prcSltLclPrvDescricao: 'Colégio Vicente Rijo' },
    ])
    .returning();
  const salas = await db
    .insert(prcSltPrvSala)
    .values([
      { prcSltLclPrvCodigo: lpg.prcSltLclPrvCodigo, prcSltPrvSlBloco: 'A', prcSltPrvSlNumero: '10', prcSltPrvSlQntLugar: 3 },
      { prcSltLclPrvCodigo: lpg.prcSltLclPrvCodigo, prcSltPrvSlBloco: 'A', prcSltPrvSlNumero: '2', prcSltPrvSlQntLugar: 2 },
      { prcSltLclPrvCodigo: lpg.prcSltLclPrvCodigo, prcSltPrvSlBloco: 'E', prcSltPrvSlNumero: '1', prcSltPrvSlQntLugar: 2, prcSltPrvSlEspecial: true },
      { prcSltLclPrvCodigo: lca.prcSltLclPrvCodigo, prcSltPrvSlNumero: '1', prcSltPrvSlQntLugar: 2 },
    ])
    .returning();
  salaEspecial = salas[2].prcSltPrvSlCodigo;
  elegiveis = await inscrever([
    { nome: 'Zuleica Prado', cidade: 'pg' },
    { nome: 'Ângelo Bastos', cidade: 'pg' },
    { nome: 'bruna costa', cidade: 'pg' },
    { nome: 'Célia Dias', cidade: 'pg', flags: { insPrcDeficiente: true } },
    { nome: 'Abel Canhoto', cidade: 'pg', flags: { insPrcCrtCanhota: true } },
    { nome: 'Otávio Castro', cidade: 'castro' },
  ]);
  fora = await inscrever([
    { nome: 'Não Deferido', cidade: 'pg', deferida: false },
    { nome: 'Cancelada Silva', cidade: 'pg', cancelada: true },
  ]);
});
afterAll(async () => {
  await t.close();
  rmSync(saida, { recursive: true, force: true });
});

describe('npm run ensalamento:allocate (alocarProcesso)', () => {
  it('ensala em ordem alfabética, sala 2 antes da 10, especiais na sala marcada, e gera os PDFs', async () => {
    const r = await alocarProcesso(t.database.db, prc, { saida });
    expect(r).toMatchObject({ status: 'alocado', alocados: 6, pdfs: { salas: 4, cartoes: 6 } });
    const rows = await desks();
    expect(rows.map((d) => d.ins).sort()).toEqual([...elegiveis].sort());
    for (const f of fora) expect(rows.map((d) => d.ins)).not.toContain(f);
    const porNome = Object.fromEntries(rows.map((d) => [d.nome, d]));
    // regular rooms of Ponta Grossa: 'A 2' (2 places) then 'A 10': Ângelo, bruna | Zuleica
    expect([porNome['Ângelo Bastos'].carteira, porNome['bruna costa'].carteira, porNome['Zuleica Prado'].carteira]).toEqual([1, 2, 1]);
    expect(porNome['Ângelo Bastos'].sala).toBe(porNome['bruna costa'].sala);
    expect(porNome['Zuleica Prado'].sala).not.toBe(porNome['bruna costa'].sala);
    expect([porNome['Abel Canhoto'], porNome['Célia Dias']].map((d) => [d.sala, d.carteira])).toEqual([[salaEspecial, 1], [salaEspecial, 2]]);
    expect(porNome['Otávio Castro'].carteira).toBe(1);
    const [{ n }] = await t.database.db.select({ n: prcSltPrvSala.prcSltPrvSlQntCandidato }).from(prcSltPrvSala).where(eq(prcSltPrvSala.prcSltPrvSlCodigo, salaEspecial));
    expect(n).toBe(2);

    const cartoes = readdirSync(path.join(saida, 'cartoes')).sort();
    expect(cartoes).toEqual(elegiveis.map((i) => `cartao-${i}.pdf`).sort());
    const listas = readdirSync(path.join(saida, 'salas'));
    expect(listas).toHaveLength(4);
    expect(listas).toContain(`sala-ponta-grossa-campus-uvaranas-e-1-${salaEspecial}.pdf`);
    const pdf = await PDFDocument.load(readFileSync(path.join(saida, 'cartoes', `cartao-${elegiveis[0]}.pdf`)));
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Cartão de prova - ${elegiveis[0]}`);
  });

  it('rodar de novo não muda nada (nem os PDFs) sem --reallocate', async () => {
    const antes = await desks();
    const cartao = readFileSync(path.join(saida, 'cartoes', `cartao-${elegiveis[1]}.pdf`));
    const [novo] = await inscrever([{ nome: 'Aaron Novo', cidade: 'pg' }]);
    const r = await alocarProcesso(t.database.db, prc, { saida });
    expect(r.status).toBe('ja-alocado');
    expect(r.mensagem).toMatch(/já está ensalado \(6 candidato\(s\)\)\. Nada foi alterado; use --reallocate/);
    expect(await desks()).toEqual(antes);
    expect(readFileSync(path.join(saida, 'cartoes', `cartao-${elegiveis[1]}.pdf`)).equals(cartao)).toBe(true);

    // --reallocate takes the newcomer in: 'Aaron' now opens room A 2.
    const r2 = await alocarProcesso(t.database.db, prc, { realocar: true, saida: null });
    expect(r2).toMatchObject({ status: 'alocado', alocados: 7 });
    const depois = await desks();
    expect(depois.find((d) => d.ins === novo)!.carteira).toBe(1);
    expect(depois.find((d) => d.nome === 'Ângelo Bastos')!.carteira).toBe(2);
  });

  it('recusa com relatório quando falta capacidade, sem alterar nada', async () => {
    const antes = await desks();
    const ocupacao = async () => (await t.database.db.select({ s: prcSltPrvSala.prcSltPrvSlCodigo, n: prcSltPrvSala.prcSltPrvSlQntCandidato }).from(prcSltPrvSala).orderBy(prcSltPrvSala.prcSltPrvSlCodigo));
    const qnt = await ocupacao();
    await inscrever([
      { nome: 'Especial Um', cidade: 'pg', flags: { insPrcNcsTmpAdicional: true } },
      { nome: 'Castro Dois', cidade: 'castro' },
      { nome: 'Castro Três', cidade: 'castro' },
    ]);
    const r = await alocarProcesso(t.database.db, prc, { realocar: true, saida: null });
    expect(r.status).toBe('recusado');
    expect(r.mensagem.split('\n')).toEqual([
      'Ensalamento recusado. Nada foi alterado.',
      'A capacidade das salas não comporta todos os candidatos destes municípios:',
      '- Ponta Grossa/PR, salas para atendimento especial: 3 candidato(s) para 2 lugar(es); faltam 1.',
      '- Castro/PR, salas comuns: 3 candidato(s) para 2 lugar(es); faltam 1.',
    ]);
    expect(await desks()).toEqual(antes);
    expect(await ocupacao()).toEqual(qnt);
  });

  it('uma inscrição deferida sem município de prova: recusado pela prontidão (a lista da tela), sem alterar nada', async () => {
    const antes = await desks();
    const [semCidade] = await inscrever([{ nome: 'Sem Cidade', cidade: null }]);
    const r = await alocarProcesso(t.database.db, prc, { realocar: true, saida: null });
    expect(r.status).toBe('nao-pronto');
    expect(r.mensagem).toBe('Não é possível confirmar o ensalamento ainda: 1 inscrição deferida não tem município de prova: defina-o (em lote na tela de ensalamento).');
    expect(r.bloqueios?.map((b) => b.codigo)).toEqual(['semMunicipio']);
    expect(await desks()).toEqual(antes);
    await t.database.db.update(insProcesso).set({ insCancelada: true }).where(eq(insProcesso.insPrcCodigo, semCidade));
  });

  it('processo inexistente', async () => {
    expect((await alocarProcesso(t.database.db, 999999)).status).toBe('processo-inexistente');
  });
});
