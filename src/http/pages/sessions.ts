/**
 * Sign-in for the review pages: a reviewer pastes a service token once; the page keeps it in
 * this process's memory under a random session id, and the browser holds only that id, in an
 * HttpOnly, SameSite=Strict cookie scoped to /ui. Every request authenticates the token again
 * (a revoked or rescoped token stops working at once, and its session is dropped), and every
 * form carries the session's CSRF token, compared in constant time; a browser that says the
 * post is cross-site (Sec-Fetch-Site, else Origin) is refused as well. Sessions end after
 * SESSION_MS, at sign-out, or when the service restarts; one token holds at most
 * PER_TOKEN sessions, and a full table drops its oldest, so no caller can lock others out.
 * Each session may make REQUESTS_PER_MINUTE page requests (the API's bearer limit does not
 * see cookies).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ServiceError } from '../../core/errors.js';
import type { RequestContext } from '../../service/context.js';
import { authenticate } from '../../service/tokens.js';
import type { AppDeps, AppEnv } from '../app-env.js';

export const SESSION_COOKIE = 'pp_session';
const SESSION_MS = 8 * 60 * 60 * 1000;
const MAX_SESSIONS = 10_000;
const PER_TOKEN = 16;
const REQUESTS_PER_MINUTE = 300;

interface Session {
  readonly token: string;
  /** SHA-256 of the token: which sessions one token holds. */
  readonly tokenKey: string;
  readonly csrf: string;
  readonly expires: number;
  window: { start: number; count: number };
}

/** The signed-in caller of a page: who they are, and the CSRF token its forms must carry. */
export interface PageCaller {
  readonly request: RequestContext;
  readonly csrf: string;
}

export class PageSessions {
  // Insertion order is age order: the first entries are the oldest.
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Signs in with `token` (checked first: Unauthorized when it is not a live token), ends the
   * session the browser had, and sets the cookie. A cross-site sign-in is refused: a page
   * elsewhere must not sign a reviewer in as someone else.
   */
  async signIn(c: Context<AppEnv>, deps: AppDeps, token: string): Promise<void> {
    assertSameSite(c);
    await authenticate(deps.context.store, `Bearer ${token}`);
    const previous = getCookie(c, SESSION_COOKIE);
    if (previous !== undefined) this.sessions.delete(previous);
    this.sweep();
    const tokenKey = createHash('sha256').update(token).digest('hex');
    const own = [...this.sessions].filter(([, s]) => s.tokenKey === tokenKey);
    for (const [id] of own.slice(0, Math.max(0, own.length - PER_TOKEN + 1)))
      this.sessions.delete(id);
    while (this.sessions.size >= MAX_SESSIONS)
      this.sessions.delete(this.sessions.keys().next().value as string);
    const id = randomBytes(32).toString('base64url');
    const now = this.now();
    this.sessions.set(id, {
      token,
      tokenKey,
      csrf: randomBytes(32).toString('base64url'),
      expires: now + SESSION_MS,
      window: { start: now, count: 0 },
    });
    setCookie(c, SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'Strict',
      path: '/ui',
      maxAge: SESSION_MS / 1000,
      secure: isHttps(c),
    });
  }

  /** Ends the caller's session; the cookie is cleared only for a session that was there. */
  signOut(c: Context<AppEnv>): void {
    const id = getCookie(c, SESSION_COOKIE);
    if (id === undefined || !this.sessions.delete(id)) return;
    deleteCookie(c, SESSION_COOKIE, { path: '/ui' });
  }

  /** The signed-in caller, or null (no cookie, an unknown or expired session, a token no longer valid). RateLimited past the session's share. */
  async caller(c: Context<AppEnv>, deps: AppDeps): Promise<PageCaller | null> {
    const id = getCookie(c, SESSION_COOKIE);
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (id === undefined || !session) return null;
    const now = this.now();
    if (session.expires <= now) {
      this.sessions.delete(id);
      return null;
    }
    if (now - session.window.start >= 60_000) session.window = { start: now, count: 0 };
    if (++session.window.count > REQUESTS_PER_MINUTE)
      throw new ServiceError(
        'RateLimited',
        `more than ${REQUESTS_PER_MINUTE} page requests in a minute from one session; wait a minute`,
      );
    try {
      const principal = await authenticate(deps.context.store, `Bearer ${session.token}`);
      return { request: { principal, traceId: c.get('traceId') }, csrf: session.csrf };
    } catch (error) {
      if (!(error instanceof ServiceError && error.code === 'Unauthorized')) throw error;
      this.sessions.delete(id);
      return null;
    }
  }

  /** A form post must carry the session's CSRF token and come from this site. */
  assertForm(c: Context<AppEnv>, caller: PageCaller, sent: unknown): void {
    assertSameSite(c);
    const token = typeof sent === 'string' ? Buffer.from(sent) : Buffer.alloc(0);
    const expected = Buffer.from(caller.csrf);
    if (!(token.length === expected.length && timingSafeEqual(token, expected))) {
      throw new ServiceError(
        'CsrfRejected',
        'the form did not come from this page (its CSRF token is missing or wrong); reload the page and submit it again',
      );
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) if (session.expires <= now) this.sessions.delete(id);
  }
}

/**
 * Refuses a post the browser says is cross-site: Sec-Fetch-Site when it is sent (same-origin,
 * or none for a user's own navigation), else an Origin whose host is not this request's
 * (behind a proxy, its forwarded host). `Origin: null` (sent under no-referrer) is left to
 * the CSRF token.
 */
function assertSameSite(c: Context<AppEnv>): void {
  const site = c.req.header('sec-fetch-site');
  const origin = c.req.header('origin');
  let foreign = false;
  if (site !== undefined) foreign = site !== 'same-origin' && site !== 'none';
  else if (origin !== undefined && origin !== 'null') {
    const host =
      c.req.header('x-forwarded-host') ?? c.req.header('host') ?? new URL(c.req.url).host;
    foreign = URL.canParse(origin) ? new URL(origin).host !== host : true;
  }
  if (foreign)
    throw new ServiceError(
      'CsrfRejected',
      'the form was posted from another site; open the page on this service and submit it there',
    );
}

function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}
