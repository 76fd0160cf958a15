import { Router } from "express";
import {
  childInputSchema,
  childQuerySchema,
  gameSessionSchema,
  judgedVoiceResultSchema,
  recordPracticeSchema,
  voiceConsentSchema,
  updateChildSchema,
  voiceResultSchema,
  CHILD_NOT_FOUND,
  LEADERBOARD_ENTRY_NOT_FOUND,
  PARENT_JUDGED,
} from "../../shared/api/phonics";
import type { AppDependencies } from "../app-dependencies";
import { currentUser, requireAdmin, requireUser } from "../lib/guards";
import { requireIdParam, validate } from "../lib/validate";
import { removeFromLeaderboard, restoreToLeaderboard } from "./admin-leaderboard.service";
import { addChild, getPhonicsAccount, removeChild, updateChild } from "./children.service";
import { getFamilySummary } from "./family.service";
import { recordGameSession } from "./games.service";
import { getLeaderboard, listLeaderboardForAdmin } from "./leaderboard.service";
import { requireSoundAccess, resolveLearner } from "./phonics-access";
import { measureWeeklyPractice } from "./practice-time";
import { listProgress, recordPractice, recordVoiceResult } from "./practice.service";
import { getVoiceConsent, giveVoiceConsent, requireVoiceConsent, withdrawVoiceConsent } from "./voice-consent.service";

// The phonics programme's calls: all for a signed-in account, each record the account's own or its child's;
// and the admins' moderation of the leaderboard.
export const createPhonicsRouter = ({ db, clock }: AppDependencies) => {
  const router = Router();
  router.use("/phonics", requireUser);

  router.get("/phonics/children", async (req, res) => {
    res.json(await getPhonicsAccount({ db, clock, user: currentUser(req) }));
  });
  router.post("/phonics/children", async (req, res) => {
    const input = validate(childInputSchema, req.body);
    res.status(201).json(await addChild({ db, clock, user: currentUser(req), input }));
  });
  router.patch("/phonics/children/:id", async (req, res) => {
    const changes = validate(updateChildSchema, req.body);
    res.json(await updateChild({ db, user: currentUser(req), childId: requireIdParam(req.params.id, CHILD_NOT_FOUND), changes }));
  });
  router.delete("/phonics/children/:id", async (req, res) => {
    await removeChild({ db, user: currentUser(req), childId: requireIdParam(req.params.id, CHILD_NOT_FOUND) });
    res.status(204).end();
  });

  router.get("/phonics/progress", async (req, res) => {
    const user = currentUser(req);
    const { childId } = validate(childQuerySchema, req.query);
    res.json(await listProgress(db, { userId: user.id, childId: await resolveLearner(db, user, childId) }));
  });
  router.post("/phonics/progress", async (req, res) => {
    const user = currentUser(req);
    const input = validate(recordPracticeSchema, req.body);
    const childId = await resolveLearner(db, user, input.childId);
    await requireSoundAccess({ db, clock, user, sounds: [input.sound] });
    res.json(
      await recordPractice(db, {
        learner: { userId: user.id, childId },
        sound: input.sound,
        isCorrect: input.isCorrect,
        timeSpent: input.timeSpent,
        now: clock.now(),
        timeZone: user.timeZone,
      }),
    );
  });
  router.post("/phonics/voice-result", async (req, res) => {
    const user = currentUser(req);
    const { childId: requested, ...input } = validate(voiceResultSchema, req.body);
    const childId = await resolveLearner(db, user, requested);
    await requireSoundAccess({ db, clock, user, sounds: [input.targetSound] });
    await requireVoiceConsent({ db, userId: user.id });
    res
      .status(201)
      .json(await recordVoiceResult(db, { ...input, learner: { userId: user.id, childId }, now: clock.now(), timeZone: user.timeZone }));
  });
  router.post("/phonics/voice-result/judged", async (req, res) => {
    const user = currentUser(req);
    const { childId: requested, targetSound, isCorrect } = validate(judgedVoiceResultSchema, req.body);
    const childId = await resolveLearner(db, user, requested);
    await requireSoundAccess({ db, clock, user, sounds: [targetSound] });
    const result = await recordVoiceResult(db, {
      learner: { userId: user.id, childId },
      targetSound,
      recognizedText: "",
      confidence: 0,
      isCorrect,
      pronunciationScore: isCorrect ? 100 : 0,
      feedback: PARENT_JUDGED,
      now: clock.now(),
      timeZone: user.timeZone,
    });
    res.status(201).json(result);
  });
  router.get("/phonics/voice-consent", async (req, res) => {
    res.json(await getVoiceConsent({ db, userId: currentUser(req).id }));
  });
  router.put("/phonics/voice-consent", async (req, res) => {
    validate(voiceConsentSchema, req.body);
    res.json(await giveVoiceConsent({ db, userId: currentUser(req).id, now: clock.now() }));
  });
  router.delete("/phonics/voice-consent", async (req, res) => {
    res.json(await withdrawVoiceConsent({ db, userId: currentUser(req).id }));
  });
  router.get("/phonics/practice-time", async (req, res) => {
    const user = currentUser(req);
    const { childId } = validate(childQuerySchema, req.query);
    const learner = await resolveLearner(db, user, childId);
    const weekly = await measureWeeklyPractice(db, { userId: user.id, now: clock.now() });
    res.json({ weeklySeconds: weekly.get(learner) ?? 0 });
  });
  router.post("/phonics/game-sessions", async (req, res) => {
    const user = currentUser(req);
    const { childId: requested, ...input } = validate(gameSessionSchema, req.body);
    const childId = await resolveLearner(db, user, requested);
    await requireSoundAccess({ db, clock, user, sounds: input.soundsPracticed });
    res.status(201).json(await recordGameSession({ db, learner: { userId: user.id, childId }, input, now: clock.now() }));
  });
  router.get("/phonics/leaderboard", async (_req, res) => {
    res.json(await getLeaderboard({ db, now: clock.now() }));
  });
  router.get("/phonics/family", async (req, res) => {
    res.json(await getFamilySummary(db, { userId: currentUser(req).id, now: clock.now() }));
  });

  router.get("/admin/phonics/leaderboard", requireAdmin, async (_req, res) => {
    res.json(await listLeaderboardForAdmin({ db, now: clock.now() }));
  });
  router.post("/admin/phonics/leaderboard/:childId/remove", requireAdmin, async (req, res) => {
    const childId = requireIdParam(req.params.childId, LEADERBOARD_ENTRY_NOT_FOUND);
    res.json(await removeFromLeaderboard({ db, clock, actor: currentUser(req), childId }));
  });
  router.post("/admin/phonics/leaderboard/:childId/restore", requireAdmin, async (req, res) => {
    const childId = requireIdParam(req.params.childId, LEADERBOARD_ENTRY_NOT_FOUND);
    res.json(await restoreToLeaderboard({ db, clock, actor: currentUser(req), childId }));
  });
  return router;
};
