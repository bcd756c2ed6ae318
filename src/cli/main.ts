/** The `patchproof` command line: dispatch to subcommands (PROTOCOL 7), and help from the same specs. */
import { APPLY, applyCommand } from './commands/apply.js';
import { APPROVE, approveCommand } from './commands/approve.js';
import { DEMO, demoCommand } from './commands/demo.js';
import { EVALUATE, evaluateCommand } from './commands/evaluate.js';
import { GATE, gateCommand } from './commands/gate.js';
import { GIT, gitCommand } from './commands/git.js';
import { MCP, mcpCommand } from './commands/mcp.js';
import { PROPOSE, proposeCommand } from './commands/propose.js';
import { RECEIPT, receiptCommand } from './commands/receipt.js';
import { LOG, logCommand } from './commands/log.js';
import { REVIEW, reviewCommand } from './commands/review.js';
import { RUNNERS, runnersCommand } from './commands/runners.js';
import { SERVE, serveCommand } from './commands/serve.js';
import { SESSION, sessionCommand } from './commands/session.js';
import { SNAPSHOT, snapshotCommand } from './commands/snapshot.js';
import { TOKEN, tokenCommand } from './commands/token.js';
import { VALIDATE, validateCommand } from './commands/validate.js';
import type { CommandGroup, CommandSpec } from './command-spec.js';
import { commandHelp, groupHelp, overviewHelp } from './help.js';
import { wantsHelp } from './parse-command.js';
import { version } from './version.js';
import { EXIT, type Io, processIo } from './output.js';

/** Every command, in the order `patchproof help` lists them. */
export const COMMANDS: readonly (CommandSpec | CommandGroup)[] = [
  SNAPSHOT, PROPOSE, VALIDATE, EVALUATE, RECEIPT, LOG, RUNNERS, SERVE, TOKEN, REVIEW, APPROVE, GATE, APPLY, SESSION, MCP, GIT, DEMO,
];

/**
 * The help `words` ask for (`gate`, `receipt verify`, `receipt`), and the option table that
 * decides whether the rest of the line asks for it; undefined for an unknown command.
 */
function helpTarget(words: readonly string[]): { text: string; options: CommandSpec['options']; rest: readonly string[] } | undefined {
  const [first, second, ...more] = words;
  const entry = COMMANDS.find((e) => e.name === first);
  if (!entry) return undefined;
  if (!('commands' in entry)) return { text: commandHelp(entry), options: entry.options, rest: words.slice(1) };
  const sub = entry.commands.find((c) => c.name === `${first} ${second}`);
  return sub ? { text: commandHelp(sub), options: sub.options, rest: more } : { text: groupHelp(entry), options: {}, rest: words.slice(1) };
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'help' && rest.length > 0) {
    const target = helpTarget(rest);
    if (!target) {
      io.err(`unknown command "${rest.join(' ').slice(0, 60)}"; run "patchproof help" for the list`);
      return EXIT.refused;
    }
    io.out(target.text);
    return EXIT.ok;
  }
  const target = helpTarget(argv);
  if (target && wantsHelp(target.rest, target.options)) {
    io.out(target.text);
    return EXIT.ok;
  }
  switch (command) {
    case 'snapshot':
      return snapshotCommand(rest, io);
    case 'propose':
      return proposeCommand(rest, io, { stdin: process.stdin });
    case 'validate':
      return validateCommand(rest, io, { stdin: process.stdin });
    case 'evaluate':
      return evaluateCommand(rest, io);
    case 'receipt':
      return receiptCommand(rest, io);
    case 'log':
      return logCommand(rest, io);
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
      return demoCommand(rest, io);
    case 'version':
    case '--version':
      io.out(version());
      return EXIT.ok;
    case 'help':
    case '--help':
    case '-h':
    case undefined:
      io.out(overviewHelp(COMMANDS));
      return command === undefined ? EXIT.refused : EXIT.ok;
    default:
      io.err(`unknown command "${command}"; run "patchproof help"`);
      return EXIT.refused;
  }
}
