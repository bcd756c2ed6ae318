/**
 * MCP-PATCH-V1 envelopes (PROTOCOL 3.1): three header lines, then a Git diff whose exact
 * bytes are bound by a BLAKE3 hash. Any doubt about the header is InvalidEnvelope.
 */
import { IntakeRefusal } from '../errors.js';
import { blake3Hex } from '../hash/digest.js';
import { parseStrictJson } from '../hash/strict-json.js';
import { checkEnvelopeHeader } from './envelope-header.js';
import type { EnvelopeHeader } from './model.js';
import { quoteUntrusted } from '../text/safe-text.js';

export const ENVELOPE_MAGIC = 'MCP-PATCH-V1';
export const ENVELOPE_DIFF_MARKER = '---BEGIN-GIT-DIFF---';

/**
 * True when the first non-blank text is the envelope's first line. It must then be an
 * envelope at byte 0: one preceded by blank lines or a BOM would otherwise pass as a
 * plain Git diff with its hash and base never checked.
 */
export function looksLikeEnvelope(bytes: Uint8Array): boolean {
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (!head.startsWith(ENVELOPE_MAGIC)) return false;
  const atZero = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
    bytes.subarray(0, ENVELOPE_MAGIC.length),
  );
  if (atZero !== ENVELOPE_MAGIC)
    throw invalid(
      `"${ENVELOPE_MAGIC}" must be the very first bytes of the envelope (no BOM, no blank lines before it)`,
    );
  return true;
}

/** Splits an envelope into its validated header and the exact bytes of its diff. */
export function openEnvelope(bytes: Uint8Array): { header: EnvelopeHeader; diff: Uint8Array } {
  const lines: string[] = [];
  let offset = 0;
  for (let i = 0; i < 3; i++) {
    const end = bytes.indexOf(0x0a, offset);
    if (end < 0) throw invalid(`line ${i + 1} of the envelope is missing or not terminated`);
    let line = new TextDecoder().decode(bytes.subarray(offset, end));
    if (line.endsWith('\r')) line = line.slice(0, -1);
    lines.push(line);
    offset = end + 1;
  }
  const [magic, json, marker] = lines as [string, string, string];
  if (magic !== ENVELOPE_MAGIC) throw invalid(`line 1 must be exactly "${ENVELOPE_MAGIC}"`);
  if (marker !== ENVELOPE_DIFF_MARKER)
    throw invalid(`line 3 must be exactly "${ENVELOPE_DIFF_MARKER}"`);
  let raw: unknown;
  try {
    raw = parseStrictJson(json);
  } catch (e) {
    throw invalid(`line 2 is not strict one-line JSON (${(e as Error).message})`);
  }
  const checked = checkEnvelopeHeader(raw);
  if (!checked.ok) {
    const { path, message } = checked.problem;
    throw invalid(
      `header field "${quoteUntrusted(path || '(root)', 40)}": ${quoteUntrusted(message, 120)}`,
    );
  }
  const { header } = checked;
  const diff = bytes.subarray(offset);
  const actual = blake3Hex(diff);
  if (actual !== header.patchHash) {
    throw new IntakeRefusal(
      'InvalidEnvelope',
      'patchHash does not match the BLAKE3 hash of the diff bytes; the diff was altered or the hash was computed over different bytes',
      {
        details: { expected: header.patchHash, actual },
      },
    );
  }
  return { header, diff };
}

function invalid(message: string): IntakeRefusal {
  return new IntakeRefusal(
    'InvalidEnvelope',
    `${message}; see PROTOCOL 3.1 for the MCP-PATCH-V1 layout`,
  );
}

/** Builds an envelope around a Git diff (used by tests and by session export). */
export function sealEnvelope(
  header: Omit<EnvelopeHeader, 'patchHash'>,
  diff: Uint8Array,
): Uint8Array {
  const full = { ...header, patchHash: blake3Hex(diff) };
  const ordered =
    full.direction === 'up'
      ? {
          direction: 'up',
          baseWorkspaceId: full.baseWorkspaceId,
          resultWorkspaceId: full.resultWorkspaceId,
          patchHash: full.patchHash,
        }
      : { direction: 'down', baseWorkspaceId: full.baseWorkspaceId, patchHash: full.patchHash };
  const head = new TextEncoder().encode(
    `${ENVELOPE_MAGIC}\n${JSON.stringify(ordered)}\n${ENVELOPE_DIFF_MARKER}\n`,
  );
  const out = new Uint8Array(head.length + diff.length);
  out.set(head);
  out.set(diff, head.length);
  return out;
}
