// MCP-PATCH-V1 envelope header faults (PROTOCOL 3.1): all InvalidEnvelope.
import { describe, expect, it } from 'vitest';
import { blake3Hex } from '../../src/core/hash/digest.js';
import { openEnvelope, sealEnvelope } from '../../src/core/patch/envelope.js';
import { parsePatch } from '../../src/core/patch/parse.js';

const enc = (s: string): Uint8Array => new TextEncoder().encode(s);
const diff = 'diff --git a/f b/f\n--- a/f\n+++ b/f\n@@ -1 +1 @@\n-a\n+b\n';
const base = `ws1_${'1'.repeat(64)}`;
const hash = blake3Hex(enc(diff));

function envelope(
  json: string,
  body = diff,
  marker = '---BEGIN-GIT-DIFF---',
  magic = 'MCP-PATCH-V1',
): Uint8Array {
  return enc(`${magic}\n${json}\n${marker}\n${body}`);
}

function code(bytes: Uint8Array): string {
  try {
    parsePatch(bytes);
    return 'accepted';
  } catch (e) {
    return (e as { code: string }).code;
  }
}

describe('MCP-PATCH-V1 envelopes', () => {
  it('opens a sealed envelope and binds the exact diff bytes', () => {
    const sealed = sealEnvelope({ direction: 'down', baseWorkspaceId: base }, enc(diff));
    const { header, diff: bytes } = openEnvelope(sealed);
    expect(header).toEqual({ direction: 'down', baseWorkspaceId: base, patchHash: hash });
    expect(new TextDecoder().decode(bytes)).toBe(diff);
  });

  it.each([
    [
      'hash mismatch',
      `{"direction":"down","baseWorkspaceId":"${base}","patchHash":"${'0'.repeat(64)}"}`,
    ],
    ['missing patchHash', `{"direction":"down","baseWorkspaceId":"${base}"}`],
    [
      'unknown field',
      `{"direction":"down","baseWorkspaceId":"${base}","patchHash":"${hash}","note":"hi"}`,
    ],
    [
      'duplicate key',
      `{"direction":"down","baseWorkspaceId":"${base}","baseWorkspaceId":"${base}","patchHash":"${hash}"}`,
    ],
    [
      'unknown direction',
      `{"direction":"sideways","baseWorkspaceId":"${base}","patchHash":"${hash}"}`,
    ],
    ['up without a result', `{"direction":"up","baseWorkspaceId":"${base}","patchHash":"${hash}"}`],
    ['bad base id', `{"direction":"down","baseWorkspaceId":"ws1_xyz","patchHash":"${hash}"}`],
    [
      'upper-case hash',
      `{"direction":"down","baseWorkspaceId":"${base}","patchHash":"${hash.toUpperCase()}"}`,
    ],
    ['not JSON', 'direction=down'],
  ])('refuses %s', (_name, json) => {
    expect(code(envelope(json))).toBe('InvalidEnvelope');
  });

  it('refuses a wrong marker line, a missing line and a non-Git body', () => {
    const json = `{"direction":"down","baseWorkspaceId":"${base}","patchHash":"${hash}"}`;
    expect(code(envelope(json, diff, '---BEGIN-DIFF---'))).toBe('InvalidEnvelope');
    expect(code(enc(`MCP-PATCH-V1\n${json}`))).toBe('InvalidEnvelope');
    const codex = '*** Begin Patch\n*** Add File: a\n+x\n*** End Patch\n';
    const codexJson = `{"direction":"down","baseWorkspaceId":"${base}","patchHash":"${blake3Hex(enc(codex))}"}`;
    expect(code(envelope(codexJson, codex))).toBe('InvalidEnvelope');
  });

  it('accepts a well-formed up envelope and names diff lines after the three header lines', () => {
    const up = sealEnvelope(
      { direction: 'up', baseWorkspaceId: base, resultWorkspaceId: base },
      enc(`${diff}garbage\n`),
    );
    try {
      parsePatch(up);
      throw new Error('expected a refusal');
    } catch (e) {
      expect(e).toMatchObject({ code: 'MalformedPatch', location: { line: 10 } });
    }
    expect(
      code(
        sealEnvelope(
          { direction: 'up', baseWorkspaceId: base, resultWorkspaceId: base },
          enc(diff),
        ),
      ),
    ).toBe('accepted');
  });
});
