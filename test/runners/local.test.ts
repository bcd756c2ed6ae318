/**
 * The runner contract against the trusted-local runner: real processes on this host, in a
 * process group, from a fixed environment. Not isolated (no network or filesystem
 * confinement), so never proof grade; it resolves the command itself, so a missing one is
 * refused before anything starts.
 */
import { createLocalRunner } from '../../src/adapters/local/index.js';
import { realHarness } from './real-harness.js';
import { runnerContract } from './runner-contract.js';

runnerContract(
  realHarness({
    kind: 'local',
    title: 'runner contract: trusted-local',
    isolated: false,
    traits: {
      // Runs in the disposable copy itself.
      cwd: (dir) => dir,
      addedEnv: [],
      addedEntries: [],
      missingCommand: 'infrastructure-error',
    },
    runner: async () => createLocalRunner(),
  }),
);
