// The test the fix changed, from test/index.spec.ts at unjs/pathe
// 4353c6aa69db3ec90adc4a30fd54bbe1f5f0b675 (MIT, see repo/LICENSE): the format table, whole, with
// the file's runTest, _s and _r helpers; only the import path is adapted.
import { describe, expect, it, vi } from "vitest";

import { format } from "../../src";

runTest("format", format, [
  // POSIX
  [
    { root: "/ignored", dir: "/home/user/dir", base: "file.txt" },
    "/home/user/dir/file.txt",
  ],
  [{ root: "/", base: "file.txt", ext: "ignored" }, "/file.txt"],
  [{ root: "/", name: "file", ext: ".txt" }, "/file.txt"],
  [{ name: "file", ext: ".txt" }, "file.txt"],
  [{ name: "file" }, "file"],
  [{ ext: "ext" }, ".ext"],
  [{ ext: ".ext" }, ".ext"],
  [{ dir: "/foo", name: "file" }, "/foo/file"],

  // Windows
  [{ name: "file", base: "file.txt" }, "file.txt"],
  [{ dir: String.raw`C:\path\dir`, base: "file.txt" }, "C:/path/dir/file.txt"],
]);

function _s(item) {
  return (JSON.stringify(_r(item)) || "undefined").replace(/"/g, "'");
}

function _r(item) {
  return typeof item === "function" ? item() : item;
}

export function runTest(name, function_, items) {
  if (!Array.isArray(items)) {
    items = Object.entries(items).map((e) => e.flat());
  }
  describe(`${name}`, () => {
    let cwd;
    for (const item of items) {
      const expected = item.pop();
      const arguments_ = item;
      it(`${name}(${arguments_.map((i) => _s(i)).join(",")}) should be ${_s(
        expected,
      )}`, () => {
        expect(function_(...arguments_.map((i) => _r(i)))).to.equal(
          _r(expected),
        );
      });
      it(`${name}(${arguments_.map((i) => _s(i)).join(",")}) should be ${_s(
        expected,
      )} on Windows`, () => {
        cwd = process.cwd;
        process.cwd = vi.fn(() => String.raw`C:\Windows\path\only`);
        expect(function_(...arguments_.map((i) => _r(i)))).to.equal(
          _r(expected),
        );
        process.cwd = cwd;
      });
    }
  });
}
