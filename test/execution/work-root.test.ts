// Workspace folders a killed validation left behind are swept by the next one; a live
// process's folder, another program's folder and an unmarked one are never touched.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { currentOwner, formatOwner } from '../../src/adapters/runner-common/process-owner.js';
import { makeWorkRoot, sweepWorkRoots } from '../../src/adapters/workspace/work-root.js';

const parents: string[] = [];
afterEach(() => {
  for (const dir of parents.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function parent(): string {
  const dir = mkdtempSync(join(tmpdir(), 'pp-work-root-'));
  parents.push(dir);
  return dir;
}

/** The owner mark of a process that has ended (a real pid, now gone). */
function deadOwner(): string {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return formatOwner({ ...currentOwner(), pid: Number(child.stdout), start: '1' });
}

function folder(under: string, name: string, mark?: string): string {
  const dir = join(under, name);
  mkdirSync(join(dir, 'base'), { recursive: true });
  writeFileSync(join(dir, 'base', 'big.bin'), Buffer.alloc(1024));
  if (mark !== undefined) writeFileSync(join(dir, '.owner'), `${mark}\n`);
  return dir;
}

describe('workspace folders', () => {
  it('a new folder carries this process as its owner', async () => {
    const dir = await makeWorkRoot({ parent: parent() });
    expect(readFileSync(join(dir, '.owner'), 'utf8').trim()).toBe(formatOwner(currentOwner()));
  });

  it('sweeps only marked folders whose owner process is gone', async () => {
    const under = parent();
    const dead = folder(under, 'patchproof-Dead01', deadOwner());
    const live = folder(under, 'patchproof-Live01', formatOwner(currentOwner()));
    const unmarked = folder(under, 'patchproof-NoMark', undefined);
    const garbled = folder(under, 'patchproof-Garble', 'not an owner');
    const otherName = folder(under, 'patchproof-shadow-abc123', deadOwner());
    const outside = folder(under, 'outside', deadOwner());
    symlinkSync(outside, join(under, 'patchproof-Link01'));
    expect(await sweepWorkRoots({ parent: under })).toEqual([dead]);
    expect([dead, live, unmarked, garbled, otherName, outside].map(existsSync)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('an owner on another host is swept only once the folder is stale', async () => {
    const under = parent();
    const elsewhere = folder(
      under,
      'patchproof-Other1',
      formatOwner({ ...currentOwner(), host: 'another-host' }),
    );
    expect(await sweepWorkRoots({ parent: under })).toEqual([]);
    expect(await sweepWorkRoots({ parent: under, staleAfterMs: 0 })).toEqual([elsewhere]);
  });

  it('making a folder sweeps the leftovers first', async () => {
    const under = parent();
    const dead = folder(under, 'patchproof-Dead02', deadOwner());
    const made = await makeWorkRoot({ parent: under });
    expect([existsSync(dead), existsSync(made)]).toEqual([false, true]);
  });
});
