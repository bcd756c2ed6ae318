/**
 * Files and streams named on the command line, read the same way by every command: a patch
 * bounded by its byte limit before it is held in memory (a stranger's patch, or /dev/zero,
 * must not fill memory first), and small text files (keys, signatures) with a usage error
 * that names the file when it cannot be read.
 */
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { IntakeRefusal, UsageError } from '../core/errors.js';

/**
 * Reads a patch, stopping one byte past `limit`: a patch from a stranger (or /dev/zero)
 * must not fill memory before its size is checked.
 */
export async function readPatch(
  source: string | NodeJS.ReadableStream,
  limit: number,
): Promise<Uint8Array> {
  const stream =
    typeof source === 'string' ? createReadStream(source, { highWaterMark: 1 << 20 }) : source;
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      size += buffer.length;
      if (size > limit) {
        if (typeof source === 'string') (stream as ReturnType<typeof createReadStream>).destroy();
        throw new IntakeRefusal(
          'BudgetExceeded',
          `the patch is over the ${limit}-byte limit; split it into smaller patches`,
          {
            details: { limit: 'maxPatchBytes', value: size },
          },
        );
      }
      chunks.push(buffer);
    }
  } catch (error) {
    if (error instanceof IntakeRefusal) throw error;
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new UsageError(
      `cannot read the patch ${typeof source === 'string' ? source : 'from standard input'} (${code})`,
    );
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** A small text file named on the command line; UsageError when it cannot be read. */
export async function readText(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `cannot read the ${what} ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
    );
  }
}
