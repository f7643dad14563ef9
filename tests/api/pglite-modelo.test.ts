import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { caminhoDoModelo } from '../../server/db/pglite-modelo.ts';
import { PgliteRemoto } from '../../server/db/pglite-remoto.ts';

/**
 * In-memory databases (every API test file's) start from a migrated template kept in the temporary folder
 * (server/db/pglite-modelo.ts). These open databases on a private copy of the migrations, so the template they
 * make and read is theirs alone: it must hold every migration and nothing else, follow any change to a migration,
 * and never stop a database from opening.
 */
const pasta = mkdtempSync(path.join(tmpdir(), 'ps-modelo-teste-'));
const migracoes = path.join(pasta, 'migrations');
cpSync(new URL('../../server/db/migrations', import.meta.url).pathname, migracoes, { recursive: true });
const primeiraMigracao = path.join(migracoes, `${(JSON.parse(readFileSync(path.join(migracoes, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }).entries[0].tag}.sql`);
// A comment of its own makes this copy's template another file than the suite's (the name hashes the content).
writeFileSync(primeiraMigracao, `${readFileSync(primeiraMigracao, 'utf8')}\n-- cópia de tests/api/pglite-modelo.test.ts\n`);
afterAll(() => {
  rmSync(caminhoDoModelo(migracoes), { force: true });
  rmSync(pasta, { recursive: true, force: true });
});

async function abreEConta() {
  const banco = await PgliteRemoto.abre({ dataDir: 'memory://', migrationsFolder: migracoes });
  try {
    const aplicadas = (await banco.query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')).rows[0].n;
    const pessoas = (await banco.query<{ n: number }>('SELECT count(*)::int AS n FROM pss_fisica')).rows[0].n;
    // The extensions come with the template's database (the search uses both).
    const sem = (await banco.query<{ s: string }>("SELECT unaccent('Conceição') AS s")).rows[0].s;
    const parecido = (await banco.query<{ p: number }>("SELECT similarity('maria', 'mária')::float AS p")).rows[0].p;
    await banco.query("INSERT INTO pss_fisica (\"pssFscNome\", \"pssFscCPF\") VALUES ('Só neste banco', '52998224725')");
    return { aplicadas, pessoas, sem, parecido };
  } finally {
    await banco.close();
  }
}

const journal = () => (JSON.parse(readFileSync(path.join(migracoes, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

// Each opening runs PGlite's WASM (a build: initdb and every migration): seconds on a busy machine. The limits below
// guard against a hang only.
describe('the migrated template of in-memory databases', () => {
  it('the first opening builds it; the next loads it: every migration applied, extensions there, no row of the previous database', { timeout: 180_000 }, async () => {
    const modelo = caminhoDoModelo(migracoes);
    rmSync(modelo, { force: true });
    const primeiro = await abreEConta();
    expect(existsSync(modelo)).toBe(true);
    const feito = statSync(modelo).mtimeMs;
    const segundo = await abreEConta();
    expect(statSync(modelo).mtimeMs).toBe(feito); // loaded, not built again
    for (const r of [primeiro, segundo]) {
      expect(r.aplicadas).toBe(journal());
      expect(r.pessoas).toBe(0);
      expect(r.sem).toBe('Conceicao');
      expect(r.parecido).toBeGreaterThan(0);
    }
  });

  it('a changed migration names another template', () => {
    const antes = caminhoDoModelo(migracoes);
    const original = readFileSync(primeiraMigracao, 'utf8');
    writeFileSync(primeiraMigracao, `${original}-- mudou\n`);
    try {
      expect(caminhoDoModelo(migracoes)).not.toBe(antes);
    } finally {
      writeFileSync(primeiraMigracao, original);
    }
    expect(caminhoDoModelo(migracoes)).toBe(antes);
  });

  it('a truncated template does not stop a database from opening, and is built again', { timeout: 180_000 }, async () => {
    const modelo = caminhoDoModelo(migracoes);
    writeFileSync(modelo, Buffer.from('isto não é um tar'));
    const r = await abreEConta();
    expect(r.aplicadas).toBe(journal());
    expect(statSync(modelo).size).toBeGreaterThan(1_000_000);
  });
});
