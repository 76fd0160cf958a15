// Words refused in ad titles, descriptions and company names (case-insensitive substring match, as the
// spec says). Grouped by the spec's categories: adult content, gambling, alcohol, tobacco, drugs, weapons.
export const AD_BLOCKLIST = [
  // adult content
  "porn",
  "xxx",
  "escort",
  "nude",
  "erotic",
  "adult content",
  "sexy",
  // gambling
  "casino",
  "gambling",
  "betting",
  "poker",
  "slot machine",
  "jackpot",
  "sportsbook",
  // alcohol
  "alcohol",
  "beer",
  "vodka",
  "whisky",
  "whiskey",
  "liquor",
  "tequila",
  // tobacco
  "tobacco",
  "cigarette",
  "cigar",
  "vape",
  "vaping",
  "nicotine",
  // drugs
  "cannabis",
  "marijuana",
  "cocaine",
  "heroin",
  "narcotic",
  "weed shop",
  // violence and weapons
  "firearm",
  "handgun",
  "rifle",
  "ammunition",
  "explosive",
  "weapon",
] as const;

export const containsBlockedWord = (text: string) => {
  const lower = text.toLowerCase();
  return AD_BLOCKLIST.some((word) => lower.includes(word));
};
