// Hidden tests of the same bug (unjs/defu#156), written for this corpus: a "__proto__" key
// in the defaults (as JSON.parse makes it) never becomes the result's prototype.
import { it, describe, expect } from "vitest";
import { defu } from "../../src/defu";

describe("__proto__ in the defaults", () => {
  it("does not change the result's prototype", () => {
    const defaults = JSON.parse('{"__proto__": {"role": "admin"}, "port": 80}');
    const result: any = defu({}, defaults);
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(result.role).toBeUndefined();
    expect(result.port).toBe(80);
  });

  it("is not inherited by nested objects", () => {
    const defaults = JSON.parse('{"db": {"__proto__": {"polluted": 1}, "pool": 5}}');
    const result: any = defu({ db: { host: "x" } }, defaults);
    expect(result.db.polluted).toBeUndefined();
    expect(result.db.pool).toBe(5);
    expect(result.db.host).toBe("x");
  });

  it("leaves other values merged as before", () => {
    const result: any = defu({ a: 1, list: [2] }, JSON.parse('{"__proto__": {"b": 9}, "list": [3], "c": 4}'));
    expect(result.a).toBe(1);
    expect(result.b).toBeUndefined();
    expect(result.list).toEqual([2, 3]);
    expect(result.c).toBe(4);
  });
});
