import type { PhonicsGameType } from "../api/phonics";

export type PhonicsGameRule = {
  rounds: number;
  /** What a right answer adds; a round ends at its right answer, so a game earns at most rounds × this. */
  pointsPerRound: number;
  /** The fastest a child can plausibly hear, answer and go on: faster play counts fewer rounds. */
  minSecondsPerRound: number;
};

/**
 * What each game really allows: the games play by these, and the server counts a finished game by them,
 * so the leaderboard never holds more than a child could earn. Rhyming Time awards 75 a round (the seed's
 * basePoints lists 150, which no round ever gives).
 */
export const PHONICS_GAME_RULES: Record<PhonicsGameType, PhonicsGameRule> = {
  sound_matching: { rounds: 5, pointsPerRound: 50, minSecondsPerRound: 2 },
  word_builder: { rounds: 5, pointsPerRound: 100, minSecondsPerRound: 3 },
  rhyming: { rounds: 5, pointsPerRound: 75, minSecondsPerRound: 2 },
};

/** Games per child and Johannesburg day that count for the leaderboard; later ones are kept but add nothing. */
export const COUNTED_GAMES_PER_DAY = 20;

export const maxPointsOf = (gameType: PhonicsGameType) => PHONICS_GAME_RULES[gameType].rounds * PHONICS_GAME_RULES[gameType].pointsPerRound;

/**
 * The points a finished game counts for: the score claimed, at most every round's points, and at most
 * the rounds that fit into the seconds played.
 */
export const countedScore = ({ gameType, score, secondsPlayed }: { gameType: PhonicsGameType; score: number; secondsPlayed: number }) => {
  const rule = PHONICS_GAME_RULES[gameType];
  const roundsInTime = Math.floor(Math.max(0, secondsPlayed) / rule.minSecondsPerRound);
  return Math.max(0, Math.min(score, maxPointsOf(gameType), Math.min(rule.rounds, roundsInTime) * rule.pointsPerRound));
};
