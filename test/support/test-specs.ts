/** TestSpecs for runner tests (local and Docker), with a per-suite default timeout. */
import {
  DEFAULT_LIMITS,
  type ResourceLimits,
  type TestSpec,
} from '../../src/core/runner/runner-port.js';
import type { ReportSpec } from '../../src/core/reports/model.js';

export interface SpecOptions {
  limits?: Partial<ResourceLimits>;
  report?: ReportSpec;
  env?: Record<string, string>;
}

/** `argvSpec` and `shSpec` (a spec running `sh -c script`: the shell is the command under test). */
export function specMakers(defaultTimeoutSeconds: number) {
  const argvSpec = (command: string[], options: SpecOptions = {}): TestSpec => ({
    command,
    report: options.report ?? { format: 'tap' },
    limits: { ...DEFAULT_LIMITS, timeoutSeconds: defaultTimeoutSeconds, ...options.limits },
    ...(options.env !== undefined ? { env: options.env } : {}),
  });
  const shSpec = (script: string, options: SpecOptions = {}): TestSpec =>
    argvSpec(['sh', '-c', script], options);
  return { argvSpec, shSpec };
}

/** Bytes as text for assertions; `<null>` for null. */
export function text(bytes: Uint8Array | null): string {
  return bytes === null ? '<null>' : Buffer.from(bytes).toString('utf8');
}
