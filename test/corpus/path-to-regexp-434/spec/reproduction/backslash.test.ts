// The tests the fix added, from src/index.spec.ts at pillarjs/path-to-regexp
// 9a788793e7eeb0ccf9c53c1cb54d297b5badfcc3 (MIT, see repo/LICENSE): the five new tests, in their
// describe blocks; only the import is narrowed to what they use and its path adapted.
import { describe, it, expect } from "vitest";
import { parse, PathError } from "../../src/index.js";

describe("path-to-regexp", () => {
  describe("PathError", () => {
    it("should throw on eol backslash", () => {
      expect(() => parse("/foo\\")).toThrow(
        new PathError("Unexpected end after \\ at index 5", "/foo\\"),
      );
    });

    it("should throw on eol backslash in group", () => {
      expect(() => parse("/foo/{bar\\")).toThrow(
        new PathError("Unexpected end after \\ at index 10", "/foo/{bar\\"),
      );
    });

    it("should throw on eol backslash after param", () => {
      expect(() => parse("/foo/:bar\\")).toThrow(
        new PathError("Unexpected end after \\ at index 10", "/foo/:bar\\"),
      );
    });

    it("should throw on eol backslash after wildcard", () => {
      expect(() => parse("/foo/*bar\\")).toThrow(
        new PathError("Unexpected end after \\ at index 10", "/foo/*bar\\"),
      );
    });

    it("should throw on eol backslash in quoted param", () => {
      expect(() => parse('/foo/:"bar\\')).toThrow(
        new PathError("Unterminated quote at index 6", '/foo/:"bar\\'),
      );
    });
  });
});
