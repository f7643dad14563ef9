/**
 * The API in its own process for the fault suites (so it can be SIGKILLed): PGlite in DATA_DIR, or
 * PostgreSQL at DATABASE_URL; the clock fixed at FIXED_NOW like every API test. Prints "ready <port>";
 * its JSON logs go to stdout too, where the suites scan them for personal data.
 */
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { FIXED_NOW } from '../support/api.ts';

const config = testConfig({ dataDir: process.env.DATA_DIR ?? 'memory://', databaseUrl: process.env.DATABASE_URL ?? '', logLevel: 'info' });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp({ db: database.db, config, clock: () => FIXED_NOW });
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(`ready ${typeof address === 'object' && address ? address.port : ''}`);
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
