/**
 * API tokens: random, shown once, stored only as their SHA-256. A token names one role, one
 * actor (what approvals and events record) and the projects it reaches (core/service/scope.ts).
 */
import { randomBytes } from 'node:crypto';
import { ServiceError } from '../core/errors.js';
import { sha256Digest, utf8 } from '../core/hash/digest.js';
import type { TokenRecord } from '../core/service/records.js';
import { isValidActor, type Principal, type Role } from '../core/service/roles.js';
import { assertScoped, parseProjectScope } from '../core/service/scope.js';
import type { ServiceStore } from '../core/service/service-store.js';
import { newId, newTraceId } from './context.js';

const TOKEN_PATTERN = /^ppt_[A-Za-z0-9_-]{43}$/;

/** The stored form of a token. */
export function tokenHash(token: string): string {
  return sha256Digest(utf8.encode(token));
}

/**
 * Creates a token reaching `projects` (null: every project, which the operator must ask for
 * by name); the returned text is the only copy there will ever be.
 */
export async function createToken(
  store: ServiceStore,
  role: Role,
  actor: string,
  projects: readonly string[] | null,
): Promise<{ token: string; record: TokenRecord }> {
  if (!isValidActor(actor)) {
    throw new ServiceError(
      'InvalidRequest',
      'the actor must be 1–200 printable characters without leading or trailing spaces, in NFC',
      { details: { field: 'actor' } },
    );
  }
  const scope = projects === null ? null : parseProjectScope(projects);
  const token = `ppt_${randomBytes(32).toString('base64url')}`;
  const record = await store.createToken({
    id: newId('tok'),
    hash: tokenHash(token),
    role,
    actor,
    projects: scope,
  });
  return { token, record };
}

/** A token as operators see it: everything but the hash, which is never shown. */
export interface TokenView {
  readonly id: string;
  readonly role: Role;
  readonly actor: string;
  /** The projects it reaches; null: all. */
  readonly projects: readonly string[] | null;
  readonly createdAt: string;
  readonly revokedAt: string | null;
}

export function tokenView(record: TokenRecord): TokenView {
  return {
    id: record.id,
    role: record.role,
    actor: record.actor,
    projects: record.projects,
    createdAt: record.createdAt.toISOString(),
    revokedAt: record.revokedAt?.toISOString() ?? null,
  };
}

/** Every token, newest first, without hashes. */
export async function listTokens(store: ServiceStore): Promise<readonly TokenView[]> {
  return (await store.listTokens()).map(tokenView);
}

/**
 * Revokes token `id` on behalf of `actor` (recorded in the event log); revoking a revoked
 * token keeps its first revocation time. TokenNotFound for an unknown id.
 */
export async function revokeToken(
  store: ServiceStore,
  id: string,
  actor: string,
): Promise<TokenView> {
  const record = await store.revokeToken(id, tokenEvent('revoke-token', actor, { token: id }));
  return tokenView(found(record, id));
}

/**
 * Sets the projects token `id` reaches (null: all), on behalf of `actor` (recorded in the
 * event log). TokenNotFound for an unknown id.
 */
export async function scopeToken(
  store: ServiceStore,
  id: string,
  projects: readonly string[] | null,
  actor: string,
): Promise<TokenView> {
  const scope = projects === null ? null : parseProjectScope(projects);
  const event = tokenEvent('scope-token', actor, { token: id, projects: scope });
  return tokenView(found(await store.scopeToken(id, scope, event), id));
}

/** The event an operator's change to a token records. */
function tokenEvent(stage: string, actor: string, detail: Record<string, unknown>) {
  return {
    runId: null,
    validationId: null,
    traceId: newTraceId(),
    stage,
    actor,
    status: 'ok',
    error: null,
    durationMs: null,
    detail,
  };
}

function found(record: TokenRecord | null | undefined, id: string): TokenRecord {
  if (!record)
    throw new ServiceError(
      'TokenNotFound',
      `no token has the id "${id}"; run patchproof token list to see the ids`,
      { details: { id } },
    );
  return record;
}

/**
 * The principal holding `header`'s bearer token; Unauthorized when absent, malformed, unknown
 * or revoked, TokenNotScoped when it reaches no project.
 */
export async function authenticate(
  store: ServiceStore,
  header: string | undefined,
): Promise<Principal> {
  // The scheme is case-insensitive (RFC 9110 11.1).
  const match = /^bearer +(\S+)$/i.exec(header ?? '');
  const token = match?.[1];
  if (token === undefined) {
    throw new ServiceError(
      'Unauthorized',
      'this action needs "Authorization: Bearer <token>"; create a token with patchproof token create --role <role> --actor <name>',
    );
  }
  const record = TOKEN_PATTERN.test(token) ? await store.findToken(tokenHash(token)) : null;
  if (!record)
    throw new ServiceError(
      'Unauthorized',
      'the bearer token is not valid (unknown, revoked or mistyped); ask the operator for a token',
    );
  const principal = {
    tokenId: record.id,
    role: record.role,
    actor: record.actor,
    projects: record.projects,
  };
  assertScoped(principal);
  return principal;
}
