// The vendored conformance data (test/conformance) is the outside data byte for byte: every file
// matches MANIFEST.sha256, and when ../shared/conformance sits beside the repository it holds
// exactly the same files with the same bytes. Without ../shared, the first check still guards
// the copy (an editor that trims whitespace, a line-ending conversion).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  conformanceDir,
  dataFiles,
  MANIFEST,
  parseManifest,
  sha256Of,
  upstreamConformanceDir,
} from './support/conformance.js';

const manifest = parseManifest(readFileSync(join(conformanceDir, MANIFEST), 'utf8'));

describe('vendored conformance data', () => {
  it('lists the same files as its manifest, each with the pinned SHA-256', () => {
    expect(manifest.size).toBeGreaterThanOrEqual(78);
    expect(dataFiles(conformanceDir)).toEqual([...manifest.keys()].sort());
    for (const [rel, hash] of manifest)
      expect({ rel, hash: sha256Of(join(conformanceDir, rel)) }).toEqual({ rel, hash });
  });

  it('says where each data set comes from', () => {
    for (const set of ['codex-apply-patch', 'ws1', 'typed-hash']) {
      expect(readFileSync(join(conformanceDir, set, 'SOURCE.md'), 'utf8')).toMatch(/Where from/);
    }
  });

  // Registered only when ../shared exists: a plain clone has no upstream to compare with, and
  // in CI a skipped test counts as a failure.
  if (existsSync(upstreamConformanceDir)) {
    it('is byte-identical to ../shared/conformance (run npm run conformance:vendor if not)', () => {
      const upstream = dataFiles(upstreamConformanceDir);
      expect(upstream).toEqual([...manifest.keys()].sort());
      for (const rel of upstream) {
        expect({ rel, hash: sha256Of(join(upstreamConformanceDir, rel)) }).toEqual({
          rel,
          hash: manifest.get(rel),
        });
      }
    });
  }
});
