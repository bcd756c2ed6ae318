// A package.json change that no test run can see is accepted; anything else stays
// ProtectedPath (src/core/gates/inert-manifest.ts, issue 34: ai/nanoid's fix raised its
// size-limit budget in package.json and was refused).
import { describe, expect, it } from 'vitest';
import { manifestChangeProblem } from '../../src/core/gates/inert-manifest.js';
import { outcome, refusal } from '../support/intake.js';

const manifest = {
  name: 'nanoid',
  version: '5.0.1',
  type: 'module',
  exports: { '.': './index.js' },
  scripts: { test: 'node --test' },
  'size-limit': [{ path: 'index.js', limit: '90 B' }],
  devDependencies: { 'size-limit': '^11.0.0' },
};
const text = (m: object): string => `${JSON.stringify(m, null, 2)}\n`;
const v = (m: object) => ({ text: text(m), mode: '100644' });

describe('manifestChangeProblem', () => {
  it('accepts changes to keys no runtime or test tool reads, and reformatting', () => {
    expect(
      manifestChangeProblem(
        v(manifest),
        v({ ...manifest, version: '5.0.2', 'size-limit': [{ path: 'index.js', limit: '93 B' }] }),
      ),
    ).toBeNull();
    expect(
      manifestChangeProblem(v(manifest), { text: JSON.stringify(manifest), mode: '100644' }),
    ).toBeNull();
    expect(manifestChangeProblem(v(manifest), v({ ...manifest, keywords: ['id'] }))).toBeNull();
  });

  it.each([
    ['type', { ...manifest, type: 'commonjs' }],
    ['exports', { ...manifest, exports: { '.': './cheat.js' } }],
    ['scripts', { ...manifest, scripts: { test: 'true' } }],
    ['imports (added)', { ...manifest, imports: { '#x': './x.js' } }],
    ['mocha (a tool section)', { ...manifest, mocha: { require: 'x.js' } }],
    ['devDependencies', { ...manifest, devDependencies: {} }],
  ])('refuses a change to %s', (key, after) => {
    expect(manifestChangeProblem(v(manifest), v(after))).toMatch(/the patch changes "/);
    expect(manifestChangeProblem(v(manifest), v(after))).toContain(key.split(' ')[0]);
  });

  it('refuses what is not a JSON object on either side, a new or deleted file, a mode change', () => {
    expect(manifestChangeProblem(v(manifest), { text: '{"a":', mode: '100644' })).not.toBeNull();
    expect(manifestChangeProblem(v(manifest), { text: '[1]', mode: '100644' })).not.toBeNull();
    expect(manifestChangeProblem(null, v(manifest))).not.toBeNull();
    expect(manifestChangeProblem(v(manifest), null)).not.toBeNull();
    expect(manifestChangeProblem(v(manifest), { ...v(manifest), mode: '100755' })).not.toBeNull();
  });

  it('reads duplicate keys as Node does (the last wins): a hidden "type" is seen', () => {
    const sneaky = text(manifest).replace(
      '"type": "module",',
      '"type": "module", "type": "commonjs",',
    );
    expect(manifestChangeProblem(v(manifest), { text: sneaky, mode: '100644' })).toContain(
      '"type"',
    );
  });
});

describe('through intake', () => {
  const files = { 'package.json': text(manifest), 'index.js': 'export const x = 1\n' };
  const bump = (from: string, to: string): string =>
    [
      '*** Begin Patch',
      '*** Update File: index.js',
      '@@',
      '-export const x = 1',
      '+export const x = 2',
      '*** Update File: package.json',
      '@@',
      `-${from}`,
      `+${to}`,
      '*** End Patch',
      '',
    ].join('\n');

  it('accepts a fix that also raises the size budget', async () => {
    expect(await outcome(files, bump('      "limit": "90 B"', '      "limit": "93 B"'))).toBe(
      'accepted',
    );
  });

  it('refuses one that also changes the module type, saying which key', async () => {
    const e = await refusal(files, bump('  "type": "module",', '  "type": "commonjs",'));
    expect(e.code).toBe('ProtectedPath');
    expect(e.message).toContain('the patch changes "type"');
  });

  it('refuses adding a package.json, and one below node_modules/ whatever it holds', async () => {
    const add = (path: string): string =>
      [
        '*** Begin Patch',
        `*** Add File: ${path}`,
        '+{"version": "1.0.0"}',
        '*** End Patch',
        '',
      ].join('\n');
    expect(await outcome(files, add('lib/package.json'))).toBe('ProtectedPath');
    expect(await outcome(files, add('node_modules/x/package.json'))).toBe('ProtectedPath');
  });
});
