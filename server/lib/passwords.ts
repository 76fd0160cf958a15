import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";
import { COMMON_PASSWORDS } from "./common-passwords";
import { AppError } from "./errors";

// argon2id (the library's default algorithm) at OWASP's 19 MiB / 2 iterations / 1 lane: ~7 ms a hash.
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash holds 19 MiB and a libuv thread (4 by default, shared with fs and dns). A burst of sign-ins or
// registrations waits in a short queue; beyond it the server says it is busy instead of piling up memory.
export const PASSWORD_WORK = { concurrent: 4, queued: 64 } as const;
export const SERVER_BUSY = "The server is busy. Please try again in a moment.";
const passwordWork = pLimit(PASSWORD_WORK.concurrent);

const runPasswordWork = <T>(work: () => Promise<T>): Promise<T> => {
  if (passwordWork.pendingCount >= PASSWORD_WORK.queued) {
    return Promise.reject(new AppError("unavailable", SERVER_BUSY, { retryAfterSeconds: 2 }));
  }
  return passwordWork(work);
};

export const hashPassword = (password: string) => runPasswordWork(() => hash(password, ARGON2_OPTIONS));

export const verifyPassword = (passwordHash: string, password: string) =>
  runPasswordWork(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  });

// Verified against when the username is unknown, so that a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword("not-a-real-password-only-for-timing");
  await verifyPassword(await dummyHash, password);
};

export const isCommonPassword = (password: string) => COMMON_PASSWORDS.has(password.toLowerCase());
