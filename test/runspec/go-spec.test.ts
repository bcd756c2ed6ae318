// What a run spec for Go suites may say (report format `go`): flags that pick or repeat tests
// by name are refused for sealed suites, and the module's vendored dependencies are protected.
import { describe, expect, it } from 'vitest';
import { PatchProofError } from '../../src/core/errors.js';
import { resolveRunSpec } from '../../src/core/runspec/resolve.js';
import { runSpecSchema } from '../../src/core/runspec/schema.js';

const digest = `ws1_${'a'.repeat(64)}` as const;

function specWith(
  reproduction: string[],
  regression = ['go', 'test', '-json', '-run', 'TestParse', './...'],
) {
  const input = runSpecSchema.parse({
    version: 1,
    runner: { kind: 'docker', image: 'patchproof-runner-go:1' },
    reproduction: { tests: 'r', command: reproduction, report: { format: 'go' } },
    regression: { command: regression, report: { format: 'go' } },
    hidden: {
      tests: 'h',
      command: ['go', 'test', '-json', './patchproof_tests/hidden/'],
      report: { format: 'go' },
    },
  });
  return resolveRunSpec(input, {
    reproductionTests: { dir: '/r', digest },
    hiddenTests: { dir: '/h', digest },
    includes: [],
  });
}

describe('a Go run spec', () => {
  it.each([
    ['-run', 'TestSingle'],
    ['-run=^TestSingle$'],
    ['-failfast'],
    ['-count=2'],
    ['--test.run=X'],
    ['-shuffle=on'],
    ['-skip', 'X'],
  ])('refuses %s in a sealed suite (InvalidRunSpec, naming the field)', (...flag) => {
    const error = (() => {
      try {
        specWith(['go', 'test', '-json', ...flag, './patchproof_tests/reproduction/']);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(PatchProofError);
    expect(error).toMatchObject({
      code: 'InvalidRunSpec',
      details: { field: 'reproduction.command' },
    });
  });

  it("allows them in the regression suite (the project's own, never renamed), and protects the root vendor/ folder", () => {
    const spec = specWith([
      'go',
      'test',
      '-json',
      '-v',
      '-timeout=60s',
      './patchproof_tests/reproduction/',
    ]);
    expect(spec.protectedPaths.protected).toContain('/vendor/');
    expect(spec.protectedPaths.protected).toEqual(
      expect.arrayContaining(['go.mod', 'go.sum', 'go.work']),
    );
  });
});
