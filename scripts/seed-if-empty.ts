import type { Config } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';

/** Seeds the demo data into an empty database (first start); a database with people in it is left alone. */
export async function seedIfEmpty(config: Config): Promise<void> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const { rows } = (await database.db.execute('select count(*)::int as n from conta')) as unknown as { rows: { n: number }[] };
    if (Number(rows[0]?.n) > 0) return;
    const { seedDemo } = await import('../server/db/seed/index.ts');
    console.log('Banco vazio: carregando dados de demonstração...');
    await seedDemo(database.db, {});
  } finally {
    await database.close();
  }
}
