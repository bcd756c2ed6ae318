// The stop-signal watch of commands that run tests: the first signal aborts, cleanup is
// bounded by the grace time or a second signal, and a finished command stops listening.
import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  StopRequested,
  cancelledMessage,
  signalExit,
  watchStopSignals,
} from '../../src/cli/stop-signals.js';

afterEach(() => vi.useRealTimers());

describe('stop signals', () => {
  it('exit statuses follow the shell: 128 + the signal number', () => {
    expect([signalExit('SIGTERM'), signalExit('SIGINT'), signalExit('SIGHUP')]).toEqual([
      143, 130, 129,
    ]);
  });

  it('the first signal aborts with StopRequested and forces nothing yet', () => {
    const source = new EventEmitter();
    const force = vi.fn();
    const first = vi.fn();
    const stop = watchStopSignals({ source, force, graceMs: 60_000, onFirst: first });
    expect(stop.received()).toBeUndefined();
    source.emit('SIGTERM');
    expect(first.mock.calls).toEqual([['SIGTERM']]);
    expect(stop.signal.aborted).toBe(true);
    expect(stop.signal.reason).toBeInstanceOf(StopRequested);
    expect((stop.signal.reason as StopRequested).stopSignal).toBe('SIGTERM');
    expect(stop.received()).toBe('SIGTERM');
    expect(force).not.toHaveBeenCalled();
    stop.dispose();
  });

  it('a second signal forces at once, naming the first signal, and only once', () => {
    const source = new EventEmitter();
    const force = vi.fn();
    const stop = watchStopSignals({ source, force, graceMs: 60_000 });
    source.emit('SIGINT');
    source.emit('SIGTERM');
    source.emit('SIGTERM');
    expect(force.mock.calls).toEqual([['SIGINT', 'second-signal']]);
    stop.dispose();
  });

  it('cleanup that outlasts the grace time is forced', () => {
    vi.useFakeTimers();
    const source = new EventEmitter();
    const force = vi.fn();
    const stop = watchStopSignals({ source, force, graceMs: 5_000 });
    source.emit('SIGHUP');
    vi.advanceTimersByTime(4_999);
    expect(force).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(force.mock.calls).toEqual([['SIGHUP', 'grace-expired']]);
    stop.dispose();
  });

  it('dispose removes the listeners and the grace timer', () => {
    vi.useFakeTimers();
    const source = new EventEmitter();
    const force = vi.fn();
    const stop = watchStopSignals({ source, force, graceMs: 5_000 });
    expect(source.listenerCount('SIGTERM')).toBe(1);
    source.emit('SIGTERM');
    stop.dispose();
    vi.advanceTimersByTime(10_000);
    source.emit('SIGTERM');
    expect(force).not.toHaveBeenCalled();
    expect(['SIGTERM', 'SIGINT', 'SIGHUP'].map((s) => source.listenerCount(s))).toEqual([0, 0, 0]);
  });

  it('messages say nothing was published and what to do', () => {
    expect(cancelledMessage('SIGTERM')).toMatch(/nothing was published.*Run the command again/);
    expect(cancelledMessage('SIGINT', 'grace-expired')).toMatch(
      /cleanup did not finish in time.*next Docker runner/,
    );
  });
});
