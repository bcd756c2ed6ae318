// The module list as runners/lib/python-modules.py prints it and the image label holds it
// (src/adapters/runner-common/python-probe.ts): parsed strictly, refused with a code when it is not one.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseModuleList } from '../../src/adapters/runner-common/python-probe.js';
import { mergeModules } from '../../src/core/gates/runner-modules.js';
import { PatchProofError } from '../../src/core/errors.js';

const label = readFileSync(
  new URL('./fixtures/python-3.11-bookworm-modules.json', import.meta.url),
  'utf8',
);

function code(text: string): string {
  try {
    parseModuleList(text, 'a test');
    return 'parsed';
  } catch (e) {
    if (e instanceof PatchProofError) return `${e.code}/${String(e.details['reason'])}`;
    throw e;
  }
}

describe('the Python module list', () => {
  it('reads the runner image’s label', () => {
    const list = parseModuleList(label, 'the label');
    expect(list?.python).toBe('3.11.2');
    expect(list?.stdlib).toEqual(
      expect.arrayContaining(['argparse', 'difflib', 'pprint', 'fnmatch', 'signal', 'unittest']),
    );
    expect(list?.stdlib).not.toContain('test');
    expect(list?.testPackages).toEqual(
      expect.arrayContaining(['pytest', '_pytest', 'pluggy', 'iniconfig', 'packaging']),
    );
  });

  it('reads an image without Python', () => {
    expect(parseModuleList('{"v":1,"python":null}\n', 'the node image')).toBeNull();
  });

  it.each([
    ['not JSON', 'Traceback (most recent call last):'],
    ['another version', '{"v":2,"python":null}'],
    [
      'a name that is no module name',
      '{"v":1,"python":"3.11.2","stdlib":["os/../x"],"testPackages":[],"installed":[],"namespaces":[],"searchPath":[]}',
    ],
    [
      'no standard library',
      '{"v":1,"python":"3.11.2","stdlib":[],"testPackages":[],"installed":[],"namespaces":[],"searchPath":[]}',
    ],
    ['an unknown field', '{"v":1,"python":null,"extra":1}'],
  ])('refuses %s as RunnerUnavailable', (_name, text) => {
    expect(code(text)).toBe('RunnerUnavailable/module-list-unreadable');
  });

  it('merges the lists of several interpreters', () => {
    const a = {
      python: '3.11.2',
      stdlib: ['os'],
      testPackages: ['pytest'],
      installed: ['numpy'],
      namespaces: [],
      searchPath: ['/workspace/src'],
    };
    const b = {
      python: '3.12.1',
      stdlib: ['os', 'tomllib'],
      testPackages: ['hypothesis'],
      installed: [],
      namespaces: ['ns'],
      searchPath: [],
    };
    expect(mergeModules([null, a, b])).toEqual({
      python: '3.11.2',
      stdlib: ['os', 'tomllib'],
      testPackages: ['hypothesis', 'pytest'],
      installed: ['numpy'],
      namespaces: ['ns'],
      searchPath: ['/workspace/src'],
    });
    expect(mergeModules([null])).toBeNull();
  });
});
