// The fast tier, `npm run test:unit`: the pure core and the tests that run in this process
// (git and the filesystem allowed). Left out: everything that needs the Docker engine, a
// database (PGlite or PostgreSQL), a listening service or child PatchProof processes, which
// `npm test` runs. Measured in docs/development.md.
import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config.js';

export default mergeConfig(
  base,
  defineConfig({
    test: {
      exclude: [
        'test/e2e/**', 'test/http/**', 'test/service/**', 'test/docker/**', 'test/db/**',
        'test/cli/token.test.ts', 'test/cli/demo.test.ts', 'test/cli/gate-keys.test.ts',
        'test/landing/apply-crash.test.ts', 'test/execution/validate-local.test.ts', 'test/receipt/store-processes.test.ts',
        '**/node_modules/**',
      ],
      reporters: ['default'],
    },
  }),
);
