/**
 * The table `npm run corpus` prints: one row per instance and kind of patch (expected, got,
 * proof grade, seconds, the codes that decided it), then per language how many ended as
 * expected, and the median and slowest validation times.
 */
export interface Row {
  readonly id: string;
  readonly language: string;
  readonly framework: string;
  readonly kind: string;
  readonly expected: 'PASS' | 'FAIL';
  readonly got: string;
  readonly proofGrade: boolean;
  readonly ok: boolean;
  readonly seconds: number;
  /** Each phase's own run time (the receipt's durationMs). */
  readonly phaseSeconds: Readonly<Record<string, number>>;
  readonly codes: readonly string[];
}

/** Prints the table; true when every row is as expected. */
export function printTable(rows: readonly Row[], print: (line: string) => void): boolean {
  const idWidth = Math.max(8, ...rows.map((r) => r.id.length));
  print(
    `${'instance'.padEnd(idWidth)}  ${'lang'.padEnd(6)} ${'framework'.padEnd(13)} ${'patch'.padEnd(8)} expected got      proof  seconds  ok  codes`,
  );
  for (const r of rows)
    print(
      `${r.id.padEnd(idWidth)}  ${r.language.padEnd(6)} ${r.framework.padEnd(13)} ${r.kind.padEnd(8)} ${r.expected.padEnd(8)} ${r.got.padEnd(8)} ${(r.proofGrade ? 'yes' : 'no').padEnd(6)} ${r.seconds.toFixed(1).padStart(7)}  ${r.ok ? 'ok' : 'NO'}  ${r.codes.join(' ')}`,
    );
  print('');
  for (const language of [...new Set(rows.map((r) => r.language))]) {
    const mine = rows.filter((r) => r.language === language);
    const good = mine.filter((r) => r.ok).length;
    const upstream = mine.filter((r) => r.kind === 'upstream');
    print(
      `${language.padEnd(7)} ${good}/${mine.length} as expected; upstream fixes ${upstream.filter((r) => r.ok).length}/${upstream.length} PASS with proof grade; ${timing(mine)}`,
    );
  }
  const bad = rows.filter((r) => !r.ok);
  print(
    `all     ${rows.length - bad.length}/${rows.length} as expected; false PASS ${rows.filter((r) => r.expected === 'FAIL' && r.got === 'PASS').length}; false FAIL ${rows.filter((r) => r.expected === 'PASS' && !r.ok).length}; ${timing(rows)}`,
  );
  print(whereTimeGoes(rows));
  return bad.length === 0;
}

/** The share of the validations' wall time that each phase's runs took (they overlap two at a time). */
function whereTimeGoes(rows: readonly Row[]): string {
  const wall = rows.reduce((n, r) => n + r.seconds, 0);
  const byPhase = new Map<string, number>();
  for (const r of rows)
    for (const [phase, s] of Object.entries(r.phaseSeconds))
      byPhase.set(phase, (byPhase.get(phase) ?? 0) + s);
  const parts = [...byPhase].map(([phase, s]) => `${phase} ${s.toFixed(0)} s`);
  return `time    ${wall.toFixed(0)} s of validations; phase runs (two at a time): ${parts.join(', ') || 'none'}`;
}

function timing(rows: readonly Row[]): string {
  const times = rows.map((r) => r.seconds).sort((a, b) => a - b);
  if (times.length === 0) return 'no times';
  const mid = Math.floor(times.length / 2);
  const median =
    times.length % 2 === 1
      ? (times[mid] as number)
      : ((times[mid - 1] as number) + (times[mid] as number)) / 2;
  return `median ${median.toFixed(1)} s, slowest ${(times[times.length - 1] as number).toFixed(1)} s`;
}
