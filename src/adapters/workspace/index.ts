/** Verified workspace copies for runs: the factory, trusted suites, the work root. */
export { copyVerified } from './copy-verified.js';
export { sealInputFor } from './trusted-suite.js';
export { createWorkspaceFactory } from './workspace-factory.js';
