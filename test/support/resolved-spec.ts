/**
 * A resolved run spec for tests of the execution and the validation sequence on the fake
 * runner: unittest suites everywhere, trusted folders that are only names (the fake
 * workspaces never read them), default limits and protected paths.
 */
import { DEFAULT_LIMITS } from '../../src/core/runner/runner-port.js';
import { protectedPathsInForce } from '../../src/core/gates/protected-paths.js';
import type { ResolvedRunSpec } from '../../src/core/runspec/resolve.js';
import type { SnapshotId } from '../../src/core/snapshot/inventory.js';

export const UNITTEST_SUITE = {
  command: ['python3', '-m', 'unittest', '-v'],
  report: { format: 'unittest' as const },
};

export function unittestSpec(options: {
  digest: SnapshotId;
  targets: string[];
  runner?: ResolvedRunSpec['runner'];
}): ResolvedRunSpec {
  return {
    hash: `sha256:${'d'.repeat(64)}`,
    runner: options.runner ?? { kind: 'local' },
    reproduction: {
      mode: 'spec',
      ...UNITTEST_SUITE,
      tests: { dir: '/trusted/repro', digest: options.digest },
      targets: options.targets,
    },
    regression: UNITTEST_SUITE,
    hidden: { ...UNITTEST_SUITE, tests: { dir: '/trusted/hidden', digest: options.digest } },
    environment: { include: [], variables: {} },
    limits: DEFAULT_LIMITS,
    protectedPaths: protectedPathsInForce(),
  };
}
