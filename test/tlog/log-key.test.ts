// --log-key names one log, from an adversarial review: a file of several trusted keys would
// let any of them (a CI publisher's) sign a one-leaf "log" holding any receipt.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readLogKey } from '../../src/cli/log-files.js';
import { keygen, parseSigningKey, parseTrustedKeys } from '../../src/core/receipt/signature.js';
import { checkpointText } from '../../src/core/tlog/checkpoint.js';
import { inclusionProblems } from '../../src/core/tlog/evidence.js';
import { leafHash } from '../../src/core/tlog/merkle.js';
import { signNote } from '../../src/core/tlog/signed-note.js';

const LOG = keygen('patchproof.example.org/log', new Uint8Array(32).fill(1));
const PUBLISHER = keygen('ci-publisher', new Uint8Array(32).fill(2));

it('a log key file names one log: a checkpoint by another key listed beside it is refused', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'review-logkey-'));
  try {
    const file = join(dir, 'trusted.vkeys');
    writeFileSync(file, `${LOG.vkey}\n${PUBLISHER.vkey}\n`);
    const digest = `sha256:${'ab'.repeat(32)}`;
    // The publisher's own "log": one leaf, the receipt it wants to show as logged.
    const note = signNote(
      checkpointText({
        origin: 'ci-publisher',
        size: 1,
        root: leafHash(new TextEncoder().encode(digest)),
      }),
      parseSigningKey(PUBLISHER.skey),
    );
    const keys = await readLogKey(file).catch(() => parseTrustedKeys(LOG.vkey));
    expect(
      inclusionProblems(digest, new TextEncoder().encode(note), keys, {
        index: 0,
        size: 1,
        proof: [],
      }),
    ).not.toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
