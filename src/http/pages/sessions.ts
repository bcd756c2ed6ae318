/**
 * Sign-in for the review pages: a reviewer pastes a service token once; the page keeps it in
 * this process's memory under a random session id, and the browser holds only that id, in an
 * HttpOnly, SameSite=Strict cookie scoped to /ui. Every request authenticates the token again
 * (a revoked or rescoped token stops working at once), and every form carries the session's
 * CSRF token, compared in constant time. Sessions end after SESSION_MS, at sign-out, or when
 * the service restarts.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { ServiceError } from '../../core/errors.js';
import type { RequestContext } from '../../service/context.js';
import { authenticate } from '../../service/tokens.js';
import type { AppDeps, AppEnv } from '../app-env.js';

export const SESSION_COOKIE = 'pp_session';
const SESSION_MS = 8 * 60 * 60 * 1000;
const MAX_SESSIONS = 10_000;

interface Session {
  readonly token: string;
  readonly csrf: string;
  readonly expires: number;
}

/** The signed-in caller of a page: who they are, and the CSRF token its forms must carry. */
export interface PageCaller {
  readonly request: RequestContext;
  readonly csrf: string;
}

export class PageSessions {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Signs in with `token` (checked first: Unauthorized when it is not a live token) and sets the cookie. */
  async signIn(c: Context<AppEnv>, deps: AppDeps, token: string): Promise<void> {
    await authenticate(deps.context.store, `Bearer ${token}`);
    this.sweep();
    if (this.sessions.size >= MAX_SESSIONS) throw new ServiceError('RateLimited', 'too many open sessions on this service; try again later');
    const id = randomBytes(32).toString('base64url');
    this.sessions.set(id, { token, csrf: randomBytes(32).toString('base64url'), expires: this.now() + SESSION_MS });
    setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: 'Strict', path: '/ui', maxAge: SESSION_MS / 1000, secure: isHttps(c) });
  }

  signOut(c: Context<AppEnv>): void {
    const id = getCookie(c, SESSION_COOKIE);
    if (id !== undefined) this.sessions.delete(id);
    deleteCookie(c, SESSION_COOKIE, { path: '/ui' });
  }

  /** The signed-in caller, or null (no cookie, an unknown or expired session, a token no longer valid). */
  async caller(c: Context<AppEnv>, deps: AppDeps): Promise<PageCaller | null> {
    const id = getCookie(c, SESSION_COOKIE);
    const session = id === undefined ? undefined : this.sessions.get(id);
    if (!session || session.expires <= this.now()) return null;
    try {
      const principal = await authenticate(deps.context.store, `Bearer ${session.token}`);
      return { request: { principal, traceId: c.get('traceId') }, csrf: session.csrf };
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'Unauthorized') return null;
      throw error;
    }
  }

  /** A form post's CSRF token must be the session's, and a browser's Origin (when sent) this service's. */
  assertForm(c: Context<AppEnv>, caller: PageCaller, sent: unknown): void {
    const origin = c.req.header('origin');
    const own = new URL(c.req.url).origin;
    const token = typeof sent === 'string' ? Buffer.from(sent) : Buffer.alloc(0);
    const expected = Buffer.from(caller.csrf);
    const same = token.length === expected.length && timingSafeEqual(token, expected);
    if (!same || (origin !== undefined && origin !== 'null' && origin !== own)) {
      throw new ServiceError('CsrfRejected', 'the form did not come from this page (CSRF check failed); reload the page and submit it again');
    }
  }

  private sweep(): void {
    const now = this.now();
    for (const [id, session] of this.sessions) if (session.expires <= now) this.sessions.delete(id);
  }
}

function isHttps(c: Context<AppEnv>): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}
