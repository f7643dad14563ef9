import { tabelasDoSchema, arquivosFonte, escritas } from './tests/unit/dono-das-tabelas.escritas.ts';
const raiz = process.cwd();
const t = await tabelasDoSchema(raiz + '/server/db/schema');
const arqs = arquivosFonte(raiz, ['server', 'scripts'], ['server/db/migrations', 'server/db/seed', 'server/db/schema']);
const e = escritas(raiz, arqs, t);
const por = new Map<string, string[]>();
for (const x of e) por.set(x.tabela, [...(por.get(x.tabela) ?? []), x.arquivo]);
for (const tb of t) console.log(tb.arquivo, tb.sql, '<-', (por.get(tb.sql) ?? []).join(' '));
