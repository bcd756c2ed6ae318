// Hidden tests of the same bug (unjs/ufo#284), written for this corpus: the options of
// parseFilename() are optional, whatever the input.
import { describe, expect, test } from "vitest";
import { parseFilename } from "../../src";

describe("parseFilename without options", () => {
  test("takes the last segment of a URL", () => {
    expect(parseFilename("http://example.com/a/b/report.pdf?x=1#top")).toBe("report.pdf");
    expect(parseFilename("file:///var/log/syslog")).toBe("syslog");
  });

  test("is not strict", () => {
    expect(parseFilename("/path/to/.env")).toBe(".env");
    expect(parseFilename("/path/to/dir/")).toBeUndefined();
    expect(parseFilename()).toBeUndefined();
  });

  test("treats empty or null options as none", () => {
    expect(parseFilename("/x/y/.hidden", {})).toBe(".hidden");
    expect(parseFilename("/x/y/.hidden", null as any)).toBe(".hidden");
  });

  test("still honours strict", () => {
    expect(parseFilename("/x/y/.hidden", { strict: true })).toBeUndefined();
    expect(parseFilename("/x/y/z.tar.gz", { strict: true })).toBe("z.tar.gz");
  });
});
