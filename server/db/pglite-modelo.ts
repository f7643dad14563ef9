/**
 * A freshly migrated in-memory database, kept as a tarball in the system's temporary folder and loaded instead of
 * running initdb and every migration again. Only `memory://` databases use it — each API test file opens one, and
 * initdb plus the migrations cost 3–5 s of WASM each time on a 2-core machine (100+ files per suite run), while
 * loading the tarball costs about 1 s. A folder-backed database (the product's) is never made from it.
 *
 * The file's name carries a hash of everything that decides its content (PGlite's version, the extensions, every
 * migration file), so a changed migration or a new PGlite makes a new one; it is written to a private name and
 * renamed, so two test workers creating it at once never read half a file. Plain TypeScript importing only
 * packages and Node (see pglite-worker.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A short hash of what decides a migrated database's content: every migration file and the journal, plus `extra`
 * (here PGlite's version and extensions). tests/support/pg-modelo.ts names PostgreSQL's template by it too.
 */
export function hashDasMigracoes(migrationsFolder: string, extra = ''): string {
  const hash = createHash('sha256');
  hash.update(`${extra}\n`);
  const arquivos = [...readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort(), 'meta/_journal.json'];
  for (const f of arquivos) hash.update(`${f}\n`).update(readFileSync(path.join(migrationsFolder, f)));
  return hash.digest('hex').slice(0, 16);
}

/** Where the template of these migrations lives (it may not exist yet). */
export function caminhoDoModelo(migrationsFolder: string): string {
  // The package does not export its package.json: read it beside its resolved entry (dist/…).
  const entrada = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const versao = (JSON.parse(readFileSync(path.join(path.dirname(entrada), '..', 'package.json'), 'utf8')) as { version: string }).version;
  return path.join(tmpdir(), `ps-pglite-modelo-${hashDasMigracoes(migrationsFolder, `pglite ${versao}; pg_trgm, unaccent`)}.tar`);
}

/** The template's bytes, or undefined when there is none yet (or it cannot be read: then the database is built). */
export function lerModelo(caminho: string): Blob | undefined {
  try {
    return existsSync(caminho) ? new Blob([readFileSync(caminho)]) : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the template for the next opening; a failure to write only means the next one builds it again. */
export function guardarModelo(caminho: string, tarball: Blob): Promise<void> {
  return tarball.arrayBuffer().then(
    (bytes) => {
      const provisorio = `${caminho}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      try {
        writeFileSync(provisorio, new Uint8Array(bytes));
        renameSync(provisorio, caminho);
      } catch {
        // temporary folder full or read-only: nothing lost
      }
    },
    () => {},
  );
}
