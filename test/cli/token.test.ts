// `patchproof token create|list|revoke|scope` on the embedded database in a temporary --data
// folder, as an operator runs them: in-process with a captured Io, plus the compiled bin
// once, so the exit code and --json refusal of the installed command are covered too.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/main/cli.js';
import type { Io } from '../../src/cli/output.js';
import { tokenHash } from '../../src/service/tokens.js';
import { BIN } from '../support/serve-process.js';

interface Run {
  code: number;
  out: string;
  err: string;
}

let dataDir: string;
const savedUrl = process.env.DATABASE_URL;

async function cli(...argv: string[]): Promise<Run> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) };
  const code = await main([...argv, '--data', dataDir], io);
  return { code, out, err };
}

const json = (run: Run): Record<string, unknown> => JSON.parse(run.out) as Record<string, unknown>;

beforeAll(async () => {
  // The embedded database is what is under test; a DATABASE_URL in the shell would win.
  delete process.env.DATABASE_URL;
  dataDir = await mkdtemp(join(tmpdir(), 'pp-token-cli-'));
});

afterAll(async () => {
  if (savedUrl !== undefined) process.env.DATABASE_URL = savedUrl;
  await rm(dataDir, { recursive: true, force: true });
});

describe('patchproof token list and revoke', () => {
  const made: { id: string; token: string }[] = [];

  it('lists the tokens it made, newest first, without their hashes', async () => {
    for (const [role, actor, scope] of [
      ['proposer', 'agent-7', ['--project', 'alpha']],
      ['approver', 'alice', ['--all-projects']],
    ] as const) {
      const created = await cli(
        'token',
        'create',
        '--role',
        role,
        '--actor',
        actor,
        ...scope,
        '--json',
      );
      expect(created.code, created.err).toBe(0);
      made.push(json(created) as { id: string; token: string });
    }
    const listed = await cli('token', 'list', '--json');
    expect(listed.code, listed.err).toBe(0);
    const tokens = json(listed).tokens as Record<string, unknown>[];
    expect(tokens).toEqual([
      {
        id: made[1]?.id,
        role: 'approver',
        actor: 'alice',
        projects: null,
        createdAt: expect.any(String),
        revokedAt: null,
      },
      {
        id: made[0]?.id,
        role: 'proposer',
        actor: 'agent-7',
        projects: ['alpha'],
        createdAt: expect.any(String),
        revokedAt: null,
      },
    ]);
    const human = await cli('token', 'list');
    expect(human.out.trim().split('\n')).toHaveLength(2);
    for (const run of [listed, human]) {
      expect(run.out).not.toMatch(/sha256:/);
      for (const m of made) {
        expect(run.out).not.toContain(tokenHash(m.token).slice('sha256:'.length));
        expect(run.out).not.toContain(m.token);
      }
    }
  });

  it('revokes one token; the list shows it revoked and the other still active', async () => {
    const id = made[0]?.id ?? '';
    const revoked = await cli('token', 'revoke', id, '--json');
    expect(revoked.code, revoked.err).toBe(0);
    expect(json(revoked)).toMatchObject({
      id,
      role: 'proposer',
      actor: 'agent-7',
      revokedAt: expect.any(String),
    });
    const tokens = json(await cli('token', 'list', '--json')).tokens as {
      id: string;
      revokedAt: string | null;
    }[];
    expect(tokens.find((t) => t.id === id)?.revokedAt).toBe(json(revoked).revokedAt);
    expect(tokens.find((t) => t.id === made[1]?.id)?.revokedAt).toBeNull();
    expect((await cli('token', 'list')).out).toMatch(new RegExp(`^${id} .* revoked \\S+ `, 'm'));
  });

  it('exits 0 when revoking again and keeps the first revocation time', async () => {
    const id = made[0]?.id ?? '';
    const before = json(await cli('token', 'list', '--json')).tokens as {
      id: string;
      revokedAt: string;
    }[];
    const again = await cli('token', 'revoke', id, '--json');
    expect(again.code, again.err).toBe(0);
    expect(json(again).revokedAt).toBe(before.find((t) => t.id === id)?.revokedAt);
  });

  it('exits 2 with TokenNotFound for an unknown id, and with UsageError without one', async () => {
    const unknown = await cli('token', 'revoke', 'tok_00000000000000000000', '--json');
    expect(unknown.code).toBe(2);
    expect((json(unknown).error as { code: string }).code).toBe('TokenNotFound');
    expect(unknown.err).toMatch(/TokenNotFound/);
    const missing = await cli('token', 'revoke', '--json');
    expect(missing.code).toBe(2);
    expect((json(missing).error as { code: string }).code).toBe('UsageError');
    const bogus = await main(['token', 'rename'], { out: () => undefined, err: () => undefined });
    expect(bogus).toBe(2);
  });

  it('create refuses a token without a scope, with both scopes, or with a malformed project name', async () => {
    for (const scope of [[], ['--project', 'alpha', '--all-projects']]) {
      const refused = await cli(
        'token',
        'create',
        '--role',
        'auditor',
        '--actor',
        'x',
        ...scope,
        '--json',
      );
      expect(refused.code).toBe(2);
      expect((json(refused).error as { code: string }).code).toBe('UsageError');
    }
    const bad = await cli(
      'token',
      'create',
      '--role',
      'auditor',
      '--actor',
      'x',
      '--project',
      'alpha,Beta Team',
      '--json',
    );
    expect(bad.code).toBe(2);
    expect(json(bad).error).toMatchObject({
      code: 'InvalidRequest',
      details: { field: 'projects' },
    });
    expect((json(await cli('token', 'list', '--json')).tokens as unknown[]).length).toBe(2);
  });

  it('scope sets the projects a token reaches (sorted, deduplicated) and can widen it to all', async () => {
    const id = made[1]?.id ?? '';
    const narrowed = await cli('token', 'scope', id, '--project', 'beta,alpha,beta', '--json');
    expect(narrowed.code, narrowed.err).toBe(0);
    expect(json(narrowed)).toMatchObject({ id, projects: ['alpha', 'beta'] });
    const human = await cli('token', 'scope', id, '--all-projects');
    expect(human.out).toBe(`${id} (role approver) now reaches all projects\n`);
    const unknown = await cli(
      'token',
      'scope',
      'tok_00000000000000000000',
      '--project',
      'alpha',
      '--json',
    );
    expect((json(unknown).error as { code: string }).code).toBe('TokenNotFound');
    expect((await cli('token', 'list')).out).toMatch(
      new RegExp(`^${id} .*alice {2}\\(all projects\\)$`, 'm'),
    );
  });

  it('behaves the same through the compiled bin (npm run build first)', () => {
    const env = { ...process.env };
    delete env.DATABASE_URL;
    const bin = (...args: string[]) =>
      spawnSync(process.execPath, [BIN, 'token', ...args, '--data', dataDir, '--json'], {
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
    const unknown = bin('revoke', 'tok_ffffffffffffffffffff');
    expect(unknown.status, unknown.stderr).toBe(2);
    expect(JSON.parse(unknown.stdout).error.code).toBe('TokenNotFound');
    const listed = bin('list');
    expect(listed.status, listed.stderr).toBe(0);
    expect(JSON.parse(listed.stdout).tokens.map((t: { id: string }) => t.id)).toEqual([
      made[1]?.id,
      made[0]?.id,
    ]);
  });
});
