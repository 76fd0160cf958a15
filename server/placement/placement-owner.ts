import { randomBytes } from "node:crypto";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import type { Request } from "express";
import { placementTests } from "../../shared/schema/placement";

declare module "express-session" {
  interface SessionData {
    /**
     * A visitor's placement tests belong to this random key until they register or sign in. It lives in
     * the server-side session only: the browser holds the session cookie, never the key.
     */
    placementVisitorKey?: string;
  }
}

/** Whose tests a request may see: the signed-in account's, or the visitor session's. */
export type PlacementOwner = { userId: number } | { visitorKey: string };

/** The visitor key of this session, if it has one (read it before a sign-in regenerates the session). */
export const visitorKeyOf = (req: Request): string | undefined => req.session?.placementVisitorKey;

/**
 * The request's owner. A visitor without a key gets one only when `create` (starting a test): reading
 * never creates a session.
 */
export const placementOwnerOf = (req: Request, { create = false } = {}): PlacementOwner | null => {
  if (req.user) return { userId: req.user.id };
  const existing = visitorKeyOf(req);
  if (existing) return { visitorKey: existing };
  if (!create || !req.session) return null;
  const visitorKey = randomBytes(24).toString("base64url");
  req.session.placementVisitorKey = visitorKey;
  return { visitorKey };
};

/** The owner's tests: a visitor's only while no account holds them. */
export const ownedBy = (owner: PlacementOwner): SQL =>
  "userId" in owner
    ? eq(placementTests.userId, owner.userId)
    : and(eq(placementTests.visitorKey, owner.visitorKey), isNull(placementTests.userId))!;

/** A text naming the owner, for the advisory lock that keeps two starts from opening two tests. */
export const ownerLockName = (owner: PlacementOwner) =>
  "userId" in owner ? `placement:user:${owner.userId}` : `placement:visitor:${owner.visitorKey}`;
