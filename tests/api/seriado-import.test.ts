import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../server/db/client.ts';
import { conta, insProcesso, opcao, prcSeletivo, pssFisica, seriadoCandidato, seriadoPontuacao, seriadoProva, tipoOpcao } from '../../server/db/schema/index.ts';
import { importScoreFile } from '../../server/entities/seriado/importacao-repository.ts';
import { COLUMNS } from '../../server/entities/seriado/importacao.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { Client, createTestApp, type TestApp } from '../support/api.ts';

interface Fixture {
  prc: number;
  other: number;
  folha: number;
  pai: number;
  ins: number[];
  cancelada: number;
  alheia: number;
}

/** A serial process with a campus -> course tree, three enrolments, a cancelled one and one of another process. */
async function fixture(db: Db): Promise<Fixture> {
  const dates = { prcSltDtInicio: new Date('2026-01-01T00:00:00Z'), prcSltDtFim: new Date('2026-12-31T00:00:00Z') };
  const [p] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'PSS', prcSltTipo: 'SERIADO', ...dates }).returning();
  const [o] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Outro', prcSltTipo: 'VESTIBULAR', ...dates }).returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  const [pai] = await db.insert(opcao).values({ prcSltCodigo: p.prcSltCodigo, opcDescricao: 'Campus', tpOpcCodigo: tp.tpOpcCodigo }).returning();
  const [folha] = await db.insert(opcao).values({ prcSltCodigo: p.prcSltCodigo, opcDescricao: 'Medicina', tpOpcCodigo: tp.tpOpcCodigo, opcCdgPai: pai.opcCodigo, opcOpcFinal: true }).returning();
  const ins: number[] = [];
  for (const [i, cpf] of ['52998224725', '11144477735', '39053344705', '86288366757', '71428793860'].entries()) {
    const [pessoa] = await db.insert(pssFisica).values({ pssFscNome: `Candidato ${i}`, pssFscCPF: cpf }).returning();
    const [e] = await db.insert(insProcesso).values({ pssFscCodigo: pessoa.pssFscCodigo, prcSltCodigo: i === 4 ? o.prcSltCodigo : p.prcSltCodigo, insCancelada: i === 3 }).returning();
    ins.push(e.insPrcCodigo);
  }
  return { prc: p.prcSltCodigo, other: o.prcSltCodigo, folha: folha.opcCodigo, pai: pai.opcCodigo, ins: ins.slice(0, 3), cancelada: ins[3], alheia: ins[4] };
}

type Cells = Partial<Record<(typeof COLUMNS)[number], string | number>>;
function csv(f: Fixture, rows: Cells[]): string {
  const base = (r: Cells): Record<string, string | number> => ({
    prcSltCodigo: f.prc, insPrcCodigo: f.ins[0], opcCodigo: f.folha, clsTpCota: 'AC', etpCodigo: 1, etpDescricao: 'Linguagens',
    prvDescricao: 'Português', prvValorizacao: 12, prvEspecifica: 'F',
    pntCndPrvPntBrtSeriado1: 6, pntCndPrvPntBrtSeriado2: 9, pntCndPrvPntPdrSeriado1: '50', pntCndPrvPntPdrSeriado2: '75', ...r,
  });
  return [COLUMNS.join(';'), ...rows.map((r) => COLUMNS.map((c) => base(r)[c] ?? '').join(';'))].join('\n');
}

/** Three candidates, two exams each (Português, Redação in serial 1 only). */
const goodRows = (f: Fixture): Cells[] =>
  f.ins.flatMap((ins, i) => [
    { insPrcCodigo: ins, clsTpCota: i === 2 ? 'EP' : 'AC', pntCndPrvPntBrtSeriado1: 6 + i, pntCndPrvPntPdrSeriado1: `${50 + i},5` },
    { insPrcCodigo: ins, clsTpCota: i === 2 ? 'EP' : 'AC', etpCodigo: 5, etpDescricao: 'Redação', prvDescricao: 'Redação', prvValorizacao: 10,
      pntCndPrvPntBrtSeriado1: 7, pntCndPrvPntBrtSeriado2: '', pntCndPrvPntPdrSeriado1: 70, pntCndPrvPntPdrSeriado2: '' },
  ]);

