/** The runner image's real module list (fixtures/SOURCE.md) and intake policies built on it. */
import { readFileSync } from 'node:fs';
import type { PythonModules, RunnerModules } from '../../src/core/gates/runner-modules.js';
import type { IntakePolicyInput } from '../../src/core/intake/policy.js';

const raw = JSON.parse(
  readFileSync(new URL('./fixtures/python-3.11-bookworm-modules.json', import.meta.url), 'utf8'),
) as PythonModules & { v: 1 };

/** patchproof-runner-python:3's list: Python 3.11.2 with Debian's pytest 7.2.1. */
export const RUNNER_PYTHON: PythonModules = {
  python: raw.python,
  stdlib: raw.stdlib,
  testPackages: raw.testPackages,
  installed: raw.installed,
  namespaces: raw.namespaces,
  searchPath: raw.searchPath,
};

export const RUNNER_MODULES: RunnerModules = { python: RUNNER_PYTHON, source: 'image label' };

/** The commands of test/redteam/scenarios/py-intervals/spec/patchproof.json. */
export const UNITTEST_COMMANDS: readonly (readonly string[])[] = [
  ['python3', '-m', 'unittest', 'discover', '-v', '-s', 'patchproof_tests/reproduction'],
  ['python3', '-m', 'unittest', 'discover', '-v', '-s', 'tests'],
  ['python3', '-m', 'unittest', 'discover', '-v', '-s', 'patchproof_tests/hidden'],
];

/** An intake policy with the ShadowedModule gate on, for `commands` on the runner image. */
export function shadowingPolicy(
  commands: readonly (readonly string[])[] = UNITTEST_COMMANDS,
  modules: RunnerModules = RUNNER_MODULES,
  env?: Record<string, string>,
): IntakePolicyInput {
  return { shadowing: { modules, commands, ...(env ? { env } : {}) } };
}
