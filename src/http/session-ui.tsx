/**
 * `patchproof session ui`: a live, read-only view of one workspace for the landing side
 * (issue 18), served on 127.0.0.1 only. The page shows the session state, checkpoints, the
 * pending export, a lock, and every protocol answer since the view started; a small script
 * follows `/events` (Server-Sent Events) and redraws. A request whose Host is not this
 * loopback address is refused, so a web page cannot reach the view by DNS rebinding.
 */
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { Answer, Observation } from '../adapters/landing/index.js';
import { ASSETS } from './pages/assets.js';
import { Layout } from './pages/layout.js';
import { sendPage } from './pages/send-page.js';

const MAX_STREAMS = 16;

export interface SessionFeed {
  current(): Observation | null;
  answers(): readonly Answer[];
  /** Calls `listener` on each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

function SessionPage(props: { observation: Observation | null; answers: readonly Answer[] }) {
  const o = props.observation;
  const pending = o?.session?.pending;
  return (
    <Layout
      lang="en"
      title={`${o?.state ?? 'Reading…'} · PatchProof session`}
      script="live-page.js"
    >
      <h1>
        Workspace <code>{o?.root ?? '…'}</code>
      </h1>
      <p id="session-state" role="status" data-events="/events">
        State: <strong>{o?.state ?? 'reading…'}</strong>
        {o?.problem ? ` · ${o.problem}` : ''}
      </p>
      <dl class="facts">
        <dt>Working tree</dt>
        <dd>
          <code>{o?.live ?? '—'}</code>
        </dd>
        <dt>Checkpoint</dt>
        <dd>
          <code>{o?.session?.checkpoint ?? '—'}</code>
          {o?.session ? ` (session started ${o.session.startedAt})` : ''}
        </dd>
        <dt>Pending export</dt>
        <dd>
          {pending ? (
            <>
              <code>{pending.envelope}</code> ({pending.base} → {pending.result}),{' '}
              {pending.createdAt}
            </>
          ) : (
            '—'
          )}
        </dd>
        <dt>Lock</dt>
        <dd>
          {o?.lock
            ? `${o.lock.reason} (since ${o.lock.since}; paths ${o.lock.paths.join(', ')}; originals in ${o.lock.journal})`
            : '—'}
        </dd>
      </dl>
      <h2>Checkpoints</h2>
      <ul id="checkpoints">
        {(o?.checkpoints ?? []).map((c) => (
          <li>
            <code>{c.id}</code> saved {c.savedAt}
          </li>
        ))}
      </ul>
      <h2>Answers</h2>
      <ol id="answers" reversed>
        {[...props.answers].reverse().map((a) => (
          <li>
            <time datetime={a.at}>{a.at}</time> <strong>{a.state}</strong> {a.text}
          </li>
        ))}
      </ol>
    </Layout>
  );
}

/** The view's app; `origin` is the only Host it answers (127.0.0.1:<port>). */
export function sessionUiApp(feed: SessionFeed, host: () => string): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    if (c.req.header('host') !== host())
      return c.text('this view answers only on its own loopback address\n', 421);
    await next();
  });
  app.get('/', (c) => {
    return sendPage(c, <SessionPage observation={feed.current()} answers={feed.answers()} />);
  });
  app.get('/ui/assets/:name', (c) => {
    const asset = ASSETS.get(c.req.param('name'));
    return asset
      ? c.body(asset.body, 200, { 'Content-Type': asset.type, 'X-Content-Type-Options': 'nosniff' })
      : c.text('no such asset\n', 404);
  });
  let streams = 0;
  app.get('/events', (c) => {
    // A handful of tabs is plenty for one user's view; more is something else.
    if (streams >= MAX_STREAMS) return c.text('too many open event streams on this view\n', 429);
    streams += 1;
    return streamSSE(c, async (stream) => {
      let changed = true;
      let wake: (() => void) | undefined;
      const unsubscribe = feed.subscribe(() => {
        changed = true;
        wake?.();
      });
      stream.onAbort(() => {
        unsubscribe();
        wake?.();
      });
      try {
        while (!stream.aborted) {
          if (changed) {
            changed = false;
            await stream.writeSSE({
              event: 'state',
              data: JSON.stringify({
                state: feed.current()?.state ?? null,
                answers: feed.answers().length,
              }),
            });
          }
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, 15_000);
          });
          if (!changed && !stream.aborted) await stream.write(': keep-alive\n\n');
        }
      } finally {
        unsubscribe();
        streams -= 1;
      }
    });
  });
  return app;
}
