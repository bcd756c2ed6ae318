// Review evasion by source encoding (issue 35): `# coding: utf-7` plus a comment that Python
// decodes into code. The syntax gate, git and the review page show a comment; the interpreter
// runs the fix. Before the MisleadingSource gate this PASSed with proof grade (measured on
// py-intervals); now validate refuses it at intake, exit 2, before anything runs.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { requireEngine, skipDocker, suiteName } from '../docker/support.js';
import { refusal } from './scratch-scenarios.js';
import { SCENARIOS } from './support.js';

describe.skipIf(skipDocker)(suiteName('red team: a source encoding that hides code'), () => {
  requireEngine();

  it('py-intervals coding-utf7: the fix hidden in a UTF-7 comment is refused (MisleadingSource)', async () => {
    const r = await refusal(join(SCENARIOS, 'py-intervals'), 'coding-utf7');
    expect(r).toMatchObject({ exit: 2, verdict: 'REFUSED', error: { code: 'MisleadingSource' } });
    expect(r.error?.message).toContain('intervals.py declares the source encoding "utf-7"');
  }, 60_000);
});
