import type { Request } from "express";
import session, { type SessionData } from "express-session";
import connectPgSimple from "connect-pg-simple";
import { and, eq, gte, sql } from "drizzle-orm";
import { sessions, users, type User } from "../../shared/schema/auth";
import type { Database, QueryablePool } from "../db/connection";

const PgStore = connectPgSimple(session);

// The signed-in user's id as passport stores it in the session, or null for anything else.
const sessionUserId = sql<number | null>`case when (${sessions.sess}->'passport'->>'user') ~ '^[0-9]{1,9}$'
  then (${sessions.sess}->'passport'->>'user')::int end`;

const PRELOADED_USER = Symbol("preloadedUser");
type LoadedSession = SessionData & { [PRELOADED_USER]?: User | null };

const preloadedUsers = new WeakMap<Request, User | null>();

/**
 * The user that came with this request's session row: a user, null when the session names nobody (or a
 * deleted account), undefined when the session was not loaded by this store (then passport reads it).
 */
export const takePreloadedUser = (req: Request): User | null | undefined => {
  const user = preloadedUsers.get(req);
  preloadedUsers.delete(req);
  return user;
};

/**
 * connect-pg-simple, except that loading a session also loads its user in the same query: a signed-in
 * request costs one database round trip instead of two. The user is always read fresh from `users`, so a
 * removed admin role or a changed password takes effect on the very next request, on every instance.
 * Writes (set, touch, destroy) are connect-pg-simple's own.
 */
export class SessionStoreWithUser extends PgStore {
  private readonly loadSession;

  constructor({ db, pool }: { db: Database; pool: QueryablePool }) {
    // Expired rows are pruned by the app's own scheduled job, not by a timer in every instance.
    super({ pool: pool as never, tableName: "sessions", createTableIfMissing: false, pruneSessionInterval: false });
    this.loadSession = db
      .select({ sess: sessions.sess, user: users })
      .from(sessions)
      .leftJoin(users, eq(users.id, sessionUserId))
      .where(and(eq(sessions.sid, sql.placeholder("sid")), gte(sessions.expire, sql.placeholder("now"))))
      .limit(1)
      .prepare("load_session_with_user");
  }

  override get = (sid: string, callback: (error: unknown, session?: SessionData | null) => void) => {
    // Expiry is judged by the real time, as express-session sets the cookie's expiry from it.
    this.loadSession.execute({ sid, now: new Date() }).then(
      ([row]) => {
        if (!row) return callback(null, null);
        const sess = (typeof row.sess === "string" ? JSON.parse(row.sess) : row.sess) as LoadedSession;
        // Not enumerable: it never gets copied into req.session nor written back to the row.
        Object.defineProperty(sess, PRELOADED_USER, { value: row.user, enumerable: false });
        callback(null, sess);
      },
      (error: unknown) => callback(error),
    );
  };

  override createSession(req: Request, sess: SessionData) {
    const user = (sess as LoadedSession)[PRELOADED_USER];
    if (user !== undefined) preloadedUsers.set(req, user);
    return super.createSession(req, sess);
  }
}
