/**
 * `npm run db:to-postgres -- --to postgres://processos@%2Fvar%2Frun%2Fpostgresql/processos`: moves the embedded
 * database (DATA_DIR, server stopped) into an EMPTY PostgreSQL database, in one pass, checked table by table
 * and sequence by sequence (scripts/lib/para-postgres.ts). Afterwards start the API with DATABASE_URL set to
 * the same address. Exit 0 = moved and checked; 1 = refused or failed (the target is left as it was, or empty
 * of rows); 2 = wrong call. README "Do banco embutido para o PostgreSQL".
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { conferirDestinoVazio, copiarParaPostgres, MudancaRecusada } from './lib/para-postgres.ts';

const USO = 'npm run db:to-postgres -- --to postgres://usuario@servidor/banco   (com DATA_DIR apontando para o banco embutido, servidor parado)';
const { values } = parseArgs({ options: { to: { type: 'string' } } });
const destino = values.to ?? '';
if (!/^postgres(ql)?:\/\//.test(destino)) {
  console.error('Informe o banco PostgreSQL de destino em --to postgres://…');
  console.error(`Uso: ${USO}`);
  process.exit(2);
}
const config = loadConfig({ ...process.env, DATABASE_URL: '' });
const semSenha = (u: string) => u.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');

/** A server still answering on PORT holds the embedded folder: copying under it would read a moving database. */
async function servidorNoAr(): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${config.port}/sgps/saude`, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

try {
  if (await servidorNoAr()) throw new MudancaRecusada(`Um servidor ainda atende na porta ${config.port}: pare-o antes (o banco embutido não pode mudar durante a cópia).`);
  await conferirDestinoVazio(destino);
  console.log(`Origem: banco embutido em ${config.dataDir}`);
  console.log(`Destino: ${semSenha(destino)}`);
  const origem = await openDatabase({ dataDir: config.dataDir });
  try {
    console.log('Aplicando as migrações no destino...');
    const alvo = await openDatabase({ databaseUrl: destino, poolMax: 1 });
    await alvo.close();
    console.log('Copiando...');
    const r = await copiarParaPostgres(origem.db, destino, (l) => console.log(l));
    const total = r.tabelas.reduce((s, t) => s + t.linhas, 0);
    console.log(`Concluído e conferido: ${r.tabelas.length} tabelas (${total} linhas) e ${r.sequencias.length} sequências iguais na origem e no destino.`);
    console.log(`Agora inicie a API com DATABASE_URL=${semSenha(destino)} (o banco embutido em ${config.dataDir} fica como estava: guarde-o como cópia).`);
  } finally {
    await origem.close();
  }
  process.exit(0);
} catch (err) {
  console.error(err instanceof MudancaRecusada ? err.message : `A mudança falhou: ${(err as Error).message}`);
  process.exit(1);
}
