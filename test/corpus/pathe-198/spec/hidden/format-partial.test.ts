// Hidden tests of the same bug (unjs/pathe#198: format() with only some of its fields gave
// "undefined" in the path, and an ext without its dot), written for this corpus; expected
// values are what node:path's posix.format gives.
import { posix } from "node:path";
import { describe, expect, it } from "vitest";

import { format } from "../../src";

describe("format with some fields missing", () => {
  it("a name without ext, under a root or a dir", () => {
    expect(format({ root: "/", name: "f" })).toBe("/f");
    expect(format({ root: "/", dir: "/srv", name: "app" })).toBe("/srv/app");
  });

  it("an ext without a name", () => {
    expect(format({ dir: "/a/b", ext: ".gz" })).toBe("/a/b/.gz");
  });

  it("an ext without its leading dot", () => {
    expect(format({ name: "n", ext: "e" })).toBe("n.e");
    expect(format({ name: "archive", ext: "tar.gz" })).toBe("archive.tar.gz");
  });

  it("agrees with node:path for complete and empty objects", () => {
    for (const p of [{ base: "a.txt" }, { dir: "x", base: "y" }, {}, { name: "a", ext: ".b" }]) {
      expect(format(p)).toBe(posix.format(p));
    }
  });
});
