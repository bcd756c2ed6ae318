/**
 * The deterministic randomness of sealing (PROTOCOL 5.1). Every choice (names, twins'
 * values, order) comes from a stream keyed by the run's secret seed and a label (the phase),
 * so the plants are unpredictable before the run and anyone holding the published seed can
 * make them again. The stream is HMAC-SHA256 in counter mode; draws are unbiased.
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';

export const SEED_BYTES = 32;

export class SealRandom {
  private block = new Uint8Array(0);
  private offset = 0;
  private counter = 0;

  constructor(
    private readonly seed: Uint8Array,
    private readonly label: string,
  ) {
    if (seed.length !== SEED_BYTES)
      throw new Error(`a sealing seed has ${SEED_BYTES} bytes, not ${seed.length}`);
  }

  /** A stream for a sub-purpose (one file, one phase) that does not disturb this one. */
  fork(label: string): SealRandom {
    return new SealRandom(this.seed, `${this.label}/${label}`);
  }

  /** An integer in [0, n), without modulo bias. */
  below(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new Error(`below(${n})`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const x = this.uint32();
      if (x < limit) return x % n;
    }
  }

  /** A Fisher–Yates shuffle of a copy. */
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.below(i + 1);
      [out[i], out[j]] = [out[j] as T, out[i] as T];
    }
    return out;
  }

  /** `n` lowercase letters and digits, starting with a letter: a name that says nothing. */
  word(n: number): string {
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    const all = `${letters}0123456789`;
    let out = letters[this.below(letters.length)] as string;
    while (out.length < n) out += all[this.below(all.length)];
    return out;
  }

  private uint32(): number {
    if (this.offset + 4 > this.block.length) {
      const message = new TextEncoder().encode(`${this.label}#${this.counter++}`);
      this.block = hmac(sha256, this.seed, message);
      this.offset = 0;
    }
    const b = this.block;
    const o = this.offset;
    this.offset += 4;
    return (
      (b[o] as number) * 2 ** 24 +
      (((b[o + 1] as number) << 16) | ((b[o + 2] as number) << 8) | (b[o + 3] as number))
    );
  }
}
