/**
 * The layer fences of eslint.config.js hold: a deliberate bad import in each fenced layer is
 * an error, and the same file with an allowed import is clean (so the fence is not simply
 * rejecting everything).
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layer fences', () => {
  const bad: Array<[string, string, string]> = [
    ['core → fs', 'src/core/fence-probe.ts', "import { readFile } from 'node:fs/promises';\nexport const f = readFile;\n"],
    ['core → app', 'src/core/fence-probe.ts', "import { validate } from '../app/validate.js';\nexport const f = validate;\n"],
    ['core → service', 'src/core/fence-probe.ts', "import { runClaim } from '../service/run-claim.js';\nexport const f = runClaim;\n"],
    ['app → adapters', 'src/app/fence-probe.ts', "import { recordHiddenPhase } from '../adapters/fs/hidden-record.js';\nexport const f = recordHiddenPhase;\n"],
    ['app → cli', 'src/app/fence-probe.ts', "import { runValidation } from '../cli/validation-pipeline.js';\nexport const f = runValidation;\n"],
    ['app → fs', 'src/app/fence-probe.ts', "import { readFile } from 'fs';\nexport const f = readFile;\n"],
    ['app → dockerode', 'src/app/fence-probe.ts', "import Docker from 'dockerode';\nexport const f = Docker;\n"],
  ];
  for (const [name, file, code] of bad) {
    it(`refuses ${name}`, async () => {
      expect(await ruleIds(code, file)).toContain('no-restricted-imports');
    });
  }

  it('lets the use-case layer use the core, and the CLI use the use-case layer', async () => {
    expect(await ruleIds("import { execute } from '../core/execution/execute.js';\nexport const f = execute;\n", 'src/app/fence-probe.ts')).toEqual([]);
    expect(await ruleIds("import { validate } from '../app/validate.js';\nexport const f = validate;\n", 'src/cli/fence-probe.ts')).toEqual([]);
  });
});
