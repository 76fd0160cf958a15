import { eq } from "drizzle-orm";
import { VOICE_CONSENT_REQUIRED, type VoiceConsent } from "../../shared/api/phonics";
import { users } from "../../shared/schema/auth";
import type { DbExecutor } from "../db/connection";
import { AppError } from "../lib/errors";

// A child's voice practice goes through the browser's speech recognition, which may send the voice to the
// browser maker's service: it starts only once the parent agreed, and the parent can withdraw it.

const readConsent = async (db: DbExecutor, userId: number) => {
  const [row] = await db.select({ agreedAt: users.voiceConsentAt }).from(users).where(eq(users.id, userId));
  return row?.agreedAt ?? null;
};

/** GET /api/phonics/voice-consent. */
export const getVoiceConsent = async ({ db, userId }: { db: DbExecutor; userId: number }): Promise<VoiceConsent> => ({
  agreedAt: (await readConsent(db, userId))?.toISOString() ?? null,
});

/** PUT /api/phonics/voice-consent: agreeing again keeps the first time. */
export const giveVoiceConsent = async ({ db, userId, now }: { db: DbExecutor; userId: number; now: Date }): Promise<VoiceConsent> => {
  const agreedAt = (await readConsent(db, userId)) ?? now;
  await db.update(users).set({ voiceConsentAt: agreedAt }).where(eq(users.id, userId));
  return { agreedAt: agreedAt.toISOString() };
};

/** DELETE /api/phonics/voice-consent. */
export const withdrawVoiceConsent = async ({ db, userId }: { db: DbExecutor; userId: number }): Promise<VoiceConsent> => {
  await db.update(users).set({ voiceConsentAt: null }).where(eq(users.id, userId));
  return { agreedAt: null };
};

/** Recognised speech is stored only for an account whose parent agreed (403 otherwise). */
export const requireVoiceConsent = async ({ db, userId }: { db: DbExecutor; userId: number }) => {
  if (!(await readConsent(db, userId))) throw new AppError("forbidden", VOICE_CONSENT_REQUIRED);
};
