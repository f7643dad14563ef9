import pg from 'pg';
import { openDatabase } from '../../server/db/client.ts';
import { migrationsFolder } from '../../server/db/migracoes.ts';
import { hashDasMigracoes } from '../../server/db/pglite-modelo.ts';

/**
 * The API suite's PostgreSQL pass creates a database per test file; running the 50 migrations in each took 2–7 s
 * (more on a busy machine) of the pass's time. The first file migrates a template database once, named by the
 * migrations' hash (a changed migration makes another, and the older ones are dropped), and every file's database
 * is a copy of it (CREATE DATABASE … TEMPLATE, a file copy: a fraction of a second). openDatabase still runs the
 * migrator on the copy, which finds every migration applied.
 */
const TRAVA = 7_240_001; // the advisory lock that makes the template once, whoever asks first

export async function nomeDoModeloPg(base: string): Promise<string> {
  const nome = `ps_modelo_${hashDasMigracoes(migrationsFolder)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TRAVA]);
    const existe = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [nome]);
    if (existe.rowCount === 0) {
      for (const velho of (await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'ps\\_modelo\\_%'")).rows) {
        await admin.query(`DROP DATABASE IF EXISTS ${velho.datname} WITH (FORCE)`);
      }
      // Built under another name and renamed once migrated: a run stopped halfway never leaves a half template.
      const provisorio = `${nome}_em_obra`;
      await admin.query(`DROP DATABASE IF EXISTS ${provisorio} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${provisorio}`);
      const url = new URL(base);
      url.pathname = `/${provisorio}`;
      const migrado = await openDatabase({ databaseUrl: url.toString(), poolMax: 1 });
      await migrado.close();
      await admin.query(`ALTER DATABASE ${provisorio} RENAME TO ${nome}`);
    }
    return nome;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TRAVA]).catch(() => {});
    await admin.end();
  }
}
