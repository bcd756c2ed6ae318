// Authorship as the core compares it (core/service/roles.ts): actor names must be visible
// (an invisible character would make two names that look alike differ), and two names that a
// forge or a reader would take for one are one author.
import { describe, expect, it } from 'vitest';
import { actorKey, assertNotSelfApproval, isValidActor } from '../../src/core/service/roles.js';

describe('actor names', () => {
  it.each([
    ['a zero-width space', 'alice\u200b'],
    ['a soft hyphen', 'ali\u00adce'],
    ['a variation selector', 'alice\ufe0f'],
    ['a tag character', 'alice\u{e0041}'],
    ['a combining grapheme joiner', 'ali\u034fce'],
    ['a no-break space', 'bob\u00a0smith'],
    ['a bidirectional override', 'alice\u202e'],
    ['a tab', 'bob\tsmith'],
    ['a line separator', 'bob\u2028smith'],
  ])('refuses %s', (_what, name) => {
    expect(isValidActor(name)).toBe(false);
  });

  it.each([['alice'], ['bob smith'], ['李雷'], ['Zoë'], ['ci-bot[bot]'], ['octo-cat']])(
    'accepts %s',
    (name) => {
      expect(isValidActor(name)).toBe(true);
    },
  );

  it.each([
    ['case', 'Octo-Cat', 'octo-cat'],
    ['sharp s against SS', 'straße', 'STRASSE'],
    ['final sigma', 'ΟΔΟΣ', 'οδοσ'],
    ['a ligature', 'ﬁona', 'fiona'],
    ['fullwidth letters', 'ａｌｉｃｅ', 'alice'],
    ['a titlecase digraph', 'ǅemal', 'džemal'],
  ])('takes two names differing only by %s for one author', (_what, approver, author) => {
    expect(actorKey(approver)).toBe(actorKey(author));
    expect(() => assertNotSelfApproval(approver, ['someone', author])).toThrow(
      expect.objectContaining({ code: 'SelfApproval' }),
    );
  });

  it('lets a reviewer who is none of the authors approve', () => {
    expect(() =>
      assertNotSelfApproval('reviewer-1', ['agent-1', 'ci-bot', 'octo-cat']),
    ).not.toThrow();
  });
});
