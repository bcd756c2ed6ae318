/**
 * The few container operations a run needs, each with a deadline (engine-call.ts).
 * Create goes to the API directly because dockerode drops the create response's
 * `Warnings`, and a warning means some confinement we asked for may not be in force.
 */
import type Dockerode from 'dockerode';
import type { IncomingMessage } from 'node:http';
import type { CreateBody } from './container-config.js';
import { type CallOptions, engineCall, isNotFound } from './engine-call.js';

export interface Created {
  readonly id: string;
  readonly warnings: readonly string[];
}

export async function createContainer(
  docker: Dockerode,
  body: CreateBody,
  ms: number,
): Promise<Created> {
  const answer = await engineCall(
    'create container',
    ms,
    (signal) =>
      new Promise<unknown>((resolve, reject) => {
        docker.modem.dial(
          {
            path: '/containers/create?',
            method: 'POST',
            options: { _query: {}, _body: body },
            abortSignal: signal,
            statusCodes: {
              200: true,
              201: true,
              400: 'bad parameter',
              404: 'no such image',
              409: 'conflict',
              500: 'server error',
            },
          },
          (error, data) => (error ? reject(error) : resolve(data)),
        );
      }),
  );
  const record =
    typeof answer === 'object' && answer !== null
      ? (answer as { Id?: unknown; Warnings?: unknown })
      : {};
  if (typeof record.Id !== 'string' || !/^[0-9a-f]{64}$/.test(record.Id))
    throw new Error('the engine answered container create without a container ID');
  const warnings = Array.isArray(record.Warnings) ? record.Warnings.map(String) : [];
  return { id: record.Id, warnings };
}

export function inspectContainer(
  docker: Dockerode,
  id: string,
  ms: number,
): Promise<Dockerode.ContainerInspectInfo> {
  return engineCall('inspect container', ms, (signal) =>
    docker.getContainer(id).inspect({ abortSignal: signal }),
  );
}

/** Force-removes the container and the anonymous volumes no other container uses (a holder's go with the last of the run); an already-gone container is fine. */
export async function removeContainer(docker: Dockerode, id: string, ms: number): Promise<void> {
  try {
    await engineCall('remove container', ms, (signal) =>
      docker
        .getContainer(id)
        .remove({ force: true, v: true, abortSignal: signal } as Dockerode.ContainerRemoveOptions),
    );
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

/** SIGKILL to the container's init, which takes the whole PID namespace with it. Errors are ignored: wait() tells what happened. */
export async function killContainer(docker: Dockerode, id: string, ms: number): Promise<void> {
  await engineCall('kill container', ms, (signal) =>
    docker.getContainer(id).kill({ signal: 'SIGKILL', abortSignal: signal }),
  ).catch(() => undefined);
}

/**
 * Attaches to a created container's output streams (and its input, when `stdin`). Dialled
 * here because dockerode's attach also sends its options as a JSON request body, and on a
 * hijacked connection the engine may hand those bytes to the container's standard input
 * ahead of ours (dockerode issue #777): the request carries an empty body instead.
 */
export function attachContainer(
  docker: Dockerode,
  id: string,
  stdin: boolean,
  signal: AbortSignal,
): Promise<NodeJS.ReadWriteStream> {
  return new Promise((resolve, reject) => {
    docker.modem.dial(
      {
        path: `/containers/${id}/attach?`,
        method: 'POST',
        isStream: true,
        hijack: stdin,
        openStdin: stdin,
        abortSignal: signal,
        file: Buffer.alloc(0),
        options: { _query: { stream: true, stdout: true, stderr: true, stdin } },
        statusCodes: { 101: true, 200: true, 404: 'no such container', 500: 'server error' },
      },
      (error, stream) => (error ? reject(error) : resolve(stream as NodeJS.ReadWriteStream)),
    );
  });
}

/** GET of an engine endpoint that answers JSON (/version, /info, /images/<ref>/json); dockerode's own calls take no abort signal for these. */
export function engineJson(
  docker: Dockerode,
  what: string,
  path: string,
  ms: number,
): Promise<Record<string, unknown>> {
  return engineCall(
    what,
    ms,
    (signal) =>
      new Promise<Record<string, unknown>>((resolve, reject) => {
        docker.modem.dial(
          {
            path,
            method: 'GET',
            abortSignal: signal,
            statusCodes: { 200: true, 404: 'not found', 500: 'server error' },
          },
          (error, data) =>
            error
              ? reject(error)
              : resolve(
                  typeof data === 'object' && data !== null
                    ? (data as Record<string, unknown>)
                    : {},
                ),
        );
      }),
  );
}

/**
 * Waits for the container to stop and returns its exit status. Dialled as a stream because
 * the engine sends the headers at once and the body only at exit: if the connection dies
 * in between (dockerd stopped), dockerode's own wait() never settles; here the closed
 * response rejects at once.
 */
export function waitContainer(
  docker: Dockerode,
  id: string,
  ms: number,
  options: CallOptions = {},
): Promise<number | null> {
  return engineCall(
    'wait for the container',
    ms,
    (signal) =>
      new Promise<number | null>((resolve, reject) => {
        docker.modem.dial(
          {
            path: `/containers/${id}/wait?`,
            method: 'POST',
            isStream: true,
            abortSignal: signal,
            statusCodes: { 200: true, 404: 'no such container', 500: 'server error' },
          },
          (error, response) => {
            if (error) return reject(error);
            const stream = response as IncomingMessage;
            const chunks: Buffer[] = [];
            let ended = false;
            stream.on('data', (chunk: Buffer) => chunks.push(chunk));
            stream.once('end', () => {
              ended = true;
              try {
                const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
                  StatusCode?: unknown;
                };
                resolve(typeof body.StatusCode === 'number' ? body.StatusCode : null);
              } catch (parseError) {
                reject(parseError);
              }
            });
            stream.on('error', reject);
            stream.once('close', () => {
              if (!ended)
                reject(
                  Object.assign(
                    new Error('the engine closed the connection before the container stopped'),
                    { code: 'ECONNRESET' },
                  ),
                );
            });
          },
        );
      }),
    options,
  );
}
