/**
 * What an uploaded repository tar may hold (PROTOCOL 8, `POST /v1/uploads`), decided entry
 * by entry before anything is written. The tar comes from a token holder, not from the
 * operator, so every name, type, size and link is hostile until checked here: only plain
 * relative paths, only files, folders and symlinks, nothing written through a symlink,
 * nothing twice, no `.git`, and no more than a snapshot may read. Pure: the extraction
 * adapter asks, then writes exactly what the answer says.
 */
import { ServiceError } from '../errors.js';

/** The snapshot inventory limits (see adapters/repo/options.ts DEFAULT_LIMITS), applied to the tar. */
export interface UploadLimits {
  readonly maxFiles: number;
  readonly maxFileBytes: number;
  readonly maxTotalBytes: number;
}

/** The fields of a tar header the policy looks at (tar-stream's names). */
export interface TarHeaderFacts {
  readonly name: string;
  /** tar-stream's type name; null for a type flag it does not know. */
  readonly type: string | null;
  readonly size: number;
  readonly mode: number;
  readonly linkname: string | null;
}

/** What to write for one admitted entry; `parents` are folders to create first, outermost first. */
export type PlannedEntry =
  | {
      readonly kind: 'file';
      readonly path: string;
      readonly executable: boolean;
      readonly size: number;
      readonly parents: readonly string[];
    }
  | { readonly kind: 'directory'; readonly path: string; readonly parents: readonly string[] }
  | {
      readonly kind: 'symlink';
      readonly path: string;
      readonly target: string;
      readonly parents: readonly string[];
    }
  /** The archive's own root (`./`), or a folder an earlier entry already made: nothing to write. */
  | { readonly kind: 'nothing' };

/** The one refusal of this module: the upload is not a repository tar PatchProof accepts. */
export function invalidUpload(
  message: string,
  details: Record<string, unknown> = {},
): ServiceError {
  return new ServiceError('InvalidUpload', message, { details });
}

/** Magic bytes; null matches any byte. A tar starts with its first entry's name, so each is long enough not to be one. */
const COMPRESSED: ReadonlyArray<readonly [string, ReadonlyArray<number | null>]> = [
  ['gzip', [0x1f, 0x8b]],
  // "BZh", the block size digit, then the first block's magic (BCD of pi): "BZh" alone is a fine file name.
  ['bzip2', [0x42, 0x5a, 0x68, null, 0x31, 0x41, 0x59, 0x26, 0x53, 0x59]],
  ['xz', [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]],
  ['zstd', [0x28, 0xb5, 0x2f, 0xfd]],
];

/** The compression format whose magic bytes start `bytes`, if any. */
export function compressionOf(bytes: Uint8Array): string | undefined {
  return COMPRESSED.find(
    ([, magic]) =>
      magic.length <= bytes.length && magic.every((b, i) => b === null || bytes[i] === b),
  )?.[0];
}

// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL = /[\u0000-\u001f\u007f]/u;

/** Git refuses `.git` in any case (`.GIT`, `.Git`); so does an upload (see isDotGit in adapters/repo/walk.ts). */
function isDotGit(name: string): boolean {
  return name.length === 4 && name.toLowerCase() === '.git';
}

/**
 * The clean relative path an entry names, or null for the archive root (`.`/`./`). One
 * leading `./` is accepted because `tar -C dir -cf - .` writes it; a folder's single
 * trailing `/` is dropped. Anything that could name another place is refused.
 */
export function entryPath(name: string, type: string | null): string | null {
  const shown = JSON.stringify(name.slice(0, 200));
  const refuse = (why: string): never => {
    throw invalidUpload(
      `tar entry ${shown} ${why}; the tar must hold plain relative paths of the work tree`,
      { entry: name.slice(0, 200) },
    );
  };
  if (name.includes('\0')) refuse('contains NUL');
  if (CONTROL.test(name)) refuse('contains a control character');
  if (name.includes('\\')) refuse('contains a backslash');
  // tar-stream decodes names as UTF-8 and turns invalid bytes into U+FFFD: the name on disk
  // would not be the name in the tar, so the snapshot would not be the uploader's.
  if (name.includes('\ufffd')) refuse('is not valid UTF-8');
  if (name.startsWith('/')) refuse('is an absolute path');
  let path = name.startsWith('./') ? name.slice(2) : name;
  if (type === 'directory' && path.endsWith('/')) path = path.slice(0, -1);
  if ((path === '' || path === '.') && type === 'directory') return null;
  const parts = path.split('/');
  if (parts.some((p) => p === '..')) refuse('contains ".."');
  if (parts.some((p) => p === '' || p === '.')) refuse('has an empty or "." component');
  if (parts.some(isDotGit))
    refuse(
      'is inside .git; send the work tree without it (git archive HEAD, or tar --exclude=.git)',
    );
  return path;
}

/**
 * Admits entries one at a time, remembering what the archive made so far: a later entry
 * may not repeat a path, sit under a symlink or a file, or pass a limit.
 */
