/**
 * The gate's phases as a JUnit XML report (`patchproof gate --junit <file>`), the format
 * GitLab's merge request widget (`artifacts:reports:junit`) and most CI systems read: one
 * test suite, one test case per phase, a `<failure>` with the reasons for a phase that did
 * not pass, and one `gate` case carrying the verdict (or the code that stopped the gate).
 * Pure; every text is escaped for XML, and characters XML 1.0 cannot hold are replaced.
 */
import type { GateOutcome } from './gate-summary.js';

/** The report's bytes as text. */
export function junitReport(o: GateOutcome): string {
  const cases = o.phases.map((p) => {
    const name = `phase ${p.name}`;
    if (p.outcome === 'pass') return testCase(name, null);
    if (p.outcome === 'skipped')
      return `    <testcase classname="patchproof" name="${xml(name)}"><skipped/></testcase>`;
    return testCase(name, {
      type: p.classification ?? 'fail',
      text: p.reasons.map((r) => `${r.code}: ${r.detail}`).join('\n'),
    });
  });
  const passed = o.exitCode === 0;
  const verdict =
    o.verdict === null
      ? `no verdict: ${o.error?.code ?? 'unknown'}`
      : `${o.verdict}, proof grade ${o.proofGrade ? 'yes' : 'no'}`;
  cases.push(
    testCase(
      'gate',
      passed
        ? null
        : {
            type: o.error?.code ?? 'GateFailed',
            text: [verdict, o.error?.message ?? '', ...o.whyNotProofGrade, o.receiptUrl ?? '']
              .filter((t) => t !== '')
              .join('\n'),
          },
    ),
  );
  const failures = cases.filter((c) => c.includes('<failure')).length;
  const skipped = cases.filter((c) => c.includes('<skipped')).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="patchproof" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="patchproof ${xml(o.project)}" tests="${cases.length}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

function testCase(name: string, failure: { type: string; text: string } | null): string {
  const open = `    <testcase classname="patchproof" name="${xml(name)}"`;
  if (failure === null) return `${open}/>`;
  return `${open}><failure type="${xml(failure.type)}" message="${xml(failure.text.split('\n')[0] ?? '')}">${xml(failure.text)}</failure></testcase>`;
}

/** Text escaped for XML attributes and content; what XML 1.0 cannot hold becomes U+FFFD. */
function xml(text: string): string {
  return (
    text
      .slice(0, 20_000)
      .toWellFormed()
      // eslint-disable-next-line no-control-regex -- these are what XML 1.0 cannot hold
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '\ufffd')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}
