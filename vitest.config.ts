import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Projects under test: their own tests are theirs to run, never this suite's.
    exclude: [
      '**/node_modules/**',
      'test/corpus/*/repo/**',
      'test/corpus/*/spec/**',
      'test/fixtures/**',
    ],
    testTimeout: 30_000,
    // vitest's default is one worker fewer than the cores: one on the 2-core machines CI runs
    // on. Most suites wait (containers, PostgreSQL, child processes), so two overlap that
    // waiting; measured in docs/development.md.
    maxWorkers: 2,
    hookTimeout: 60_000,
    // dist/ built once from these sources before any file starts, never during the run
    // (test/support/build-setup.ts); one PostgreSQL container for the run, started when a
    // test first needs it (or the host cluster's PATCHPROOF_TEST_DATABASE_URL):
    // test/support/postgres-setup.ts.
    globalSetup: ['test/support/build-setup.ts', 'test/support/postgres-setup.ts'],
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
