/**
 * The house's import rules (DESIGN.md, "Rules of the house": "The linter is the house's memory"), checked by
 * `npm run lint` (part of `npm test`). Each rule says why it exists; a rule that fails names the import to
 * remove, and the fix is to move the shared code down (src/domain, server/lib, server/db, server/entities),
 * never to add an exception here. The one list of exceptions (ROTAS_COM_SQL_CONHECIDAS: route files that held
 * SQL when their rule came in) only shrinks; tests/unit/lint-regras.test.ts fails if it grows or keeps a file
 * that no longer needs it, and shows each rule failing on a deliberate violation.
 *
 * Parser: our TypeScript is 7 (the native compiler, with no JavaScript compiler API), which dependency-cruiser
 * cannot load, and its default parser (acorn) only reads TypeScript loosely: it cannot tell a type-only import,
 * and it silently drops an import that mixes values and inline `type` names (`import { a, type B } from`) and
 * `export type { T } from`, so a boundary crossed that way would pass unseen. @swc/core parses TypeScript
 * properly and marks type-only imports ('type-only'); a type import across a boundary fails like any other.
 * `tsPreCompilationDeps` is left off on purpose: it only switches to the tsc extractor, which cannot run
 * on TypeScript 7, and turning it on only makes dependency-cruiser print the "missing-tsc-transpiler"
 * warning; with swc the type-only imports are found either way.
 *
 * Cruised: server/, src/, scripts/, bench/, tests/ (see the lint script). scripts/, bench/ and tests/ may
 * use any part of the product (they drive it), so the layer and feature rules name only product folders as
 * `from`; they are still checked for cycles. .astro files are not parsed (swc reads no Astro): pages only
 * compose features, and their imports are checked by `astro check`/the build, not here.
 *
 * @type {import('dependency-cruiser').IConfiguration}
 */

// When @swc/core cannot be loaded (its platform binding missing, a 2.x outside dependency-cruiser's range),
// dependency-cruiser quietly falls back to acorn, which half-reads TypeScript (see above) and still says "no
// violations". Refuse to lint then, saying why, rather than pass on a partial graph.
try {
  const swcVersion = require('@swc/core/package.json').version;
  if (!swcVersion.startsWith('1.')) throw new Error(`@swc/core ${swcVersion}: dependency-cruiser 18 reads @swc/core 1.x only`);
  require('@swc/core').parseSync('import type { A } from "./a.ts"; const b: A = 1;', { syntax: 'typescript' });
} catch (err) {
  throw new Error(`lint: @swc/core, the TypeScript parser of dependency-cruiser, is not usable here (${err.message}). Run npm install.`);
}

/** A route file of the API: routes.ts, *-routes.ts or rotas-*.ts anywhere under server/. */
const ROTA = '^server/.*/(routes|[^/]*-routes|rotas-[^/]*)\\.ts$';
/**
 * What a route file must not import as a value: the schema's tables, drizzle-orm (wherever node_modules is: the
 * resolved path may run through a link), the raw SQL helpers.
 */
const SQL_NA_ROTA = '^server/db/schema/|^server/db/raw[.]ts$|(^|/)node_modules/drizzle-orm/';
/**
 * KNOWN EXCEPTIONS of the rule rotas-sem-sql: the route files that touched the database directly when the rule
 * came in (issue 35). Each is a file to empty of SQL, by moving its queries to the feature's repository and its
 * writes to the table's entity, and then to delete from here. Never add a file: move its SQL instead.
 */
const ROTAS_COM_SQL_CONHECIDAS = [
].map((f) => `^${f.replace(/[.]/g, '\\.')}$`);

