// The embedded database's folder lock: refused while a live process holds it, taken over
// when its owner is gone (also a leftover naming our own pid, as after a container restart),
// and never held by two processes racing to take over the same stale lock.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataFolder } from '../../src/service/data-lock.js';
import { repoRoot } from '../support/shared.js';

const folder = (): string => mkdtempSync(join(tmpdir(), 'pp-lock-'));
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid as number;

describe('lockDataFolder', () => {
  it('refuses while a live process holds the folder, and releases only its own lock', async () => {
    const dir = folder();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(join(dir, 'patchproof.lock'), `${holder.pid}\n`);
      await expect(lockDataFolder(dir)).rejects.toMatchObject({
        code: 'ServiceUnavailable',
        details: { pid: holder.pid },
      });
    } finally {
      holder.kill();
    }
  });

  it('takes over a lock whose owner is gone, or that names this pid without being held here', async () => {
    for (const stale of [deadPid(), process.pid]) {
      const dir = folder();
      writeFileSync(join(dir, 'patchproof.lock'), `${stale}\n`);
      const release = await lockDataFolder(dir);
      expect(readFileSync(join(dir, 'patchproof.lock'), 'utf8').trim()).toBe(String(process.pid));
      // Held here: a second take in this process is refused.
      await expect(lockDataFolder(dir)).rejects.toMatchObject({ code: 'ServiceUnavailable' });
      await release();
    }
  });

  it('takes over a lock that holds no pid, and is not blocked by a takeover its dead owner left behind', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'patchproof.lock'), '');
    writeFileSync(join(dir, 'patchproof.lock.takeover'), `${deadPid()}\n`);
    const release = await lockDataFolder(dir);
    expect(readFileSync(join(dir, 'patchproof.lock'), 'utf8').trim()).toBe(String(process.pid));
    await release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('of eight processes racing for one stale lock, exactly one gets it', async () => {
    const dir = folder();
    writeFileSync(join(dir, 'patchproof.lock'), `${deadPid()}\n`);
    const script = join(dir, 'take.mts');
    writeFileSync(
      script,
      [
        `import { lockDataFolder } from ${JSON.stringify(join(repoRoot, 'src/service/data-lock.ts'))};`,
        `try { await lockDataFolder(${JSON.stringify(dir)}); console.log('got'); await new Promise((r) => setTimeout(r, 1500)); }`,
        `catch (error) { console.log(error.code ?? 'error'); }`,
      ].join('\n'),
    );
    const outcomes = await Promise.all(
      Array.from(
        { length: 8 },
        () =>
          new Promise<string>((resolve) => {
            const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoRoot });
            let out = '';
            child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
            child.on('exit', () => resolve(out.trim()));
          }),
      ),
    );
    expect(outcomes.filter((o) => o === 'got')).toHaveLength(1);
    expect(outcomes.filter((o) => o !== 'got').every((o) => o === 'ServiceUnavailable')).toBe(true);
  }, 60_000);
});
