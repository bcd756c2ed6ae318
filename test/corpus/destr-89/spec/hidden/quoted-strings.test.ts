// Hidden tests of the same bug (unjs/destr#89: a double-quoted JSON string took a fast path
// that kept its escape sequences), written for this corpus.
import { describe, expect, it } from "vitest";
import { destr, safeDestr } from "../../src";

describe("double-quoted strings with escapes", () => {
  it("decodes the other JSON escapes", () => {
    expect(destr('"tab\\there"')).toBe("tab\there");
    expect(destr('"say \\"hi\\""')).toBe('say "hi"');
    expect(destr('"\\u0041\\u00e9"')).toBe("Aé");
    expect(destr('"back\\\\slash"')).toBe("back\\slash");
  });

  it("decodes escapes in safeDestr too", () => {
    expect(safeDestr('"line1\\r\\nline2"')).toBe("line1\r\nline2");
  });

  it("keeps plain quoted strings on the fast path", () => {
    expect(destr('"hello"')).toBe("hello");
    expect(destr('""')).toBe("");
    expect(destr('"a b c"')).toBe("a b c");
  });
});
