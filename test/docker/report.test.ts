// JUnit reports read back out of the container (PROTOCOL 5: a report that cannot be
// trusted fails the phase closed). The code under test writes the report, so it can plant a
// symlink, a folder symlink, a device or a huge file there; each is refused, never followed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pack } from 'tar-stream';
import { createDockerRunner, dockerFailureCode } from '../../src/adapters/docker/index.js';
import { ArchiveRefused, singleFileFromTar } from '../../src/adapters/docker/tar-out.js';
import type { Runner } from '../../src/core/runner/runner-port.js';
import {
  PYTHON_IMAGE,
  makeWorkspace,
  ourContainers,
  removeWorkspaces,
  requireEngine,
  shSpec,
  skipDocker,
  suiteName,
  text,
} from './support.js';

type Entry = Parameters<ReturnType<typeof pack>['entry']>[0] & { body?: string };

async function tarOf(entries: Entry[]): Promise<Uint8Array> {
  const archive = pack();
  for (const { body, ...header } of entries) archive.entry(header, body ?? '');
  archive.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of archive) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

async function refusal(archive: Uint8Array, max = 1024): Promise<string> {
  const error: unknown = await singleFileFromTar(archive, 'report.xml', max).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ArchiveRefused);
  return (error as Error).message;
}

describe('strict parse of the report archive', () => {
  it('takes exactly one regular file of the expected name', async () => {
    const bytes = await singleFileFromTar(
      await tarOf([{ name: 'report.xml', type: 'file', body: '<testsuite/>' }]),
      'report.xml',
      1024,
    );
    expect(text(bytes)).toBe('<testsuite/>');
  });

  it.each([
    ['a symlink', [{ name: 'report.xml', type: 'symlink', linkname: '/etc/passwd' }]],
    ['a hard link', [{ name: 'report.xml', type: 'link', linkname: 'other.xml' }]],
    ['a folder', [{ name: 'report.xml', type: 'directory' }]],
    [
      'a character device',
      [{ name: 'report.xml', type: 'character-device', devmajor: 1, devminor: 3 }],
    ],
    ['a FIFO', [{ name: 'report.xml', type: 'fifo' }]],
    ['another name', [{ name: 'passwd', type: 'file', body: 'x' }]],
    ['a path, not a name', [{ name: '../report.xml', type: 'file', body: 'x' }]],
    [
      'two entries',
      [
        { name: 'report.xml', type: 'file', body: 'a' },
        { name: 'report.xml', type: 'file', body: 'b' },
      ],
    ],
    ['a file over the cap', [{ name: 'report.xml', type: 'file', body: 'x'.repeat(2048) }]],
  ] as Array<[string, Entry[]]>)('refuses %s', async (_what, entries) => {
    await refusal(await tarOf(entries));
  });

  it('refuses an empty or malformed archive', async () => {
    await refusal(await tarOf([]));
    await refusal(new Uint8Array(Buffer.from('not a tar archive at all'.repeat(40))));
  });
});

requireEngine();

describe.skipIf(skipDocker)(suiteName('Docker runner: JUnit report read-back'), () => {
  let runner: Runner;
  let small: Runner;
  beforeAll(async () => {
    [runner, small] = await Promise.all([
      createDockerRunner({ image: PYTHON_IMAGE }),
      createDockerRunner({ image: PYTHON_IMAGE, maxReportBytes: 1024 }),
    ]);
  });
  afterAll(() => {
    expect(ourContainers()).toEqual([]);
    removeWorkspaces();
  });
  const junit = (path = 'out/report.xml') => ({ format: 'junit' as const, path });
  const FORGED = '<testsuite tests="1"><testcase classname="t" name="forged"/></testsuite>';

  it('reads the report the command wrote', async () => {
    const result = await runner.run(
      { dir: makeWorkspace() },
      shSpec(`mkdir out && printf '%s' '${FORGED}' > out/report.xml`, { report: junit() }),
    );
    expect(result.infrastructureError).toBeUndefined();
    expect(text(result.reportFile)).toBe(FORGED);
  });

  it('gives null, not an error, when no report was written', async () => {
    const result = await runner.run(
      { dir: makeWorkspace() },
      shSpec('exit 1', { report: junit() }),
    );
    expect(result).toMatchObject({ exitCode: 1, reportFile: null });
    expect(result.infrastructureError).toBeUndefined();
  });

  it.each([
    ['a symlink to a file outside the workspace', 'mkdir out && ln -s /etc/passwd out/report.xml'],
    [
      'a symlink to a forged report in the workspace',
      `mkdir out && printf '%s' '${FORGED}' > forged.xml && ln -s ../forged.xml out/report.xml`,
    ],
    [
      'under a folder symlink',
      `mkdir real && printf '%s' '${FORGED}' > real/report.xml && ln -s real out`,
    ],
    ['under a folder symlink leaving the workspace', 'ln -s /etc out'],
    ['a folder', 'mkdir -p out/report.xml'],
    ['a FIFO', 'mkdir out && mkfifo out/report.xml'],
  ])('refuses a report that is %s (ReportRefused, no bytes)', async (_what, script) => {
    const result = await runner.run({ dir: makeWorkspace() }, shSpec(script, { report: junit() }));
    expect(dockerFailureCode(result.infrastructureError)).toBe('ReportRefused');
    expect(result.reportFile).toBeNull();
  });

  it('refuses a report over the size cap', async () => {
    const result = await small.run(
      { dir: makeWorkspace() },
      shSpec('mkdir out && head -c 4096 /dev/zero > out/report.xml', { report: junit() }),
    );
    expect(dockerFailureCode(result.infrastructureError)).toBe('ReportRefused');
    expect(result.reportFile).toBeNull();
  });

  it('refuses a report path leaving the workspace', async () => {
    const result = await runner.run(
      { dir: makeWorkspace() },
      shSpec('true', { report: junit('../etc/passwd') }),
    );
    expect(dockerFailureCode(result.infrastructureError)).toBe('ReportRefused');
  });
});
