import { createHmac } from "node:crypto";
import type { Request } from "express";
import { addressKeyOf } from "../lib/client-address";

/**
 * Tests one address may start in an hour. A candidate takes one test, a family or a retake a few more:
 * ten leaves room for them, and keeps a script from filling the tables (each start is a session, a test
 * and a response row).
 */
export const PLACEMENT_STARTS_PER_HOUR = 10;
/** Answers one address may send in an hour: ten tests of the longest kind (30 items), which no candidate needs. */
export const PLACEMENT_ANSWERS_PER_HOUR = 300;

/**
 * The key of placement sources, derived from the session secret under its own label (as the ad counting
 * keys are). Rotating the secret only makes later tests from an address count as another source.
 */
export const derivePlacementSourceKey = (secret: string) => createHmac("sha256", secret).update("placement source v1").digest();

/**
 * Where a test is started from, as stored: a keyed hash of the address key (an IPv4 address or an IPv6
 * /64), never the address. Without the key, the stored value cannot be turned back into an address by
 * hashing every IPv4 address; with it, calibration can still tell one address's tests from another's.
 */
export const placementSourceOf = (key: Buffer, req: Request) =>
  createHmac("sha256", key).update(addressKeyOf(req.ip)).digest("base64url").slice(0, 32);
