/**
 * The `patchproof` command line: dispatch to subcommands (PROTOCOL 7), and help from the same
 * specs. This is the composition root's front door: it is the one place that knows every
 * command, and it loads only the one a line names (a `snapshot` does not load the service,
 * the Docker runner or Tree-sitter), so a short command starts as fast as Node does.
 */
import type { CommandGroup, CommandSpec } from '../cli/command-spec.js';
import { commandHelp, groupHelp, overviewHelp } from '../cli/help.js';
import { EXIT, type Io, processIo } from '../cli/output.js';
import { wantsHelp } from '../cli/parse-command.js';
import { version } from '../cli/version.js';

type Run = (args: string[], io: Io) => Promise<number>;

/** A command: what help prints (its spec or group) and how it runs. */
interface Command {
  readonly spec: CommandSpec | CommandGroup;
  readonly run: Run;
}

/** Every command, in the order `patchproof help` lists them, each loaded when it is named. */
const LOADERS: ReadonlyArray<readonly [string, () => Promise<Command>]> = [
  [
    'snapshot',
    async () => {
      const m = await import('../cli/commands/snapshot.js');
      return { spec: m.SNAPSHOT, run: m.snapshotCommand };
    },
  ],
  [
    'propose',
    async () => {
      const m = await import('../cli/commands/propose.js');
      return { spec: m.PROPOSE, run: (a, io) => m.proposeCommand(a, io, { stdin: process.stdin }) };
    },
  ],
  [
    'validate',
    async () => {
      const m = await import('../cli/commands/validate.js');
      return {
        spec: m.VALIDATE,
        run: (a, io) => m.validateCommand(a, io, { stdin: process.stdin }),
      };
    },
  ],
  [
    'evaluate',
    async () => {
      const m = await import('../cli/commands/evaluate.js');
      return { spec: m.EVALUATE, run: (a, io) => m.evaluateCommand(a, io) };
    },
  ],
  [
    'receipt',
    async () => {
      const m = await import('../cli/commands/receipt.js');
      return { spec: m.RECEIPT, run: m.receiptCommand };
    },
  ],
  [
    'log',
    async () => {
      const m = await import('../cli/commands/log.js');
      return { spec: m.LOG, run: m.logCommand };
    },
  ],
  [
    'spec',
    async () => {
      const m = await import('../cli/commands/spec.js');
      return { spec: m.SPEC, run: m.specCommand };
    },
  ],
  [
    'runners',
    async () => {
      const m = await import('../cli/commands/runners.js');
      return { spec: m.RUNNERS, run: m.runnersCommand };
    },
  ],
  [
    'serve',
    async () => {
      const m = await import('./serve.js');
      return { spec: m.SERVE, run: (a, io) => m.serveCommand(a, io) };
    },
  ],
  [
    'token',
    async () => {
      const m = await import('../cli/commands/token.js');
      return { spec: m.TOKEN, run: m.tokenCommand };
    },
  ],
  [
    'review',
    async () => {
      const m = await import('../cli/commands/review.js');
      return { spec: m.REVIEW, run: (a, io) => m.reviewCommand(a, io) };
    },
  ],
  [
    'approve',
    async () => {
      const m = await import('../cli/commands/approve.js');
      return { spec: m.APPROVE, run: (a, io) => m.approveCommand(a, io) };
    },
  ],
  [
    'gate',
    async () => {
      const m = await import('../cli/commands/gate.js');
      return { spec: m.GATE, run: (a, io) => m.gateCommand(a, io) };
    },
  ],
  [
    'apply',
    async () => {
      const m = await import('../cli/commands/apply.js');
      return { spec: m.APPLY, run: (a, io) => m.applyCommand(a, io) };
    },
  ],
  [
    'session',
    async () => {
      const m = await import('../cli/commands/session.js');
      const ui: Run = async (a, io) => (await import('./session-ui.js')).sessionUiCommand(a, io);
      return { spec: m.SESSION, run: (a, io) => m.sessionCommand(a, io, ui) };
    },
  ],
  [
    'mcp',
    async () => {
      const m = await import('./mcp.js');
      return { spec: m.MCP, run: (a, io) => m.mcpCommand(a, io) };
    },
  ],
  [
    'git',
    async () => {
      const m = await import('../cli/commands/git.js');
      return { spec: m.GIT, run: m.gitCommand };
    },
  ],
  [
    'demo',
    async () => {
      const m = await import('../cli/commands/demo.js');
      return { spec: m.DEMO, run: m.demoCommand };
    },
  ],
];

/** The command `name` names, loaded; undefined for an unknown word. */
async function loadCommand(name: string | undefined): Promise<Command | undefined> {
  const loader = LOADERS.find(([known]) => known === name);
  return loader ? loader[1]() : undefined;
}

/** Every command's spec or group, in help order (loads them all: for `help` and its tests). */
export async function loadCommands(): Promise<readonly (CommandSpec | CommandGroup)[]> {
  return Promise.all(LOADERS.map(async ([, load]) => (await load()).spec));
}

/**
 * The help `words` ask for (`gate`, `receipt verify`, `receipt`), and the option table that
 * decides whether the rest of the line asks for it; undefined for an unknown command.
 */
function helpTarget(
  entry: CommandSpec | CommandGroup,
  words: readonly string[],
): { text: string; options: CommandSpec['options']; rest: readonly string[] } {
  const [first, second, ...more] = words;
  if (!('commands' in entry))
    return { text: commandHelp(entry), options: entry.options, rest: words.slice(1) };
  const sub = entry.commands.find((c) => c.name === `${first} ${second}`);
  return sub
    ? { text: commandHelp(sub), options: sub.options, rest: more }
    : { text: groupHelp(entry), options: {}, rest: words.slice(1) };
}

/** Runs the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'help' && rest.length > 0) {
    const asked = await loadCommand(rest[0]);
    if (!asked) {
      io.err(
        `unknown command "${rest.join(' ').slice(0, 60)}"; run "patchproof help" for the list`,
      );
      return EXIT.refused;
    }
    io.out(helpTarget(asked.spec, rest).text);
    return EXIT.ok;
  }
  switch (command) {
    case 'version':
    case '--version':
      io.out(version());
      return EXIT.ok;
    case 'help':
    case '--help':
    case '-h':
    case undefined:
      io.out(overviewHelp(await loadCommands()));
      return command === undefined ? EXIT.refused : EXIT.ok;
  }
  const found = await loadCommand(command);
  if (!found) {
    io.err(`unknown command "${command}"; run "patchproof help"`);
    return EXIT.refused;
  }
  const target = helpTarget(found.spec, argv);
  if (wantsHelp(target.rest, target.options)) {
    io.out(target.text);
    return EXIT.ok;
  }
  return found.run(rest, io);
}
