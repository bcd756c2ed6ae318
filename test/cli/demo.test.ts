// The README's first command ends in `npm run demo`; this runs the same demo in-process
// and checks that every bundled case gets the outcome it is there to show.
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';

describe('patchproof demo', () => {
  it('accepts the fix and refuses the cheats it is meant to refuse', async () => {
    let out = '';
    const code = await main(['demo'], { out: (t) => void (out += `${t}\n`), err: (t) => void (out += `${t}\n`) });
    expect(out).not.toContain('UNEXPECTED');
    expect(code).toBe(0);
    expect(out).toMatch(/fix-add\.patch[^\n]*\n\s+accepted\s+proposal sha256:[0-9a-f]{64}/);
    expect(out).toMatch(/refused\s+ProtectedPath: tests\/conftest\.py/);
    expect(out).toMatch(/refused\s+UnsafePath/);
  });
});
