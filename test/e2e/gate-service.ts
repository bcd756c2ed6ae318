/**
 * What the `patchproof gate` end-to-end tests share (gate-repo.test.ts,
 * gate-approvals.test.ts): a real `patchproof serve` over a fresh copy of python-calc
 * (embedded PGlite, tokens made before it starts, the Docker runner, receipts signed with
 * SIGNER), and the compiled command run in a child process as a CI job or a reviewer runs it.
 */
import { spawn } from 'node:child_process';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { keygen } from '../../src/core/receipt/signature.js';
import { BIN, createTokenCli, type ServeProcess, startServe } from '../support/serve-process.js';
import { writeFixtureProjects } from '../support/projects.js';
import { repoRoot } from '../support/shared.js';

export const FIXTURE = 'python-calc';
export const PROPOSER = 'agent-gate';
/** The service signs with this key (serve --sign-key); another key of the same name is not trusted. */
export const SIGNER = keygen('patchproof.gate-test', new Uint8Array(32).fill(3));
export const OTHER = keygen('patchproof.gate-test', new Uint8Array(32).fill(4));

export interface Cli {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the bin with `args`; `onStderr` sees its stderr as it grows (the gate's progress with --json). */
export function cli(
  args: readonly string[],
  env: Record<string, string>,
  onStderr?: (text: string) => void,
): Promise<Cli> {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
    onStderr?.(stderr);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface GateJson {
  verdict: string | null;
  receipt: string | null;
  proposal: string | null;
  run: string | null;
  validation: string | null;
  approval: string | null;
  phases: Array<{ name: string; state: string }>;
  error: { code: string; path?: string } | null;
}

export type GateTokens = Record<
  'proposer' | 'approver' | 'selfApprover' | 'executor' | 'publisher',
  string
>;

export interface GateService {
  /** The repository root: python-calc/, the data folder, and whatever a test writes. */
  readonly root: string;
  readonly serve: ServeProcess;
  readonly tokens: GateTokens;
  /** The environment of a gate job: its proposer, executor and publisher tokens. */
  readonly gateEnv: Record<string, string>;
  /** The path of one of the fixture's patches. */
  patchFile(name: string): string;
  /** Stops the service and removes the root. */
  close(): Promise<void>;
}

/** Starts the service over a fresh root (made with `prefix`); removes the root if it fails. */
export async function startGateService(prefix: string): Promise<GateService> {
  const root = await mkdtemp(join(tmpdir(), prefix));
  try {
    await cp(join(repoRoot, 'test', 'fixtures', FIXTURE), join(root, FIXTURE), {
      recursive: true,
    });
    await writeFixtureProjects(root);
    const dataDir = join(root, 'data');
    const env = { DATABASE_URL: '', XDG_DATA_HOME: join(root, 'xdg') };
    // PGlite has one writer: every token is made before serve opens the data folder.
    const tokens: GateTokens = {
      proposer: createTokenCli('proposer', PROPOSER, env, dataDir),
      approver: createTokenCli('approver', 'reviewer-gate', env, dataDir),
      // An approver token held by the proposer's own actor: approving their own patch is SelfApproval.
      selfApprover: createTokenCli('approver', PROPOSER, env, dataDir),
      executor: createTokenCli('executor', 'ci-gate', env, dataDir),
      publisher: createTokenCli('publisher', 'publisher-gate', env, dataDir),
    };
    const gateEnv = {
      PATCHPROOF_PROPOSER_TOKEN: tokens.proposer,
      PATCHPROOF_EXECUTOR_TOKEN: tokens.executor,
      PATCHPROOF_PUBLISHER_TOKEN: tokens.publisher,
    };
    await writeFile(join(root, 'service.skey'), `${SIGNER.skey}\n`, { mode: 0o600 });
    const serve = await startServe(
      ['--repos-root', root, '--data', dataDir, '--sign-key', join(root, 'service.skey')],
      env,
    );
    return {
      root,
      serve,
      tokens,
      gateEnv,
      patchFile: (name) => join(root, FIXTURE, 'patches', name),
      async close() {
        await serve.stop();
        await rm(root, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(root, { recursive: true, force: true });
    throw error;
  }
}
