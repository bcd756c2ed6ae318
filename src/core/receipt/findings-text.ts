/**
 * What a receipt says of a patch's environment findings (core/intake/environment-findings.ts),
 * in both languages: where the patch may tell the sandbox from production, and that this is
 * why the PASS is not proof grade.
 */

export interface FindingData {
  readonly code: string;
  readonly path: string;
  readonly line: number;
  readonly detail: string;
}

/** The reason a PASS whose patch has findings is not proof grade. */
export const FINDINGS_WHY = [
  'the patch has environment findings, places where it may tell this sandbox from production',
  '补丁有环境发现，即它可能区分此沙箱与生产环境的位置',
] as const;

/** One line per language listing the findings. */
export function findingsLines(findings: readonly FindingData[], en: string[], zh: string[]): void {
  if (findings.length === 0) return;
  const listed = findings.map((f) => `${f.path}:${f.line} ${f.code} (${f.detail})`).join('; ');
  en.push(
    `Environment findings: ${listed}. Code that reads how the sandbox is confined, or that a build constraint keeps only in the runner's build, can behave one way here and another in production; no run of this patch is proof grade.`,
  );
  zh.push(
    `环境发现：${listed}。读取沙箱受限方式的代码，或由构建约束仅保留在运行器构建中的代码，可能在此处与生产环境中表现不同；此补丁的任何运行都不是证明级。`,
  );
}
