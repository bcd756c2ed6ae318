// The MCP server through the SDK's own client over an in-memory transport: the tool list,
// read_file's two hashes, apply_patch never writing the workspace, refusals as tool results
// with codes, malformed calls as protocol errors, and a local proposal followed to its receipt.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSnapshot } from '../../src/adapters/repo/index.js';
import { runValidation } from '../../src/cli/validation-pipeline.js';
import { mcpContext } from '../../src/mcp/context.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { FIX_PATCH, type Landing, landingFixture, SPEC, treeState } from '../support/landing.js';

let fixture: Landing;
let repo: string;
let client: Client;
const home = mkdtempSync(join(tmpdir(), 'pp-mcp-home-'));
const store = join(home, 'store');

beforeAll(async () => {
  process.env.XDG_DATA_HOME = home;
  fixture = landingFixture();
  repo = fixture.fresh();
  writeFileSync(join(repo, '.gitignore'), 'secret.env\n');
  writeFileSync(join(repo, 'secret.env'), 'TOKEN=hunter2\n');
  writeFileSync(join(repo, 'blob.bin'), Buffer.from([0, 1, 2, 3]));
  symlinkSync('/etc/passwd', join(repo, 'link'));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer(mcpContext({ repoDir: repo, store }), 'test').connect(serverSide);
  client = new Client({ name: 'patchproof-test', version: '1' });
  await client.connect(clientSide);
}, 60_000);
afterAll(async () => {
  await client.close();
  fixture.remove();
  rmSync(home, { recursive: true, force: true });
});

type Structured = Record<string, unknown> & { error?: { code: string; path?: string } };
async function call(
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ isError: boolean; value: Structured }> {
  const result = await client.callTool({ name, arguments: args });
  return { isError: result.isError === true, value: result.structuredContent as Structured };
}
const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('hex');

describe('tools/list', () => {
  it('offers the proposer tools and guarded git, and nothing that approves, executes or publishes', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'apply_patch',
      'get_receipt',
      'git_add',
      'git_commit',
      'git_diff',
      'git_push',
      'git_status',
      'read_file',
      'snapshot',
      'validation_status',
    ]);
    for (const t of tools)
      expect(t.inputSchema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(tools.find((t) => t.name === 'read_file')?.annotations).toMatchObject({
      readOnlyHint: true,
    });
  });
});

describe('read_file', () => {
  it('the whole file: content_sha256 and file_sha256 are both the file’s', async () => {
    const text = readFileSync(join(repo, 'calc.py'), 'utf8');
    const { isError, value } = await call('read_file', { path: 'calc.py' });
    expect(isError).toBe(false);
    expect(value).toMatchObject({
      content: text,
      complete: true,
      start_line: 1,
      total_lines: text.split('\n').length - 1,
      content_sha256: sha256(text),
      file_sha256: sha256(text),
    });
  });

  it('a window: content_sha256 is of the window, file_sha256 still of the whole file', async () => {
    const text = readFileSync(join(repo, 'calc.py'), 'utf8');
    const { value } = await call('read_file', { path: 'calc.py', start_line: 2, max_lines: 1 });
    expect(value).toMatchObject({
      content: '    return a - b\n',
      start_line: 2,
      end_line: 2,
      complete: false,
    });
    expect(value.content_sha256).toBe(sha256('    return a - b\n'));
    expect(value.file_sha256).toBe(sha256(text));
    expect(value.content_sha256).not.toBe(value.file_sha256);
  });

  it.each([
    ['.git/config', 'PathEscapesRoot'],
    ['../outside', 'PathEscapesRoot'],
    ['link', 'PathEscapesRoot'],
    ['secret.env', 'FileMissing'],
    ['tests', 'FileMissing'],
    ['no-such-file', 'FileMissing'],
    ['blob.bin', 'BinaryFile'],
  ])('refuses %s with %s, as a tool result', async (path, code) => {
    const { isError, value } = await call('read_file', { path });
    expect(isError).toBe(true);
    expect(value.error?.code).toBe(code);
  });

  it('one line longer than a window: its start only, said with line_cut', async () => {
    writeFileSync(join(repo, 'min.js'), `${'x'.repeat(300 * 1024)}\nsecond\n`);
    const { value } = await call('read_file', { path: 'min.js' });
    expect(value).toMatchObject({
      start_line: 1,
      end_line: 1,
      total_lines: 2,
      complete: false,
      line_cut: true,
    });
    expect((value.content as string).length).toBe(64 * 1024);
    expect(value.content_sha256).toBe(sha256(value.content as string));
    expect(value.file_sha256).toBe(sha256(readFileSync(join(repo, 'min.js'))));
    rmSync(join(repo, 'min.js'));
  });

  it('a start past the end is a refusal with a code', async () => {
    expect((await call('read_file', { path: 'calc.py', start_line: 99 })).value.error?.code).toBe(
      'UsageError',
    );
  });
});