export class UploadPlan {
  /** path → what the archive made there; folders made implicitly are 'implicit-directory'. */
  private readonly made = new Map<
    string,
    'file' | 'symlink' | 'directory' | 'implicit-directory'
  >();
  private fileCount = 0;
  private directoryCount = 0;
  private byteCount = 0;

  constructor(private readonly limits: UploadLimits) {}

  /** Files and symlinks admitted (what the snapshot will count). */
  get files(): number {
    return this.fileCount;
  }

  /** Bytes of file contents and symlink targets admitted (what the snapshot will count). */
  get bytes(): number {
    return this.byteCount;
  }

  /** What to write for `header`; InvalidUpload when it may not be written at all. */
  admit(header: TarHeaderFacts): PlannedEntry {
    const path = entryPath(header.name, header.type);
    const shown = JSON.stringify((path ?? header.name).slice(0, 200));
    if (!['file', 'directory', 'symlink'].includes(header.type ?? '')) {
      throw invalidUpload(
        `tar entry ${shown} is a ${header.type ?? 'unknown'} entry; only regular files, folders and symlinks are accepted (no hard links, devices or FIFOs)`,
        { entry: path ?? header.name },
      );
    }
    if (path === null) return { kind: 'nothing' };
    const parents = this.parentsToMake(path, shown);
    const existing = this.made.get(path);
    if (header.type === 'directory') {
      if (existing === 'implicit-directory') {
        this.made.set(path, 'directory');
        return { kind: 'nothing' };
      }
      if (existing !== undefined) throw duplicate(shown, path);
      this.countDirectory(shown);
      this.made.set(path, 'directory');
      return { kind: 'directory', path, parents };
    }
    if (existing !== undefined) throw duplicate(shown, path);
    if (this.fileCount + 1 > this.limits.maxFiles)
      throw tooLarge('maxFiles', `more than ${this.limits.maxFiles} files and symlinks`);
    if (header.type === 'symlink') {
      const target = header.linkname ?? '';
      if (target === '' || target.includes('\0'))
        throw invalidUpload(`symlink ${shown} has an empty or NUL-bearing target`, { entry: path });
      this.addBytes(new TextEncoder().encode(target).length, shown);
      this.fileCount += 1;
      this.made.set(path, 'symlink');
      return { kind: 'symlink', path, target, parents };
    }
    const size = header.size;
    if (!Number.isSafeInteger(size) || size < 0)
      throw invalidUpload(`tar entry ${shown} declares an impossible size`, { entry: path });
    if (size > this.limits.maxFileBytes)
      throw tooLarge(
        'maxFileBytes',
        `${shown} declares ${size} bytes, more than ${this.limits.maxFileBytes} in one file`,
      );
    this.addBytes(size, shown);
    this.fileCount += 1;
    this.made.set(path, 'file');
    // PROTOCOL 2.1 records 100755 for an executable file; any execute bit in the tar counts.
    return { kind: 'file', path, executable: (header.mode & 0o111) !== 0, size, parents };
  }

  /** Folders above `path` that do not exist yet; refuses a parent that is a file or symlink. */
  private parentsToMake(path: string, shown: string): string[] {
    const parts = path.split('/');
    const missing: string[] = [];
    for (let i = 1; i < parts.length; i++) {
      const parent = parts.slice(0, i).join('/');
      const kind = this.made.get(parent);
      if (kind === 'symlink')
        throw invalidUpload(
          `tar entry ${shown} lies under the symlink ${JSON.stringify(parent)}; nothing is written through a symlink`,
          { entry: path, symlink: parent },
        );
      if (kind === 'file')
        throw invalidUpload(`tar entry ${shown} lies under the file ${JSON.stringify(parent)}`, {
          entry: path,
        });
      if (kind === undefined) {
        this.countDirectory(shown);
        this.made.set(parent, 'implicit-directory');
        missing.push(parent);
      }
    }
    return missing;
  }

  private countDirectory(shown: string): void {
    // Folders are not snapshot entries, but each costs a mkdir: bounded like files.
    this.directoryCount += 1;
    if (this.directoryCount > this.limits.maxFiles)
      throw tooLarge('maxFiles', `more than ${this.limits.maxFiles} folders (at ${shown})`);
  }

  private addBytes(size: number, shown: string): void {
    this.byteCount += size;
    if (this.byteCount > this.limits.maxTotalBytes)
      throw tooLarge(
        'maxTotalBytes',
        `more than ${this.limits.maxTotalBytes} bytes in total (at ${shown})`,
      );
  }
}

function duplicate(shown: string, path: string): ServiceError {
  return invalidUpload(`tar entry ${shown} appears twice; each path may be written once`, {
    entry: path,
  });
}

function tooLarge(limit: keyof UploadLimits, what: string): ServiceError {
  return invalidUpload(
    `the tar holds ${what}, over the snapshot limit ${limit}; upload a smaller work tree (without build output)`,
    { limit },
  );
}
