// The test the fix added, from test/index.test.ts at unjs/destr
// f9c78d402556aba3e50f94d46176f36a0570acbd (MIT, see repo/LICENSE), in its describe block; only the
// import path is adapted.
import { expect, it, describe } from "vitest";
import { destr } from "../../src";

describe("destr", () => {
  it("parses string with escape characters", () => {
    expect(destr('"a\\nb"')).toBe("a\nb");
  });
});
