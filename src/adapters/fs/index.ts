/** Local files the tools keep: atomic writes, the XDG data home, pid locks, hidden-test records, batch output. */
export { syncFolder, writeFileAtomic } from './atomic-file.js';
export { openBatchOutput } from './batch-output.js';
export { dataHome } from './data-home.js';
export { recordHiddenPhase } from './hidden-record.js';
export { takePidLock } from './pid-lock.js';
