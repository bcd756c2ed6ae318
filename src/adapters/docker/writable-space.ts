/**
 * The writable places of a runner container and their cap (PROTOCOL 5.1 "Bounded disk"):
 * the workspace, the trusted test folder, and /tmp (which is also HOME). Each is a tmpfs of
 * `limits.diskMiB`, so nothing a run writes reaches the host's disk; tmpfs pages count
 * against the container's memory limit, which is memoryMiB + diskMiB (no swap). Pure: the
 * mount options, the check of the volumes the engine made, the fit of the workspace copy,
 * and the reading of the space left after a run, which becomes the run's `diskLimit`.
 */
import type { DiskLimitExceeded } from '../../core/runner/runner-port.js';
import { RUNNER_UID, TRUSTED_DIR, WORKSPACE_DIR } from './container-config.js';
import type { WorkspaceEntry } from './tar-in.js';
import { isTrusted } from './tar-in.js';

export const TMP_DIR = '/tmp';
const MIB = 1024 * 1024;
/** tmpfs stores file data in whole pages. */
const PAGE_BYTES = 4096;
/** A place with less than this left when the run ended has run out (writes stop with ENOSPC at 0). */
export const FULL_MARGIN_BYTES = MIB;

/** Where the container can write, and who owns the root of each place. */
export const WRITABLE_PLACES: ReadonlyArray<{ readonly path: string; readonly owner: string }> = [
  { path: WORKSPACE_DIR, owner: `uid=${RUNNER_UID},gid=${RUNNER_UID},mode=0755` },
  // Root-owned and read-only to the runner user: only the trusted copy writes here.
  { path: TRUSTED_DIR, owner: 'uid=0,gid=0,mode=0555' },
  { path: TMP_DIR, owner: 'uid=0,gid=0,mode=1777' },
];

/** The `o` option of the local volume driver for one place: a size-capped tmpfs. */
export function tmpfsOptions(owner: string, diskMiB: number): string {
  return `size=${diskMiB}m,nosuid,nodev,${owner}`;
}

export interface VolumeMount {
  readonly Type: 'volume';
  readonly Target: string;
  readonly ReadOnly: false;
  readonly VolumeOptions: {
    readonly NoCopy: true;
    readonly Labels: Record<string, string>;
    readonly DriverConfig: { readonly Name: 'local'; readonly Options: Record<string, string> };
  };
}

/**
 * The holder's mounts: one anonymous tmpfs volume per place. Anonymous, so removing the last
 * container that uses them (with `v`) removes them too. NoCopy: nothing of the image is copied in.
 */
export function tmpfsMounts(diskMiB: number, labels: Record<string, string>): VolumeMount[] {
  return WRITABLE_PLACES.map(({ path, owner }) => ({
    Type: 'volume',
    Target: path,
    ReadOnly: false,
    VolumeOptions: {
      NoCopy: true,
      Labels: labels,
      DriverConfig: {
        Name: 'local',
        Options: { type: 'tmpfs', device: 'tmpfs', o: tmpfsOptions(owner, diskMiB) },
      },
    },
  }));
}

/** A volume as the engine lists it. */
export interface ListedVolume {
  readonly Name: string;
  readonly Driver: string;
  readonly Options?: Record<string, string> | null;
}

/**
 * What is wrong with the volumes behind the container's mounts (destination → volume name,
 * read from its inspect), as the engine lists them: each place must be a local tmpfs volume
 * of exactly `diskMiB`.
 */
export function volumeProblems(
  mounts: ReadonlyArray<{ destination: string; name: string }>,
  listed: readonly ListedVolume[],
  diskMiB: number,
): string[] {
  const problems: string[] = [];
  for (const { path, owner } of WRITABLE_PLACES) {
    const name = mounts.find((m) => m.destination === path)?.name;
    const volume = listed.find((v) => v.Name === name);
    const options = volume?.Options ?? {};
    const wanted = tmpfsOptions(owner, diskMiB);
    if (volume === undefined) problems.push(`${path} is not on a volume of this run`);
    else if (
      volume.Driver !== 'local' ||
      options['type'] !== 'tmpfs' ||
      options['device'] !== 'tmpfs' ||
      options['o'] !== wanted
    ) {
      problems.push(
        `${path} is not a ${diskMiB} MiB tmpfs (driver ${volume.Driver}, options ${JSON.stringify(options).slice(0, 200)})`,
      );
    }
  }
  return problems;
}

