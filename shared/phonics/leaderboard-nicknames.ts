/**
 * The names other families see on the leaderboard: an adjective and an animal from these lists, chosen by
 * the parent. A fixed list cannot carry a child's real name, a phone number or a handle.
 */
export const NICKNAME_ADJECTIVES = [
  "Brave",
  "Bright",
  "Busy",
  "Cheerful",
  "Clever",
  "Curious",
  "Gentle",
  "Happy",
  "Jolly",
  "Kind",
  "Lucky",
  "Sunny",
] as const;

export const NICKNAME_ANIMALS = [
  "Dolphin",
  "Elephant",
  "Fox",
  "Giraffe",
  "Koala",
  "Lion",
  "Meerkat",
  "Owl",
  "Panda",
  "Penguin",
  "Rabbit",
  "Zebra",
] as const;

/** Every nickname, `Brave Dolphin` to `Sunny Zebra`, in alphabetical order. */
export const LEADERBOARD_NICKNAMES: readonly string[] = NICKNAME_ADJECTIVES.flatMap((adjective) =>
  NICKNAME_ANIMALS.map((animal) => `${adjective} ${animal}`),
);

const NICKNAME_SET = new Set(LEADERBOARD_NICKNAMES);

export const isLeaderboardNickname = (value: string) => NICKNAME_SET.has(value);

/** A nickname at random, never `current` (the parent asked for another one). */
export const pickLeaderboardNickname = (random: () => number = Math.random, current?: string) => {
  const choices = LEADERBOARD_NICKNAMES.filter((nickname) => nickname !== current);
  return choices[Math.floor(random() * choices.length)] ?? LEADERBOARD_NICKNAMES[0]!;
};
