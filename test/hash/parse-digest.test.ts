// The one reading of a digest argument (core/hash/typed-hash.ts parseDigest) and the one
// receipt address (core/store/address.ts), which the service, the CLI and the stores share.
import { describe, expect, it } from 'vitest';
import { parseDigest, typedHashOfBytes } from '../../src/core/hash/typed-hash.js';
import { receiptAddress } from '../../src/core/store/address.js';
import { digestParam } from '../../src/service/receipts.js';

const hex = 'ab'.repeat(32);

describe('parseDigest', () => {
  it('reads sha256: and 64 lowercase hex digits; bare hex only where asked (file names, command lines)', () => {
    expect(parseDigest(`sha256:${hex}`)).toBe(`sha256:${hex}`);
    expect(parseDigest(hex)).toBeNull();
    expect(parseDigest(hex, { bareHex: true })).toBe(`sha256:${hex}`);
    for (const bad of [
      `SHA256:${hex}`,
      `sha256:${hex.toUpperCase()}`,
      `sha256:${hex}0`,
      `sha256:${hex.slice(1)}`,
      ` sha256:${hex}`,
      '',
    ]) {
      expect(parseDigest(bad, { bareHex: true }), bad).toBeNull();
    }
  });

  it("the service's parameter refuses what parseDigest refuses, with InvalidRequest naming the field", () => {
    expect(digestParam(`sha256:${hex}`)).toBe(`sha256:${hex}`);
    expect(() => digestParam(hex, 'proposal hash')).toThrow(
      expect.objectContaining({ code: 'InvalidRequest', details: { field: 'proposal hash' } }),
    );
  });

  it('the receipt address is the typed hash of exactly the bytes', () => {
    const bytes = new TextEncoder().encode('{"version":1}');
    expect(receiptAddress(bytes)).toBe(typedHashOfBytes('patchproof.receipt.v1', bytes));
    expect(receiptAddress(bytes)).not.toBe(typedHashOfBytes('patchproof.proposal.v1', bytes));
  });
});