async function snapshot(db: Db) {
  return {
    provas: await db.select().from(seriadoProva).orderBy(asc(seriadoProva.prvCodigo)),
    candidatos: await db.select().from(seriadoCandidato).orderBy(asc(seriadoCandidato.insPrcCodigo)),
    // xmin changes whenever a row is rewritten, even with the same values: it proves the rows were not touched.
    notas: await db.execute(sql`SELECT xmin::text AS v, * FROM seriado_pontuacao ORDER BY "insPrcCodigo", "prvCodigo"`).then((r) => (r as unknown as { rows: unknown[] }).rows),
  };
}

let t: TestApp;
let f: Fixture;
beforeAll(async () => {
  t = await createTestApp();
  f = await fixture(t.database.db);
});
afterAll(() => t.close());

describe('seriado:import', () => {
  it('um arquivo com uma linha recusada pelo banco não grava nada e lista todas as linhas recusadas', async () => {
    const db = t.database.db;
    const rows = [
      ...goodRows(f),
      { insPrcCodigo: f.cancelada },
      { insPrcCodigo: f.alheia },
      { insPrcCodigo: f.ins[1], opcCodigo: f.pai, prvDescricao: 'Literatura' },
      { insPrcCodigo: f.ins[1], prvDescricao: 'Matemática', pntCndPrvPntBrtSeriado1: 'x' },
    ];
    const result = await importScoreFile(db, csv(f, rows));
    expect(result).toEqual({
      ok: false,
      rejected: [
        { linha: 8, motivo: `a inscrição ${f.cancelada} está cancelada.` },
        { linha: 9, motivo: `a inscrição ${f.alheia} não existe neste processo.` },
        { linha: 10, motivo: `curso ou tipo de vaga diferente do informado para a inscrição ${f.ins[1]} na linha 4.` },
        { linha: 11, motivo: 'pntCndPrvPntBrtSeriado1 deve ser vazio ou um número não negativo com até 4 casas decimais.' },
      ],
    });
    expect(await snapshot(db)).toEqual({ provas: [], candidatos: [], notas: [] });

    const naoFinal = await importScoreFile(db, csv(f, [{ opcCodigo: f.pai }]));
    expect(naoFinal).toEqual({ ok: false, rejected: [{ linha: 2, motivo: `a opção ${f.pai} não é uma opção final (tem opções filhas).` }] });
    const outroProcesso = await importScoreFile(db, csv(f, [{ prcSltCodigo: f.other, insPrcCodigo: f.alheia }]));
    expect(outroProcesso.ok).toBe(false);
    expect(await snapshot(db)).toEqual({ provas: [], candidatos: [], notas: [] });
  });

  it('importa um arquivo válido; o mesmo arquivo de novo não muda nada; uma nota corrigida atualiza só ela', async () => {
    const db = t.database.db;
    const text = csv(f, goodRows(f));
    const first = await importScoreFile(db, text);
    expect(first).toEqual({
      ok: true,
      report: {
        provas: { inseridas: 2, atualizadas: 0, inalteradas: 0 },
        candidatos: { inseridas: 3, atualizadas: 0, inalteradas: 0 },
        notas: { inseridas: 6, atualizadas: 0, inalteradas: 0 },
      },
    });
    const after = await snapshot(db);
    expect(after.provas.map((p) => [p.etpCodigo, p.prvDescricao, p.prvValorizacao, p.prvOrdem])).toEqual([
      [1, 'Português', '12.0000', 1],
      [5, 'Redação', '10.0000', 2],
    ]);
    expect(after.candidatos.map((c) => [c.insPrcCodigo, c.opcCodigo, c.clsTpCota])).toEqual(f.ins.map((ins, i) => [ins, f.folha, i === 2 ? 'EP' : 'AC']));
    expect(after.notas[0]).toMatchObject({ insPrcCodigo: f.ins[0], pntCndPrvPntPdrSeriado1: '50.5000', pntCndPrvPntBrtSeriado2: '9.0000' });

    const again = await importScoreFile(db, text);
    expect(again).toEqual({
      ok: true,
      report: {
        provas: { inseridas: 0, atualizadas: 0, inalteradas: 2 },
        candidatos: { inseridas: 0, atualizadas: 0, inalteradas: 3 },
        notas: { inseridas: 0, atualizadas: 0, inalteradas: 6 },
      },
    });
    expect(await snapshot(db)).toEqual(after);

    const corrected = goodRows(f);
    corrected[0] = { ...corrected[0], pntCndPrvPntPdrSeriado1: '51' };
    const fix = await importScoreFile(db, csv(f, corrected));
    expect(fix.ok && fix.report.notas).toEqual({ inseridas: 0, atualizadas: 1, inalteradas: 5 });
    const [row] = await db.select().from(seriadoPontuacao).where(sql`${seriadoPontuacao.insPrcCodigo} = ${f.ins[0]} AND ${seriadoPontuacao.prvCodigo} = ${after.provas[0].prvCodigo}`);
    expect(row.pntCndPrvPntPdrSeriado1).toBe('51.0000');
  });

  it('as notas importadas alimentam a simulação (redação no seriado 1)', async () => {
    const c = new Client(t);
    // Candidate 2 gets a login account to simulate their own enrolment.
    const [pessoa] = await t.database.db.select({ p: insProcesso.pssFscCodigo }).from(insProcesso).where(sql`${insProcesso.insPrcCodigo} = ${f.ins[2]}`);
    await t.database.db.insert(conta).values({ pssFscCodigo: pessoa.p, login: '39053344705', senhaHash: await hashPassword('senha') });
    await c.login('390.533.447-05', 'senha');
    const res = await c.get(`/sgps/insProcesso/cnsSmlCndSeriado?prcSltCodigo=${f.prc}&opcCodigo=${f.folha}`);
    const rows = res.json().cnsSmlSeriado;
    // candidate 2: Português (52.5 + 75) / 2 = 63.75 + Redação 70 = 133.75, ahead of candidate 1 (133.25) and candidate 0 (133 after the fix).
    expect(rows.map((r: { prvDescricao: string; pntCndPrvPntPdrMedia: number }) => [r.prvDescricao, r.pntCndPrvPntPdrMedia])).toEqual([
      ['Português', 63.75],
      ['Redação', 70],
    ]);
    expect(rows[0]).toMatchObject({ pntCndPrvPntPdrFinal: 133.75, cndCrsClassificacao: 1 });
  });
});