module.exports = {
  forbidden: [
    {
      name: 'site-nao-importa-servidor',
      comment:
        'The site is static HTML and browser islands: server code in its bundle would ship database and secret-handling ' +
        'code to every browser, or fail the build. What both sides share lives in src/domain (rules, wire contracts).',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'feature-da-api-nao-importa-outra',
      comment:
        'A server feature (and later each back-office area, server/features/gestao-<area>/) is one screen of the spec; ' +
        'one reaching into another ties two screens together so neither can change alone. Code two features need ' +
        'goes down to server/entities (one module per entity), server/http or server/db.',
      severity: 'error',
      from: { path: '^server/features/([^/]+)/' },
      to: { path: '^server/features/', pathNot: '^server/features/$1/' },
    },
    {
      name: 'feature-do-site-nao-importa-outra',
      comment:
        'Same rule on the site (bulletproof-react): a site feature imports src/domain, src/lib and src/components, ' +
        'never another feature; what two features share moves down to one of those.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/' },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'banco-abaixo-de-tudo',
      comment:
        'server/db (client, schema, migrations, seed) is the bottom layer: scripts, tests and benchmarks open it ' +
        'without an HTTP server. If it imported a plugin, the HTTP layer, a feature, an entity or the login app, ' +
        'every one of those would drag Fastify and each other in, and the layers would form a loop.',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/(plugins|http|features|entities|login)/' },
    },
    {
      name: 'dominio-puro',
      comment:
        'src/domain holds the pure rules shared by the site and the API (CPF, dates, wire contracts): it runs in the ' +
        'browser and in Node alike, so it imports nothing of the project outside itself (packages are fine).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { path: '^(src|server|scripts|bench|tests)/', pathNot: '^src/domain/' },
    },
    {
      name: 'entidades-abaixo-das-features',
      comment:
        'server/entities are the modules several features share (process, option, enrolment, person, ...): they sit ' +
        'under the features, so they may use server/db and server/http but never a feature, a plugin or the login app, ' +
        'or sharing them would bring a feature into another again.',
      severity: 'error',
      from: { path: '^server/entities/' },
      to: { path: '^server/(features|login|plugins)/' },
    },
    {
      name: 'lib-do-servidor-sem-dependencias',
      comment:
        'server/lib is plain code any part of the server uses, the database layer included (the seed hashes ' +
        'passwords): it imports nothing of the server, or it could not be used from server/db.',
      severity: 'error',
      from: { path: '^server/lib/' },
      to: { path: '^server/', pathNot: '^server/lib/' },
    },
    {
      name: 'produto-nao-importa-testes-nem-scripts',
      comment:
        'The product (server/, src/) never imports tests, benchmarks or staff scripts: they are not deployed with it, ' +
        'and the arrow goes the other way (scripts and tests drive the product).',
      severity: 'error',
      from: { path: '^(server|src)/' },
      to: { path: '^(tests|bench|scripts)/' },
    },
    {
      name: 'http-nao-importa-plugins',
      comment:
        'server/http (envelope, pesquisa parser, staff write helpers, pagination) sits under the plugins: the plugins ' +
        'use it to answer and refuse. If it imported a plugin the arrow would run back up and the two layers would be one. ' +
        'What both need goes down: a table writer to server/entities (the audit trail: entities/auditoria/auditoria.ts), plain ' +
        'code to server/lib.',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/plugins/' },
    },
    {
      name: 'rotas-sem-sql',
      comment:
        'A route file (routes.ts, *-routes.ts, rotas-*.ts) says what a call takes and answers; the SQL it runs lives in ' +
        'the feature\'s repository (reads) or the table\'s entity (writes), so a reader finds a call\'s SQL in one ' +
        'step and a table has one writer (issue 35). So a route file imports neither the schema\'s tables (a type-only ' +
        'import is fine), nor drizzle-orm, nor the raw SQL helpers of server/db/raw.ts. The files that still do are ' +
        'listed in ROTAS_COM_SQL_CONHECIDAS below, each by its path: the list only shrinks (a file moved off it is ' +
        'deleted from it); a new route file, or one not listed, fails on its first such import.',
      severity: 'error',
      from: { path: ROTA, pathNot: ROTAS_COM_SQL_CONHECIDAS },
      to: { path: SQL_NA_ROTA, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'sem-ciclos',
      comment:
        'An import cycle makes load order matter (a module sees another half-initialised) and means two modules ' +
        'are one in disguise: merge them or move what both need down a layer. Checked everywhere, tests included.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'import-que-nao-resolve',
      comment:
        'An import of a project file that does not exist is a typo or a file moved without its importers; failing ' +
        'here says where, instead of at run time. (A rule over unresolved imports is also what keeps this linter ' +
        'honest: a path it cannot follow is a path whose rules it cannot check.)',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true, path: '^\\.{1,2}/' },
    },
  ],
  options: {
    parser: 'swc',
    tsPreCompilationDeps: false,
    doNotFollow: { path: 'node_modules' },
    // Packages are named (their imports are not followed); no includeOnly, so that a relative import that
    // did not resolve (its path stays as written) still reaches the rule import-que-nao-resolve.
    exclude: { path: '^server/db/migrations/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.jsx', '.json'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
