/**
 * Landing and workspace sessions on a real working tree: the apply and session use cases
 * (src/app/landing) wired to this folder's ports; the journal, the viewer, guarded git's check.
 */
export type { ApplyOutcome, ApplyStep } from './apply-receipt.js';
export { applyReceipt } from './apply-receipt.js';
export { readJournal } from './journal-store.js';
export { whileLandingSettled } from './landing-guard.js';
export type { Answer, Observation } from './session-observe.js';
export { watchWorkspace } from './session-observe.js';
export type { SessionView } from './session-ops.js';
export {
  ackExport,
  beginSession,
  dropExport,
  endSession,
  exportSession,
  sessionStatus,
  unlockWorkspace,
} from './session-ops.js';
export type { Settled } from '../../app/landing/settle.js';
export { openWorkspaceState } from './workspace-state.js';
