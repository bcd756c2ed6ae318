// Conformance: test/conformance/typed-hash/vectors.json (vendored from ../shared) (PROTOCOL 2.2), used as it is.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/hash/canonical-json.js';
import { utf8 } from '../../src/core/hash/digest.js';
import { type ObjectType, pae, typedHash } from '../../src/core/hash/typed-hash.js';
import { conformancePath } from '../support/conformance.js';

interface Vectors {
  dsseSpecVector: { type: string; body: string; pae: string };
  cases: Array<{ type: ObjectType; object: unknown; jcs: string; paeHex: string; hash: string }>;
}
const vectors = JSON.parse(
  readFileSync(conformancePath('typed-hash', 'vectors.json'), 'utf8'),
) as Vectors;

describe('typed hash conformance vectors', () => {
  it('matches the DSSE specification PAE example', () => {
    const v = vectors.dsseSpecVector;
    expect(new TextDecoder().decode(pae(v.type, utf8.encode(v.body)))).toBe(v.pae);
  });

  it.each(vectors.cases.map((c, i) => [i, c] as const))('case %i: JCS, PAE and hash', (_i, c) => {
    const jcs = canonicalJson(c.object);
    expect(jcs).toBe(c.jcs);
    expect(Buffer.from(pae(c.type, utf8.encode(jcs))).toString('hex')).toBe(c.paeHex);
    expect(typedHash(c.type, c.object)).toBe(c.hash);
  });

  it('gives different hashes for the same JSON under two types', () => {
    const [proposal, , sameUnderApproval] = vectors.cases;
    expect(proposal?.object).toEqual(sameUnderApproval?.object);
    expect(proposal?.hash).not.toBe(sameUnderApproval?.hash);
  });
});
