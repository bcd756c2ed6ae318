/**
 * `patchproof session start|status|export|ack|discard|unlock|end [--repo <dir>] [--json]`:
 * the workspace session (src/core/landing/session-state.ts), kept outside the repository.
 * Exit 0 done, 2 refused (the code says which state forbids the step).
 */
import {
  ackExport, beginSession, dropExport, endSession, exportSession, sessionStatus, type SessionView, unlockWorkspace,
} from '../../adapters/landing/session-ops.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from '../output.js';
import { parseCommand } from '../parse-command.js';
import { settledLine } from './apply.js';

export const SESSION_USAGE = `patchproof session start|status|export|ack <envelope hash>|discard|unlock|end [--repo <dir>] [--out <file>] [--json]
  start    the working tree becomes the checkpoint (NoSession → Clean)
  status   the state: NoSession, Clean, Dirty (local changes), PendingExport or Locked
  export   write an upward MCP-PATCH-V1 envelope of the changes since the checkpoint (Dirty → PendingExport); --out <file>
  ack      the envelope was taken upstream: the checkpoint advances to its result (PendingExport → Clean)
  discard  drop the pending export; files and checkpoint stay (PendingExport → Dirty)
  unlock   after a rollback that did not verify and a manual recovery: accept applies again
  end      end the session (its checkpoint is forgotten; the files are not touched)`;

const OPTIONS = { repo: { type: 'string' }, out: { type: 'string' }, json: { type: 'boolean' } } as const;
const VERBS = ['start', 'status', 'export', 'ack', 'discard', 'unlock', 'end'] as const;
type Verb = (typeof VERBS)[number];

export async function sessionCommand(args: string[], io: Io): Promise<number> {
  const [verb, ...rest] = args;
  let json = rest.includes('--json');
  try {
    const { values, positionals } = parseCommand(rest, OPTIONS, verb === 'ack' ? 1 : 0);
    json = values.json ?? false;
    if (!VERBS.includes(verb as Verb)) throw new UsageError(`usage: ${SESSION_USAGE}`);
    const repo = values.repo ?? '.';
    if (verb === 'export') {
      const exported = await exportSession(repo, values.out);
      if (json) printJson(io, { ok: true, state: 'PendingExport', envelope: exported.hash, base: exported.base, result: exported.result, path: exported.path, files: exported.files });
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
    if (verb === 'ack' && !positionals[0]) throw new UsageError('session ack needs the envelope hash that session export printed');
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
    case 'start': return beginSession(repo);
    case 'status': return sessionStatus(repo);
    case 'ack': return ackExport(repo, hash);
    case 'discard': return dropExport(repo);
    case 'unlock': return unlockWorkspace(repo);
    case 'end': return endSession(repo);
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
    io.out(was ? `unlocked  the lock of ${was.since} is cleared; the originals stay in ${was.journal} until you delete them` : 'unlocked  the workspace was not locked');
  }
  io.out(`${verb === 'status' ? 'state' : verb.padEnd(5)}     ${v.state}`);
  io.out(`  tree       ${v.live}`);
  if (v.session) io.out(`  checkpoint ${v.session.checkpoint}`);
  if (v.session?.pending) io.out(`  pending    ${v.session.pending.envelope} (ack it, or discard it)`);
  if (v.lock) {
    io.out(`  locked     since ${v.lock.since}: ${v.lock.reason}`);
    for (const path of v.lock.paths) io.out(`    restore  ${path}`);
    io.out(`  originals  ${v.lock.journal} (journal.json lists each path's original SHA-256 and permissions)`);
    io.out('  then       patchproof session unlock');
  }
}
