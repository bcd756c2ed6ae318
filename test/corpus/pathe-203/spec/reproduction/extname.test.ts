// The test the fix changed, from test/index.spec.ts at unjs/pathe
// e78663c58ef172169f9c1c4d4dbc64191eee3885 (MIT, see repo/LICENSE): the extname table, whole, with
// the file's runTest, _s and _r helpers; only the import path is adapted.
import { describe, expect, it, vi } from "vitest";

import { extname } from "../../src";

runTest("extname", extname, {
  // POSIX
  "/temp/myfile.html": ".html",
  "./myfile.html": ".html",
  "./myfile.tar.gz": ".gz",
  "./myfile.tar.gz.br": ".br",

  ".foo": "",
  "..foo": ".foo",
  "foo.123": ".123",
  "..": "",
  ".": "",
  "./": "",
  "foo.": ".",
  "...": ".",

  // Windows
  "C:\\temp\\myfile.html": ".html",
  "\\temp\\myfile.html": ".html",
  ".\\myfile.html": ".html",
});

function _s(item: unknown) {
  return (JSON.stringify(_r(item)) || "undefined").replace(/"/g, "'");
}

function _r(item: unknown) {
  return typeof item === "function" ? item() : item;
}

type AnyFunction<TArgs extends unknown[] = never> = (...args: TArgs) => unknown;
type TestCaseArray<T extends AnyFunction> = [
  ...unknown[],
  ReturnType<T> | (() => ReturnType<T>),
];

export function runTest<T extends AnyFunction>(
  name: string,
  function_: T,
  items: Record<PropertyKey, ReturnType<T>> | Array<TestCaseArray<T>>,
) {
  if (!Array.isArray(items)) {
    items = Object.entries(items).map((e) => e.flat()) as Array<
      TestCaseArray<T>
    >;
  }
  describe(`${name}`, () => {
    let cwd;
    for (const item of items) {
      const expected = item.pop() as ReturnType<T>;
      const arguments_ = item as unknown as Parameters<T>;
      it(`${name}(${arguments_.map((i) => _s(i)).join(",")}) should be ${_s(
        expected,
      )}`, () => {
        expect(
          (function_ as unknown as AnyFunction<unknown[]>)(
            ...arguments_.map((i) => _r(i)),
          ),
        ).to.equal(_r(expected));
      });
      it(`${name}(${arguments_.map((i) => _s(i)).join(",")}) should be ${_s(
        expected,
      )} on Windows`, () => {
        cwd = process.cwd;
        process.cwd = vi.fn(() => String.raw`C:\Windows\path\only`);
        expect(
          (function_ as unknown as AnyFunction<unknown[]>)(
            ...arguments_.map((i) => _r(i)),
          ),
        ).to.equal(_r(expected));
        process.cwd = cwd;
      });
    }
  });
}
