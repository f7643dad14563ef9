/**
 * Who writes which table: reads the tables of server/db/schema (their Drizzle export names and SQL names) and scans
 * source files for writes, by parsing them (swc, the TypeScript parser the linter's toolchain already ships) rather
 * than grepping, so a comment or a word in a message is not a write and a table named through an alias or a
 * `sql` template's `${tabela}` is. What counts as a write:
 * - Drizzle: `.insert(t)`, `.update(t)`, `.delete(t)` where `t` is a table imported (as a value) from db/schema,
 *   by name, alias or namespace (`schema.t`), and `escritaPorChave(t, ...)` (server/db/por-chave.ts: the writer
 *   entities build for a table), and the housekeeping's `apagarLote('t', ...)` / `contarApagadas(nome, 't', ...)`
 *   (server/db/limpeza-em-lote.ts);
 * - raw SQL in any string or template (tagged or not): INSERT INTO, UPDATE, DELETE FROM, TRUNCATE, COPY followed by
 *   a table's SQL name, or by `${t}` of a schema table.
 * Not seen: a table handed to a generic writer as a parameter (`tx.delete(lista)` over a list of tables, as the
 * form's lists in server/entities/processo/lista-do-formulario.ts) and SQL built by concatenation. Review keeps
 * those inside the owner; the scan is the net for the everyday case, not a proof.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';

export interface Tabela {
  /** the Drizzle export name, e.g. `pssFisica` */
  exportacao: string;
  /** the SQL name, e.g. `pss_fisica` */
  sql: string;
  /** the schema file that declares it, e.g. `pessoa.ts` */
  arquivo: string;
}

/** Every table declared in `pastaSchema` (index.ts, the barrel, aside), each under the file that declares it. */
export async function tabelasDoSchema(pastaSchema: string): Promise<Tabela[]> {
  const tabelas: Tabela[] = [];
  for (const arquivo of readdirSync(pastaSchema).filter((f) => f.endsWith('.ts') && f !== 'index.ts').sort()) {
    const modulo = (await import(path.join(pastaSchema, arquivo))) as Record<string, unknown>;
    for (const [exportacao, valor] of Object.entries(modulo)) {
      if (is(valor, PgTable)) tabelas.push({ exportacao, sql: getTableName(valor), arquivo });
    }
  }
  return tabelas;
}

/** The source files under `raiz`'s `pastas`, skipping the `fora` prefixes (paths relative to `raiz`, with '/'). */
export function arquivosFonte(raiz: string, pastas: string[], fora: string[]): string[] {
  const achados: string[] = [];
  const visitar = (rel: string) => {
    if (fora.some((f) => rel === f || rel.startsWith(`${f}/`))) return;
    const abs = path.join(raiz, rel);
    if (statSync(abs).isDirectory()) {
      for (const nome of readdirSync(abs).sort()) if (nome !== 'node_modules') visitar(`${rel}/${nome}`);
    } else if (/\.(ts|tsx|mts|js|mjs|cjs)$/.test(rel) && !rel.endsWith('.d.ts')) achados.push(rel);
  };
  for (const p of pastas) visitar(p);
  return achados;
}

export interface Escrita {
  arquivo: string;
  tabela: string;
}

type No = { type?: string; [k: string]: unknown };

const ESCRITA_SQL = /\b(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|copy|truncate(?:\s+table)?(?:\s+only)?)\s+((?:(?:public\.)?"?[a-z_][a-z0-9_]*"?\s*,\s*)*(?:public\.)?"?[a-z_][a-z0-9_]*"?)/gi;

