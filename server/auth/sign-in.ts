import type { Request } from "express";
import type { User } from "../../shared/schema/auth";
import type { Clock } from "../lib/clock";
import { SESSION_LIMITS } from "../lib/session";

/**
 * Starts a signed-in session for `user`. passport's req.login regenerates the session id (no fixation).
 * `signedInAt` is when the absolute lifetime started: a new sign-in starts it now, a session renewed after
 * a password change keeps the original start.
 */
export const signIn = (req: Request, user: User, clock: Clock, signedInAt = clock.now().getTime()) =>
  new Promise<void>((resolve, reject) => {
    req.login(user, (error) => {
      if (error) return reject(error);
      req.session.signedInAt = signedInAt;
      req.session.isAdmin = user.isAdmin;
      if (user.isAdmin) req.session.cookie.maxAge = SESSION_LIMITS.adminIdleMinutes * 60_000;
      resolve();
    });
  });
