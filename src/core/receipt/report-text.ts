/**
 * The bilingual report (English, Simplified Chinese) inside a receipt. Both languages are
 * generated from the same data, line for line, so they always state the same facts.
 */
import { type FindingData, FINDINGS_WHY, findingsLines } from './findings-text.js';
import { findingCount } from '../intake/base-gates.js';
import { regressionChecked } from '../execution/proposal-phases.js';
import { baselineFault, FAULT_NEXT } from './next-step.js';
import { type IntegrityData, integrityLines, recheckLines } from './report-integrity.js';

interface PhaseData {
  readonly name: string;
  readonly outcome: string;
  readonly classification: string | null;
  readonly reasons: ReadonlyArray<{ readonly code: string; readonly detail: string }>;
  readonly exitCode: number | null;
  readonly tests: {
    readonly executed: number;
    readonly passed: number;
    readonly failed: number;
    readonly errored: number;
    readonly skipped: number;
  };
  readonly seal?:
    | {
        readonly planted: number;
        readonly twins: number;
        readonly plantsAsPlanted: boolean;
        readonly bits: number;
        readonly judged?: number | undefined;
        readonly judgedUnseen?: number | undefined;
      }
    | undefined;
  readonly probes?: { readonly cases: number; readonly passed: number } | undefined;
  readonly testIntegrity?: IntegrityData | undefined;
  readonly rechecked?: readonly string[] | undefined;
  readonly targets?: ReadonlyArray<{ readonly id: string; readonly status: string }>;
  readonly evidence?: string | undefined;
}

export interface ReportData {
  readonly verdict: string;
  readonly proofGrade: boolean;
  readonly runner: { readonly kind: string; readonly isolated: boolean };
  readonly phases: readonly PhaseData[];
  readonly problems: readonly string[];
  readonly requirements?: ReadonlyArray<{
    readonly id: string;
    readonly text?: string;
    readonly tests: ReadonlyArray<{ readonly id: string; readonly status: string }>;
    readonly result: string;
  }>;
  readonly seal?:
    | { readonly seedDigest: string; readonly bits: number; readonly target: number }
    | null
    | undefined;
  readonly base?:
    | {
        readonly upload: string;
        readonly findings: ReadonlyArray<{
          readonly code: string;
          readonly path: string;
          readonly detail: string;
        }>;
        readonly omitted: number;
      }
    | undefined;
  /** Environment findings of the patch (absent: none, no line). */
  readonly findings?: readonly FindingData[] | undefined;
  /** A merge queue's approval names the one it carries over (absent: no line, as before). */
  readonly approval?: { readonly actor: string; readonly chainedFrom?: string | undefined };
  /** The gate mode (absent: spec, which adds no line, so older receipts read as they did). */
  readonly runSpec?: { readonly reproduction?: string | undefined };
}

/** Modes proposal and none on an isolated runner whose regression report no plant checked (execute.ts). */
function uncheckedRegression(d: ReportData): boolean {
  const mode = d.runSpec?.reproduction;
  if (mode !== 'proposal' && mode !== 'none') return false;
  return d.runner.isolated && d.seal != null && !regressionChecked(d.phases);
}

/** What gate modes proposal and none mean for the verdict, said before the phases. */
function modeLines(mode: string | undefined, en: string[], zh: string[]): void {
  if (mode === 'none') {
    en.push(
      'Gate mode none: no baseline or patched phase ran, so nothing here shows a bug or a change in behaviour. The verdict rests on the regression suite (every test that passed on the base still passes, and the base versions of the tests the patch changed pass against it) and on the hidden suite.',
    );
    zh.push(
      '门禁模式 none：没有运行基线阶段和打补丁后阶段，因此这里没有任何内容表明存在缺陷或行为变化。结论依据回归测试套件（基线上通过的每个测试仍然通过，补丁所修改测试的基线版本也针对补丁通过）和隐藏测试套件。',
    );
  } else if (mode === 'proposal') {
    en.push(
      "Gate mode proposal: the baseline and patched phases ran the tests the patch adds or changes (the proposer's own): they failed without its code changes and pass with them. They show what the patch changes, not that the change is right, and the code they test could tell them apart; proof rests on the sealed hidden suite and the regression suite's planted tests.",
    );
    zh.push(
      '门禁模式 proposal：基线阶段和打补丁后阶段运行的是补丁新增或修改的测试（提交者自己的测试）：没有补丁的代码修改时失败，有修改时通过。它们说明补丁改变了什么，而不能说明改变是正确的，且被测代码可能识别出这些测试；证明依据是封存的隐藏测试套件和回归测试套件中的植入测试。',
    );
  }
}

