import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    // vitest's default is one worker fewer than the cores: one on the 2-core machines CI runs
    // on. Most suites wait (containers, PostgreSQL, child processes), so two overlap that
    // waiting; measured in docs/development.md.
    maxWorkers: 2,
    hookTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'test-results/vitest.json' }]],
  },
});
