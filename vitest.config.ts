import { defineConfig } from 'vitest/config';

// Three projects: pure rules (fast, no database), API tests (Fastify inject on a fresh database per file), and
// the site as deployed (tests/deploy: the generated nginx rules in Debian's nginx, installed by scripts/ensure-env.sh
// WITH_NGINX=1, and a production site build).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          environment: 'node',
          // Guards against a hang, not measures (issue 35: a test bounds its work, never its time). A file's
          // beforeAll builds a fresh database and seeds it: on a loaded 2-core machine that passed 60 s, so the
          // hook's guard is generous, and no file sets a lower one of its own; a test that needs 10 s on a quiet
          // machine has needed three times that on a busy one, hence 60 s per test.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // PGlite is CPU-bound WASM; two cores run two files at a time.
          maxWorkers: 2,
          // Each file opens its own database and app (tests/support/api.ts), so a worker's module cache can serve
          // the next file: importing the whole server anew cost 4-5 s per file (117 files, twice in .ci/run), and
          // the suite took 17 min instead of 10 on PGlite. Module-level state is only caches keyed by their input
          // (server/entities/mensagem/html-servidor.ts, server/plugins/site.ts) and the calculation thread, which
          // is per process either way; .ci/run shuffles the files' order on its PostgreSQL pass to keep it so.
          isolate: false,
        },
      },
      // The same guards (real nginx, PostgreSQL and API processes started by the hooks).
      { test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 180_000 } },
    ],
  },
});
