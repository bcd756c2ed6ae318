/**
 * The runner contract against the Docker runner on the real engine (runner image
 * patchproof-runner-python:3, built by bash runners/build.sh python). Skipped, saying why,
 * without an engine or the image, unless PATCHPROOF_REQUIRE_DOCKER=1 (CI), where that fails
 * instead (test/docker/support.ts). Isolated, so a sealed PASS is proof grade; the command
 * runs in the container's copy at /workspace, and is looked up by the container's init.
 */
import { afterAll, expect } from 'vitest';
import { createDockerRunner } from '../../src/adapters/docker/index.js';
import { CONTAINER_WORKSPACE } from '../../src/core/gates/command-words.js';
import { RESERVED_TEST_DIR } from '../../src/core/gates/path-policy.js';
import {
  ourContainers,
  PYTHON_IMAGE,
  requireEngine,
  skipDocker,
  suiteName,
} from '../docker/support.js';
import { realHarness } from './real-harness.js';
import { runnerContract } from './runner-contract.js';

requireEngine();
// Whatever a scenario did (a hang, a flood, a cancellation, a setup), no container is left.
afterAll(() => {
  if (!skipDocker) expect(ourContainers()).toEqual([]);
});

runnerContract(
  realHarness({
    kind: 'docker',
    title: suiteName('runner contract: docker'),
    skip: skipDocker,
    isolated: true,
    traits: {
      cwd: () => CONTAINER_WORKSPACE,
      // The engine names the container (by its own ID) and exports the name.
      addedEnv: ['HOSTNAME'],
      // The mount point of the read-only trusted test folder, there even when the copy has none.
      addedEntries: [RESERVED_TEST_DIR],
      missingCommand: 'exit-127',
    },
    runner: () => createDockerRunner({ image: PYTHON_IMAGE }),
  }),
);
