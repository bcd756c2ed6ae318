/**
 * A change to `package.json` that cannot change how tests run (issue 34). The file is
 * protected (ProtectedPath): its `type`, `main`, `exports`, `imports`, dependencies, scripts
 * and tool sections decide what code a test loads and how. But maintainers' fix commits often
 * touch it for nothing of the kind: a version bump, a size budget (`size-limit`), keywords.
 * Refusing those refused honest fixes (seen on ai/nanoid, whose fix raised its size-limit).
 *
 * So a `package.json` the base has and the patch keeps is accepted when every top-level key
 * whose value changed is on a short list of keys no runtime or test tool reads; anything else
 * (a key added to or removed from outside the list, a file that is not a JSON object, an added,
 * deleted or moved manifest, a mode change) stays refused. Values compare as parsed JSON
 * (`JSON.parse`, as Node reads the file), so formatting may change freely.
 */

/** Top-level keys of package.json that only publishing and tooling outside a test run read. */
export const INERT_MANIFEST_KEYS: ReadonlySet<string> = new Set([
  'version',
  'description',
  'keywords',
  'author',
  'contributors',
  'maintainers',
  'license',
  'homepage',
  'bugs',
  'repository',
  'funding',
  'size-limit',
  'publishConfig',
  'files',
  'private',
]);

/** The pattern of the default list whose matches this gate may excuse. */
export const MANIFEST_PATTERN = 'package.json';

export interface ManifestVersion {
  readonly text: string;
  readonly mode: string;
}

/**
 * Null when the change from `before` to `after` touches only inert keys; otherwise why not,
 * for the refusal's message.
 */
export function manifestChangeProblem(
  before: ManifestVersion | null,
  after: ManifestVersion | null,
): string | null {
  if (before === null || after === null) return 'the patch adds, deletes or moves it';
  if (before.mode !== after.mode) return 'the patch changes its mode';
  const [old, now] = [objectOf(before.text), objectOf(after.text)];
  if (old === null || now === null) return 'it is not a JSON object before and after';
  const keys = new Set([...Object.keys(old), ...Object.keys(now)]);
  const changed = [...keys].filter((k) => !sameJson(old[k], now[k]));
  const live = changed.filter((k) => !INERT_MANIFEST_KEYS.has(k));
  return live.length === 0 ? null : `the patch changes ${live.map((k) => `"${k}"`).join(', ')}`;
}

function objectOf(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Deep equality of parsed JSON values; key order does not matter, array order does. */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const [ka, kb] = [Object.keys(a), Object.keys(b)];
  if (ka.length !== kb.length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  return ka.every((k) => Object.hasOwn(rb, k) && sameJson(ra[k], rb[k]));
}
