/**
 * Path patterns for protected and sensitive paths, with gitignore's meaning: a pattern
 * without "/" matches a name at any depth; one with "/" is anchored at the root; a
 * trailing "/" matches a directory; a match on a directory covers everything below it.
 * `*` and `?` stay within one name, `**` crosses directories. Matching ignores case, so a
 * case-insensitive file system cannot be used to slip past a pattern.
 */

/** Compiles a pattern to a predicate over repository-relative paths. */
export function compilePathPattern(pattern: string): (path: string) => boolean {
  const dirOnly = pattern.endsWith('/');
  const body = dirOnly ? pattern.slice(0, -1) : pattern;
  const anchored = body.includes('/');
  const trimmed = body.startsWith('/') ? body.slice(1) : body;
  let re = '';
  for (let i = 0; i < trimmed.length; i++) {
    const c = trimmed[i] as string;
    if (c === '*' && trimmed[i + 1] === '*') {
      const slashAfter = trimmed[i + 2] === '/';
      re += slashAfter ? '(?:.*/)?' : '.*';
      i += slashAfter ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  const regex = new RegExp(
    `^${anchored ? '' : '(?:.*/)?'}${re}${dirOnly ? '/.*' : '(?:/.*)?'}$`,
    'isu',
  );
  return (path) => regex.test(path);
}

/** A predicate matching any of `patterns`. */
export function compilePathPatterns(patterns: readonly string[]): (path: string) => boolean {
  const tests = patterns.map(compilePathPattern);
  return (path) => tests.some((t) => t(path));
}
