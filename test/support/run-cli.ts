/** The patchproof CLI run in-process, as tests read it: exit code, stdout and stderr. */
import { main } from '../../src/main/cli.js';
import type { Io } from '../../src/cli/output.js';

export interface CliRun {
  readonly code: number;
  readonly out: string;
  readonly err: string;
}

export async function runCli(...argv: string[]): Promise<CliRun> {
  let out = '';
  let err = '';
  const io: Io = { out: (t) => void (out += `${t}\n`), err: (t) => void (err += `${t}\n`) };
  return { code: await main(argv, io), out, err };
}
