/**
 * Tars built in the test with tar-stream (the library the service parses them with), so
 * hostile archives are exact: absolute names, `..`, links, devices, duplicates, sizes
 * that lie. Headers are written as given; tar-stream's pack does not clean names.
 */
import { pack } from 'tar-stream';

export interface TarEntry {
  readonly name: string;
  readonly type?:
    'file' | 'directory' | 'symlink' | 'link' | 'character-device' | 'block-device' | 'fifo';
  readonly content?: string | Uint8Array;
  readonly linkname?: string;
  readonly mode?: number;
}

/** The tar of `entries`, in order. */
export async function buildTar(entries: readonly TarEntry[]): Promise<Uint8Array> {
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: unknown) => chunks.push(chunk as Buffer));
  const ended = new Promise<void>((resolve, reject) => {
    archive.on('end', () => resolve());
    archive.on('error', reject);
  });
  for (const entry of entries) {
    const type = entry.type ?? 'file';
    const content = type === 'file' ? Buffer.from(entry.content ?? '') : undefined;
    const header = {
      name: entry.name,
      type,
      mode: entry.mode ?? (type === 'directory' ? 0o755 : 0o644),
      mtime: new Date(0),
      ...(entry.linkname !== undefined ? { linkname: entry.linkname } : {}),
      ...(content ? { size: content.length } : {}),
    };
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if (content) archive.entry(header, content, done);
      else archive.entry(header, done);
    });
  }
  archive.finalize();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

/** Rewrites the size field of the header at `offset` (octal) and fixes its checksum: a tar that lies. */
export function withDeclaredSize(tar: Uint8Array, offset: number, size: number): Uint8Array {
  const out = new Uint8Array(tar);
  const header = out.subarray(offset, offset + 512);
  header.set(new TextEncoder().encode(`${size.toString(8).padStart(11, '0')}\0`), 124);
  header.fill(0x20, 148, 156);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.set(new TextEncoder().encode(`${sum.toString(8).padStart(6, '0')}\0 `), 148);
  return out;
}