// Three runs of the command, each a Node process opening the embedded database (WASM): seconds when quiet, over 40 s
// each on a loaded 2-core machine (a 120 s guard ran out there). The guard is against a hang, not a measure.
describe('npm run seriado:import (linha de comando)', () => {
  it('recusa com código 1 e lista as linhas; depois importa, e reimportar não muda nada', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'seriado-import-'));
    const dataDir = path.join(dir, 'db');
    const database = await openDatabase({ dataDir });
    const fx = await fixture(database.db);
    await database.close();
    const bad = path.join(dir, 'ruim.csv');
    const good = path.join(dir, 'bom.csv');
    writeFileSync(bad, csv(fx, [...goodRows(fx), { insPrcCodigo: fx.cancelada }]));
    writeFileSync(good, csv(fx, goodRows(fx)));
    const run = (file: string) =>
      promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/seriado-import.ts', file], { env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir } }).then(
        (r) => ({ code: 0, out: r.stdout + r.stderr }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    const refused = await run(bad);
    expect(refused.code).toBe(1);
    expect(refused.out).toContain('Importação recusada: 1 linha(s) com problema. Nada foi gravado.');
    expect(refused.out).toContain(`linha 8: a inscrição ${fx.cancelada} está cancelada.`);
    const ok = await run(good);
    expect(ok.code).toBe(0);
    expect(ok.out).toContain('notas: 6 inserida(s), 0 atualizada(s), 0 inalterada(s)');
    const again = await run(good);
    expect(again.out).toContain('notas: 0 inserida(s), 0 atualizada(s), 6 inalterada(s)');
  }, 300_000);
});
