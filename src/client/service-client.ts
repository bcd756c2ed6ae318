/**
 * The CLI's client of a PatchProof service (review, approve, gate). Every answer is parsed
 * with the API's own zod schemas: a service, or a proxy in front of it, that answers
 * something else is a coded error (MalformedResponse), never a crash or a guessed verdict.
 * Problem JSON becomes a RemoteRefusal carrying the server's code, path and details.
 */
import type { z } from 'zod';
import {
  type ErrorCode,
  ExecutionError,
  IntakeRefusal,
  PatchProofError,
  ServiceError,
  UsageError,
} from '../core/errors.js';
import { quoteUntrusted } from '../core/text/safe-text.js';
import { problemResponse } from '../api/schemas.js';

/** The service said no (problem JSON): the server's code, its HTTP status, its message. */
export class RemoteRefusal extends PatchProofError {
  readonly status: number;
  constructor(status: number, problem: z.infer<typeof problemResponse>) {
    // The service speaks the same code vocabulary as the CLI (src/core/errors.ts); a code this
    // build does not know (a newer server) is still passed through, so the operator sees it.
    super(problem.code as ErrorCode, problem.message, {
      ...(problem.path === undefined ? {} : { location: { path: problem.path } }),
      ...(problem.details === undefined ? {} : { details: problem.details }),
    });
    this.status = status;
  }
}

export interface RequestBody {
  readonly type: string;
  readonly data: string | Uint8Array;
}

export interface CallOptions {
  /** Bearer token; omitted for public routes. */
  readonly token?: string;
  readonly json?: unknown;
  readonly body?: RequestBody;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface ServiceClient {
  /** The base URL, without a trailing slash. */
  readonly server: string;
  /** One request; the answer parsed with `schema`, or RemoteRefusal, MalformedResponse, ServiceUnavailable. */
  call<S extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    schema: S,
    options?: CallOptions,
  ): Promise<z.infer<S>>;
  /** The exact bytes of a public resource (a receipt): no token is sent. */
  bytes(path: string): Promise<Uint8Array>;
}

/** A client of `server` (http or https URL); UsageError for anything else. */
export function serviceClient(server: string | undefined, timeoutMs = 60_000): ServiceClient {
  if (!server)
    throw new UsageError(
      '--server <url> is required (the PatchProof service, e.g. http://127.0.0.1:8080)',
    );
  let url: URL;
  try {
    url = new URL(server);
  } catch {
    throw new UsageError(
      `--server ${quoteUntrusted(server)} is not a URL; give e.g. http://127.0.0.1:8080`,
    );
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(
      `--server must be an http or https URL, not ${quoteUntrusted(url.protocol)}`,
    );
  const base = url.href.replace(/\/+$/, '');

  const send = async (method: string, path: string, options: CallOptions): Promise<Response> => {
    const headers: Record<string, string> = {
      ...options.headers,
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    };
    let body: string | Uint8Array | undefined;
    if (options.body) {
      headers['content-type'] = options.body.type;
      body = options.body.data;
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    try {
      return await fetch(`${base}${path}`, {
        method,
        headers,
        signal: AbortSignal.timeout(timeoutMs),
        ...(body === undefined ? {} : { body }),
      });
    } catch (error) {
      const cause =
        error instanceof Error
          ? error.cause instanceof Error
            ? error.cause.message
            : error.message
          : String(error);
      throw new ServiceError(
        'ServiceUnavailable',
        `cannot reach ${base} (${quoteUntrusted(cause, 200)}); check --server and that "patchproof serve" is running there`,
        { cause: error },
      );
    }
  };

  const refusal = async (response: Response): Promise<PatchProofError> => {
    const text = await response.text();
    const problem = problemResponse.safeParse(parseJson(text));
    if (problem.success) return new RemoteRefusal(response.status, problem.data);
    // A 5xx without problem JSON is usually a proxy or a crash: worth retrying later.
    if (response.status >= 500)
      return new ServiceError(
        'ServiceUnavailable',
        `${base} answered ${response.status} without a PatchProof problem; retry later`,
      );
    return malformed(response.status, `an error that is not PatchProof problem JSON`);
  };

  return {
    server: base,
    async call(method, path, schema, options = {}) {
      const response = await send(method, path, options);
      if (!response.ok) throw await refusal(response);
      const parsed = schema.safeParse(parseJson(await response.text()));
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        throw malformed(
          response.status,
          `${method} ${path}: ${issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'not the documented shape'}`,
        );
      }
      return parsed.data;
    },
    async bytes(path) {
      const response = await send('GET', path, {});
      if (!response.ok) throw await refusal(response);
      return new Uint8Array(await response.arrayBuffer());
    },
  };

  function malformed(status: number, what: string): PatchProofError {
    return new PatchProofError(
      'MalformedResponse',
      `the service at ${base} answered ${status} with ${quoteUntrusted(what, 300)}; is --server a PatchProof service of a compatible version?`,
    );
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * True for errors that mean "refused": the request was wrong or not allowed (a 4xx problem,
 * a bad command line, a patch over budget), as opposed to "could not finish" (unreachable,
 * overloaded, malformed answers, timeouts), which a retry may cure.
 */
export function isRefusal(error: unknown): boolean {
  if (error instanceof RemoteRefusal)
    return (
      error.status >= 400 && error.status < 500 && error.status !== 408 && error.status !== 429
    );
  return (
    error instanceof UsageError ||
    error instanceof IntakeRefusal ||
    (error instanceof ExecutionError && error.code === 'ApprovalMismatch')
  );
}

/** A token from the environment; UsageError naming the variable when it is unset. */
export function tokenFrom(env: NodeJS.ProcessEnv, name: string, what: string): string {
  const token = env[name]?.trim();
  if (!token) throw new UsageError(`set ${name} to ${what} (patchproof token create prints one)`);
  return token;
}
