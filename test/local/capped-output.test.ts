/** Output capture: exact cap, one overflow signal, and gigabytes drained in O(cap) memory. */
import { describe, expect, it } from 'vitest';
import { CappedOutput } from '../../src/adapters/local/capped-output.js';
import { parseProcStat } from '../../src/adapters/local/process-group.js';

describe('CappedOutput', () => {
  it('keeps bytes up to the cap across chunk boundaries and signals overflow once', () => {
    let overflows = 0;
    const sink = new CappedOutput(5, () => overflows++);
    sink.push(Uint8Array.of(1, 2, 3));
    expect(sink.truncated).toBe(false);
    sink.push(Uint8Array.of(4, 5));
    expect(sink.truncated).toBe(false);
    sink.push(Uint8Array.of(6));
    sink.push(Uint8Array.of(7, 8));
    expect([...sink.bytes()]).toEqual([1, 2, 3, 4, 5]);
    expect(sink.truncated).toBe(true);
    expect(sink.dropped).toBe(3);
    expect(overflows).toBe(1);
  });

  it('with a zero cap, any byte is truncation', () => {
    const sink = new CappedOutput(0, () => undefined);
    sink.push(new Uint8Array(0));
    expect(sink.truncated).toBe(false);
    sink.push(Uint8Array.of(1));
    expect(sink.truncated).toBe(true);
    expect(sink.bytes().byteLength).toBe(0);
  });

  it('drains 4 GiB without holding on to it', () => {
    const chunk = new Uint8Array(64 * 1024).fill(121);
    const sink = new CappedOutput(1 << 20, () => undefined);
    const heapBefore = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    for (let i = 0; i < 65_536; i++) sink.push(chunk);
    const heapAfter = process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    expect(sink.bytes().byteLength).toBe(1 << 20);
    expect(sink.dropped).toBe(4 * 1024 ** 3 - (1 << 20));
    expect(heapAfter - heapBefore).toBeLessThan(16 * 1024 * 1024);
  });

  it('does not keep a reference to the chunks it was given', () => {
    const chunk = Uint8Array.of(1, 2, 3);
    const sink = new CappedOutput(10, () => undefined);
    sink.push(chunk);
    chunk.fill(0);
    expect([...sink.bytes()]).toEqual([1, 2, 3]);
  });
});

describe('parseProcStat', () => {
  it('reads state and process group after the last parenthesis of a hostile comm', () => {
    expect(parseProcStat('123 (a) Z 1 2 ) R 9 77 77 0')).toEqual({ state: 'R', pgrp: 77 });
    expect(parseProcStat('4242 (sleep) S 1 4200 4200 0 -1')).toEqual({ state: 'S', pgrp: 4200 });
    expect(parseProcStat('garbage')).toBeUndefined();
  });
});
