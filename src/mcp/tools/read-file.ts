/**
 * `read_file`: a window of lines of one file of the workspace's effective tree (what a
 * snapshot covers: ignored files, `.git` and anything outside the workspace are not readable),
 * read without following symlinks. Two hashes that are never the same thing:
 * `content_sha256` is of the exact text returned, `file_sha256` of the whole file, so an agent
 * can tell a partial view from the file and cite the file's hash in a patch review.
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isInsideWorkTree, runGit } from '../../adapters/repo/index.js';
import { resolveRoot } from '../../adapters/repo/index.js';
import { checkRelative, foldersPresent, readRegularFile } from '../../adapters/repo/index.js';
import { IntakeRefusal, PatchProofError } from '../../core/errors.js';
import { decodeUtf8 } from '../../core/text/safe-text.js';
import { tool } from '../tool.js';

const MAX_FILE_BYTES = 16 * 1024 * 1024;
const MAX_WINDOW_BYTES = 256 * 1024;

export const readFileTool = tool({
  name: 'read_file',
  title: 'Read a file of the workspace',
  description:
    'Returns up to max_lines lines of a UTF-8 text file of the workspace, from start_line (1-based). ' +
    'content_sha256 is the SHA-256 of the returned content only; file_sha256 is of the whole file. ' +
    'complete is true when the window is the whole file; line_cut when one line was longer than a window (256 KiB) and only its start is returned. ' +
    'Ignored files and .git cannot be read.',
  input: z
    .object({
      path: z.string().min(1).max(4096).describe('repository-relative path with / separators'),
      start_line: z.number().int().min(1).optional().describe('first line to return (default 1)'),
      max_lines: z
        .number()
        .int()
        .min(1)
        .max(5000)
        .optional()
        .describe('most lines to return (default 400)'),
    })
    .strict(),
  annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
  async run(args, context) {
    const root = await resolveRoot(context.repoDir);
    const present = await foldersPresent(root, args.path, checkRelative(args.path));
    if (!present || !(await inEffectiveTree(root, args.path))) throw missing(args.path);
    const bytes = await readRegularFile(root, args.path, MAX_FILE_BYTES);
    if (bytes === null) throw missing(args.path);
    const text = bytes.includes(0) ? undefined : decodeUtf8(bytes);
    if (text === undefined) {
      throw new IntakeRefusal(
        'BinaryFile',
        `${args.path} is not UTF-8 text; read_file returns text files only`,
        { location: { path: args.path } },
      );
    }
    const lines = text.length === 0 ? [] : text.split(/(?<=\n)/);
    const start = args.start_line ?? 1;
    if (start > Math.max(lines.length, 1)) {
      throw new PatchProofError(
        'UsageError',
        `start_line ${start} is past the end of ${args.path}, which has ${lines.length} lines`,
        { location: { path: args.path } },
      );
    }
    const window: string[] = [];
    let size = 0;
    let cut = false;
    for (const line of lines.slice(start - 1, start - 1 + (args.max_lines ?? 400))) {
      size += Buffer.byteLength(line);
      if (size <= MAX_WINDOW_BYTES) {
        window.push(line);
        continue;
      }
      // One line longer than a whole window (minified code): its start only, said so.
      if (window.length === 0) {
        window.push(
          Array.from(line)
            .slice(0, MAX_WINDOW_BYTES / 4)
            .join(''),
        );
        cut = true;
      }
      break;
    }
    const content = window.join('');
    return {
      path: args.path,
      start_line: start,
      end_line: start + window.length - 1,
      total_lines: lines.length,
      complete: window.length === lines.length && !cut,
      line_cut: cut,
      content,
      content_sha256: sha256(Buffer.from(content, 'utf8')),
      file_sha256: sha256(bytes),
      file_bytes: bytes.length,
    };
  },
});

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Inside Git: what `git add -A` would commit (tracked, or untracked and not ignored). */
async function inEffectiveTree(root: string, path: string): Promise<boolean> {
  if (!(await isInsideWorkTree(root, async () => false))) return true;
  const listed = await runGit(root, [
    '--literal-pathspecs',
    'ls-files',
    '-z',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    path,
  ]);
  return listed.status === 0 && listed.stdout.toString('utf8').split('\0').includes(path);
}

function missing(path: string): IntakeRefusal {
  return new IntakeRefusal(
    'FileMissing',
    `${path} is not a file of the workspace (missing, a folder, or ignored by git); list files with git_status or read another path`,
    {
      location: { path },
    },
  );
}
