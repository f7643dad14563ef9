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
        },
      },
      // The same guards (real nginx, PostgreSQL and API processes started by the hooks).
      { test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], environment: 'node', testTimeout: 60_000, hookTimeout: 180_000 } },
    ],
  },
});
