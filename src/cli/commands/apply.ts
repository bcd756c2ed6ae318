/**
 * `patchproof apply --repo <dir> --receipt <digest|file> [--store <dir> | --server <url>]
 * [--patch <file>] [--accept-local] [--keys <file>] [--json]`: lands the exact proposal a PASS receipt covers on a working
 * tree (src/app/landing/apply-receipt.ts, wired in src/adapters/landing). Exit 0 applied (or already applied), 2
 * refused with nothing written, 1 the tree changed during the apply or could not be written
 * (everything was restored) or the restore did not verify (the workspace is locked).
 */
import { applyReceipt, type ApplyOutcome, type ApplyStep } from '../../adapters/landing/index.js';
import { parseDigest } from '../../core/hash/typed-hash.js';
import { loadTreeSitterChecker } from '../../adapters/syntax/index.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { defineCommand, JSON_OPTION, SERVER_OPTION, STORE_OPTION } from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { localSource, serviceSource } from './apply-sources.js';
import { defaultStore } from '../command-spec.js';
import { settledLine } from '../settled-line.js';

export const APPLY = defineCommand({
  name: 'apply',
  summary:
    'land the exact patch a PASS receipt covers on a working tree: checked, journaled, rolled back on any doubt; never commits',
  usage: [
    '--repo <dir> --receipt <digest|file> [--store <dir> | --server <url>] [--patch <file>] [--accept-local] [--keys <trusted keys> [--sig <file>]] [--json]',
  ],
  options: {
    repo: {
      type: 'string',
      arg: '<dir>',
      doc: "the working tree to land on; it must be at the receipt's base",
    },
    receipt: {
      type: 'string',
      arg: '<digest|file>',
      doc: 'the PASS receipt: its address (sha256:<64 hex>) in the store or service, or a file',
    },
    store: STORE_OPTION,
    server: {
      ...SERVER_OPTION,
      doc: 'take the receipt and its patch from this service (token: PATCHPROOF_TOKEN)',
    },
    patch: {
      type: 'string',
      arg: '<file>',
      doc: 'the patch, when the store does not hold its diff',
    },
    'accept-local': {
      type: 'boolean',
      doc: 'also land a receipt that is not proof grade (trusted-local runner)',
    },
    keys: {
      type: 'string',
      arg: '<trusted keys>',
      doc: 'require a valid signature by one of these keys (vkey lines)',
    },
    sig: {
      type: 'string',
      arg: '<file>',
      doc: 'the signature file (default: the .sig.json beside the receipt)',
    },
    json: JSON_OPTION,
  },
  positionals: 0,
  exits: [
    [0, 'applied, or already applied'],
    [1, 'drift or a rollback that did not verify (DriftDetected, RollbackFailed)'],
    [2, 'refused with nothing written'],
  ],
  example: 'patchproof apply --repo . --receipt sha256:19b1…c465e --keys publisher.vkey',
});

/** Codes after which the tree was written to (and restored, or locked): exit 1, not 2. */
const WRITTEN = new Set(['DriftDetected', 'RollbackFailed']);

/** `at` is called at each step of the apply (the crash tests stop the process there). */
export async function applyCommand(
  args: string[],
  io: Io,
  env: NodeJS.ProcessEnv = process.env,
  at?: (step: ApplyStep) => void,
): Promise<number> {
  let json = args.includes('--json');
  try {
    const { values } = parseCommand(args, APPLY);
    json = values.json ?? false;
    if (!values.repo || !values.receipt)
      throw new UsageError('apply needs --repo <dir> and --receipt <digest|file>', APPLY.name);
    if (values.server && values.store)
      throw new UsageError(
        '--store and --server are two places to take the receipt from; give one',
      );
    const options = {
      receipt: values.receipt,
      store: values.store ?? defaultStore(),
      ...(values.server ? { server: values.server } : {}),
      ...(values.patch ? { patch: values.patch } : {}),
      ...(values.keys ? { keys: values.keys } : {}),
      ...(values.sig ? { sig: values.sig } : {}),
    };
    const source = values.server ? await serviceSource(options, env) : await localSource(options);
    if (
      !values.keys &&
      (values.server || parseDigest(values.receipt, { bareHex: true }) === null)
    ) {
      // A receipt proves its own content only; whoever wrote the file could have written any.
      io.err(
        'note: this receipt is not checked for a signature; pass --keys <trusted keys> to land only what your publisher signed',
      );
    }
    const outcome = await applyReceipt({
      repoDir: values.repo,
      receipt: { digest: source.digest, bytes: source.bytes },
      loadPatch: source.loadPatch,
      syntax: await loadTreeSitterChecker(),
      acceptNotProofGrade: values['accept-local'] ?? false,
      ...(source.signature ? { signature: source.signature } : {}),
      ...(at ? { at } : {}),
    });
    if (json) printJson(io, outcomeJson(source.digest, outcome));
    else printOutcome(io, source.digest, outcome);
    return EXIT.ok;
  } catch (error) {
    const wire = wireOf(error);
    if (json) printJson(io, { applied: false, error: wire });
    printError(io, wire, WRITTEN.has(wire.code) ? 'apply failed' : 'refused');
    return WRITTEN.has(wire.code) ? EXIT.fail : EXIT.refused;
  }
}

function outcomeJson(digest: string, o: ApplyOutcome) {
  return {
    applied: true,
    status: o.status,
    receipt: digest,
    proposal: o.receipt.proposal.hash,
    base: o.receipt.proposal.base,
    result: o.receipt.proposal.result,
    files: o.files,
    sessionAdvanced: o.sessionAdvanced,
    ...(o.sessionProblem ? { sessionProblem: o.sessionProblem } : {}),
    recovered: o.settled ? { kind: o.settled.kind, proposal: o.settled.journal.proposal } : null,
  };
}

function printOutcome(io: Io, digest: string, o: ApplyOutcome): void {
  const recovered = settledLine(o.settled);
  if (recovered) io.err(recovered);
  const p = o.receipt.proposal;
  if (o.status === 'already-applied') {
    io.out(
      `already applied  the working tree is the result of receipt ${digest}; nothing was written`,
    );
    return;
  }
  const ops = { add: 'added', update: 'updated', delete: 'deleted' } as const;
  io.out(
    `applied   ${o.files.length} file${o.files.length === 1 ? '' : 's'} from receipt ${digest}`,
  );
  io.out(`  proposal ${p.hash}`);
  io.out(`  base     ${p.base}`);
  io.out(`  result   ${p.result} (verified)`);
  for (const f of o.files) io.out(`    ${ops[f.op].padEnd(8)} ${f.path}`);
  if (o.sessionAdvanced) io.out('  session  checkpoint advanced to the result');
  if (o.sessionProblem)
    io.err(
      `warning: the tree is the result, but the session could not follow it: ${o.sessionProblem}`,
    );
  io.out('  nothing was staged or committed');
}
