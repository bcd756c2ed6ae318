// MisleadingSource (issue 35, "what runs is what was reviewed"): a Python file whose declared
// encoding makes Python read other text than the UTF-8 every reviewer reads is refused; the
// declarations real projects carry (utf-8 in its spellings, latin-1 on an ASCII file) pass.
import { describe, expect, it } from 'vitest';
import { codexAdd, outcome, refusal } from '../support/intake.js';

const base = { 'app.py': 'def f():\n    return 1\n', README: 'hi\n' };

// The comment a UTF-7 reader decodes into a newline and a line of code.
const HIDDEN = '    # tidy+AAo-    return 2';

function update(path: string, lines: readonly string[]): string {
  return `*** Begin Patch\n*** Update File: ${path}\n@@\n${lines.join('\n')}\n*** End Patch\n`;
}

describe('MisleadingSource', () => {
  it('refuses a coding: utf-7 declaration that turns a comment into code, naming file and encoding', async () => {
    const patch = update('app.py', [
      '+# coding: utf-7',
      ' def f():',
      '-    return 1',
      `+${HIDDEN}`,
      '+    return 1',
    ]);
    const e = await refusal(base, patch);
    expect(e.code).toBe('MisleadingSource');
    expect(e.location.path).toBe('app.py');
    expect(e.details).toEqual({ encoding: 'utf-7' });
    expect(e.message).toContain('declare utf-8');
  });

  it.each([
    ['an Emacs header', '# -*- coding: utf_7 -*-'],
    ['a vim modeline (fileencoding=)', '# vim: set fileencoding=utf-7 :'],
    ['an EBCDIC code page', '# coding=cp037'],
    ['a multi-byte encoding', '# coding: shift_jis'],
  ])('refuses %s', async (_name, cookie) => {
    expect(await outcome(base, codexAdd('new.py', [cookie, HIDDEN]))).toBe('MisleadingSource');
  });

  it('looks at the second line too, and at a script that names python in its #! line', async () => {
    expect(
      await outcome(
        base,
        codexAdd('two.py', ['#!/usr/bin/env python3', '# coding: utf-7', 'x = 1']),
      ),
    ).toBe('MisleadingSource');
    expect(
      await outcome(base, codexAdd('bin/tool', ['#!/usr/bin/python3', '# coding: utf-7', 'x = 1'])),
    ).toBe('MisleadingSource');
  });

  it('refuses latin-1 on a file with non-ASCII text: Python would read other characters than the review shows', async () => {
    expect(
      await outcome(base, codexAdd('l.py', ['# -*- coding: latin-1 -*-', "s = 'caf\u00e9'"])),
    ).toBe('MisleadingSource');
  });

  it.each([
    ['utf-8', '# -*- coding: utf-8 -*-'],
    ['UTF8', '# coding=UTF8'],
    ['utf-8-sig', '# coding: utf-8-sig'],
    ['latin-1 on plain ASCII', '# -*- coding: latin-1 -*-'],
    ['iso-8859-15 on plain ASCII', '# vim: fileencoding=iso-8859-15'],
    ['a cookie on the third line (Python ignores it)', '"""doc"""\nx = 1\n# coding: utf-7'],
  ])('accepts %s', async (_name, cookie) => {
    expect(await outcome(base, codexAdd('ok.py', [...cookie.split('\n'), 'x = 1']))).toBe(
      'accepted',
    );
  });

  it('refuses it in any file: a command may run any file with python', async () => {
    expect(await outcome(base, codexAdd('notes.txt', ['# coding: utf-7', HIDDEN]))).toBe(
      'MisleadingSource',
    );
    expect(
      await outcome(base, codexAdd('bin/tool', ['#!/usr/bin/env -S uv run', '# coding: utf-7'])),
    ).toBe('MisleadingSource');
  });

  it('reads a declaration however long its lines are (Python reads whole lines)', async () => {
    expect(
      await outcome(base, codexAdd('long.py', [`# ${' '.repeat(1100)}coding: utf-7`, HIDDEN])),
    ).toBe('MisleadingSource');
    expect(
      await outcome(
        base,
        codexAdd('long2.py', [`#${'x'.repeat(1100)}`, '# coding: utf-7', HIDDEN]),
      ),
    ).toBe('MisleadingSource');
  });
});
