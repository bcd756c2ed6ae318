/**
 * Progress as Server-Sent Events. The stream reads the append-only event log, so it works
 * whichever service process runs the validation: each event carries its log id (resume
 * with Last-Event-ID), and the stream ends with a `state` event once the validation has
 * ended and every event before that was sent.
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { ValidationRecord, ValidationState } from '../core/service/records.js';
import type { AppDeps, AppEnv } from './app-env.js';
import { validationView } from './views.js';

const ENDED: readonly ValidationState[] = ['completed', 'published', 'failed', 'cancelled'];

/** Streams `validation`'s events until it ends or the client goes away. */
export function streamValidationEvents(c: Context<AppEnv>, deps: AppDeps, validation: ValidationRecord): Response {
  const { store } = deps.context;
  const pollMs = deps.streamPollMs ?? 250;
  const resumeFrom = Number(c.req.header('last-event-id') ?? '0');
  return streamSSE(c, async (stream) => {
    let afterId = Number.isSafeInteger(resumeFrom) && resumeFrom > 0 ? resumeFrom : 0;
    let aborted = false;
    stream.onAbort(() => {
      aborted = true;
    });
    let lastBeat = Date.now();
    while (!aborted) {
      // The state is read before the events: an end seen here has all its events logged.
      const current = (await store.getValidation(validation.id)) ?? validation;
      const events = await store.listEvents({ validationId: validation.id, afterId, limit: 500 });
      for (const event of events) {
        afterId = event.id;
        await stream.writeSSE({
          id: String(event.id),
          event: 'progress',
          data: JSON.stringify({ stage: event.stage, status: event.status, actor: event.actor, at: event.at.toISOString(), error: event.error, durationMs: event.durationMs, detail: event.detail }),
        });
      }
      if (ENDED.includes(current.state) && events.length < 500) {
        await stream.writeSSE({ event: 'state', data: JSON.stringify(validationView(current)) });
        return;
      }
      if (Date.now() - lastBeat > 15_000) {
        // A comment line keeps proxies from closing an idle stream.
        await stream.write(': keep-alive\n\n');
        lastBeat = Date.now();
      }
      await stream.sleep(pollMs);
    }
  });
}
