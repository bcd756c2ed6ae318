/**
 * Python files in another encoding than UTF-8. Python runs a file that declares its encoding
 * (PEP 263: `# -*- coding: koi8-r -*-` on its first or second line); sealing reads UTF-8 only.
 * Passed through unsealed, such a file's tests would run under their real names, which the
 * judge reads as tests made at run time: EvidenceTampered on an honest fix. So a file that
 * declares an encoding and holds tests is refused (SuiteNotSealable, with what to do); one
 * without tests (a data module) is left as it is, as is a file without a declaration, which
 * Python cannot run either. Seen on Python's own test_source_encoding.py (issue 34).
 */
import type { Framework } from './model.js';
import { findContainers } from './python-tests.js';
import type { TestFileParser } from './syntax.js';

const CODING = /^[ \t\f]*#.*?coding[:=][ \t]*([-\w.]+)/;
const BLANK_OR_COMMENT = /^[ \t\f]*(?:#.*)?$/;

/** The encoding a Python file declares (PEP 263), or null. */
export function declaredEncoding(bytes: Uint8Array): string | null {
  // Python reads whole lines, however long: the first two, wherever they end.
  const [first = '', second = ''] = new TextDecoder('latin1')
    .decode(headOf(bytes))
    .split(/\r\n|\r|\n/);
  const found = CODING.exec(first);
  if (found) return found[1] as string;
  // The second line counts only below a line that is blank or a comment.
  return BLANK_OR_COMMENT.test(first) ? (CODING.exec(second)?.[1] ?? null) : null;
}

/** The bytes up to the end of the second line (a line ends at LF, CR or CRLF). */
function headOf(bytes: Uint8Array): Uint8Array {
  let ends = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b !== 0x0a && b !== 0x0d) continue;
    if (b === 0x0d && bytes[i + 1] === 0x0a) i += 1;
    ends += 1;
    if (ends === 2) return bytes.subarray(0, i + 1);
  }
  return bytes;
}

/**
 * How many tests a non-UTF-8 Python file holds that Python would run, or null when Tree-sitter
 * cannot read it. PEP 263 encodings keep ASCII as it is, and Python's syntax is ASCII, so
 * the file read byte for byte as Latin-1 has the same statements and test names.
 */
export function testsOfEncodedPython(
  path: string,
  bytes: Uint8Array,
  framework: Framework,
  parser: TestFileParser,
  collected: boolean,
): number | null {
  if (declaredEncoding(bytes) === null) return 0;
  const parsed = parser.parse('python', new TextDecoder('latin1').decode(bytes));
  try {
    if (parsed.root.hasError) return null;
    return findContainers(path, parsed.root, framework, collected).flatMap((c) => c.tests).length;
  } finally {
    parsed.dispose();
  }
}
