/** The service's flow driven through its API, for tests that need a validation or a published receipt. */
import type { TestService } from './service.js';

/** A validation of the fixture's fix, run to completion by the test's worker (not yet published); its id. */
export async function completedValidation(s: TestService): Promise<string> {
  const { run, approval } = await s.approved();
  const queued = await s.call('POST', `/v1/runs/${run}/validations`, {
    token: s.tokens.executor,
    json: { approval },
  });
  if (queued.status !== 202) throw new Error(`queue: ${queued.status} ${queued.text}`);
  let state = queued.json;
  while (state.state === 'queued' || state.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = (
      await s.call('GET', `/v1/validations/${queued.json.id as string}`, {
        token: s.tokens.auditor,
      })
    ).json;
  }
  return queued.json.id as string;
}

/** A completed validation, published by the publisher: its receipt's address. */
export async function publishedReceipt(s: TestService): Promise<string> {
  const published = await s.call(
    'POST',
    `/v1/validations/${await completedValidation(s)}/publish`,
    { token: s.tokens.publisher },
  );
  if (published.status !== 201) throw new Error(`publish: ${published.status} ${published.text}`);
  return published.json.receipt as string;
}
