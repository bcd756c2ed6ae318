// The native BLAKE3 (an optional dependency with prebuilt binaries) and the WebAssembly one
// give the same digests, whole and in chunks, and a hasher reused after init() starts afresh:
// a ws1 ID must never depend on which one a machine has.
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { blake3Implementation, createObjectHasher } from '../../src/adapters/repo/hashers.js';

const hex = (bytes: Uint8Array): string => Buffer.from(bytes).toString('hex');

describe('object hashers', () => {
  it('uses the native BLAKE3 on this machine (npm ci installs the linux-x64 binary)', () => {
    expect(blake3Implementation()).toBe('native');
  });

  it('gives the BLAKE3 test vector and the same digests native and WebAssembly', async () => {
    const native = await createObjectHasher('blake3');
    const wasm = await createObjectHasher('blake3', { wasm: true });
    const abc = new TextEncoder().encode('abc');
    for (const h of [native, wasm]) {
      expect(hex(h.init().update(abc).digest('binary'))).toBe(
        '6437b3ac38465133ffb63b75273a8db548c558465d79db03fd359c6cd5bd9d85',
      );
    }
    for (const size of [0, 1, 63, 64, 65, 1023, 1024, 1025, 4096, 1 << 20, (1 << 20) + 3]) {
      const bytes = randomBytes(size);
      const cut = Math.floor(size / 3);
      const whole = hex(wasm.init().update(bytes).digest('binary'));
      expect(hex(native.init().update(bytes).digest('binary'))).toBe(whole);
      const chunked = native.init().update(bytes.subarray(0, cut)).update(bytes.subarray(cut));
      expect(hex(chunked.digest('binary'))).toBe(whole);
    }
  });

  it('starts afresh on init() after a digest', async () => {
    const native = await createObjectHasher('blake3');
    const first = hex(native.init().update(Buffer.from('one')).digest('binary'));
    native.init().update(Buffer.from('something else')).digest('binary');
    expect(hex(native.init().update(Buffer.from('one')).digest('binary'))).toBe(first);
  });
});
