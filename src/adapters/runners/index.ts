/** Choosing a runner for a run spec (Docker or trusted-local) and the module list its gate reads. */
export type { RunnerKind } from './pick-runner.js';
export { pickRunner } from './pick-runner.js';
export { readPreparedModules, readRunnerModules } from './runner-modules.js';
