// The voices of a listening text's speakers: two people must not sound like one. Browsers do not say a
// voice's sex, but most name it (Google UK English Female, Microsoft Libby, Samantha, Daniel...), so the
// names are read; when there is only one English voice, pitch tells the two speakers apart.
import type { ListeningSpeaker, SpeakerVoice } from "@shared/api/learning";

export type SpeakerSound = { voice?: SpeechSynthesisVoice; pitch: number };

// "female" first: it contains "male".
const FEMALE_NAMES =
  /\b(female|woman|girl)\b|libby|sonia|hazel|susan|serena|kate|samantha|karen|moira|tessa|fiona|zira|aria|jenny|emma|amy|victoria|allison|ava|martha|catherine|veena|natasha|sara|clara|maisie|abbi|bella|olivia|mia|ellie/i;
const MALE_NAMES =
  /\b(male|man|boy)\b|ryan|george|daniel|arthur|oliver|thomas|david|mark|guy|alex|fred|rishi|james|william|brian|eric|aaron|liam|noah|ethan|alfie|elliot|thomas/i;

/** The sex a voice's name suggests, or null when it does not say. */
export function voiceSexOf(voice: Pick<SpeechSynthesisVoice, "name">): SpeakerVoice | null {
  if (FEMALE_NAMES.test(voice.name)) return "female";
  if (MALE_NAMES.test(voice.name)) return "male";
  return null;
}

const isEnglish = (voice: SpeechSynthesisVoice) => voice.lang.replace("_", "-").toLowerCase().startsWith("en");
const isBritish = (voice: SpeechSynthesisVoice) => voice.lang.replace("_", "-").toLowerCase() === "en-gb";

// The pitch that makes one voice sound like the other sex (1 is the voice's own).
const PITCH: Record<SpeakerVoice, number> = { female: 1.2, male: 0.8 };

/**
 * One voice and pitch per speaker, in the speakers' order: a British English voice of the speaker's sex
 * when there is one, else another English one, each speaker a different voice while there are enough;
 * a voice shared by two speakers (or of the other sex) is pitched up for a woman and down for a man.
 * Without any English voice the browser chooses (no voice given) and only the pitch differs.
 */
export function chooseSpeakerSounds(voices: readonly SpeechSynthesisVoice[], speakers: readonly ListeningSpeaker[]): SpeakerSound[] {
  const english = voices.filter(isEnglish).sort((a, b) => Number(isBritish(b)) - Number(isBritish(a)));
  const sounds: SpeakerSound[] = [];
  for (const speaker of speakers) {
    const fresh = english.filter((voice) => !sounds.some((sound) => sound.voice === voice));
    const voice =
      fresh.find((candidate) => voiceSexOf(candidate) === speaker.voice) ??
      fresh.find((candidate) => voiceSexOf(candidate) === null) ??
      fresh[0] ??
      english.find((candidate) => voiceSexOf(candidate) === speaker.voice) ??
      english[0];
    const isShared = !fresh.includes(voice as SpeechSynthesisVoice);
    // A voice of the speaker's own sex, theirs alone: its own pitch. Otherwise the pitch marks the speaker.
    let pitch = voice && voiceSexOf(voice) === speaker.voice && !isShared ? 1 : PITCH[speaker.voice];
    // Two speakers in one voice at one pitch would sound like one person.
    if (sounds.some((sound) => sound.voice === voice && sound.pitch === pitch)) pitch = pitch >= 1 ? pitch + 0.25 : pitch - 0.15;
    sounds.push({ voice, pitch });
  }
  return sounds;
}
