// Hook files a spec's Node commands name (core/gates/node-hooks.ts) become protected paths of
// the resolved spec, so a patch to a preload, loader or custom reporter is ProtectedPath.
import { describe, expect, it } from 'vitest';
import { nodeHookPatterns } from '../../src/core/gates/node-hooks.js';
import { resolveRunSpec } from '../../src/core/runspec/resolve.js';
import { runSpecSchema } from '../../src/core/runspec/schema.js';
import { intakePolicyFor } from '../../src/core/runspec/intake-policy.js';
import { codexAdd, outcome } from '../support/intake.js';

const digest = `ws1_${'a'.repeat(64)}` as const;

function specWith(command: string[]) {
  const input = runSpecSchema.parse({
    version: 1,
    runner: { kind: 'docker', image: 'patchproof-runner-node:20' },
    reproduction: { tests: 'r', command, report: { format: 'tap' } },
    regression: {
      command: ['node', '--test', '--test-reporter=tap', 'test/'],
      report: { format: 'tap' },
    },
    hidden: {
      tests: 'h',
      command: ['node', '--test', 'patchproof_tests/hidden/'],
      report: { format: 'tap' },
    },
  });
  return resolveRunSpec(input, {
    reproductionTests: { dir: '/r', digest },
    hiddenTests: { dir: '/h', digest },
    includes: [],
  });
}

describe('Node hook files', () => {
  it.each([
    [['node', '--require', './test/setup.js', '--test'], '/test/setup.js'],
    [['node', '-r', 'test/setup.cjs', '--test'], '/test/setup.cjs'],
    [['node', '--import=./register.mjs', '--test'], '/register.mjs'],
    [['node', '--experimental-loader', './loader.mjs', '--test'], '/loader.mjs'],
    [['node', '--test', '--test-reporter=./reporters/judge.mjs'], '/reporters/judge.mjs'],
    [['node', '--env-file=.env.test', '--test'], '/.env.test'],
    [['env', 'NODE_OPTIONS=--require ./preload.js', 'node', '--test'], '/preload.js'],
    [['sh', '-c', 'cd web && node --import ./hooks/ts.mjs --test'], '/web/hooks/ts.mjs'],
    [['npx', 'mocha', '--file', 'test/root-hooks.js'], undefined],
    [['mocha', '--require', 'test/hooks.js'], '/test/hooks.js'],
    [['vitest', 'run', '--config', 'tests.config.mjs'], '/tests.config.mjs'],
  ])('%j protects %s', (command, pattern) => {
    const found = nodeHookPatterns([command]);
    if (pattern === undefined) expect(found).toEqual([]);
    else expect(found).toEqual(expect.arrayContaining([pattern, `${pattern}.*`]));
  });

  it('leaves built-in reporters and node: specifiers alone', () => {
    expect(
      nodeHookPatterns([
        [
          'node',
          '--test',
          '--test-reporter=tap',
          '--test-reporter',
          'spec',
          '--import',
          'node:test',
        ],
      ]),
    ).toEqual([]);
  });

  it('refuses a patch to a preload the spec names, and allows the tests beside it', async () => {
    const spec = specWith([
      'node',
      '--require',
      './test/setup',
      '--test',
      '--test-reporter=tap',
      'patchproof_tests/reproduction/',
    ]);
    const base = { 'test/setup.js': 'x\n', 'test/a.test.js': 'x\n' };
    const policy = intakePolicyFor(spec);
    const update = [
      '*** Begin Patch',
      '*** Update File: test/setup.js',
      '@@',
      '-x',
      '+y',
      '*** End Patch',
      '',
    ].join('\n');
    expect(await outcome(base, update, policy)).toBe('ProtectedPath');
    // Resolution of an extension-less preload tries setup.cjs, setup/index.js … before others.
    expect(await outcome(base, codexAdd('test/setup.cjs'), policy)).toBe('ProtectedPath');
    expect(await outcome(base, codexAdd('test/setup/index.js'), policy)).toBe('ProtectedPath');
    expect(await outcome(base, codexAdd('test/b.test.js'), policy)).toBe('accepted');
  });

  it('leaves the spec hash of a spec without hooks as it was', () => {
    const plain = specWith([
      'node',
      '--test',
      '--test-reporter=tap',
      'patchproof_tests/reproduction/',
    ]);
    expect(plain.protectedPaths.protected.some((p) => p.startsWith('/'))).toBe(false);
  });
});
