/**
 * What every runner must do with a run's standard input (the probes of PROTOCOL 5.1 depend
 * on it): deliver the bytes exactly and then end of input, give empty input when there is
 * none, and not fail a command that exits without reading. Run against the trusted-local
 * and the Docker runner alike.
 */
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';
import type { Runner, TestSpec } from '../../src/core/runner/runner-port.js';
import { text } from './test-specs.js';

export interface StdinContract {
  runner(): Runner;
  workspace(): string;
  argvSpec(command: string[]): TestSpec;
}

const DIGEST_OF_STDIN =
  'import sys, hashlib\nd = sys.stdin.buffer.read()\nprint(len(d), hashlib.sha256(d).hexdigest())';

export function stdinContract(c: StdinContract): void {
  it('delivers stdin byte for byte (NUL, invalid UTF-8, more than a pipe buffer), then end of input', async () => {
    const input = new Uint8Array(300_000).map((_, i) => (i * 131 + 7) % 256);
    input[0] = 0;
    const result = await c
      .runner()
      .run(
        { dir: c.workspace() },
        { ...c.argvSpec(['python3', '-c', DIGEST_OF_STDIN]), stdin: input },
      );
    expect(result.infrastructureError).toBeUndefined();
    expect(result.exitCode).toBe(0);
    expect(text(result.stdout)).toBe(
      `300000 ${createHash('sha256').update(input).digest('hex')}\n`,
    );
  });

  it('gives empty input, not a pipe that never ends, when the spec has no stdin', async () => {
    const result = await c
      .runner()
      .run({ dir: c.workspace() }, c.argvSpec(['python3', '-c', DIGEST_OF_STDIN]));
    expect(result.exitCode).toBe(0);
    expect(text(result.stdout)).toBe(`0 ${createHash('sha256').digest('hex')}\n`);
  });

  it('lets a command exit without reading its input: its exit status and output stand', async () => {
    const input = new Uint8Array(4 * 1024 * 1024).fill(65);
    const result = await c
      .runner()
      .run(
        { dir: c.workspace() },
        { ...c.argvSpec(['python3', '-c', 'print("ignored")']), stdin: input },
      );
    expect(result.infrastructureError).toBeUndefined();
    expect(result.exitCode).toBe(0);
    expect(text(result.stdout)).toBe('ignored\n');
  });

  it('ends a filter (cat) once the input has been sent', async () => {
    const result = await c
      .runner()
      .run(
        { dir: c.workspace() },
        { ...c.argvSpec(['cat']), stdin: new TextEncoder().encode('one\ntwo\n') },
      );
    expect(result).toMatchObject({ exitCode: 0, timedOut: false });
    expect(text(result.stdout)).toBe('one\ntwo\n');
  });
}
