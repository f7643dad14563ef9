/**
 * The frame every staff file command shares (`npm run seriado:import FILE`, payments:import, ...):
 * one file argument, read as text, the database opened like the server does (DATABASE_URL or
 * DATA_DIR; with the embedded database, stop the server first: PGlite opens its folder in one
 * process only), the command's work, the database closed, and the command's exit code.
 * Exit 2 = the call itself was wrong (usage, unreadable file).
 */
import { readFile } from 'node:fs/promises';
import { loadConfig, type Config } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/client.ts';

export async function runFileCommand(
  usage: string,
  work: (ctx: { db: Db; text: string; config: Config; file: string }) => Promise<number>,
  encoding: BufferEncoding = 'utf8',
): Promise<never> {
  const file = process.argv[2];
  if (!file || process.argv.length > 3) {
    console.error(`Uso: ${usage}`);
    process.exit(2);
  }
  let text: string;
  try {
    text = (await readFile(file)).toString(encoding);
  } catch (err) {
    console.error(`Não foi possível ler ${file}: ${(err as NodeJS.ErrnoException).code ?? 'erro'}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl || undefined, dataDir: config.dataDir });
  let code: number;
  try {
    code = await work({ db: database.db, text, config, file });
  } finally {
    await database.close();
  }
  process.exit(code);
}

/** Prints refused lines the same way in every command. */
export function printRefused(lines: { linha: number; motivo: string }[], indent = '  '): void {
  for (const l of lines) console.error(`${indent}linha ${l.linha}: ${l.motivo}`);
}
