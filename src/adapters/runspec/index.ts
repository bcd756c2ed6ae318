/** Run specs read from the repository and its probe files. */
export { loadRunSpec } from './load-run-spec.js';
