import type { ChildAvatar } from "@shared/api/phonics";

/** The fixed set of avatars a child picks from (nothing is uploaded), shared by the phonics pages and the parent home. */
export const AVATAR_EMOJI: Record<ChildAvatar, string> = {
  lion: "🦁",
  owl: "🦉",
  panda: "🐼",
  fox: "🦊",
  rabbit: "🐰",
  dolphin: "🐬",
  unicorn: "🦄",
  robot: "🤖",
};
