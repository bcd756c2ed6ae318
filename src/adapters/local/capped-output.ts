/**
 * Bounded capture of one output stream (stdout or stderr). Untrusted code can write
 * gigabytes; we keep at most `cap` bytes, copied into one buffer we own (so no pipe chunk is
 * retained), and past the cap keep reading and drop the bytes: the writer never blocks on a
 * full pipe and our memory stays at O(cap) however long the flood lasts.
 */

const INITIAL_CAPACITY = 64 * 1024;

export class CappedOutput {
  private buffer: Uint8Array;
  private kept = 0;
  private droppedBytes = 0;
  private readonly cap: number;
  private readonly onOverflow: () => void;

  /** `onOverflow` is called once, on the first byte past the cap. */
  constructor(cap: number, onOverflow: () => void) {
    this.cap = cap;
    this.onOverflow = onOverflow;
    this.buffer = new Uint8Array(Math.min(cap, INITIAL_CAPACITY));
  }

  push(chunk: Uint8Array): void {
    const room = this.cap - this.kept;
    const take = Math.min(room, chunk.byteLength);
    if (take > 0) {
      this.reserve(this.kept + take);
      this.buffer.set(take === chunk.byteLength ? chunk : chunk.subarray(0, take), this.kept);
      this.kept += take;
    }
    const excess = chunk.byteLength - take;
    if (excess > 0) {
      const first = this.droppedBytes === 0;
      this.droppedBytes += excess;
      if (first) this.onOverflow();
    }
  }

  /** True once any byte was dropped. */
  get truncated(): boolean {
    return this.droppedBytes > 0;
  }

  /** Bytes read past the cap and thrown away (for diagnostics). */
  get dropped(): number {
    return this.droppedBytes;
  }

  /** A copy of what was kept, exactly `min(cap, bytes written)` long. */
  bytes(): Uint8Array {
    return this.buffer.slice(0, this.kept);
  }

  /** Grows by doubling, never past the cap, so the buffer is at most twice what was kept. */
  private reserve(needed: number): void {
    if (needed <= this.buffer.byteLength) return;
    let size = Math.max(this.buffer.byteLength, 1);
    while (size < needed) size *= 2;
    const grown = new Uint8Array(Math.min(size, this.cap));
    grown.set(this.buffer.subarray(0, this.kept));
    this.buffer = grown;
  }
}
