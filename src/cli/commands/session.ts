/**
 * `patchproof session start|status|export|ack|discard|unlock|end [--repo <dir>] [--json]`:
 * the workspace session (src/core/landing/session-state.ts), kept outside the repository.
 * Exit 0 done, 2 refused (the code says which state forbids the step).
 */
import {
  ackExport,
  beginSession,
  dropExport,
  endSession,
  exportSession,
  sessionStatus,
  type SessionView,
  unlockWorkspace,
} from '../../adapters/landing/index.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import {
  type CommandGroup,
  type CommandSpec,
  defineCommand,
  JSON_OPTION,
} from '../command-spec.js';
import { parseCommand } from '../parse-command.js';
import { settledLine } from '../settled-line.js';

const REPO = {
  type: 'string',
  arg: '<dir>',
  doc: 'the working tree (default: the current folder)',
} as const;
const EXITS = [
  [0, 'done'],
  [2, 'refused: the code says which state forbids the step'],
] as const;

/** One verb of `patchproof session`: the same --repo and --json, its own summary and example. */
function sessionVerb(
  verb: string,
  summary: string,
  example = `patchproof session ${verb}`,
): CommandSpec {
  return defineCommand({
    name: `session ${verb}`,
    summary,
    usage: ['[--repo <dir>] [--json]'],
    options: { repo: REPO, json: JSON_OPTION },
    positionals: 0,
    exits: EXITS,
    example,
  });
}

const SPECS = {
  start: sessionVerb('start', 'the working tree becomes the checkpoint (NoSession → Clean)'),
  status: sessionVerb(
    'status',
    'the state: NoSession, Clean, Dirty (local changes), PendingExport or Locked',
    'patchproof session status --json',
  ),
  export: defineCommand({
    name: 'session export',
    summary:
      'write an upward MCP-PATCH-V1 envelope of the changes since the checkpoint (Dirty → PendingExport)',
    usage: ['[--repo <dir>] [--out <file>] [--json]'],
    options: {
      repo: REPO,
      out: {
        type: 'string',
        arg: '<file>',
        doc: 'where the envelope goes, outside the repository (default: the session state folder)',
      },
      json: JSON_OPTION,
    },
    positionals: 0,
    exits: EXITS,
    example: 'patchproof session export --out ../changes.patch',
  }),
  ack: defineCommand({
    name: 'session ack',
    summary:
      'the envelope was taken upstream: the checkpoint advances to its result (PendingExport → Clean)',
    usage: ['<envelope hash> [--repo <dir>] [--json]'],
    options: { repo: REPO, json: JSON_OPTION },
    positionals: 1,
    exits: EXITS,
    example: 'patchproof session ack sha256:…  (the hash session export printed)',
  }),
  discard: sessionVerb(
    'discard',
    'drop the pending export; files and checkpoint stay (PendingExport → Dirty)',
  ),
  unlock: sessionVerb(
    'unlock',
    'after a rollback that did not verify and a manual recovery: allow applies again',
  ),
  end: sessionVerb(
    'end',
    'end the session (its checkpoint is forgotten; the files are not touched)',
  ),
} as const;
type Verb = keyof typeof SPECS;

/** `session ui` is served by the composition root (src/main/session-ui.ts): it starts an HTTP server. */
export const SESSION_UI = defineCommand({
  name: 'session ui',
  summary:
    "a live view of the workspace's session state, checkpoints, pending export and every protocol answer, on 127.0.0.1",
  usage: ['[--repo <dir>] [--port N]'],
  options: {
    repo: REPO,
    port: {
      type: 'string',
      arg: 'N',
      doc: 'the loopback port (default: any free one; the URL is printed)',
    },
  },
  positionals: 0,
  exits: [
    [0, 'stopped (Ctrl-C)'],
    [2, 'a usage error, or the port is taken'],
  ],
  example: 'patchproof session ui --port 7411',
});

export const SESSION: CommandGroup = {
  name: 'session',
  summary: 'track local changes against a checkpoint; export them upward; watch it live (ui)',
  commands: [...Object.values(SPECS), SESSION_UI],
};

