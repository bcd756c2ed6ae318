/** Filesystem and Git adapter: snapshots of real folders and safe reads of their files. */
export type { SnapshotLimits, SnapshotOptions } from './options.js';
export { DEFAULT_LIMITS } from './options.js';
export { readSnapshot, snapshotOfPaths } from './read-snapshot.js';
export type { Repository } from './open-repository.js';
export { openRepository } from './open-repository.js';
export { HARDENING, gitEnvironment, isInsideWorkTree, runGit } from './git.js';
export { resolveRoot } from './read-snapshot.js';
export { checkRelative, foldersPresent, readRegularFile } from './safe-read.js';
export { isDotGit } from './safe-read.js';