describe('malformed calls are protocol errors', () => {
  it.each([
    ['an unknown tool', { name: 'approve', arguments: {} }],
    ['a wrong argument type', { name: 'read_file', arguments: { path: 5 } }],
    ['an unknown argument', { name: 'read_file', arguments: { path: 'calc.py', follow: true } }],
    ['a missing argument', { name: 'apply_patch', arguments: { dry_run: true } }],
    ['neither of two alternatives', { name: 'validation_status', arguments: {} }],
    [
      'both of two alternatives',
      {
        name: 'validation_status',
        arguments: { proposal: `sha256:${'0'.repeat(64)}`, validation: `val_${'0'.repeat(20)}` },
      },
    ],
  ])('%s: JSON-RPC InvalidParams, not a tool result', async (_what, params) => {
    const error = await client.callTool(params).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(McpError);
    expect((error as McpError).code).toBe(ErrorCode.InvalidParams);
  });
});

describe('apply_patch', () => {
  it('dry_run: the normalized diff and hashes; the workspace is not written', async () => {
    const before = treeState(repo);
    const { isError, value } = await call('apply_patch', { patch: FIX_PATCH, dry_run: true });
    expect(isError).toBe(false);
    expect(value).toMatchObject({
      dry_run: true,
      accepted: true,
      base: (await readSnapshot(repo)).id,
      format: 'codex',
      files: [{ path: 'calc.py', op: 'update' }],
    });
    expect(value.normalized_diff).toContain('+    return a + b\n');
    expect(treeState(repo)).toEqual(before);
  });

  it.each([
    [
      'a conftest.py',
      '*** Begin Patch\n*** Add File: tests/conftest.py\n+import pytest\n*** End Patch\n',
      'ProtectedPath',
    ],
    [
      'context that is not there',
      '*** Begin Patch\n*** Update File: calc.py\n@@\n-    return a * b\n+    return a + b\n*** End Patch\n',
      'ContextMismatch',
    ],
    [
      'a path out of the repository',
      '*** Begin Patch\n*** Add File: ../x.py\n+x = 1\n*** End Patch\n',
      'UnsafePath',
    ],
    ['text that is not a patch', 'please fix add()', 'MalformedPatch'],
  ])('refuses %s with its code and writes nothing', async (_what, patch, code) => {
    const before = treeState(repo);
    for (const dryRun of [true, false]) {
      const { isError, value } = await call('apply_patch', { patch, dry_run: dryRun });
      expect(isError).toBe(true);
      expect(value.error?.code).toBe(code);
    }
    expect(treeState(repo)).toEqual(before);
  });

  it('without a service: records the proposal locally; a reviewer validates it; status and receipt follow', async () => {
    const before = treeState(repo);
    const proposed = await call('apply_patch', { patch: FIX_PATCH });
    expect(proposed.value).toMatchObject({ accepted: true, recorded: 'local' });
    expect(treeState(repo)).toEqual(before);
    const proposal = proposed.value.proposal as string;
    expect((await call('validation_status', { proposal })).value).toMatchObject({
      source: 'local',
      recorded: true,
      receipts: [],
    });

    // The reviewer's side: validate exactly the recorded diff.
    const diff = readFileSync(proposed.value.diff_file as string);
    const validated = await runValidation({
      repoDir: repo,
      patch: diff,
      specPath: SPEC,
      runner: 'local',
      store,
      actor: 'reviewer@example.org',
    });
    expect(validated.proposal.hash).toBe(proposal);

    const status = await call('validation_status', { proposal });
    expect(status.value.receipts).toEqual([
      { digest: validated.receipt.digest, verdict: 'PASS', proofGrade: false, runner: 'local' },
    ]);
    const receipt = await call('get_receipt', { digest: validated.receipt.digest });
    expect(receipt.value).toMatchObject({
      valid: true,
      source: 'store',
      verdict: 'PASS',
      proof_grade: false,
      proposal: { hash: proposal },
    });
    expect((receipt.value.report as { zh: string }).zh).toMatch(/结论/);

    // Stored bytes altered after publication are refused, never reported.
    writeFileSync(
      validated.receipt.path,
      readFileSync(validated.receipt.path, 'utf8').replace('"PASS"', '"FAIL"'),
    );
    expect(
      (await call('get_receipt', { digest: validated.receipt.digest })).value.error?.code,
    ).toBe('ReceiptTampered');
  }, 60_000);

  it('get_receipt: an unknown address is ReceiptNotFound', async () => {
    const { value } = await call('get_receipt', { digest: `sha256:${'0'.repeat(64)}` });
    expect(value.error?.code).toBe('ReceiptNotFound');
  });
});

describe('snapshot', () => {
  it('the workspace snapshot ID and its session state', async () => {
    const { value } = await call('snapshot');
    expect(value).toEqual({
      snapshot: (await readSnapshot(repo)).id,
      files: expect.any(Number),
      session: 'NoSession',
      checkpoint: null,
      interrupted_apply: false,
    });
  });
});
