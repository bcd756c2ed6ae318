// Hidden tests of the same bug (unjs/pathe#203: extname of a path that ends with a dot),
// written for this corpus; expected values are what node:path's posix.extname gives.
import { posix } from "node:path";
import { describe, expect, it } from "vitest";

import { extname } from "../../src";

describe("extname of names ending with a dot", () => {
  it("a short name with a trailing dot", () => {
    expect(extname("a.")).toBe(".");
    expect(extname("x/y.")).toBe(".");
  });

  it("longer names and folders", () => {
    expect(extname("/home/user/archive.tar.")).toBe(".");
    expect(extname("dir/name..")).toBe(".");
    expect(extname("./report.final.")).toBe(".");
  });

  it("Windows paths", () => {
    expect(extname("C:\\temp\\draft.")).toBe(".");
    expect(extname("\\temp\\b.")).toBe(".");
  });

  it("agrees with node:path for ordinary names", () => {
    for (const p of ["file.txt", ".bashrc", "a.b.c", "noext", "/x/y.z", "..", ".", "..foo", "b."]) {
      expect(extname(p)).toBe(posix.extname(p));
    }
  });
});
