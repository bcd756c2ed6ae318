/**
 * The four authorities of PROTOCOL 1, plus auditors who only read. A token carries one
 * role; each mutating action names the roles that may take it. Nobody holds two: a
 * deployment that wants one person to propose and approve must give them two tokens, and
 * even then the self-approval rule (by actor) still refuses.
 */
import { ServiceError } from '../errors.js';

export const ROLES = ['proposer', 'approver', 'executor', 'publisher', 'auditor'] as const;
export type Role = (typeof ROLES)[number];

export const ACTIONS = [
  'upload',
  'register-run',
  'propose',
  'approve',
  'execute',
  'cancel',
  'publish',
] as const;
export type Action = (typeof ACTIONS)[number];

/** Who may do what (PROTOCOL 8's table). Reads are open to any token, receipts to anyone. */
const ALLOWED: Readonly<Record<Action, readonly Role[]>> = {
  // Uploading a repository tar is the first half of registering a run from it.
  upload: ['proposer', 'approver'],
  'register-run': ['proposer', 'approver'],
  propose: ['proposer'],
  approve: ['approver'],
  execute: ['executor'],
  cancel: ['executor'],
  publish: ['publisher'],
};

/** The holder of a verified token. */
export interface Principal {
  readonly tokenId: string;
  readonly role: Role;
  /** The declared identity (a reviewer's name, an agent's id); recorded on every action. */
  readonly actor: string;
  /** The projects the token reaches; null: every project (`token create --all-projects`). */
  readonly projects: readonly string[] | null;
}

/** Refuses with RoleNotAllowed unless the principal's role may take the action. */
export function assertMayAct(principal: Principal, action: Action): void {
  const roles = ALLOWED[action];
  if (!roles.includes(principal.role)) {
    throw new ServiceError(
      'RoleNotAllowed',
      `a ${principal.role} token may not ${action}; use a token with the role ${roles.join(' or ')} (patchproof token create --role ${roles[0]} --actor <name>)`,
      {
        details: { action, role: principal.role, allowed: [...roles] },
      },
    );
  }
}

/**
 * An actor as authorship compares it: compatibility-normalized (NFKC: fullwidth letters,
 * ligatures) and case-folded (upper then lower case, so ß meets SS and a final sigma meets
 * σ), since the forges match logins without regard to case. Comparing loosely only ever
 * refuses more approvals.
 */
export function actorKey(actor: string): string {
  return actor.normalize('NFKC').toUpperCase().toLowerCase().normalize('NFKC');
}

/**
 * Refuses with SelfApproval when the approver is among the proposal's authors: everyone who
 * submitted its bytes to any run, and every author a relay declared for them.
 */
export function assertNotSelfApproval(approver: string, authors: readonly string[]): void {
  const key = actorKey(approver);
  if (authors.some((author) => actorKey(author) === key)) {
    throw new ServiceError(
      'SelfApproval',
      `${approver} is an author of this patch (proposed or relayed it, or was declared its author) and may not approve it; ask another reviewer to approve the proposal hash`,
      {
        details: { actor: approver },
      },
    );
  }
}

/** A role name from input, or null. */
export function parseRole(text: string): Role | null {
  return (ROLES as readonly string[]).includes(text) ? (text as Role) : null;
}

/**
 * Characters refused in actor names: controls, format characters (bidirectional marks,
 * zero-width joiners, tags), anything default-ignorable (invisible, so "alice" and "alice\u200b"
 * would look alike), and every space but U+0020.
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\p{Zl}\p{Zp}]|(?! )\p{Zs}/u;

/** Actor names are declarations shown in receipts: short, visible, NFC. */
export function isValidActor(actor: string): boolean {
  return (
    actor.length > 0 &&
    actor.length <= 200 &&
    actor === actor.normalize('NFC') &&
    !INVISIBLE.test(actor) &&
    actor.trim() === actor
  );
}
