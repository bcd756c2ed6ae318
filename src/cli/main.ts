/** The `patchproof` command line: dispatch to subcommands (PROTOCOL 7). */
import { APPLY_USAGE, applyCommand } from './commands/apply.js';
import { approveCommand } from './commands/approve.js';
import { demoCommand } from './commands/demo.js';
import { gateCommand } from './commands/gate.js';
import { GIT_USAGE, gitCommand } from './commands/git.js';
import { MCP_USAGE, mcpCommand } from './commands/mcp.js';
import { proposeCommand } from './commands/propose.js';
import { receiptCommand } from './commands/receipt.js';
import { reviewCommand } from './commands/review.js';
import { runnersCommand } from './commands/runners.js';
import { serveCommand } from './commands/serve.js';
import { SESSION_USAGE, sessionCommand } from './commands/session.js';
import { snapshotCommand } from './commands/snapshot.js';
import { tokenCommand } from './commands/token.js';
import { validateCommand } from './commands/validate.js';
import { version } from './version.js';
import { EXIT, type Io, processIo } from './output.js';

const USAGE = `patchproof — verify untrusted patches

usage:
  patchproof snapshot <dir> [--json] [--git-tree]            print the snapshot ID (ws1_…); --git-tree adds its
                                                            SHA-1 twin, equal to "git add -A && git write-tree"
  patchproof propose --repo <dir> --patch <file|-> [--json] check a patch; print its proposal hash
  patchproof validate --repo <dir> --patch <file> --spec <patchproof.json> [--runner docker|local]
                     [--approve-as <actor>] [--store <dir>] [--json]
                                                            propose, approve, run the four phases, publish a receipt
                                                            (exit 0 PASS, 1 FAIL, 2 refused before execution)
  patchproof receipt verify <digest|file> [--store <dir>] [--keys <trusted keys>] [--sig <file>] [--json]
                                                            check a receipt offline (exit 0 valid, 1 invalid)
  patchproof receipt sign <digest> --key <secret key file> [--store <dir>]
                                                            sign a stored receipt (Ed25519, DSSE, beside it)
  patchproof receipt keygen <name> --out <secret key file>  make a signing key; prints the public key line
  patchproof receipt show <digest|file> [--lang en|zh] [--format text|md]
                                                            print its report, after verifying it
  patchproof runners build [node|python] [--force]          build the runner images locally (no registry); print their IDs
  patchproof serve [--port N] [--host H] [--data <dir>] [--repos-root <dir>] [--workers N] [--runner docker|local] [--sign-key <skey file>]
                   [--lease <seconds>] [--projects <file>]
                                                            the HTTP service; PostgreSQL when DATABASE_URL is set,
                                                            else an embedded database in --data
  patchproof token create --role <role> --actor <name> [--data <dir>] [--json]
                                                            make an API token (proposer, approver, executor,
                                                            publisher, auditor); printed once
  patchproof token list [--data <dir>] [--json]             list tokens: id, role, actor, created, revoked
  patchproof token revoke <id> [--data <dir>] [--json]      revoke a token at once (exit 2 TokenNotFound if unknown)
  patchproof review <proposal-hash> --server <url> [--json]
                                                            a proposal as a reviewer sees it: normalized diff,
                                                            gates, base and result IDs (token: PATCHPROOF_TOKEN)
  patchproof approve <proposal-hash> --run <id> --server <url> [--json]
                                                            approve it for that run at its base; prints the
                                                            approval hash (PATCHPROOF_TOKEN: an approver token)
  patchproof gate --server <url> --project <name> --patch <file> [--repo <dir>] [--approval <hash>]
                  [--wait <seconds>] [--keys <trusted keys file>] [--json]
                                                            the CI gate: upload --repo's tree (else the project's
                                                            folder), propose, wait for an approval, validate,
                                                            publish, verify the receipt here. Tokens:
                                                            PATCHPROOF_PROPOSER_TOKEN, PATCHPROOF_EXECUTOR_TOKEN,
                                                            PATCHPROOF_PUBLISHER_TOKEN (optional: else it waits
                                                            for a publisher). --wait bounds each wait (600).
                                                            --keys: also require a signature by one of those keys
  patchproof gate --server <url> --run <id> --patch <file> --approval <hash> [--wait <seconds>] [--keys <file>] [--json]
                                                            the same on a run registered earlier, with a
                                                            pre-made approval of this patch for that run
  ${APPLY_USAGE}
                                                            land the exact patch a PASS receipt covers on a working
                                                            tree: base checked, shadow-applied by git, journaled,
                                                            verified, rolled back on any doubt; never commits
  ${SESSION_USAGE.split('\n').join('\n  ')}
  ${MCP_USAGE}
                                                            the MCP server for coding agents (stdio): read_file,
                                                            apply_patch (proposes, never writes), snapshot,
                                                            validation_status, get_receipt, guarded git tools.
                                                            With --server: PATCHPROOF_TOKEN, a proposer token
  ${GIT_USAGE.split('\n').join('\n  ')}
  patchproof demo                                           validate the bundled example: a fix (PASS), a deleted
                                                            test (FAIL), two cheats refused at intake
  patchproof version

exit codes: 0 ok/accepted, 2 refused or failed before execution (the error code is printed)
  gate: 0 verified PASS, 1 verified FAIL, 2 refused before execution (intake, approval, or the
        validation failed before evidence), 3 could not finish (timeout, service unreachable,
        receipt did not verify)
  review, approve: 0 done, 2 refused, 3 the service could not be reached or answered badly`;


/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'snapshot':
      return snapshotCommand(rest, io);
    case 'propose':
      return proposeCommand(rest, io, { stdin: process.stdin });
    case 'validate':
      return validateCommand(rest, io, { stdin: process.stdin });
    case 'receipt':
      return receiptCommand(rest, io);
    case 'runners':
      return runnersCommand(rest, io);
    case 'serve':
      return serveCommand(rest, io);
    case 'token':
      return tokenCommand(rest, io);
    case 'review':
      return reviewCommand(rest, io);
    case 'approve':
      return approveCommand(rest, io);
    case 'gate':
      return gateCommand(rest, io);
    case 'apply':
      return applyCommand(rest, io);
    case 'session':
      return sessionCommand(rest, io);
    case 'mcp':
      return mcpCommand(rest, io);
    case 'git':
      return gitCommand(rest, io);
    case 'demo':
      return demoCommand(io);
    case 'version':
    case '--version':
      io.out(version());
      return EXIT.ok;
    case 'help':
    case '--help':
    case '-h':
    case undefined:
      io.out(USAGE);
      return command === undefined ? EXIT.refused : EXIT.ok;
    default:
      io.err(`unknown command "${command}"; run "patchproof help"`);
      return EXIT.refused;
  }
}