const PHASE_ZH: Readonly<Record<string, string>> = {
  baseline: '基线',
  patched: '打补丁后',
  regression: '回归',
  hidden: '隐藏测试',
};

const STATUS_ZH: Readonly<Record<string, string>> = {
  passed: '通过',
  failed: '失败',
  errored: '出错',
  skipped: '跳过',
  missing: '未报告',
};

/** An uploaded base (PROTOCOL 8): where it came from and what the tree gates found in it. */
function baseLines(base: NonNullable<ReportData['base']>, en: string[], zh: string[]): void {
  const total = findingCount(base);
  if (total === 0) {
    en.push(
      `Uploaded base ${base.upload}: no file in it decides how the tests run beyond the project's own.`,
    );
    zh.push(`上传的基线 ${base.upload}：除项目自身的文件外，没有决定测试如何运行的文件。`);
    return;
  }
  const listed = base.findings
    .slice(0, 10)
    .map((f) => `${f.path} (${f.code})`)
    .join(', ');
  const more = total > 10 ? ` … ${total - 10} more` : '';
  en.push(
    `Uploaded base ${base.upload}: ${total} files that the uploader controlled decide how the tests run or shadow the runner's modules: ${listed}${more}. No run on this base is proof grade.`,
  );
  zh.push(
    `上传的基线 ${base.upload}：有 ${total} 个由上传者控制的文件决定测试如何运行或遮蔽运行器的模块：${listed}${more}。基于此基线的运行都不是证明级。`,
  );
}

/**
 * What a `DiskLimit` reason means, in both languages (PROTOCOL 5.1 "Bounded disk"). On an
 * isolated runner the writes stopped at the cap inside the run's own space; the local runner
 * can only watch the host's free space and stop the run once it fell by more than the cap.
 */
export function diskLimitNote(runner: ReportData['runner']): { en: string; zh: string } {
  if (runner.kind === 'local') {
    return {
      en: "Disk: the run wrote more than its disk cap (limits.diskMiB) to this machine's disk, so it was stopped; this phase cannot pass, whatever its tests said.",
      zh: '磁盘：本次运行向本机磁盘写入的数据超过了磁盘上限（limits.diskMiB），因此被终止；无论测试结果如何，本阶段都不能通过。',
    };
  }
  return {
    en: "Disk: the run used up its disk cap (limits.diskMiB) in a place it can write (the workspace, the trusted test folder, or /tmp, which is HOME); writes past the cap were refused and never reached the host's disk; this phase cannot pass, whatever its tests said.",
    zh: '磁盘：本次运行在可写位置（工作区、可信测试文件夹或 /tmp，即 HOME）用尽了磁盘上限（limits.diskMiB）；超出上限的写入被拒绝，从未写到主机磁盘上；无论测试结果如何，本阶段都不能通过。',
  };
}

/** Both reports as plain text. */
/**
 * The two reports of a receipt. `genericNext` renders the failed receipt's last line as every
 * receipt did before the next step named the run spec or the trusted suite (issue 34), so a
 * receipt made then still verifies (verify-receipt.ts); the line is advice, not evidence.
 */
