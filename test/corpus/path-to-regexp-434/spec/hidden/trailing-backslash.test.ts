// Hidden tests of the same bug (pillarjs/path-to-regexp#434: a path that ends with a lone
// backslash was accepted, or failed with an unrelated message), written for this corpus.
import { describe, expect, it } from "vitest";
import { compile, match, parse, pathToRegexp, PathError } from "../../src/index.js";

describe("a lone backslash at the end", () => {
  it("is an error on its own and after text", () => {
    expect(() => parse("\\")).toThrow(new PathError("Unexpected end after \\ at index 1", "\\"));
    expect(() => parse("/users\\")).toThrow(
      new PathError("Unexpected end after \\ at index 7", "/users\\"),
    );
  });

  it("is an error through every entry point", () => {
    expect(() => pathToRegexp("/a/:id\\")).toThrow(/Unexpected end after \\ at index 7/);
    expect(() => match("/b\\")).toThrow(/Unexpected end after \\ at index 3/);
    expect(() => compile("/c/{d\\")).toThrow(/Unexpected end after \\ at index 6/);
  });

  it("an escaped backslash at the end is still allowed", () => {
    const fn = match("/a\\\\");
    expect(fn("/a\\")).toEqual({ path: "/a\\", params: {} });
  });

  it("escapes elsewhere keep working", () => {
    expect(match("/x\\:y")("/x:y")).toEqual({ path: "/x:y", params: {} });
    expect(match("/p\\*")("/p*")).toEqual({ path: "/p*", params: {} });
    expect(compile("/q\\{r\\}/:id")({ id: "7" })).toBe("/q{r}/7");
  });
});
