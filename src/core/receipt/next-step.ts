/**
 * The failed receipt's next step when the baseline failed for a reason that is the run
 * spec's or its trusted tests', not the patch's (issue 34): a target missing at baseline,
 * where no patch ran (`TargetMissing`), or a trusted suite that did not load there
 * (`TrustedSuiteNotLoadable`). The text and Markdown reports and `validate` say so, in both
 * languages, instead of "propose a new patch".
 */

type Phases = {
  readonly phases: ReadonlyArray<{
    readonly name: string;
    readonly reasons: ReadonlyArray<{ readonly code: string }>;
  }>;
};

export type BaselineFault = 'spec' | 'suite';

/** Whose the baseline's failure is, when it is not the patch's; null otherwise. */
export function baselineFault(d: Phases): BaselineFault | null {
  const codes = new Set(
    d.phases.filter((p) => p.name === 'baseline').flatMap((p) => p.reasons.map((r) => r.code)),
  );
  if (codes.has('TargetMissing')) return 'spec';
  if (codes.has('TrustedSuiteNotLoadable')) return 'suite';
  return null;
}

/** A target missing at baseline: the run spec's mistake. */
export function runSpecAtFault(d: Phases): boolean {
  return baselineFault(d) === 'spec';
}

/** The next step for each fault, in both languages. */
export const FAULT_NEXT: Readonly<
  Record<BaselineFault, { readonly en: string; readonly zh: string }>
> = {
  spec: {
    en: 'the run spec names a target its reproduction suite does not report (TargetMissing at baseline, where no patch ran): correct "targets" in the run spec (patchproof spec targets lists every id), then validate again. The patch is not at fault for that.',
    zh: '运行规格的 targets 中有复现测试套件未报告的测试（基线阶段 TargetMissing，此时尚未应用补丁）：请更正运行规格中的 "targets"（patchproof spec targets 会列出全部测试 ID），然后重新验证。这不是补丁的问题。',
  },
  suite: {
    en: 'the trusted reproduction suite did not load on the base, where no patch ran (TrustedSuiteNotLoadable; the baseline reason names the error and the file): make the trusted tests load there (their imports, the environment, the command), then validate again. The patch is not at fault for that.',
    zh: '可信复现测试套件在基线上（此时尚未应用补丁）无法加载（TrustedSuiteNotLoadable；基线阶段的原因给出了错误和文件）：请让可信测试能在基线上加载（检查其导入、环境和命令），然后重新验证。这不是补丁的问题。',
  },
};
