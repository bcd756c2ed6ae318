// The fast tier, `npm run test:unit`: the pure core's tests and the ones that run in this
// process with nothing but the filesystem. Left out, for `npm test`: everything that needs the
// Docker engine, a database (PGlite or PostgreSQL), a listening service, or child processes
// (git, python3, node, PatchProof itself). Measured in docs/development.md.
import { defineConfig } from 'vitest/config';
import base from './vitest.config.js';

// Spread, not mergeConfig: that would append to the base's reporters instead of replacing them.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    // This tier runs no child process, so nothing in it reads dist/: no build first.
    globalSetup: ['test/support/postgres-setup.ts'],
    exclude: [
      'test/e2e/**',
      'test/redteam/**',
      'test/http/**',
      'test/service/**',
      'test/docker/**',
      'test/db/**',
      'test/cli/token.test.ts',
      'test/cli/evaluate-cli.test.ts',
      'test/cli/demo.test.ts',
      'test/cli/gate-keys.test.ts',
      'test/landing/apply-crash.test.ts',
      'test/execution/validate-local.test.ts',
      'test/receipt/store-processes.test.ts',
      'test/git-guard/**',
      'test/mcp/**',
      'test/cli/cli.test.ts',
      'test/landing/apply*.test.ts',
      'test/landing/session-cli.test.ts',
      'test/landing/landing-guard.test.ts',
      'test/landing/shadow-apply.test.ts',
      'test/local/local-runner.test.ts',
      'test/local/cancel-local.test.ts',
      'test/local/disk-limit-local.test.ts',
      'test/runners/local.test.ts',
      'test/runners/docker.test.ts',
      'test/snapshot/git-*.test.ts',
      'test/snapshot/vectors-disk.test.ts',
      'test/snapshot/open-repository.test.ts',
      'test/diff/git-roundtrip.test.ts',
      'test/intake/format-equivalence.test.ts',
      'test/intake/nothing-written.test.ts',
      'test/intake/source-encoding-python.test.ts',
      'test/docs/ci-recipes.test.ts',
      'test/execution/relaxed-gate.test.ts',
      'test/corpus/**',
      'test/fixtures/**',
      '**/node_modules/**',
    ],
    reporters: ['default'],
    // CPU-bound and short: both cores help here, unlike the waiting-bound full suite.
    maxWorkers: 2,
  },
});
