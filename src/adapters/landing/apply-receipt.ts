/**
 * `patchproof apply` on a real working tree: the one apply sequence (src/app/landing/
 * apply-receipt.ts) wired to this folder's ports, i.e. the workspace's state folder, the
 * repository's files, and git in a throwaway repository for the shadow check.
 */
import {
  applyReceipt as applyWith,
  type ApplyOutcome,
  type ApplyRequest,
} from '../../app/landing/apply-receipt.js';
import { openLandingWorkspace } from './landing-workspace.js';
import { shadowResult } from './shadow-apply.js';

export type { ApplyOutcome, ApplyStep } from '../../app/landing/apply-receipt.js';

export interface ApplyInput extends ApplyRequest {
  /** The working tree to land on. */
  readonly repoDir: string;
}

/** Lands the proposal `input.receipt` covers on the tree at `input.repoDir` (see the use case). */
export function applyReceipt(input: ApplyInput): Promise<ApplyOutcome> {
  return applyWith(input, {
    open: () => openLandingWorkspace(input.repoDir),
    shadow: shadowResult,
  });
}
