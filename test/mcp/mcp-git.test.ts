// The guarded git tools through the SDK client: the same rules as `patchproof git` (explicit
// files, a message and no paths, never a forced push), refusals as tool results with codes,
// and no staging or committing while an apply is unsettled or the workspace is locked.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openWorkspaceState } from '../../src/adapters/landing/workspace-state.js';
import { mcpContext } from '../../src/mcp/context.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { workspace, type Workspace } from '../git-guard/fixture.js';
import { type BareRemote, bareRemote } from '../support/git-remote.js';

let ws: Workspace;
let remote: BareRemote;
let client: Client;
const home = mkdtempSync(join(tmpdir(), 'pp-mcp-git-'));

beforeAll(async () => {
  process.env.XDG_DATA_HOME = home;
  ws = workspace();
  remote = bareRemote();
  ws.git('remote', 'add', 'origin', remote.dir);
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(
    mcpContext({ repoDir: ws.repo, store: join(home, 'store'), workspaceRoot: ws.root }),
    'test',
  ).connect(serverSide);
  client = new Client({ name: 'patchproof-test', version: '1' });
  await client.connect(clientSide);
});
afterAll(async () => {
  await client.close();
  ws.remove();
  remote.remove();
  rmSync(home, { recursive: true, force: true });
});

async function call(name: string, args: Record<string, unknown> = {}) {
  const result = await client.callTool({ name, arguments: args });
  return {
    isError: result.isError === true,
    value: result.structuredContent as Record<string, unknown> & { error?: { code: string } },
  };
}

describe('guarded git over MCP', () => {
  it('status, diff, add, commit and push land for real', async () => {
    ws.write('src/app.ts', 'export const x = 2;\n');
    expect((await call('git_status')).value.text).toContain(' M src/app.ts');
    expect((await call('git_diff')).value.text).toContain('+export const x = 2;');
    expect((await call('git_add', { paths: ['src/app.ts'] })).value).toMatchObject({
      added: ['src/app.ts'],
    });
    expect((await call('git_diff', { staged: true })).value.text).toContain('+export const x = 2;');
    const commit = await call('git_commit', { message: 'Bump x' });
    expect(commit.value.commit).toBe(ws.git('rev-parse', 'HEAD').trim());
    expect((await call('git_push')).value).toMatchObject({ remote: 'origin', branch: 'main' });
    expect(remote.ref('refs/heads/main')).toBe(commit.value.commit);
  });

  it.each([
    ['git_add', { paths: ['.'] }, 'PathNotAllowed'],
    ['git_add', { paths: ['.git/config'] }, 'PathNotAllowed'],
    ['git_add', { paths: ['src'] }, 'PathNotAllowed'],
    ['git_commit', { message: '   ' }, 'InvalidCommitMessage'],
    ['git_push', { remote: 'nowhere' }, 'RemoteNotFound'],
    ['git_push', { branch: 'main:other' }, 'BranchNotFound'],
  ])('%s %j is refused with %s', async (name, args, code) => {
    const { isError, value } = await call(name, args);
    expect(isError).toBe(true);
    expect(value.error?.code).toBe(code);
  });

  it('an empty path list is a malformed call, not a refusal', async () => {
    await expect(
      client.callTool({ name: 'git_add', arguments: { paths: [] } }),
    ).rejects.toMatchObject({ code: -32602 });
  });

  it('refuses to stage, commit or push while the workspace is locked', async () => {
    const state = await openWorkspaceState(ws.repo);
    await state.writeLock({
      version: 1,
      since: '2026-12-01T00:00:00Z',
      reason: 'test',
      paths: ['src/app.ts'],
      journal: '/nowhere',
    });
    try {
      ws.write('README.md', '# changed\n');
      for (const [name, args] of [
        ['git_add', { paths: ['README.md'] }],
        ['git_commit', { message: 'x' }],
        ['git_push', {}],
      ] as const) {
        expect((await call(name, args)).value.error?.code).toBe('WorkspaceLocked');
      }
      expect((await call('git_status')).isError).toBe(false); // reading is still allowed
    } finally {
      await state.clearLock();
    }
  });
});
