// The patchproof CLI from source, for tests that need it as a process of its own (killed
// mid-way, run concurrently). For `apply`, two test-only variables stop or disturb it:
//   PATCHPROOF_TEST_KILL_AT=<step>   SIGKILL this process at that step of the apply
//   PATCHPROOF_TEST_DRIFT_AT=<step> PATCHPROOF_TEST_DRIFT_FILE=<path>   append a line to that file there
import { appendFileSync } from 'node:fs';
import type { ApplyStep } from '../../src/adapters/landing/apply-receipt.js';
import { applyCommand } from '../../src/cli/commands/apply.js';
import { main } from '../../src/main/cli.js';
import { processIo } from '../../src/cli/output.js';

const argv = process.argv.slice(2);
const {
  PATCHPROOF_TEST_KILL_AT: killAt,
  PATCHPROOF_TEST_DRIFT_AT: driftAt,
  PATCHPROOF_TEST_DRIFT_FILE: driftFile,
} = process.env;
const at = (step: ApplyStep): void => {
  if (step === driftAt && driftFile) appendFileSync(driftFile, 'changed by someone else\n');
  if (step === killAt) process.kill(process.pid, 'SIGKILL');
};
process.exitCode =
  argv[0] === 'apply'
    ? await applyCommand(argv.slice(1), processIo, process.env, at)
    : await main(argv);
