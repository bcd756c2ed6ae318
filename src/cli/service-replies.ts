/**
 * What the service commands (review, approve, gate) share: the exit code for a service that
 * could not answer, fetching a proposal by a hash checked first, and reporting a refusal or
 * failure the same way.
 */
import type { z } from 'zod';
import { proposalResponse, typedHash } from '../api/schemas.js';
import { isRefusal, type ServiceClient } from '../client/service-client.js';
import { quoteUntrusted } from '../core/text/safe-text.js';
import { EXIT, type Io, printError, printJson, UsageError, wireOf } from './output.js';

/** Exit code of the service commands when the service could not be asked or answered badly. */
export const EXIT_UNFINISHED = 3;

export type ProposalView = z.infer<typeof proposalResponse>;

/** GET /v1/proposals/{hash}; the hash is checked here so a typo is a usage error, not a 400. */
export async function fetchProposal(
  client: ServiceClient,
  hash: string | undefined,
  token: string,
): Promise<ProposalView> {
  if (!hash || !typedHash.safeParse(hash).success)
    throw new UsageError(
      `give the proposal hash (sha256:<64 hex digits>)${hash ? `, not ${quoteUntrusted(hash)}` : ''}`,
    );
  return client.call('GET', `/v1/proposals/${hash}`, proposalResponse, { token });
}

/** Prints a refusal or failure the same way for review and approve; the exit code. */
export function reportFailure(io: Io, error: unknown, json: boolean): number {
  const wire = wireOf(error);
  const refused = isRefusal(error);
  if (json) printJson(io, { error: wire });
  printError(io, wire, refused ? 'refused' : 'could not finish');
  return refused ? EXIT.refused : EXIT_UNFINISHED;
}