/** The tables `texto` (one file's source) writes, by the rules above. */
export function escritasDoTexto(texto: string, tabelas: Tabela[], nomeArquivo: string): string[] {
  const porExportacao = new Map(tabelas.map((t) => [t.exportacao, t.sql]));
  const porSql = new Set(tabelas.map((t) => t.sql));
  const tsx = nomeArquivo.endsWith('.tsx');
  const modulo = parseSync(texto, { syntax: 'typescript', tsx, target: 'es2022' }) as unknown as No;
  const nomes = new Map<string, string>(); // local name -> SQL name, for tables imported as values
  const espacos = new Set<string>(); // `import * as schema from '.../db/schema...'`
  for (const decl of modulo.body as No[]) {
    if (decl.type !== 'ImportDeclaration' || decl.typeOnly) continue;
    if (!/(^|\/)db\/schema(\/|$)/.test((decl.source as { value: string }).value)) continue;
    for (const esp of decl.specifiers as No[]) {
      const local = (esp.local as { value: string }).value;
      if (esp.type === 'ImportNamespaceSpecifier') espacos.add(local);
      else if (esp.type === 'ImportSpecifier' && !esp.isTypeOnly) {
        const importado = (esp.imported as { value: string } | null)?.value ?? local;
        const sql = porExportacao.get(importado);
        if (sql) nomes.set(local, sql);
      }
    }
  }
  const tabelaDe = (e: No | undefined): string | undefined => {
    if (!e) return undefined;
    if (e.type === 'Identifier') return nomes.get(e.value as string);
    if (e.type === 'MemberExpression' && (e.object as No).type === 'Identifier' && espacos.has((e.object as No).value as string) && (e.property as No).type === 'Identifier') {
      return porExportacao.get((e.property as No).value as string);
    }
    if (e.type === 'TsAsExpression' || e.type === 'TsNonNullExpression' || e.type === 'ParenthesisExpression') return tabelaDe(e.expression as No);
    return undefined;
  };
  const escritas = new Set<string>();
  const sqlDe = (s: string) => {
    for (const m of s.matchAll(ESCRITA_SQL)) {
      for (const nome of m[1]!.split(',')) {
        const limpo = nome.trim().replace(/^public\./i, '').replaceAll('"', '').toLowerCase();
        if (porSql.has(limpo)) escritas.add(limpo);
      }
    }
  };
  const visitar = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visitar);
    if (!n || typeof n !== 'object') return;
    const no = n as No;
    if (no.type === 'CallExpression') {
      const callee = no.callee as No;
      if (callee.type === 'MemberExpression' && (callee.property as No).type === 'Identifier' && ['insert', 'update', 'delete'].includes((callee.property as No).value as string)) {
        const t = tabelaDe((no.arguments as No[])[0]?.expression as No | undefined);
        if (t) escritas.add(t);
      }
      if (callee.type === 'Identifier' && callee.value === 'escritaPorChave') {
        const t = tabelaDe((no.arguments as No[])[0]?.expression as No | undefined);
        if (t) escritas.add(t);
      }
      // the housekeeping's batches name their table as text (server/db/limpeza-em-lote.ts)
      const nomeada = callee.type === 'Identifier' ? { apagarLote: 0, contarApagadas: 1 }[callee.value as string] : undefined;
      const literal = nomeada === undefined ? undefined : ((no.arguments as No[])[nomeada]?.expression as No | undefined);
      if (literal?.type === 'StringLiteral' && porSql.has(literal.value as string)) escritas.add(literal.value as string);
    } else if (no.type === 'StringLiteral') sqlDe(no.value as string);
    else if (no.type === 'TemplateLiteral' || no.type === 'Tpl') {
      const quasis = no.quasis as No[];
      const exprs = no.expressions as No[];
      // the template's text with each `${t}` of a schema table written as its SQL name (anything else as a blank)
      sqlDe(quasis.map((q, i) => `${(q.cooked as string | null) ?? (q.raw as string)}${i < exprs.length ? (tabelaDe(exprs[i]) ?? ' ') : ''}`).join(''));
    }
    for (const v of Object.values(no)) if (v && typeof v === 'object') visitar(v);
  };
  visitar(modulo.body);
  return [...escritas].sort();
}

/** Every write under `raiz` in `arquivos`: one row per file and table. */
export function escritas(raiz: string, arquivos: string[], tabelas: Tabela[]): Escrita[] {
  return arquivos.flatMap((arquivo) => {
    const texto = readFileSync(path.join(raiz, arquivo), 'utf8');
    // Only a file that names a write can hold one: the others are not parsed.
    if (!/insert|update|delete|truncate|copy|escritaPorChave/i.test(texto)) return [];
    return escritasDoTexto(texto, tabelas, arquivo).map((tabela) => ({ arquivo, tabela }));
  });
}
