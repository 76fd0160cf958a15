import type { CefrBand } from "./bands";

/**
 * What a learner at each level can do: the CEFR's global scale retold in plain words, for the placement
 * result (a learner reads these, so no framework jargon). Three or four statements a level.
 */
export const CAN_DO_OF_BAND: Record<CefrBand, readonly string[]> = {
  A1: [
    "You can understand and use everyday words and very simple sentences.",
    "You can introduce yourself and ask and answer simple questions about where you live and what you have.",
    "You can follow a conversation when people speak slowly and clearly and are ready to help.",
  ],
  A2: [
    "You can understand sentences and common phrases about shopping, family, work and your local area.",
    "You can talk about simple, routine things in a short exchange of information.",
    "You can describe your background, your surroundings and what you need in simple words.",
  ],
  B1: [
    "You can understand the main points of clear, familiar speech and writing about work, school and free time.",
    "You can handle most situations while travelling where English is spoken.",
    "You can write simple connected text about topics you know or care about.",
    "You can describe experiences, hopes and plans and briefly give reasons for your opinions.",
  ],
  B2: [
    "You can understand the main ideas of complex texts, including technical discussions in your own field.",
    "You can talk with native speakers easily enough that neither side has to make a special effort.",
    "You can write clear, detailed text on many subjects and explain the advantages and disadvantages of a view.",
  ],
  C1: [
    "You can understand long, demanding texts and notice meanings that are only implied.",
    "You can express yourself fluently without often searching for words.",
    "You can use English flexibly and well for social, study and work purposes.",
    "You can write clear, well-organised, detailed text on complex subjects.",
  ],
  C2: [
    "You can understand with ease almost everything you hear or read.",
    "You can summarise information from different spoken and written sources into one clear account.",
    "You can express yourself very fluently and precisely, showing fine shades of meaning even on complex subjects.",
  ],
};