/** Why the workspace copy cannot fit under the cap (its files rounded up to whole pages), or undefined. */
export function fitProblem(
  entries: readonly WorkspaceEntry[],
  diskMiB: number,
): DiskLimitExceeded | undefined {
  const needs = { workspace: 0, trusted: 0 };
  for (const entry of entries) {
    if (entry.type !== 'file') continue;
    needs[isTrusted(entry.path) ? 'trusted' : 'workspace'] +=
      Math.ceil(entry.size / PAGE_BYTES) * PAGE_BYTES;
  }
  for (const [part, bytes] of Object.entries(needs)) {
    if (bytes + FULL_MARGIN_BYTES > diskMiB * MIB) {
      const what =
        part === 'trusted' ? 'the trusted test folders need' : 'the workspace copy needs';
      const detail = `${what} about ${Math.ceil(bytes / MIB)} MiB, more than limits.diskMiB (${diskMiB} MiB) leaves for the run; raise limits.diskMiB in the run spec, or include less under environment.include`;
      return { stage: 'copy', places: [part === 'trusted' ? TRUSTED_DIR : WORKSPACE_DIR], detail };
    }
  }
  return undefined;
}

/** The command the holder runs after a run: one line per place (GNU stat, in both runner images). */
export const SPACE_COMMAND: readonly string[] = [
  'stat',
  '--file-system',
  '--format',
  '%n %T %S %b %a %c %d',
  ...WRITABLE_PLACES.map((p) => p.path),
];

export interface PlaceSpace {
  readonly path: string;
  readonly type: string;
  readonly totalBytes: number;
  readonly freeBytes: number;
  readonly totalInodes: number;
  readonly freeInodes: number;
}

/** Reads SPACE_COMMAND's output; undefined unless it has exactly one well-formed line per place, in order. */
export function parseSpace(output: string): PlaceSpace[] | undefined {
  const lines = output.trim().split('\n');
  if (lines.length !== WRITABLE_PLACES.length) return undefined;
  const spaces: PlaceSpace[] = [];
  for (const [index, line] of lines.entries()) {
    const [path, type, block, blocks, available, inodes, freeInodes, extra] = line
      .trim()
      .split(' ');
    const numbers = [block, blocks, available, inodes, freeInodes].map((n) =>
      n !== undefined && /^\d{1,15}$/.test(n) ? Number(n) : NaN,
    );
    if (
      path === undefined ||
      path !== WRITABLE_PLACES[index]?.path ||
      type === undefined ||
      extra !== undefined ||
      numbers.some(Number.isNaN)
    )
      return undefined;
    const [b, total, free, files, freeFiles] = numbers as [number, number, number, number, number];
    spaces.push({
      path,
      type,
      totalBytes: b * total,
      freeBytes: b * free,
      totalInodes: files,
      freeInodes: freeFiles,
    });
  }
  return spaces;
}

/** After a run: places that are not the capped tmpfs they should be, and places that ran out. */
export function judgeSpace(
  spaces: readonly PlaceSpace[],
  diskMiB: number,
): { readonly mismatched: string[]; readonly full: string[] } {
  const mismatched: string[] = [];
  const full: string[] = [];
  for (const space of spaces) {
    if (space.type !== 'tmpfs' || space.totalBytes !== diskMiB * MIB)
      mismatched.push(
        `${space.path} is ${space.type} of ${space.totalBytes} bytes, not a ${diskMiB} MiB tmpfs`,
      );
    else if (
      space.freeBytes < FULL_MARGIN_BYTES ||
      (space.totalInodes > 0 && space.freeInodes === 0)
    )
      full.push(space.path);
  }
  return { mismatched, full };
}

/** The run's `diskLimit` for places that ran out (`judgeSpace`'s `full`). */
export function ranOut(full: readonly string[], diskMiB: number): DiskLimitExceeded {
  const detail = `${full.join(', ')} reached limits.diskMiB (${diskMiB} MiB): less than 1 MiB was left when the run ended, so its writes were refused; find what the tests write, or raise limits.diskMiB in the run spec`;
  return { stage: 'run', places: [...full], detail };
}

/** The run's `diskLimit` when the tmpfs itself refused the workspace copy (fitProblem estimates; the tmpfs has the last word). */
export function copyDidNotFit(diskMiB: number): DiskLimitExceeded {
  return {
    stage: 'copy',
    places: [],
    detail: `the workspace copy did not fit in limits.diskMiB (${diskMiB} MiB); raise limits.diskMiB in the run spec, or include less under environment.include`,
  };
}
