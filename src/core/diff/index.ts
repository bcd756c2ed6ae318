/** Public API of the normalized diff (PROTOCOL 3.2). */
export { normalizedDiff } from './normalized-diff.js';
export type { FileDiffInput, FileSide, RegularFileMode } from './types.js';
