/**
 * Issue 27: an enrolment's deletion takes its document versions (cascade) but not their bytes, whose keys are
 * plain text. The housekeeping pass deletes bytes no version names once past the grace period, in batches, and
 * never the bytes of a living version nor young bytes (an upload in flight).
 */
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivoArmazenado, insPrcDocumento, insProcesso } from '../../server/db/schema/index.ts';
import { CARENCIA_ARQUIVOS_MS } from '../../server/plugins/limpeza.ts';
import { createTestApp, type TestApp } from '../support/api.ts';
import { enviar, JPEG, palco, type Palco, PDF } from './documentos.fixtures.ts';

let t: TestApp;
let p: Palco;

beforeAll(async () => {
  t = await createTestApp();
  p = await palco(t);
});
afterAll(() => t.close());

const chaves = async () => (await t.database.db.select({ k: arquivoArmazenado.arqChave }).from(arquivoArmazenado)).map((r) => r.k).sort();
/** Stored bytes' time set relative to the app clock (the column's default is the database's own now()). */
const envelhecer = (ms: number, keys?: string[]) =>
  t.database.db
    .update(arquivoArmazenado)
    .set({ arqEm: new Date(t.clock.now.getTime() - ms) })
    .where(keys ? inArray(arquivoArmazenado.arqChave, keys) : sql`true`);

describe('orphaned document bytes', () => {
  it('are deleted once past the grace period after their enrolment went; living versions and young bytes stay', async () => {
    for (const [ins, tipo, arquivo] of [
      [p.insDeficiente, p.laudo, { nome: 'laudo.pdf', tipo: 'application/pdf', dados: PDF }],
      [p.insDeficiente, p.foto, { nome: 'foto.jpg', tipo: 'image/jpeg', dados: JPEG }],
    ] as const) {
      const res = await enviar(t, p.e.candidato, ins, tipo, arquivo);
      expect(res.statusCode, res.body).toBe(200);
    }
    const res = await enviar(t, p.candidata.cliente, p.insSemDeficiencia, p.foto, { nome: 'minha.jpg', tipo: 'image/jpeg', dados: JPEG });
    expect(res.statusCode, res.body).toBe(200);
    const versoes = await t.database.db.select().from(insPrcDocumento);
    expect(versoes).toHaveLength(3);
    const daApagada = versoes.filter((v) => v.insPrcCodigo === p.insDeficiente).map((v) => v.arqChave);
    const daViva = versoes.filter((v) => v.insPrcCodigo === p.insSemDeficiencia).map((v) => v.arqChave);
    await envelhecer(CARENCIA_ARQUIVOS_MS + 60_000);

    // the enrolment goes (as every deletion path does: its versions cascade); its bytes stay behind
    await t.database.db.delete(insProcesso).where(inArray(insProcesso.insPrcCodigo, [p.insDeficiente]));
    expect((await t.database.db.select().from(insPrcDocumento)).map((v) => v.arqChave)).toEqual(daViva);
    expect(await chaves()).toEqual([...daApagada, ...daViva].sort());

    // bytes in flight: written a minute ago, no version yet
    await t.database.db.insert(arquivoArmazenado).values({ arqChave: 'em-curso', arqConteudo: PDF, arqEm: new Date(t.clock.now.getTime() - 60_000) });
    // young orphans (inside the grace period) are not touched either
    await envelhecer(CARENCIA_ARQUIVOS_MS - 60_000, daApagada);
    expect((await t.app.limpeza.executar()).arquivosOrfaos).toBe(0);
    expect(await chaves()).toEqual([...daApagada, ...daViva, 'em-curso'].sort());

    await envelhecer(CARENCIA_ARQUIVOS_MS + 1, daApagada);
    expect((await t.app.limpeza.executar()).arquivosOrfaos).toBe(2);
    expect(await chaves()).toEqual([...daViva, 'em-curso'].sort());
    // the living candidate's file is still served whole
    const [guardado] = await t.database.db.select().from(arquivoArmazenado).where(inArray(arquivoArmazenado.arqChave, daViva));
    expect(guardado.arqConteudo.length).toBeGreaterThan(0);
  });

  it('goes through more orphans than one batch holds in one pass, batch after batch', async () => {
    const velho = new Date(t.clock.now.getTime() - CARENCIA_ARQUIVOS_MS - 60_000);
    const linhas = Array.from({ length: 1_205 }, (_, i) => ({ arqChave: `orfao-${i}`, arqConteudo: Buffer.from([i & 0xff]), arqEm: velho }));
    for (let i = 0; i < linhas.length; i += 400) await t.database.db.insert(arquivoArmazenado).values(linhas.slice(i, i + 400));
    expect((await t.app.limpeza.executar()).arquivosOrfaos).toBe(1_205);
    expect((await chaves()).filter((k) => k.startsWith('orfao-'))).toEqual([]);
    expect(await chaves()).toContain('em-curso');
  });
});
