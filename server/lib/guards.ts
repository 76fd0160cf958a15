import type { Request, RequestHandler } from "express";
import type { User } from "../../shared/schema/auth";
import { AppError } from "./errors";

export const SIGN_IN_REQUIRED = "Please sign in to continue";
export const ADMIN_REQUIRED = "Administrator access required";

export const requireUser: RequestHandler = (req, _res, next) => {
  next(req.user ? undefined : new AppError("unauthorized", SIGN_IN_REQUIRED));
};

export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (!req.user) return next(new AppError("unauthorized", SIGN_IN_REQUIRED));
  next(req.user.isAdmin ? undefined : new AppError("forbidden", ADMIN_REQUIRED));
};

/** The signed-in user of a request that passed requireUser. */
export const currentUser = (req: Request): User => {
  if (!req.user) throw new AppError("unauthorized", SIGN_IN_REQUIRED);
  return req.user;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // passport's req.user is our stored user row (without exposing it in any response).
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends Omit<import("../../shared/schema/auth").User, never> {}
  }
}