/** `ui`: how `session ui` runs, wired by the composition root (src/main). */
export async function sessionCommand(
  args: string[],
  io: Io,
  ui: (args: string[], io: Io) => Promise<number>,
): Promise<number> {
  const [verb, ...rest] = args;
  if (verb === 'ui') return ui(rest, io);
  let json = rest.includes('--json');
  try {
    if (verb === undefined || !Object.hasOwn(SPECS, verb))
      throw new UsageError(
        'session needs a subcommand: start, status, export, ack, discard, unlock, end or ui',
        'session',
      );
    const parsed = parseCommand(rest, SPECS[verb as Verb]);
    const values = parsed.values as { repo?: string; out?: string; json?: boolean };
    const positionals = parsed.positionals;
    json = values.json ?? false;
    const repo = values.repo ?? '.';
    if (verb === 'export') {
      const exported = await exportSession(repo, values.out);
      if (json)
        printJson(io, {
          ok: true,
          state: 'PendingExport',
          envelope: exported.hash,
          base: exported.base,
          result: exported.result,
          path: exported.path,
          files: exported.files,
        });
      else {
        io.out(`exported  ${exported.hash}`);
        io.out(`  base    ${exported.base} (the checkpoint)`);
        io.out(`  result  ${exported.result} (the working tree)`);
        for (const f of exported.files) io.out(`    ${f.op.padEnd(7)} ${f.path}`);
        io.out(`  file    ${exported.path}`);
        io.out(`  once it is taken upstream: patchproof session ack ${exported.hash}`);
      }
      return EXIT.ok;
    }
    if (verb === 'ack' && !positionals[0])
      throw new UsageError(
        'session ack needs the envelope hash that session export printed',
        'session ack',
      );
    const result = await run(verb as Exclude<Verb, 'export'>, repo, positionals[0] ?? '');
    if (json) printJson(io, { ok: true, ...viewJson(result) });
    else printView(io, verb as Verb, result);
    return EXIT.ok;
  } catch (error) {
    const wire = wireOf(error);
    if (json) printJson(io, { ok: false, error: wire });
    printError(io, wire, `session ${verb ?? ''}`.trim());
    return EXIT.refused;
  }
}

/** A session view; after unlock, also the lock that was cleared. */
type Viewed = SessionView & { readonly wasLocked?: SessionView['lock'] };

function run(verb: Exclude<Verb, 'export'>, repo: string, hash: string): Promise<Viewed> {
  switch (verb) {
    case 'start':
      return beginSession(repo);
    case 'status':
      return sessionStatus(repo);
    case 'ack':
      return ackExport(repo, hash);
    case 'discard':
      return dropExport(repo);
    case 'unlock':
      return unlockWorkspace(repo);
    case 'end':
      return endSession(repo);
  }
}

function viewJson(v: SessionView) {
  return {
    state: v.state,
    repository: v.root,
    live: v.live,
    checkpoint: v.session?.checkpoint ?? null,
    pending: v.session?.pending ?? null,
    lock: v.lock,
    recovered: v.settled ? { kind: v.settled.kind, proposal: v.settled.journal.proposal } : null,
  };
}

function printView(io: Io, verb: Verb, v: Viewed): void {
  const recovered = settledLine(v.settled);
  if (recovered) io.err(recovered);
  if (verb === 'unlock') {
    const was = v.wasLocked ?? null;
    io.out(
      was
        ? `unlocked  the lock of ${was.since} is cleared; the originals stay in ${was.journal} until you delete them`
        : 'unlocked  the workspace was not locked',
    );
  }
  io.out(`${verb === 'status' ? 'state' : verb.padEnd(5)}     ${v.state}`);
  io.out(`  tree       ${v.live}`);
  if (v.session) io.out(`  checkpoint ${v.session.checkpoint}`);
  if (v.session?.pending)
    io.out(`  pending    ${v.session.pending.envelope} (ack it, or discard it)`);
  if (v.lock) {
    io.out(`  locked     since ${v.lock.since}: ${v.lock.reason}`);
    for (const path of v.lock.paths) io.out(`    restore  ${path}`);
    io.out(
      `  originals  ${v.lock.journal} (journal.json lists each path's original SHA-256 and permissions)`,
    );
    io.out('  then       patchproof session unlock');
  }
}
