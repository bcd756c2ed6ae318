/**
 * PostgreSQL for the tests in a container of the locally built image patchproof-postgres:15
 * (docker/postgres/), started through testcontainers. Nothing is ever pulled (there is no
 * registry): a missing image fails with the command that builds it. Ryuk, testcontainers'
 * reaper, is itself an image that would be pulled, so it is off and this module cleans up:
 * `stop()` removes the container, and each start first removes test containers whose owner
 * process is gone (a vitest killed before its teardown). Used by test/support/
 * postgres-setup.ts in vitest's main process; testcontainers loads only when a test asks.
 */
import { randomBytes } from 'node:crypto';
import type Dockerode from 'dockerode';
import {
  currentOwner,
  formatOwner,
  ownerAlive,
  parseOwner,
} from '../../src/adapters/runner-common/index.js';

export const POSTGRES_IMAGE = 'patchproof-postgres:15';
export const BUILD_COMMAND = 'sudo bash docker/postgres/build.sh';

const ROLE_LABEL = 'org.patchproof.role';
const ROLE = 'test-postgres';
const OWNER_LABEL = 'org.patchproof.owner';
/** initdb makes this role the superuser: it may create and force-drop each suite's database. */
const USER = 'patchproof_test';
const STARTUP_TIMEOUT_MS = 60_000;

export interface RunningPostgres {
  /** An admin URL on the `postgres` database, as PATCHPROOF_TEST_DATABASE_URL would give. */
  readonly url: string;
  /** Milliseconds from `start()` to a server answering pg_isready on its mapped port. */
  readonly startMs: number;
  /** Removes the container and its data volume. */
  stop(): Promise<void>;
}

/** Starts a fresh PostgreSQL container; rejects, saying how to fix it, if the image is missing. */
export async function startPostgres(): Promise<RunningPostgres> {
  // Read when testcontainers first looks for its reaper, so set before anything starts.
  process.env['TESTCONTAINERS_RYUK_DISABLED'] = 'true';
  const { getContainerRuntimeClient, ImageName } = await import('testcontainers');
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
  const client = await getContainerRuntimeClient();
  // testcontainers pulls any image it does not find; checking first means it never does.
  if (!(await client.image.exists(ImageName.fromString(POSTGRES_IMAGE)))) {
    const fix = `build it with: ${BUILD_COMMAND} (nothing is pulled)`;
    throw new Error(`image ${POSTGRES_IMAGE} is missing; ${fix}`);
  }
  await removeLeftovers(client.container.dockerode);
  const started = Date.now();
  // The module's default wait: its health check (pg_isready over TCP every 250 ms; the
  // entrypoint's first-start server listens on no TCP port) and the mapped port answering.
  const container = await new PostgreSqlContainer(POSTGRES_IMAGE)
    .withUsername(USER)
    .withPassword(randomBytes(18).toString('base64url'))
    // The entrypoint creates no extra database (no second initdb-time server) for `postgres`.
    .withDatabase('postgres')
    .withLabels({ [ROLE_LABEL]: ROLE, [OWNER_LABEL]: formatOwner(currentOwner()) })
    .withStartupTimeout(STARTUP_TIMEOUT_MS)
    .start();
  const startMs = Date.now() - started;
  return {
    url: container.getConnectionUri(),
    startMs,
    async stop() {
      await container.stop({ remove: true, removeVolumes: true });
    },
  };
}

/**
 * Without Ryuk, a vitest killed before its teardown leaves its container running. Those
 * whose owner is known to be gone (this host, a dead or reused pid, an earlier boot) are
 * removed; a live owner's (another checkout's test run) and unknown hosts' are left alone.
 */
async function removeLeftovers(engine: Dockerode): Promise<void> {
  const filters = { label: [`${ROLE_LABEL}=${ROLE}`] };
  const listed = await engine.listContainers({ all: true, filters });
  for (const container of listed) {
    const owner = parseOwner(container.Labels[OWNER_LABEL]);
    if (owner === undefined || ownerAlive(owner) !== false) continue;
    await engine
      .getContainer(container.Id)
      .remove({ force: true, v: true })
      .catch(() => undefined);
  }
}
