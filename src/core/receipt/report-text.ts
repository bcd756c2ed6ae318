/**
 * The bilingual report (English, Simplified Chinese) inside a receipt. Both languages are
 * generated from the same data, line for line, so they always state the same facts.
 */

interface PhaseData {
  readonly name: string;
  readonly outcome: string;
  readonly classification: string | null;
  readonly reasons: ReadonlyArray<{ readonly code: string; readonly detail: string }>;
  readonly exitCode: number | null;
  readonly tests: { readonly executed: number; readonly passed: number; readonly failed: number; readonly errored: number; readonly skipped: number };
}

export interface ReportData {
  readonly verdict: string;
  readonly proofGrade: boolean;
  readonly runner: { readonly kind: string; readonly isolated: boolean };
  readonly phases: readonly PhaseData[];
  readonly problems: readonly string[];
}

const PHASE_ZH: Readonly<Record<string, string>> = { baseline: '基线', patched: '打补丁后', regression: '回归', hidden: '隐藏测试' };

/** Both reports as plain text. */
export function reportText(d: ReportData): { en: string; zh: string } {
  const en: string[] = [];
  const zh: string[] = [];
  en.push(`Verdict: ${d.verdict}. Proof grade: ${d.proofGrade ? 'yes' : 'no'}.`);
  zh.push(`结论：${d.verdict === 'PASS' ? '通过' : '失败'}（${d.verdict}）。证明级：${d.proofGrade ? '是' : '否'}。`);
  if (!d.proofGrade) {
    const why = d.verdict !== 'PASS' ? ['not every phase passed', '并非所有阶段都通过'] : [`the ${d.runner.kind} runner is not isolated`, `${d.runner.kind} 运行器不是隔离环境`];
    en.push(`Why not proof grade: ${why[0]}.`);
    zh.push(`不是证明级的原因：${why[1]}。`);
  }
  for (const p of d.phases) {
    const t = p.tests;
    const cls = p.classification ?? '-';
    en.push(`Phase ${p.name}: ${p.outcome}; exit ${p.exitCode ?? 'none'}; tests executed ${t.executed}, passed ${t.passed}, failed ${t.failed}, errored ${t.errored}, skipped ${t.skipped}; classification ${cls}.`);
    zh.push(`阶段 ${PHASE_ZH[p.name] ?? p.name}（${p.name}）：${p.outcome === 'pass' ? '通过' : p.outcome === 'fail' ? '失败' : '跳过'}；退出码 ${p.exitCode ?? '无'}；测试执行 ${t.executed}，通过 ${t.passed}，失败 ${t.failed}，出错 ${t.errored}，跳过 ${t.skipped}；分类 ${cls}。`);
    for (const r of p.reasons) {
      en.push(`  - ${r.code}: ${r.detail}`);
      zh.push(`  - ${r.code}：${r.detail}`);
    }
  }
  for (const problem of d.problems) {
    en.push(`Problem: ${problem}`);
    zh.push(`问题：${problem}`);
  }
  en.push(d.verdict === 'PASS' ? 'Next: the patch may be applied to the exact base it was validated on.' : 'Next: fix what the failed phases report, then propose a new patch.');
  zh.push(d.verdict === 'PASS' ? '下一步：可将补丁应用到验证时的同一基线。' : '下一步：修复失败阶段报告的问题，然后提交新的补丁。');
  return { en: en.join('\n'), zh: zh.join('\n') };
}
