// A run's upload in a process other than the one it was sent to: the tar is read back from the
// database and extracted into that process's own work folder (a stale copy there is replaced),
// and a stored tar that no longer gives the snapshot recorded for it registers nothing.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ServiceContext } from '../../src/service/context.js';
import { getRun, loadRunMaterials, registerRun } from '../../src/service/runs.js';
import { databaseKinds, describeDatabase } from '../support/databases.js';
import { FIXTURE_PROJECT } from '../support/projects.js';
import { FIXTURE, type TestService } from '../support/service.js';
import { buildTar } from '../support/tar.js';
import { openUploadService, type Upload } from './upload-service.js';

for (const kind of databaseKinds()) {
  describeDatabase(kind, 'API uploads: extracted again from the database', () => {
    let s: TestService;
    let tar: Uint8Array;
    let upload: Upload;

    beforeAll(async () => {
      ({ s, tar, upload } = await openUploadService(kind));
    });
    afterAll(async () => {
      await s?.close();
    });

    it('another process with an empty work folder extracts its own copy from the database (and replaces a stale one)', async () => {
      const digest = (await upload(tar)).json.upload as string;
      const registered = await s.call('POST', '/v1/runs', {
        token: s.tokens.approver,
        json: { project: FIXTURE_PROJECT, upload: digest },
      });
      const record = await getRun(s.context, registered.json.id as string, 'worker');
      const workDir = await mkdtemp(join(tmpdir(), 'pp-other-machine-'));
      try {
        // A copy left by an earlier process that no longer matches: measured, then made again.
        const stale = join(workDir, 'uploads', digest.slice('sha256:'.length));
        await mkdir(stale, { recursive: true });
        await writeFile(join(stale, 'calc.py'), 'tampered\n');
        const other: ServiceContext = { ...s.context, workDir };
        const materials = await loadRunMaterials(other, record);
        expect(materials.repository.snapshot.id).toBe(record.snapshot);
        expect(materials.repository.root.startsWith(workDir)).toBe(true);
        expect(await readFile(join(stale, 'calc.py'), 'utf8')).toBe(
          await readFile(join(s.root, FIXTURE, 'repo', 'calc.py'), 'utf8'),
        );
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    });

    it('a stored tar that no longer gives its recorded snapshot is refused (InvalidUpload), nothing registered', async () => {
      const other = await buildTar([
        { name: 'calc.py', content: 'def add(a, b):\n    return a - b\n' },
        { name: 'tests/test_calc.py', content: '' },
      ]);
      const digest = (await upload(other)).json.upload as string;
      await s.db.database.db.execute(
        sql`update uploads set snapshot = ${`ws1_${'0'.repeat(64)}`} where digest = ${digest}`,
      );
      const workDir = await mkdtemp(join(tmpdir(), 'pp-other-machine-'));
      try {
        const request = {
          principal: {
            tokenId: 'tok_x',
            role: 'proposer' as const,
            actor: 'agent-1',
            projects: null,
          },
          traceId: 'trace',
        };
        await expect(
          registerRun({ ...s.context, workDir }, request, {
            project: FIXTURE_PROJECT,
            upload: digest,
          }),
        ).rejects.toMatchObject({
          code: 'InvalidUpload',
          details: {
            upload: digest,
            expected: `ws1_${'0'.repeat(64)}`,
            actual: expect.stringMatching(/^ws1_[0-9a-f]{64}$/),
          },
        });
      } finally {
        await rm(workDir, { recursive: true, force: true });
      }
    });
  });
}
