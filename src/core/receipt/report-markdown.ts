/**
 * The receipt report as Markdown, in English or Simplified Chinese, rendered from the
 * receipt's data (never from its stored text), so both languages state the same facts.
 */
import { baselineFault, FAULT_NEXT } from './next-step.js';
import { diskLimitNote, type ReportData } from './report-text.js';

const WORDS = {
  en: {
    title: 'PatchProof receipt',
    verdict: 'Verdict',
    proof: 'Proof grade',
    yes: 'yes',
    no: 'no',
    phase: 'Phase',
    outcome: 'Outcome',
    exit: 'Exit',
    executed: 'Executed',
    passed: 'Passed',
    failed: 'Failed',
    errored: 'Errored',
    skipped: 'Skipped',
    classification: 'Classification',
    reasons: 'Why phases failed',
    problems: 'Problems',
    outcomes: { pass: 'pass', fail: 'fail', skipped: 'skipped' } as Record<string, string>,
    phases: {} as Record<string, string>,
    requirements: 'Requirements',
    requirement: 'Requirement',
    tests: 'Tests',
    result: 'Result',
    next: 'Next',
    passNext: 'the patch may be applied to the exact base it was validated on.',
    failNext: 'fix what the failed phases report, then propose a new patch.',
  },
  zh: {
    title: 'PatchProof 收据',
    verdict: '结论',
    proof: '证明级',
    yes: '是',
    no: '否',
    phase: '阶段',
    outcome: '结果',
    exit: '退出码',
    executed: '执行',
    passed: '通过',
    failed: '失败',
    errored: '出错',
    skipped: '跳过',
    classification: '分类',
    reasons: '阶段失败原因',
    problems: '问题',
    outcomes: { pass: '通过', fail: '失败', skipped: '跳过' } as Record<string, string>,
    phases: {
      baseline: '基线',
      patched: '打补丁后',
      regression: '回归',
      hidden: '隐藏测试',
    } as Record<string, string>,
    requirements: '需求',
    requirement: '需求',
    tests: '测试',
    result: '结果',
    next: '下一步',
    passNext: '可将补丁应用到验证时的同一基线。',
    failNext: '修复失败阶段报告的问题，然后提交新的补丁。',
  },
} as const;

/** Markdown table cells must not break the table. */
function cell(text: string): string {
  return text.replace(/[|\\]/g, (c) => `\\${c}`).replace(/[\r\n]+/g, ' ');
}

/** The report as Markdown in `lang`. */
export function reportMarkdown(d: ReportData, lang: 'en' | 'zh'): string {
  const w = WORDS[lang];
  const lines = [
    `# ${w.title}`,
    '',
    `**${w.verdict}: ${d.verdict}** · ${w.proof}: ${d.proofGrade ? w.yes : w.no} · runner: ${d.runner.kind}`,
    '',
  ];
  lines.push(
    `| ${w.phase} | ${w.outcome} | ${w.exit} | ${w.executed} | ${w.passed} | ${w.failed} | ${w.errored} | ${w.skipped} | ${w.classification} |`,
  );
  lines.push('|---|---|---|---|---|---|---|---|---|');
  for (const p of d.phases) {
    const name = w.phases[p.name] ? `${w.phases[p.name]} (${p.name})` : p.name;
    const t = p.tests;
    lines.push(
      `| ${name} | ${w.outcomes[p.outcome] ?? p.outcome} | ${p.exitCode ?? '-'} | ${t.executed} | ${t.passed} | ${t.failed} | ${t.errored} | ${t.skipped} | ${p.classification ?? '-'} |`,
    );
  }
  const reasons = d.phases.flatMap((p) =>
    p.reasons.map(
      (r) =>
        `- ${p.name}: \`${r.code}\` ${cell(r.code === 'DiskLimit' ? `${diskLimitNote(d.runner)[lang]} ${r.detail}` : r.detail)}`,
    ),
  );
  if (reasons.length > 0) lines.push('', `## ${w.reasons}`, '', ...reasons);
  if (d.requirements && d.requirements.length > 0) {
    lines.push(
      '',
      `## ${w.requirements}`,
      '',
      `| ${w.requirement} | ${w.tests} | ${w.result} |`,
      '|---|---|---|',
    );
    for (const r of d.requirements)
      lines.push(
        `| ${cell(r.text === undefined ? r.id : `${r.id}: ${r.text}`)} | ${cell(r.tests.map((t) => `${t.id} (${t.status})`).join('; '))} | ${r.result} |`,
      );
  }
  if (d.problems.length > 0)
    lines.push('', `## ${w.problems}`, '', ...d.problems.map((p) => `- ${cell(p)}`));
  const fault = d.verdict === 'PASS' ? null : baselineFault(d);
  const next = d.verdict === 'PASS' ? w.passNext : fault ? FAULT_NEXT[fault][lang] : w.failNext;
  lines.push('', `**${w.next}:** ${next}`);
  return `${lines.join('\n')}\n`;
}
