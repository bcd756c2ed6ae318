/**
 * What the GitHub and GitLab reporters share: one JSON request to a forge's REST API, and the
 * search for the gate's own earlier comment (its marker at the start, written by the gate's
 * own account) through up to ten pages of 100.
 */
import { ServiceError } from '../../core/errors.js';
import { quoteUntrusted } from '../../core/text/safe-text.js';

export interface Forge {
  /** "GitHub" or "GitLab", for messages. */
  readonly name: string;
  readonly api: string;
  readonly headers: Readonly<Record<string, string>>;
  /** What to check when the forge refuses a call. */
  readonly hint: string;
}

/** One request; the parsed JSON answer (null for an empty one). ServiceError when refused or unreachable. */
export async function forgeCall(
  forge: Forge,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(`${forge.api}${path}`, {
      method,
      headers: {
        ...forge.headers,
        'user-agent': 'patchproof-gate',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      signal: AbortSignal.timeout(30_000),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch (error) {
    // fetch's own messages can quote a header (an invalid token's value): never echoed.
    const said = redact(
      error instanceof Error ? error.message : String(error),
      Object.values(forge.headers),
    );
    throw new ServiceError(
      'ServiceUnavailable',
      `cannot reach ${forge.name} at ${forge.api} (${quoteUntrusted(said, 200)})`,
    );
  }
  const text = await response.text();
  if (!response.ok)
    throw new ServiceError(
      'InvalidRequest',
      `${forge.name} refused ${method} ${path.split('?')[0]}: ${response.status} ${quoteUntrusted(text, 200)}; ${forge.hint}`,
    );
  return text === '' ? null : (JSON.parse(text) as unknown);
}

/** `text` with every header value (and each of its words: `Bearer <token>`) replaced. */
function redact(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets.flatMap((s) => [s, ...s.split(/\s+/)]).filter((s) => s.length >= 8))
    out = out.split(secret).join('[redacted]');
  return out;
}

/**
 * The id of the first comment of `path`'s list that starts with `marker` and that `ours` says
 * the gate's own account wrote; anyone can write the marker, so nobody else's comment is ever
 * edited nor taken for the gate's.
 */
export async function findOwnComment(
  forge: Forge,
  path: string,
  marker: string,
  ours: (comment: Record<string, unknown>) => boolean,
): Promise<number | undefined> {
  for (let page = 1; page <= 10; page++) {
    const list = await forgeCall(forge, 'GET', `${path}?per_page=100&page=${page}`);
    if (!Array.isArray(list)) return undefined;
    const own = (list as Array<Record<string, unknown>>).find(
      (c) =>
        typeof c.id === 'number' &&
        typeof c.body === 'string' &&
        c.body.startsWith(marker) &&
        ours(c),
    );
    if (own) return own.id as number;
    if (list.length < 100) return undefined;
  }
  return undefined;
}
