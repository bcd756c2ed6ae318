// The test the fix changed, from test/defu.test.ts at unjs/defu
// 3942bfbbcaa72084bd4284846c83bd61ed7c8b29 (MIT, see repo/LICENSE), copied whole in its
// describe block; only the imports are adapted. On the base, Object.assign() in src/defu.ts
// sets the result's prototype from a "__proto__" key of the defaults, so the polluted
// isAdmin is inherited: an assertion failure (true, expected false).
import { it, describe, expect } from "vitest";
import { defu } from "../../src/defu";

describe("defu", () => {
  it("should not override Object prototype", () => {
    const payload = JSON.parse('{"constructor": {"prototype": {"isAdmin": true}}}');
    defu({}, payload);
    defu(payload, {});
    defu(payload, payload);

    const malicious = JSON.parse('{"__proto__":{"isAdmin":true}}');
    const result = defu(malicious, { isAdmin: false });

    expect(result.isAdmin).toBe(false);

    // @ts-ignore
    expect({}.isAdmin).toBe(undefined);
  });
});
