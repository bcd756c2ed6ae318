// Hidden tests of the same bug (unjs/scule#71: characters that have no case, such as "-",
// counted as uppercase, so custom splitters split at them), written for this corpus.
import { describe, expect, test } from "vitest";
import { isUppercase, kebabCase, splitByCase } from "../../src";

describe("characters without case", () => {
  test("punctuation and symbols are not uppercase", () => {
    expect(isUppercase("-")).toBe(false);
    expect(isUppercase(".")).toBe(false);
    expect(isUppercase("中")).toBe(false);
  });

  test("letters keep their case, beyond ASCII too", () => {
    expect(isUppercase("A")).toBe(true);
    expect(isUppercase("a")).toBe(false);
    expect(isUppercase("É")).toBe(true);
    expect(isUppercase("é")).toBe(false);
    expect(isUppercase("7")).toBeUndefined();
  });

  test("custom splitters do not split at other punctuation", () => {
    expect(splitByCase("a.b-c", ["_"])).toEqual(["a.b-c"]);
    expect(splitByCase("user@host_name", ["_"])).toEqual(["user@host", "name"]);
    expect(splitByCase("ÉtatCivil-x", ["_"])).toEqual(["État", "Civil-x"]);
  });

  test("default splitting is unchanged", () => {
    expect(splitByCase("fooBar_baz")).toEqual(["foo", "Bar", "baz"]);
    expect(kebabCase("FooBar")).toBe("foo-bar");
  });
});
