import type { PGlite } from "@electric-sql/pglite";

/** Tells a listener which sign-ins changed in the database: "sid:<id>", "user:<id>" or "all". */
export type AuthChangeFeed = (onChange: (change: string) => void) => Promise<void>;

const CHANNEL = "auth_changed";

// Every change that must end a cached sign-in: a user row changed or removed (role, password, disabled,
// deleted), a session removed (sign-out elsewhere, password change, pruning), or either table emptied.
const INSTALL_TRIGGERS = `
create or replace function notify_user_changed() returns trigger language plpgsql as $$
begin perform pg_notify('${CHANNEL}', 'user:' || old.id); return null; end $$;
create or replace function notify_session_removed() returns trigger language plpgsql as $$
begin perform pg_notify('${CHANNEL}', 'sid:' || old.sid); return null; end $$;
create or replace function notify_all_auth_changed() returns trigger language plpgsql as $$
begin perform pg_notify('${CHANNEL}', 'all'); return null; end $$;
drop trigger if exists users_changed on users;
create trigger users_changed after update or delete on users for each row execute function notify_user_changed();
drop trigger if exists sessions_removed on sessions;
create trigger sessions_removed after delete on sessions for each row execute function notify_session_removed();
drop trigger if exists users_emptied on users;
create trigger users_emptied after truncate on users for each statement execute function notify_all_auth_changed();
drop trigger if exists sessions_emptied on sessions;
create trigger sessions_emptied after truncate on sessions for each statement execute function notify_all_auth_changed();
`;

/**
 * The embedded database's notices of sign-in changes. PGlite runs in this process and delivers a
 * notification while the query that caused it is still returning, so a listener hears of a change before
 * the writer's own `await` resumes: nothing can be served from a stale copy after that.
 */
export const createAuthChangeFeed = (pglite: PGlite): AuthChangeFeed => {
  // One listener on the database for every store of this process (tests build many apps on one
  // database); a store that is gone is dropped, as listeners are held weakly.
  const listeners = new Set<WeakRef<(change: string) => void>>();
  let listening: Promise<unknown> | undefined;
  return async (onChange: (change: string) => void): Promise<void> => {
    listening ??= pglite.exec(INSTALL_TRIGGERS).then(() =>
      pglite.listen(CHANNEL, (change) => {
        for (const reference of listeners) {
          const listener = reference.deref();
          if (listener) listener(change);
          else listeners.delete(reference);
        }
      }),
    );
    await listening;
    listeners.add(new WeakRef(onChange));
  };
};
