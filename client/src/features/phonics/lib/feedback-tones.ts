// Gentle feedback sounds for the games, made with Web Audio (no files): two soft rising notes for a right
// answer, one low soft note for a wrong one. Silent where the browser has no audio (and in tests).

type AudioContextConstructor = new () => AudioContext;

let context: AudioContext | null = null;
const audioContext = () => {
  const scope = window as Window & { AudioContext?: AudioContextConstructor; webkitAudioContext?: AudioContextConstructor };
  const Constructor = scope.AudioContext ?? scope.webkitAudioContext;
  if (!Constructor) return null;
  context ??= new Constructor();
  return context;
};

const note = (audio: AudioContext, frequency: number, startsIn: number, volume: number) => {
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.type = "sine";
  oscillator.frequency.value = frequency;
  const start = audio.currentTime + startsIn;
  gain.gain.setValueAtTime(0.0001, start);
  gain.gain.exponentialRampToValueAtTime(Math.max(0.0001, 0.12 * volume), start + 0.02);
  gain.gain.exponentialRampToValueAtTime(0.0001, start + 0.25);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + 0.3);
};

export function playFeedbackTone(kind: "right" | "wrong", volume: number) {
  try {
    const audio = audioContext();
    if (!audio || volume <= 0) return;
    if (kind === "right") {
      note(audio, 660, 0, volume);
      note(audio, 880, 0.12, volume);
    } else {
      note(audio, 220, 0, volume * 0.7);
    }
  } catch {
    // A missing or blocked audio device must never stop the game.
  }
}
