// The test the fix added, from test/parse.test.ts at unjs/ufo
// 7959de5b49f52e7eb2919a33a9bfe30911e05712 (MIT, see repo/LICENSE), in its describe block;
// only the import path is adapted. On the base, parseFilename() without options throws a
// TypeError from src/parse.ts (its second parameter is destructured).
import { describe, expect, test } from "vitest";
import { parseFilename } from "../../src";

describe("parseFilename", () => {
  test("works", () => {
    expect(parseFilename("/path/to/filename.ext")).toEqual("filename.ext");
  });
});
