import type { Request } from "express";
import session, { type SessionData } from "express-session";
import { and, eq, gte, sql } from "drizzle-orm";
import { sessions, users, type User } from "../../shared/schema/auth";
import type { AuthChangeFeed } from "../db/auth-change-feed";
import type { Database, QueryablePool } from "../db/connection";
import type { Clock } from "./clock";

// The signed-in user's id as passport stores it in the session, or null for anything else.
const sessionUserId = sql<number | null>`case when (${sessions.sess}->'passport'->>'user') ~ '^[0-9]{1,9}$'
  then (${sessions.sess}->'passport'->>'user')::int end`;

const PRELOADED_USER = Symbol("preloadedUser");
type LoadedSession = SessionData & { [PRELOADED_USER]?: User | null };
type Callback<T = void> = (error?: unknown, value?: T) => void;

const preloadedUsers = new WeakMap<Request, User | null>();

/**
 * The user that came with this request's session: a user, null when the session names nobody (or a
 * deleted account), undefined when the session was not loaded by this store (then passport reads it).
 */
export const takePreloadedUser = (req: Request): User | null | undefined => {
  const user = preloadedUsers.get(req);
  preloadedUsers.delete(req);
  return user;
};

export type { AuthChangeFeed } from "../db/auth-change-feed";

type CachedSession = { json: string; user: User | null; expiresAt: number };
const CACHE_LIMIT = 10_000;
const DEFAULT_LIFETIME_MS = 24 * 3_600_000;

const expiryOf = (sess: SessionData) => {
  const expires = sess.cookie?.expires;
  return expires ? new Date(expires) : new Date(Date.now() + DEFAULT_LIFETIME_MS);
};

/**
 * Sessions in the `sessions` table, each loaded together with its user in one query, so that a signed-in
 * request costs one database round trip. The user is read from `users`, so a removed admin role, a
 * disabled account or a new password takes effect on the very next request, on every instance.
 *
 * With a change feed (the embedded database, where the data-folder lock guarantees one process), loaded
 * sessions are also kept in memory: the database tells the store about every changed user and every
 * deleted session before the writing query even returns (see db/auth-change-feed.ts), so the memory
 * never answers with anything the database no longer holds.
 */
export class DatabaseSessionStore extends session.Store {
  private readonly loadSession;
  private readonly pool: QueryablePool;
  private readonly cache = new Map<string, CachedSession>();
  private isCacheOn = false;
  /** Bumped by every change notice, so that a load that raced with a change is not cached. */
  private changeCount = 0;
  /** Held here because the change feed holds its listeners weakly. */
  private readonly onChange = (change: string) => this.forget(change);

  private readonly clock: Clock;
  private readonly touchEveryMs: number;
  /** When each session's row was last written, by this process: a touch within touchEveryMs is skipped. */
  private readonly lastWrites = new Map<string, number>();

  constructor(options: { db: Database; pool: QueryablePool; clock: Clock; touchEveryMs: number; changeFeed?: AuthChangeFeed }) {
    super();
    const { db, pool, changeFeed } = options;
    this.pool = pool;
    this.clock = options.clock;
    this.touchEveryMs = options.touchEveryMs;
    this.loadSession = db
      .select({ sess: sessions.sess, expire: sessions.expire, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessionUserId))
      .where(and(eq(sessions.sid, sql.placeholder("sid")), gte(sessions.expire, sql.placeholder("now"))))
      .limit(1)
      .prepare("load_session_with_user");
    changeFeed?.(this.onChange).then(
      () => (this.isCacheOn = true),
      () => (this.isCacheOn = false),
    );
  }

  override get = (sid: string, callback: Callback<SessionData | null>) => {
    const cached = this.cache.get(sid);
    if (cached && cached.expiresAt >= Date.now()) return callback(null, this.withUser(JSON.parse(cached.json) as SessionData, cached.user));
    if (cached) this.cache.delete(sid);
    const changeCountAtStart = this.changeCount;
    // Expiry is judged by the real time, as express-session sets the cookie's expiry from it.
    this.loadSession.execute({ sid, now: new Date() }).then(([row]) => {
      if (!row) return callback(null, null);
      const sess = (typeof row.sess === "string" ? JSON.parse(row.sess) : row.sess) as SessionData;
      if (this.isCacheOn && this.changeCount === changeCountAtStart)
        this.remember(sid, { json: JSON.stringify(sess), user: row.user, expiresAt: row.expire.getTime() });
      callback(null, this.withUser(sess, row.user));
    }, callback);
  };

  override set = (sid: string, sess: SessionData, callback?: Callback) => {
    this.cache.delete(sid);
    this.noteWrite(sid);
    this.pool
      .query("insert into sessions (sid, sess, expire) values ($1, $2, $3) on conflict (sid) do update set sess = $2, expire = $3", [
        sid,
        JSON.stringify(sess),
        expiryOf(sess),
      ])
      .then(() => callback?.(), callback);
  };

  override destroy = (sid: string, callback?: Callback) => {
    this.cache.delete(sid);
    this.lastWrites.delete(sid);
    this.pool.query("delete from sessions where sid = $1", [sid]).then(() => callback?.(), callback);
  };

  /**
   * Slides the idle expiry without rewriting the session, at most once a minute per session: reads that
   * change nothing should not write on every request, and a minute is nothing against a 15-minute limit.
   */
  override touch = (sid: string, sess: SessionData, callback?: Callback) => {
    if (this.clock.now().getTime() - (this.lastWrites.get(sid) ?? 0) < this.touchEveryMs) return callback?.();
    this.noteWrite(sid);
    const expire = expiryOf(sess);
    this.pool.query("update sessions set expire = $1 where sid = $2", [expire, sid]).then(() => {
      const cached = this.cache.get(sid);
      if (cached) cached.expiresAt = expire.getTime();
      callback?.();
    }, callback);
  };

  override createSession(req: Request, sess: SessionData) {
    const user = (sess as LoadedSession)[PRELOADED_USER];
    if (user !== undefined) preloadedUsers.set(req, user);
    return super.createSession(req, sess);
  }

  // Not enumerable: the user is never copied into req.session nor written back to the row.
  private withUser(sess: SessionData, user: User | null) {
    Object.defineProperty(sess, PRELOADED_USER, { value: user ? { ...user } : null, enumerable: false });
    return sess;
  }

  private noteWrite(sid: string) {
    if (this.lastWrites.size >= 50_000) this.lastWrites.clear();
    this.lastWrites.set(sid, this.clock.now().getTime());
  }

  private remember(sid: string, entry: CachedSession) {
    if (this.cache.size >= CACHE_LIMIT) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(sid, entry);
  }

  private forget(change: string) {
    this.changeCount++;
    if (change === "all") return this.cache.clear();
    if (change.startsWith("sid:")) return void this.cache.delete(change.slice(4));
    const userId = Number(change.slice(5));
    for (const [sid, entry] of this.cache) if (entry.user?.id === userId) this.cache.delete(sid);
  }
}
