// The copy in's stall watch (tar-in.ts idleWatched), without an engine: an upload that keeps
// moving is never called idle however long it takes, one the reader stops taking is, one
// engine deadline after the last byte moved; and an archive's error reaches the body.
import { Writable } from 'node:stream';
import { pack } from 'tar-stream';
import { describe, expect, it } from 'vitest';
import { idleWatched } from '../../src/adapters/docker/tar-in.js';

const IDLE_MS = 300;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A tar of `files` entries of 64 KiB each, finalized. */
function archiveOf(files: number) {
  const archive = pack();
  for (let i = 0; i < files; i += 1)
    archive.entry({ name: `f${i}`, size: 65536 }, Buffer.alloc(65536));
  archive.finalize();
  return archive;
}

describe('the copy in: idleWatched', () => {
  it('a slow reader that keeps taking the upload is not idle, though it takes many idle periods', async () => {
    let idle = false;
    const upload = idleWatched(archiveOf(40), IDLE_MS, () => (idle = true));
    const started = performance.now();
    // Takes one chunk every 40 ms: 2.5 MiB take seconds, many idle periods.
    await new Promise<void>((resolve, reject) => {
      upload.body
        .pipe(
          new Writable({
            highWaterMark: 1,
            write: (_chunk, _encoding, callback) => void sleep(40).then(() => callback()),
          }),
        )
        .on('finish', resolve)
        .on('error', reject);
    });
    upload.stop();
    expect(performance.now() - started).toBeGreaterThan(5 * IDLE_MS);
    expect(idle).toBe(false);
  }, 30_000);

  it('a reader that stops taking it is idle one period after the last byte moved', async () => {
    let idleAt = 0;
    const upload = idleWatched(archiveOf(40), IDLE_MS, () => (idleAt = performance.now()));
    let lastAt = 0;
    let taken = 0;
    // Takes 5 chunks, then never calls back again (an engine that stopped reading).
    upload.body.pipe(
      new Writable({
        highWaterMark: 1,
        write: (_chunk, _encoding, callback) => {
          lastAt = performance.now();
          if ((taken += 1) < 5) callback();
        },
      }),
    );
    await sleep(IDLE_MS * 4);
    upload.stop();
    expect(idleAt).toBeGreaterThan(0);
    // Buffers between the archive and the reader may still move a little after the reader stops.
    expect(idleAt - lastAt).toBeGreaterThanOrEqual(IDLE_MS - 20);
    expect(idleAt - lastAt).toBeLessThan(IDLE_MS * 2);
  });

  it('the answer after the last byte is watched too', async () => {
    let idle = false;
    const upload = idleWatched(archiveOf(1), IDLE_MS, () => (idle = true));
    await new Promise<void>((resolve) => upload.body.on('end', resolve).resume());
    await sleep(IDLE_MS / 2);
    expect(idle).toBe(false);
    await sleep(IDLE_MS);
    expect(idle).toBe(true);
  });

  it("an archive's error reaches the body (and so the request), and nothing throws unhandled", async () => {
    const archive = pack();
    const upload = idleWatched(archive, IDLE_MS, () => undefined);
    const failed = new Promise<Error>((resolve) => upload.body.on('error', resolve));
    archive.destroy(new Error('the file changed size'));
    expect((await failed).message).toBe('the file changed size');
    upload.stop();
  });
});
