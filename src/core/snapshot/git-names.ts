/**
 * Names Git refuses to record (read-cache.c `verify_path` with `core.protectNTFS`, on by
 * default on every platform since Git 2.24). On NTFS and FAT, `.git.`, `.git ` , `GIT~1`
 * (its 8.3 short name) and `.git::$INDEX_ALLOCATION` (an alternate data stream) all open the
 * `.git` folder itself, so a tree holding one could write into a checkout's hooks and
 * config (CVE-2019-1352-class); a symlink named `.gitmodules` in any such spelling could
 * point Git's submodule handling outside the tree (CVE-2018-11235-class). A backslash is a
 * folder separator there, so each of these is checked after one too (but not at the start of a
 * component, as Git reads it).
 *
 * A snapshot of a Git work tree is what `git add -A` would commit, and `git add -A` refuses
 * these; so does the snapshot of any folder, whose ID is checked against `git write-tree`.
 * Checked against git 2.39: test/snapshot/git-names.test.ts runs the real git on each case.
 */

/** Why Git would refuse `path` (a `/`-separated relative path), or undefined. */
export function gitRefusal(path: string, symlink: boolean): string | undefined {
  // `afterSlash`: at the start of a `/` component. Git takes such a component's first
  // character before it looks for a backslash, so a leading backslash separates nothing.
  for (let start = 0, afterSlash = true; ;) {
    // Every spelling starts with `.`, `g`, `G` or `~` (a short name with none of `gi7eba`):
    // most components are passed over at once.
    const first = path[start];
    const candidate = first === '.' || first === 'g' || first === 'G' || first === '~';
    const rest = candidate ? path.slice(start) : '';
    if (isNtfsDotGit(rest)) return 'Git would take it for its own .git folder (on NTFS or FAT)';
    if (symlink && isNtfsDotGitmodules(rest))
      return 'Git refuses a symlink named .gitmodules (in any spelling)';
    // verify_dotfile: no symlink named, or inside a folder named, exactly `.gitmodules`.
    if (symlink && afterSlash && /^\.gitmodules(?:\/|$)/i.test(rest))
      return 'Git refuses a symlink in a folder named .gitmodules';
    const next = nextSeparator(path, afterSlash ? start + 1 : start);
    if (next === -1) return undefined;
    afterSlash = path.charCodeAt(next) === 0x2f;
    start = next + 1;
  }
}

/** The next `/` or `\` at or after `from` (both separate folders on Windows), or -1. */
function nextSeparator(path: string, from: number): number {
  for (let i = from; i < path.length; i += 1) {
    const c = path.charCodeAt(i);
    if (c === 0x2f || c === 0x5c) return i;
  }
  return -1;
}

/** `.git` or `git~1` (any case), then only dots and spaces up to a separator, `:` or the end. */
function isNtfsDotGit(name: string): boolean {
  const lower = asciiLower(name.slice(0, 5));
  let i: number;
  if (lower.startsWith('.git')) i = 4;
  else if (lower === 'git~1') i = 5;
  else return false;
  for (; i < name.length; i += 1) {
    const c = name[i];
    if (c === '/' || c === '\\' || c === ':') return true;
    if (c !== '.' && c !== ' ') return false;
  }
  return true;
}

/**
 * `.gitmodules`, its short names `gitmod~1` … `gitmod~4`, or a fallback short name (up to six
 * characters of `gi7eba`, `~`, a digit 1–9, digits to eight characters), any case, then only
 * dots and spaces up to a `:` or the end (git's `is_ntfs_dot_generic`).
 */
function isNtfsDotGitmodules(name: string): boolean {
  const lower = asciiLower(name.slice(0, 11));
  if (lower.startsWith('.gitmodules')) return onlyDotsAndSpaces(name, 11);
  if (lower.startsWith('gitmod~') && name[7] !== undefined && '1234'.includes(name[7]))
    return onlyDotsAndSpaces(name, 8);
  const prefix = 'gi7eba';
  let sawTilde = false;
  for (let i = 0; i < 8; i += 1) {
    const c = lower[i];
    if (c === undefined) return false;
    if (sawTilde) {
      if (c < '0' || c > '9') return false;
    } else if (c === '~') {
      i += 1;
      const d = lower[i];
      if (d === undefined || d < '1' || d > '9') return false;
      sawTilde = true;
    } else if (i >= 6 || c !== prefix[i]) {
      return false;
    }
  }
  return onlyDotsAndSpaces(name, 8);
}

/** Lower case for ASCII letters only, as Git's tolower: no other letter may match. */
function asciiLower(text: string): string {
  return text.replace(/[A-Z]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 32));
}

function onlyDotsAndSpaces(name: string, from: number): boolean {
  for (let i = from; i < name.length; i += 1) {
    const c = name[i];
    if (c === ':') return true;
    if (c !== '.' && c !== ' ') return false;
  }
  return true;
}
