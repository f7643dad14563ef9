/**
 * One writer per table (issue 35, item 1): every table of server/db/schema has an owner
 * (tests/unit/dono-das-tabelas.mapa.ts), and no code outside the owner writes it.
 *
 * Scanned: server/ and scripts/, as the product and its staff commands run them. Not scanned: tests (they seed
 * their own data), server/db/migrations (the schema's history and its triggers) and server/db/seed (it builds the
 * demo data in bulk, every table at once, before any feature runs — it is the database's first writer, not a
 * feature's), and server/db/schema (declarations).
 *
 * While other branches move writers into their entities, the writes still outside their owner are listed in
 * EXCECOES_CONHECIDAS (file -> tables). The list only shrinks: a write found outside its owner and not listed
 * fails, a listed write that is gone fails (delete it from the list), and the count never exceeds
 * EXCECOES_MAXIMAS. On failure the message prints the list as it stands, ready to paste.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivosFonte, type Escrita, escritas, escritasDoTexto, type Tabela, tabelasDoSchema } from './dono-das-tabelas.escritas.ts';
import { DONOS, type Dono } from './dono-das-tabelas.mapa.ts';

const RAIZ = path.resolve(import.meta.dirname, '../..');
const PASTAS = ['server', 'scripts'];
const FORA = ['server/db/migrations', 'server/db/seed', 'server/db/schema'];

/**
 * Writes outside their owner, by file: 63 pairs when the check came in (issue 35), none once session 12's moves
 * landed (the enrolment and its lists, documents, exemptions, processes, schedules and forms, rooms, rankings,
 * call-ups, appeals, orphan files). Kept so the check can say what a change broke; never add a line.
 */
const EXCECOES_CONHECIDAS: Record<string, string[]> = {};
/** How many file -> table pairs EXCECOES_CONHECIDAS may hold. Lower it whenever a pair leaves; never raise it. */
const EXCECOES_MAXIMAS = 0;

/** Each table's owner from the map; the tables and files it leaves without one. */
export function donosDasTabelas(tabelas: Tabela[], donos: Record<string, Dono | Record<string, Dono>>) {
  const dono = new Map<string, Dono>();
  const semDono: string[] = [];
  for (const t of tabelas) {
    const d = donos[t.arquivo];
    const deTabela = typeof d === 'string' ? d : d?.[t.sql];
    if (deTabela) dono.set(t.sql, deTabela);
    else semDono.push(`${t.arquivo}: ${t.sql}`);
  }
  const porArquivo = new Map<string, Set<string>>();
  for (const t of tabelas) porArquivo.set(t.arquivo, (porArquivo.get(t.arquivo) ?? new Set()).add(t.sql));
  // a table named in the map that the file does not declare (renamed, moved): the map would go stale silently
  const sobrando = Object.entries(donos).flatMap(([arquivo, d]) =>
    typeof d === 'string' ? (porArquivo.has(arquivo) ? [] : [`${arquivo}`]) : Object.keys(d).filter((t) => !porArquivo.get(arquivo)?.has(t)).map((t) => `${arquivo}: ${t}`),
  );
  return { dono, semDono, sobrando };
}

/** The writes made outside the table's owner. */
export function foraDoDono(achadas: Escrita[], dono: Map<string, Dono>): Escrita[] {
  return achadas.filter((e) => {
    const d = dono.get(e.tabela);
    return !d || !(d.endsWith('/') ? e.arquivo.startsWith(d) : e.arquivo === d);
  });
}

/** The violations as EXCECOES_CONHECIDAS' text, to paste. */
function comoLista(v: Escrita[]): string {
  const porArquivo = new Map<string, string[]>();
  for (const e of v) porArquivo.set(e.arquivo, [...(porArquivo.get(e.arquivo) ?? []), e.tabela]);
  const linhas = [...porArquivo].sort(([a], [b]) => a.localeCompare(b)).map(([f, t]) => `  '${f}': [${t.sort().map((x) => `'${x}'`).join(', ')}],`);
  return `const EXCECOES_CONHECIDAS: Record<string, string[]> = {\n${linhas.join('\n')}\n};\nconst EXCECOES_MAXIMAS = ${v.length};`;
}

const chave = (e: Escrita) => `${e.arquivo} -> ${e.tabela}`;

let tabelas: Tabela[] = [];
beforeAll(async () => {
  tabelas = await tabelasDoSchema(path.join(RAIZ, 'server/db/schema'));
});

describe('each table has one owner, and only the owner writes it', () => {
  it('every schema file and table is in the map, and the map names nothing that is gone', () => {
    expect(tabelas.length).toBeGreaterThan(50);
    const { semDono, sobrando } = donosDasTabelas(tabelas, DONOS);
    expect(semDono, 'a new table gets an owner before it gets a route: name it in tests/unit/dono-das-tabelas.mapa.ts').toEqual([]);
    expect(sobrando, 'the map names tables their file no longer declares').toEqual([]);
  });

  // A guard against a hang, not a measure: the scan parses every file of server/ and scripts/ (bounded work, ~400 files).
  it('no table is written outside its owner, but for the known exceptions (which only shrink)', { timeout: 120_000 }, () => {
    const { dono } = donosDasTabelas(tabelas, DONOS);
    const achadas = escritas(RAIZ, arquivosFonte(RAIZ, PASTAS, FORA), tabelas);
    // the scan sees what it must: the owners' own writes of the person and the account
    expect(achadas.map(chave)).toEqual(expect.arrayContaining(['server/entities/pessoa/pessoa.ts -> pss_fisica', 'server/entities/sessao/sessao.ts -> sessao']));
    const v = foraDoDono(achadas, dono);
    const conhecidas = new Set(Object.entries(EXCECOES_CONHECIDAS).flatMap(([f, ts]) => ts.map((t) => `${f} -> ${t}`)));
    const atuais = new Set(v.map(chave));
    const novas = v.filter((e) => !conhecidas.has(chave(e))).map(chave);
    const resolvidas = [...conhecidas].filter((k) => !atuais.has(k));
    const mensagem = `writes outside their owner changed; call the owner's function instead. The list as it stands now:\n${comoLista(v)}\n`;
    if (process.env.DONOS_IMPRIMIR) console.log(comoLista(v));
    expect({ novas, resolvidas }, mensagem).toEqual({ novas: [], resolvidas: [] });
    expect(conhecidas.size).toBeLessThanOrEqual(EXCECOES_MAXIMAS);
  });
});

