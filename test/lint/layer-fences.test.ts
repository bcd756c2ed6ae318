/**
 * The layer fences of eslint.config.js hold: a deliberate bad import in each fenced layer is
 * an error, and the same file with an allowed import is clean (so the fence is not simply
 * rejecting everything).
 */
import { dirname, relative } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: docs/layers.js is plain JavaScript shared with eslint.config.js
import { ALLOWED as ALLOWED_JS, LAYERS as LAYERS_JS } from '../../docs/layers.js';

const LAYERS = LAYERS_JS as ReadonlyArray<{ name: string; folder: string }>;
const ALLOWED = ALLOWED_JS as Record<string, readonly string[]>;

const eslint = new ESLint({ cwd: process.cwd() });

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('layer fences', () => {
  const bad: Array<[string, string, string]> = [
    [
      'core → fs',
      'src/core/fence-probe.ts',
      "import { readFile } from 'node:fs/promises';\nexport const f = readFile;\n",
    ],
    [
      'core → app',
      'src/core/fence-probe.ts',
      "import { validate } from '../app/validate.js';\nexport const f = validate;\n",
    ],
    [
      'core → service',
      'src/core/fence-probe.ts',
      "import { runClaim } from '../service/run-claim.js';\nexport const f = runClaim;\n",
    ],
    [
      'app → adapters',
      'src/app/fence-probe.ts',
      "import { recordHiddenPhase } from '../adapters/fs/hidden-record.js';\nexport const f = recordHiddenPhase;\n",
    ],
    [
      'app → cli',
      'src/app/fence-probe.ts',
      "import { runValidation } from '../cli/validation-pipeline.js';\nexport const f = runValidation;\n",
    ],
    [
      'app → fs',
      'src/app/fence-probe.ts',
      "import { readFile } from 'fs';\nexport const f = readFile;\n",
    ],
    [
      'app → dockerode',
      'src/app/fence-probe.ts',
      "import Docker from 'dockerode';\nexport const f = Docker;\n",
    ],
  ];
  for (const [name, file, code] of bad) {
    it(`refuses ${name}`, async () => {
      expect(await ruleIds(code, file)).toContain('no-restricted-imports');
    });
  }

  it('lets the use-case layer use the core, and the CLI use the use-case layer', async () => {
    expect(
      await ruleIds(
        "import { execute } from '../core/execution/execute.js';\nexport const f = execute;\n",
        'src/app/fence-probe.ts',
      ),
    ).toEqual([]);
    expect(
      await ruleIds(
        "import { validate } from '../app/validate.js';\nexport const f = validate;\n",
        'src/cli/fence-probe.ts',
      ),
    ).toEqual([]);
  });
});

/** A real file of each layer of docs/layers.js, to import, and where a probe of that layer sits. */
const SITES: Record<string, { probe: string; target: string }> = {
  core: { probe: 'src/core/gates/fence-probe.ts', target: 'src/core/hash/digest.ts' },
  'core-protocol': {
    probe: 'src/core/receipt/fence-probe.ts',
    target: 'src/core/execution/execute.ts',
  },
  app: { probe: 'src/app/fence-probe.ts', target: 'src/app/validate.ts' },
  adapter: { probe: 'src/adapters/fs/fence-probe.ts', target: 'src/adapters/repo/index.ts' },
  api: { probe: 'src/api/fence-probe.ts', target: 'src/api/schemas.ts' },
  client: { probe: 'src/client/fence-probe.ts', target: 'src/client/service-client.ts' },
  service: { probe: 'src/service/fence-probe.ts', target: 'src/service/tokens.ts' },
  http: { probe: 'src/http/fence-probe.ts', target: 'src/http/app.ts' },
  mcp: { probe: 'src/mcp/fence-probe.ts', target: 'src/mcp/server.ts' },
  'cli-command': {
    probe: 'src/cli/commands/fence-probe.ts',
    target: 'src/cli/commands/snapshot.ts',
  },
  cli: { probe: 'src/cli/fence-probe.ts', target: 'src/cli/output.ts' },
  main: { probe: 'src/main/fence-probe.ts', target: 'src/main/cli.ts' },
};

function importFrom(probe: string, target: string): string {
  let spec = relative(dirname(probe), target).replace(/\.tsx?$/, '.js');
  if (!spec.startsWith('.')) spec = `./${spec}`;
  return `import * as m from '${spec}';\nexport const f = m;\n`;
}

const fenceErrors = async (probe: string, target: string): Promise<number> =>
  (await ruleIds(importFrom(probe, target), probe)).filter((id) => id === 'boundaries/dependencies')
    .length;

describe('every arrow of docs/layers.js, and only those', () => {
  it('names a site for every layer', () => {
    expect(Object.keys(SITES).sort()).toEqual(LAYERS.map((l) => l.name).sort());
  });
  for (const from of LAYERS.map((l) => l.name)) {
    for (const to of LAYERS.map((l) => l.name)) {
      if (from === to) continue;
      const allowed = ALLOWED[from]?.includes(to) ?? false;
      it(`${from} → ${to}: ${allowed ? 'allowed' : 'refused'}`, async () => {
        expect(await fenceErrors(SITES[from]!.probe, SITES[to]!.target)).toBe(allowed ? 0 : 1);
      });
    }
  }
});

describe('the fences the structural review found missing', () => {
  const refused: Array<[string, string, string]> = [
    [
      'mcp → cli (the service client lives in src/client)',
      'src/mcp/fence-probe.ts',
      'src/cli/output.ts',
    ],
    [
      'service → http (the server is wired in src/main)',
      'src/service/fence-probe.ts',
      'src/http/app.ts',
    ],
    [
      'runspec → execution (the runner port lives in core/runner)',
      'src/core/runspec/fence-probe.ts',
      'src/core/execution/execute.ts',
    ],
    ['gates → execution', 'src/core/gates/fence-probe.ts', 'src/core/execution/phase-result.ts'],
    [
      'a CLI helper → a command file (commands are not libraries)',
      'src/cli/fence-probe.ts',
      'src/cli/commands/propose.ts',
    ],
    [
      'the CLI → an adapter past its index.ts',
      'src/cli/fence-probe.ts',
      'src/adapters/repo/read-snapshot.ts',
    ],
    [
      'one adapter → another past its index.ts',
      'src/adapters/landing/fence-probe.ts',
      'src/adapters/fs/atomic-file.ts',
    ],
    ['http → mcp', 'src/http/fence-probe.ts', 'src/mcp/server.ts'],
    ['core → main', 'src/core/fence-probe.ts', 'src/main/cli.ts'],
  ];
  for (const [name, probe, target] of refused) {
    it(`refuses ${name}`, async () => {
      expect(await fenceErrors(probe, target)).toBe(1);
    });
  }
  it('lets an adapter use its own files, and anyone enter an adapter through index.ts', async () => {
    expect(
      await fenceErrors('src/adapters/repo/fence-probe.ts', 'src/adapters/repo/read-snapshot.ts'),
    ).toBe(0);
    expect(await fenceErrors('src/cli/fence-probe.ts', 'src/adapters/repo/index.ts')).toBe(0);
    expect(
      await fenceErrors('src/adapters/landing/fence-probe.ts', 'src/adapters/fs/index.ts'),
    ).toBe(0);
  });
  it('lets the composition root load a command file, and a command use the CLI helpers', async () => {
    expect(await fenceErrors('src/main/fence-probe.ts', 'src/cli/commands/propose.ts')).toBe(0);
    expect(await fenceErrors('src/cli/commands/fence-probe.ts', 'src/cli/inputs.ts')).toBe(0);
  });
});