export function reportText(
  d: ReportData,
  options: { readonly genericNext?: boolean } = {},
): { en: string; zh: string } {
  const en: string[] = [];
  const zh: string[] = [];
  en.push(`Verdict: ${d.verdict}. Proof grade: ${d.proofGrade ? 'yes' : 'no'}.`);
  zh.push(
    `结论：${d.verdict === 'PASS' ? '通过' : '失败'}（${d.verdict}）。证明级：${d.proofGrade ? '是' : '否'}。`,
  );
  const untrustedBase = d.base !== undefined && findingCount(d.base) > 0;
  if (!d.proofGrade) {
    const why =
      d.verdict !== 'PASS'
        ? ['not every phase passed', '并非所有阶段都通过']
        : (d.findings?.length ?? 0) > 0
          ? [...FINDINGS_WHY]
          : untrustedBase
            ? [
                'the uploaded base carries files that decide how the tests run',
                '上传的基线包含决定测试如何运行的文件',
              ]
            : uncheckedRegression(d)
              ? [
                  `in gate mode ${d.runSpec?.reproduction ?? ''} the project's own suite carries the verdict, and no planted test checked its report`,
                  `在门禁模式 ${d.runSpec?.reproduction ?? ''} 下结论依据项目自身的测试套件，而没有植入测试核对其报告`,
                ]
              : [
                  `the ${d.runner.kind} runner is not isolated`,
                  `${d.runner.kind} 运行器不是隔离环境`,
                ];
    en.push(`Why not proof grade: ${why[0]}.`);
    zh.push(`不是证明级的原因：${why[1]}。`);
  }
  if (d.base !== undefined) baseLines(d.base, en, zh);
  findingsLines(d.findings ?? [], en, zh);
  modeLines(d.runSpec?.reproduction, en, zh);
  if (d.approval?.chainedFrom !== undefined) {
    en.push(
      `Approval carried over: ${d.approval.actor} approved the same normalized diff on another base (${d.approval.chainedFrom}); a merge queue carried it to this base, where every phase ran again.`,
    );
    zh.push(
      `沿用的批准：${d.approval.actor} 在另一基线上批准了相同的规范化差异（${d.approval.chainedFrom}）；合并队列将其沿用到本基线，所有阶段都在此重新运行。`,
    );
  }
  for (const p of d.phases) {
    const t = p.tests;
    const cls = p.classification ?? '-';
    en.push(
      `Phase ${p.name}: ${p.outcome}; exit ${p.exitCode ?? 'none'}; tests executed ${t.executed}, passed ${t.passed}, failed ${t.failed}, errored ${t.errored}, skipped ${t.skipped}; classification ${cls}.`,
    );
    zh.push(
      `阶段 ${PHASE_ZH[p.name] ?? p.name}（${p.name}）：${p.outcome === 'pass' ? '通过' : p.outcome === 'fail' ? '失败' : '跳过'}；退出码 ${p.exitCode ?? '无'}；测试执行 ${t.executed}，通过 ${t.passed}，失败 ${t.failed}，出错 ${t.errored}，跳过 ${t.skipped}；分类 ${cls}。`,
    );
    if (p.seal && p.name === 'regression' && p.seal.planted === 0) {
      en.push(
        "  Planted: none. No planted test could be placed where the run on the base collected the project's own tests (Python test classes and pytest modules, node:test files and describe blocks written with assert; Go and expect-only suites take none yet), or none behaved as planted when the planted base was run; so this phase's report was not checked against any.",
      );
      zh.push(
        '  植入：无。在基线运行收集到项目自身测试的位置（Python 测试类和 pytest 模块、使用 assert 的 node:test 文件和 describe 块；Go 和只用 expect 的测试套件目前不植入）无法植入测试，或植入后的基线运行中没有一个按植入结果报告；因此本阶段的报告没有经过植入测试的核对。',
      );
    } else if (p.seal && p.name === 'regression') {
      const s = p.seal;
      en.push(
        `  Planted: ${s.planted} tests among the project's own tests; all reported as planted: ${s.plantsAsPlanted ? 'yes' : 'no'}. The patch can read these tests, so this catches blanket tricks (assertions made no-ops, failures swallowed, a forged report), not code that spares only the project's own tests.`,
      );
      zh.push(
        `  植入：在项目自身的测试中植入了 ${s.planted} 个测试；全部按植入结果报告：${s.plantsAsPlanted ? '是' : '否'}。补丁可以读取这些测试，因此这只能发现笼统的手段（让断言失效、吞掉失败、伪造报告），发现不了只放过项目自身测试的代码。`,
      );
    } else if (p.seal) {
      const s = p.seal;
      en.push(
        `  Sealed: ${s.planted} planted tests and ${s.twins} twins; all reported as planted: ${s.plantsAsPlanted ? 'yes' : 'no'}; guessing bound 2^-${s.bits}.`,
      );
      zh.push(
        `  封存：植入测试 ${s.planted} 个，孪生测试 ${s.twins} 个；全部按植入结果报告：${s.plantsAsPlanted ? '是' : '否'}；猜测上界 2^-${s.bits}。`,
      );
      if (s.judged) {
        const unseen = s.judgedUnseen ?? 0;
        en.push(
          `  Judged outside: ${s.judged} comparisons with literal expected values. Their literals, the tests' messages, comments and test docstrings were taken out of the sealed files; only the computed values left the runner, and a judge with no patched code compared them. ${unseen} of the expected values show nowhere else in the sealed files; the other ${s.judged - unseen} do (another test's input, a helper's data), so code could copy those.`,
        );
        zh.push(
          `  外部判定：${s.judged} 个与字面量期望值的比较。其字面量、测试的消息、注释和测试文档字符串已从封存文件中移除；只有计算出的值离开了运行环境，由不含补丁代码的判定程序进行比较。其中 ${unseen} 个期望值在封存文件的其他地方都没有出现；其余 ${s.judged - unseen} 个出现了（作为其他测试的输入或辅助代码的数据），代码可能照抄。`,
        );
      }
    }
    if (p.probes) {
      const q = p.probes;
      if (d.runner.isolated) {
        en.push(
          `  Probes: ${q.passed} of ${q.cases} cases gave exactly the expected output and exit status. Only their input entered the runner; the output was compared outside it, so unlike a test report it cannot be forged by the code under test.`,
        );
        zh.push(
          `  探针：${q.cases} 个用例中有 ${q.passed} 个给出了完全符合预期的输出和退出码。只有输入进入了运行器，输出在运行器之外比对；与测试报告不同，被测代码无法伪造这一结果。`,
        );
      } else {
        en.push(
          `  Probes: ${q.passed} of ${q.cases} cases gave exactly the expected output and exit status. On the ${d.runner.kind} runner the code under test could read the cases from this machine, so this is no proof.`,
        );
        zh.push(
          `  探针：${q.cases} 个用例中有 ${q.passed} 个给出了完全符合预期的输出和退出码。在 ${d.runner.kind} 运行器上，被测代码可以从本机读取这些用例，因此这不构成证明。`,
        );
      }
    }
    if (p.evidence === 'memory') {
      en.push(
        '  The bug showed as the run on the base exhausting its memory: it was killed at the memory limit, or a test process died at its heap limit, before it reported. Only the base ran there, so that is the bug, and every target had to pass once patched.',
      );
      zh.push(
        '  缺陷表现为基线上的运行耗尽了内存：它在报告之前因达到内存上限而被终止，或某个测试进程因达到堆上限而终止。那里只运行了基线代码，因此这正是缺陷本身；打补丁后每个目标都必须通过。',
      );
    }
    if (p.testIntegrity) integrityLines(p.testIntegrity, en, zh);
    if (p.rechecked) recheckLines(p.rechecked, en, zh);
    if (p.evidence === 'proposal' && p.name === 'patched' && (p.targets?.length ?? 0) > 0) {
      const listed = (p.targets ?? []).slice(0, 10);
      const more = (p.targets?.length ?? 0) > 10 ? ` … ${(p.targets?.length ?? 0) - 10} more` : '';
      en.push(
        `  The proposer's tests that showed the change: ${listed.map((t) => `${t.id} ${t.status}`).join(', ')}${more}.`,
      );
      zh.push(
        `  表明变化的提交者测试：${listed.map((t) => `${t.id} ${STATUS_ZH[t.status] ?? t.status}`).join('，')}${more ? `，另有 ${(p.targets?.length ?? 0) - 10} 个` : ''}。`,
      );
    }
    if (p.reasons.some((r) => r.code === 'DiskLimit')) {
      const note = diskLimitNote(d.runner);
      en.push(`  ${note.en}`);
      zh.push(`  ${note.zh}`);
    }
    for (const r of p.reasons) {
      en.push(`  - ${r.code}: ${r.detail}`);
      zh.push(`  - ${r.code}：${r.detail}`);
    }
  }
  if (d.seal === null) {
    en.push(
      'Evidence: not sealed. No planted tests checked the reports, so code under test could have forged them.',
    );
    zh.push('证据：未封存。没有植入测试检查报告，被测代码可能伪造了报告。');
  } else if (d.seal) {
    const s = d.seal;
    // Only gate mode spec seals the patched phase (a trusted reproduction suite).
    const sealedTwo = d.runSpec?.reproduction === undefined || d.runSpec.reproduction === 'spec';
    en.push(
      `Evidence: sealed with seed ${s.seedDigest} (the seed is in this receipt). A patch that copies expected values from the tests instead of computing them passes ${sealedTwo ? 'the patched and hidden phases' : 'the hidden phase'} with chance at most 2^-${s.bits}.`,
    );
    zh.push(
      `证据：已封存，种子摘要 ${s.seedDigest}（种子记录在本收据中）。从测试中照抄期望值而非计算结果的补丁，${sealedTwo ? '同时通过打补丁后阶段和隐藏测试阶段' : '通过隐藏测试阶段'}的概率至多为 2^-${s.bits}。`,
    );
    if (s.bits < s.target) {
      en.push(
        `Weaker claim: the suites have too few assertions to reach 2^-${s.target}; add assertions with literal expected values to the trusted tests.`,
      );
      zh.push(
        `较弱的结论：测试套件中可用的断言太少，达不到 2^-${s.target}；请在可信测试中加入期望值为字面量的断言。`,
      );
    }
  }
  for (const r of d.requirements ?? []) {
    const about = r.text === undefined ? '' : ` (${r.text})`;
    const tests = r.tests.slice(0, 20).map((t) => `${t.id} ${t.status}`);
    const more = r.tests.length > 20 ? `, and ${r.tests.length - 20} more` : '';
    en.push(`Requirement ${r.id}${about}: ${r.result}; tests: ${tests.join(', ')}${more}.`);
    zh.push(
      `需求 ${r.id}${r.text === undefined ? '' : `（${r.text}）`}：${r.result === 'PASS' ? '通过' : '失败'}；测试：${r.tests
        .slice(0, 20)
        .map((t) => `${t.id} ${STATUS_ZH[t.status] ?? t.status}`)
        .join('，')}${r.tests.length > 20 ? `，另有 ${r.tests.length - 20} 个` : ''}。`,
    );
  }
  for (const problem of d.problems) {
    en.push(`Problem: ${problem}`);
    zh.push(`问题：${problem}`);
  }
  const fault = d.verdict !== 'PASS' && options.genericNext !== true ? baselineFault(d) : null;
  en.push(
    d.verdict === 'PASS'
      ? 'Next: the patch may be applied to the exact base it was validated on.'
      : fault
        ? `Next: ${FAULT_NEXT[fault].en}`
        : 'Next: fix what the failed phases report, then propose a new patch.',
  );
  zh.push(
    d.verdict === 'PASS'
      ? '下一步：可将补丁应用到验证时的同一基线。'
      : fault
        ? `下一步：${FAULT_NEXT[fault].zh}`
        : '下一步：修复失败阶段报告的问题，然后提交新的补丁。',
  );
  return { en: en.join('\n'), zh: zh.join('\n') };
}
