/**
 * The one entry point of patch intake parsing: bytes in, one model out, whatever the
 * format. Detection is by the first meaningful line, never by guessing from content.
 */
import { IntakeRefusal } from '../errors.js';
import { parseCodexPatch } from './codex-parser.js';
import { looksLikeEnvelope, openEnvelope } from './envelope.js';
import { parseGitDiff } from './git-diff-parser.js';
import type { FileChange, ParsedPatch, PatchFormat } from './model.js';
import { type SourceLine, splitPatchLines } from './patch-lines.js';
import { isUnifiedFileStart, parseUnifiedDiff } from './unified-diff-parser.js';
import { decodeUtf8 } from '../text/safe-text.js';

/**
 * Parses patch bytes in any accepted format (PROTOCOL 3.1).
 * @throws IntakeRefusal: BinaryFile (NUL or invalid UTF-8), EmptyPatch, MalformedPatch, InvalidEnvelope.
 */
export function parsePatch(bytes: Uint8Array): ParsedPatch {
  if (looksLikeEnvelope(bytes)) {
    const { header, diff } = openEnvelope(bytes);
    const lines = decodeLines(diff, 3);
    if (detectFormat(lines) !== 'git') {
      throw new IntakeRefusal(
        'InvalidEnvelope',
        'the envelope must carry a Git diff after line 3 (diff --git …)',
      );
    }
    return { format: 'envelope', files: nonEmpty(parseGitDiff(lines)), envelope: header };
  }
  const lines = decodeLines(bytes, 0);
  const format = detectFormat(lines);
  const files =
    format === 'codex'
      ? parseCodexPatch(lines)
      : format === 'git'
        ? parseGitDiff(lines)
        : parseUnifiedDiff(lines);
  return { format, files: nonEmpty(files) };
}

function decodeLines(bytes: Uint8Array, lineOffset: number): SourceLine[] {
  const nul = bytes.indexOf(0);
  if (nul >= 0) {
    throw new IntakeRefusal(
      'BinaryFile',
      `the patch contains a NUL byte at offset ${nul}; only text patches are accepted`,
    );
  }
  let text = decodeUtf8(bytes);
  if (text === undefined)
    throw new IntakeRefusal(
      'BinaryFile',
      'the patch is not valid UTF-8; only UTF-8 text patches are accepted',
    );
  // One byte-order mark before the patch is an editor's doing, not content.
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  return splitPatchLines(text).map((l) => ({ text: l.text, number: l.number + lineOffset }));
}

function detectFormat(lines: readonly SourceLine[]): Exclude<PatchFormat, 'envelope'> {
  const firstMeaningful = lines.find((l) => l.text.trim() !== '');
  if (!firstMeaningful)
    throw new IntakeRefusal(
      'EmptyPatch',
      'the patch is empty; send a patch with at least one change',
    );
  if (firstMeaningful.text.trim() === '*** Begin Patch') return 'codex';
  if (lines.some((l) => l.text.startsWith('diff --git '))) return 'git';
  if (lines.some((_l, i) => isUnifiedFileStart(lines, i))) return 'unified';
  throw new IntakeRefusal(
    'MalformedPatch',
    'not a recognized patch; send a Git diff (git diff --binary), a unified diff (diff -u), a Codex patch (*** Begin Patch) or an MCP-PATCH-V1 envelope',
    { location: { line: firstMeaningful.number } },
  );
}

function nonEmpty(files: FileChange[]): FileChange[] {
  if (files.length === 0)
    throw new IntakeRefusal(
      'EmptyPatch',
      'the patch changes no file; send a patch with at least one change',
    );
  return files;
}
