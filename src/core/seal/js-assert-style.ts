/**
 * The assertion style of a JavaScript test file, so that the tests sealing plants into it
 * (js-file.ts for trusted suites, regression-js.ts for the project's own) fail by assertion
 * exactly as its own tests do: node's `assert`, Jest's and Vitest's `expect(a).toBe(b)`, or
 * chai's `expect(a).to.equal(b)`.
 */

/** A call on the file's `assert` object, the form node:test suites use. */
export const ASSERT_CALL = /\bassert\s*\.\s*(?:strictEqual|equal|deepStrictEqual|ok)\s*\(/;

export type ExpectStyle = 'jest' | 'chai';

/**
 * The file's bare `expect` style, when a plant beside its tests can call it: null when the
 * file shows none. `chai.expect(…)` and `vi.expect(…)` say nothing of a bare `expect`.
 */
export function expectStyle(text: string): ExpectStyle | null {
  if (!expectInScope(text)) return null;
  if (
    /(?<![.\w$])expect\s*\([^;]*?\)\s*\.\s*(?:not\s*\.\s*)?(?:toBe|toEqual|toStrictEqual)\s*\(/.test(
      text,
    )
  )
    return 'jest';
  if (/(?<![.\w$])expect\s*\([^;]*?\)\s*\.\s*to\s*\.\s*(?:equal|eql|be\b|deep)/.test(text))
    return 'chai';
  return null;
}

/** `a` checked against `b` in `style` (numbers, or the names holding them); fails by assertion exactly when a ≠ b. No semicolon. */
export function expectCheck(style: ExpectStyle, a: number | string, b: number | string): string {
  return style === 'jest' ? `expect(${a}).toBe(${b})` : `expect(${a}).to.equal(${b})`;
}

/**
 * Whether a plant placed beside the tests can call `expect`: imported or required at the top
 * of the file, or declared nowhere (a global of Jest, Vitest with globals, a mocha setup).
 * Vitest's `({ expect }) => …` test context, or any other local `expect`, does not reach a
 * plant: a plant calling an undefined `expect` would fail by error and read as tampering.
 */
function expectInScope(text: string): boolean {
  const topLevel =
    /^(?:import\s*(?:expect\b|\{[^{}]*\bexpect\b[^{}]*\})|(?:const|let|var)\s+(?:expect\b|\{[^{}]*\bexpect\b[^{}]*\})\s*=)/m.test(
      text,
    );
  if (topLevel) return true;
  // `{ a, expect }`: a destructuring pattern of plain names (a block ending in `})` is not one).
  const declared =
    /(?:\b(?:const|let|var|function)\s+expect\b|\{\s*(?:[\w$]+\s*,\s*)*expect\s*(?:,\s*[\w$]+\s*)*,?\s*\}|\(\s*expect\s*[,)])/.test(
      text,
    );
  return !declared;
}
