/**
 * `npm run bench:pg-floor`: what PostgreSQL alone can do on this machine, with both cores to itself — the floor
 * under the enrolment figures. pgbench (prepared statements, through the Unix socket) runs, 8 s each:
 *   - `select 1` (the cost of a round trip);
 *   - a one-row insert into a two-column table (the cost of a durable commit);
 *   - the enrolment's own insert statement (server/entities/inscricao/inscricao-insercao.ts), with the same
 *     fields and two options as the bench's form, for random candidates of the `bench_enrolment` database.
 * Needs that database (run `npm run bench:enrolment` once) and pgbench (Debian: postgresql-client).
 * Rows it inserts are deleted at the end. Prints transactions/s; writes nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { enrolmentInsert } from '../server/entities/inscricao/inscricao-insercao.ts';
import { ENROLMENT_FIELDS } from '../src/domain/inscricao-campos.ts';

const DB = 'bench_enrolment';
const SOCKET = '/var/run/postgresql';
const client = new pg.Client({ host: SOCKET, user: 'postgres', database: DB });
await client.connect();
const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-floor-'));
const run = (name: string, script: string, clients = 8) => {
  const file = path.join(dir, `${name}.sql`);
  writeFileSync(file, script);
  const out = execFileSync('pgbench', ['-h', SOCKET, '-U', 'postgres', '-n', '-M', 'prepared', '-c', String(clients), '-j', '2', '-T', '8', '-f', file, DB], { encoding: 'utf8' });
  const tps = /tps = ([\d.]+)/.exec(out)?.[1];
  console.log(`${name.padEnd(52)} ${Math.round(Number(tps))} por segundo`);
};

try {
  const [{ prc }] = (await client.query(`SELECT "prcSltCodigo" AS prc FROM prc_seletivo WHERE "prcSltTipo" = 'VESTIBULAR' AND "prcSltNmrOpcoes" >= 2 ORDER BY 1 LIMIT 1`)).rows;
  const opcoes = (await client.query(`SELECT "opcCodigo" FROM opcao WHERE "prcSltCodigo" = $1 AND "opcOpcFinal" ORDER BY 1 LIMIT 2`, [prc])).rows.map((r) => r.opcCodigo as number);
  const [{ min, max }] = (await client.query(`SELECT min("pssFscCodigo") AS min, max("pssFscCodigo") AS max FROM pss_fisica`)).rows;
  const values = Object.fromEntries(ENROLMENT_FIELDS.map((f) => [f.name, f.kind === 'tf' ? false : null]));
  Object.assign(values, { insPrcFrmPagamento: 'BOLETO', insPrcTrmAceite: true, insPrcCotista: false });
  const w = {
    values,
    opcoes: opcoes.map((opcCodigo, i) => ({ opcCodigo, prcSltOpcOrdem: i + 1 })),
    opcoesDetalhe: opcoes.map((opcCodigo, i) => ({ opcCodigo, prcSltOpcOrdem: i + 1, opcDescricao: 'opção', opcVlrInscricao: 100 })),
    arConhecimentos: [],
    locaisDesejados: [],
    cndApoio: [],
    tpInstituicoes: [],
    camposPessoaExigidos: [],
  };
  const { statement, params } = enrolmentInsert({ chave: null, rota: 'pg-floor', pssFscCodigo: 0, prcSltCodigo: prc, insPrcUnica: false, now: new Date(), autor: 0, acao: 'pg-floor', origem: 'http://localhost' }, w);
  // pgbench reads ':name' as its variables, JSON is full of them: the parameters come from a one-row table.
  await client.query('DROP TABLE IF EXISTS pg_floor_param');
  await client.query(`CREATE TABLE pg_floor_param AS SELECT ${params.map((_, i) => `$${i + 1}::text AS p${i + 1}`).join(', ')}`, params.map((p) => (p === null ? null : String(p))));
  let text = statement.text;
  for (let i = params.length; i >= 1; i--) {
    const value = i === 2 || i === 8 ? ':pss' : `(SELECT p${i} FROM pg_floor_param)`;
    text = text.replaceAll(`$${i}::`, `${value}::`);
  }
  await client.query('CREATE TABLE IF NOT EXISTS pg_floor_linha (a serial PRIMARY KEY, b int)');

  console.log(`PostgreSQL sozinho (pgbench, 8 clientes, socket Unix), banco ${DB}:`);
  run('select 1', 'SELECT 1;\n');
  run('insert de uma linha (commit síncrono)', '\\set x random(1, 1000000)\nINSERT INTO pg_floor_linha (b) VALUES (:x);\n');
  run('insert da inscrição (a instrução da API)', `\\set pss random(${min}, ${max})\n${text.replace(/\n\s*/g, ' ')};\n`);
} finally {
  await client.query(`DELETE FROM ins_processo WHERE "insPrcCodigo" IN (SELECT "insPrcCodigo" FROM ins_processo_historico WHERE "insPrcHstAcao" = 'pg-floor')`);
  await client.query(`DELETE FROM email_pendente e WHERE NOT EXISTS (SELECT 1 FROM ins_processo i WHERE i."insPrcCodigo" = e.referencia)`);
  await client.query('DROP TABLE IF EXISTS pg_floor_param');
  await client.query('DROP TABLE IF EXISTS pg_floor_linha');
  await client.end();
  rmSync(dir, { recursive: true, force: true });
}
