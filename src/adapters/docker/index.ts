/** Docker runner: one fresh, confined container per run (PROTOCOL 5, 9). */
export type { DockerRunnerOptions } from './docker-runner.js';
export { createDockerRunner } from './docker-runner.js';
export type { DockerFailureCode } from './failures.js';
export { DOCKER_FAILURE_CODES, dockerFailureCode } from './failures.js';
export { ROLE_LABEL, ROLE, RUN_LABEL, OWNER_LABEL, PART_LABEL } from './container-config.js';
export { sweepLeftovers } from './sweep.js';
export { MODULES_LABEL, readImageModules } from './image-modules.js';
export { environmentImage, ENV_INPUTS_LABEL } from './env-image.js';
export type { BuiltEnvironment } from './env-image.js';
export { engineJson } from './container-ops.js';
export { isNotFound } from './engine-call.js';
export type { RunnerKind } from './images.js';
export { RUNNER_IMAGES, RUNNER_KINDS, buildRunnerImages } from './images.js';
