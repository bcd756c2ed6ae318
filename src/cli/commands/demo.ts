/**
 * `patchproof demo`: the newcomer's first run, on the bundled example and nothing else.
 * It snapshots examples/calculator and sends it a real fix and three cheats, showing what
 * intake accepts, what it refuses and why. The repository is only read.
 */
import { fileURLToPath } from 'node:url';
import { openRepository } from '../../adapters/repo/index.js';
import { loadTreeSitterChecker } from '../../adapters/syntax/tree-sitter.js';
import { propose } from '../../core/intake/propose.js';
import { readFile } from 'node:fs/promises';
import { EXIT, type Io, wireOf } from '../output.js';

const root = new URL('../../../examples/', import.meta.url);

const CASES = [
  { file: 'fix-add.patch', says: 'a real fix (Codex patch format)', expect: 'accepted' },
  { file: 'cheat-conftest.patch', says: 'a conftest.py that stops pytest from collecting the tests', expect: 'ProtectedPath' },
  { file: 'cheat-escape.diff', says: 'a diff that writes outside the repository', expect: 'UnsafePath' },
  {
    file: 'cheat-delete-test.diff',
    says: 'a diff that deletes a passing test',
    expect: 'accepted',
    note: 'intake accepts it: tests are fair game to edit. The regression phase of patchproof validate catches it: every test that passed on the base must pass again (RegressionLost)',
  },
] as const;

export async function demoCommand(io: Io): Promise<number> {
  const repoDir = fileURLToPath(new URL('calculator/', root));
  io.out(`PatchProof demo: examples/calculator, a calculator whose add() subtracts.\n`);
  const [repository, syntax] = await Promise.all([openRepository(repoDir), loadTreeSitterChecker()]);
  io.out(`snapshot  ${repository.snapshot.id}  (${repository.snapshot.entries.size} files; the repository is only read)\n`);
  let surprises = 0;
  for (const c of CASES) {
    const patch = new Uint8Array(await readFile(new URL(`patches/${c.file}`, root)));
    io.out(`── ${c.file}: ${c.says}`);
    let got: string;
    try {
      const p = await propose({ patch, repository, syntax });
      got = 'accepted';
      io.out(`   accepted  proposal ${p.hash}`);
      io.out(`             ${p.files.map((f) => `${f.op} ${f.path}`).join(', ')}  →  result ${p.object.result}`);
    } catch (error) {
      const wire = wireOf(error);
      got = wire.code;
      io.out(`   refused   ${wire.code}: ${wire.message}`);
    }
    if ('note' in c) io.out(`   note      ${c.note}`);
    if (got !== c.expect) {
      surprises++;
      io.out(`   UNEXPECTED: wanted ${c.expect}`);
    }
    io.out('');
  }
  io.out('Next: run the four phases on a real project: patchproof validate --repo <dir> --patch <file> --spec <patchproof.json> (see README.md).');
  return surprises === 0 ? EXIT.ok : EXIT.fail;
}
