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
          // beforeAll builds a fresh database (migrations in WASM) and seeds it: on a loaded 2-core CI machine that
          // passed 60 s, so the hook's guard is generous; a test's own work stays well under its 30 s.
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // PGlite is CPU-bound WASM; two cores run two files at a time.
          maxWorkers: 2,
        },
      },
      { test: { name: 'deploy', include: ['tests/deploy/**/*.test.ts'], environment: 'node', testTimeout: 15_000, hookTimeout: 30_000 } },
    ],
  },
});
