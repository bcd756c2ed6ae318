/**
 * How a run names an uploaded repository. A run's `repository` is either the absolute path
 * of a folder under the service's root or `upload:sha256:<hex>`, the digest of a tar stored
 * in the database; every process resolves the latter to its own extracted copy, so a run
 * registered on one machine can be executed on another.
 */
import { TYPED_HASH_PATTERN, type TypedHash } from '../hash/typed-hash.js';

const PREFIX = 'upload:';

/** The run's `repository` for an upload. */
export function uploadReference(digest: TypedHash): string {
  return `${PREFIX}${digest}`;
}

/** The upload digest a run's `repository` names, or null when it names a folder. */
export function uploadOf(repository: string): TypedHash | null {
  if (!repository.startsWith(PREFIX)) return null;
  const digest = repository.slice(PREFIX.length);
  // Written by the service itself; a malformed one is a corrupt row, not a folder name.
  if (!TYPED_HASH_PATTERN.test(digest))
    throw new Error(`malformed upload reference ${JSON.stringify(repository.slice(0, 100))}`);
  return digest as TypedHash;
}