describe('the check fails on a deliberate violation', () => {
  const pastas: string[] = [];
  afterAll(() => {
    for (const p of pastas) rmSync(p, { recursive: true, force: true });
  });

  it('finds Drizzle and raw SQL writes outside the owner (aliases, namespaces, templates), and nothing in comments, reads or the owner', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'dono-das-tabelas-'));
    pastas.push(dir);
    const arquivos: Record<string, string> = {
      // the owner writes freely
      'server/entities/pessoa/pessoa.ts': "import { pssFisica } from '../../db/schema/index.ts';\nexport const f = (tx: any) => tx.update(pssFisica).set({});\n",
      // a feature: Drizzle through an alias, a namespace, and escritaPorChave
      'server/features/x/repository.ts': [
        "import { conta as c, type sessao } from '../../db/schema/index.ts';",
        "import * as schema from '../../db/schema/index.ts';",
        "import { escritaPorChave } from '../../db/por-chave.ts';",
        'export const a = (tx: any) => tx.insert(c).values({});',
        'export const b = (tx: any) => tx.delete(schema.simulacao);',
        'export const w = escritaPorChave(schema.mensagem, schema.mensagem.mnsCodigo);',
        'export type S = typeof sessao;',
      ].join('\n'),
      // raw SQL: plain, in a template, with the table interpolated, lower case, a TRUNCATE of two
      'server/login/y.ts': [
        "import { sql } from 'drizzle-orm';",
        "import { sessao } from '../db/schema/index.ts';",
        'export const q1 = `UPDATE pss_fisica SET "pssFscNome" = $1`;',
        'export const q2 = sql`DELETE FROM ${sessao} WHERE 1 = 1`;',
        "export const q3 = 'insert into \"confirmacao_email\" (x) values (1)';",
        "export const q4 = 'TRUNCATE mns_destinatario, ins_boleto';",
        "export const q5 = contarApagadas('limpeza_x', 'limite_taxa', 'chave', 'true');",
        'declare function contarApagadas(...a: string[]): string;',
      ].join('\n'),
      // not writes: a comment, a read, a message, a Map's delete, a table's name in a SELECT
      'scripts/z.ts': [
        "import { conta } from '../server/db/schema/index.ts';",
        '// insert into conta: the owner does it',
        '/* UPDATE pss_fisica */',
        'const m = new Map<number, number>();',
        'm.delete(1);',
        "export const q = 'SELECT * FROM conta';",
        "export const t = 'Não foi possível update a conta';",
        'export const r = (db: any) => db.select().from(conta);',
      ].join('\n'),
    };
    for (const [f, texto] of Object.entries(arquivos)) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      writeFileSync(path.join(dir, f), texto);
    }
    const { dono } = donosDasTabelas(tabelas, DONOS);
    const achadas = escritas(dir, arquivosFonte(dir, PASTAS, FORA), tabelas);
    expect(foraDoDono(achadas, dono).map(chave).sort()).toEqual([
      'server/features/x/repository.ts -> conta',
      'server/features/x/repository.ts -> mensagem',
      'server/features/x/repository.ts -> simulacao',
      'server/login/y.ts -> confirmacao_email',
      'server/login/y.ts -> ins_boleto',
      'server/login/y.ts -> limite_taxa',
      'server/login/y.ts -> mns_destinatario',
      'server/login/y.ts -> pss_fisica',
      'server/login/y.ts -> sessao',
    ]);
    expect(achadas.map(chave)).toContain('server/entities/pessoa/pessoa.ts -> pss_fisica');
  });

  it('a schema file or a table with no owner fails; so does a mapped table that is gone', () => {
    const novas: Tabela[] = [...tabelas, { exportacao: 'novaTabela', sql: 'nova_tabela', arquivo: 'nova.ts' }, { exportacao: 'outra', sql: 'outra', arquivo: 'auth.ts' }];
    const { semDono } = donosDasTabelas(novas, DONOS);
    expect(semDono).toEqual(['nova.ts: nova_tabela', 'auth.ts: outra']);
    const { sobrando } = donosDasTabelas(tabelas.filter((t) => t.sql !== 'sessao' && t.arquivo !== 'pessoa.ts'), DONOS);
    expect(sobrando).toEqual(['auth.ts: sessao', 'pessoa.ts']);
  });

  it('the scan parses TypeScript with JSX', () => {
    expect(escritasDoTexto("import { conta } from '../db/schema/index.ts';\nexport const C = () => <div>{String(tx.update(conta))}</div>;\ndeclare const tx: any;\n", tabelas, 'a.tsx')).toEqual(['conta']);
  });
});
