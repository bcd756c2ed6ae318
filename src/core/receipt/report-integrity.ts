/**
 * The regression phase's test integrity in the bilingual report (report-text.ts): which test
 * files the patch touched, whether their base versions ran, and which base tests the reviewer
 * accepted or the run spec expected the fix to update; and which lost tests a rerun excused.
 */

/** What a receipt's regression phase records of test integrity (PROTOCOL 5.1). */
export interface IntegrityData {
  readonly files: ReadonlyArray<{ readonly path: string; readonly op: string }>;
  readonly guarded: boolean;
  readonly accepted: readonly string[];
  readonly updated?: readonly string[] | undefined;
}

const OP_ZH: Readonly<Record<string, string>> = { changed: '修改', deleted: '删除', added: '新增' };

/** The regression phase's test integrity (PROTOCOL 5.1): which test files the patch touched, and what the reviewer accepted. */
export function integrityLines(t: IntegrityData, en: string[], zh: string[]): void {
  if (t.files.length === 0) {
    en.push('  Test files changed by the patch: none.');
    zh.push('  补丁修改的测试文件：无。');
    return;
  }
  const shown = t.files.slice(0, 20);
  const more = t.files.length - shown.length;
  en.push(
    `  Test files changed by the patch: ${t.files.length} (${shown.map((f) => `${f.path} ${f.op}`).join(', ')}${more > 0 ? `, and ${more} more` : ''}).`,
  );
  zh.push(
    `  补丁修改的测试文件：${t.files.length} 个（${shown.map((f) => `${f.path} ${OP_ZH[f.op] ?? f.op}`).join('，')}${more > 0 ? `，另有 ${more} 个` : ''}）。`,
  );
  if (t.guarded) {
    en.push(
      '  Their base versions (of the files changed or deleted) also ran against the patched code, so a weakened test shows as a regression.',
    );
    zh.push(
      '  这些文件（被修改或删除的）的基线版本也针对打补丁后的代码运行过，因此被削弱的测试会表现为回归。',
    );
  }
  if (t.accepted.length > 0) {
    en.push(
      `  Accepted by the reviewer: ${t.accepted.length} base tests that do not pass with the patch (${listed(t.accepted, ', ')}).`,
    );
    zh.push(
      `  经审核人接受：${t.accepted.length} 个基线测试在打补丁后不再通过（${listed(t.accepted, '，')}）。`,
    );
  }
  const updated = t.updated ?? [];
  if (updated.length > 0) {
    en.push(
      `  Updated on purpose, as the run spec expects: ${updated.length} base tests whose old version does not pass with the patch, or which the patch removed (${listed(updated, ', ')}); a new version of them is held to the regression run.`,
    );
    zh.push(
      `  按运行规范预期有意更新：${updated.length} 个基线测试的旧版本在打补丁后不再通过，或已被补丁删除（${listed(updated, '，')}）；其新版本须通过回归运行。`,
    );
  }
}

/** Regression tests that failed once and passed in every rerun of the same run (recheck.ts). */
export function recheckLines(ids: readonly string[], en: string[], zh: string[]): void {
  en.push(
    `  Rechecked: ${ids.length} tests that passed on the base failed in the regression run and passed in each of its reruns, the same run made again (${listed(ids, ', ')}); they failed by the machine, not by the patch.`,
  );
  zh.push(
    `  复核：${ids.length} 个在基线上通过的测试在回归运行中失败，但在每次重跑（同一运行的再次执行）中都通过（${listed(ids, '，')}）；其失败源于机器，而非补丁。`,
  );
}

/** At most ten ids, then an ellipsis. */
function listed(ids: readonly string[], sep: string): string {
  return `${ids.slice(0, 10).join(sep)}${ids.length > 10 ? `${sep}…` : ''}`;
}
