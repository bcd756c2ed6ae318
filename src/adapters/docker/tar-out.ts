/**
 * Reads one report file back out of a stopped container, trusting nothing the code under
 * test wrote. Every folder on the path is stat'ed (HEAD /archive, which does not follow a
 * final symlink) and must be a real folder; the file itself must be a regular file under
 * the cap; and the archive the engine returns must parse, in memory, as exactly one
 * regular-file entry of that name and size — no links, no devices, no other path.
 */
import type Dockerode from 'dockerode';
import type { IncomingMessage } from 'node:http';
import { extract } from 'tar-stream';
import { splitInside } from '../local/index.js';
import { WORKSPACE_DIR } from './container-config.js';
import { engineCall, isNotFound } from './engine-call.js';

export const DEFAULT_MAX_REPORT_BYTES = 32 * 1024 * 1024;
/** Room for tar headers (including long-name records) around the file's bytes. */
const TAR_OVERHEAD = 64 * 1024;

export type ReportRead = { readonly bytes: Uint8Array | null } | { readonly refused: string };

export class ArchiveRefused extends Error {
  override readonly name = 'ArchiveRefused';
}

/** Go's os.FileMode type bits, as the engine's path stat reports them. */
const MODE_DIR = 31;
const TYPE_BITS = [31, 27, 26, 25, 24, 21, 19]; // dir, symlink, device, pipe, socket, char device, irregular

interface PathStat {
  readonly name: string;
  readonly size: number;
  readonly mode: number;
}

export async function readReport(
  docker: Dockerode,
  id: string,
  relativePath: string,
  maxBytes: number,
  ms: number,
): Promise<ReportRead> {
  const components = splitInside(relativePath);
  if (components === undefined)
    return {
      refused: `report path ${JSON.stringify(relativePath.slice(0, 200))} is not a plain relative path inside the workspace`,
    };
  const container = docker.getContainer(id);
  for (const [index] of components.entries()) {
    const shown = components.slice(0, index + 1).join('/');
    const stat = await statPath(container, `${WORKSPACE_DIR}/${shown}`, ms);
    if (stat === undefined) return { bytes: null };
    const last = index === components.length - 1;
    if (!last && !(bit(stat.mode, MODE_DIR) && typeBits(stat.mode) === 1))
      return { refused: `${JSON.stringify(shown)} is not a real folder (a symlink or a file)` };
    if (last && typeBits(stat.mode) !== 0)
      return {
        refused: `${JSON.stringify(shown)} is not a regular file (a symlink, folder or device)`,
      };
    if (last && stat.size > maxBytes)
      return {
        refused: `${JSON.stringify(shown)} is ${stat.size} bytes, over the ${maxBytes}-byte cap`,
      };
  }
  const name = components[components.length - 1] as string;
  const archive = await engineCall('read the report', ms, async (signal) => {
    const response = (await container.getArchive({
      path: `${WORKSPACE_DIR}/${components.join('/')}`,
      abortSignal: signal,
    })) as IncomingMessage;
    return readCapped(response, maxBytes + TAR_OVERHEAD);
  });
  if (archive === 'too-big')
    return { refused: `the report archive passed ${maxBytes + TAR_OVERHEAD} bytes` };
  try {
    return { bytes: await singleFileFromTar(archive, name, maxBytes) };
  } catch (error) {
    if (error instanceof ArchiveRefused) return { refused: error.message };
    throw error;
  }
}

/**
 * The one regular file in an in-memory tar. Throws ArchiveRefused for anything else:
 * several entries, a link, symlink, device or folder, another name, a size over the cap,
 * or a malformed archive.
 */
export async function singleFileFromTar(
  archive: Uint8Array,
  expectedName: string,
  maxBytes: number,
): Promise<Uint8Array> {
  const parser = extract();
  parser.end(Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength));
  let found: Uint8Array | undefined;
  try {
    for await (const entry of parser) {
      const { header } = entry;
      if (found !== undefined)
        throw new ArchiveRefused('the report archive holds more than one entry');
      if (header.type !== 'file')
        throw new ArchiveRefused(
          `the report is a ${header.type ?? 'unknown'} entry, not a regular file`,
        );
      if (header.name !== expectedName)
        throw new ArchiveRefused(
          `the report archive names ${JSON.stringify(header.name.slice(0, 200))}, not ${JSON.stringify(expectedName)}`,
        );
      if ((header.linkname ?? '') !== '')
        throw new ArchiveRefused('the report entry carries a link target');
      const size = header.size ?? -1;
      if (size < 0 || size > maxBytes)
        throw new ArchiveRefused(`the report is ${size} bytes, over the ${maxBytes}-byte cap`);
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      if (bytes.byteLength !== size)
        throw new ArchiveRefused('the report entry is shorter than its header says');
      found = new Uint8Array(bytes);
    }
  } catch (error) {
    parser.destroy();
    if (error instanceof ArchiveRefused) throw error;
    throw new ArchiveRefused(
      `the report archive is malformed (${error instanceof Error ? error.message.slice(0, 120) : 'unreadable'})`,
    );
  }
  if (found === undefined) throw new ArchiveRefused('the report archive is empty');
  return found;
}

async function statPath(
  container: Dockerode.Container,
  path: string,
  ms: number,
): Promise<PathStat | undefined> {
  try {
    const response = (await engineCall('stat the report path', ms, (signal) =>
      container.infoArchive({ path, abortSignal: signal }),
    )) as IncomingMessage;
    response.resume();
    const header = response.headers['x-docker-container-path-stat'];
    const parsed = JSON.parse(
      Buffer.from(typeof header === 'string' ? header : '', 'base64').toString('utf8'),
    ) as Partial<PathStat>;
    if (typeof parsed.mode !== 'number' || typeof parsed.size !== 'number')
      throw new Error('no path stat');
    return { name: String(parsed.name), size: parsed.size, mode: parsed.mode };
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

/** The whole response body, or 'too-big' (without reading on) once it passes `cap` bytes. */
function readCapped(stream: IncomingMessage, cap: number): Promise<Uint8Array | 'too-big'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    stream.on('data', (chunk: Buffer) => {
      total += chunk.byteLength;
      if (total > cap) {
        stream.destroy();
        resolve('too-big');
        return;
      }
      chunks.push(chunk);
    });
    stream.once('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    stream.on('error', reject);
    stream.once('close', () => reject(new Error('the report stream closed early')));
  });
}

function bit(mode: number, n: number): boolean {
  return ((mode >>> n) & 1) === 1;
}

function typeBits(mode: number): number {
  return TYPE_BITS.filter((n) => bit(mode, n)).length;
}
