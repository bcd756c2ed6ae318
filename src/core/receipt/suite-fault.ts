/**
 * A trusted suite that did not load on the base (`TrustedSuiteNotLoadable`, issue 34) is the
 * run spec's or its trusted tests' problem, not the patch's: the receipt's next step says to
 * fix them, as it does for a target missing at baseline (report-text.ts, runSpecAtFault).
 */

/** Whether the baseline failed because its trusted suite did not load there. */
export function suiteAtFault(d: {
  readonly phases: ReadonlyArray<{
    readonly name: string;
    readonly reasons: ReadonlyArray<{ readonly code: string }>;
  }>;
}): boolean {
  return d.phases.some(
    (p) => p.name === 'baseline' && p.reasons.some((r) => r.code === 'TrustedSuiteNotLoadable'),
  );
}

/** The next step when suiteAtFault(): both languages, for the text and Markdown reports. */
export const SUITE_NEXT = {
  en: 'the trusted reproduction suite did not load on the base, where no patch ran (TrustedSuiteNotLoadable; the baseline reason names the error and the file): make the trusted tests load there (their imports, the environment, the command), then validate again. The patch is not at fault for that.',
  zh: '可信复现测试套件在基线上（此时尚未应用补丁）无法加载（TrustedSuiteNotLoadable；基线阶段的原因给出了错误和文件）：请让可信测试能在基线上加载（检查其导入、环境和命令），然后重新验证。这不是补丁的问题。',
} as const;
