/** What the Docker and trusted-local runners share: owner marks, bounded waits, failure strings, the Python module probe. */
export type { Owner } from './process-owner.js';
export { currentOwner, formatOwner, ownerAlive, parseOwner } from './process-owner.js';
export { parseModuleList, probeScript, pythonMissing, pythonUse } from './python-probe.js';
export type { RunnerFailure } from './runner-failures.js';
export { firstFailureCode, formatRunnerFailures, hasFailureCode } from './runner-failures.js';
export { settlesWithin } from './settles-within.js';
