/** Trusted-local runner: runs tests on this host in a process group; never isolated. */
export type { LocalRunnerOptions } from './local-runner.js';
export {
  createLocalRunner,
  localFingerprint,
  ENFORCED_LIMITS,
  NOT_ENFORCED_LIMITS,
} from './local-runner.js';
export type { LocalFailureCode } from './failures.js';
export { LOCAL_FAILURE_CODES, localFailureCode } from './failures.js';
export { readLocalModules } from './python-modules.js';
export { CappedOutput } from './capped-output.js';
export { fixedEnvironment } from './fixed-env.js';
export { splitInside } from './report-file.js';
