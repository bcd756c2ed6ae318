/** Writes `python3 -m unittest -v` stderr in its real layout, for scripted (fake) runs. */

export type Outcome = 'ok' | 'FAIL' | 'ERROR' | 'skip';

export function unittestStderr(
  tests: Record<string, Outcome>,
  errorText = "TypeError: unsupported operand type(s) for +: 'int' and 'NoneType'",
): string {
  const lines: string[] = [];
  const details: string[] = [];
  let failures = 0;
  let errors = 0;
  let skipped = 0;
  for (const [id, outcome] of Object.entries(tests)) {
    const name = id.split('.').at(-1) as string;
    const status = outcome === 'skip' ? "skipped 'not today'" : outcome;
    lines.push(`${name} (${id}) ... ${status}`);
    if (outcome === 'FAIL') failures++;
    if (outcome === 'ERROR') errors++;
    if (outcome === 'skip') skipped++;
    if (outcome === 'FAIL' || outcome === 'ERROR') {
      details.push(
        '======================================================================',
        `${outcome}: ${name} (${id})`,
        '----------------------------------------------------------------------',
        'Traceback (most recent call last):',
        `  File "/workspace/test.py", line 5, in ${name}`,
        '    self.check()',
        outcome === 'FAIL' ? 'AssertionError: -1 != 5' : errorText,
        '',
      );
    }
  }
  const total = Object.keys(tests).length;
  const parts = [
    failures && `failures=${failures}`,
    errors && `errors=${errors}`,
    skipped && `skipped=${skipped}`,
  ]
    .filter(Boolean)
    .join(', ');
  const tail = failures + errors > 0 ? `FAILED (${parts})` : skipped > 0 ? `OK (${parts})` : 'OK';
  return [
    ...lines,
    '',
    ...details,
    '----------------------------------------------------------------------',
    `Ran ${total} tests in 0.001s`,
    '',
    tail,
    '',
  ].join('\n');
}
