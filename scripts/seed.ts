/**
 * Demo and benchmark seed: `npm run seed` (≈300 candidates) or, at benchmark scale,
 *   npx tsx scripts/seed.ts --candidates 100000 --messages-per-demo 10000 --recipients 1000000
 * Uses DATABASE_URL / DATA_DIR like the server. Seeds only an empty database.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/db/seed/index.ts';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string' },
    'messages-per-demo': { type: 'string' },
    recipients: { type: 'string' },
    quiet: { type: 'boolean', default: false },
  },
});

function inteiro(nome: string, v: string | undefined): number | undefined {
  if (v === undefined) return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${nome} deve ser um inteiro >= 0 (recebido "${v}")`);
  return n;
}

const config = loadConfig();
const inicio = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
try {
  console.log(`Banco: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`);
  const result = await seedDemo(database.db, {
    candidates: inteiro('candidates', values.candidates),
    messagesPerDemo: inteiro('messages-per-demo', values['messages-per-demo']),
    recipients: inteiro('recipients', values.recipients),
    log: values.quiet ? undefined : (l) => console.log(l),
  });
  if (!result.seeded) console.log(`Nada foi carregado: ${result.reason}.`);
  else console.log('Contagens:', result.counts);
  console.log('\nContas de demonstração:');
  for (const a of result.accounts) {
    const estado = a.pssFscCodigo === null ? ' (não existe neste banco)' : ` pssFscCodigo ${a.pssFscCodigo}`;
    console.log(`  ${a.papel.padEnd(24)} CPF ${a.cpf}  senha ${a.senha}  ${a.nome}${estado}`);
  }
  console.log(`\nTempo total: ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
