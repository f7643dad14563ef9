import { defineConfig } from 'vitest/config';

// Two projects: pure rules (fast, no database) and API tests (Fastify inject on a fresh database per file).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/security/**/*.test.ts', 'tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // PGlite is CPU-bound WASM; two cores run two files at a time.
          maxWorkers: 2,
        },
      },
    ],
  },
});
